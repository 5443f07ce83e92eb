/**
 * Sign-in (password, or the start of an OTP sign-in), registration and sign-out (spec part 2 §2,
 * §5 validation). After a sign-in the shopper lands where the profile-completion rule says.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { startServiceSession } from "~/auth/shopper.server";
import { parseMobile } from "~/lib/phone.server";
import { authHref, safeRedirect } from "~/lib/redirect";
import { FDKServerResponseError } from "~/sdk";
import { MESSAGES } from "~/sdk/validation";
import { emailAddressField, strongPasswordField } from "~/sdk/fields";
import { withAnalytics } from "~/analytics.server";
import { requestScope } from "~/request-scope.server";
import { formFailure, keptValues, redirectWithSession, type FieldErrors } from "~/forms.server";
import { accountLocked, contactField, isAccountLocked, nameFields, redirectField } from "~/auth/forms.server";
import { signIn } from "~/auth/landing.server";
import { forgetCart } from "~/cart/cart.server";
import { startOtpSignIn } from "~/auth/otp.server";

const loginSchema = z.object({
  username: z
    .string({ required_error: "Enter your e-mail address or mobile number" })
    .trim()
    .max(254, "Enter your e-mail address or mobile number"),
  password: z.string({ required_error: "Enter your password" }).max(128, "Password must be at most 128 characters"),
  redirectUrl: redirectField,
});

const otpStartSchema = z.object({ contact: contactField(), redirectUrl: redirectField });

const registerSchema = z.object({
  ...nameFields,
  email: emailAddressField("E-mail is required"),
  mobile: z
    .string()
    .trim()
    .regex(/^[+\d\s().-]+$/, MESSAGES.mobile)
    .transform((input, ctx) => {
      const parsed = parseMobile(input);
      if (!parsed) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: /\d{4,}/.test(input.replace(/\D/g, "")) ? "Enter a valid mobile number" : MESSAGES.mobileLength,
        });
        return z.NEVER;
      }
      return parsed;
    })
    .optional(),
  password: strongPasswordField("Password is required"),
  redirectUrl: redirectField,
});

/** /auth/login: intent "login" (password) or "otp" (send a one-time code). */
export async function handleLogin({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const scope = requestScope(request, context);
  if (formData.get("intent") === "otp") {
    const values = keptValues(formData, ["contact"]);
    const submission = parseWithZod(formData, { schema: otpStartSchema });
    if (submission.status !== "success")
      return formFailure(400, { intent: "otp", values, errors: submission.error ?? {} });
    return startOtpSignIn(scope, submission.value.contact, safeRedirect(submission.value.redirectUrl), values);
  }
  const values = keptValues(formData, ["username"]);
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success")
    return formFailure(400, { intent: "login", values, errors: submission.error ?? {} });
  const { username, password, redirectUrl } = submission.value;
  const started = await startServiceSession(scope, (api) =>
    api.user.loginWithEmailAndPassword({ body: { username, password } }),
  );
  if (!started.ok) {
    const { failure } = started;
    if (isAccountLocked(failure)) return accountLocked();
    return formFailure(failure.status, { intent: "login", values, formError: failure.message });
  }
  return signIn(scope, {
    token: started.token,
    user: started.user,
    redirectUrl: safeRedirect(redirectUrl),
    method: "password",
  });
}

const SERVICE_FIELDS: Record<string, string> = {
  first_name: "firstName",
  last_name: "lastName",
  email: "email",
  "phone.mobile": "mobile",
  "mobile.mobile": "mobile",
  "phone.country_code": "mobile",
  password: "password",
};

/** /auth/register: creates the account (signed in), then asks the shopper to verify the e-mail address. */
export async function handleRegister({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const scope = requestScope(request, context);
  const values = keptValues(formData, ["firstName", "lastName", "email", "mobile"]);
  const submission = parseWithZod(formData, { schema: registerSchema });
  if (submission.status !== "success")
    return formFailure(400, { intent: "register", values, errors: submission.error ?? {} });
  const { firstName, lastName, email, mobile, password } = submission.value;
  const redirectUrl = safeRedirect(submission.value.redirectUrl);
  const started = await startServiceSession(scope, (api) =>
    api.user.registerWithForm({
      body: {
        first_name: firstName,
        last_name: lastName ?? "",
        email: email.toLowerCase(),
        password,
        ...(mobile ? { phone: { country_code: mobile.countryCode, mobile: mobile.mobile } } : {}),
      },
    }),
  );
  if (!started.ok) {
    const { failure } = started;
    const errors: FieldErrors = {};
    for (const [key, messages] of Object.entries(failure.errors)) {
      const field = SERVICE_FIELDS[key];
      if (field && Array.isArray(messages)) errors[field] = messages;
    }
    return formFailure(failure.status, {
      intent: "register",
      values,
      errors,
      formError: Object.keys(errors).length ? null : failure.message,
    });
  }
  return signIn(scope, {
    token: started.token,
    user: started.user,
    redirectUrl,
    to: authHref("/auth/verify-email-link/", redirectUrl, { email: email.toLowerCase() }),
    isNew: true,
    method: "password",
  });
}

export async function handleLogout({ request, context }: ActionFunctionArgs) {
  const scope = requestScope(request, context);
  const session = await scope.session();
  if (session.get("userToken")) {
    try {
      await (await scope.shopperApi()).user.logout();
    } catch (error) {
      // Signing out on the storefront still happens; the service session expires on its own.
      if (!(error instanceof FDKServerResponseError)) console.error(error);
    }
  }
  for (const key of ["userToken", "profileSkipped", "pendingOtp", "forgotToken"] as const) session.unset(key);
  forgetCart(session);
  return redirectWithSession(session, "/", withAnalytics(request, [{ event: "logout" }]));
}
