/**
 * The one `/cart` action: an intent per operation (add, update, remove; apply-coupon and
 * remove-coupon; reward-points and staff in offers.server.ts; share in share.server.ts), like the reference storefronts' cart route. Without
 * JavaScript a form posts here and is sent back (303) to the page it came from (or the bag) with the
 * outcome as a one-time notice; with JavaScript the bag's and the product page's fetchers post here
 * (`enhanced=1`) and get JSON. A refused or failed change shows its
 * message and leaves the cart as it was: nothing the shopper had is lost.
 */
import { redirect, type AppLoadContext } from "@remix-run/node";
import { cartIdOf, rememberCart } from "~/cart/cart.server";
import { changeCoupon } from "~/cart/coupons.server";
import { changeOffer } from "~/cart/offers.server";
import { parseOfferIntent, STAFF_FIELD, STAFF_INTENT, type OfferIntent } from "~/lib/cart/offers";
import { COUPON_FIELD, isCouponIntent, parseCouponIntent, typedCode, type CouponIntent } from "~/lib/cart/coupons";
import { handleShareIntent, SHARE_INTENT } from "~/cart/share.server";
import { cartReturnPath, parseCartIntent, type CartIntent } from "~/lib/cart/intent";
import { FDKNetworkError, FDKServerResponseError } from "~/sdk";
import type { CartDetailResponse, StorefrontApi } from "~/sdk/api";
import { isCartDisabled } from "~/profile/guards.server";
import { requestScope } from "~/request-scope.server";
import { commitSession, type CartNotice } from "~/session.server";
import { withAnalytics } from "~/analytics.server";
import { cartLineEvent, type AnalyticsEvent } from "~/lib/analytics";

/** What a fetcher gets back. */
export interface CartActionResult {
  ok: boolean;
  intent: string | null;
  /** The notice to show (success or failure). */
  message: string | null;
  /** Field errors by input name (first message each). */
  errors: Record<string, string>;
}

const ADDED_MESSAGE = "Added to your cart";

class CartRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** A service failure as the shopper's message and an HTTP status (never a 5xx page for a cart change). */
export function refusal(error: unknown): CartRefused {
  if (error instanceof CartRefused) return error;
  if (error instanceof FDKServerResponseError) {
    const status = Number(error.status) || 500;
    if (status >= 400 && status < 500) return new CartRefused(error.message || "Something went wrong", status);
    return new CartRefused("Something went wrong", 503);
  }
  if (error instanceof FDKNetworkError) return new CartRefused("Unable to connect", 503);
  console.error(error);
  return new CartRefused("Something went wrong", 500);
}

/** The per-line result message of an add or update, when the service refused that line. */
function lineRefusal(
  answer: { success: boolean; message: string; result?: Record<string, { success: boolean; message: string }> },
  key: string,
): string | null {
  const line = answer.result?.[key];
  if (line && !line.success) return line.message || answer.message || "Something went wrong";
  if (!answer.success) return answer.message || "Something went wrong";
  return null;
}

async function applyIntent(
  api: StorefrontApi,
  id: string | undefined,
  intent: CartIntent,
): Promise<CartDetailResponse> {
  const key = `${intent.item_id}_${intent.item_size}`;
  if (intent.intent === "add") {
    const answer = await api.cart.addItems({
      id,
      i: false,
      b: false,
      body: {
        items: [
          {
            item_id: intent.item_id,
            item_size: intent.item_size,
            quantity: intent.quantity,
            ...(intent.article_id ? { article_id: intent.article_id } : {}),
          },
        ],
      },
    });
    const refused = lineRefusal(answer, key);
    if (refused) throw new CartRefused(refused, 400);
    return answer.cart;
  }
  const answer = await api.cart.updateCart({
    id,
    i: false,
    b: false,
    body: {
      operation: intent.intent === "update" ? "update_item" : "remove_item",
      items: [
        {
          item_id: intent.item_id,
          item_size: intent.item_size,
          ...(intent.intent === "update" ? { quantity: intent.quantity } : {}),
          ...(intent.item_index !== undefined ? { item_index: intent.item_index } : {}),
          ...(intent.article_id ? { article_id: intent.article_id } : {}),
          identifiers: { identifier: intent.identifier ?? key },
        },
      ],
    },
  });
  const refused = lineRefusal(answer, key);
  if (refused) throw new CartRefused(refused, 400);
  return answer.cart;
}

export async function handleCartAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const enhanced = form.get("enhanced") === "1";
  const back = cartReturnPath(form.get("redirectTo"), request.headers.get("Referer"), new URL(request.url).origin);
  const scope = requestScope(request, context);
  if (await isCartDisabled(scope)) throw redirect("/", 303);
  const session = await scope.session();
  if (form.get("intent") === SHARE_INTENT)
    return handleShareIntent(request, await scope.shopperApi(), session, enhanced);

  let result: CartActionResult;
  let status = 200;
  let newCart = false;
  let events: AnalyticsEvent[] = [];
  const parsed = parseOfferIntent(form) ?? parseCouponIntent(form) ?? parseCartIntent(form);
  if (!parsed.ok) {
    const [first] = Object.values(parsed.errors);
    result = { ok: false, intent: parsed.intent, message: first ?? null, errors: parsed.errors };
    status = 400;
  } else {
    const intent: CartIntent | CouponIntent | OfferIntent = parsed.intent;
    try {
      const api = await scope.shopperApi();
      const done =
        intent.intent === "apply-coupon" || intent.intent === "remove-coupon"
          ? await changeCoupon(api, cartIdOf(session), intent)
          : intent.intent === "reward-points" || intent.intent === STAFF_INTENT
            ? await changeOffer(api, cartIdOf(session), intent)
            : {
                cart: await applyIntent(api, cartIdOf(session), intent),
                message: intent.intent === "add" ? ADDED_MESSAGE : null,
              };
      newCart = rememberCart(session, done.cart.id);
      result = { ok: true, intent: intent.intent, message: done.message, errors: {} };
      events = eventsOf(intent, done.cart, true);
    } catch (error) {
      const refused = refusal(error);
      // A refused coupon's message goes under the coupon field.
      const errors: Record<string, string> =
        intent.intent === "apply-coupon"
          ? { [COUPON_FIELD]: refused.message }
          : intent.intent === STAFF_INTENT
            ? { [STAFF_FIELD]: refused.message }
            : {};
      result = { ok: false, intent: intent.intent, message: refused.message, errors };
      status = refused.status;
      events = eventsOf(intent, undefined, false);
    }
  }

  if (enhanced) {
    // A plain JSON response (the route has no page: fetchers and other clients call it as a
    // resource route). The session changes only when the service answered a new cart id.
    return Response.json(result, {
      status,
      headers: withAnalytics(request, events, newCart ? { "Set-Cookie": await commitSession(session) } : {}),
    });
  }
  if (result.message) {
    const notice: CartNotice = { tone: result.ok ? "success" : "error", message: result.message };
    // The size is the one field a page shows next to its input (the product page's size picker).
    if (result.errors.item_size) notice.field = "item_size";
    // A coupon's outcome is shown by the bag's coupon box, a refused code kept in its field.
    if (isCouponIntent(result.intent)) {
      notice.field = COUPON_FIELD;
      if (!result.ok) notice.value = typedCode(form.get(COUPON_FIELD));
    }
    session.flash("cartNotice", notice);
  }
  return redirect(back, {
    status: 303,
    headers: withAnalytics(request, events, { "Set-Cookie": await commitSession(session) }),
  });
}

/**
 * The analytics events of a cart change: a line added, changed or removed (its quantity before comes
 * with the bag's forms; a change without it is not labelled), or a coupon applied, denied or removed.
 */
function eventsOf(
  intent: CartIntent | CouponIntent | OfferIntent,
  cart: CartDetailResponse | undefined,
  ok: boolean,
): AnalyticsEvent[] {
  if (intent.intent === "apply-coupon") {
    return [{ event: ok ? "coupon_applied" : "coupon_denied", coupon_code: intent[COUPON_FIELD] }];
  }
  if (intent.intent === "remove-coupon") return ok ? [{ event: "coupon_removed" }] : [];
  if (!ok || !cart) return [];
  if (intent.intent !== "add" && intent.intent !== "update" && intent.intent !== "remove") return [];
  const previous = intent.intent === "add" ? 0 : intent.previous_quantity;
  if (previous === undefined) return [];
  const quantity = intent.intent === "remove" ? 0 : intent.quantity;
  const line = cart.items.find((item) => item.product.uid === intent.item_id && item.article.size === intent.item_size);
  return [cartLineEvent({ itemId: intent.item_id, size: intent.item_size, previous, quantity }, line)];
}
