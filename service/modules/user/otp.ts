/**
 * Sign-in and verification by one-time code (decision 0005): OTP sign-in by mobile and by e-mail
 * (creating the account for a new contact), verifying a signed-in shopper's own number or address,
 * and the forgotten-password codes that yield a forgot_token. Forgotten-password sends answer the
 * same whether or not an account exists. The codes themselves are codes.ts's.
 */
import type { z } from "zod";
import type {
  EmailOtpSuccess,
  SendOtp,
  SendOtpSuccess,
  VerifyForgotOtpSuccess,
  VerifyOtpSuccess,
} from "../../contract/types";
import type { Db } from "../../db/client";
import { ApiError } from "../../http/errors";
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
  type IssuedCode,
} from "./codes";
import { CONTACT_MESSAGES } from "./contacts";
import { startSession, type Caller, type UserRow } from "./sessions";
import { createToken } from "./tokens";
import { toUserSchema } from "./user-documents";
import type { sendEmailOtpBody, sendMobileOtpBody, verifyEmailOtpBody, verifyMobileOtpBody } from "./validators";

type MobileSend = z.infer<typeof sendMobileOtpBody>;
type EmailSend = z.infer<typeof sendEmailOtpBody>;
type MobileCode = z.infer<typeof verifyMobileOtpBody>;
type EmailCode = z.infer<typeof verifyEmailOtpBody>;

/** A verified code's answer, and the token of the session it started when it signed the shopper in. */
interface CodeAnswer {
  body: VerifyOtpSuccess;
  sessionToken?: string;
}

const OTP_SENT = "OTP sent";

/** Where a code goes: the channel, its target (an e-mail address or "<cc>-<number>") and the recipient. */
interface Contact {
  channel: CodeChannel;
  target: string;
  recipient: string;
}

const mobileContact = (body: MobileSend): Contact => ({
  channel: "sms",
  target: phoneTarget(body.country_code, body.mobile),
  recipient: smsRecipient(body.country_code, body.mobile),
});
const emailContact = (body: EmailSend): Contact => ({ channel: "email", target: body.email, recipient: body.email });

const codeSpec = (caller: Caller, purpose: CodePurpose, contact: Contact, userId: string | null): CodeSpec => ({
  applicationId: caller.app.id,
  store: caller.app.name,
  purpose,
  ...contact,
  userId,
});

/** The user may sign in: 403 ACCOUNT_LOCKED when deleted, 400 (like a wrong code) when disabled. */
function assertCanSignIn(user: UserRow): void {
  if (user.deletedAt) throw accountLocked();
  if (!user.active) throw invalidCodeError();
}

/** Signed out: a sign-in code for the contact, whose account (if any) it names. */
async function signInSpec(db: Db, caller: Caller, contact: Contact) {
  const user = await userByTarget(db, caller.app.id, contact.channel, contact.target);
  return { user, spec: codeSpec(caller, "login", contact, user?.id ?? null) };
}

/** Signed in: the contact must be on the shopper's account (they verify their own). */
async function verifySpec(db: Db, caller: Caller, user: UserRow, contact: Contact): Promise<CodeSpec> {
  const owner = await userByTarget(db, user.applicationId, contact.channel, contact.target);
  if (owner?.id !== user.id) {
    const email = contact.channel === "email";
    const message = email ? CONTACT_MESSAGES.emailNotOnAccount : CONTACT_MESSAGES.mobileNotOnAccount;
    throw new ApiError(400, message, { [email ? "email" : "mobile"]: [message] });
  }
  return codeSpec(caller, "verify", contact, user.id);
}

/** A verification code when signed in, else a sign-in code. */
async function sendOrVerifySpec(db: Db, caller: Caller, contact: Contact): Promise<CodeSpec> {
  if (caller.user) return verifySpec(db, caller, caller.user, contact);
  return (await signInSpec(db, caller, contact)).spec;
}

/**
 * A forgotten-password code is issued whether or not the account exists (so resends and verifies
 * behave the same), but only delivered when it does.
 */
async function forgotSpec(db: Db, caller: Caller, contact: Contact): Promise<CodeSpec> {
  const user = await userByTarget(db, caller.app.id, contact.channel, contact.target);
  const usable = !!user && user.active && !user.deletedAt;
  return { ...codeSpec(caller, "forgot", contact, usable ? user.id : null), deliver: usable };
}

/** Answer of the mobile send calls. */
const mobileAnswer = (body: MobileSend, issued: IssuedCode): SendOtpSuccess => ({
  success: true,
  request_id: issued.id,
  message: OTP_SENT,
  mobile: body.mobile,
  country_code: body.country_code,
  resend_timer: issued.resendTimer,
  resend_token: issued.resendToken,
  register_token: "",
});

const emailAnswer = (issued: IssuedCode): EmailOtpSuccess => ({
  success: true,
  resend_email_token: issued.resendToken,
  resend_timer: issued.resendTimer,
});

/** Purposes a verify call accepts: a signed-in shopper's code may be a verification or a sign-in code. */
const verifyPurposes = (caller: Caller): CodePurpose[] => (caller.user ? ["verify", "login"] : ["login"]);

/**
 * A checked code acts: signed in, it verifies the shopper's contact; signed out, it signs in the
 * contact's account, creating it (contact primary and verified) when there is none.
 */
async function completeCode(db: Db, caller: Caller, row: CodeRow, now: number): Promise<CodeAnswer> {
  const signedIn = caller.user;
  if (signedIn) {
    await db.transaction(async (tx) => {
      await consumeCode(tx, row.id, now);
      if (!(await markContactVerified(tx, signedIn.id, row.channel, row.target))) throw invalidCodeError();
    });
    return { body: { user: await toUserSchema(db, signedIn), user_exists: true, register_token: "" } };
  }
  const existing = await userByTarget(db, caller.app.id, row.channel, row.target);
  if (existing) {
    if (existing.deletedAt) await db.transaction((tx) => consumeCode(tx, row.id, now));
    assertCanSignIn(existing);
  }
  let result: { user: UserRow; created: boolean; token: string };
  try {
    result = await db.transaction(async (tx) => {
      await consumeCode(tx, row.id, now);
      let user = existing;
      if (user) await markContactVerified(tx, user.id, row.channel, row.target);
      else user = await createUserWithContact(tx, caller.app.id, row.channel, row.target, now);
      const { token } = await startSession(tx, user.id, caller.client, now);
      return { user, created: !existing, token };
    });
  } catch (error) {
    // Another request created an account with this contact at the same moment.
    if (isUniqueViolation(error)) throw new ApiError(409, "This account was just created. Sign in again.");
    throw error;
  }
  return {
    body: { user: await toUserSchema(db, result.user), user_exists: !result.created, register_token: "" },
    sessionToken: result.token,
  };
}

/** A verified forgotten-password code becomes a forgot_token (kind reset_password, 1 hour). */
async function forgotToken(db: Db, caller: Caller, row: CodeRow, now: number): Promise<VerifyForgotOtpSuccess> {
  const user = await userByTarget(db, caller.app.id, row.channel, row.target);
  if (!row.userId || !user || user.id !== row.userId || user.deletedAt || !user.active) throw invalidCodeError();
  const token = await db.transaction(async (tx) => {
    await consumeCode(tx, row.id, now);
    return createToken(
      tx,
      { applicationId: user.applicationId, userId: user.id, kind: "reset_password", target: row.target },
      now,
    );
  });
  return { success: true, forgot_token: token };
}

/** A checked mobile code of these purposes (by request_id); an e-mail code's id is refused like a wrong code. */
async function checkMobileCode(db: Db, caller: Caller, body: MobileCode, purposes: CodePurpose[], now: number) {
  const row = await checkCode(db, { applicationId: caller.app.id, purposes, id: body.request_id }, body.otp, now);
  if (row.channel !== "sms") throw invalidCodeError();
  return row;
}

/** A checked e-mail code of these purposes (the latest live one of the address). */
const checkEmailCode = (db: Db, caller: Caller, body: EmailCode, purposes: CodePurpose[], now: number) =>
  checkCode(db, { applicationId: caller.app.id, purposes, channel: "email", target: body.email }, body.otp, now);

// --- Sign-in and verification ---------------------------------------------------------------------

/** login/otp: a sign-in code by SMS, saying whether the number has an account. */
export async function sendSignInCode(db: Db, caller: Caller, body: MobileSend, now: number): Promise<SendOtp> {
  const { user, spec } = await signInSpec(db, caller, mobileContact(body));
  const issued = await sendCode(db, spec, body, caller.client.ip, now);
  return { ...mobileAnswer(body, issued), user_exists: !!user, verify_mobile_otp: true, verify_email_otp: false };
}

/** otp/mobile/send: a sign-in code, or a verification code of the signed-in shopper's number. */
export async function sendMobileCode(db: Db, caller: Caller, body: MobileSend, now: number): Promise<SendOtpSuccess> {
  const spec = await sendOrVerifySpec(db, caller, mobileContact(body));
  return mobileAnswer(body, await sendCode(db, spec, body, caller.client.ip, now));
}

/** otp/email/send: a sign-in code, or a verification code of the signed-in shopper's address. */
export async function sendEmailCode(db: Db, caller: Caller, body: EmailSend, now: number): Promise<EmailOtpSuccess> {
  const spec = await sendOrVerifySpec(db, caller, emailContact(body));
  return emailAnswer(await sendCode(db, spec, body, caller.client.ip, now));
}

export async function verifyMobileCode(db: Db, caller: Caller, body: MobileCode, now: number): Promise<CodeAnswer> {
  return completeCode(db, caller, await checkMobileCode(db, caller, body, verifyPurposes(caller), now), now);
}

export async function verifyEmailCode(db: Db, caller: Caller, body: EmailCode, now: number): Promise<CodeAnswer> {
  return completeCode(db, caller, await checkEmailCode(db, caller, body, verifyPurposes(caller), now), now);
}

// --- Forgotten password -----------------------------------------------------------------------------

export async function sendForgotMobileCode(
  db: Db,
  caller: Caller,
  body: MobileSend,
  now: number,
): Promise<SendOtpSuccess> {
  const spec = await forgotSpec(db, caller, mobileContact(body));
  return mobileAnswer(body, await sendCode(db, spec, body, caller.client.ip, now));
}

export async function sendForgotEmailCode(
  db: Db,
  caller: Caller,
  body: EmailSend,
  now: number,
): Promise<EmailOtpSuccess> {
  const spec = await forgotSpec(db, caller, emailContact(body));
  return emailAnswer(await sendCode(db, spec, body, caller.client.ip, now));
}

export async function verifyForgotMobileCode(
  db: Db,
  caller: Caller,
  body: MobileCode,
  now: number,
): Promise<VerifyForgotOtpSuccess> {
  return forgotToken(db, caller, await checkMobileCode(db, caller, body, ["forgot"], now), now);
}

export async function verifyForgotEmailCode(
  db: Db,
  caller: Caller,
  body: EmailCode,
  now: number,
): Promise<VerifyForgotOtpSuccess> {
  return forgotToken(db, caller, await checkEmailCode(db, caller, body, ["forgot"], now), now);
}
