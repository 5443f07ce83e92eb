/**
 * The "enter the code we sent" step shared by /auth/verify-mobile/, /auth/verify-email/ and the
 * code step of /auth/forgot-password/: the code form, a separate resend form (so the code field's
 * constraints never block it) and a way back to choose another contact. Works without JavaScript.
 */
import { Form, Link, useNavigation } from "@remix-run/react";
import { FormNotice, OtpField } from "~/components/FormField";
import { FormError } from "~/components/field-messages";

interface VerifyCodeProps {
  /** The masked e-mail address or number the code went to. */
  target: string;
  redirectUrl: string;
  notice?: string | null;
  /** The code field's error (wrong, expired, too many tries). */
  otpError?: string | null;
  /** Why a resend was refused (too early, rate-limited). */
  resendError?: string | null;
  resendTimer: number;
  verifyLabel?: string;
  /** "Use a different e-mail or number": a link, or a form button (the forgot page's restart). */
  change: { href: string } | { intent: string };
}

export function VerifyCode({
  target,
  redirectUrl,
  notice,
  otpError,
  resendError,
  resendTimer,
  verifyLabel = "Verify",
  change,
}: VerifyCodeProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <FormNotice id="code-notice" message={notice} />
      <p id="code-sent-to">
        Enter the code sent to <strong>{target}</strong>.
      </p>
      <Form method="post" className="auth-form" aria-describedby="code-sent-to">
        <input type="hidden" name="redirectUrl" value={redirectUrl} />
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- only after a wrong code: the field to correct, announced with its error */}
        <OtpField error={otpError} autoFocus={Boolean(otpError)} />
        <button type="submit" name="intent" value="verify" disabled={busy}>
          {verifyLabel}
        </button>
      </Form>
      <Form
        method="post"
        className="auth-form auth-form--secondary"
        aria-describedby={resendError ? "resend-error" : "resend-hint"}
      >
        <FormError id="resend-error" message={resendError} />
        <input type="hidden" name="redirectUrl" value={redirectUrl} />
        <p id="resend-hint" className="auth-form__hint">
          No code? You can ask for a new one {resendTimer > 0 ? `${resendTimer} seconds after the last` : "now"}.
        </p>
        <button type="submit" name="intent" value="resend" className="button--secondary" disabled={busy}>
          Send a new code
        </button>
      </Form>
      {"href" in change ? (
        <p>
          <Link to={change.href}>Use a different e-mail or number</Link>
        </p>
      ) : (
        <Form method="post">
          <input type="hidden" name="redirectUrl" value={redirectUrl} />
          <button type="submit" name="intent" value={change.intent} className="button--link">
            Use a different e-mail or number
          </button>
        </Form>
      )}
    </>
  );
}
