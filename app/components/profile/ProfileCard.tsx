/**
 * The pieces a profile page is built of: a titled card (the section is named by its heading, so
 * screen readers list it) and the form in it, which posts to the page's action without JavaScript
 * and shows its form-level error first (FormWithError: the form is described by that error while it shows).
 */
import type { ReactNode } from "react";
import { FormWithError } from "~/components/field-messages";

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
    <FormWithError action={action} errorId={errorId} formError={formError} noValidate>
      {children}
    </FormWithError>
  );
}
