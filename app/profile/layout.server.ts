/**
 * The profile area's layout data: the signed-in shopper's name and the navigation. One server module
 * for the route, so the browser build gets one empty stand-in for it instead of shared ones.
 */
import { data, type AppLoadContext } from "@remix-run/node";
import { requireUser } from "~/guards.server";
import { PRIVATE_HEADERS } from "~/lib/cache-headers";
import { displayName, profileNav } from "~/lib/profile";
import { isCartDisabled } from "~/profile/guards.server";
import { requestScope } from "~/request-scope.server";

export async function loadProfileLayout(request: Request, context: AppLoadContext) {
  const shopper = await requireUser(request, context);
  const cartDisabled = await isCartDisabled(requestScope(request, context));
  return data({ name: displayName(shopper.user), nav: profileNav(cartDisabled) }, { headers: PRIVATE_HEADERS });
}
