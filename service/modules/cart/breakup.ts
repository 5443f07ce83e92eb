/**
 * The cart's price breakup (`breakup_values`), a pure rule over the lines' unit prices already in
 * the shopper's currency: MRP total, discount off the marked prices, coupon, subtotal, delivery
 * charge and total, as raw numbers and as the display rows the storefront lists (Total last).
 *
 * Delivery: a cart whose value after the coupon is below DELIVERY_CHARGES.threshold pays
 * DELIVERY_CHARGES.charges (both in INR, converted to the shopper's currency like every price).
 * An empty cart pays nothing.
 *
 * Promotions (promotions.ts) lower the subtotal and are part of `discount` (raw), shown as their own
 * "Promotion" row. Reward points are a means of payment after the coupon: 1 point is worth ₹1 and a
 * cart redeems at most REWARD_POINTS.maxShare of its value after the coupon (whole points); they are
 * `fynd_cash` (raw) and the "Reward Points" row, and do not change the delivery charge.
 */
import type { CartBreakup, DeliveryChargesConfig, DisplayBreakup, RawBreakup } from "../../contract/types";
import { convertAmount, type CurrencyRate } from "../catalog/money";

/** The store's delivery charge rule, in INR: orders below ₹500 pay ₹50. */
export const DELIVERY_CHARGES = { threshold: 500, charges: 50 } as const;

/** Reward points: ₹1 a point, at most half of the cart's value after the coupon. */
export const REWARD_POINTS = { inrPerPoint: 1, maxShare: 0.5 } as const;

/** One line: unit prices in the shopper's currency, and how many. */
interface BreakupLine {
  marked: number;
  effective: number;
  quantity: number;
}

interface BreakupInput {
  lines: BreakupLine[];
  currency: CurrencyRate;
  /** The coupon's discount (0 or more) in the shopper's currency, and its code. */
  coupon?: { code: string; discount: number };
  /** What the promotions take off (0 or more), in the shopper's currency, and their names. */
  promotion?: { discount: number; names: string[] };
  /** The signed-in shopper's points balance, and whether the cart redeems them. */
  rewardPoints?: { balance: number; applied: boolean };
}

const round = (value: number, currency: CurrencyRate) => convertAmount(value, currency.unitsPerInr, currency);

/** The delivery rule in the shopper's currency (the cart's `common_config.delivery_charges_config`). */
export function deliveryChargesConfig(currency: CurrencyRate): DeliveryChargesConfig {
  return {
    enabled: true,
    charges: [
      {
        threshold: convertAmount(DELIVERY_CHARGES.threshold, 1, currency),
        charges: convertAmount(DELIVERY_CHARGES.charges, 1, currency),
      },
    ],
  };
}

const LABELS: Record<string, string> = {
  mrp_total: "MRP Total",
  discount: "Discount",
  promotion: "Promotion",
  coupon: "Coupon",
  loyalty_points: "Reward Points",
  subtotal: "Subtotal",
  delivery_charge: "Delivery Charges",
  total: "Total",
};

/** An amount for a message: two decimals unless whole (amounts below the threshold need no grouping). */
export const formatAmount = (value: number, currency: CurrencyRate) =>
  `${currency.symbol}${Number.isInteger(value) ? String(value) : value.toFixed(2)}`;

/** The breakup of a cart, and the line telling the shopper how far they are from free delivery. */
export function cartBreakup(input: BreakupInput): { breakup: CartBreakup; deliveryChargeInfo: string } {
  const { currency } = input;
  let mrp = 0;
  let beforePromotion = 0;
  for (const line of input.lines) {
    mrp += round(line.marked * line.quantity, currency);
    beforePromotion += round(line.effective * line.quantity, currency);
  }
  mrp = round(mrp, currency);
  beforePromotion = round(beforePromotion, currency);
  const promotion = round(Math.min(input.promotion?.discount ?? 0, beforePromotion), currency);
  const subtotal = round(beforePromotion - promotion, currency);
  const markdown = round(Math.min(0, beforePromotion - mrp), currency);
  const discount = round(markdown - promotion, currency);
  const couponAmount = round(Math.min(input.coupon?.discount ?? 0, subtotal), currency);
  const coupon = couponAmount === 0 ? 0 : -couponAmount;
  const afterCoupon = round(subtotal - couponAmount, currency);
  const [rule] = deliveryChargesConfig(currency).charges;
  const charged = input.lines.length > 0 && afterCoupon < rule.threshold;
  const delivery = charged ? rule.charges : 0;
  const points = rewardPointsFor(input.rewardPoints, afterCoupon, currency);
  const total = round(afterCoupon - points.value + delivery, currency);
  const youSaved = round(-(discount + coupon), currency);

  const raw: RawBreakup = {
    mrp_total: mrp,
    subtotal,
    discount,
    coupon,
    delivery_charge: delivery,
    cod_charge: 0,
    convenience_fee: 0,
    gst_charges: 0,
    fynd_cash: points.value === 0 ? 0 : -points.value,
    gift_card: 0,
    vog: 0,
    mop_total: total,
    you_saved: youSaved,
    total,
    total_charge: delivery,
  };
  const row = (key: string, value: number, message: string[] = []): DisplayBreakup => ({
    key,
    display: LABELS[key],
    value,
    currency_code: currency.code,
    currency_symbol: currency.symbol,
    message,
  });
  const display: DisplayBreakup[] = [row("mrp_total", mrp)];
  if (markdown !== 0) display.push(row("discount", markdown));
  if (promotion !== 0) display.push(row("promotion", -promotion, input.promotion?.names ?? []));
  if (coupon !== 0) display.push(row("coupon", coupon, input.coupon ? [input.coupon.code] : []));
  display.push(row("subtotal", subtotal));
  if (input.lines.length > 0) display.push(row("delivery_charge", delivery));
  if (points.value !== 0) display.push(row("loyalty_points", -points.value, [`${points.applicable} points`]));
  display.push(row("total", total));

  const deliveryChargeInfo = charged
    ? `Add ${formatAmount(round(rule.threshold - afterCoupon, currency), currency)} more for free delivery`
    : "";
  return {
    breakup: {
      raw,
      display,
      coupon: {
        code: input.coupon?.code ?? "",
        uid: input.coupon?.code ?? "",
        type: "",
        coupon_type: "",
        value: couponAmount,
        coupon_value: couponAmount,
        is_applied: Boolean(input.coupon),
        message: "",
        title: "",
        sub_title: "",
        description: "",
        minimum_cart_value: 0,
        max_discount_value: 0,
      },
      loyalty_points: {
        total: input.rewardPoints?.balance ?? 0,
        applicable: points.applicable,
        is_applied: points.value > 0,
        description: points.applicable > 0 ? `Use ${points.applicable} reward points` : "",
      },
    },
    deliveryChargeInfo,
  };
}

/** The points a cart can redeem (whole points, at most the share allowed) and their value when applied. */
function rewardPointsFor(
  points: BreakupInput["rewardPoints"],
  afterCoupon: number,
  currency: CurrencyRate,
): { applicable: number; value: number } {
  if (!points || points.balance <= 0) return { applicable: 0, value: 0 };
  const inr = afterCoupon / currency.unitsPerInr;
  const applicable = Math.max(
    0,
    Math.min(Math.floor(points.balance), Math.floor((inr * REWARD_POINTS.maxShare) / REWARD_POINTS.inrPerPoint)),
  );
  const value = points.applied ? convertAmount(applicable * REWARD_POINTS.inrPerPoint, 1, currency) : 0;
  return { applicable, value };
}
