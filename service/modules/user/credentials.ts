/**
 * Passwords and links (decision 0005): reset links by e-mail and SMS (the same answer whether or not
 * the account exists), checking and spending a reset code or forgot_token, changing the password of
 * a signed-in shopper, verification links, and deleting the account.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type {
  DeleteUserSuccess,
  LoginSuccess,
  ResetForgotPasswordSuccess,
  ResetPasswordSuccess,
  VerifyEmailSuccess,
} from "../../contract/types";
import type { Db } from "../../db/client";
import { oneTimeCodes, users, userTokens } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { enqueueMessage } from "../../mail/outbox";
import {
  LOGIN_LIMITS,
  loginAccountKey,
  markContactVerified,
  phoneTarget,
  smsRecipient,
  TOO_MANY_ATTEMPTS,
  userByTarget,
} from "./accounts";
import { limitSends, type CodeChannel } from "./codes";
import { resetPasswordLink, resetPasswordMessage } from "./messages";
import { hashPassword, verifyPassword } from "./passwords";
import { exceeded, hit, reset } from "./rate-limit";
import { endSessions, startSession, type Caller, type SignedIn, type UserRow } from "./sessions";
import { createToken, findToken, linkInvalid, spendToken } from "./tokens";
import { loginAnswer } from "./user-documents";
import type { deleteUserBody, forgotPasswordBody, phoneField, updatePasswordBody } from "./validators";

const CURRENT_PASSWORD_INCORRECT = "Current password is incorrect";
const PASSWORD_UPDATED = "Password updated";

type ForgottenPassword = z.infer<typeof forgotPasswordBody>;
type PasswordChange = z.infer<typeof updatePasswordBody>;
type AccountDeletion = z.infer<typeof deleteUserBody>;

/** Queues a reset link for the contact's account, if there is one that can sign in. */
async function sendResetLink(
  db: Db,
  caller: Caller,
  channel: CodeChannel,
  target: string,
  recipient: string,
  now: number,
): Promise<ResetPasswordSuccess> {
  const app = caller.app;
  await limitSends(db, { applicationId: app.id, target, ip: caller.client.ip }, now);
  const user = await userByTarget(db, app.id, channel, target);
  if (user && user.active && !user.deletedAt) {
    await db.transaction(async (tx) => {
      const token = await createToken(
        tx,
        { applicationId: app.id, userId: user.id, kind: "reset_password", target },
        now,
      );
      await enqueueMessage(tx, {
        applicationId: app.id,
        channel,
        recipient,
        ...resetPasswordMessage(app.name, resetPasswordLink(token), channel),
      });
    });
  }
  return { status: "sent" };
}

/** login/password/reset: a reset link by e-mail. */
export const sendEmailResetLink = (db: Db, caller: Caller, email: string, now: number) =>
  sendResetLink(db, caller, "email", email, email, now);

/** login/password/mobile/reset: a reset link by SMS. */
export const sendMobileResetLink = (db: Db, caller: Caller, phone: z.infer<typeof phoneField>, now: number) =>
  sendResetLink(
    db,
    caller,
    "sms",
    phoneTarget(phone.country_code, phone.mobile),
    smsRecipient(phone.country_code, phone.mobile),
    now,
  );

/** A reset code that still works (400 LINK_INVALID otherwise); it is not spent. */
export async function checkResetCode(
  db: Db,
  applicationId: string,
  code: string,
  now: number,
): Promise<ResetPasswordSuccess> {
  await findToken(db, applicationId, ["reset_password"], code, now);
  return { status: "valid" };
}

/** Sets the password with a reset code or forgot_token, ends every session and starts a new one. */
async function setForgottenPassword(
  db: Db,
  caller: Caller,
  form: ForgottenPassword,
  now: number,
): Promise<{ user: UserRow; token: string }> {
  const app = caller.app;
  // Fail fast on a bad code before the (slow) hash; spendToken re-checks atomically.
  await findToken(db, app.id, ["reset_password"], form.code, now);
  const passwordHash = await hashPassword(form.password);
  const signedIn = await db.transaction(async (tx) => {
    const token = await spendToken(tx, app.id, ["reset_password"], form.code, now);
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date(now) })
      .where(and(eq(users.id, token.userId), isNull(users.deletedAt)))
      .returning();
    if (!updated) throw linkInvalid();
    await endSessions(tx, updated.id);
    const session = await startSession(tx, updated.id, caller.client, now);
    return { user: updated, token: session.token };
  });
  await reset(db, [loginAccountKey(app.id, signedIn.user.id)]);
  return signedIn;
}

/** login/password/reset/forgot: the new password, answered like a login. */
export async function resetForgottenPassword(
  db: Db,
  caller: Caller,
  form: ForgottenPassword,
  now: number,
): Promise<SignedIn<LoginSuccess>> {
  const { user, token } = await setForgottenPassword(db, caller, form, now);
  return { body: await loginAnswer(db, user, caller.requestId), sessionToken: token };
}

/** login/password/forgot: the new password, answered with success only. */
export async function completeForgottenPassword(
  db: Db,
  caller: Caller,
  form: ForgottenPassword,
  now: number,
): Promise<SignedIn<ResetForgotPasswordSuccess>> {
  const { token } = await setForgottenPassword(db, caller, form, now);
  return { body: { success: true }, sessionToken: token };
}

/**
 * Changes the signed-in shopper's password; the current one is checked when the account has one
 * (wrong ones count like failed sign-ins of the account). Every other session ends.
 */
export async function changePassword(
  db: Db,
  user: UserRow,
  sessionId: string | undefined,
  change: PasswordChange,
  now: number,
): Promise<VerifyEmailSuccess> {
  if (user.passwordHash) {
    const keys = [{ key: loginAccountKey(user.applicationId, user.id), rule: LOGIN_LIMITS.account }];
    if ((await exceeded(db, keys, now)).length) {
      throw new ApiError(429, TOO_MANY_ATTEMPTS);
    }
    if (!change.old_password || !(await verifyPassword(change.old_password, user.passwordHash))) {
      await hit(db, keys, now);
      throw new ApiError(400, CURRENT_PASSWORD_INCORRECT, { old_password: [CURRENT_PASSWORD_INCORRECT] });
    }
  }
  const passwordHash = await hashPassword(change.new_password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date(now) })
      .where(eq(users.id, user.id));
    // Every other device signs in again with the new password.
    await endSessions(tx, user.id, sessionId);
  });
  return { message: PASSWORD_UPDATED };
}

/** A verification link's code marks its contact (an e-mail address or, for "sms", a number) verified. */
export async function verifyContactLink(
  db: Db,
  applicationId: string,
  channel: CodeChannel,
  code: string,
  now: number,
): Promise<VerifyEmailSuccess> {
  const kind = channel === "email" ? "verify_email" : "verify_mobile";
  await db.transaction(async (tx) => {
    const token = await spendToken(tx, applicationId, [kind], code, now);
    if (!(await markContactVerified(tx, token.userId, channel, token.target))) throw linkInvalid();
  });
  return { message: "verified" };
}

/**
 * Deletes the shopper's own account: it is locked (not erased), every session ends, and its
 * outstanding links and codes stop working.
 */
export async function deleteAccount(
  db: Db,
  user: UserRow,
  deletion: AccountDeletion,
  now: number,
): Promise<DeleteUserSuccess> {
  if (deletion.user_id !== user.id) throw new ApiError(403, "You can only delete your own account");
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        deletedAt: new Date(now),
        active: false,
        deleteReason: (deletion.reason || deletion.reason_id || "").slice(0, 500),
        updatedAt: new Date(now),
      })
      .where(eq(users.id, user.id));
    await endSessions(tx, user.id);
    await tx.delete(userTokens).where(eq(userTokens.userId, user.id));
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: new Date(now) })
      .where(and(eq(oneTimeCodes.userId, user.id), isNull(oneTimeCodes.consumedAt)));
  });
  return { success: true };
}
