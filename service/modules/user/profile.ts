/**
 * The shopper's profile: detail update, user attributes, the platform config and the social sign-in
 * answers.
 *
 * Social sign-in: the service cannot reach Facebook, Google or Apple to verify a token, and it never
 * trusts a token it cannot verify. A provider that the platform config leaves off (or without an app
 * id) answers 400 with the spec's message; a configured one answers 501.
 */
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { PlatformSchema, ProfileEditSuccess, UserAttributes } from "../../contract/types";
import type { Db, Tx } from "../../db/client";
import { users } from "../../db/schema";
import { ApiError, invalidFields } from "../../http/errors";
import { findEmail, findPhone } from "./accounts";
import { loadPlatformConfig } from "./platform-config";
import type { UserRow } from "./sessions";
import { profileEditAnswer, toUserSchema } from "./user-documents";
import { ATTRIBUTE_KEY, type appleBody, type oauthBody, type ProfileBody } from "./validators";

const ADD_EMAIL_FIRST = "Add and verify this e-mail address from your profile";
const ADD_MOBILE_FIRST = "Add and verify this mobile number from your profile";
const MAX_ATTRIBUTES = 50;
const MAX_ATTRIBUTE_BYTES = 2048;

/** POST profile detail: names, gender, date of birth, picture; contacts must already be on the account. */
export async function updateProfile(
  db: Db,
  user: UserRow,
  body: ProfileBody,
  now: number,
): Promise<ProfileEditSuccess> {
  // Contacts are added (and verified) through PUT profile/v1.0/email and /mobile, not here.
  const errors: Record<string, string[]> = {};
  if (body.email) {
    if (!(await findEmail(db, { userId: user.id }, body.email))) errors.email = [ADD_EMAIL_FIRST];
  }
  if (body.phone) {
    if (!(await findPhone(db, { userId: user.id }, Number(body.phone.country_code), body.phone.phone)))
      errors["mobile.phone"] = [ADD_MOBILE_FIRST];
  }
  if (Object.keys(errors).length) throw invalidFields(errors);

  const [updated] = await db
    .update(users)
    .set({
      ...(body.first_name !== undefined ? { firstName: body.first_name } : {}),
      ...(body.last_name !== undefined ? { lastName: body.last_name } : {}),
      ...(body.gender !== undefined ? { gender: body.gender } : {}),
      ...(body.dob !== undefined ? { dob: body.dob } : {}),
      ...(body.profile_pic_url !== undefined ? { profilePicUrl: body.profile_pic_url } : {}),
      updatedAt: new Date(now),
    })
    .where(eq(users.id, user.id))
    .returning();
  return profileEditAnswer(await toUserSchema(db, updated), { message: "Profile updated" });
}

/** The user's attributes, or only the one named `slug`. */
export function userAttributes(user: UserRow, slug: string | undefined): UserAttributes {
  const attributes = user.attributes ?? {};
  return { attributes: slug === undefined ? attributes : slug in attributes ? { [slug]: attributes[slug] } : {} };
}

/** Checks a PATCH of user attributes: key names, the number of keys and each value's size. */
function attributeErrors(patch: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const keys = Object.keys(patch);
  if (keys.length > MAX_ATTRIBUTES) errors.attributes = [`At most ${MAX_ATTRIBUTES} attributes are allowed`];
  for (const key of keys.slice(0, MAX_ATTRIBUTES + 1)) {
    if (!ATTRIBUTE_KEY.test(key)) {
      errors[`attributes.${key.slice(0, 60)}`] = [
        "Attribute names start with a lower-case letter and contain only lower-case letters, digits and underscores (at most 50)",
      ];
      continue;
    }
    const value = patch[key];
    if (value === undefined || value === null) continue;
    if (Buffer.byteLength(JSON.stringify(value), "utf8") > MAX_ATTRIBUTE_BYTES) {
      errors[`attributes.${key}`] = [`An attribute value may be at most ${MAX_ATTRIBUTE_BYTES / 1024} KB of JSON`];
    }
  }
  return errors;
}

/** Merges a patch into the stored attributes (a null value removes the key, as in a JSON merge patch). */
export async function patchUserAttributes(
  db: Db,
  userId: string,
  patch: Record<string, unknown>,
  now: number,
): Promise<UserAttributes> {
  const errors = attributeErrors(patch);
  if (Object.keys(errors).length) throw invalidFields(errors);
  const attributes = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ attributes: users.attributes })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    const merged: Record<string, unknown> = { ...(row?.attributes ?? {}) };
    for (const [key, value] of Object.entries(patch)) {
      if (value === null || value === undefined) delete merged[key];
      else merged[key] = value;
    }
    if (Object.keys(merged).length > MAX_ATTRIBUTES) {
      throw new ApiError(400, `At most ${MAX_ATTRIBUTES} attributes are allowed`, {
        attributes: [`At most ${MAX_ATTRIBUTES} attributes are allowed`],
      });
    }
    await tx
      .update(users)
      .set({ attributes: merged, updatedAt: new Date(now) })
      .where(eq(users.id, userId));
    return merged;
  });
  return { attributes };
}

/** The store's platform config; `name` (when given) is echoed in it. */
export async function platformConfig(db: Tx, applicationId: string, name: string | undefined): Promise<PlatformSchema> {
  const config = await loadPlatformConfig(db, applicationId);
  return name ? { ...config, name } : config;
}

type SocialProvider = "facebook" | "google" | "apple";
type SocialLogin = z.infer<typeof oauthBody> | z.infer<typeof appleBody>;

const PROVIDERS: Record<SocialProvider, { label: string; missing: string }> = {
  facebook: { label: "Facebook", missing: "Facebook App ID not provided in platform" },
  google: { label: "Google", missing: "Google Client ID not provided in platform" },
  apple: { label: "Apple", missing: "Apple Client ID not provided in platform" },
};

function providerConfigured(config: PlatformSchema, provider: SocialProvider): boolean {
  const tokens = config.social_tokens as Partial<Record<string, { app_id?: unknown }>> | undefined;
  const appId = tokens?.[provider]?.app_id;
  return !!config.social?.[provider] && typeof appId === "string" && appId.trim() !== "";
}

const FACEBOOK_EMAIL_REQUIRED = "Email permission is required to sign in with Facebook";

/** A social sign-in: 400 when the store has not configured the provider, else 501 (no token can be verified). */
export async function socialSignIn(
  db: Tx,
  applicationId: string,
  provider: SocialProvider,
  login: SocialLogin,
): Promise<never> {
  const config = await loadPlatformConfig(db, applicationId);
  const { label, missing } = PROVIDERS[provider];
  if (!providerConfigured(config, provider)) throw new ApiError(400, missing);
  const email = login.profile && "email" in login.profile ? (login.profile.email?.trim() ?? "") : "";
  if (provider === "facebook" && !email) {
    throw new ApiError(400, FACEBOOK_EMAIL_REQUIRED, { "profile.email": [FACEBOOK_EMAIL_REQUIRED] });
  }
  throw new ApiError(501, `${label} sign-in is not available on this server`);
}
