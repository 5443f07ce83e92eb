/**
 * Route guards (spec part 2 §2/§6): pages that need a user send a signed-out shopper to
 * /auth/login with the page to come back to, and a shopper whose profile the store wants completed
 * (required e-mail / mobile, decision 0005) to /auth/edit-profile/ with the same.
 */
import { redirect, type AppLoadContext } from "@remix-run/node";
import { loadShopper, sessionHeaders, type ShopperState } from "~/auth/shopper.server";
import { completionOf, editProfileUrl } from "~/auth/landing.server";
import { safeRedirect } from "~/lib/redirect";
import type { UserSchema } from "~/sdk/api";
import { requestScope } from "~/request-scope.server";

function currentPath(request: Request): string {
  const url = new URL(request.url);
  return safeRedirect(url.pathname + url.search);
}

export function loginUrl(request: Request, back?: string): string {
  return `/auth/login?${new URLSearchParams({ redirectUrl: safeRedirect(back ?? currentPath(request)) })}`;
}

export type SignedInShopper = ShopperState & { user: UserSchema };

interface RequireUserOptions {
  /** Edit-profile and the verify pages: a shopper with an incomplete profile may stay. */
  allowIncompleteProfile?: boolean;
}

/**
 * The signed-in shopper, or a thrown redirect: to the login page when signed out (which also drops a
 * token the service no longer accepts), to edit-profile when the profile must be completed first.
 */
export async function requireUser(
  request: Request,
  context: AppLoadContext,
  options: RequireUserOptions = {},
): Promise<SignedInShopper> {
  const state = await loadShopper(request, context);
  if (!state.user) {
    throw redirect(loginUrl(request), { headers: await sessionHeaders(state) });
  }
  if (
    !options.allowIncompleteProfile &&
    (await completionOf(requestScope(request, context), state.user)) !== "complete"
  ) {
    throw redirect(editProfileUrl(currentPath(request)));
  }
  return state as SignedInShopper;
}

/**
 * The required-profile check of pages anyone may see (spec part 1 §2.2: /sections and
 * /sections/:group): a signed-in shopper whose profile the store wants completed is sent to
 * edit-profile with the page to come back to; signed-out shoppers and complete profiles pass.
 */
export async function requireCompleteProfileIfSignedIn(request: Request, context: AppLoadContext): Promise<void> {
  const state = await loadShopper(request, context);
  if (!state.user) return;
  if ((await completionOf(requestScope(request, context), state.user)) !== "complete") {
    throw redirect(editProfileUrl(currentPath(request)));
  }
}
