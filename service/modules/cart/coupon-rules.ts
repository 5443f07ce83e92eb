/**
 * Whether a coupon holds for a cart, and what it takes off: pure rules over the coupon (amounts in
 * INR, converted to the shopper's currency like prices) and the cart's state. A cart holds one
 * coupon at most, so applying another replaces it (carts.coupon_code).
 */
import { convertAmount, type CurrencyRate } from "../catalog/money";
import { formatAmount } from "./breakup";

export interface CouponRule {
  code: string;
  type: "percentage" | "absolute";
  value: number;
  maxDiscount: number | null;
  minCartValue: number;
  startsAt: Date;
  endsAt: Date | null;
  firstOrderOnly: boolean;
  paymentModes: string[];
}

export interface CouponContext {
  now: number;
  currency: CurrencyRate;
  /** What the cart's orderable lines cost (effective prices), in the shopper's currency. */
  subtotal: number;
  signedIn: boolean;
  /** Orders the shopper has placed (first-order coupons need none). */
  ordersPlaced: number;
  /** The payment mode chosen, when one is (payment-bound coupons). */
  paymentMode?: string;
}

export const COUPON_MESSAGES = {
  invalid: "Invalid coupon code",
  notStarted: "This coupon is not active yet",
  expired: "This coupon has expired",
  emptyCart: "Add items to the cart to apply a coupon",
  signIn: "Sign in to use this coupon",
  firstOrder: "This coupon is valid on your first order only",
  minimum: (missing: string) => `Add items worth ${missing} more to apply this coupon`,
  paymentMode: "This coupon is not valid for the selected payment mode",
  applicable: "Coupon can be applied",
} as const;

const inShopperCurrency = (inr: number, currency: CurrencyRate) => convertAmount(inr, 1, currency);

/** The discount the coupon gives on `subtotal` (never more than the subtotal). */
export function couponDiscount(coupon: CouponRule, subtotal: number, currency: CurrencyRate): number {
  const raw =
    coupon.type === "percentage"
      ? convertAmount((subtotal * coupon.value) / 100, currency.unitsPerInr, currency)
      : inShopperCurrency(coupon.value, currency);
  const capped =
    coupon.type === "percentage" && coupon.maxDiscount !== null
      ? Math.min(raw, inShopperCurrency(coupon.maxDiscount, currency))
      : raw;
  return Math.max(0, Math.min(capped, subtotal));
}

/** `ok` with the discount, or why the coupon does not hold (the discount it would give, for lists). */
export function checkCoupon(
  coupon: CouponRule,
  ctx: CouponContext,
): { ok: boolean; message: string; discount: number } {
  const discount = couponDiscount(coupon, ctx.subtotal, ctx.currency);
  const no = (message: string) => ({ ok: false, message, discount });
  if (ctx.now < coupon.startsAt.getTime()) return no(COUPON_MESSAGES.notStarted);
  if (coupon.endsAt && ctx.now >= coupon.endsAt.getTime()) return no(COUPON_MESSAGES.expired);
  if (ctx.subtotal <= 0) return no(COUPON_MESSAGES.emptyCart);
  if (coupon.firstOrderOnly && !ctx.signedIn) return no(COUPON_MESSAGES.signIn);
  if (coupon.firstOrderOnly && ctx.ordersPlaced > 0) return no(COUPON_MESSAGES.firstOrder);
  const minimum = inShopperCurrency(coupon.minCartValue, ctx.currency);
  if (ctx.subtotal < minimum) {
    const missing = convertAmount(minimum - ctx.subtotal, ctx.currency.unitsPerInr, ctx.currency);
    return no(COUPON_MESSAGES.minimum(formatAmount(missing, ctx.currency)));
  }
  if (ctx.paymentMode && coupon.paymentModes.length > 0 && !coupon.paymentModes.includes(ctx.paymentMode))
    return no(COUPON_MESSAGES.paymentMode);
  return { ok: true, message: COUPON_MESSAGES.applicable, discount };
}
