import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { handleCartAction } from "~/cart/action.server";
import { BAG_PATH } from "~/lib/cart/intent";

/** `/cart` and `/cart/` are the bag's other names (spec part 2 §2): a permanent redirect. */
export function loader() {
  return redirect(BAG_PATH, 301);
}

/** The one cart action: add, update, remove and the coupon's apply and remove (app/cart/action.server.ts). */
export function action({ request, context }: ActionFunctionArgs) {
  return handleCartAction(request, context);
}
