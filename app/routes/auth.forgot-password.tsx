import { Link } from "@remix-run/react";
import { useFormRoute } from "~/components/use-form-route";
import { FormWithError } from "~/components/field-messages";
import type { forgotPasswordAction, forgotPasswordLoader } from "~/auth/reset.server";
import { VerifyCode } from "~/components/auth/VerifyCode";
import { ContactField, FormNotice } from "~/components/FormField";
import { authHref } from "~/lib/redirect";
import { privatePage } from "~/lib/cache-headers";

/** Visitors only: a reset link, or a code (its step on this page) that leads to /auth/set-password/. */
export { forgotPasswordLoader as loader, forgotPasswordAction as action } from "~/auth/reset.server";

export const { headers, meta } = privatePage("Forgot your password?");

export default function ForgotPasswordPage() {
  const { page, result, busy } = useFormRoute<typeof forgotPasswordLoader, typeof forgotPasswordAction>();

  if (page.codeSentTo) {
    return (
      <article className="auth-page">
        <h1>Reset your password</h1>
        <VerifyCode
          target={page.codeSentTo}
          redirectUrl={page.redirectUrl}
          notice={result ? null : page.notice}
          otpError={result?.intent === "verify" ? (result.errors.otp?.[0] ?? result.formError) : null}
          resendError={result?.intent === "resend" ? result.formError : null}
          resendTimer={page.resendTimer}
          verifyLabel="Continue"
          change={{ intent: "restart" }}
        />
      </article>
    );
  }

  const sending = result && (result.intent === "link" || result.intent === "code") ? result : null;
  return (
    <article className="auth-page">
      <h1>Forgot your password?</h1>
      <FormNotice id="forgot-notice" message={result ? null : page.notice} />
      <p id="forgot-intro">
        Enter the e-mail address or mobile number of your account. We'll send you a link to reset your password, or a
        code.
      </p>
      <FormWithError errorId="forgot-error" formError={sending?.formError} describedBy="forgot-intro">
        <input type="hidden" name="redirectUrl" value={page.redirectUrl} />
        <ContactField defaultValue={sending?.values.contact ?? ""} error={sending?.errors.contact?.[0]} />
        <div className="auth-form__actions">
          <button type="submit" name="intent" value="link" disabled={busy}>
            Send me a reset link
          </button>
          <button type="submit" name="intent" value="code" className="button--secondary" disabled={busy}>
            Send me a code
          </button>
        </div>
      </FormWithError>
      <p>
        Remembered it? <Link to={authHref("/auth/login", page.redirectUrl)}>Sign in</Link>
      </p>
    </article>
  );
}
