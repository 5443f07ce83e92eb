/**
 * Communication and webhook: shoppers' consent per channel, app push tokens, and the storefront's
 * click-analytics events.
 */
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { applicationRef } from "./configuration";
import { userRef } from "./user";

/** A shopper's answer for one channel (email, sms, whatsapp): "yes" or "no". */
export const communicationConsents = pgTable(
  "communication_consents",
  {
    applicationId: applicationRef(),
    userId: userRef(),
    channel: text("channel").notNull(),
    response: text("response").notNull(),
    /** WhatsApp: the number messages go to. */
    countryCode: text("country_code").notNull().default(""),
    phoneNumber: text("phone_number").notNull().default(""),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channel] })],
);

/**
 * E-mail consent given by address (the newsletter sign-up): visitors need no account. One row per
 * store and address (lower-cased); the signed-in shopper who signed up, when there was one.
 */
export const emailConsents = pgTable(
  "email_consents",
  {
    applicationId: applicationRef(),
    email: text("email").notNull(),
    response: text("response").notNull(),
    /** Where the consent was given, e.g. "newsletter". */
    source: text("source").notNull().default("newsletter"),
    userId: text("user_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.email] })],
);

/** Push tokens of the store's apps, one per device (upsertAppPushtoken). */
export const pushTokens = pgTable(
  "push_tokens",
  {
    id: text("id").primaryKey(),
    applicationId: applicationRef(),
    /** The signed-in shopper, when the app had a session. */
    userId: text("user_id"),
    uniqueDeviceId: text("unique_device_id").notNull(),
    bundleIdentifier: text("bundle_identifier").notNull().default(""),
    pushToken: text("push_token").notNull(),
    type: text("type").notNull(),
    platform: text("platform").notNull().default(""),
    /** Set when the app reset the token (action "reset"). */
    expiredAt: timestamp("expired_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("push_tokens_device").on(t.applicationId, t.uniqueDeviceId)],
);

/** Click-analytics events (webhook saveClickEvent), stored as sent. */
export const clickEvents = pgTable(
  "click_events",
  {
    id: text("id").primaryKey(),
    applicationId: applicationRef(),
    eventName: text("event_name").notNull(),
    payload: jsonb("payload").notNull().$type<Record<string, unknown>>(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("click_events_app_name").on(t.applicationId, t.eventName, t.createdAt)],
);
