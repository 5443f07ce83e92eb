/**
 * The two messages a form shows, and the posted form that shows its form-level error, in one small
 * module so that any page can use them without the form-field components around them (the theme
 * editor's page is at the JavaScript budget; one module rather than two also saves a chunk on the
 * profile and refund pages, which are too).
 */
import { Form, type FormProps } from "@remix-run/react";

/**
 * A field's (or a group's) error message, the target of its aria-describedby; `alert` announces it
 * when it appears (a form answered in place, where focus does not move to it).
 */
export function FieldError({ id, message, alert }: { id?: string; message?: string | null; alert?: boolean }) {
  if (!message || !id) return null;
  return (
    <p id={id} className="field-error" role={alert ? "alert" : undefined}>
      {message}
    </p>
  );
}

/** A message about the whole form (wrong credentials, rate limit), announced when it appears. */
export function FormError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error auth-form__error" role="alert">
      {message}
    </p>
  );
}

interface FormWithErrorProps extends Omit<FormProps, "method" | "aria-describedby"> {
  /** The id of the form-level error. */
  errorId: string;
  formError?: string | null;
  /** What describes the form while it shows no error (e.g. the page's intro). */
  describedBy?: string;
}

/**
 * A posted form (class "auth-form") showing its form-level error first, and described by that
 * error while it shows.
 */
export function FormWithError({ errorId, formError, describedBy, className, children, ...form }: FormWithErrorProps) {
  return (
    <Form
      method="post"
      className={className ? `auth-form ${className}` : "auth-form"}
      {...form}
      aria-describedby={formError ? errorId : describedBy}
    >
      <FormError id={errorId} message={formError} />
      {children}
    </Form>
  );
}
