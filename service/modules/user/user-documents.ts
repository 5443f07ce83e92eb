/**
 * The official UserSchema document of accounts (with their e-mail addresses and mobile numbers), and
 * the answers that carry it: login-shaped answers and profile edits.
 */
import { asc, inArray } from "drizzle-orm";
import type { LoginSuccess, ProfileEditSuccess, UserSchema } from "../../contract/types";
import type { Tx } from "../../db/client";
import { userEmails, userPhones } from "../../db/schema";
import type { UserRow } from "./sessions";

/** UserSchema documents for these users, in order. */
async function toUserSchemas(db: Tx, rows: UserRow[]): Promise<UserSchema[]> {
  if (!rows.length) return [];
  const ids = rows.map((u) => u.id);
  const [emails, phones] = await Promise.all([
    db.select().from(userEmails).where(inArray(userEmails.userId, ids)).orderBy(asc(userEmails.id)),
    db.select().from(userPhones).where(inArray(userPhones.userId, ids)).orderBy(asc(userPhones.id)),
  ]);
  return rows.map((u) => ({
    _id: u.id,
    user_id: u.id,
    application_id: u.applicationId,
    first_name: u.firstName,
    last_name: u.lastName,
    gender: u.gender,
    dob: u.dob,
    profile_pic_url: u.profilePicUrl,
    account_type: "user",
    emails: emails
      .filter((e) => e.userId === u.id)
      .map((e) => ({ email: e.email, primary: e.primary, verified: e.verified, active: e.active })),
    phone_numbers: phones
      .filter((p) => p.userId === u.id)
      .map((p) => ({
        phone: p.phone,
        country_code: p.countryCode,
        primary: p.primary,
        verified: p.verified,
        active: p.active,
      })),
    active: u.active,
    created_at: u.createdAt.toISOString(),
    updated_at: u.updatedAt.toISOString(),
  }));
}

export async function toUserSchema(db: Tx, row: UserRow): Promise<UserSchema> {
  const [user] = await toUserSchemas(db, [row]);
  return user;
}

/** The answer of calls that return the signed-in shopper (login, password reset, contact changes). */
export async function loginAnswer(db: Tx, user: UserRow, requestId: string): Promise<LoginSuccess> {
  return { user: await toUserSchema(db, user), request_id: requestId, register_token: "" };
}

/** The answer of a profile edit (detail update, adding an e-mail address or mobile number). */
export const profileEditAnswer = (user: UserSchema, extra: Partial<ProfileEditSuccess>): ProfileEditSuccess => ({
  user,
  register_token: "",
  user_exists: true,
  verify_email_link: false,
  verify_email_otp: false,
  verify_mobile_otp: false,
  success: true,
  message: "",
  ...extra,
});
