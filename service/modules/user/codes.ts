/**
 * One-time codes (decision 0005): 6 random digits kept only as a SHA-256 hash (salted with the row
 * id) in `one_time_codes`, valid 10 minutes, 5 tries, single use. The row id is the `request_id`;
 * a resend needs the previous send's resend token, waits `RESEND_TIMER_S` and replaces the code.
 * Sends are rate-limited per target and per client address through rate-limit.ts, and every code
 * leaves through the outbox in the transaction that issues it.
 */
import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { OTP_LENGTH } from "../../contract/validation";
import type { Db, Tx } from "../../db/client";
import { newId, newToken } from "../../db/ids";
import { oneTimeCodes } from "../../db/schema";
import { ApiError, RetryLater } from "../../http/errors";
import { enqueueMessage } from "../../mail/outbox";
import { codeMessage } from "./messages";
import { consume, type RateLimitRule } from "./rate-limit";
import { hashToken } from "./sessions";

export type CodePurpose = "login" | "verify" | "forgot" | "delete" | "refund_account" | "order" | "wallet_link";
export type CodeChannel = "sms" | "email";
export type CodeRow = typeof oneTimeCodes.$inferSelect;

const CODE_TTL_MINUTES = 10;
const CODE_TTL_MS = CODE_TTL_MINUTES * 60_000;
/** Seconds before a resend is accepted. */
const RESEND_TIMER_S = 30;
/** Tries per code (right or wrong); the next one is refused. */
const MAX_CODE_ATTEMPTS = 5;
const SEND_WINDOW_MS = 15 * 60_000;
/** Codes and links sent per target, and per client address, in one window. */
export const SEND_LIMITS = {
  target: { limit: 5, windowMs: SEND_WINDOW_MS },
  address: { limit: 30, windowMs: SEND_WINDOW_MS },
} satisfies Record<string, RateLimitRule>;

const CODE_MESSAGES = {
  invalid: "Invalid OTP",
  expired: "OTP has expired. Request a new code.",
  tooManyAttempts: "Too many attempts. Request a new code.",
  tooManySends: "Too many codes requested. Try again in 15 minutes.",
  resendToken: "This code can no longer be resent. Request a new code.",
  resendWait: (seconds: number) => `Wait ${seconds} seconds before requesting a new code`,
} as const;

const generateCode = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");
const hashCode = (id: string, code: string) => createHash("sha256").update(`${id}:${code}`).digest("hex");
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** One send of a code or link: to which target, from which client address. */
interface SendRequest {
  applicationId: string;
  /** The e-mail address, or "<country code>-<number>". */
  target: string;
  ip: string;
}

/**
 * Counts one send for the target and the client address; 429 when either has used up its window
 * (counted and checked in one step through rate-limit.ts, so concurrent sends cannot slip past).
 * Called outside any transaction: counts stay even when the send fails.
 */
export async function limitSends(db: Db, send: SendRequest, now: number): Promise<void> {
  const keys = [
    { key: `send:target:${send.applicationId}:${send.target}`, rule: SEND_LIMITS.target },
    { key: `send:address:${send.applicationId}:${send.ip}`, rule: SEND_LIMITS.address },
  ];
  if ((await consume(db, keys, now)).length) {
    throw new RetryLater(CODE_MESSAGES.tooManySends, Math.ceil((SEND_WINDOW_MS - (now % SEND_WINDOW_MS)) / 1000));
  }
}

export interface CodeSpec {
  applicationId: string;
  /** The store's name, for the message text. */
  store: string;
  purpose: CodePurpose;
  channel: CodeChannel;
  /** The e-mail address, or "<country code>-<number>". */
  target: string;
  /** Where the message goes: the e-mail address, or "+<cc> <number>". */
  recipient: string;
  userId: string | null;
  /** False: keep the row but send nothing (a forgotten-password request for an unknown account). */
  deliver?: boolean;
}

export interface IssuedCode {
  /** The request_id. */
  id: string;
  code: string;
  resendToken: string;
  resendTimer: number;
}

async function deliver(tx: Tx, spec: CodeSpec, code: string): Promise<void> {
  if (spec.deliver === false) return;
  await enqueueMessage(tx, {
    applicationId: spec.applicationId,
    channel: spec.channel,
    recipient: spec.recipient,
    ...codeMessage(spec.store, code, spec.purpose, spec.channel, CODE_TTL_MINUTES),
  });
}

const liveCodesOf = (spec: Pick<CodeSpec, "applicationId" | "purpose" | "channel" | "target">) =>
  and(
    eq(oneTimeCodes.applicationId, spec.applicationId),
    eq(oneTimeCodes.purpose, spec.purpose),
    eq(oneTimeCodes.channel, spec.channel),
    eq(oneTimeCodes.target, spec.target),
    isNull(oneTimeCodes.consumedAt),
  );

/** Issues a fresh code (earlier live codes for the same purpose and target stop working) and queues its message. */
export async function issueCode(tx: Tx, spec: CodeSpec, now: number): Promise<IssuedCode> {
  await tx
    .update(oneTimeCodes)
    .set({ consumedAt: new Date(now) })
    .where(liveCodesOf(spec));
  const id = newId();
  const code = generateCode();
  const resendToken = newToken();
  await tx.insert(oneTimeCodes).values({
    id,
    applicationId: spec.applicationId,
    purpose: spec.purpose,
    channel: spec.channel,
    target: spec.target,
    userId: spec.userId,
    codeHash: hashCode(id, code),
    resendTokenHash: hashToken(resendToken),
    resendAfter: new Date(now + RESEND_TIMER_S * 1000),
    expiresAt: new Date(now + CODE_TTL_MS),
    createdAt: new Date(now),
  });
  await deliver(tx, spec, code);
  return { id, code, resendToken, resendTimer: RESEND_TIMER_S };
}

/** The live code a resend token belongs to: 400 when the token is not the last send's, 429 before the timer. */
async function codeToResend(db: Tx, spec: CodeSpec, token: string | undefined, now: number): Promise<CodeRow> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(liveCodesOf(spec))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!row || !token || !sameHash(row.resendTokenHash, hashToken(token))) {
    throw new ApiError(400, CODE_MESSAGES.resendToken, { token: [CODE_MESSAGES.resendToken] });
  }
  if (now < row.resendAfter.getTime()) {
    const wait = Math.ceil((row.resendAfter.getTime() - now) / 1000);
    throw new RetryLater(CODE_MESSAGES.resendWait(wait), wait);
  }
  return row;
}

/** Replaces the code of `row` (same request_id, tries reset, new expiry and resend token) and queues it. */
async function replaceCode(tx: Tx, row: CodeRow, spec: CodeSpec, now: number): Promise<IssuedCode> {
  const code = generateCode();
  const resendToken = newToken();
  const updated = await tx
    .update(oneTimeCodes)
    .set({
      codeHash: hashCode(row.id, code),
      attempts: 0,
      resendTokenHash: hashToken(resendToken),
      resendAfter: new Date(now + RESEND_TIMER_S * 1000),
      expiresAt: new Date(now + CODE_TTL_MS),
    })
    // The token is spent by this resend: a concurrent resend with the same token finds it changed.
    .where(
      and(
        eq(oneTimeCodes.id, row.id),
        eq(oneTimeCodes.resendTokenHash, row.resendTokenHash),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  if (!updated.length) throw new ApiError(400, CODE_MESSAGES.resendToken, { token: [CODE_MESSAGES.resendToken] });
  await deliver(tx, spec, code);
  return { id: row.id, code, resendToken, resendTimer: RESEND_TIMER_S };
}

/**
 * A send or a resend, as the send calls take it: checks the resend token and timer, counts the send
 * (from client address `ip`) against the limits, then issues or replaces the code with its message
 * in one transaction.
 */
export async function sendCode(
  db: Db,
  spec: CodeSpec,
  request: { action?: "send" | "resend"; token?: string },
  ip: string,
  now: number,
): Promise<IssuedCode> {
  const previous = request.action === "resend" ? await codeToResend(db, spec, request.token, now) : undefined;
  await limitSends(db, { applicationId: spec.applicationId, target: spec.target, ip }, now);
  return db.transaction((tx) => (previous ? replaceCode(tx, previous, spec, now) : issueCode(tx, spec, now)));
}

interface CodeLookup {
  applicationId: string;
  purposes: CodePurpose[];
  /** The request_id, or else the latest live code of this channel and target. */
  id?: string;
  channel?: CodeChannel;
  target?: string;
}

const invalid = () => new ApiError(400, CODE_MESSAGES.invalid, { otp: [CODE_MESSAGES.invalid] });
const expired = () => new ApiError(400, CODE_MESSAGES.expired, { otp: [CODE_MESSAGES.expired] });

/**
 * Checks a code without spending it: 400 "Invalid OTP" when wrong or unknown, 400 expired when
 * expired or already used, 429 once its tries are used up. Every try is counted (atomically, on the
 * database, so a failing request keeps its count); the caller spends it with consumeCode in the
 * transaction that acts on it.
 */
export async function checkCode(db: Db, lookup: CodeLookup, otp: string, now: number): Promise<CodeRow> {
  const where = lookup.id
    ? and(
        eq(oneTimeCodes.id, lookup.id),
        eq(oneTimeCodes.applicationId, lookup.applicationId),
        inArray(oneTimeCodes.purpose, lookup.purposes),
      )
    : and(
        eq(oneTimeCodes.applicationId, lookup.applicationId),
        inArray(oneTimeCodes.purpose, lookup.purposes),
        eq(oneTimeCodes.channel, lookup.channel ?? "email"),
        eq(oneTimeCodes.target, lookup.target ?? ""),
        isNull(oneTimeCodes.consumedAt),
      );
  const [row] = await db.select().from(oneTimeCodes).where(where).orderBy(desc(oneTimeCodes.createdAt)).limit(1);
  if (!row) throw invalid();
  if (row.consumedAt || row.expiresAt.getTime() <= now) throw expired();
  const counted = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(eq(oneTimeCodes.id, row.id), lt(oneTimeCodes.attempts, MAX_CODE_ATTEMPTS), isNull(oneTimeCodes.consumedAt)),
    )
    .returning({ attempts: oneTimeCodes.attempts });
  if (!counted.length) throw new ApiError(429, CODE_MESSAGES.tooManyAttempts);
  if (!sameHash(row.codeHash, hashCode(row.id, otp))) throw invalid();
  return row;
}

/** Spends a checked code in the caller's transaction; 400 when a concurrent request spent it first. */
export async function consumeCode(tx: Tx, id: string, now: number): Promise<void> {
  const rows = await tx
    .update(oneTimeCodes)
    .set({ consumedAt: new Date(now) })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  if (!rows.length) throw expired();
}

export { invalid as invalidCodeError };
