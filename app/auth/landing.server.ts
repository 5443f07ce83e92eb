/**
 * Where a shopper lands after signing in, and the profile-completion rule (decision 0005): the
 * store's platform config (cached store-wide) says which contacts are required; a shopper lacking
 * one is sent to /auth/edit-profile/ ("hard" always, "soft" unless skipped in this session).
 */
import type { AppLoadContext } from "@remix-run/node";
import { profileCompletion, type ProfileCompletion, type RequiredFields } from "~/lib/profile-completion";
import { authHref, safeRedirect } from "~/lib/redirect";
import { FDKServerResponseError } from "~/sdk";
import type { PlatformSchema, UserSchema } from "~/sdk/api";
import { cachedPublic, getApi } from "~/sdk.server";
import type { ShopperSession } from "~/session.server";
import { redirectWithSession } from "~/forms.server";

export const EDIT_PROFILE_PATH = "/auth/edit-profile/";

/** The store's sign-in settings, shared by every shopper for a few seconds; null when unavailable. */
export async function loadPlatformConfig(context: AppLoadContext): Promise<PlatformSchema | null> {
  try {
    return await cachedPublic("user:platform-config", () => getApi(context).user.getPlatformConfig());
  } catch (error) {
    // Without the config nothing is required: the shopper is not blocked by a settings outage.
    if (!(error instanceof FDKServerResponseError)) console.error(error);
    return null;
  }
}

export function requiredFields(config: PlatformSchema | null): RequiredFields {
  return config?.required_fields ?? {};
}

export async function completionOf(
  context: AppLoadContext,
  user: UserSchema,
  session: ShopperSession,
): Promise<ProfileCompletion> {
  return profileCompletion(
    user,
    requiredFields(await loadPlatformConfig(context)),
    session.get("profileSkipped") === true,
  );
}

export function editProfileUrl(redirectUrl: string): string {
  return authHref(EDIT_PROFILE_PATH, safeRedirect(redirectUrl));
}

/**
 * Where to go after a sign-in: a new account (OTP sign-in of an unknown contact) or an incomplete
 * profile → edit-profile (carrying the target); else the redirect target.
 */
export async function landingFor(
  context: AppLoadContext,
  session: ShopperSession,
  user: UserSchema,
  redirectUrl: string,
  isNew = false,
) {
  const target = safeRedirect(redirectUrl);
  if (isNew) return editProfileUrl(target);
  return (await completionOf(context, user, session)) === "complete" ? target : editProfileUrl(target);
}

/**
 * Keeps the service's session token, forgets the previous sign-in's leftovers and redirects (303)
 * where `landingFor` says (or to `to` when given).
 */
export async function signIn(
  context: AppLoadContext,
  session: ShopperSession,
  options: { token: string; user: UserSchema; redirectUrl: string; isNew?: boolean; to?: string },
) {
  session.set("userToken", options.token);
  session.unset("profileSkipped");
  session.unset("pendingOtp");
  session.unset("forgotToken");
  const to = options.to ?? (await landingFor(context, session, options.user, options.redirectUrl, options.isNew));
  return redirectWithSession(session, to);
}
