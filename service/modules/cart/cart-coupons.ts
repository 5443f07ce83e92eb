/**
 * The coupon calls (cart/v1.0/coupon): the store's running coupons with whether each holds for the
 * cart now, applying one (it replaces any other: one coupon a cart), and removing it. The coupon
 * stays on the cart while its rules hold; the cart answer says when it stops holding (cart.coupon).
 */
import { and, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { CartDetailResponse, GetCouponResponse } from "../../contract/types";
import type { Db } from "../../db/client";
import { carts, coupons } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { cartDetail, lockCart, reread, resolveCart, type CartCaller, type CartEnv } from "./carts";
import { checkCoupon, COUPON_MESSAGES } from "./coupon-rules";
import { couponContext, findCoupon, toCoupon } from "./coupons";
import type { CartSelector } from "./validators";

/** GET cart/v1.0/coupon: running coupons, highest priority first. */
export async function listCoupons(
  db: Db,
  who: CartCaller,
  sel: CartSelector,
  env: CartEnv,
): Promise<GetCouponResponse> {
  return db.transaction(async (tx) => {
    const cart = await resolveCart(tx, who, sel, false);
    const detail = await cartDetail(tx, cart, env);
    const now = new Date(env.now);
    const rows = await tx
      .select()
      .from(coupons)
      .where(
        and(
          eq(coupons.applicationId, who.applicationId),
          eq(coupons.isActive, true),
          lte(coupons.startsAt, now),
          or(isNull(coupons.endsAt), gt(coupons.endsAt, now)),
        ),
      )
      .orderBy(desc(coupons.priority), coupons.code);
    const ctx = await couponContext(tx, { userId: cart?.userId ?? null }, detail.breakup_values.raw.subtotal, {
      now: env.now,
      currency: env.pricing.currency,
    });
    const list = rows.map((row) => toCoupon(row, checkCoupon(row, ctx), cart?.couponCode === row.code));
    return {
      available_coupon_list: list,
      page: { total_item_count: list.length, has_next: false, total: 1, current: 1, has_previous: false },
    };
  });
}

/** POST cart/v1.0/coupon: 400 with the rule's message when the coupon does not hold for the cart. */
export async function applyCoupon(
  db: Db,
  who: CartCaller,
  sel: CartSelector,
  code: string,
  env: CartEnv,
): Promise<CartDetailResponse> {
  return db.transaction(async (tx) => {
    const resolved = await resolveCart(tx, who, sel, false);
    if (!resolved) throw new ApiError(400, COUPON_MESSAGES.emptyCart);
    const cart = await lockCart(tx, resolved);
    const coupon = await findCoupon(tx, who.applicationId, code);
    if (!coupon) throw new ApiError(400, COUPON_MESSAGES.invalid);
    const detail = await cartDetail(tx, cart, env);
    const check = checkCoupon(
      coupon,
      await couponContext(tx, cart, detail.breakup_values.raw.subtotal, {
        now: env.now,
        currency: env.pricing.currency,
      }),
    );
    if (!check.ok) throw new ApiError(400, check.message);
    await tx
      .update(carts)
      .set({ couponCode: coupon.code, updatedAt: sql`now()` })
      .where(eq(carts.id, cart.id));
    return cartDetail(tx, await reread(tx, cart), env);
  });
}

/** DELETE cart/v1.0/coupon: takes the cart's coupon off (nothing to do when there is none). */
export async function removeCoupon(db: Db, who: CartCaller, sel: CartSelector, env: CartEnv) {
  return db.transaction(async (tx) => {
    const cart = await resolveCart(tx, who, sel, false);
    if (!cart) return cartDetail(tx, undefined, env);
    await lockCart(tx, cart);
    if (cart.couponCode)
      await tx
        .update(carts)
        .set({ couponCode: null, updatedAt: sql`now()` })
        .where(eq(carts.id, cart.id));
    return cartDetail(tx, await reread(tx, cart), env);
  });
}
