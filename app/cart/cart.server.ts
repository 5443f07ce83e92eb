/**
 * The shopper's cart as the storefront keeps track of it: the cart id the service answered, kept in
 * the signed session cookie (`cartId`) and sent as `id` on every cart call. An anonymous shopper's
 * cart is found by that id alone; a signed-in shopper's by their service session, and the anonymous
 * id sent with it is merged into their own cart (the service's rule): that happens once, at sign-in.
 */
import { FDKServerResponseError } from "~/sdk";
import type { RequestScope } from "~/request-scope.server";
import type { ShopperSession } from "~/session.server";

/** The `id` to send on cart calls, when the shopper has a cart. */
export function cartIdOf(session: ShopperSession): string | undefined {
  return session.get("cartId") || undefined;
}

/** Keeps the cart id of a service answer; true when the session changed (commit it). */
export function rememberCart(session: ShopperSession, id: string | undefined): boolean {
  if (!id || session.get("cartId") === id) return false;
  session.set("cartId", id);
  return true;
}

/**
 * The header's count (the sum of the lines' quantities), one basic-count call per page load and
 * none for an anonymous shopper without a cart. A failure shows 0 rather than failing the page.
 */
export async function loadCartCount(scope: RequestScope): Promise<number> {
  const session = await scope.session();
  const id = cartIdOf(session);
  if (!id && !session.get("userToken")) return 0;
  try {
    const { user_cart_items_count: count } = await (await scope.shopperApi()).cart.getItemCount({ id });
    return Number.isFinite(count) ? count : 0;
  } catch (error) {
    if (!(error instanceof FDKServerResponseError)) console.error(error);
    return 0;
  }
}

/**
 * Right after a sign-in set the shopper's service session: the anonymous cart (if any) is merged
 * into the shopper's own, whose id is kept from then on. A failure keeps the anonymous id (the
 * next cart call sends it again and the service merges then); signing in never fails for it.
 */
export async function mergeCartAtSignIn(scope: RequestScope): Promise<void> {
  const session = await scope.session();
  const id = cartIdOf(session);
  if (!id || !session.get("userToken")) return;
  try {
    const cart = await (await scope.freshShopperApi()).cart.getCart({ id, i: false, b: false });
    if (cart.id) session.set("cartId", cart.id);
    else session.unset("cartId");
  } catch (error) {
    if (!(error instanceof FDKServerResponseError)) console.error(error);
  }
}

/** At sign-out the cart stays with the account: the anonymous shopper starts without one. */
export function forgetCart(session: ShopperSession) {
  session.unset("cartId");
}
