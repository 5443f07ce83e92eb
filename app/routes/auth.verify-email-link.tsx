import { Link } from "@remix-run/react";
import { useFormRoute } from "~/components/use-form-route";
import { FormWithError } from "~/components/field-messages";
import type { verifyEmailLinkAction, verifyEmailLinkLoader } from "~/auth/email-link.server";
import { FormNotice } from "~/components/FormField";
import { privatePage } from "~/lib/cache-headers";

/** A verification link's landing page (?code=), or "we've sent you a link" (?email=) after registration. */
export { verifyEmailLinkLoader as loader, verifyEmailLinkAction as action } from "~/auth/email-link.server";

export const { headers, meta } = privatePage("Verify your e-mail address");

export default function VerifyEmailLinkPage() {
  const { page, result, busy } = useFormRoute<typeof verifyEmailLinkLoader, typeof verifyEmailLinkAction>();

  if (page.code) {
    const what = page.kind === "mobile" ? "mobile number" : "e-mail address";
    return (
      <article className="auth-page">
        <h1>Verify your {what}</h1>
        <FormWithError errorId="verify-link-error" formError={result?.formError}>
          <input type="hidden" name="code" value={page.code} />
          <input type="hidden" name="kind" value={page.kind} />
          <input type="hidden" name="redirectUrl" value={page.redirectUrl} />
          <button type="submit" name="intent" value="verify" disabled={busy}>
            Verify my {what}
          </button>
        </FormWithError>
        {result?.formError ? (
          <p>
            <Link to="/auth/login">Sign in</Link> to ask for a new link.
          </p>
        ) : null}
      </article>
    );
  }

  return (
    <article className="auth-page">
      <h1>
        {page.verified
          ? (page.notice ?? "Your e-mail address is verified").replace(/\.$/, "")
          : "Verify your e-mail address"}
      </h1>
      <FormNotice id="verify-link-notice" message={result ? null : page.notice} />
      {page.verified ? null : (
        <>
          <p>
            {page.email ? (
              <>
                We've sent a verification link to <strong>{page.email}</strong>.
              </>
            ) : (
              "We've sent you a verification link."
            )}{" "}
            Open it to confirm the address is yours.
          </p>
          {page.signedIn && page.email ? (
            <FormWithError className="auth-form--secondary" errorId="resend-link-error" formError={result?.formError}>
              <input type="hidden" name="email" value={page.email} />
              <input type="hidden" name="redirectUrl" value={page.redirectUrl} />
              <button type="submit" name="intent" value="resend" className="button--secondary" disabled={busy}>
                Send the link again
              </button>
            </FormWithError>
          ) : null}
        </>
      )}
      <p>
        <Link to={page.continueHref} className="button">
          Continue
        </Link>
      </p>
    </article>
  );
}
