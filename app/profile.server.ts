/**
 * The profile area's server side (spec part 2 §2): the signed-in guard, the cart-disabled guard,
 * and what every profile form shares (kept values, field errors from the service, 303 redirects
 * with a notice). Page loaders and actions are in app/profile/*.server.ts.
 */
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { requireUser, type SignedInShopper } from "~/guards.server";
import { themeGlobalProps } from "~/lib/theme";
import { doneUrl, type NoticeKey } from "~/lib/profile";
import { FDKServerResponseError } from "~/sdk";
import type { StorefrontApi } from "~/sdk/api";
import { getApi, toErrorResponse } from "~/sdk.server";
import type { ShopperSession } from "~/session.server";
import { getTheme } from "~/theme.server";

export interface ProfileShopper extends SignedInShopper {
  /** The SDK acting as this shopper (their service session is forwarded). */
  api: StorefrontApi;
}

/** The signed-in shopper with an SDK client of theirs, or a redirect to login (with redirectUrl). */
export async function requireProfileUser(request: Request, context: AppLoadContext): Promise<ProfileShopper> {
  const shopper = await requireUser(request, context);
  return { ...shopper, api: getApi(context, { request, session: shopper.session }) };
}

/** The theme's global custom prop `disable_cart` (catalogue-only stores). */
export async function isCartDisabled(context: AppLoadContext, session: ShopperSession): Promise<boolean> {
  try {
    const theme = await getTheme(getApi(context), session);
    return themeGlobalProps(theme).disable_cart === true;
  } catch {
    // The theme cannot be read: the shell's error handling shows that; the cart counts as on.
    return false;
  }
}

/**
 * Refer & earn, reward history and saved cards (and orders) are blocked when the cart feature is
 * disabled: the shopper is sent home.
 */
export async function requireCartEnabled(request: Request, context: AppLoadContext): Promise<ProfileShopper> {
  const shopper = await requireProfileUser(request, context);
  if (await isCartDisabled(context, shopper.session)) throw redirect("/");
  return shopper;
}

export type FieldErrors = Record<string, string[] | null | undefined>;

/** What an action answers when a form is rejected (re-rendered with errors and the shopper's values). */
export interface ProfileFormResult {
  /** The form that was sent (a page can have several). */
  intent: string;
  errors: FieldErrors;
  formError: string | null;
  values: Record<string, string>;
}

export function formFailure(status: number, result: Partial<ProfileFormResult> & { intent: string }) {
  return data<ProfileFormResult>({ errors: {}, formError: null, values: {}, ...result }, { status });
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

export interface ServiceFailure {
  status: number;
  message: string;
  /** The service's field errors, keyed by body field names. */
  errors: Record<string, string[]>;
}

/** A 4xx from the service as message + field errors; anything else is thrown as an error response. */
export function serviceFailure(error: unknown): ServiceFailure {
  if (error instanceof FDKServerResponseError) {
    const status = Number(error.status) || 500;
    if (status >= 400 && status < 500) {
      const details = error.details as { errors?: unknown } | null;
      const raw = details && typeof details === "object" && details.errors && typeof details.errors === "object" ? details.errors : {};
      const errors: Record<string, string[]> = {};
      for (const [key, messages] of Object.entries(raw as Record<string, unknown>)) {
        if (Array.isArray(messages)) errors[key] = messages.filter((m): m is string => typeof m === "string");
        else if (typeof messages === "string") errors[key] = [messages];
      }
      return { status, message: error.message, errors };
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

/** 303 back to a profile page with a notice. */
export function doneRedirect(path: string, done: NoticeKey, extra?: Record<string, string | null | undefined>, init?: ResponseInit) {
  return redirect(doneUrl(path, done, extra), { ...init, status: 303 });
}

/** The intent of a posted form (a short token), or "". */
export function intentOf(formData: FormData): string {
  const intent = formData.get("intent");
  return typeof intent === "string" && /^[a-z-]{1,32}$/.test(intent) ? intent : "";
}

/** Cache-Control for every profile response: personal, never stored. */
export const PRIVATE_HEADERS = { "Cache-Control": "private, no-store" } as const;
