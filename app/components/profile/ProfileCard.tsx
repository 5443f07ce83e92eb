/**
 * The pieces a profile page is built of: a titled card (the section is named by its heading, so
 * screen readers list it) and the form in it, which posts to the page's action without JavaScript
 * and shows its form-level error first.
 */
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormError } from "~/components/FormField";

export function ProfileCard({
  id,
  title,
  className,
  children,
}: {
  /** The heading's id is `${id}-heading`. */
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={["profile-card", className].filter(Boolean).join(" ")} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </section>
  );
}

export function ProfileForm({
  action,
  errorId,
  formError,
  children,
}: {
  action: string;
  errorId: string;
  formError?: string | null;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={action} className="auth-form" noValidate>
      <FormError id={errorId} message={formError} />
      {children}
    </Form>
  );
}
