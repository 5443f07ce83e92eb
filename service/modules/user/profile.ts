/**
 * User module, profile: detail update, user attributes, the platform config and social sign-in
 * answers. Registered on the user router by userRoutes (so its session middleware runs once).
 *
 * Social sign-in: the service cannot reach Facebook, Google or Apple to verify a token, and it never
 * trusts a token it cannot verify. A provider that the platform config leaves off (or without an app
 * id) answers 400 with the spec's message; a configured one answers 501.
 */
import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { z } from "zod";
import type { PlatformSchema, ProfileEditSuccess, UserAttributes, UserSchema } from "../../contract/types";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { ApiError, invalidFields, parseJson, parseQuery } from "../../http/errors";
import { findEmail, findPhone } from "./accounts";
import { loadPlatformConfig } from "./platform-config";
import { currentUser, requireUser, toUserSchema, type UserEnv } from "./sessions";
import { EMAIL_PATTERN, MESSAGES, NAME_PATTERN } from "./validation";

export const ADD_EMAIL_FIRST = "Add and verify this e-mail address from your profile";
export const ADD_MOBILE_FIRST = "Add and verify this mobile number from your profile";
export const ATTRIBUTE_KEY = /^[a-z][a-z0-9_]{0,49}$/;
export const MAX_ATTRIBUTES = 50;
export const MAX_ATTRIBUTE_BYTES = 2048;

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

const nameField = (label: string, required: boolean) => {
  const base = z
    .string({ invalid_type_error: `${label} must be text` })
    .trim()
    .max(100, `${label} must be at most 100 characters`);
  return required
    ? base.min(1, `${label} is required`).regex(NAME_PATTERN, MESSAGES.name(label))
    : base.refine((v) => v === "" || NAME_PATTERN.test(v), MESSAGES.name(label));
};

/** A real calendar date written YYYY-MM-DD. */
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

const isHttpsUrl = (value: string) => {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
};

const mobileObject = z.object({
  phone: z
    .string({ required_error: "mobile.phone is required" })
    .trim()
    .regex(/^\d{4,15}$/, MESSAGES.mobileLength),
  country_code: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim().replace(/^\+/, ""))
    .pipe(z.string().regex(/^\d{1,4}$/, MESSAGES.countryCode)),
});

function profileBody(today: string) {
  return z
    .object({
      first_name: nameField("First name", true).optional(),
      last_name: nameField("Last name", false).optional(),
      gender: z.enum(["male", "female", "unisex", ""], { message: "gender must be male, female or unisex" }).optional(),
      dob: z
        .string({ invalid_type_error: "Date of birth must be a date written YYYY-MM-DD" })
        .trim()
        .refine((v) => v === "" || isCalendarDate(v), "Date of birth must be a date written YYYY-MM-DD")
        .refine((v) => v === "" || v <= today, "Date of birth cannot be in the future")
        .refine((v) => v === "" || v >= "1900-01-01", "Date of birth must be after 1900")
        .optional(),
      profile_pic_url: z
        .string({ invalid_type_error: "profile_pic_url must be text" })
        .trim()
        .max(2048, "profile_pic_url must be at most 2048 characters")
        .refine((v) => v === "" || isHttpsUrl(v), "profile_pic_url must be an https URL")
        .optional(),
      email: z
        .string({ invalid_type_error: "email must be text" })
        .trim()
        .max(254, MESSAGES.email)
        .refine((v) => v === "" || EMAIL_PATTERN.test(v), MESSAGES.email)
        .transform((v) => v.toLowerCase())
        .optional(),
      // The official model sends {phone, country_code}; a bare number with a top-level country_code is accepted too.
      mobile: z.union([mobileObject, z.string().trim()]).optional(),
      country_code: z.union([z.string(), z.number()]).optional(),
      register_token: z.string().max(500).optional(),
      sender: z.string().max(200).optional(),
      encrypt_otp: z.boolean().optional(),
      android_hash: z.string().max(200).optional(),
    })
    .transform(({ mobile, country_code, ...rest }) => {
      let phone: { phone: string; country_code: string } | undefined;
      if (typeof mobile === "string") {
        if (mobile !== "")
          phone = { phone: mobile.replace(/\D/g, ""), country_code: String(country_code ?? "91").replace(/^\+/, "") };
      } else if (mobile) phone = mobile;
      return { ...rest, phone };
    });
}

const attributesBody = z.object({
  attributes: z.record(z.string(), z.unknown(), {
    required_error: "attributes is required",
    invalid_type_error: "attributes must be an object",
  }),
});

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

type Provider = "facebook" | "google" | "apple";
const PROVIDERS: Record<Provider, { label: string; missing: string }> = {
  facebook: { label: "Facebook", missing: "Facebook App ID not provided in platform" },
  google: { label: "Google", missing: "Google Client ID not provided in platform" },
  apple: { label: "Apple", missing: "Apple Client ID not provided in platform" },
};

function providerConfigured(config: PlatformSchema, provider: Provider): boolean {
  const tokens = config.social_tokens as Partial<Record<string, { app_id?: unknown }>> | undefined;
  const appId = tokens?.[provider]?.app_id;
  return !!config.social?.[provider] && typeof appId === "string" && appId.trim() !== "";
}

const optionalText = z.string().max(4096).optional();
const oauthBody = z.object({
  is_signed_in: z.boolean().optional(),
  oauth2: z
    .object({ access_token: optionalText, expiry: z.number().optional(), refresh_token: optionalText })
    .optional(),
  profile: z
    .object({
      id: optionalText,
      email: z.string().max(254).optional(),
      full_name: optionalText,
      first_name: optionalText,
      last_name: optionalText,
      image: optionalText,
    })
    .optional(),
});
const appleBody = z.object({
  user_identifier: optionalText,
  oauth: z.object({ identity_token: optionalText }).optional(),
  profile: z.object({ full_name: optionalText, first_name: optionalText, last_name: optionalText }).optional(),
});

export function registerProfileRoutes(routes: Hono<UserEnv>, db: Db, now: () => number): void {
  const profile = "/profile/v1.0";

  routes.post(`${profile}/detail`, requireUser(), async (c) => {
    const user = currentUser(c);
    const today = new Date(now()).toISOString().slice(0, 10);
    const body = await parseJson(c, profileBody(today));

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
        updatedAt: new Date(now()),
      })
      .where(eq(users.id, user.id))
      .returning();
    return c.json(profileEditAnswer(await toUserSchema(db, updated), { message: "Profile updated" }));
  });

  routes.get(`${profile}/user-attributes`, requireUser(), async (c) => {
    const { slug } = parseQuery(
      c,
      z.object({ slug: z.string().trim().regex(ATTRIBUTE_KEY, "slug must be an attribute name").optional() }),
    );
    const attributes = currentUser(c).attributes ?? {};
    const response: UserAttributes = {
      attributes: slug === undefined ? attributes : slug in attributes ? { [slug]: attributes[slug] } : {},
    };
    return c.json(response);
  });

  // Merged into the stored attributes (a null value removes the key, as in a JSON merge patch).
  routes.patch(`${profile}/user-attributes`, requireUser(), async (c) => {
    const { attributes: patch } = await parseJson(c, attributesBody);
    const errors = attributeErrors(patch);
    if (Object.keys(errors).length) throw invalidFields(errors);
    const userId = currentUser(c).id;
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
        .set({ attributes: merged, updatedAt: new Date(now()) })
        .where(eq(users.id, userId));
      return merged;
    });
    const response: UserAttributes = { attributes };
    return c.json(response);
  });

  routes.get("/platform/v1.0/config", async (c) => {
    const { name } = parseQuery(
      c,
      z.object({ name: z.string().trim().max(100, "name must be at most 100 characters").optional() }),
    );
    const config = await loadPlatformConfig(db, c.get("application").id);
    const response: PlatformSchema = name ? { ...config, name } : config;
    return c.json(response);
  });

  const auth = "/authentication/v1.0";
  const social = <S extends z.ZodTypeAny>(
    path: string,
    provider: Provider,
    schema: S,
    check?: (body: z.infer<S>) => void,
  ) => {
    routes.post(`${auth}/${path}`, async (c) => {
      parseQuery(c, z.object({ platform: z.string().max(100).optional() }));
      const body = await parseJson(c, schema);
      const config = await loadPlatformConfig(db, c.get("application").id);
      const { label, missing } = PROVIDERS[provider];
      if (!providerConfigured(config, provider)) throw new ApiError(400, missing);
      check?.(body);
      throw new ApiError(501, `${label} sign-in is not available on this server`);
    });
  };
  social("login/facebook-token", "facebook", oauthBody, (body) => {
    const email = body.profile?.email?.trim() ?? "";
    if (!email) {
      throw new ApiError(400, "Email permission is required to sign in with Facebook", {
        "profile.email": ["Email permission is required to sign in with Facebook"],
      });
    }
  });
  social("login/google-token", "google", oauthBody);
  social("login/google-android", "google", oauthBody);
  social("login/google-ios", "google", oauthBody);
  social("login/apple-ios", "apple", appleBody);
}
