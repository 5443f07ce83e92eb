/**
 * Coupons from the storefront: the `/cart` action's coupon intents (apply, remove: the SDK's
 * applyCoupon / removeCoupon) and /cart/available-coupons/ (getCoupons), formatted here so the
 * pages ship neither zod nor the money formatters.
 */
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { cartIdOf } from "~/cart/cart.server";
import { BAG_PATH } from "~/lib/cart/intent";
import { COUPON_TEXTS, couponCardView, withQuery, type CouponIntent } from "~/lib/cart/coupons";
import type { CartDetailResponse, StorefrontApi } from "~/sdk/api";
import { critical } from "~/sdk.server";
import { isCartDisabled } from "~/profile/guards.server";
import { requestScope } from "~/request-scope.server";

/** Applies or removes the cart's coupon; the service refuses a coupon that does not hold (400, its message). */
export async function changeCoupon(
  api: StorefrontApi,
  id: string | undefined,
  intent: CouponIntent,
): Promise<{ cart: CartDetailResponse; message: string }> {
  if (intent.intent === "apply-coupon") {
    const cart = await api.cart.applyCoupon({ id, i: true, b: true, body: { coupon_code: intent.coupon_code } });
    return { cart, message: COUPON_TEXTS.applied(cart.coupon.coupon_code || intent.coupon_code) };
  }
  return { cart: await api.cart.removeCoupon({ id }), message: COUPON_TEXTS.removed };
}

/** /cart/available-coupons/: the store's running coupons, whether each holds for the shopper's cart. */
export async function loadAvailableCoupons(request: Request, context: AppLoadContext) {
  const scope = requestScope(request, context);
  // Like the bag: a theme that disables the cart sends shoppers home (spec part 2 §2).
  if (await isCartDisabled(scope)) throw redirect("/");
  const session = await scope.session();
  const answer = await critical((await scope.shopperApi()).cart.getCoupons({ id: cartIdOf(session) }));
  return data({
    coupons: answer.available_coupon_list.map(couponCardView),
    /** Where the apply forms send the shopper back to: the bag, with the query it was opened with. */
    bagHref: withQuery(BAG_PATH, new URL(request.url).search),
  });
}
