import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireVisitor, sessionHeaders } from "~/auth/shopper.server";
import type { handleRegister } from "~/auth/password.server";
import { redirectParam } from "~/auth/forms.server";
import { EmailField, MobileField, NameFields, PasswordField } from "~/components/FormField";
import { FormError } from "~/components/field-messages";
import { authHref } from "~/lib/redirect";
import { privatePage } from "~/lib/cache-headers";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const state = await requireVisitor(request, context);
  return data({ redirectUrl: redirectParam(request) }, { headers: await sessionHeaders(state) });
}

export { handleRegister as action } from "~/auth/password.server";

export const { headers, meta } = privatePage("Create an account");

export default function RegisterPage() {
  const { redirectUrl } = useLoaderData<typeof loader>();
  const result = useActionData<typeof handleRegister>();
  const busy = useNavigation().state === "submitting";
  const error = (name: string) => result?.errors[name]?.[0] ?? undefined;
  const values = result?.values ?? {};

  return (
    <article className="auth-page">
      <h1>Create an account</h1>
      <Form method="post" className="auth-form" noValidate>
        <FormError id="register-error" message={result?.formError} />
        <input type="hidden" name="redirectUrl" value={redirectUrl} />
        <NameFields values={values} error={error} />
        <EmailField required error={error("email")} defaultValue={values.email ?? ""} />
        <MobileField
          label="Mobile number (optional)"
          hint="Digits only; numbers without a country code are Indian (+91)."
          error={error("mobile")}
          defaultValue={values.mobile ?? ""}
        />
        <PasswordField purpose="new" name="password" label="Password" error={error("password")} />
        <button type="submit" name="intent" value="register" disabled={busy}>
          Create account
        </button>
      </Form>
      <p>
        Already have an account? <Link to={authHref("/auth/login", redirectUrl)}>Sign in</Link>
      </p>
    </article>
  );
}
