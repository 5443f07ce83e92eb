/**
 * The demo store's promotions, one of each kind (service/modules/cart/promotions.ts): a ladder price
 * ("buy more, save more") and a bulk (contract) price on some of the staff picks, and a payment-mode
 * offer (5% off paying by UPI, up to ₹150). Pure; amounts in INR.
 */
import type { promotions } from "../db/schema";

type PromotionRow = typeof promotions.$inferInsert;

/** `picks`: sellable featured products; the first half get the ladder, the rest the bulk price. */
export function buildPromotions(applicationId: string, picks: number[]): PromotionRow[] {
  const half = Math.ceil(picks.length / 2);
  return [
    {
      id: "ladder-buy-more-save-more",
      applicationId,
      kind: "ladder_price",
      name: "Buy more, save more",
      offerText: "Buy 2, save 5%; buy 3 or more, save 10%",
      description: "The more you buy of this product, the less each one costs.",
      productUids: picks.slice(0, half),
      rules: {
        tiers: [
          { min_quantity: 2, percent: 5 },
          { min_quantity: 3, percent: 10 },
        ],
      },
    },
    {
      id: "bulk-contract-price",
      applicationId,
      kind: "bulk_price",
      name: "Bulk price",
      offerText: "6 or more: 15% off each",
      description: "A contract price for orders of 6 or more of this product.",
      productUids: picks.slice(half),
      rules: { tiers: [{ min_quantity: 6, percent: 15 }] },
    },
    {
      id: "upi-5-percent",
      applicationId,
      kind: "payment_offer",
      name: "5% off with UPI",
      offerText: "Pay by UPI and get 5% off, up to ₹150",
      description: "5% off your order when you pay by UPI, up to ₹150, on orders of ₹500 or more.",
      productUids: [],
      rules: { payment_modes: ["UPI"], percent: 5, max_discount: 150, min_cart_value: 500 },
    },
  ];
}
