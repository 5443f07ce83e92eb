/**
 * A labelled text area and a labelled list of choices, framed like FormField (hint and error linked
 * to the control). Apart from FormField so that pages without them do not ship them.
 */
import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { FieldError } from "~/components/field-messages";

export { FieldError };

/** The ids that describe a field (its hint, then its error) and its aria attributes. */
function fieldAria(inputId: string, error?: string | null, hint?: ReactNode) {
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return {
    hintId,
    errorId,
    aria: {
      "aria-invalid": error ? true : undefined,
      "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
    },
  };
}

/** Label, hint, the control and its error, as FormField lays them out. */
function FieldFrame(props: {
  inputId: string;
  label: ReactNode;
  hint?: ReactNode;
  hintId?: string;
  errorId?: string;
  error?: string | null;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={["auth-form__field", props.className].filter(Boolean).join(" ")}>
      <label htmlFor={props.inputId}>{props.label}</label>
      {props.hint ? (
        <p id={props.hintId} className="auth-form__hint">
          {props.hint}
        </p>
      ) : null}
      {props.children}
      <FieldError id={props.errorId} message={props.error} />
    </div>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name"> {
  name: string;
  label: ReactNode;
  id?: string;
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled text area whose hint and error are linked to it. */
export function TextAreaField({ name, label, id, error, hint, className, ...area }: TextAreaFieldProps) {
  const inputId = id ?? name;
  const { hintId, errorId, aria } = fieldAria(inputId, error, hint);
  return (
    <FieldFrame {...{ inputId, label, hint, hintId, errorId, error, className }}>
      <textarea id={inputId} name={name} {...aria} {...area} />
    </FieldFrame>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name" | "children"> {
  name: string;
  label: ReactNode;
  id?: string;
  error?: string | null;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
  /** A first, empty option ("Choose a reason"). */
  placeholder?: string;
}

/** A labelled list of choices whose hint and error are linked to it. */
export function SelectField({
  name,
  label,
  id,
  error,
  hint,
  className,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  const inputId = id ?? name;
  const { hintId, errorId, aria } = fieldAria(inputId, error, hint);
  return (
    <FieldFrame {...{ inputId, label, hint, hintId, errorId, error, className }}>
      <select id={inputId} name={name} {...aria} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
