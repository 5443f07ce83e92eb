/**
 * /auth/verify-email-link/ (spec part 2 §2/§4): with ?code= a "Verify my e-mail address" button
 * (the token is spent on POST only: mail scanners prefetch links); without, "We've sent a
 * verification link to …" with a resend button for a signed-in shopper. Registration leads here.
 * The service's SMS verification links land here too, with ?kind=mobile&code=….
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { loadShopper } from "~/auth/shopper.server";
import { authHref, safeRedirect } from "~/lib/redirect";
import { EMAIL_PATTERN } from "~/sdk/validation";
import { requestScope } from "~/request-scope.server";
import { commitSession } from "~/session.server";
import { formFailure, redirectWithSession, serviceFailure } from "~/forms.server";
import { redirectField, redirectParam } from "~/auth/forms.server";
import { landingFor } from "~/auth/landing.server";

const VERIFY_LINK_PATH = "/auth/verify-email-link/";
const VERIFIED_NOTICE = "Your e-mail address is verified.";
const MOBILE_VERIFIED_NOTICE = "Your mobile number is verified.";
type LinkKind = "email" | "mobile";
const linkKind = (value: unknown): LinkKind => (value === "mobile" ? "mobile" : "email");
const VERIFY_LINK_EXPIRED = "This link has expired or was already used";

export async function verifyEmailLinkLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectUrl = redirectParam(request);
  const code = url.searchParams.get("code")?.slice(0, 500) ?? "";
  const kind = linkKind(url.searchParams.get("kind"));
  const emailParam = url.searchParams.get("email")?.trim().slice(0, 254) ?? "";
  const state = await loadShopper(request, context);
  const { user, session } = state;
  const notice = session.get("authNotice") ?? null;
  // Continue: a signed-in shopper goes where the profile-completion rule says.
  const continueHref = user ? await landingFor(requestScope(request, context), user, redirectUrl) : redirectUrl;
  const email = EMAIL_PATTERN.test(emailParam) ? emailParam : (user?.emails.find((e) => e.primary)?.email ?? "");
  const verified =
    notice === VERIFIED_NOTICE ||
    notice === MOBILE_VERIFIED_NOTICE ||
    (user ? user.emails.some((e) => e.email === email && e.verified) : false);
  return data(
    { redirectUrl, code, kind, email, signedIn: Boolean(user), verified, notice, continueHref },
    { headers: notice || state.expired ? { "Set-Cookie": await commitSession(session) } : undefined },
  );
}

const schema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("verify"),
    code: z.string({ required_error: VERIFY_LINK_EXPIRED }).max(500),
    kind: z.enum(["email", "mobile"]).default("email"),
    redirectUrl: redirectField,
  }),
  z.object({
    intent: z.literal("resend"),
    email: z
      .string({ required_error: "E-mail is required" })
      .trim()
      .max(254)
      .regex(EMAIL_PATTERN, "Enter a valid e-mail address"),
    redirectUrl: redirectField,
  }),
]);

export async function verifyEmailLinkAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent") === "resend" ? "resend" : "verify";
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success")
    return formFailure(400, {
      intent,
      formError: Object.values(submission.error ?? {})[0]?.[0] ?? VERIFY_LINK_EXPIRED,
    });
  const form = submission.value;
  const redirectUrl = safeRedirect(form.redirectUrl);
  const { session, user } = await loadShopper(request, context);
  const api = await requestScope(request, context).shopperApi();

  if (form.intent === "resend") {
    if (!user)
      return redirect(authHref("/auth/login", authHref(VERIFY_LINK_PATH, redirectUrl, { email: form.email })), 303);
    try {
      await api.user.sendVerificationLinkToEmail({ body: { email: form.email } });
    } catch (error) {
      const failure = serviceFailure(error);
      return formFailure(failure.status, { intent, formError: failure.errors.email?.[0] ?? failure.message });
    }
    session.flash("authNotice", `We've sent a new verification link to ${form.email}.`);
    return redirectWithSession(session, authHref(VERIFY_LINK_PATH, redirectUrl, { email: form.email }));
  }

  try {
    const body = { code: form.code };
    await (form.kind === "mobile" ? api.user.verifyMobile({ body }) : api.user.verifyEmail({ body }));
  } catch (error) {
    const failure = serviceFailure(error);
    return formFailure(failure.status, {
      intent,
      formError: failure.status === 429 ? failure.message : VERIFY_LINK_EXPIRED,
    });
  }
  session.flash("authNotice", form.kind === "mobile" ? MOBILE_VERIFIED_NOTICE : VERIFIED_NOTICE);
  return redirectWithSession(session, authHref(VERIFY_LINK_PATH, redirectUrl));
}
