/**
 * Forgotten password (spec part 2 §2/§4, decision 0005): /auth/forgot-password/ sends a reset link
 * or a code (the code step lives on the same page, its state in the session), and
 * /auth/set-password/ sets the new password with a link's code or the verified code's forgot_token
 * (single use), which signs the shopper in.
 */
import { data, redirect, type AppLoadContext, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { requireVisitor, startServiceSession } from "~/auth/shopper.server";
import { authHref, safeRedirect } from "~/lib/redirect";
import { PASSWORD_MAX_LENGTH } from "~/sdk/validation";
import { requestScope } from "~/request-scope.server";
import { commitSession, type PendingOtp, type ShopperSession } from "~/session.server";
import { formFailure, keptValues, redirectWithSession, serviceFailure } from "~/forms.server";
import {
  accountLocked,
  contactField,
  isAccountLocked,
  newPasswordField,
  otpField,
  redirectField,
  redirectParam,
} from "~/auth/forms.server";
import { signIn } from "~/auth/landing.server";
import { codeRefused, maskedTarget, resendAndReturn, sendFirstCode } from "~/auth/otp.server";
import { PRIVATE_HEADERS } from "~/lib/cache-headers";

const FORGOT_PATH = "/auth/forgot-password/";
const SET_PASSWORD_PATH = "/auth/set-password/";
const LINK_EXPIRED = "This link has expired or was already used";

function forgotPending(session: ShopperSession): PendingOtp | null {
  const pending = session.get("pendingOtp");
  return pending && pending.purpose === "forgot" ? pending : null;
}

// ---------------------------------------------------------------------------------------------
// /auth/forgot-password/

export async function forgotPasswordLoader({ request, context }: LoaderFunctionArgs) {
  const { session } = await requireVisitor(request, context);
  const pending = forgotPending(session);
  const notice = session.get("authNotice") ?? null;
  return data(
    {
      redirectUrl: redirectParam(request),
      notice,
      codeSentTo: pending ? maskedTarget(pending) : null,
      resendTimer: pending?.resendTimer ?? 30,
    },
    { headers: { "Set-Cookie": await commitSession(session) } },
  );
}

const INTENTS = ["link", "code", "verify", "resend", "restart"];

const forgotSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("link"), contact: contactField(), redirectUrl: redirectField }),
  z.object({ intent: z.literal("code"), contact: contactField(), redirectUrl: redirectField }),
  z.object({ intent: z.literal("verify"), otp: otpField, redirectUrl: redirectField }),
  z.object({ intent: z.literal("resend"), redirectUrl: redirectField }),
  z.object({ intent: z.literal("restart"), redirectUrl: redirectField }),
]);

export async function forgotPasswordAction({ request, context }: ActionFunctionArgs) {
  const { session } = await requireVisitor(request, context);
  const formData = await request.formData();
  const values = keptValues(formData, ["contact"]);
  const rawIntent = formData.get("intent");
  const intent = typeof rawIntent === "string" && INTENTS.includes(rawIntent) ? rawIntent : "link";
  const submission = parseWithZod(formData, { schema: forgotSchema });
  if (submission.status !== "success") return formFailure(400, { intent, values, errors: submission.error ?? {} });
  const form = submission.value;
  const redirectUrl = safeRedirect(form.redirectUrl);
  const here = authHref(FORGOT_PATH, redirectUrl);
  const api = requestScope(request, context).visitorApi();

  if (form.intent === "restart") {
    session.unset("pendingOtp");
    return redirectWithSession(session, here);
  }

  if (form.intent === "link" || form.intent === "code") {
    const contact = form.contact;
    try {
      if (form.intent === "link") {
        if (contact.kind === "email") await api.user.sendResetPasswordEmail({ body: { email: contact.email } });
        else
          await api.user.sendResetPasswordMobile({
            body: { country_code: contact.countryCode, mobile: contact.mobile },
          });
        const shown = contact.kind === "email" ? contact.email : `+${contact.countryCode} ${contact.mobile}`;
        session.flash("authNotice", `If an account exists for ${shown}, we've sent a link to reset your password.`);
        return redirectWithSession(session, here);
      }
      session.set("pendingOtp", await sendFirstCode(api, "forgot", contact));
      return redirectWithSession(session, here);
    } catch (error) {
      const failure = serviceFailure(error);
      const fieldMessage = ["email", "mobile", "country_code"].map((key) => failure.errors[key]?.[0]).find(Boolean);
      return formFailure(failure.status, {
        intent: form.intent,
        values,
        errors: fieldMessage ? { contact: [fieldMessage] } : {},
        formError: fieldMessage ? null : failure.message,
      });
    }
  }

  const pending = forgotPending(session);
  if (!pending) return redirectWithSession(session, here);
  if (form.intent === "resend") return resendAndReturn(api, session, pending, here);

  let forgotToken: string;
  try {
    const verified =
      pending.channel === "sms"
        ? await api.user.verifyMobileForgotOTP({ body: { request_id: pending.requestId ?? "", otp: form.otp } })
        : await api.user.verifyEmailForgotOTP({ body: { email: pending.target, otp: form.otp } });
    forgotToken = verified.forgot_token;
  } catch (error) {
    return codeRefused(error);
  }
  session.unset("pendingOtp");
  session.set("forgotToken", forgotToken);
  return redirectWithSession(session, authHref(SET_PASSWORD_PATH, redirectUrl));
}

// ---------------------------------------------------------------------------------------------
// /auth/set-password/

/** Whether a reset link's code is still good (400 when used or expired). */
async function linkIsGood(request: Request, context: AppLoadContext, code: string): Promise<boolean> {
  try {
    await requestScope(request, context).visitorApi().user.sendResetToken({ body: { code } });
    return true;
  } catch (error) {
    const failure = serviceFailure(error);
    if (failure.status === 429) throw Response.json({ message: failure.message }, { status: 429 });
    return false;
  }
}

export async function setPasswordLoader({ request, context }: LoaderFunctionArgs) {
  const { session } = await requireVisitor(request, context);
  const redirectUrl = redirectParam(request);
  const code = new URL(request.url).searchParams.get("code")?.slice(0, 500) ?? "";
  const headers = PRIVATE_HEADERS;
  if (code) {
    const good = await linkIsGood(request, context, code);
    return data({ redirectUrl, code: good ? code : "", expired: !good }, { headers });
  }
  if (!session.get("forgotToken")) throw redirect(authHref(FORGOT_PATH, redirectUrl));
  return data({ redirectUrl, code: "", expired: false }, { headers });
}

const setPasswordSchema = z
  .object({
    code: z.string().max(500).optional(),
    password: newPasswordField,
    confirmPassword: z.string({ required_error: "Enter the new password again" }).max(PASSWORD_MAX_LENGTH),
    redirectUrl: redirectField,
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "The passwords do not match",
    path: ["confirmPassword"],
  });

export async function setPasswordAction({ request, context }: ActionFunctionArgs) {
  const scope = requestScope(request, context);
  const { session } = await requireVisitor(request, context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: setPasswordSchema });
  if (submission.status !== "success") return formFailure(400, { intent: "set", errors: submission.error ?? {} });
  const { password } = submission.value;
  const redirectUrl = safeRedirect(submission.value.redirectUrl);
  const fromSession = !submission.value.code;
  const code = submission.value.code || session.get("forgotToken");
  if (!code) return redirectWithSession(session, authHref(FORGOT_PATH, redirectUrl));
  const started = await startServiceSession(scope, (api) => api.user.forgotPassword({ body: { code, password } }));
  if (!started.ok) {
    const { failure } = started;
    if (isAccountLocked(failure)) return accountLocked();
    const passwordError = failure.errors.password?.[0];
    if (passwordError) return formFailure(failure.status, { intent: "set", errors: { password: [passwordError] } });
    if (failure.status === 429) return formFailure(429, { intent: "set", formError: failure.message });
    // The code is spent or expired: it is forgotten and the page says so.
    if (fromSession) session.unset("forgotToken");
    return formFailure(
      failure.status,
      { intent: "set", formError: LINK_EXPIRED, values: { expired: "true" } },
      { headers: { "Set-Cookie": await commitSession(session) } },
    );
  }
  return signIn(scope, { token: started.token, user: started.user, redirectUrl, method: "password_reset" });
}
