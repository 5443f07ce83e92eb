/**
 * Sharing: shared carts (a snapshot of a cart's lines behind an unguessable token) and short links
 * (the share module's `/s/<hash>` links).
 */
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { carts } from "./cart";
import { createdAt, updatedAt } from "./columns";
import { applicationRef } from "./configuration";
import { users } from "./user";

/**
 * A shared cart (cart/v1.0/share-cart): the lines of the sharer's cart at share time, copied into a
 * closed cart of their own (`snapshot_cart_id`, closed as "shared", never open again), so the
 * shared cart is answered like any cart, with today's prices and stock.
 */
export const sharedCarts = pgTable(
  "shared_carts",
  {
    /** 32 random bytes, base64url: the link's only key, so it cannot be guessed. */
    token: text("token").primaryKey(),
    applicationId: applicationRef(),
    snapshotCartId: text("snapshot_cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    /** The cart that was shared (it lives on and changes; the snapshot does not). */
    sourceCartId: text("source_cart_id").notNull(),
    /** The sharer when signed in. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    meta: jsonb("meta").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("shared_carts_application").on(t.applicationId)],
);

/** Short links (share/v1.0/links/short-link/): `hash` → the original URL, per application. */
export const shortLinks = pgTable(
  "short_links",
  {
    id: text("id").primaryKey(),
    applicationId: applicationRef(),
    hash: text("hash").notNull(),
    title: text("title").notNull(),
    original: text("original").notNull(),
    active: boolean("active").notNull().default(true),
    expireAt: timestamp("expire_at", { withTimezone: true }),
    enableTracking: boolean("enable_tracking").notNull().default(false),
    personalized: boolean("personalized").notNull().default(false),
    /** The official request's campaign, redirects, attribution, social media tags and meta, kept as sent. */
    extra: jsonb("extra").$type<Record<string, unknown>>().notNull().default({}),
    meta: jsonb("meta").$type<Record<string, unknown>>().notNull().default({}),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("short_links_hash").on(t.applicationId, t.hash)],
);
