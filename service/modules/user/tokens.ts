/**
 * Single-use link tokens (decision 0005): e-mail and mobile verification links (24 hours),
 * password-reset links and the forgot_token of a verified reset code (1 hour). A token is 32 random
 * bytes (base64url) handed out once; only its SHA-256 is stored in `user_tokens`.
 */
import { randomBytes } from "node:crypto";
import { and, eq, exists, gt, inArray, isNull } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { users, userTokens } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { hashToken } from "./sessions";

type TokenKind = "verify_email" | "verify_mobile" | "reset_password";
type TokenRow = typeof userTokens.$inferSelect;

const TOKEN_TTL_MS: Record<TokenKind, number> = {
  verify_email: 24 * 3600_000,
  verify_mobile: 24 * 3600_000,
  reset_password: 3600_000,
};
const LINK_INVALID = "This link has expired or was already used";
export const linkInvalid = () => new ApiError(400, LINK_INVALID, { code: [LINK_INVALID] });

interface TokenSpec {
  applicationId: string;
  userId: string;
  kind: TokenKind;
  /** The e-mail address or "<cc>-<number>" the token is about. */
  target: string;
}

/** Creates a token in the caller's transaction and returns it (the only time it is readable). */
export async function createToken(tx: Tx, spec: TokenSpec, now: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.insert(userTokens).values({
    tokenHash: hashToken(token),
    applicationId: spec.applicationId,
    userId: spec.userId,
    kind: spec.kind,
    target: spec.target,
    expiresAt: new Date(now + TOKEN_TTL_MS[spec.kind]),
    createdAt: new Date(now),
  });
  return token;
}

/** The token is live (unused, unexpired) and its account is not deleted. */
const usableToken = (db: Tx, applicationId: string, kinds: TokenKind[], token: string, now: number) =>
  and(
    eq(userTokens.tokenHash, hashToken(token)),
    eq(userTokens.applicationId, applicationId),
    inArray(userTokens.kind, kinds),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, new Date(now)),
    exists(
      db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userTokens.userId), isNull(users.deletedAt))),
    ),
  );

/** The live token of an account that is not deleted; 400 LINK_INVALID otherwise. Does not spend it. */
export async function findToken(
  db: Tx,
  applicationId: string,
  kinds: TokenKind[],
  token: string,
  now: number,
): Promise<TokenRow> {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(usableToken(db, applicationId, kinds, token, now))
    .limit(1);
  if (!row) throw linkInvalid();
  return row;
}

/** Spends a live token atomically in the caller's transaction (a second use, even concurrent, gets 400). */
export async function spendToken(
  tx: Tx,
  applicationId: string,
  kinds: TokenKind[],
  token: string,
  now: number,
): Promise<TokenRow> {
  const [row] = await tx
    .update(userTokens)
    .set({ usedAt: new Date(now) })
    .where(usableToken(tx, applicationId, kinds, token, now))
    .returning();
  if (!row) throw linkInvalid();
  return row;
}
