/**
 * What the auth forms share: the result an action answers when a form is rejected, the service's
 * 4xx turned into messages, the one "e-mail or mobile number" field, and the redirect target
 * carried through every step.
 */
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { looksLikeEmail } from "~/lib/contact";
import { parseMobile } from "~/lib/phone";
import { safeRedirect } from "~/lib/redirect";
import { FDKServerResponseError } from "~/sdk";
import { EMAIL_PATTERN, MESSAGES, OTP_LENGTH } from "~/sdk/validation";
import { toErrorResponse } from "~/sdk.server";

export type FieldErrors = Record<string, string[] | null | undefined>;

export interface AuthFormResult {
  /** The form that was sent (a page can have several). */
  intent: string;
  /** Field errors by input name. */
  errors: FieldErrors;
  /** A message for the whole form (wrong credentials, rate limit). */
  formError: string | null;
  /** What the shopper typed (never a password). */
  values: Record<string, string>;
}

export function formFailure(status: number, result: Partial<AuthFormResult> & { intent: string }) {
  return data<AuthFormResult>({ errors: {}, formError: null, values: {}, ...result }, { status });
}

export function keptValues(formData: FormData, names: string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of names) {
    const value = formData.get(key);
    if (typeof value === "string") values[key] = value.slice(0, 300);
  }
  return values;
}

export interface ServiceFailure {
  status: number;
  message: string;
  /** The body's machine-readable code (e.g. "ACCOUNT_LOCKED"). */
  code: string | null;
  /** Field errors keyed by body field names. */
  errors: Record<string, string[]>;
}

/** The service's message and field errors of a 4xx; anything else is thrown as a response. */
export function serviceFailure(error: unknown): ServiceFailure {
  if (error instanceof FDKServerResponseError) {
    const status = Number(error.status) || 500;
    if (status >= 400 && status < 500) {
      const details = error.details as { errors?: Record<string, string[]> } | null;
      const errors = details && typeof details === "object" && details.errors && typeof details.errors === "object" ? details.errors : {};
      return { status, message: error.message, code: error.code === null ? null : String(error.code), errors };
    }
  }
  throw toErrorResponse(error);
}

export const ACCOUNT_LOCKED_PATH = "/auth/account-locked/";

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

export const otpField = z
  .string({ required_error: MESSAGES.otp })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MESSAGES.otp);
