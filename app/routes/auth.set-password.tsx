import { Link } from "@remix-run/react";
import { useFormRoute } from "~/components/use-form-route";
import { FormWithError } from "~/components/field-messages";
import type { setPasswordAction, setPasswordLoader } from "~/auth/reset.server";
import { PasswordField } from "~/components/FormField";
import { authHref } from "~/lib/redirect";
import { privatePage } from "~/lib/cache-headers";

/** Visitors only: a new password with a reset link's code (?code=) or the verified code's token (session). */
export { setPasswordLoader as loader, setPasswordAction as action } from "~/auth/reset.server";

export const { headers, meta } = privatePage("Set a new password");

export default function SetPasswordPage() {
  const { page, result, busy } = useFormRoute<typeof setPasswordLoader, typeof setPasswordAction>();
  const forgotHref = authHref("/auth/forgot-password/", page.redirectUrl);

  if (page.expired || result?.values.expired) {
    return (
      <article className="auth-page">
        <h1>Set a new password</h1>
        <p className="field-error auth-form__error" role="alert">
          This link has expired or was already used.
        </p>
        <p>
          <Link to={forgotHref}>Ask for a new link or code</Link>
        </p>
      </article>
    );
  }

  return (
    <article className="auth-page">
      <h1>Set a new password</h1>
      <FormWithError noValidate errorId="set-password-error" formError={result?.formError}>
        <input type="hidden" name="redirectUrl" value={page.redirectUrl} />
        {page.code ? <input type="hidden" name="code" value={page.code} /> : null}
        <PasswordField purpose="new" name="password" label="New password" error={result?.errors.password?.[0]} />
        <PasswordField
          purpose="confirm"
          name="confirmPassword"
          label="Confirm new password"
          error={result?.errors.confirmPassword?.[0]}
        />
        <button type="submit" name="intent" value="set" disabled={busy}>
          Save password and sign in
        </button>
      </FormWithError>
    </article>
  );
}
