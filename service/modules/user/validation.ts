/** Input rules of the user module (spec part 2 §5), with the messages shoppers see. */
import { z } from "zod";
import {
  EMAIL_PATTERN,
  isStrongPassword,
  MESSAGES,
  NAME_PATTERN,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
} from "../../contract/validation";

export { EMAIL_PATTERN, NAME_PATTERN, MESSAGES, PASSWORD_MIN_LENGTH } from "../../contract/validation";

export const emailField = z
  .string({ required_error: "email is required" })
  .trim()
  .max(254, MESSAGES.email)
  .regex(EMAIL_PATTERN, MESSAGES.email)
  .transform((e) => e.toLowerCase());

export const passwordField = z
  .string({ required_error: "password is required" })
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine(isStrongPassword, MESSAGES.password);

const nameField = (label: string, required: boolean) => {
  const base = z.string().trim().max(100, `${label} must be at most 100 characters`);
  return required
    ? base.min(1, `${label} is required`).regex(NAME_PATTERN, MESSAGES.name(label))
    : base.refine((v) => v === "" || NAME_PATTERN.test(v), MESSAGES.name(label));
};

export const phoneField = z.object({
  country_code: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim().replace(/^\+/, ""))
    .pipe(z.string().regex(/^\d{1,4}$/, MESSAGES.countryCode)),
  mobile: z
    .string({ required_error: "mobile is required" })
    .trim()
    .regex(/^\d{4,15}$/, MESSAGES.mobile),
});

export const registerBody = z
  .object({
    first_name: nameField("First name", true),
    last_name: nameField("Last name", false).default(""),
    gender: z.enum(["male", "female", "unisex", ""], { message: "gender must be male, female or unisex" }).default(""),
    email: emailField.optional(),
    phone: phoneField.optional(),
    mobile: phoneField.optional(),
    password: passwordField,
    register_token: z.string().max(200).optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.email && !body.phone && !body.mobile)
      ctx.addIssue({ code: "custom", path: ["email"], message: MESSAGES.contact });
  })
  .transform(({ mobile, phone, ...rest }) => ({ ...rest, phone: phone ?? mobile }));

export const loginBody = z.object({
  username: z.string({ required_error: "username is required" }).trim().min(1, "username is required").max(254),
  // Not the strength rule: old passwords must still be accepted at login.
  password: z.string({ required_error: "password is required" }).min(1, "password is required").max(128),
});

/** A username is an e-mail when it has an @, else a phone number (digits, optionally with + and its country code). */
export type Username = { kind: "email"; email: string } | { kind: "phone"; digits: string };
export function parseUsername(username: string): Username | undefined {
  const text = username.trim();
  if (text.includes("@")) return EMAIL_PATTERN.test(text) ? { kind: "email", email: text.toLowerCase() } : undefined;
  const digits = text.replace(/[\s()-]/g, "").replace(/^\+/, "");
  return /^\d{4,19}$/.test(digits) ? { kind: "phone", digits } : undefined;
}

// ---------------------------------------------------------------------------------------------
// One-time codes, passwords, verification links, account deletion and contacts

/** A one-time code: exactly OTP_LENGTH digits. */
export const otpField = z
  .string({ required_error: "otp is required" })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MESSAGES.otp);

const requestIdField = z
  .string({ required_error: "request_id is required" })
  .trim()
  .min(1, "request_id is required")
  .max(64);
const sendAction = {
  action: z.enum(["send", "resend"], { message: "action must be send or resend" }).default("send"),
  token: z.string().max(200).optional(),
};

/** login/otp, otp/mobile/send, otp/forgot/mobile/send: a mobile number (and a resend). */
export const sendMobileOtpBody = phoneField.extend(sendAction);

/** otp/mobile/verify, otp/forgot/mobile/verify. */
export const verifyMobileOtpBody = z.object({ request_id: requestIdField, otp: otpField });

/** otp/email/send, otp/forgot/email/send. */
export const sendEmailOtpBody = z.object({ email: emailField, ...sendAction });

/** otp/email/verify, otp/forgot/email/verify. */
export const verifyEmailOtpBody = z.object({ email: emailField, otp: otpField });

/** A link's code (reset, verification). */
export const codeBody = z.object({
  code: z.string({ required_error: "code is required" }).trim().min(1, "code is required").max(200),
});

/** login/password/reset/forgot and login/password/forgot. */
export const forgotPasswordBody = codeBody.extend({ password: passwordField });

/** login/password/reset (e-mail a link). */
export const resetEmailBody = z.object({ email: emailField });

/** POST password: new_password follows the strength rule; old_password is checked against the account. */
export const updatePasswordBody = z.object({
  old_password: z.string().max(128).optional(),
  new_password: z
    .string({ required_error: "new_password is required" })
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
    .refine(isStrongPassword, MESSAGES.password),
});

/** POST delete. */
export const deleteUserBody = z.object({
  user_id: z.string({ required_error: "user_id is required" }).trim().min(1, "user_id is required").max(64),
  reason: z.string().trim().max(500, "reason must be at most 500 characters").optional(),
  reason_id: z.string().trim().max(64).optional(),
  request_id: z.string().max(64).optional(),
  otp: z.string().max(16).optional(),
});

/** PUT profile email, POST email/primary, email/link/send. */
export const emailBody = z.object({ email: emailField });

/** PUT profile mobile, POST mobile/primary, mobile/link/send: `phone` is the number. */
export const contactPhoneBody = z.object({
  country_code: phoneField.shape.country_code,
  phone: z
    .string({ required_error: "phone is required" })
    .trim()
    .regex(/^\d{4,15}$/, MESSAGES.mobile),
});

const flag = z.enum(["true", "false"]).optional();
/** DELETE profile email (query). */
export const deleteEmailQuery = z.object({
  email: emailField,
  platform: z.string().optional(),
  active: flag,
  primary: flag,
  verified: flag,
});
/** DELETE profile mobile (query). */
export const deletePhoneQuery = contactPhoneBody.extend({
  platform: z.string().optional(),
  active: flag,
  primary: flag,
  verified: flag,
});
