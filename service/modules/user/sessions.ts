/**
 * Shopper sessions in the database: an opaque 32-byte random token handed out once and stored only
 * as its SHA-256. Starting, resuming, listing and ending sessions take plain values; the cookie that
 * carries the token and the client it came from are the HTTP layer's (service/http/session.ts).
 */
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { newId } from "../../db/ids";
import type { Owner } from "../../db/owner";
import { users, userSessions } from "../../db/schema";

export const SESSION_TTL_MS = 30 * 24 * 3600_000;
/** last_seen_at is refreshed at most this often, so reads do not write on every request. */
const TOUCH_INTERVAL_MS = 5 * 60_000;

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof userSessions.$inferSelect;

/** The client a request came from, as the HTTP layer read it. */
export interface Client {
  ip: string;
  userAgent: string;
}

/**
 * Who a call comes from, read from the request by the HTTP layer: the store, the signed-in shopper
 * and their session (if any), the client and the request id (answers that carry it).
 */
export interface Caller {
  app: { id: string; name: string };
  user?: UserRow;
  session?: SessionRow;
  client: Client;
  requestId: string;
}

/** A caller behind requireUser: the signed-in shopper is known. */
export type SignedInCaller = Caller & { user: UserRow };

/** The signed-in shopper as the owner of rows (ownedBy in db/owner.ts). */
export const ownerOf = (caller: SignedInCaller): Owner => ({ applicationId: caller.app.id, userId: caller.user.id });

/** A started session: its row and the token, readable only now (the caller sends it as the cookie). */
interface StartedSession {
  session: SessionRow;
  token: string;
}

/** An answer of a call that signs the shopper in: the body, and the token of the session it started. */
export interface SignedIn<T> {
  body: T;
  sessionToken: string;
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Creates a session for the user (inside the caller's transaction when given one). */
export async function startSession(db: Tx, userId: string, client: Client, now: number): Promise<StartedSession> {
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
      userAgent: client.userAgent.slice(0, 300),
      ip: client.ip,
    })
    .returning();
  return { session, token };
}

/**
 * The live session of a token in this application, with its active user; last_seen_at is refreshed
 * when it is older than TOUCH_INTERVAL_MS.
 */
export async function resumeSession(
  db: Db,
  applicationId: string,
  token: string,
  now: number,
): Promise<{ user: UserRow; session: SessionRow } | undefined> {
  const [row] = await db
    .select({ session: userSessions, user: users })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(
      and(
        eq(userSessions.tokenHash, hashToken(token)),
        gt(userSessions.expiresAt, new Date(now)),
        eq(users.applicationId, applicationId),
        eq(users.active, true),
      ),
    )
    .limit(1);
  if (row && now - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(userSessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(userSessions.id, row.session.id));
  }
  return row;
}

/** The ids of the user's live sessions, most recently seen first. */
export async function liveSessionIds(db: Tx, userId: string, now: number): Promise<string[]> {
  const rows = await db
    .select({ id: userSessions.id })
    .from(userSessions)
    .where(and(eq(userSessions.userId, userId), gt(userSessions.expiresAt, new Date(now))))
    .orderBy(desc(userSessions.lastSeenAt));
  return rows.map((r) => r.id);
}

/** Ends one session (logout). */
export async function endSession(db: Tx, sessionId: string): Promise<void> {
  await db.delete(userSessions).where(eq(userSessions.id, sessionId));
}

/** Ends every session of the user, or every one but `exceptId` (password change, reset, account deletion). */
export async function endSessions(db: Tx, userId: string, exceptId?: string): Promise<void> {
  await db
    .delete(userSessions)
    .where(
      exceptId ? and(eq(userSessions.userId, userId), ne(userSessions.id, exceptId)) : eq(userSessions.userId, userId),
    );
}
