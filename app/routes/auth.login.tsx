import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import type { handleLogin, loadLoginPage } from "~/auth/login.server";
import { ContactField, PasswordField } from "~/components/FormField";
import { FormWithError } from "~/components/field-messages";
import { authHref } from "~/lib/redirect";
import { privatePage } from "~/lib/cache-headers";

export { loadLoginPage as loader, handleLogin as action } from "~/auth/login.server";

export const { headers, meta } = privatePage(
  "Sign in",
  "Sign in to your account with your password or with a one-time code sent to your e-mail or mobile.",
);

export default function LoginPage() {
  const { redirectUrl } = useLoaderData<typeof loadLoginPage>();
  const result = useActionData<typeof handleLogin>();
  const busy = useNavigation().state === "submitting";
  // A rejected attempt starts the password afresh (as the server-rendered page does without JavaScript).
  useEffect(() => {
    const password = document.getElementById("password");
    if (result && password instanceof HTMLInputElement) password.value = "";
  }, [result]);
  const login = result && result.intent === "login" ? result : null;
  const otp = result && result.intent === "otp" ? result : null;

  return (
    <article className="auth-page">
      <h1>Sign in</h1>
      <FormWithError errorId="login-error" formError={login?.formError}>
        <input type="hidden" name="redirectUrl" value={redirectUrl} />
        <ContactField
          name="username"
          defaultValue={login?.values.username ?? ""}
          error={login?.errors.username?.[0]}
          aria-invalid={login?.errors.username || login?.formError ? true : undefined}
        />
        <PasswordField name="password" label="Password" error={login?.errors.password?.[0]} />
        <button type="submit" name="intent" value="login" disabled={busy}>
          Sign in
        </button>
        <p className="auth-form__aside">
          <Link to={authHref("/auth/forgot-password/", redirectUrl)}>Forgot your password?</Link>
        </p>
      </FormWithError>

      <section className="auth-section" aria-labelledby="otp-heading">
        <h2 id="otp-heading">Sign in with a one-time code</h2>
        <FormWithError errorId="otp-error" formError={otp?.formError}>
          <input type="hidden" name="redirectUrl" value={redirectUrl} />
          <ContactField
            label="Your e-mail or mobile"
            hint="We'll send a 6-digit code there. New here? The code creates your account."
            defaultValue={otp?.values.contact ?? ""}
            error={otp?.errors.contact?.[0]}
          />
          <button type="submit" name="intent" value="otp" disabled={busy}>
            Send me a code
          </button>
        </FormWithError>
      </section>
      <p>
        New here? <Link to={authHref("/auth/register", redirectUrl)}>Create an account</Link>
      </p>
    </article>
  );
}
