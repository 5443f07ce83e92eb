/**
 * User module, one-time codes (decision 0005): OTP sign-in by mobile and by e-mail (creating the
 * account for a new contact), verifying a signed-in shopper's own number or address, and the
 * forgotten-password codes that yield a forgot_token. Forgotten-password sends answer the same
 * whether or not an account exists.
 */
import type { Context, Hono } from "hono";
import type {
  EmailOtpSuccess,
  SendOtp,
  SendOtpSuccess,
  VerifyForgotOtpSuccess,
  VerifyOtpSuccess,
} from "../../contract/types";
import type { Db } from "../../db/client";
import { ApiError, parseJson } from "../../http/errors";
import {
  accountLocked,
  createUserWithContact,
  isUniqueViolation,
  markContactVerified,
  phoneTarget,
  smsRecipient,
  userByTarget,
} from "./accounts";
import {
  checkCode,
  consumeCode,
  invalidCodeError,
  sendCode,
  type CodeChannel,
  type CodePurpose,
  type CodeRow,
  type CodeSpec,
} from "./codes";
import { CONTACT_MESSAGES } from "./contacts";
import { startSession, toUserSchema, type UserEnv, type UserRow } from "./sessions";
import { createToken } from "./tokens";
import { sendEmailOtpBody, sendMobileOtpBody, verifyEmailOtpBody, verifyMobileOtpBody } from "./validation";

const AUTH = "/authentication/v1.0";
const OTP_SENT = "OTP sent";

/** The user may sign in: 403 ACCOUNT_LOCKED when deleted, 400 (like a wrong code) when disabled. */
function assertCanSignIn(user: UserRow): void {
  if (user.deletedAt) throw accountLocked();
  if (!user.active) throw invalidCodeError();
}

export function registerOtpRoutes(routes: Hono<UserEnv>, db: Db, now: () => number): void {
  const spec = (
    c: Context<UserEnv>,
    purpose: CodePurpose,
    channel: CodeChannel,
    target: string,
    recipient: string,
    userId: string | null,
  ): CodeSpec => {
    const app = c.get("application");
    return { applicationId: app.id, store: app.name, purpose, channel, target, recipient, userId };
  };

  /** Signed in: the contact must be on the shopper's account (they verify their own). */
  async function verifySpec(
    c: Context<UserEnv>,
    channel: CodeChannel,
    target: string,
    recipient: string,
  ): Promise<CodeSpec> {
    const user = c.get("user")!;
    const owner = await userByTarget(db, user.applicationId, channel, target);
    if (owner?.id !== user.id) {
      const field = channel === "email" ? "email" : "mobile";
      const message = channel === "email" ? CONTACT_MESSAGES.emailNotOnAccount : CONTACT_MESSAGES.mobileNotOnAccount;
      throw new ApiError(400, message, { [field]: [message] });
    }
    return spec(c, "verify", channel, target, recipient, user.id);
  }

  /**
   * A checked code acts: signed in, it verifies the shopper's contact; signed out, it signs in the
   * contact's account, creating it (contact primary and verified) when there is none.
   */
  async function completeCode(c: Context<UserEnv>, row: CodeRow, at: number): Promise<VerifyOtpSuccess> {
    const app = c.get("application");
    const signedIn = c.get("user");
    if (signedIn) {
      await db.transaction(async (tx) => {
        await consumeCode(tx, row.id, at);
        if (!(await markContactVerified(tx, signedIn.id, row.channel, row.target))) throw invalidCodeError();
      });
      return { user: await toUserSchema(db, signedIn), user_exists: true, register_token: "" };
    }
    const existing = await userByTarget(db, app.id, row.channel, row.target);
    if (existing) {
      if (existing.deletedAt) await db.transaction((tx) => consumeCode(tx, row.id, at));
      assertCanSignIn(existing);
    }
    let result: { user: UserRow; created: boolean };
    try {
      result = await db.transaction(async (tx) => {
        await consumeCode(tx, row.id, at);
        let user = existing;
        if (user) await markContactVerified(tx, user.id, row.channel, row.target);
        else user = await createUserWithContact(tx, app.id, row.channel, row.target, at);
        await startSession(tx, c, user.id, at);
        return { user, created: !existing };
      });
    } catch (error) {
      // Another request created an account with this contact at the same moment.
      if (isUniqueViolation(error)) throw new ApiError(409, "This account was just created. Sign in again.");
      throw error;
    }
    return { user: await toUserSchema(db, result.user), user_exists: !result.created, register_token: "" };
  }

  // --- Mobile -----------------------------------------------------------------------------------

  /** Answer of the mobile send calls. */
  const mobileAnswer = (
    body: { country_code: string; mobile: string },
    issued: { id: string; resendToken: string; resendTimer: number },
  ): SendOtpSuccess => ({
    success: true,
    request_id: issued.id,
    message: OTP_SENT,
    mobile: body.mobile,
    country_code: body.country_code,
    resend_timer: issued.resendTimer,
    resend_token: issued.resendToken,
    register_token: "",
  });

  routes.post(`${AUTH}/login/otp`, async (c) => {
    const body = await parseJson(c, sendMobileOtpBody);
    const at = now();
    const target = phoneTarget(body.country_code, body.mobile);
    const user = await userByTarget(db, c.get("application").id, "sms", target);
    const issued = await sendCode(
      db,
      c,
      spec(c, "login", "sms", target, smsRecipient(body.country_code, body.mobile), user?.id ?? null),
      body,
      at,
    );
    const response: SendOtp = {
      ...mobileAnswer(body, issued),
      user_exists: !!user,
      verify_mobile_otp: true,
      verify_email_otp: false,
    };
    return c.json(response);
  });

  routes.post(`${AUTH}/otp/mobile/send`, async (c) => {
    const body = await parseJson(c, sendMobileOtpBody);
    const at = now();
    const target = phoneTarget(body.country_code, body.mobile);
    const recipient = smsRecipient(body.country_code, body.mobile);
    const codeSpec = c.get("user")
      ? await verifySpec(c, "sms", target, recipient)
      : spec(
          c,
          "login",
          "sms",
          target,
          recipient,
          (await userByTarget(db, c.get("application").id, "sms", target))?.id ?? null,
        );
    return c.json(mobileAnswer(body, await sendCode(db, c, codeSpec, body, at)));
  });

  routes.post(`${AUTH}/otp/mobile/verify`, async (c) => {
    const body = await parseJson(c, verifyMobileOtpBody);
    const at = now();
    const purposes: CodePurpose[] = c.get("user") ? ["verify", "login"] : ["login"];
    const row = await checkCode(
      db,
      { applicationId: c.get("application").id, purposes, id: body.request_id },
      body.otp,
      at,
    );
    if (row.channel !== "sms") throw invalidCodeError();
    return c.json(await completeCode(c, row, at));
  });

  // --- E-mail -----------------------------------------------------------------------------------

  const emailAnswer = (issued: { resendToken: string; resendTimer: number }): EmailOtpSuccess => ({
    success: true,
    resend_email_token: issued.resendToken,
    resend_timer: issued.resendTimer,
  });

  routes.post(`${AUTH}/otp/email/send`, async (c) => {
    const body = await parseJson(c, sendEmailOtpBody);
    const at = now();
    const codeSpec = c.get("user")
      ? await verifySpec(c, "email", body.email, body.email)
      : spec(
          c,
          "login",
          "email",
          body.email,
          body.email,
          (await userByTarget(db, c.get("application").id, "email", body.email))?.id ?? null,
        );
    return c.json(emailAnswer(await sendCode(db, c, codeSpec, body, at)));
  });

  routes.post(`${AUTH}/otp/email/verify`, async (c) => {
    const body = await parseJson(c, verifyEmailOtpBody);
    const at = now();
    const purposes: CodePurpose[] = c.get("user") ? ["verify", "login"] : ["login"];
    const row = await checkCode(
      db,
      { applicationId: c.get("application").id, purposes, channel: "email", target: body.email },
      body.otp,
      at,
    );
    return c.json(await completeCode(c, row, at));
  });

  // --- Forgotten password -----------------------------------------------------------------------

  /**
   * A forgotten-password code is issued whether or not the account exists (so resends and verifies
   * behave the same), but only delivered when it does.
   */
  async function forgotSpec(
    c: Context<UserEnv>,
    channel: CodeChannel,
    target: string,
    recipient: string,
  ): Promise<CodeSpec> {
    const user = await userByTarget(db, c.get("application").id, channel, target);
    const usable = !!user && user.active && !user.deletedAt;
    return { ...spec(c, "forgot", channel, target, recipient, usable ? user.id : null), deliver: usable };
  }

  /** A verified forgotten-password code becomes a forgot_token (kind reset_password, 1 hour). */
  async function forgotToken(c: Context<UserEnv>, row: CodeRow, at: number): Promise<VerifyForgotOtpSuccess> {
    const user = await userByTarget(db, c.get("application").id, row.channel, row.target);
    if (!row.userId || !user || user.id !== row.userId || user.deletedAt || !user.active) throw invalidCodeError();
    const token = await db.transaction(async (tx) => {
      await consumeCode(tx, row.id, at);
      return createToken(
        tx,
        { applicationId: user.applicationId, userId: user.id, kind: "reset_password", target: row.target },
        at,
      );
    });
    return { success: true, forgot_token: token };
  }

  routes.post(`${AUTH}/otp/forgot/mobile/send`, async (c) => {
    const body = await parseJson(c, sendMobileOtpBody);
    const at = now();
    const target = phoneTarget(body.country_code, body.mobile);
    const codeSpec = await forgotSpec(c, "sms", target, smsRecipient(body.country_code, body.mobile));
    return c.json(mobileAnswer(body, await sendCode(db, c, codeSpec, body, at)));
  });

  routes.post(`${AUTH}/otp/forgot/email/send`, async (c) => {
    const body = await parseJson(c, sendEmailOtpBody);
    const at = now();
    const codeSpec = await forgotSpec(c, "email", body.email, body.email);
    return c.json(emailAnswer(await sendCode(db, c, codeSpec, body, at)));
  });

  routes.post(`${AUTH}/otp/forgot/mobile/verify`, async (c) => {
    const body = await parseJson(c, verifyMobileOtpBody);
    const at = now();
    const row = await checkCode(
      db,
      { applicationId: c.get("application").id, purposes: ["forgot"], id: body.request_id },
      body.otp,
      at,
    );
    if (row.channel !== "sms") throw invalidCodeError();
    return c.json(await forgotToken(c, row, at));
  });

  routes.post(`${AUTH}/otp/forgot/email/verify`, async (c) => {
    const body = await parseJson(c, verifyEmailOtpBody);
    const at = now();
    const row = await checkCode(
      db,
      { applicationId: c.get("application").id, purposes: ["forgot"], channel: "email", target: body.email },
      body.otp,
      at,
    );
    return c.json(await forgotToken(c, row, at));
  });
}
