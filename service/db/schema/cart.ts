/**
 * Cart: carts and their lines, and saved delivery addresses.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
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
import { createdAt, money, updatedAt } from "./columns";
import { applicationRef } from "./configuration";
import { shopperOwned, users } from "./user";

/** Shoppers' saved delivery addresses (cart module). */
export const addresses = pgTable(
  "addresses",
  {
    ...shopperOwned(),
    name: text("name").notNull(),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    address: text("address").notNull(),
    area: text("area").notNull().default(""),
    landmark: text("landmark").notNull().default(""),
    sector: text("sector").notNull().default(""),
    areaCode: text("area_code").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    stateCode: text("state_code").notNull().default(""),
    country: text("country").notNull().default("India"),
    countryIsoCode: text("country_iso_code").notNull().default("IN"),
    countryPhoneCode: text("country_phone_code").notNull().default("+91"),
    addressType: text("address_type").notNull().default("home"),
    isDefault: boolean("is_default").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    checkoutMode: text("checkout_mode").notNull().default("self"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("addresses_user").on(t.userId, t.isActive),
    // One default address per shopper: setting another one unsets the old in the same transaction.
    uniqueIndex("addresses_one_default")
      .on(t.applicationId, t.userId)
      .where(sql`${t.isDefault} and ${t.isActive}`),
  ],
);

/**
 * Carts of an application. A signed-in shopper has at most one open regular cart and one open
 * buy-now cart (partial unique index); an anonymous cart (no user) is found by its id alone, which
 * the storefront keeps. Archiving (checkout, cart_archive) or merging into a shopper's cart closes
 * a cart: `closed_at` is set and it is never read as a cart again.
 */
export const carts = pgTable(
  "carts",
  {
    /** 24 hexadecimal characters (the API's `id`): random, so it cannot be guessed. */
    id: text("id").primaryKey(),
    /** The cart's number (the API's `cart_id`, and `uid` as text). */
    number: serial("number").notNull().unique(),
    applicationId: applicationRef(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    buyNow: boolean("buy_now").notNull().default(false),
    checkoutMode: text("checkout_mode").notNull().default("self"),
    couponCode: text("coupon_code"),
    addressId: text("address_id"),
    billingAddressId: text("billing_address_id"),
    /** The payment mode chosen at checkout (PUT cart/v1.0/payment), "" until then. */
    paymentMode: text("payment_mode").notNull().default(""),
    paymentIdentifier: text("payment_identifier").notNull().default(""),
    aggregatorName: text("aggregator_name").notNull().default(""),
    merchantCode: text("merchant_code").notNull().default(""),
    /** "archived" (cart_archive), "checked_out" (an order was made of it) or "merged" (into `merged_into`) once closed. */
    closedReason: text("closed_reason"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    mergedInto: text("merged_into"),
    /** The shopper redeems their reward points in this cart (cart/v1.0/redeem/points/). */
    rewardPointsApplied: boolean("reward_points_applied").notNull().default(false),
    /** cart/v1.0/meta: GSTIN, the shopper's comment, and the other meta fields the SDK allows. */
    gstin: text("gstin").notNull().default(""),
    comment: text("comment").notNull().default(""),
    meta: jsonb("meta").$type<Record<string, unknown>>().notNull().default({}),
    /** The staff member chosen on the bag (staff selection), kept until `staff_selected_at` + 15 minutes. */
    staffUserId: text("staff_user_id"),
    staffSelectedAt: timestamp("staff_selected_at", { withTimezone: true }),
    createdAt: createdAt(),
    /** Bumped by every change of the cart or its lines: the API's `last_modified`. */
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("carts_one_open_per_shopper")
      .on(t.applicationId, t.userId, t.buyNow)
      .where(sql`${t.userId} is not null and ${t.closedAt} is null`),
  ],
);

/** The lines of a cart: one per article (a product in one size at one store), quantities summed. */
export const cartLines = pgTable(
  "cart_lines",
  {
    /** The line's `identifiers.identifier`. */
    id: text("id").primaryKey(),
    cartId: text("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productUid: integer("product_uid").notNull(),
    size: text("size").notNull(),
    articleId: text("article_id").notNull(),
    quantity: integer("quantity").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("cart_lines_article").on(t.cartId, t.articleId)],
);

/**
 * The store's coupons (cart/v1.0/coupon). Amounts are in INR and converted like prices. A cart holds
 * at most one (`carts.coupon_code`); its rules are checked whenever the cart is answered.
 */
export const coupons = pgTable(
  "coupons",
  {
    applicationId: applicationRef(),
    /** Upper case, as shoppers type it (matched without regard to case). */
    code: text("code").notNull(),
    title: text("title").notNull(),
    subTitle: text("sub_title").notNull().default(""),
    description: text("description").notNull().default(""),
    /** "percentage" (value is a percent) or "absolute" (value is an amount). */
    type: text("type").$type<"percentage" | "absolute">().notNull(),
    value: money("value").notNull(),
    /** Cap of a percentage coupon's discount (null: none). */
    maxDiscount: money("max_discount"),
    minCartValue: money("min_cart_value").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Only for a signed-in shopper who has placed no order yet. */
    firstOrderOnly: boolean("first_order_only").notNull().default(false),
    /** Payment mode codes the coupon is valid with (empty: any). */
    paymentModes: text("payment_modes").array().notNull().default([]),
    isActive: boolean("is_active").notNull().default(true),
    priority: integer("priority").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.code] })],
);

/**
 * The store's promotions (cart/v1.0/available-ladder-prices, bulk-price, available-promotions,
 * available-payment-offers). `kind`: "ladder_price" (a line's unit price falls with its quantity:
 * "buy more, save more"), "bulk_price" (a contract price from a quantity) or "payment_offer" (a
 * percentage off the cart for some payment modes). `rules` holds the kind's numbers (amounts in INR,
 * see service/modules/cart/promotions.ts); `product_uids` the products a line promotion is on.
 */
export const promotions = pgTable(
  "promotions",
  {
    id: text("id").primaryKey(),
    applicationId: applicationRef(),
    kind: text("kind").$type<"ladder_price" | "bulk_price" | "payment_offer">().notNull(),
    name: text("name").notNull(),
    offerText: text("offer_text").notNull().default(""),
    description: text("description").notNull().default(""),
    productUids: jsonb("product_uids").$type<number[]>().notNull().default([]),
    rules: jsonb("rules").$type<Record<string, unknown>>().notNull().default({}),
    active: boolean("active").notNull().default(true),
    validTill: timestamp("valid_till", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("promotions_application_kind").on(t.applicationId, t.kind)],
);
