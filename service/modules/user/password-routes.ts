/**
 * User module, passwords and links (decision 0005): reset links by e-mail and SMS (the same answer
 * whether or not the account exists), checking and spending a reset code or forgot_token, changing
 * the password of a signed-in shopper, verification links, and deleting the account.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Context, Hono } from "hono";
import type {
  DeleteUserSuccess,
  ResetForgotPasswordSuccess,
  ResetPasswordSuccess,
  VerifyEmailSuccess,
} from "../../contract/types";
import type { Db } from "../../db/client";
import { oneTimeCodes, users, userTokens } from "../../db/schema";
import { ApiError, parseJson } from "../../http/errors";
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
import {
  clearedSessionCookie,
  currentUser,
  endSessions,
  loginAnswer,
  requireUser,
  startSession,
  type UserEnv,
  type UserRow,
} from "./sessions";
import { createToken, findToken, linkInvalid, spendToken, type TokenKind } from "./tokens";
import {
  codeBody,
  deleteUserBody,
  forgotPasswordBody,
  phoneField,
  resetEmailBody,
  updatePasswordBody,
} from "./validation";

const AUTH = "/authentication/v1.0";
export const CURRENT_PASSWORD_INCORRECT = "Current password is incorrect";
export const PASSWORD_UPDATED = "Password updated";

export function registerPasswordRoutes(routes: Hono<UserEnv>, db: Db, now: () => number): void {
  /** Queues a reset link for the contact's account, if there is one that can sign in. */
  async function sendResetLink(
    c: Context<UserEnv>,
    channel: CodeChannel,
    target: string,
    recipient: string,
  ): Promise<ResetPasswordSuccess> {
    const app = c.get("application");
    const at = now();
    await limitSends(db, c, app.id, target, at);
    const user = await userByTarget(db, app.id, channel, target);
    if (user && user.active && !user.deletedAt) {
      await db.transaction(async (tx) => {
        const token = await createToken(
          tx,
          { applicationId: app.id, userId: user.id, kind: "reset_password", target },
          at,
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

  routes.post(`${AUTH}/login/password/reset`, async (c) => {
    const { email } = await parseJson(c, resetEmailBody);
    return c.json(await sendResetLink(c, "email", email, email));
  });

  routes.post(`${AUTH}/login/password/mobile/reset`, async (c) => {
    const body = await parseJson(c, phoneField);
    return c.json(
      await sendResetLink(
        c,
        "sms",
        phoneTarget(body.country_code, body.mobile),
        smsRecipient(body.country_code, body.mobile),
      ),
    );
  });

  routes.post(`${AUTH}/login/password/reset/token`, async (c) => {
    const { code } = await parseJson(c, codeBody);
    await findToken(db, c.get("application").id, ["reset_password"], code, now());
    const response: ResetPasswordSuccess = { status: "valid" };
    return c.json(response);
  });

  /** Sets the password with a reset code or forgot_token, ends every session and starts a new one. */
  async function setForgottenPassword(c: Context<UserEnv>): Promise<UserRow> {
    const body = await parseJson(c, forgotPasswordBody);
    const app = c.get("application");
    const at = now();
    // Fail fast on a bad code before the (slow) hash; spendToken re-checks atomically.
    await findToken(db, app.id, ["reset_password"], body.code, at);
    const passwordHash = await hashPassword(body.password);
    const user = await db.transaction(async (tx) => {
      const token = await spendToken(tx, app.id, ["reset_password"], body.code, at);
      const [updated] = await tx
        .update(users)
        .set({ passwordHash, updatedAt: new Date(at) })
        .where(and(eq(users.id, token.userId), isNull(users.deletedAt)))
        .returning();
      if (!updated) throw linkInvalid();
      await endSessions(tx, updated.id);
      await startSession(tx, c, updated.id, at);
      return updated;
    });
    await reset(db, [loginAccountKey(app.id, user.id)]);
    return user;
  }

  routes.post(`${AUTH}/login/password/reset/forgot`, async (c) => {
    return c.json(await loginAnswer(db, c, await setForgottenPassword(c)));
  });

  routes.post(`${AUTH}/login/password/forgot`, async (c) => {
    await setForgottenPassword(c);
    const response: ResetForgotPasswordSuccess = { success: true };
    return c.json(response);
  });

  routes.post(`${AUTH}/password`, requireUser(), async (c) => {
    const body = await parseJson(c, updatePasswordBody);
    const user = currentUser(c);
    const at = now();
    if (user.passwordHash) {
      // Wrong current passwords count like failed sign-ins of the account.
      const keys = [{ key: loginAccountKey(user.applicationId, user.id), rule: LOGIN_LIMITS.account }];
      if ((await exceeded(db, keys, at)).length) {
        throw new ApiError(429, TOO_MANY_ATTEMPTS);
      }
      if (!body.old_password || !(await verifyPassword(body.old_password, user.passwordHash))) {
        await hit(db, keys, at);
        throw new ApiError(400, CURRENT_PASSWORD_INCORRECT, { old_password: [CURRENT_PASSWORD_INCORRECT] });
      }
    }
    const passwordHash = await hashPassword(body.new_password);
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: new Date(at) })
        .where(eq(users.id, user.id));
      // Every other device signs in again with the new password.
      await endSessions(tx, user.id, c.get("session")?.id);
    });
    const response: VerifyEmailSuccess = { message: PASSWORD_UPDATED };
    return c.json(response);
  });

  /** A verification link's code marks its contact verified. */
  async function verifyLink(c: Context<UserEnv>, kind: TokenKind, channel: CodeChannel): Promise<VerifyEmailSuccess> {
    const { code } = await parseJson(c, codeBody);
    const at = now();
    await db.transaction(async (tx) => {
      const token = await spendToken(tx, c.get("application").id, [kind], code, at);
      if (!(await markContactVerified(tx, token.userId, channel, token.target))) throw linkInvalid();
    });
    return { message: "verified" };
  }

  routes.post(`${AUTH}/verify/email`, async (c) => c.json(await verifyLink(c, "verify_email", "email")));
  routes.post(`${AUTH}/verify/mobile`, async (c) => c.json(await verifyLink(c, "verify_mobile", "sms")));

  routes.post(`${AUTH}/delete`, requireUser(), async (c) => {
    const body = await parseJson(c, deleteUserBody);
    const user = currentUser(c);
    if (body.user_id !== user.id) throw new ApiError(403, "You can only delete your own account");
    const at = now();
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          deletedAt: new Date(at),
          active: false,
          deleteReason: (body.reason || body.reason_id || "").slice(0, 500),
          updatedAt: new Date(at),
        })
        .where(eq(users.id, user.id));
      await endSessions(tx, user.id);
      // Outstanding links and codes of the account stop working.
      await tx.delete(userTokens).where(eq(userTokens.userId, user.id));
      await tx
        .update(oneTimeCodes)
        .set({ consumedAt: new Date(at) })
        .where(and(eq(oneTimeCodes.userId, user.id), isNull(oneTimeCodes.consumedAt)));
    });
    c.header("set-cookie", clearedSessionCookie(), { append: true });
    const response: DeleteUserSuccess = { success: true };
    return c.json(response);
  });
}
