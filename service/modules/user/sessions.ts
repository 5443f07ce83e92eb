/**
 * Shopper sessions: an opaque 32-byte random token in the `f.session` cookie (Fynd's cookie name),
 * stored only as its SHA-256. The storefront SDK forwards the token as the `cookie` header, as the
 * official SDK does; `optionalUser` / `requireUser` resolve the user per request.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, inArray, ne } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { LoginSuccess, UserSchema } from "../../contract/types";
import type { Db, Tx } from "../../db/client";
import { userEmails, userPhones, users, userSessions } from "../../db/schema";
import { ApiError } from "../../http/errors";
import type { ServiceEnv } from "../../http/middleware";

export const SESSION_COOKIE = "f.session";
export const SESSION_TTL_MS = 30 * 24 * 3600_000;
/** last_seen_at is refreshed at most this often, so reads do not write on every request. */
const TOUCH_INTERVAL_MS = 5 * 60_000;

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof userSessions.$inferSelect;

export interface UserEnv {
  Variables: ServiceEnv["Variables"] & { user?: UserRow; session?: SessionRow };
}

export const newId = () => randomBytes(12).toString("hex");
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The session token from a `cookie` header (the last `f.session` wins, like a browser's most specific). */
export function sessionToken(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  let found: string | undefined;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === SESSION_COOKIE) found = part.slice(eq + 1).trim();
  }
  return found && /^[A-Za-z0-9_-]{43}$/.test(found) ? found : undefined;
}

export function sessionCookie(token: string, maxAgeMs = SESSION_TTL_MS): string {
  return `${SESSION_COOKIE}=${token}; Max-Age=${Math.floor(maxAgeMs / 1000)}; Path=/; HttpOnly; SameSite=Lax`;
}
export const clearedSessionCookie = () => `${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`;

/** The client address: the first X-Forwarded-For hop (the storefront forwards the shopper's), else the socket's. */
export function clientAddress(c: Context): string {
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  if (forwarded) return forwarded.slice(0, 64);
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? "unknown";
}

/** Creates a session for the user and sets its cookie on the response (inside the caller's transaction when given one). */
export async function startSession(db: Tx, c: Context, userId: string, now: number): Promise<SessionRow> {
  const token = randomBytes(32).toString("base64url");
  const [session] = await db
    .insert(userSessions)
    .values({
      id: newId(),
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now + SESSION_TTL_MS),
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      userAgent: (c.req.header("user-agent") ?? "").slice(0, 300),
      ip: clientAddress(c),
    })
    .returning();
  c.header("set-cookie", sessionCookie(token), { append: true });
  return session;
}

/** Ends every session of the user, or every one but `exceptId` (password change, reset, account deletion). */
export async function endSessions(db: Tx, userId: string, exceptId?: string): Promise<void> {
  await db
    .delete(userSessions)
    .where(
      exceptId ? and(eq(userSessions.userId, userId), ne(userSessions.id, exceptId)) : eq(userSessions.userId, userId),
    );
}

/** Sets `user` and `session` when the request carries a live session of this application; never fails. */
export function optionalUser(db: Db, now: () => number = Date.now): MiddlewareHandler<UserEnv> {
  return async (c, next) => {
    const token = sessionToken(c.req.header("cookie"));
    if (token) {
      const at = now();
      const [row] = await db
        .select({ session: userSessions, user: users })
        .from(userSessions)
        .innerJoin(users, eq(users.id, userSessions.userId))
        .where(
          and(
            eq(userSessions.tokenHash, hashToken(token)),
            gt(userSessions.expiresAt, new Date(at)),
            eq(users.applicationId, c.get("application").id),
            eq(users.active, true),
          ),
        )
        .limit(1);
      if (row) {
        c.set("user", row.user);
        c.set("session", row.session);
        if (at - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
          await db
            .update(userSessions)
            .set({ lastSeenAt: new Date(at) })
            .where(eq(userSessions.id, row.session.id));
        }
      }
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

/** UserSchema documents for these users, in order. */
export async function toUserSchemas(db: Tx, rows: UserRow[]): Promise<UserSchema[]> {
  if (!rows.length) return [];
  const ids = rows.map((u) => u.id);
  const [emails, phones] = await Promise.all([
    db.select().from(userEmails).where(inArray(userEmails.userId, ids)).orderBy(asc(userEmails.id)),
    db.select().from(userPhones).where(inArray(userPhones.userId, ids)).orderBy(asc(userPhones.id)),
  ]);
  return rows.map((u) => ({
    _id: u.id,
    user_id: u.id,
    application_id: u.applicationId,
    first_name: u.firstName,
    last_name: u.lastName,
    gender: u.gender,
    dob: u.dob,
    profile_pic_url: u.profilePicUrl,
    account_type: "user",
    emails: emails
      .filter((e) => e.userId === u.id)
      .map((e) => ({ email: e.email, primary: e.primary, verified: e.verified, active: e.active })),
    phone_numbers: phones
      .filter((p) => p.userId === u.id)
      .map((p) => ({
        phone: p.phone,
        country_code: p.countryCode,
        primary: p.primary,
        verified: p.verified,
        active: p.active,
      })),
    active: u.active,
    created_at: u.createdAt.toISOString(),
    updated_at: u.updatedAt.toISOString(),
  }));
}

export async function toUserSchema(db: Tx, row: UserRow): Promise<UserSchema> {
  const [user] = await toUserSchemas(db, [row]);
  return user;
}

/** The answer of calls that return the signed-in shopper (login, password reset, contact changes). */
export async function loginAnswer(db: Tx, c: Context<UserEnv>, user: UserRow): Promise<LoginSuccess> {
  return { user: await toUserSchema(db, user), request_id: c.get("requestId"), register_token: "" };
}
