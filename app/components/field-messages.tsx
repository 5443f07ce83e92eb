/**
 * The two messages a form shows, in one small module so that any page can use them without the
 * form-field components around them (the theme editor's page is at the JavaScript budget).
 */

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
