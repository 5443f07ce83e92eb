/**
 * User: shoppers, their e-mail addresses, phones and sessions, one-time codes, link tokens, the sign-in
 * settings and the rate-limit counters.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { applicationRef, applications } from "./configuration";

/** Shoppers of an application (user module). `passwordHash` is null for OTP/social-only accounts. */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(), // 24 hex characters
    applicationId: applicationRef(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    gender: text("gender").notNull().default(""),
    /** `scrypt$<salt base64>$<key base64>` (service/modules/user/passwords.ts). */
    passwordHash: text("password_hash"),
    active: boolean("active").notNull().default(true),
    dob: text("dob").notNull().default(""),
    profilePicUrl: text("profile_pic_url").notNull().default(""),
    /** Custom user attributes (GET/PATCH profile/v1.0/user-attributes). */
    attributes: jsonb("attributes").$type<Record<string, unknown>>().notNull().default({}),
    /** Set when the shopper deleted the account: its sign-ins answer "account locked". */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deleteReason: text("delete_reason").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("users_app").on(t.applicationId)],
);

/** The owning shopper: their rows go with the account. */
export const userRef = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** The leading columns of a row a shopper owns: a text id, the application and the shopper. */
export const shopperOwned = () => ({
  id: text("id").primaryKey(),
  applicationId: applicationRef(),
  userId: userRef(),
});

/** A contact's state (e-mail address, phone number): the primary one, verified, active. */
const contactFlags = () => ({
  primary: boolean("primary").notNull().default(false),
  verified: boolean("verified").notNull().default(false),
  active: boolean("active").notNull().default(true),
});

/** A user's e-mail addresses; stored lower-cased, unique per application. */
export const userEmails = pgTable(
  "user_emails",
  {
    id: serial("id").primaryKey(),
    applicationId: applicationRef(),
    userId: userRef(),
    email: text("email").notNull(),
    ...contactFlags(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("user_emails_app_email").on(t.applicationId, t.email), index("user_emails_user").on(t.userId)],
);

/** A user's phone numbers, unique per application. */
export const userPhones = pgTable(
  "user_phones",
  {
    id: serial("id").primaryKey(),
    applicationId: applicationRef(),
    userId: userRef(),
    countryCode: integer("country_code").notNull(),
    phone: text("phone").notNull(),
    ...contactFlags(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("user_phones_app_phone").on(t.applicationId, t.countryCode, t.phone),
    index("user_phones_user").on(t.userId),
  ],
);

/** Signed-in sessions: only the SHA-256 of the cookie token is stored. */
export const userSessions = pgTable(
  "user_sessions",
  {
    id: text("id").primaryKey(), // 24 hex characters
    userId: userRef(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    userAgent: text("user_agent").notNull().default(""),
    ip: text("ip").notNull().default(""),
  },
  (t) => [uniqueIndex("user_sessions_token_hash").on(t.tokenHash), index("user_sessions_user").on(t.userId)],
);

/** Fixed-window counters shared by every service process (login attempts). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * One-time codes sent by SMS or e-mail (sign-in, verifying an added e-mail or number, forgotten
 * password, account deletion). Only a hash of the code is kept; a code expires, allows a capped
 * number of wrong tries and works once. `id` is the request_id the shopper's client sends back.
 */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: text("id").primaryKey(),
    applicationId: applicationRef(),
    purpose: text("purpose")
      .notNull()
      .$type<"login" | "verify" | "forgot" | "delete" | "refund_account" | "order" | "wallet_link">(),
    channel: text("channel").notNull().$type<"sms" | "email">(),
    /** The e-mail address, or "<country code>-<number>". */
    target: text("target").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    resendTokenHash: text("resend_token_hash").notNull().default(""),
    resendAfter: timestamp("resend_after", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("one_time_codes_target").on(t.applicationId, t.purpose, t.channel, t.target, t.createdAt)],
);

/**
 * Single-use link tokens (e-mail or mobile verification links, password reset links and the
 * forgot_token of a verified reset code). Only the SHA-256 of the token is kept.
 */
export const userTokens = pgTable(
  "user_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    applicationId: applicationRef(),
    userId: userRef(),
    kind: text("kind").notNull().$type<"verify_email" | "verify_mobile" | "reset_password">(),
    /** The e-mail address or "<country code>-<number>" the token is about. */
    target: text("target").notNull().default(""),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("user_tokens_user").on(t.userId, t.kind)],
);

/** The store's sign-in settings (GET user/platform/v1.0/config), shaped like PlatformSchema. */
export const platformConfigs = pgTable("platform_configs", {
  applicationId: text("application_id")
    .primaryKey()
    .references(() => applications.id, { onDelete: "cascade" }),
  config: jsonb("config").$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});
