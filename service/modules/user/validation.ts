/** Input rules of the user module (spec part 2 §5), with the messages shoppers see. */
import { z } from "zod";
import { EMAIL_PATTERN, isStrongPassword, MESSAGES, NAME_PATTERN, PASSWORD_MAX_LENGTH } from "../../contract/validation";

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
  mobile: z.string({ required_error: "mobile is required" }).trim().regex(/^\d{4,15}$/, MESSAGES.mobile),
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
    if (!body.email && !body.phone && !body.mobile) ctx.addIssue({ code: "custom", path: ["email"], message: MESSAGES.contact });
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
