/**
 * The cart's price breakup (`breakup_values`), a pure rule over the lines' unit prices already in
 * the shopper's currency: MRP total, discount off the marked prices, coupon, subtotal, delivery
 * charge and total, as raw numbers and as the display rows the storefront lists (Total last).
 *
 * Delivery: a cart whose value after the coupon is below DELIVERY_CHARGES.threshold pays
 * DELIVERY_CHARGES.charges (both in INR, converted to the shopper's currency like every price).
 * An empty cart pays nothing.
 */
import type { CartBreakup, DeliveryChargesConfig, DisplayBreakup, RawBreakup } from "../../contract/types";
import { convertAmount, type CurrencyRate } from "../catalog/money";

/** The store's delivery charge rule, in INR: orders below ₹500 pay ₹50. */
export const DELIVERY_CHARGES = { threshold: 500, charges: 50 } as const;

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
  coupon: "Coupon",
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
  let subtotal = 0;
  for (const line of input.lines) {
    mrp += round(line.marked * line.quantity, currency);
    subtotal += round(line.effective * line.quantity, currency);
  }
  mrp = round(mrp, currency);
  subtotal = round(subtotal, currency);
  const discount = round(Math.min(0, subtotal - mrp), currency);
  const couponAmount = round(Math.min(input.coupon?.discount ?? 0, subtotal), currency);
  const coupon = couponAmount === 0 ? 0 : -couponAmount;
  const afterCoupon = round(subtotal - couponAmount, currency);
  const [rule] = deliveryChargesConfig(currency).charges;
  const charged = input.lines.length > 0 && afterCoupon < rule.threshold;
  const delivery = charged ? rule.charges : 0;
  const total = round(afterCoupon + delivery, currency);
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
    fynd_cash: 0,
    gift_card: 0,
    vog: 0,
    mop_total: total,
    you_saved: youSaved,
    total,
    total_charge: delivery,
  };
  const row = (key: keyof RawBreakup, message: string[] = []): DisplayBreakup => ({
    key,
    display: LABELS[key],
    value: raw[key],
    currency_code: currency.code,
    currency_symbol: currency.symbol,
    message,
  });
  const display: DisplayBreakup[] = [row("mrp_total")];
  if (discount !== 0) display.push(row("discount"));
  if (coupon !== 0) display.push(row("coupon", input.coupon ? [input.coupon.code] : []));
  display.push(row("subtotal"));
  if (input.lines.length > 0) display.push(row("delivery_charge"));
  display.push(row("total"));

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
      loyalty_points: { total: 0, applicable: 0, is_applied: false, description: "" },
    },
    deliveryChargeInfo,
  };
}
