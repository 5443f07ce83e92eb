/**
 * /cart/staff/: the staff member who helped the shopper (stores with the `staff_selection` feature
 * on; otherwise back to the bag). The form posts the `staff` intent to the one `/cart` action, which
 * answers 303 back to the bag with a one-time notice.
 */
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { cartIdOf } from "~/cart/cart.server";
import { staffChoice } from "~/cart/offers.server";
import { BAG_PATH } from "~/lib/cart/intent";
import { critical } from "~/sdk.server";
import { isCartDisabled } from "~/profile/guards.server";
import { requestScope } from "~/request-scope.server";

export async function loadStaffPage(request: Request, context: AppLoadContext) {
  const scope = requestScope(request, context);
  if (await isCartDisabled(scope)) throw redirect("/");
  const session = await scope.session();
  const id = cartIdOf(session);
  if (!id && !session.get("userToken")) throw redirect(BAG_PATH);
  const api = await scope.shopperApi();
  const cart = await critical(api.cart.getCart({ id }));
  const staff = cart.items.length ? await staffChoice(api, cart) : null;
  if (!staff) throw redirect(BAG_PATH);
  return data({ staff, bagHref: BAG_PATH });
}
