/**
 * What the profile area's pages share (spec part 2 §2): the signed-in guard, the cart-disabled guard
 * and 303 redirects with a notice. What every form shares (kept values, field errors from the
 * service) is in app/forms.server.ts; page loaders and actions are in the other app/profile/ modules.
 */
import { redirect, type AppLoadContext } from "@remix-run/node";
import { requireUser, type SignedInShopper } from "~/guards.server";
import { themeGlobalProps } from "~/lib/theme";
import { doneUrl, type NoticeKey } from "~/lib/profile";
import type { StorefrontApi } from "~/sdk/api";
import { requestScope, type RequestScope } from "~/request-scope.server";
import { getTheme } from "~/theme.server";

export interface ProfileShopper extends SignedInShopper {
  /** The SDK acting as this shopper (their service session is forwarded). */
  api: StorefrontApi;
}

/** The signed-in shopper with an SDK client of theirs, or a redirect to login (with redirectUrl). */
export async function requireProfileUser(request: Request, context: AppLoadContext): Promise<ProfileShopper> {
  const shopper = await requireUser(request, context);
  return { ...shopper, api: await requestScope(request, context).shopperApi() };
}

/** The theme's global custom prop `disable_cart` (catalogue-only stores). */
export async function isCartDisabled(scope: RequestScope): Promise<boolean> {
  try {
    const theme = await getTheme(scope.api, await scope.session());
    return themeGlobalProps(theme).disable_cart === true;
  } catch {
    // The theme cannot be read: the shell's error handling shows that; the cart counts as on.
    return false;
  }
}

/**
 * Refer & earn, reward history and saved cards (and orders) are blocked when the cart feature is
 * disabled: the shopper is sent home.
 */
export async function requireCartEnabled(request: Request, context: AppLoadContext): Promise<ProfileShopper> {
  const shopper = await requireProfileUser(request, context);
  if (await isCartDisabled(requestScope(request, context))) throw redirect("/");
  return shopper;
}

/** 303 back to a profile page with a notice. */
export function doneRedirect(
  path: string,
  done: NoticeKey,
  extra?: Record<string, string | null | undefined>,
  init?: ResponseInit,
) {
  return redirect(doneUrl(path, done, extra), { ...init, status: 303 });
}
