/**
 * What the auth forms share besides what every form does (app/forms.server.ts): the one "e-mail or
 * mobile number" field, the code, name and new-password fields (the profile pages use them too), the redirect
 * target carried through every step, and the account-locked answer.
 */
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { looksLikeEmail } from "~/lib/contact";
import { parseMobile } from "~/lib/phone.server";
import { safeRedirect } from "~/lib/redirect";
import { EMAIL_PATTERN, MESSAGES, NAME_PATTERN } from "~/sdk/validation";
import { nameText, otpCodeField, strongPasswordField } from "~/sdk/fields";
import type { ServiceFailure } from "~/forms.server";

const ACCOUNT_LOCKED_PATH = "/auth/account-locked/";

/** A deleted account's sign-in answers 403 ACCOUNT_LOCKED: the shopper is shown account-locked. */
export function isAccountLocked(failure: ServiceFailure): boolean {
  return failure.status === 403 && failure.code === "ACCOUNT_LOCKED";
}

export function accountLocked() {
  return redirect(ACCOUNT_LOCKED_PATH, 303);
}

export const redirectField = z.string().max(2000).optional();

/** The redirect target of a page (query `redirectUrl`), same-site paths only. */
export function redirectParam(request: Request): string {
  return safeRedirect(new URL(request.url).searchParams.get("redirectUrl"));
}

export type Contact = { kind: "email"; email: string } | { kind: "mobile"; countryCode: string; mobile: string };

/** The one contact field ("E-mail or mobile number"): an e-mail address, or a number read with libphonenumber (default India). */
export function contactField(label = MESSAGES.contact) {
  return z
    .string({ required_error: label })
    .trim()
    .max(254, label)
    .transform((input, ctx): Contact => {
      if (looksLikeEmail(input)) {
        if (!EMAIL_PATTERN.test(input)) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: MESSAGES.email });
          return z.NEVER;
        }
        return { kind: "email", email: input.toLowerCase() };
      }
      const mobile = parseMobile(input);
      if (!mobile) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: "Enter a valid e-mail address or mobile number" });
        return z.NEVER;
      }
      return { kind: "mobile", ...mobile };
    });
}

export const otpField = otpCodeField(MESSAGES.otp);

const name = (label: string) =>
  nameText(label, { required_error: `${label} is required` }).regex(NAME_PATTERN, MESSAGES.name(label));

/**
 * First name (required) and last name (optional), as registration, edit-profile and the profile's
 * details form take them.
 */
export const nameFields = { firstName: name("First name"), lastName: name("Last name").optional() };

/** A new password (setting a forgotten one, or changing it on the profile). */
export const newPasswordField = strongPasswordField("Enter a new password");
