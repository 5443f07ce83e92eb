/**
 * One-time codes on the storefront (spec part 2 §4, decision 0005): starting an OTP sign-in, the
 * verify-mobile / verify-email pages (sign-in, or a signed-in shopper verifying a contact added in
 * edit-profile) and resending a code. The code in flight is kept in the session (`pendingOtp`).
 */
import { data, redirect, type AppLoadContext, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { loadShopper, sessionTokenCatcher } from "~/auth/shopper.server";
import { maskEmail, maskMobile } from "~/lib/contact";
import { hasVerifiedPrimary } from "~/lib/profile-completion";
import { authHref, safeRedirect } from "~/lib/redirect";
import type { StorefrontApi, UserSchema } from "~/sdk/api";
import { toErrorResponse } from "~/sdk.server";
import { commitSession, type PendingOtp, type ShopperSession } from "~/session.server";
import { requestScope, type RequestScope } from "~/request-scope.server";
import { formFailure, redirectWithSession, serviceFailure } from "~/forms.server";
import {
  accountLocked,
  isAccountLocked,
  otpField,
  redirectField,
  redirectParam,
  type Contact,
} from "~/auth/forms.server";
import { EDIT_PROFILE_PATH, completionOf, editProfileUrl, signIn } from "~/auth/landing.server";

export type OtpChannel = PendingOtp["channel"];

export const VERIFY_PATHS: Record<OtpChannel, string> = { sms: "/auth/verify-mobile/", email: "/auth/verify-email/" };

/** "+91 ••••••3210" or "as•••@example.com". */
export function maskedTarget(pending: Pick<PendingOtp, "channel" | "target" | "countryCode">): string {
  return pending.channel === "sms" ? maskMobile(pending.countryCode, pending.target) : maskEmail(pending.target);
}

/** Body field names of the send calls → the form's one contact field. */
function contactErrors(errors: Record<string, string[]>): Record<string, string[]> | null {
  const messages = ["mobile", "country_code", "email", "phone"].flatMap((key) => errors[key] ?? []);
  return messages.length ? { contact: messages.slice(0, 1) } : null;
}

/**
 * Sends a sign-in code to the contact and remembers it in the session; 303 to the verify page. A
 * refusal (429 too many sends, invalid number) re-renders the login form's code section.
 */
export async function startOtpSignIn(
  scope: RequestScope,
  contact: Contact,
  redirectUrl: string,
  values: Record<string, string>,
) {
  let pending: PendingOtp;
  try {
    pending = await sendFirstCode(scope.visitorApi(), "login", contact);
  } catch (error) {
    const failure = serviceFailure(error);
    if (isAccountLocked(failure)) return accountLocked();
    const errors = failure.status === 429 ? null : contactErrors(failure.errors);
    return formFailure(failure.status, {
      intent: "otp",
      values,
      errors: errors ?? {},
      formError: errors ? null : failure.message,
    });
  }
  const session = await scope.session();
  session.set("pendingOtp", pending);
  return redirectWithSession(session, authHref(VERIFY_PATHS[pending.channel], safeRedirect(redirectUrl)));
}

/** Sends the first code of an OTP sign-in or a forgotten password to the contact; the code now in flight. */
export async function sendFirstCode(
  api: StorefrontApi,
  purpose: "login" | "forgot",
  contact: Contact,
): Promise<PendingOtp> {
  if (contact.kind === "mobile") {
    const body = { mobile: contact.mobile, country_code: contact.countryCode };
    const sent =
      purpose === "forgot"
        ? await api.user.sendForgotOTPOnMobile({ body: { ...body, action: "send" } })
        : await api.user.loginWithOTP({ body });
    return {
      channel: "sms",
      purpose,
      target: contact.mobile,
      countryCode: contact.countryCode,
      requestId: sent.request_id,
      resendToken: sent.resend_token,
      sentAt: Date.now(),
      resendTimer: sent.resend_timer,
    };
  }
  const body = { email: contact.email, action: "send" as const };
  const sent =
    purpose === "forgot" ? await api.user.sendForgotOTPOnEmail({ body }) : await api.user.sendOTPOnEmail({ body });
  return {
    channel: "email",
    purpose,
    target: contact.email,
    resendToken: sent.resend_email_token,
    sentAt: Date.now(),
    resendTimer: sent.resend_timer,
  };
}

/** Remembers a code the service sent after edit-profile added a contact (signed in). */
export function rememberVerifyOtp(session: ShopperSession, pending: Omit<PendingOtp, "purpose" | "sentAt">) {
  session.set("pendingOtp", { ...pending, purpose: "verify", sentAt: Date.now() });
}

/** Asks for a new code (the service refuses until `resend_timer` has passed) and keeps its tokens. */
async function resendCode(api: StorefrontApi, pending: PendingOtp): Promise<PendingOtp> {
  const forgot = pending.purpose === "forgot";
  if (pending.channel === "sms") {
    const body = {
      mobile: pending.target,
      country_code: pending.countryCode ?? "91",
      action: "resend" as const,
      token: pending.resendToken,
    };
    const sent = forgot ? await api.user.sendForgotOTPOnMobile({ body }) : await api.user.sendOTPOnMobile({ body });
    return {
      ...pending,
      requestId: sent.request_id || pending.requestId,
      resendToken: sent.resend_token || pending.resendToken,
      resendTimer: sent.resend_timer,
      sentAt: Date.now(),
    };
  }
  const body = { email: pending.target, action: "resend" as const, token: pending.resendToken };
  const sent = forgot ? await api.user.sendForgotOTPOnEmail({ body }) : await api.user.sendOTPOnEmail({ body });
  return {
    ...pending,
    resendToken: sent.resend_email_token || pending.resendToken,
    resendTimer: sent.resend_timer,
    sentAt: Date.now(),
  };
}

/**
 * The "Send a new code" button of a code step: a new code, a notice saying where it went and a 303
 * back to `here`; a refusal (too early, rate-limited) re-renders the resend form with the message.
 */
export async function resendAndReturn(api: StorefrontApi, session: ShopperSession, pending: PendingOtp, here: string) {
  try {
    session.set("pendingOtp", await resendCode(api, pending));
  } catch (error) {
    const failure = serviceFailure(error);
    return formFailure(failure.status, { intent: "resend", formError: failure.message });
  }
  session.flash("authNotice", `We've sent a new code to ${maskedTarget(pending)}.`);
  return redirectWithSession(session, here);
}

/** A code the service refused (wrong, expired, too many tries) on the code field; a deleted account → account-locked. */
export function codeRefused(error: unknown) {
  const failure = serviceFailure(error);
  if (isAccountLocked(failure)) return accountLocked();
  return formFailure(failure.status, {
    intent: "verify",
    errors: { otp: [failure.errors.otp?.[0] ?? failure.message] },
  });
}

// ---------------------------------------------------------------------------------------------
// /auth/verify-mobile/ and /auth/verify-email/

/** The pending code for this page, or a thrown redirect (none: login, or edit-profile when signed in). */
async function pendingFor(
  request: Request,
  context: AppLoadContext,
  session: ShopperSession,
  channel: OtpChannel,
  redirectUrl: string,
): Promise<PendingOtp> {
  const pending = session.get("pendingOtp");
  if (pending && pending.channel === channel && pending.purpose !== "forgot") {
    if (pending.purpose === "verify") {
      const { user } = await loadShopper(request, context);
      if (!user) throw redirect(authHref("/auth/login", redirectUrl));
    }
    return pending;
  }
  const { user } = await loadShopper(request, context);
  throw redirect(user ? editProfileUrl(redirectUrl) : authHref("/auth/login", redirectUrl));
}

/**
 * A contact just verified becomes the primary one when the shopper has no verified primary of that
 * kind (the profile-completion rule needs one); the updated user, or the one given.
 */
async function makePrimaryIfNone(api: StorefrontApi, user: UserSchema, pending: PendingOtp): Promise<UserSchema> {
  const kind = pending.channel === "sms" ? "mobile" : "email";
  if (hasVerifiedPrimary(user, kind)) return user;
  try {
    const answer =
      pending.channel === "sms"
        ? await api.user.setMobileNumberAsPrimary({
            body: { country_code: pending.countryCode ?? "91", phone: pending.target },
          })
        : await api.user.setEmailAsPrimary({ body: { email: pending.target } });
    return answer.user;
  } catch (error) {
    // Verified all the same; edit-profile shows what is still missing.
    serviceFailure(error);
    return user;
  }
}

export async function verifyPageLoader({ request, context }: LoaderFunctionArgs, channel: OtpChannel) {
  const session = await requestScope(request, context).session();
  const redirectUrl = redirectParam(request);
  const pending = await pendingFor(request, context, session, channel, redirectUrl);
  const notice = session.get("authNotice") ?? null;
  return data(
    {
      channel,
      purpose: pending.purpose,
      target: maskedTarget(pending),
      redirectUrl,
      notice,
      resendTimer: pending.resendTimer ?? 30,
      /** "Use a different e-mail or number". */
      changeHref:
        pending.purpose === "verify" ? authHref(EDIT_PROFILE_PATH, redirectUrl) : authHref("/auth/login", redirectUrl),
    },
    // Reading the flash notice removes it: store that.
    { headers: notice ? { "Set-Cookie": await commitSession(session) } : undefined },
  );
}

const verifySchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("verify"), otp: otpField, redirectUrl: redirectField }),
  z.object({ intent: z.literal("resend"), redirectUrl: redirectField }),
]);

export async function verifyPageAction({ request, context }: ActionFunctionArgs, channel: OtpChannel) {
  const formData = await request.formData();
  const scope = requestScope(request, context);
  const session = await scope.session();
  const submission = parseWithZod(formData, { schema: verifySchema });
  const intent = formData.get("intent") === "resend" ? "resend" : "verify";
  if (submission.status !== "success") return formFailure(400, { intent, errors: submission.error ?? {} });
  const redirectUrl = safeRedirect(submission.value.redirectUrl);
  const pending = await pendingFor(request, context, session, channel, redirectUrl);
  const here = authHref(VERIFY_PATHS[channel], redirectUrl);
  // Signing in goes without a session; verifying an added contact acts as the signed-in shopper.
  const catcher = sessionTokenCatcher();
  const api =
    pending.purpose === "verify" ? await scope.shopperApi() : scope.visitorApi({ onResponse: catcher.onResponse });

  if (submission.value.intent === "resend") return resendAndReturn(api, session, pending, here);

  const otp = submission.value.otp;
  let result;
  try {
    result =
      channel === "sms"
        ? await api.user.verifyMobileOTP({ body: { request_id: pending.requestId ?? "", otp } })
        : await api.user.verifyEmailOTP({ body: { email: pending.target, otp } });
  } catch (error) {
    return codeRefused(error);
  }

  if (pending.purpose === "verify") {
    session.unset("pendingOtp");
    const user = await makePrimaryIfNone(api, result.user, pending);
    if ((await completionOf(scope, user)) === "complete") return redirectWithSession(session, redirectUrl);
    // Back to edit-profile for what is still missing (the notice is read there).
    session.flash(
      "authNotice",
      channel === "sms" ? "Your mobile number is verified." : "Your e-mail address is verified.",
    );
    return redirectWithSession(session, editProfileUrl(redirectUrl));
  }
  if (!catcher.token) throw toErrorResponse(new Error("The service did not start a session"));
  return signIn(scope, {
    token: catcher.token,
    user: result.user,
    redirectUrl,
    isNew: !result.user_exists,
    method: "otp",
  });
}
