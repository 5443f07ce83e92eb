import { describe, expect, it } from "vitest";
import { cartBreakup, REWARD_POINTS } from "../../service/modules/cart/breakup";
import {
  applyPromotions,
  ladderSteps,
  linePromotion,
  paymentOfferAmount,
  tierFor,
  type PromotionRule,
} from "../../service/modules/cart/promotions";
import { INR, JPY } from "./helpers/currency-rates";

const rule = (over: Partial<PromotionRule>): PromotionRule => ({
  id: "p",
  kind: "ladder_price",
  name: "Buy more, save more",
  offerText: "",
  productUids: [1],
  tiers: [],
  paymentModes: [],
  percent: 0,
  maxDiscount: null,
  minCartValue: 0,
  ...over,
});
const ladder = rule({
  id: "ladder",
  tiers: [
    { min_quantity: 3, percent: 10 },
    { min_quantity: 2, percent: 5 },
  ],
});
const bulk = rule({ id: "bulk", kind: "bulk_price", productUids: [1, 2], tiers: [{ min_quantity: 6, percent: 15 }] });
const upi = rule({
  id: "upi",
  kind: "payment_offer",
  productUids: [],
  paymentModes: ["UPI"],
  percent: 5,
  maxDiscount: 150,
  minCartValue: 500,
});

describe("promotion rules", () => {
  it("finds the highest tier a quantity reaches, tiers in any order, nonsense tiers ignored", () => {
    expect(tierFor(ladder.tiers, 1)).toBeUndefined();
    expect(tierFor(ladder.tiers, 2)?.percent).toBe(5);
    expect(tierFor(ladder.tiers, 3)?.percent).toBe(10);
    expect(tierFor(ladder.tiers, 50)?.percent).toBe(10);
    expect(
      tierFor(
        [
          { min_quantity: 0, percent: 50 },
          { min_quantity: 2, percent: 100 },
        ],
        5,
      ),
    ).toBeUndefined();
  });

  it("gives a line the promotion that takes off most, only on its products", () => {
    const line = { productUid: 1, effective: 999, quantity: 2 };
    expect(linePromotion([ladder, bulk], line, INR)).toMatchObject({ promotion: { id: "ladder" }, amount: 99.9 });
    expect(linePromotion([ladder, bulk], { ...line, quantity: 6 }, INR)).toMatchObject({
      promotion: { id: "bulk" },
      amount: 899.1,
    });
    expect(linePromotion([ladder], { ...line, productUid: 2 }, INR)).toBeUndefined();
    expect(linePromotion([ladder], { ...line, quantity: 1 }, INR)).toBeUndefined();
    // Rounded to the currency's digits.
    expect(linePromotion([ladder], { productUid: 1, effective: 333, quantity: 3 }, JPY)?.amount).toBe(100);
  });

  it("takes a payment offer off the cart after the line promotions, for its modes, from its minimum, capped", () => {
    expect(paymentOfferAmount(upi, 1000, "UPI", INR)).toBe(50);
    expect(paymentOfferAmount(upi, 1000, "COD", INR)).toBe(0);
    expect(paymentOfferAmount(upi, 1000, "", INR)).toBe(0);
    expect(paymentOfferAmount(upi, 499, "UPI", INR)).toBe(0);
    expect(paymentOfferAmount(upi, 10_000, "UPI", INR)).toBe(150);
    const lines = [
      { productUid: 1, effective: 400, quantity: 3 },
      { productUid: 9, effective: 100, quantity: 1 },
    ];
    const outcome = applyPromotions([ladder, upi], lines, "UPI", INR);
    expect(outcome.lines.map((l) => l?.amount)).toEqual([120, undefined]);
    // (1200 + 100 − 120) × 5% = 59
    expect(outcome.cartOffer).toMatchObject({ promotion: { id: "upi" }, amount: 59 });
    expect(outcome.total).toBe(179);
    expect(applyPromotions([ladder, upi], lines, "COD", INR).total).toBe(120);
  });

  it("lists a ladder's steps with their unit prices and open last step", () => {
    expect(ladderSteps(ladder.tiers, 1000, INR)).toEqual([
      { min_quantity: 2, max_quantity: 2, percent: 5, offer_price: 950 },
      { min_quantity: 3, max_quantity: 0, percent: 10, offer_price: 900 },
    ]);
  });
});

describe("promotions and reward points in the breakup", () => {
  const lines = [{ marked: 1200, effective: 1000, quantity: 2 }];

  it("lowers the subtotal by the promotions, shown as their own row and counted in the discount", () => {
    const { breakup } = cartBreakup({
      currency: INR,
      lines,
      promotion: { discount: 100, names: ["Buy more, save more"] },
    });
    expect(breakup.raw).toMatchObject({ mrp_total: 2400, discount: -500, subtotal: 1900, total: 1900, you_saved: 500 });
    expect(breakup.display.map((d) => [d.key, d.value])).toEqual([
      ["mrp_total", 2400],
      ["discount", -400],
      ["promotion", -100],
      ["subtotal", 1900],
      ["delivery_charge", 0],
      ["total", 1900],
    ]);
    expect(breakup.display.find((d) => d.key === "promotion")?.message).toEqual(["Buy more, save more"]);
  });

  it("redeems whole points up to the allowed share of the value after the coupon, as fynd_cash", () => {
    const offered = cartBreakup({ currency: INR, lines, rewardPoints: { balance: 300, applied: false } }).breakup;
    expect(offered.loyalty_points).toEqual({
      total: 300,
      applicable: 300,
      is_applied: false,
      description: "Use 300 reward points",
    });
    expect(offered.raw.total).toBe(2000);
    const { breakup } = cartBreakup({
      currency: INR,
      lines,
      coupon: { code: "FLAT100", discount: 100 },
      rewardPoints: { balance: 5000, applied: true },
    });
    // (2000 − 100) × 50% = 950 points at ₹1.
    expect(REWARD_POINTS.maxShare).toBe(0.5);
    expect(breakup.loyalty_points).toMatchObject({ total: 5000, applicable: 950, is_applied: true });
    expect(breakup.raw).toMatchObject({ fynd_cash: -950, total: 950, delivery_charge: 0 });
    expect(breakup.display.map((d) => d.key)).toEqual([
      "mrp_total",
      "discount",
      "coupon",
      "subtotal",
      "delivery_charge",
      "loyalty_points",
      "total",
    ]);
    expect(breakup.display.find((d) => d.key === "loyalty_points")).toMatchObject({
      display: "Reward Points",
      value: -950,
      message: ["950 points"],
    });
  });

  it("redeems nothing without points and converts the points' value to the shopper's currency", () => {
    expect(
      cartBreakup({ currency: INR, lines, rewardPoints: { balance: 0, applied: true } }).breakup.loyalty_points,
    ).toMatchObject({ applicable: 0, is_applied: false, description: "" });
    const yen = cartBreakup({
      currency: JPY,
      lines: [{ marked: 1750, effective: 1750, quantity: 1 }],
      rewardPoints: { balance: 100, applied: true },
    }).breakup;
    // 100 points = ₹100 = ¥175.
    expect(yen.raw).toMatchObject({ fynd_cash: -175, total: 1575 });
  });
});
