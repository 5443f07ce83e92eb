/**
 * The contact form's rules (spec part 1 §5, part 2 §5): name, email, phone and comment are all
 * required, else 'name, email, phone and comment is required'; the e-mail address must look like
 * one; the name holds only letters, digits, hyphen, underscore, apostrophe, period and space; the
 * phone only digits. Pure: the action parses the posted form with it.
 */
import { z } from "zod";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, NAME_MAX_LENGTH } from "~/sdk/validation";
import { CONTACT_FIELDS, type ContactField } from "./contact-fields";

export const CONTACT_MESSAGES = {
  required: "name, email, phone and comment is required",
  email: "Enter a valid email address",
  name: "Name can only contain letters, digits, hyphens, underscores, apostrophes, periods and spaces",
  phone: "Phone can only contain digits",
  phoneLength: "Phone must be at most 15 digits",
  comment: "Comment must be at most 2000 characters",
} as const;

const COMMENT_MAX_LENGTH = 2000;
const PHONE_MAX_LENGTH = 15;
/** Each field's most characters. */
export const CONTACT_LIMITS = {
  name: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  phone: PHONE_MAX_LENGTH,
  comment: COMMENT_MAX_LENGTH,
} as const;

const required = (schema: z.ZodString) =>
  z.string({ required_error: CONTACT_MESSAGES.required }).trim().min(1, CONTACT_MESSAGES.required).pipe(schema);

const contactSchema = z.object({
  name: required(
    z
      .string()
      .max(NAME_MAX_LENGTH)
      .regex(/^[\p{L}\p{M}\p{N}\-_'. ]+$/u, CONTACT_MESSAGES.name),
  ),
  email: required(
    z.string().max(EMAIL_MAX_LENGTH, CONTACT_MESSAGES.email).regex(EMAIL_PATTERN, CONTACT_MESSAGES.email),
  ),
  phone: required(
    z.string().regex(/^\d+$/, CONTACT_MESSAGES.phone).max(PHONE_MAX_LENGTH, CONTACT_MESSAGES.phoneLength),
  ),
  comment: required(z.string().max(COMMENT_MAX_LENGTH, CONTACT_MESSAGES.comment)),
});
type ContactMessage = z.infer<typeof contactSchema>;

/** The posted values as strings (missing ones empty). */
export function contactValues(form: FormData | Record<string, unknown>): Record<ContactField, string> {
  const get = (name: string) => (form instanceof FormData ? form.get(name) : form[name]);
  return Object.fromEntries(
    CONTACT_FIELDS.map((name) => {
      const value = get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  ) as Record<ContactField, string>;
}

/** The form checked: the message, or the first error of each field. */
export function checkContact(
  form: FormData | Record<string, unknown>,
): { ok: true; message: ContactMessage } | { ok: false; errors: Partial<Record<ContactField, string>> } {
  const parsed = contactSchema.safeParse(contactValues(form));
  if (parsed.success) return { ok: true, message: parsed.data };
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
