import { redirect } from "@remix-run/node";
import { BAG_PATH } from "~/lib/cart/intent";

/**
 * Any other path under /cart/ goes to the bag (spec part 2 §2). Temporary (302): the checkout's
 * pages (/cart/delivery, /cart/payment-info …) will take some of these paths.
 */
export function loader() {
  return redirect(BAG_PATH, 302);
}
