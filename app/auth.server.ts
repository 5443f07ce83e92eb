/**
 * Sign-in, registration and sign-out for the storefront (spec part 2 §2 account, §5 validation).
 * The commerce service owns accounts and sessions: a login or registration answers with its
 * `f.session` cookie, whose token the storefront keeps in its own signed session cookie and forwards
 * on later calls (see getApi). Nothing about a user is cached.
 */
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { safeRedirect } from "~/lib/redirect";
import { FDKServerResponseError } from "~/sdk";
import { setCookieValue } from "~/sdk/client";
import { EMAIL_PATTERN, isStrongPassword, MESSAGES, NAME_PATTERN, PASSWORD_MAX_LENGTH } from "~/sdk/validation";
import type { UserSchema } from "~/sdk/api";
import { getApi, SERVICE_SESSION_COOKIE, toErrorResponse } from "~/sdk.server";
import { commitSession, getSession, type ShopperSession } from "~/session.server";

// ---------------------------------------------------------------------------------------------
// Who is signed in

export interface ShopperState {
  session: ShopperSession;
  user: UserSchema | null;
  /** The session held a token the service no longer accepts (401): it has been unset, commit it. */
  expired: boolean;
}

/**
 * The signed-in shopper, asked of the service on every call (never cached). A 401 means the
 * service session ended: the token is unset on `session` (the caller commits). Any other failure
 * counts as signed out for this request, without forgetting the token.
 */
export async function loadShopper(request: Request, context: AppLoadContext, session?: ShopperSession): Promise<ShopperState> {
  const s = session ?? (await getSession(request));
  if (!s.get("userToken")) return { session: s, user: null, expired: false };
  try {
    const { user } = await getApi(context, { request, session: s }).user.getLoggedInUser();
    return { session: s, user, expired: false };
  } catch (error) {
    if (error instanceof FDKServerResponseError && Number(error.status) === 401) {
      s.unset("userToken");
      return { session: s, user: null, expired: true };
    }
    if (!(error instanceof FDKServerResponseError)) console.error(error);
    return { session: s, user: null, expired: false };
  }
}

/** Headers that store a session change (an expired token dropped), or none. */
export async function sessionHeaders(state: ShopperState): Promise<HeadersInit | undefined> {
  return state.expired ? { "Set-Cookie": await commitSession(state.session) } : undefined;
}

/** Visitors only (login, register): a signed-in shopper is sent home. */
export async function requireVisitor(request: Request, context: AppLoadContext): Promise<ShopperState> {
  const state = await loadShopper(request, context);
  if (state.user) throw redirect("/");
  return state;
}

/** Collects the service session token a response sets (login, registration, logout clears it). */
export function sessionTokenCatcher() {
  let token: string | undefined;
  return {
    onResponse(response: Response) {
      const value = setCookieValue(response, SERVICE_SESSION_COOKIE);
      if (value !== undefined) token = value;
    },
    get token() {
      return token;
    },
  };
}

async function signedIn(session: ShopperSession, token: string, redirectUrl: string) {
  session.set("userToken", token);
  return redirect(safeRedirect(redirectUrl), { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
}

// ---------------------------------------------------------------------------------------------
// Validation (the service's rules and messages, spec part 2 §5)

/** Country code sent with a mobile number (the store sells in India). */
const COUNTRY_CODE = "91";

const redirectField = z.string().max(2000).optional();

const loginSchema = z.object({
  username: z.string({ required_error: "Enter your e-mail address or mobile number" }).trim().max(254, "Enter your e-mail address or mobile number"),
  password: z.string({ required_error: "Enter your password" }).max(128, "Password must be at most 128 characters"),
  redirectUrl: redirectField,
});

const name = (label: string) =>
  z.string({ required_error: `${label} is required` }).trim().max(100, `${label} must be at most 100 characters`).regex(NAME_PATTERN, MESSAGES.name(label));

const registerSchema = z.object({
  firstName: name("First name"),
  lastName: name("Last name").optional(),
  email: z.string({ required_error: "E-mail is required" }).trim().max(254, MESSAGES.email).regex(EMAIL_PATTERN, MESSAGES.email),
  mobile: z
    .string()
    .trim()
    .regex(/^\d+$/, MESSAGES.mobile)
    .min(4, MESSAGES.mobileLength)
    .max(15, MESSAGES.mobileLength)
    .optional(),
  password: z
    .string({ required_error: "Password is required" })
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
    .refine(isStrongPassword, MESSAGES.password),
  redirectUrl: redirectField,
});

export type FieldErrors = Record<string, string[] | null | undefined>;

export interface AuthFormResult {
  /** Field errors by input name. */
  errors: FieldErrors;
  /** A message for the whole form (wrong credentials, rate limit). */
  formError: string | null;
  /** What the shopper typed (never the password). */
  values: Record<string, string>;
}

function keptValues(formData: FormData, names: string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of names) {
    const value = formData.get(key);
    if (typeof value === "string") values[key] = value.slice(0, 300);
  }
  return values;
}

/** The service's message and field errors of a 4xx; anything else is thrown as a response. */
function serviceFailure(error: unknown): { status: number; message: string; errors: Record<string, string[]> } {
  if (error instanceof FDKServerResponseError) {
    const status = Number(error.status) || 500;
    if (status >= 400 && status < 500) {
      const details = error.details as { errors?: Record<string, string[]> } | null;
      const errors = details && typeof details === "object" && details.errors && typeof details.errors === "object" ? details.errors : {};
      return { status, message: error.message, errors };
    }
  }
  throw toErrorResponse(error);
}

// ---------------------------------------------------------------------------------------------
// Actions

export async function handleLogin(request: Request, context: AppLoadContext) {
  const formData = await request.formData();
  const session = await getSession(request);
  const values = keptValues(formData, ["username"]);
  const submission = parseWithZod(formData, { schema: loginSchema });
  const fail = (status: number, result: Partial<AuthFormResult>) =>
    data<AuthFormResult>({ errors: {}, formError: null, values, ...result }, { status });
  if (submission.status !== "success") return fail(400, { errors: submission.error ?? {} });
  const { username, password, redirectUrl } = submission.value;
  const catcher = sessionTokenCatcher();
  try {
    await getApi(context, { request, session: null, onResponse: catcher.onResponse }).user.loginWithEmailAndPassword({
      body: { username, password },
    });
  } catch (error) {
    const failure = serviceFailure(error);
    return fail(failure.status, { formError: failure.message });
  }
  if (!catcher.token) throw toErrorResponse(new Error("The service did not start a session"));
  return signedIn(session, catcher.token, redirectUrl ?? "/");
}

const SERVICE_FIELDS: Record<string, string> = {
  first_name: "firstName",
  last_name: "lastName",
  email: "email",
  "phone.mobile": "mobile",
  "mobile.mobile": "mobile",
  "phone.country_code": "mobile",
  password: "password",
};

export async function handleRegister(request: Request, context: AppLoadContext) {
  const formData = await request.formData();
  const session = await getSession(request);
  const values = keptValues(formData, ["firstName", "lastName", "email", "mobile"]);
  const submission = parseWithZod(formData, { schema: registerSchema });
  const fail = (status: number, result: Partial<AuthFormResult>) =>
    data<AuthFormResult>({ errors: {}, formError: null, values, ...result }, { status });
  if (submission.status !== "success") return fail(400, { errors: submission.error ?? {} });
  const { firstName, lastName, email, mobile, password, redirectUrl } = submission.value;
  const catcher = sessionTokenCatcher();
  try {
    await getApi(context, { request, session: null, onResponse: catcher.onResponse }).user.registerWithForm({
      body: {
        first_name: firstName,
        last_name: lastName ?? "",
        email: email.toLowerCase(),
        password,
        ...(mobile ? { phone: { country_code: COUNTRY_CODE, mobile } } : {}),
      },
    });
  } catch (error) {
    const failure = serviceFailure(error);
    const errors: FieldErrors = {};
    for (const [key, messages] of Object.entries(failure.errors)) {
      const field = SERVICE_FIELDS[key];
      if (field && Array.isArray(messages)) errors[field] = messages;
    }
    return fail(failure.status, { errors, formError: Object.keys(errors).length ? null : failure.message });
  }
  if (!catcher.token) throw toErrorResponse(new Error("The service did not start a session"));
  return signedIn(session, catcher.token, redirectUrl ?? "/");
}

export async function handleLogout(request: Request, context: AppLoadContext) {
  const session = await getSession(request);
  if (session.get("userToken")) {
    try {
      await getApi(context, { request, session }).user.logout();
    } catch (error) {
      // Signing out on the storefront still happens; the service session expires on its own.
      if (!(error instanceof FDKServerResponseError)) console.error(error);
    }
  }
  session.unset("userToken");
  return redirect("/", { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
}
