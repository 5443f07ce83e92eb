/**
 * The `/cart` action's `share` intent: the shopper's bag becomes a shared cart, answered as the
 * store's `/shared-cart/<token>` link. With JavaScript the bag's share fetcher gets it as JSON;
 * without, it comes back (303) as a one-time notice about the `share` field, which the bag's share
 * box shows (the shell leaves field notices to their forms).
 */
import { redirect } from "@remix-run/node";
import { refusal, type CartActionResult } from "~/cart/action.server";
import { cartIdOf } from "~/cart/cart.server";
import { BAG_PATH } from "~/lib/cart/intent";
import { sharedCartLink } from "~/lib/cart/share";
import type { StorefrontApi } from "~/sdk/api";
import { commitSession, type ShopperSession } from "~/session.server";

export const SHARE_INTENT = "share";
/** The notice field the bag's share box reads. */
const SHARE_FIELD = "share";
const EMPTY_BAG_MESSAGE = "Add items to your bag before sharing it";

/** A share fetcher's answer: the link when it worked. */
export interface ShareActionResult extends CartActionResult {
  shareUrl: string | null;
}

export async function handleShareIntent(
  request: Request,
  api: StorefrontApi,
  session: ShopperSession,
  enhanced: boolean,
): Promise<Response> {
  const id = cartIdOf(session);
  let result: ShareActionResult;
  let status = 200;
  if (!id && !session.get("userToken")) {
    result = { ok: false, intent: SHARE_INTENT, message: EMPTY_BAG_MESSAGE, errors: {}, shareUrl: null };
    status = 400;
  } else {
    try {
      const { token } = await api.cart.getCartShareLink({ body: id ? { id } : {} });
      const link = sharedCartLink(new URL(request.url).origin, token);
      result = link.ok
        ? { ok: true, intent: SHARE_INTENT, message: link.url, errors: {}, shareUrl: link.url }
        : { ok: false, intent: SHARE_INTENT, message: link.message, errors: {}, shareUrl: null };
      if (!link.ok) status = 502;
    } catch (error) {
      const refused = refusal(error);
      const message = refused.message === "Cart not found" ? EMPTY_BAG_MESSAGE : refused.message;
      result = { ok: false, intent: SHARE_INTENT, message, errors: {}, shareUrl: null };
      status = refused.status;
    }
  }
  if (enhanced) return Response.json(result, { status });
  session.flash("cartNotice", {
    tone: result.ok ? "success" : "error",
    message: result.message ?? "",
    field: SHARE_FIELD,
  });
  return redirect(BAG_PATH, { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
}
