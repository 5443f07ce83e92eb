/**
 * The account fields' zod rules (spec part 2 §5), shared by the service's validators and the
 * storefront's forms (through `app/sdk/fields.ts`): one copy of each rule. Each side says what a
 * missing value is called ("password is required" on the wire, "Enter a new password" on a form).
 * A module of its own: `validation.ts` is also bundled for the browser, which needs no zod.
 */
import { z } from "zod";
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  isStrongPassword,
  MESSAGES,
  NAME_MAX_LENGTH,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
} from "./validation";

/** An e-mail address (as typed: callers lower-case it where they need to). */
export const emailAddressField = (requiredMessage: string) =>
  z
    .string({ required_error: requiredMessage })
    .trim()
    .max(EMAIL_MAX_LENGTH, MESSAGES.email)
    .regex(EMAIL_PATTERN, MESSAGES.email);

/** A password that meets the strength rule (registration, a new or changed password; not sign-in). */
export const strongPasswordField = (requiredMessage: string) =>
  z
    .string({ required_error: requiredMessage })
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
    .refine(isStrongPassword, MESSAGES.password);

/** A one-time code: exactly OTP_LENGTH digits. */
export const otpCodeField = (requiredMessage: string) =>
  z
    .string({ required_error: requiredMessage })
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MESSAGES.otp);

/** A first or last name's text, at most 100 characters; callers add NAME_PATTERN's rule as their form needs (required or not). */
export const nameText = (label: string, params?: z.RawCreateParams & { required_error?: string }) =>
  z.string(params).trim().max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`);
