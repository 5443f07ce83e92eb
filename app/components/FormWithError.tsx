import { Form, type FormProps } from "@remix-run/react";
import { FormError } from "~/components/field-messages";

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
