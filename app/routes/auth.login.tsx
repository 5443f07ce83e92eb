import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { handleLogin, requireVisitor, sessionHeaders } from "~/auth.server";
import { safeRedirect } from "~/lib/redirect";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const state = await requireVisitor(request, context);
  const redirectUrl = safeRedirect(new URL(request.url).searchParams.get("redirectUrl"));
  return data({ redirectUrl }, { headers: await sessionHeaders(state) });
}

export function action({ request, context }: ActionFunctionArgs) {
  return handleLogin(request, context);
}

export const headers = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction = () => [{ title: "Sign in" }, { name: "robots", content: "noindex" }];

export default function LoginPage() {
  const { redirectUrl } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const password = useRef<HTMLInputElement>(null);
  // A rejected attempt starts the password afresh (as the server-rendered page does without JavaScript).
  useEffect(() => {
    if (result && password.current) password.current.value = "";
  }, [result]);
  const usernameError = result?.errors.username?.[0];
  const passwordError = result?.errors.password?.[0];
  const registerHref = redirectUrl === "/" ? "/auth/register" : `/auth/register?${new URLSearchParams({ redirectUrl })}`;

  return (
    <article className="auth-page">
      <h1>Sign in</h1>
      <Form method="post" className="auth-form" aria-describedby={result?.formError ? "login-error" : undefined}>
        {result?.formError ? (
          <p id="login-error" className="field-error auth-form__error" role="alert">
            {result.formError}
          </p>
        ) : null}
        <input type="hidden" name="redirectUrl" value={redirectUrl} />
        <div className="auth-form__field">
          <label htmlFor="username">E-mail or mobile number</label>
          <input
            id="username"
            name="username"
            type="text"
            autoComplete="username"
            required
            maxLength={254}
            defaultValue={result?.values.username ?? ""}
            aria-invalid={usernameError || result?.formError ? true : undefined}
            aria-describedby={usernameError ? "username-error" : undefined}
          />
          {usernameError ? (
            <p id="username-error" className="field-error">
              {usernameError}
            </p>
          ) : null}
        </div>
        <div className="auth-form__field">
          <label htmlFor="password">Password</label>
          <input
            ref={password}
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={128}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? "password-error" : undefined}
          />
          {passwordError ? (
            <p id="password-error" className="field-error">
              {passwordError}
            </p>
          ) : null}
        </div>
        <button type="submit" name="intent" value="login" disabled={busy}>
          Sign in
        </button>
      </Form>
      <p>
        New here? <Link to={registerHref}>Create an account</Link>
      </p>
    </article>
  );
}
