/**
 * Form pieces shared by the account pages: a labelled field whose error is linked to it
 * (aria-invalid + aria-describedby), the account fields (password, one-time code, names, e-mail,
 * mobile, "e-mail or mobile"), and a form-level error. They render the
 * same on the server and the client, so forms work without JavaScript.
 */
import type { InputHTMLAttributes, ReactNode } from "react";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, OTP_LENGTH, PASSWORD_MAX_LENGTH } from "~/sdk/validation";

import { FieldError } from "~/components/field-messages";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "children">;

interface FormFieldProps extends InputProps {
  /** The input's name; its id is `id ?? name`. */
  name: string;
  label: ReactNode;
  id?: string;
  /** The field's first error message, if any. */
  error?: string | null;
  /** A hint shown under the label and linked to the input. */
  hint?: ReactNode;
}

export function FormField({ name, label, id, error, hint, className, ...input }: FormFieldProps) {
  const inputId = id ?? name;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={["auth-form__field", className].filter(Boolean).join(" ")}>
      <label htmlFor={inputId}>{label}</label>
      {hint ? (
        <p id={hintId} className="auth-form__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={inputId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

interface PasswordFieldProps extends FormFieldProps {
  /**
   * "current": the password the shopper has (browser fills it in); "new": one being chosen, with the
   * strength rule as hint; "confirm": the new one typed again.
   */
  purpose?: "current" | "new" | "confirm";
}

/** A password input (never refilled by the server): required, at most PASSWORD_MAX_LENGTH characters. */
export function PasswordField({ purpose = "current", ...props }: PasswordFieldProps) {
  return (
    <FormField
      type="password"
      autoComplete={purpose === "current" ? "current-password" : "new-password"}
      required
      maxLength={PASSWORD_MAX_LENGTH}
      hint={purpose === "new" ? "At least 8 characters, with a letter, a digit and a special character." : undefined}
      {...props}
    />
  );
}

/** The one-time code input: digits only, the browser's one-time-code autofill. */
export function OtpField({ name = "otp", label = "One-time code", ...props }: Partial<FormFieldProps>) {
  return (
    <FormField
      name={name}
      label={label}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`\\d{${OTP_LENGTH}}`}
      minLength={OTP_LENGTH}
      maxLength={OTP_LENGTH}
      required
      hint={props.hint ?? `The ${OTP_LENGTH}-digit code we sent you`}
      {...props}
    />
  );
}

type FieldProps = Omit<FormFieldProps, "name" | "label"> & Partial<Pick<FormFieldProps, "name" | "label">>;

/** First name (required) and last name (optional): registration, edit-profile and the profile's details. */
export function NameFields({
  values,
  error,
}: {
  values: { firstName?: string; lastName?: string };
  error: (name: "firstName" | "lastName") => string | null | undefined;
}) {
  return (
    <>
      <FormField
        name="firstName"
        label="First name"
        autoComplete="given-name"
        required
        maxLength={NAME_MAX_LENGTH}
        error={error("firstName")}
        defaultValue={values.firstName ?? ""}
      />
      <FormField
        name="lastName"
        label="Last name (optional)"
        autoComplete="family-name"
        maxLength={NAME_MAX_LENGTH}
        error={error("lastName")}
        defaultValue={values.lastName ?? ""}
      />
    </>
  );
}

/** An e-mail address input. */
export function EmailField({ name = "email", label = "E-mail", ...props }: FieldProps) {
  return (
    <FormField name={name} label={label} type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} {...props} />
  );
}

/** A mobile number as typed (with or without its country code; the server reads it). */
export function MobileField({ name = "mobile", label = "Mobile number", ...props }: FieldProps) {
  return (
    <FormField name={name} label={label} type="tel" autoComplete="tel" inputMode="tel" maxLength={20} {...props} />
  );
}

/** The one "e-mail or mobile number" input (sign-in, a code, a forgotten password). */
export function ContactField({ name = "contact", label = "E-mail or mobile number", ...props }: FieldProps) {
  return (
    <FormField
      name={name}
      label={label}
      type="text"
      autoComplete="username"
      required
      maxLength={EMAIL_MAX_LENGTH}
      {...props}
    />
  );
}

/** A confirmation after a successful step ("We sent a code to …"). */
export function FormNotice({ id, message }: { id?: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="auth-form__notice" role="status">
      {message}
    </p>
  );
}
