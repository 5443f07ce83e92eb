/**
 * Route guards (spec part 2 §2/§6): pages that need a user send a signed-out shopper to
 * /auth/login with the page to come back to.
 */
import { redirect, type AppLoadContext } from "@remix-run/node";
import { loadShopper, type ShopperState } from "~/auth.server";
import { safeRedirect } from "~/lib/redirect";
import type { UserSchema } from "~/sdk/api";
import { commitSession } from "~/session.server";

export function loginUrl(request: Request, back?: string): string {
  const url = new URL(request.url);
  return `/auth/login?${new URLSearchParams({ redirectUrl: safeRedirect(back ?? url.pathname + url.search) })}`;
}

export type SignedInShopper = ShopperState & { user: UserSchema };

/**
 * The signed-in shopper, or a thrown redirect to the login page (which also drops a token the
 * service no longer accepts).
 */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SignedInShopper> {
  const state = await loadShopper(request, context);
  if (state.user) return state as SignedInShopper;
  throw redirect(loginUrl(request), state.expired ? { headers: { "Set-Cookie": await commitSession(state.session) } } : undefined);
}
