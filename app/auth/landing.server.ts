/**
 * Where a shopper lands after signing in, and the profile-completion rule (decision 0005): the
 * store's platform config (cached store-wide) says which contacts are required; a shopper lacking
 * one is sent to /auth/edit-profile/ ("hard" always, "soft" unless skipped in this session).
 */
import { profileCompletion, type ProfileCompletion, type RequiredFields } from "~/lib/profile-completion";
import { authHref, safeRedirect } from "~/lib/redirect";
import { FDKServerResponseError } from "~/sdk";
import type { PlatformSchema, UserSchema } from "~/sdk/api";
import { cachedPublic } from "~/sdk.server";
import { withAnalytics } from "~/analytics.server";
import type { RequestScope } from "~/request-scope.server";
import { redirectWithSession } from "~/forms.server";
import { mergeCartAtSignIn } from "~/cart/cart.server";

export const EDIT_PROFILE_PATH = "/auth/edit-profile/";

/** The store's sign-in settings, shared by every shopper for a few seconds; null when unavailable. */
export async function loadPlatformConfig(scope: RequestScope): Promise<PlatformSchema | null> {
  try {
    return await cachedPublic("user:platform-config", () => scope.api.user.getPlatformConfig());
  } catch (error) {
    // Without the config nothing is required: the shopper is not blocked by a settings outage.
    if (!(error instanceof FDKServerResponseError)) console.error(error);
    return null;
  }
}

export function requiredFields(config: PlatformSchema | null): RequiredFields {
  return config?.required_fields ?? {};
}

/** The profile-completion rule for this user, with this request's session ("skipped" is kept there). */
export async function completionOf(scope: RequestScope, user: UserSchema): Promise<ProfileCompletion> {
  const [config, session] = await Promise.all([loadPlatformConfig(scope), scope.session()]);
  return profileCompletion(user, requiredFields(config), session.get("profileSkipped") === true);
}

export function editProfileUrl(redirectUrl: string): string {
  return authHref(EDIT_PROFILE_PATH, safeRedirect(redirectUrl));
}

/**
 * Where to go after a sign-in: a new account (OTP sign-in of an unknown contact) or an incomplete
 * profile → edit-profile (carrying the target); else the redirect target.
 */
export async function landingFor(scope: RequestScope, user: UserSchema, redirectUrl: string, isNew = false) {
  const target = safeRedirect(redirectUrl);
  if (isNew) return editProfileUrl(target);
  return (await completionOf(scope, user)) === "complete" ? target : editProfileUrl(target);
}

/**
 * Keeps the service's session token, forgets the previous sign-in's leftovers and redirects (303)
 * where `landingFor` says (or to `to` when given).
 */
export async function signIn(
  scope: RequestScope,
  options: {
    token: string;
    user: UserSchema;
    redirectUrl: string;
    isNew?: boolean;
    to?: string;
    /** How the shopper signed in (analytics: a login, or a sign_up for a new account). */
    method: "password" | "otp" | "password_reset";
  },
) {
  const session = await scope.session();
  session.set("userToken", options.token);
  session.unset("profileSkipped");
  session.unset("pendingOtp");
  session.unset("forgotToken");
  // The cart filled before signing in joins the shopper's own.
  await mergeCartAtSignIn(scope);
  const to = options.to ?? (await landingFor(scope, options.user, options.redirectUrl, options.isNew));
  const event = options.isNew ? "sign_up" : "login";
  return redirectWithSession(session, to, withAnalytics(scope.request, [{ event, method: options.method }]));
}
