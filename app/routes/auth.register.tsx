import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireVisitor, sessionHeaders } from "~/auth/shopper.server";
import { handleRegister } from "~/auth/password.server";
import { redirectParam } from "~/auth/forms.server";
import { FormError, FormField, PasswordField } from "~/components/FormField";
import { authHref } from "~/lib/redirect";
import { privatePageHeaders } from "~/lib/cache-headers";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const state = await requireVisitor(request, context);
  return data({ redirectUrl: redirectParam(request) }, { headers: await sessionHeaders(state) });
}

export function action({ request, context }: ActionFunctionArgs) {
  return handleRegister(request, context);
}

export const headers = privatePageHeaders;

export const meta: MetaFunction = () => [{ title: "Create an account" }, { name: "robots", content: "noindex" }];

export default function RegisterPage() {
  const { redirectUrl } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const error = (name: string) => result?.errors[name]?.[0] ?? undefined;
  const values = result?.values ?? {};

  return (
    <article className="auth-page">
      <h1>Create an account</h1>
      <Form method="post" className="auth-form" noValidate>
        <FormError id="register-error" message={result?.formError} />
        <input type="hidden" name="redirectUrl" value={redirectUrl} />
        <FormField
          name="firstName"
          label="First name"
          autoComplete="given-name"
          required
          maxLength={100}
          error={error("firstName")}
          defaultValue={values.firstName ?? ""}
        />
        <FormField
          name="lastName"
          label="Last name (optional)"
          autoComplete="family-name"
          maxLength={100}
          error={error("lastName")}
          defaultValue={values.lastName ?? ""}
        />
        <FormField
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          error={error("email")}
          defaultValue={values.email ?? ""}
        />
        <FormField
          name="mobile"
          label="Mobile number (optional)"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint="Digits only; numbers without a country code are Indian (+91)."
          maxLength={20}
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
