import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { handleRegister, requireVisitor, sessionHeaders } from "~/auth.server";
import { safeRedirect } from "~/lib/redirect";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const state = await requireVisitor(request, context);
  const redirectUrl = safeRedirect(new URL(request.url).searchParams.get("redirectUrl"));
  return data({ redirectUrl }, { headers: await sessionHeaders(state) });
}

export function action({ request, context }: ActionFunctionArgs) {
  return handleRegister(request, context);
}

export const headers = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction = () => [{ title: "Create an account" }, { name: "robots", content: "noindex" }];

interface FieldProps {
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  required?: boolean;
  hint?: string;
  inputMode?: "numeric" | "email";
  pattern?: string;
  maxLength: number;
  error?: string;
  value?: string;
}

function Field({ name, label, type = "text", autoComplete, required, hint, inputMode, pattern, maxLength, error, value }: FieldProps) {
  const describedBy = [hint ? `${name}-hint` : "", error ? `${name}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="auth-form__field">
      <label htmlFor={name}>
        {label}
        {required ? null : " (optional)"}
      </label>
      {hint ? (
        <p id={`${name}-hint`} className="auth-form__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={name}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        inputMode={inputMode}
        pattern={pattern}
        maxLength={maxLength}
        defaultValue={type === "password" ? undefined : value ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <p id={`${name}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export default function RegisterPage() {
  const { redirectUrl } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const error = (name: string) => result?.errors[name]?.[0] ?? undefined;
  const values = result?.values ?? {};
  const loginHref = redirectUrl === "/" ? "/auth/login" : `/auth/login?${new URLSearchParams({ redirectUrl })}`;

  return (
    <article className="auth-page">
      <h1>Create an account</h1>
      <Form method="post" className="auth-form" noValidate>
        {result?.formError ? (
          <p className="field-error auth-form__error" role="alert">
            {result.formError}
          </p>
        ) : null}
        <input type="hidden" name="redirectUrl" value={redirectUrl} />
        <Field name="firstName" label="First name" autoComplete="given-name" required maxLength={100} error={error("firstName")} value={values.firstName} />
        <Field name="lastName" label="Last name" autoComplete="family-name" maxLength={100} error={error("lastName")} value={values.lastName} />
        <Field name="email" label="E-mail" type="email" autoComplete="email" required maxLength={254} error={error("email")} value={values.email} />
        <Field
          name="mobile"
          label="Mobile number"
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          pattern="[0-9]{4,15}"
          hint="Digits only."
          maxLength={15}
          error={error("mobile")}
          value={values.mobile}
        />
        <Field
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters, with a letter, a digit and a special character."
          maxLength={128}
          error={error("password")}
        />
        <button type="submit" name="intent" value="register" disabled={busy}>
          Create account
        </button>
      </Form>
      <p>
        Already have an account? <Link to={loginHref}>Sign in</Link>
      </p>
    </article>
  );
}
