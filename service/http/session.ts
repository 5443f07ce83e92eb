/**
 * The shopper's session over HTTP: the `f.session` cookie (Fynd's cookie name) that carries the
 * session token, the client address, and the middleware that resolves the signed-in user per
 * request. The storefront SDK forwards the token as the `cookie` header, as the official SDK does.
 * The sessions themselves (create, resume, end) are the user module's (modules/user/sessions.ts).
 */
import { parse as parseCookie, serialize } from "cookie";
import type { Context, MiddlewareHandler } from "hono";
import type { Db } from "../db/client";
import {
  resumeSession,
  SESSION_TTL_MS,
  type Caller,
  type SessionRow,
  type SignedInCaller,
  type UserRow,
} from "../modules/user/sessions";
import { ApiError } from "./errors";
import { clientAddressOf, type ServiceEnv } from "./middleware";

const SESSION_COOKIE = "f.session";

export interface UserEnv {
  Variables: ServiceEnv["Variables"] & { user?: UserRow; session?: SessionRow };
}

const COOKIE_OPTIONS = { path: "/", httpOnly: true, sameSite: "lax" } as const;

/** The session token from a `cookie` header (the first `f.session`: browsers send the most specific first). */
function sessionToken(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const found = parseCookie(cookieHeader)[SESSION_COOKIE];
  return found && /^[A-Za-z0-9_-]{43}$/.test(found) ? found : undefined;
}

function sessionCookie(token: string, maxAgeMs = SESSION_TTL_MS): string {
  return serialize(SESSION_COOKIE, token, { ...COOKIE_OPTIONS, maxAge: Math.floor(maxAgeMs / 1000) });
}
const clearedSessionCookie = () => serialize(SESSION_COOKIE, "", { ...COOKIE_OPTIONS, maxAge: 0 });

/** Sends the cookie of a session the call started. */
const setSessionCookie = (c: Context, token: string) => c.header("set-cookie", sessionCookie(token), { append: true });
/**
 * The answer of a call that may start a session (registration, sign-in, a code, a reset password):
 * the session's cookie when the domain function started one, and its body.
 */
export function answerWithSession<T extends object>(c: Context, answer: { body: T; sessionToken?: string }) {
  if (answer.sessionToken) setSessionCookie(c, answer.sessionToken);
  return c.json(answer.body);
}
/** Tells the browser to forget its session cookie (logout, account deletion). */
export const clearSessionCookie = (c: Context) => c.header("set-cookie", clearedSessionCookie(), { append: true });

/** The client address resolveClientAddress found (an app without it: the socket's, or in-process the forwarded one). */
export function clientAddress(c: Context): string {
  return (c as Context<ServiceEnv>).get("clientAddress") ?? clientAddressOf(c, false);
}

/** Who the request comes from, as plain values for domain code. */
export function caller(c: Context<UserEnv>): Caller {
  const app = c.get("application");
  return {
    app: { id: app.id, name: app.name },
    user: c.get("user"),
    session: c.get("session"),
    client: { ip: clientAddress(c), userAgent: c.req.header("user-agent") ?? "" },
    requestId: c.get("requestId"),
  };
}

/** The caller of a handler behind requireUser, with its shopper. */
export const signedInCaller = (c: Context<UserEnv>): SignedInCaller => ({ ...caller(c), user: currentUser(c) });

/** Sets `user` and `session` when the request carries a live session of this application; never fails. */
export function optionalUser(db: Db, now: () => number = Date.now): MiddlewareHandler<UserEnv> {
  return async (c, next) => {
    const token = sessionToken(c.req.header("cookie"));
    const found = token ? await resumeSession(db, c.get("application").id, token, now()) : undefined;
    if (found) {
      c.set("user", found.user);
      c.set("session", found.session);
    }
    await next();
  };
}

/** 401 'Login required' unless optionalUser found a user. */
export const requireUser = (): MiddlewareHandler<UserEnv> => async (c, next) => {
  if (!c.get("user")) throw new ApiError(401, "Login required");
  await next();
};

/** The signed-in user, for handlers behind requireUser. */
export function currentUser(c: Context<UserEnv>): UserRow {
  const user = c.get("user");
  if (!user) throw new ApiError(401, "Login required");
  return user;
}
