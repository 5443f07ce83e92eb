/**
 * User module, the signed-in shopper's e-mail addresses and mobile numbers (profile/v1.0): add one
 * (unverified, with a verification code), remove one (never the primary one, never the last
 * contact), make a verified one primary, and send a verification link.
 */
import { count, eq } from "drizzle-orm";
import type { Context, Hono } from "hono";
import type { SendEmailVerifyLinkSuccess, SendMobileVerifyLinkSuccess } from "../../contract/types";
import type { Db, Tx } from "../../db/client";
import { userEmails, userPhones } from "../../db/schema";
import { ApiError, parseJson, parseQuery } from "../../http/errors";
import { enqueueMessage } from "../../mail/outbox";
import { findEmail, findPhone, isUniqueViolation, phoneTarget, smsRecipient } from "./accounts";
import { issueCode, limitSends, type CodeSpec } from "./codes";
import { verifyEmailLink, verifyEmailMessage, verifyMobileLink, verifyMobileMessage } from "./messages";
import { profileEditAnswer } from "./profile";
import { currentUser, loginAnswer, requireUser, toUserSchema, type UserEnv, type UserRow } from "./sessions";
import { createToken } from "./tokens";
import { contactPhoneBody, deleteEmailQuery, deletePhoneQuery, emailBody } from "./validation";

const PROFILE = "/profile/v1.0";

export const CONTACT_MESSAGES = {
  emailInUse: "This e-mail address is already in use",
  mobileInUse: "This mobile number is already in use",
  emailNotOnAccount: "This e-mail address is not on your account",
  mobileNotOnAccount: "This mobile number is not on your account",
  primaryEmail: "The primary e-mail address cannot be removed",
  primaryMobile: "The primary mobile number cannot be removed",
  lastContact: "Your account needs at least one e-mail address or mobile number",
  verifyEmailFirst: "Verify this e-mail address before making it primary",
  verifyMobileFirst: "Verify this mobile number before making it primary",
  emailVerified: "This e-mail address is already verified",
  mobileVerified: "This mobile number is already verified",
} as const;

/** Queues the verification link of an e-mail address on the account (24 hours, single use), in the caller's transaction. */
export async function queueVerifyEmailLink(
  tx: Tx,
  app: { id: string; name: string },
  userId: string,
  email: string,
  at: number,
): Promise<void> {
  const token = await createToken(tx, { applicationId: app.id, userId, kind: "verify_email", target: email }, at);
  await enqueueMessage(tx, {
    applicationId: app.id,
    channel: "email",
    recipient: email,
    ...verifyEmailMessage(app.name, verifyEmailLink(token)),
  });
}

const fieldError = (status: 400 | 404, message: string, field: string) =>
  new ApiError(status, message, { [field]: [message] });

export function registerContactRoutes(routes: Hono<UserEnv>, db: Db, now: () => number): void {
  const emailOf = (tx: Tx, userId: string, email: string) => findEmail(tx, { userId }, email);
  const phoneOf = (tx: Tx, userId: string, countryCode: number, phone: string) =>
    findPhone(tx, { userId }, countryCode, phone);

  async function contactCount(tx: Tx, userId: string): Promise<number> {
    const [emails] = await tx.select({ n: count() }).from(userEmails).where(eq(userEmails.userId, userId));
    const [phones] = await tx.select({ n: count() }).from(userPhones).where(eq(userPhones.userId, userId));
    return Number(emails.n) + Number(phones.n);
  }

  const codeSpec = (
    c: Context<UserEnv>,
    user: UserRow,
    channel: "email" | "sms",
    target: string,
    recipient: string,
  ): CodeSpec => ({
    applicationId: user.applicationId,
    store: c.get("application").name,
    purpose: "verify",
    channel,
    target,
    recipient,
    userId: user.id,
  });

  // --- Add (and send a code) --------------------------------------------------------------------

  /**
   * Adds a contact (no insert: it is already on the account, waiting for verification, and just
   * gets a new code) and issues its verification code, in one transaction; a concurrent add of the
   * same contact answers `inUse`.
   */
  async function addWithCode(
    insert: ((tx: Tx) => Promise<unknown>) | undefined,
    spec: CodeSpec,
    at: number,
    inUse: ApiError,
  ) {
    try {
      return await db.transaction(async (tx) => {
        if (insert) await insert(tx);
        return issueCode(tx, spec, at);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw inUse;
      throw error;
    }
  }

  routes.put(`${PROFILE}/email`, requireUser(), async (c) => {
    const { email } = await parseJson(c, emailBody);
    const user = currentUser(c);
    const at = now();
    const owner = await findEmail(db, { applicationId: user.applicationId }, email);
    const inUse = fieldError(400, CONTACT_MESSAGES.emailInUse, "email");
    if (owner && (owner.userId !== user.id || owner.verified)) throw inUse;
    await limitSends(db, c, user.applicationId, email, at);
    const issued = await addWithCode(
      owner
        ? undefined
        : (tx) =>
            tx
              .insert(userEmails)
              .values({ applicationId: user.applicationId, userId: user.id, email, primary: false, verified: false }),
      codeSpec(c, user, "email", email, email),
      at,
      inUse,
    );
    return c.json(
      profileEditAnswer(await toUserSchema(db, user), {
        message: "Verification code sent",
        verify_email_otp: true,
        email,
        resend_email_token: issued.resendToken,
        resend_timer: issued.resendTimer,
      }),
    );
  });

  routes.put(`${PROFILE}/mobile`, requireUser(), async (c) => {
    const body = await parseJson(c, contactPhoneBody);
    const user = currentUser(c);
    const at = now();
    const countryCode = Number(body.country_code);
    const owner = await findPhone(db, { applicationId: user.applicationId }, countryCode, body.phone);
    const inUse = fieldError(400, CONTACT_MESSAGES.mobileInUse, "phone");
    if (owner && (owner.userId !== user.id || owner.verified)) throw inUse;
    const target = phoneTarget(countryCode, body.phone);
    await limitSends(db, c, user.applicationId, target, at);
    const issued = await addWithCode(
      owner
        ? undefined
        : (tx) =>
            tx.insert(userPhones).values({
              applicationId: user.applicationId,
              userId: user.id,
              countryCode,
              phone: body.phone,
              primary: false,
              verified: false,
            }),
      codeSpec(c, user, "sms", target, smsRecipient(countryCode, body.phone)),
      at,
      inUse,
    );
    return c.json(
      profileEditAnswer(await toUserSchema(db, user), {
        message: "Verification code sent",
        verify_mobile_otp: true,
        request_id: issued.id,
        resend_token: issued.resendToken,
        resend_timer: issued.resendTimer,
        country_code: String(countryCode),
        mobile: body.phone,
      }),
    );
  });

  // --- Remove -----------------------------------------------------------------------------------

  routes.delete(`${PROFILE}/email`, requireUser(), async (c) => {
    const { email } = parseQuery(c, deleteEmailQuery);
    const user = currentUser(c);
    await db.transaction(async (tx) => {
      const row = await emailOf(tx, user.id, email);
      if (!row) throw fieldError(404, CONTACT_MESSAGES.emailNotOnAccount, "email");
      if (row.primary) throw fieldError(400, CONTACT_MESSAGES.primaryEmail, "email");
      if ((await contactCount(tx, user.id)) <= 1) throw fieldError(400, CONTACT_MESSAGES.lastContact, "email");
      await tx.delete(userEmails).where(eq(userEmails.id, row.id));
    });
    return c.json(await loginAnswer(db, c, user));
  });

  routes.delete(`${PROFILE}/mobile`, requireUser(), async (c) => {
    const query = parseQuery(c, deletePhoneQuery);
    const user = currentUser(c);
    await db.transaction(async (tx) => {
      const row = await phoneOf(tx, user.id, Number(query.country_code), query.phone);
      if (!row) throw fieldError(404, CONTACT_MESSAGES.mobileNotOnAccount, "phone");
      if (row.primary) throw fieldError(400, CONTACT_MESSAGES.primaryMobile, "phone");
      if ((await contactCount(tx, user.id)) <= 1) throw fieldError(400, CONTACT_MESSAGES.lastContact, "phone");
      await tx.delete(userPhones).where(eq(userPhones.id, row.id));
    });
    return c.json(await loginAnswer(db, c, user));
  });

  // --- Make primary -----------------------------------------------------------------------------

  routes.post(`${PROFILE}/email/primary`, requireUser(), async (c) => {
    const { email } = await parseJson(c, emailBody);
    const user = currentUser(c);
    await db.transaction(async (tx) => {
      const row = await emailOf(tx, user.id, email);
      if (!row) throw fieldError(404, CONTACT_MESSAGES.emailNotOnAccount, "email");
      if (!row.verified) throw fieldError(400, CONTACT_MESSAGES.verifyEmailFirst, "email");
      await tx.update(userEmails).set({ primary: false }).where(eq(userEmails.userId, user.id));
      await tx.update(userEmails).set({ primary: true }).where(eq(userEmails.id, row.id));
    });
    return c.json(await loginAnswer(db, c, user));
  });

  routes.post(`${PROFILE}/mobile/primary`, requireUser(), async (c) => {
    const body = await parseJson(c, contactPhoneBody);
    const user = currentUser(c);
    await db.transaction(async (tx) => {
      const row = await phoneOf(tx, user.id, Number(body.country_code), body.phone);
      if (!row) throw fieldError(404, CONTACT_MESSAGES.mobileNotOnAccount, "phone");
      if (!row.verified) throw fieldError(400, CONTACT_MESSAGES.verifyMobileFirst, "phone");
      await tx.update(userPhones).set({ primary: false }).where(eq(userPhones.userId, user.id));
      await tx.update(userPhones).set({ primary: true }).where(eq(userPhones.id, row.id));
    });
    return c.json(await loginAnswer(db, c, user));
  });

  // --- Verification links -----------------------------------------------------------------------

  routes.post(`${PROFILE}/email/link/send`, requireUser(), async (c) => {
    const { email } = await parseJson(c, emailBody);
    const user = currentUser(c);
    const app = c.get("application");
    const at = now();
    const row = await emailOf(db, user.id, email);
    if (!row) throw fieldError(404, CONTACT_MESSAGES.emailNotOnAccount, "email");
    if (row.verified) throw fieldError(400, CONTACT_MESSAGES.emailVerified, "email");
    await limitSends(db, c, app.id, email, at);
    await db.transaction((tx) => queueVerifyEmailLink(tx, app, user.id, email, at));
    const response: SendEmailVerifyLinkSuccess = { verify_email_link: true };
    return c.json(response);
  });

  routes.post(`${PROFILE}/mobile/link/send`, requireUser(), async (c) => {
    const body = await parseJson(c, contactPhoneBody);
    const user = currentUser(c);
    const app = c.get("application");
    const at = now();
    const countryCode = Number(body.country_code);
    const row = await phoneOf(db, user.id, countryCode, body.phone);
    if (!row) throw fieldError(404, CONTACT_MESSAGES.mobileNotOnAccount, "phone");
    if (row.verified) throw fieldError(400, CONTACT_MESSAGES.mobileVerified, "phone");
    const target = phoneTarget(countryCode, body.phone);
    await limitSends(db, c, app.id, target, at);
    await db.transaction(async (tx) => {
      const token = await createToken(
        tx,
        { applicationId: app.id, userId: user.id, kind: "verify_mobile", target },
        at,
      );
      await enqueueMessage(tx, {
        applicationId: app.id,
        channel: "sms",
        recipient: smsRecipient(countryCode, body.phone),
        ...verifyMobileMessage(app.name, verifyMobileLink(token)),
      });
    });
    const response: SendMobileVerifyLinkSuccess = { verify_mobile_link: true };
    return c.json(response);
  });
}
