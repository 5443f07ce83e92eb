/**
 * The newsletter sign-up's rule: one e-mail address, required and shaped like one (the same pattern
 * as the account forms), at most EMAIL_MAX_LENGTH characters. Pure: the action parses the posted form
 * with it.
 */
import { z } from "zod";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "~/sdk/validation";
import { NEWSLETTER_MESSAGES, NEWSLETTER_TRAP } from "./newsletter-fields";

const signUpSchema = z.object({
  email: z
    .string({ required_error: NEWSLETTER_MESSAGES.required })
    .trim()
    .min(1, NEWSLETTER_MESSAGES.required)
    .max(EMAIL_MAX_LENGTH, NEWSLETTER_MESSAGES.invalid)
    .regex(EMAIL_PATTERN, NEWSLETTER_MESSAGES.invalid),
});

type NewsletterCheck = { ok: true; email: string; trapped: boolean } | { ok: false; email: string; error: string };

/** The posted form checked: the address, or its error with what was typed; `trapped` when a bot filled the trap. */
export function checkSignUp(form: FormData): NewsletterCheck {
  const raw = form.get("email");
  const typed = typeof raw === "string" ? raw.slice(0, 300) : "";
  const trap = form.get(NEWSLETTER_TRAP);
  const parsed = signUpSchema.safeParse({ email: typeof raw === "string" ? raw : undefined });
  if (!parsed.success)
    return { ok: false, email: typed, error: parsed.error.issues[0]?.message ?? NEWSLETTER_MESSAGES.invalid };
  return { ok: true, email: parsed.data.email, trapped: typeof trap === "string" && trap.trim() !== "" };
}
