/**
 * Rewards: offers, points and referrals.
 */
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { applicationRef } from "./configuration";
import { shopperOwned, users } from "./user";

/** Reward offers by name ("signup", "referral"), shaped like the Offer model. */
export const rewardOffers = pgTable(
  "reward_offers",
  {
    applicationId: applicationRef(),
    name: text("name").notNull(),
    points: integer("points").notNull(),
    active: boolean("active").notNull().default(true),
    /** The rest of the Offer document (text, share messages, banner, schedule …). */
    document: jsonb("document").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.name] })],
);

/** Reward points credited and debited (the history); the balance is the sum of remaining points. */
export const rewardPoints = pgTable(
  "reward_points",
  {
    ...shopperOwned(),
    points: integer("points").notNull(),
    remainingPoints: integer("remaining_points").notNull(),
    txnType: text("txn_type").notNull().$type<"credit" | "debit">(),
    /** Why: "signup", "referral", "referred", "order" … — one credit per (user, reason key). */
    reasonKey: text("reason_key").notNull(),
    text1: text("text_1").notNull().default(""),
    text2: text("text_2").notNull().default(""),
    text3: text("text_3").notNull().default(""),
    meta: jsonb("meta").$type<Record<string, unknown>>().notNull().default({}),
    expiresOn: timestamp("expires_on", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reward_points_reason").on(t.userId, t.reasonKey),
    index("reward_points_user_created").on(t.userId, t.createdAt),
  ],
);

/** Each shopper's referral code, and who referred them (one redemption per shopper). */
export const referrals = pgTable(
  "referrals",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    applicationId: applicationRef(),
    code: text("code").notNull(),
    referredBy: text("referred_by").references(() => users.id, { onDelete: "set null" }),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("referrals_app_code").on(t.applicationId, t.code),
    index("referrals_referred_by").on(t.referredBy),
  ],
);
