/**
 * Promotion rules, pure: which promotion a cart line gets and how much it takes off, the cart-wide
 * payment-mode offer, and the ladder ("buy more, save more") steps a product page shows.
 *
 * - A *ladder price* or *bulk price* promotion is on some products and has quantity tiers
 *   (`{min_quantity, percent}`): a line of such a product with at least a tier's quantity gets that
 *   tier's percentage off its effective price (the highest tier reached). A line gets one line
 *   promotion, the one taking off most (ties: the first listed).
 * - A *payment offer* takes a percentage (capped by `max_discount`, from `min_cart_value`, both INR)
 *   off the cart's value after the line promotions, when the cart's payment mode is one of its modes.
 *
 * Amounts are in the shopper's currency and rounded like every price (decision 0008).
 */
import { convertAmount, type CurrencyRate } from "../catalog/money";

export type PromotionKind = "ladder_price" | "bulk_price" | "payment_offer";

export interface QuantityTier {
  min_quantity: number;
  /** Percent off the line's effective price. */
  percent: number;
}

/** A promotion as the rules need it (a `promotions` row's fields, amounts in INR). */
export interface PromotionRule {
  id: string;
  kind: PromotionKind;
  name: string;
  offerText: string;
  productUids: number[];
  tiers: QuantityTier[];
  paymentModes: string[];
  percent: number;
  maxDiscount: number | null;
  minCartValue: number;
}

/** A cart line as the rules see it: the product, unit price in the shopper's currency, quantity. */
interface PromotionLine {
  productUid: number;
  effective: number;
  quantity: number;
}

interface LinePromotion {
  promotion: PromotionRule;
  tier: QuantityTier;
  /** What the promotion takes off the line (unit price × quantity × percent). */
  amount: number;
}

interface PromotionOutcome {
  /** Per line, in the lines' order: its promotion, or undefined. */
  lines: (LinePromotion | undefined)[];
  /** The payment offer applied to the cart, and its amount. */
  cartOffer?: { promotion: PromotionRule; amount: number };
  /** Everything the promotions take off. */
  total: number;
}

const round = (value: number, currency: CurrencyRate) => convertAmount(value, currency.unitsPerInr, currency);

/** Tiers from the lowest quantity up, without empty or nonsensical ones. */
export function sortedTiers(tiers: QuantityTier[]): QuantityTier[] {
  return tiers
    .filter((t) => Number.isInteger(t.min_quantity) && t.min_quantity >= 1 && t.percent > 0 && t.percent < 100)
    .sort((a, b) => a.min_quantity - b.min_quantity);
}

/** The highest tier a quantity reaches, if any. */
export function tierFor(tiers: QuantityTier[], quantity: number): QuantityTier | undefined {
  return sortedTiers(tiers)
    .filter((t) => t.min_quantity <= quantity)
    .at(-1);
}

/** The line promotion (ladder or bulk) a line gets: the one taking off most. */
export function linePromotion(
  rules: PromotionRule[],
  line: PromotionLine,
  currency: CurrencyRate,
): LinePromotion | undefined {
  let best: LinePromotion | undefined;
  for (const promotion of rules) {
    if (promotion.kind === "payment_offer" || !promotion.productUids.includes(line.productUid)) continue;
    const tier = tierFor(promotion.tiers, line.quantity);
    if (!tier) continue;
    const amount = round((line.effective * line.quantity * tier.percent) / 100, currency);
    if (amount > 0 && (!best || amount > best.amount)) best = { promotion, tier, amount };
  }
  return best;
}

/** What a payment offer takes off `value` (the cart after line promotions) for a payment mode. */
export function paymentOfferAmount(
  offer: PromotionRule,
  value: number,
  paymentMode: string,
  currency: CurrencyRate,
): number {
  if (offer.kind !== "payment_offer" || !paymentMode || !offer.paymentModes.includes(paymentMode)) return 0;
  if (value < convertAmount(offer.minCartValue, 1, currency)) return 0;
  const amount = round((value * offer.percent) / 100, currency);
  return offer.maxDiscount === null ? amount : Math.min(amount, convertAmount(offer.maxDiscount, 1, currency));
}

/** The promotions a cart gets: each line's, then the best payment offer for the cart's mode. */
export function applyPromotions(
  rules: PromotionRule[],
  lines: PromotionLine[],
  paymentMode: string,
  currency: CurrencyRate,
): PromotionOutcome {
  const applied = lines.map((line) => linePromotion(rules, line, currency));
  const lineTotal = round(
    applied.reduce((sum, p) => sum + (p?.amount ?? 0), 0),
    currency,
  );
  const value = round(lines.reduce((sum, l) => sum + l.effective * l.quantity, 0) - lineTotal, currency);
  let cartOffer: PromotionOutcome["cartOffer"];
  for (const promotion of rules) {
    const amount = paymentOfferAmount(promotion, value, paymentMode, currency);
    if (amount > 0 && (!cartOffer || amount > cartOffer.amount)) cartOffer = { promotion, amount };
  }
  return { lines: applied, cartOffer, total: round(lineTotal + (cartOffer?.amount ?? 0), currency) };
}

/** One step of a product's ladder: from `min` (to `max`, 0 when open), its unit price and margin. */
interface LadderStep {
  min_quantity: number;
  max_quantity: number;
  percent: number;
  offer_price: number;
}

/** The steps of a ladder for a unit price in the shopper's currency ("buy 2: ₹950 each"). */
export function ladderSteps(tiers: QuantityTier[], effective: number, currency: CurrencyRate): LadderStep[] {
  const sorted = sortedTiers(tiers);
  return sorted.map((tier, i) => ({
    min_quantity: tier.min_quantity,
    max_quantity: i + 1 < sorted.length ? sorted[i + 1].min_quantity - 1 : 0,
    percent: tier.percent,
    offer_price: round((effective * (100 - tier.percent)) / 100, currency),
  }));
}
