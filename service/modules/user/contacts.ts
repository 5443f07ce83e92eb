/**
 * The signed-in shopper's e-mail addresses and mobile numbers: add one (unverified, with a
 * verification code), remove one (never the primary one, never the last contact), make a verified
 * one primary, and send a verification link.
 */
import { count, eq } from "drizzle-orm";
import type { z } from "zod";
import type {
  LoginSuccess,
  ProfileEditSuccess,
  SendEmailVerifyLinkSuccess,
  SendMobileVerifyLinkSuccess,
} from "../../contract/types";
import type { Db, Tx } from "../../db/client";
import { userEmails, userPhones } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { enqueueMessage } from "../../mail/outbox";
import { findEmail, findPhone, isUniqueViolation, phoneTarget, smsRecipient } from "./accounts";
import { issueCode, limitSends, type CodeSpec, type IssuedCode } from "./codes";
import { verifyEmailLink, verifyEmailMessage, verifyMobileLink, verifyMobileMessage } from "./messages";
import type { SignedInCaller } from "./sessions";
import { createToken } from "./tokens";
import { loginAnswer, profileEditAnswer, toUserSchema } from "./user-documents";
import type { contactPhoneBody } from "./validators";

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

/** A mobile number of the shopper's: `phone` is the number, `country_code` its country code. */
type ContactPhone = Pick<z.infer<typeof contactPhoneBody>, "country_code" | "phone">;

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

const emailOf = (tx: Tx, userId: string, email: string) => findEmail(tx, { userId }, email);
const phoneOf = (tx: Tx, userId: string, phone: ContactPhone) =>
  findPhone(tx, { userId }, Number(phone.country_code), phone.phone);

async function contactCount(tx: Tx, userId: string): Promise<number> {
  const [emails] = await tx.select({ n: count() }).from(userEmails).where(eq(userEmails.userId, userId));
  const [phones] = await tx.select({ n: count() }).from(userPhones).where(eq(userPhones.userId, userId));
  return Number(emails.n) + Number(phones.n);
}

const verifySpec = (who: SignedInCaller, channel: "email" | "sms", target: string, recipient: string): CodeSpec => ({
  applicationId: who.user.applicationId,
  store: who.app.name,
  purpose: "verify",
  channel,
  target,
  recipient,
  userId: who.user.id,
});

// --- Add (and send a code) --------------------------------------------------------------------

/**
 * Adds a contact (no insert: it is already on the account, waiting for verification, and just
 * gets a new code) and issues its verification code, in one transaction; a concurrent add of the
 * same contact answers `inUse`.
 */
async function addWithCode(
  db: Db,
  insert: ((tx: Tx) => Promise<unknown>) | undefined,
  spec: CodeSpec,
  now: number,
  inUse: ApiError,
): Promise<IssuedCode> {
  try {
    return await db.transaction(async (tx) => {
      if (insert) await insert(tx);
      return issueCode(tx, spec, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw inUse;
    throw error;
  }
}

/** PUT profile email: adds the address unverified and sends it a verification code. */
export async function addEmail(db: Db, who: SignedInCaller, email: string, now: number): Promise<ProfileEditSuccess> {
  const { user } = who;
  const owner = await findEmail(db, { applicationId: user.applicationId }, email);
  const inUse = fieldError(400, CONTACT_MESSAGES.emailInUse, "email");
  if (owner && (owner.userId !== user.id || owner.verified)) throw inUse;
  await limitSends(db, { applicationId: user.applicationId, target: email, ip: who.client.ip }, now);
  const issued = await addWithCode(
    db,
    owner
      ? undefined
      : (tx) =>
          tx
            .insert(userEmails)
            .values({ applicationId: user.applicationId, userId: user.id, email, primary: false, verified: false }),
    verifySpec(who, "email", email, email),
    now,
    inUse,
  );
  return profileEditAnswer(await toUserSchema(db, user), {
    message: "Verification code sent",
    verify_email_otp: true,
    email,
    resend_email_token: issued.resendToken,
    resend_timer: issued.resendTimer,
  });
}

/** PUT profile mobile: adds the number unverified and sends it a verification code. */
export async function addMobile(
  db: Db,
  who: SignedInCaller,
  phone: ContactPhone,
  now: number,
): Promise<ProfileEditSuccess> {
  const { user } = who;
  const countryCode = Number(phone.country_code);
  const owner = await findPhone(db, { applicationId: user.applicationId }, countryCode, phone.phone);
  const inUse = fieldError(400, CONTACT_MESSAGES.mobileInUse, "phone");
  if (owner && (owner.userId !== user.id || owner.verified)) throw inUse;
  const target = phoneTarget(countryCode, phone.phone);
  await limitSends(db, { applicationId: user.applicationId, target, ip: who.client.ip }, now);
  const issued = await addWithCode(
    db,
    owner
      ? undefined
      : (tx) =>
          tx.insert(userPhones).values({
            applicationId: user.applicationId,
            userId: user.id,
            countryCode,
            phone: phone.phone,
            primary: false,
            verified: false,
          }),
    verifySpec(who, "sms", target, smsRecipient(countryCode, phone.phone)),
    now,
    inUse,
  );
  return profileEditAnswer(await toUserSchema(db, user), {
    message: "Verification code sent",
    verify_mobile_otp: true,
    request_id: issued.id,
    resend_token: issued.resendToken,
    resend_timer: issued.resendTimer,
    country_code: String(countryCode),
    mobile: phone.phone,
  });
}

// --- Remove and make primary -------------------------------------------------------------------

/** One contact of the shopper's, for the rules that hold for addresses and numbers alike. */
interface OwnContact {
  /** The request's field the errors name. */
  field: "email" | "phone";
  find: (tx: Tx) => Promise<{ id: number; primary: boolean; verified: boolean } | undefined>;
  notOnAccount: string;
}

const ownEmail = (userId: string, email: string): OwnContact => ({
  field: "email",
  find: (tx) => emailOf(tx, userId, email),
  notOnAccount: CONTACT_MESSAGES.emailNotOnAccount,
});
const ownPhone = (userId: string, phone: ContactPhone): OwnContact => ({
  field: "phone",
  find: (tx) => phoneOf(tx, userId, phone),
  notOnAccount: CONTACT_MESSAGES.mobileNotOnAccount,
});

/** The contact's row in the caller's transaction; 404 when it is not on the account. */
async function ownRow(tx: Tx, contact: OwnContact) {
  const row = await contact.find(tx);
  if (!row) throw fieldError(404, contact.notOnAccount, contact.field);
  return row;
}

/** Removes a contact: never the primary one, never the last contact of the account. */
async function removeContact(
  db: Db,
  who: SignedInCaller,
  contact: OwnContact,
  primaryMessage: string,
  remove: (tx: Tx, id: number) => Promise<unknown>,
): Promise<LoginSuccess> {
  await db.transaction(async (tx) => {
    const row = await ownRow(tx, contact);
    if (row.primary) throw fieldError(400, primaryMessage, contact.field);
    if ((await contactCount(tx, who.user.id)) <= 1) throw fieldError(400, CONTACT_MESSAGES.lastContact, contact.field);
    await remove(tx, row.id);
  });
  return loginAnswer(db, who.user, who.requestId);
}

/** Makes a verified contact the primary one of its kind. */
async function makePrimary(
  db: Db,
  who: SignedInCaller,
  contact: OwnContact,
  verifyFirstMessage: string,
  promote: (tx: Tx, id: number) => Promise<unknown>,
): Promise<LoginSuccess> {
  await db.transaction(async (tx) => {
    const row = await ownRow(tx, contact);
    if (!row.verified) throw fieldError(400, verifyFirstMessage, contact.field);
    await promote(tx, row.id);
  });
  return loginAnswer(db, who.user, who.requestId);
}

/** DELETE profile email. */
export const removeEmail = (db: Db, who: SignedInCaller, email: string) =>
  removeContact(db, who, ownEmail(who.user.id, email), CONTACT_MESSAGES.primaryEmail, (tx, id) =>
    tx.delete(userEmails).where(eq(userEmails.id, id)),
  );

/** DELETE profile mobile. */
export const removeMobile = (db: Db, who: SignedInCaller, phone: ContactPhone) =>
  removeContact(db, who, ownPhone(who.user.id, phone), CONTACT_MESSAGES.primaryMobile, (tx, id) =>
    tx.delete(userPhones).where(eq(userPhones.id, id)),
  );

/** POST profile email/primary. */
export const makeEmailPrimary = (db: Db, who: SignedInCaller, email: string) =>
  makePrimary(db, who, ownEmail(who.user.id, email), CONTACT_MESSAGES.verifyEmailFirst, async (tx, id) => {
    await tx.update(userEmails).set({ primary: false }).where(eq(userEmails.userId, who.user.id));
    await tx.update(userEmails).set({ primary: true }).where(eq(userEmails.id, id));
  });

/** POST profile mobile/primary. */
export const makeMobilePrimary = (db: Db, who: SignedInCaller, phone: ContactPhone) =>
  makePrimary(db, who, ownPhone(who.user.id, phone), CONTACT_MESSAGES.verifyMobileFirst, async (tx, id) => {
    await tx.update(userPhones).set({ primary: false }).where(eq(userPhones.userId, who.user.id));
    await tx.update(userPhones).set({ primary: true }).where(eq(userPhones.id, id));
  });

// --- Verification links -----------------------------------------------------------------------

export async function sendEmailVerifyLink(
  db: Db,
  who: SignedInCaller,
  email: string,
  now: number,
): Promise<SendEmailVerifyLinkSuccess> {
  const { user, app } = who;
  const row = await ownRow(db, ownEmail(user.id, email));
  if (row.verified) throw fieldError(400, CONTACT_MESSAGES.emailVerified, "email");
  await limitSends(db, { applicationId: app.id, target: email, ip: who.client.ip }, now);
  await db.transaction((tx) => queueVerifyEmailLink(tx, app, user.id, email, now));
  return { verify_email_link: true };
}

export async function sendMobileVerifyLink(
  db: Db,
  who: SignedInCaller,
  phone: ContactPhone,
  now: number,
): Promise<SendMobileVerifyLinkSuccess> {
  const { user, app } = who;
  const countryCode = Number(phone.country_code);
  const row = await ownRow(db, ownPhone(user.id, phone));
  if (row.verified) throw fieldError(400, CONTACT_MESSAGES.mobileVerified, "phone");
  const target = phoneTarget(countryCode, phone.phone);
  await limitSends(db, { applicationId: app.id, target, ip: who.client.ip }, now);
  await db.transaction(async (tx) => {
    const token = await createToken(tx, { applicationId: app.id, userId: user.id, kind: "verify_mobile", target }, now);
    await enqueueMessage(tx, {
      applicationId: app.id,
      channel: "sms",
      recipient: smsRecipient(countryCode, phone.phone),
      ...verifyMobileMessage(app.name, verifyMobileLink(token)),
    });
  });
  return { verify_mobile_link: true };
}
