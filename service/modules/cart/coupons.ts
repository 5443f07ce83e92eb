/**
 * Coupons on a cart: finding a store's coupon by code, the facts its rules need (orders placed),
 * and the coupon parts of the cart answer. The rules themselves are pure (coupon-rules.ts).
 */
import { and, count, eq, sql } from "drizzle-orm";
import type { CartDetailCoupon, Coupon, CouponBreakup } from "../../contract/types";
import type { Tx } from "../../db/client";
import { carts, coupons } from "../../db/schema";
import type { CurrencyRate } from "../catalog/money";
import type { checkCoupon, CouponContext } from "./coupon-rules";

type CouponRow = typeof coupons.$inferSelect;
type CouponCheck = ReturnType<typeof checkCoupon>;

/** An active coupon of the store by code (any case), or undefined. */
export async function findCoupon(tx: Tx, applicationId: string, code: string): Promise<CouponRow | undefined> {
  const [row] = await tx
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.applicationId, applicationId),
        eq(coupons.code, code.trim().toUpperCase()),
        eq(coupons.isActive, true),
      ),
    );
  return row;
}

/**
 * Orders the shopper has placed: their carts closed as "ordered" (checkout closes a cart so when it
 * places its order). Anonymous shoppers have none.
 */
async function ordersPlaced(tx: Tx, userId: string | null): Promise<number> {
  if (!userId) return 0;
  const [row] = await tx
    .select({ n: count() })
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.closedReason, "ordered"), sql`${carts.closedAt} is not null`));
  return Number(row.n);
}

/** The facts a coupon's rules read, for one cart. */
export async function couponContext(
  tx: Tx,
  cart: { userId: string | null },
  subtotal: number,
  env: { now: number; currency: CurrencyRate; paymentMode?: string },
): Promise<CouponContext> {
  return {
    now: env.now,
    currency: env.currency,
    subtotal,
    signedIn: cart.userId !== null,
    ordersPlaced: await ordersPlaced(tx, cart.userId),
    paymentMode: env.paymentMode,
  };
}

const dateText = (d: Date | null) => (d ? d.toISOString() : "");

/** One entry of the coupon list. */
export function toCoupon(row: CouponRow, check: CouponCheck, applied: boolean): Coupon {
  return {
    coupon_code: row.code,
    title: row.title,
    sub_title: row.subTitle,
    description: row.description,
    message: check.message,
    coupon_type: row.type,
    coupon_value: row.value,
    coupon_amount: check.discount,
    minimum_cart_value: row.minCartValue,
    max_discount_value: row.maxDiscount ?? 0,
    is_applicable: check.ok,
    is_applied: applied,
    expires_on: dateText(row.endsAt),
    start_date: dateText(row.startsAt),
    end_date: dateText(row.endsAt),
    offer_text: row.subTitle,
    coupon_applicable_message: check.message,
    is_bank_offer: false,
  };
}

/** The cart answer's `coupon` (empty when none is applied). */
export function toCartDetailCoupon(row: CouponRow | undefined, check: CouponCheck | undefined): CartDetailCoupon {
  return {
    coupon_code: row?.code ?? "",
    coupon_id: row?.code ?? "",
    coupon_title: row?.title ?? "",
    coupon_subtitle: row?.subTitle ?? "",
    coupon_description: row?.description ?? "",
    coupon_type: row?.type ?? "",
    coupon_value: row?.value ?? 0,
    discount: check?.ok ? check.discount : 0,
    is_applied: Boolean(check?.ok),
    is_valid: check ? check.ok : true,
    maximum_discount_value: row?.maxDiscount ?? 0,
    minimum_cart_value: row?.minCartValue ?? 0,
    message: check?.message ?? "",
    cashback_amount: 0,
    cashback_message_primary: "",
    cashback_message_secondary: "",
  };
}

/** The breakup's `coupon` for an applied coupon. */
export function toCouponBreakup(row: CouponRow, check: CouponCheck): CouponBreakup {
  return {
    code: row.code,
    uid: row.code,
    type: row.type,
    coupon_type: row.type,
    value: check.ok ? check.discount : 0,
    coupon_value: row.value,
    is_applied: check.ok,
    message: check.message,
    title: row.title,
    sub_title: row.subTitle,
    description: row.description,
    minimum_cart_value: row.minCartValue,
    max_discount_value: row.maxDiscount ?? 0,
  };
}
