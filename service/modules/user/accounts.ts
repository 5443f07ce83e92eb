/**
 * Account look-ups and creation shared by the user module: a contact row or a user by e-mail, phone or
 * sign-in username, creating an account (with the rewards signup hook in the same transaction), marking a contact
 * verified, and the "account locked" answer for deleted accounts.
 */
import { and, asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { EMAIL_PATTERN } from "../../contract/validation";
import type { Db, Tx } from "../../db/client";
import { newId } from "../../db/ids";
import { userEmails, userPhones, users } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { onUserCreated } from "../rewards/hooks";
import type { CodeChannel } from "./codes";
import type { RateLimitRule } from "./rate-limit";
import type { UserRow } from "./sessions";

export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failed logins allowed per account, and per client address, in one window. */
export const LOGIN_LIMITS = {
  account: { limit: 5, windowMs: LOGIN_WINDOW_MS },
  address: { limit: 30, windowMs: LOGIN_WINDOW_MS },
} satisfies Record<string, RateLimitRule>;
export const TOO_MANY_ATTEMPTS = "Too many failed sign-in attempts. Try again in 15 minutes.";
/** The rate-limit key of an account's failed sign-ins (and wrong current passwords). */
export const loginAccountKey = (applicationId: string, userIdOrUsername: string) =>
  `login:account:${applicationId}:${userIdOrUsername}`;

const ACCOUNT_DELETED = "This account has been deleted";
/** The error envelope's `code` for a deleted account (the storefront shows /auth/account-locked/). */
const ACCOUNT_LOCKED = "ACCOUNT_LOCKED";
export const accountLocked = () => new ApiError(403, ACCOUNT_DELETED, undefined, ACCOUNT_LOCKED);

/** A unique-constraint violation (PostgreSQL 23505), from node-postgres or PGlite, wrapped or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === "23505") return true;
  }
  return false;
}

/** "<country code>-<number>": how codes and tokens name a phone. */
export const phoneTarget = (countryCode: string | number, phone: string) => `${Number(countryCode)}-${phone}`;
export const smsRecipient = (countryCode: string | number, phone: string) => `+${Number(countryCode)} ${phone}`;
function parsePhoneTarget(target: string): { countryCode: number; phone: string } {
  const [cc, phone] = target.split("-", 2);
  return { countryCode: Number(cc), phone: phone ?? "" };
}

/** Whose contacts to search: one account's own, or every account's in an application. */
type ContactScope = { userId: string } | { applicationId: string };

/** The e-mail address row in the scope (e.g. "is it on this account?", "is it taken in this application?"). */
export async function findEmail(db: Tx, scope: ContactScope, email: string) {
  const owner =
    "userId" in scope ? eq(userEmails.userId, scope.userId) : eq(userEmails.applicationId, scope.applicationId);
  const [row] = await db
    .select()
    .from(userEmails)
    .where(and(owner, eq(userEmails.email, email)))
    .limit(1);
  return row;
}

/** The mobile number row in the scope (e.g. "is it on this account?", "is it taken in this application?"). */
export async function findPhone(db: Tx, scope: ContactScope, countryCode: number, phone: string) {
  const owner =
    "userId" in scope ? eq(userPhones.userId, scope.userId) : eq(userPhones.applicationId, scope.applicationId);
  const [row] = await db
    .select()
    .from(userPhones)
    .where(and(owner, eq(userPhones.countryCode, countryCode), eq(userPhones.phone, phone)))
    .limit(1);
  return row;
}

/** A shopper's primary active mobile number: the primary one, else a verified one, else the first added. */
export async function primaryActivePhone(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({ countryCode: userPhones.countryCode, phone: userPhones.phone })
    .from(userPhones)
    .where(and(eq(userPhones.userId, userId), eq(userPhones.active, true)))
    .orderBy(desc(userPhones.primary), desc(userPhones.verified), asc(userPhones.id))
    .limit(1);
  return row;
}

/** A shopper's primary active e-mail address: the primary one, else a verified one, else the first added. */
export async function primaryActiveEmail(db: Db | Tx, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: userEmails.email })
    .from(userEmails)
    .where(and(eq(userEmails.userId, userId), eq(userEmails.active, true)))
    .orderBy(desc(userEmails.primary), desc(userEmails.verified), asc(userEmails.id))
    .limit(1);
  return row?.email;
}

async function userByEmail(db: Tx, applicationId: string, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(userEmails)
    .innerJoin(users, eq(users.id, userEmails.userId))
    .where(and(eq(userEmails.applicationId, applicationId), eq(userEmails.email, email)))
    .limit(1);
  return row?.user;
}

/** The user of the first mobile number row that matches `where`. */
async function userOfPhone(db: Tx, where: SQL | undefined): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(userPhones)
    .innerJoin(users, eq(users.id, userPhones.userId))
    .where(where)
    .limit(1);
  return row?.user;
}

function userByPhone(db: Tx, applicationId: string, countryCode: number, phone: string): Promise<UserRow | undefined> {
  return userOfPhone(
    db,
    and(
      eq(userPhones.applicationId, applicationId),
      eq(userPhones.countryCode, countryCode),
      eq(userPhones.phone, phone),
    ),
  );
}

/** A username is an e-mail when it has an @, else a phone number (digits, optionally with + and its country code). */
type Username = { kind: "email"; email: string } | { kind: "phone"; digits: string };
export function parseUsername(username: string): Username | undefined {
  const text = username.trim();
  if (text.includes("@")) return EMAIL_PATTERN.test(text) ? { kind: "email", email: text.toLowerCase() } : undefined;
  const digits = text.replace(/[\s()-]/g, "").replace(/^\+/, "");
  return /^\d{4,19}$/.test(digits) ? { kind: "phone", digits } : undefined;
}

/** The account of a username: an e-mail address, or a number with or without its country code. */
export function userByUsername(db: Tx, applicationId: string, username: Username): Promise<UserRow | undefined> {
  if (username.kind === "email") return userByEmail(db, applicationId, username.email);
  return userOfPhone(
    db,
    and(
      eq(userPhones.applicationId, applicationId),
      or(
        eq(userPhones.phone, username.digits),
        sql`${userPhones.countryCode}::text || ${userPhones.phone} = ${username.digits}`,
      ),
    ),
  );
}

/** The user owning a code's or token's target (an e-mail address, or "<cc>-<number>"). */
export function userByTarget(
  db: Tx,
  applicationId: string,
  channel: CodeChannel,
  target: string,
): Promise<UserRow | undefined> {
  if (channel === "email") return userByEmail(db, applicationId, target);
  const { countryCode, phone } = parsePhoneTarget(target);
  return userByPhone(db, applicationId, countryCode, phone);
}

/** Marks the user's contact verified; false when the contact is not (or no longer) on the account. */
export async function markContactVerified(
  tx: Tx,
  userId: string,
  channel: CodeChannel,
  target: string,
): Promise<boolean> {
  if (channel === "email") {
    const rows = await tx
      .update(userEmails)
      .set({ verified: true })
      .where(and(eq(userEmails.userId, userId), eq(userEmails.email, target)))
      .returning({ id: userEmails.id });
    return rows.length > 0;
  }
  const { countryCode, phone } = parsePhoneTarget(target);
  const rows = await tx
    .update(userPhones)
    .set({ verified: true })
    .where(and(eq(userPhones.userId, userId), eq(userPhones.countryCode, countryCode), eq(userPhones.phone, phone)))
    .returning({ id: userPhones.id });
  return rows.length > 0;
}

interface NewUser {
  firstName?: string;
  lastName?: string;
  gender?: string;
  passwordHash?: string | null;
}

/** Inserts a user and runs the rewards signup hook, in the caller's transaction. */
export async function createUser(tx: Tx, applicationId: string, fields: NewUser, now: number): Promise<UserRow> {
  const [created] = await tx
    .insert(users)
    .values({
      id: newId(),
      applicationId,
      firstName: fields.firstName ?? "",
      lastName: fields.lastName ?? "",
      gender: fields.gender ?? "",
      passwordHash: fields.passwordHash ?? null,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    })
    .returning();
  await onUserCreated(tx, applicationId, created.id, now);
  return created;
}

/** An account created by a code sign-in: its contact is primary and verified. */
export async function createUserWithContact(
  tx: Tx,
  applicationId: string,
  channel: CodeChannel,
  target: string,
  now: number,
): Promise<UserRow> {
  const user = await createUser(tx, applicationId, {}, now);
  if (channel === "email") {
    await tx
      .insert(userEmails)
      .values({ applicationId, userId: user.id, email: target, primary: true, verified: true });
  } else {
    const { countryCode, phone } = parsePhoneTarget(target);
    await tx
      .insert(userPhones)
      .values({ applicationId, userId: user.id, countryCode, phone, primary: true, verified: true });
  }
  return user;
}
