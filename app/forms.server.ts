/**
 * What every storefront form action shares (auth and profile pages): the result an action answers
 * when a form is rejected (re-rendered with field errors and the shopper's values), the service's
 * 4xx turned into messages, the intent of a posted form, and the 303 that stores the session.
 * Auth-only pieces (the contact and code fields, account-locked) are in app/auth/forms.server.ts;
 * the profile area's guards are in app/profile/guards.server.ts.
 */
import { data, redirect } from "@remix-run/node";
import { FDKServerResponseError } from "~/sdk";
import { toErrorResponse } from "~/sdk.server";
import { commitSession, type ShopperSession } from "~/session.server";

export type FieldErrors = Record<string, string[] | null | undefined>;

/** What an action answers when a form is rejected. */
export interface FormResult {
  /** The form that was sent (a page can have several). */
  intent: string;
  /** Field errors by input name. */
  errors: FieldErrors;
  /** A message for the whole form (wrong credentials, rate limit). */
  formError: string | null;
  /** What the shopper typed (never a password). */
  values: Record<string, string>;
}

export function formFailure(
  status: number,
  result: Partial<FormResult> & { intent: string },
  init?: Omit<ResponseInit, "status">,
) {
  return data<FormResult>({ errors: {}, formError: null, values: {}, ...result }, { ...init, status });
}

/** The named text fields of a form, cut to a sane length (never passwords). */
export function keptValues(formData: FormData, names: string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of names) {
    const value = formData.get(key);
    if (typeof value === "string") values[key] = value.slice(0, 300);
  }
  return values;
}

/** The intent of a posted form (a short token), or "". */
export function intentOf(formData: FormData): string {
  const intent = formData.get("intent");
  return typeof intent === "string" && /^[a-z-]{1,32}$/.test(intent) ? intent : "";
}

export interface ServiceFailure {
  status: number;
  message: string;
  /** The body's machine-readable code (e.g. "ACCOUNT_LOCKED"). */
  code: string | null;
  /** The service's field errors, keyed by body field names. */
  errors: Record<string, string[]>;
}

/** A 4xx from the service as message, code and field errors; anything else is thrown as an error response. */
export function serviceFailure(error: unknown): ServiceFailure {
  if (error instanceof FDKServerResponseError) {
    const status = Number(error.status) || 500;
    if (status >= 400 && status < 500) {
      const details = error.details as { errors?: unknown } | null;
      const raw =
        details && typeof details === "object" && details.errors && typeof details.errors === "object"
          ? details.errors
          : {};
      const errors: Record<string, string[]> = {};
      for (const [key, messages] of Object.entries(raw as Record<string, unknown>)) {
        if (Array.isArray(messages)) errors[key] = messages.filter((m): m is string => typeof m === "string");
        else if (typeof messages === "string") errors[key] = [messages];
      }
      return { status, message: error.message, code: error.code === null ? null : String(error.code), errors };
    }
  }
  throw toErrorResponse(error);
}

/**
 * A rejected call as a form result: the service's field errors moved onto the form's fields
 * (`fields` maps body field names to input names); what cannot be placed becomes the form error.
 */
export function failureFromService(
  error: unknown,
  intent: string,
  fields: Record<string, string>,
  values: Record<string, string>,
  /** A 400 without field errors is about this field (e.g. "Invalid OTP" on the code). */
  fallbackField?: string,
) {
  const failure = serviceFailure(error);
  const errors: FieldErrors = {};
  for (const [key, messages] of Object.entries(failure.errors)) {
    const field = fields[key];
    if (field && messages.length) errors[field] = [...(errors[field] ?? []), ...messages];
  }
  if (!Object.keys(errors).length && fallbackField && failure.status === 400) errors[fallbackField] = [failure.message];
  const placed = Object.keys(errors).length > 0;
  return formFailure(failure.status, { intent, errors, formError: placed ? null : failure.message, values });
}

/** 303 to `to`, storing the session (its changes and flash notices). */
export async function redirectWithSession(session: ShopperSession, to: string, headers: Headers = new Headers()) {
  headers.append("Set-Cookie", await commitSession(session));
  return redirect(to, { status: 303, headers });
}
