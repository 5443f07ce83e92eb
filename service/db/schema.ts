/**
 * The commerce service's tables. Catalogue data is relational (it is filtered, sorted and paged);
 * store-level documents that are always read whole (contact info, feature flags, theme pages,
 * navigation trees) are jsonb, shaped like the API responses that serve them.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** A sales channel (Fynd "application"): one storefront and its API credentials. */
export const applications = pgTable("applications", {
  id: text("id").primaryKey(), // 24 hex characters, like Fynd's _id
  name: text("name").notNull(),
  slug: text("slug").notNull(),
  description: text("description").notNull().default(""),
  /** The application token the SDK sends in the bearer header. */
  token: text("token").notNull(),
  companyId: integer("company_id").notNull(),
  domain: text("domain").notNull(),
  logo: text("logo"),
  mobileLogo: text("mobile_logo"),
  favicon: text("favicon"),
  banner: text("banner"),
  isActive: boolean("is_active").notNull().default(true),
  mode: text("mode").notNull().default("live"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Whole documents per application, keyed by kind: "information" (contact, social, support),
 * "features", "seo", "support", "legal", "app_currency", "landing_page".
 */
export const appDocuments = pgTable(
  "app_documents",
  {
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    data: jsonb("data").notNull().$type<Record<string, unknown>>(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.kind] })],
);

export const currencies = pgTable("currencies", {
  id: text("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  symbol: text("symbol").notNull(),
  decimalDigits: smallint("decimal_digits").notNull().default(2),
  isActive: boolean("is_active").notNull().default(true),
  countryName: text("country_name").notNull().default(""),
  countryCode: text("country_code").notNull().default(""),
});

/** A navigation menu; `navigation` is the NavigationReference tree of the API. */
export const navigations = pgTable(
  "navigations",
  {
    id: text("id").primaryKey(),
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    platform: jsonb("platform").notNull().$type<string[]>(),
    position: text("position").notNull().default("top"),
    orientation: jsonb("orientation").notNull().$type<{ portrait: string[]; landscape: string[] }>(),
    navigation: jsonb("navigation").notNull().$type<unknown[]>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("navigations_app_slug").on(t.applicationId, t.slug)],
);

export const themes = pgTable(
  "themes",
  {
    id: text("id").primaryKey(),
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    version: text("version").notNull().default("1.0.0"),
    applied: boolean("applied").notNull().default(false),
    themeType: text("theme_type").notNull().default("react"),
    font: jsonb("font").notNull().$type<Record<string, unknown>>(),
    config: jsonb("config").notNull().$type<Record<string, unknown>>(),
    styles: jsonb("styles").notNull().$type<Record<string, unknown>>().default({}),
    availableSections: jsonb("available_sections").notNull().$type<unknown[]>(),
    meta: jsonb("meta").notNull().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("themes_app_applied").on(t.applicationId, t.applied)],
);

export const themePages = pgTable(
  "theme_pages",
  {
    themeId: text("theme_id")
      .notNull()
      .references(() => themes.id, { onDelete: "cascade" }),
    id: text("id").notNull(),
    value: text("value").notNull(),
    text: text("text").notNull(),
    path: text("path").notNull(),
    type: text("type").notNull().default("system"),
    props: jsonb("props").notNull().$type<unknown[]>().default([]),
    seo: jsonb("seo").notNull().$type<Record<string, unknown>>().default({}),
    sections: jsonb("sections").notNull().$type<unknown[]>(),
    sectionsMeta: jsonb("sections_meta").notNull().$type<unknown[]>().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.themeId, t.value] })],
);

// ---------------------------------------------------------------------------------------------
// Catalogue

/**
 * A single row whose revisions go up, in the same transaction, whenever catalogue data that listings
 * filter or count changes (triggers in migration 0002). Listing counts and facets are memoised per
 * revision, so they stay exact across processes without being recounted per request.
 */
export const catalogRevision = pgTable("catalog_revision", {
  id: smallint("id").primaryKey(),
  /** Products, brands, categories, departments, collections. */
  revision: bigint("revision", { mode: "number" }).notNull().default(0),
  /** Articles: added, removed, or going in or out of stock (only the size filter and facet care). */
  stockRevision: bigint("stock_revision", { mode: "number" }).notNull().default(0),
});

export const departments = pgTable("departments", {
  uid: integer("uid").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  priorityOrder: integer("priority_order").notNull(),
  logo: text("logo").notNull(),
});

/** Category tree: level 1, 2 or 3; l2 and l3 have a parent. */
export const categories = pgTable(
  "categories",
  {
    uid: integer("uid").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    level: smallint("level").notNull(),
    parentUid: integer("parent_uid"),
    departmentUids: integer("department_uids").array().notNull(),
    priority: integer("priority").notNull().default(0),
    bannerPortrait: text("banner_portrait").notNull(),
    bannerLandscape: text("banner_landscape").notNull(),
  },
  (t) => [index("categories_parent").on(t.parentUid)],
);

export const brands = pgTable("brands", {
  uid: integer("uid").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  description: text("description").notNull().default(""),
  logo: text("logo").notNull(),
  bannerPortrait: text("banner_portrait").notNull(),
  bannerLandscape: text("banner_landscape").notNull(),
  departmentUids: integer("department_uids").array().notNull(),
  priority: integer("priority").notNull().default(0),
});

export const products = pgTable(
  "products",
  {
    uid: integer("uid").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    itemCode: text("item_code").notNull(),
    itemType: text("item_type").notNull().default("standard"),
    brandUid: integer("brand_uid")
      .notNull()
      .references(() => brands.uid),
    departmentUid: integer("department_uid")
      .notNull()
      .references(() => departments.uid),
    categoryL1Uid: integer("category_l1_uid").notNull(),
    categoryL2Uid: integer("category_l2_uid").notNull(),
    /** The product's own (leaf) category. */
    categoryUid: integer("category_uid")
      .notNull()
      .references(() => categories.uid),
    shortDescription: text("short_description").notNull().default(""),
    description: text("description").notNull().default(""),
    /** Free attributes, e.g. {primary_color, material, gender, essential}. */
    attributes: jsonb("attributes").notNull().$type<Record<string, string>>(),
    tags: text("tags").array().notNull(),
    highlights: text("highlights").array().notNull(),
    teaserTag: text("teaser_tag"),
    /** Media[] of the API: {url, type, alt}. */
    medias: jsonb("medias").notNull().$type<{ url: string; type: "image" | "video"; alt?: string }[]>(),
    priceMarkedMin: money("price_marked_min").notNull(),
    priceMarkedMax: money("price_marked_max").notNull(),
    priceEffectiveMin: money("price_effective_min").notNull(),
    priceEffectiveMax: money("price_effective_max").notNull(),
    /** Whole-number discount percentage off the marked price (0 when none). */
    discountPercent: smallint("discount_percent").notNull().default(0),
    currencyCode: text("currency_code").notNull().default("INR"),
    sellable: boolean("sellable").notNull().default(true),
    rating: numeric("rating", { precision: 3, scale: 2, mode: "number" }),
    ratingCount: integer("rating_count").notNull().default(0),
    popularity: integer("popularity").notNull().default(0),
    onlineDate: timestamp("online_date", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    /**
     * Products of one brand, department and leaf category whose names differ only by their colour
     * are colour variants of each other: they share this key.
     */
    // The facet attributes as plain columns: reading them is far cheaper than jsonb extraction
    // when a facet counts a whole category, and they can have btree indexes.
    primaryColor: text("primary_color").generatedAlwaysAs(sql`"attributes"->>'primary_color'`),
    material: text("material").generatedAlwaysAs(sql`"attributes"->>'material'`),
    gender: text("gender").generatedAlwaysAs(sql`"attributes"->>'gender'`),
    pattern: text("pattern").generatedAlwaysAs(sql`"attributes"->>'pattern'`),
    variantGroup: text("variant_group").generatedAlwaysAs(
      sql`"brand_uid"::text || ':' || "department_uid"::text || ':' || "category_uid"::text || ':' || replace("name", coalesce("attributes"->>'primary_color', ''), '')`,
    ),
  },
  (t) => [
    // Filters: brand, leaf and level-2 category (level 1 and department: products_facets below).
    index("products_brand_category").on(t.brandUid, t.categoryUid),
    index("products_category").on(t.categoryUid),
    // Every column the listing filters, counts or facets on (besides text search, tags and sizes):
    // totals and facets are answered by index-only scans of this narrow index instead of the wide
    // product rows (about 12× smaller), and its leading department column serves department filters.
    index("products_facets").on(
      t.departmentUid,
      t.categoryUid,
      t.brandUid,
      t.categoryL2Uid,
      t.categoryL1Uid,
      t.priceEffectiveMin,
      t.discountPercent,
      t.rating,
      t.primaryColor,
      t.gender,
      t.material,
      t.pattern,
      t.uid,
    ),
    index("products_category_l2").on(t.categoryL2Uid),
    // Colour and material filters (the other attributes have too few values to be worth an index),
    // and tag filters (`tags && …`).
    index("products_primary_color").on(t.primaryColor),
    index("products_material").on(t.material),
    index("products_tags").using("gin", t.tags),
    // One per sort order: (sort key, uid) serves ORDER BY … LIMIT and the keyset cursor's row comparison.
    index("products_online_date_uid").on(t.onlineDate, t.uid),
    index("products_popularity_uid").on(t.popularity, t.uid),
    index("products_price_uid").on(t.priceEffectiveMin, t.uid),
    index("products_discount_uid").on(t.discountPercent, t.uid),
    index("products_rating_uid").on(sql`coalesce(${t.rating}, 0)`, t.uid),
    index("products_variant_group").on(t.variantGroup),
  ],
);

/** A seller (Fynd "company"): the business that sells and ships articles from its stores. */
export const sellers = pgTable("sellers", {
  uid: integer("uid").primaryKey(),
  name: text("name").notNull(),
  code: text("code").notNull().unique(),
});

/** A store or warehouse of a seller: where articles ship from (its pincode drives delivery promises). */
export const stores = pgTable(
  "stores",
  {
    uid: integer("uid").primaryKey(),
    sellerUid: integer("seller_uid")
      .notNull()
      .references(() => sellers.uid),
    code: text("code").notNull().unique(),
    name: text("name").notNull(),
    storeType: text("store_type").notNull().default("warehouse"),
    address: text("address").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    country: text("country").notNull().default("India"),
    countryCode: text("country_code").notNull().default("IN"),
    pincode: text("pincode").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [index("stores_seller").on(t.sellerUid)],
);

/** A product in one size (Fynd "article"): stock and price per size. */
export const productSizes = pgTable(
  "product_sizes",
  {
    articleId: text("article_id").primaryKey(),
    productUid: integer("product_uid")
      .notNull()
      .references(() => products.uid, { onDelete: "cascade" }),
    value: text("value").notNull(),
    display: text("display").notNull(),
    position: smallint("position").notNull(),
    quantity: integer("quantity").notNull(),
    priceMarked: money("price_marked").notNull(),
    priceEffective: money("price_effective").notNull(),
    sellerIdentifier: text("seller_identifier").notNull(),
    /** The store the article ships from (null in databases seeded before stores existed). */
    storeUid: integer("store_uid").references(() => stores.uid),
  },
  (t) => [
    uniqueIndex("product_sizes_product_value").on(t.productUid, t.value),
    // The "sizes" filter and facet: in-stock articles by size value.
    index("product_sizes_in_stock")
      .on(t.value, t.productUid)
      .where(sql`${t.quantity} > 0`),
  ],
);

export const collections = pgTable("collections", {
  uid: integer("uid").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  /** "query": products matching `query`; "items": the products listed in collection_items. */
  type: text("type").notNull(),
  query: jsonb("query").notNull().$type<{ attribute: string; op: string; value: (string | number)[] }[]>(),
  logo: text("logo").notNull(),
  bannerPortrait: text("banner_portrait").notNull(),
  bannerLandscape: text("banner_landscape").notNull(),
  tags: text("tags").array().notNull(),
  priority: integer("priority").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
  published: boolean("published").notNull().default(true),
  allowFacets: boolean("allow_facets").notNull().default(true),
  allowSort: boolean("allow_sort").notNull().default(true),
  sortOn: text("sort_on").notNull().default("popular"),
  badge: jsonb("badge").notNull().$type<{ text: string; color: string }>().default({ text: "", color: "" }),
});

export const collectionItems = pgTable(
  "collection_items",
  {
    collectionUid: integer("collection_uid")
      .notNull()
      .references(() => collections.uid, { onDelete: "cascade" }),
    productUid: integer("product_uid")
      .notNull()
      .references(() => products.uid, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.collectionUid, t.productUid] })],
);

/** Raw bytes; PGlite hands back a Uint8Array and pg a Buffer, both read as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded files (file-storage namespaces), bytes included, so every service process serves them
 * on either driver. A row is "pending" from upload/start (its one-time upload token, stored as a
 * SHA-256 hash, expires after 5 minutes), "uploaded" once the bytes are PUT, "complete" after
 * upload/complete; only complete files are served.
 */
export const files = pgTable(
  "files",
  {
    id: text("id").primaryKey(), // 24 hex characters
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    namespace: text("namespace").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    tags: jsonb("tags").notNull().$type<string[]>().default([]),
    status: text("status").notNull().default("pending"),
    uploadTokenHash: text("upload_token_hash").notNull(),
    uploadExpiresAt: timestamp("upload_expires_at", { withTimezone: true }).notNull(),
    data: bytea("data"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("files_upload_token_hash").on(t.uploadTokenHash), index("files_app").on(t.applicationId)],
);

/** Support tickets (lead module), e.g. product requests from the storefront. */
export const tickets = pgTable(
  "tickets",
  {
    id: text("id").primaryKey(), // 24 hex characters
    /** The number shoppers quote. */
    number: serial("number").notNull(),
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    attachments: jsonb("attachments")
      .notNull()
      .$type<{ type: string; value: string; display?: string }[]>()
      .default([]),
    customJson: jsonb("custom_json").notNull().$type<Record<string, unknown>>().default({}),
    status: text("status").notNull().default("open"),
    /** The client's Idempotency-Key: a repeated create answers the first ticket. */
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("tickets_app_idempotency_key").on(t.applicationId, t.idempotencyKey),
    uniqueIndex("tickets_number").on(t.number),
  ],
);

/** Shoppers of an application (user module). `passwordHash` is null for OTP/social-only accounts. */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(), // 24 hex characters
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
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

/** A user's e-mail addresses; stored lower-cased, unique per application. */
export const userEmails = pgTable(
  "user_emails",
  {
    id: serial("id").primaryKey(),
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    primary: boolean("primary").notNull().default(false),
    verified: boolean("verified").notNull().default(false),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("user_emails_app_email").on(t.applicationId, t.email), index("user_emails_user").on(t.userId)],
);

/** A user's phone numbers, unique per application. */
export const userPhones = pgTable(
  "user_phones",
  {
    id: serial("id").primaryKey(),
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    countryCode: integer("country_code").notNull(),
    phone: text("phone").notNull(),
    primary: boolean("primary").notNull().default(false),
    verified: boolean("verified").notNull().default(false),
    active: boolean("active").notNull().default(true),
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
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    userAgent: text("user_agent").notNull().default(""),
    ip: text("ip").notNull().default(""),
  },
  (t) => [uniqueIndex("user_sessions_token_hash").on(t.tokenHash), index("user_sessions_user").on(t.userId)],
);

/** Followed products, brands and collections (the wishlist). */
export const follows = pgTable(
  "follows",
  {
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    collectionType: text("collection_type").notNull().$type<"products" | "brands" | "collections">(),
    collectionId: text("collection_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.userId, t.collectionType, t.collectionId] }),
    index("follows_user_created").on(t.userId, t.collectionType, t.createdAt),
  ],
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
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull().$type<"login" | "verify" | "forgot" | "delete">(),
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
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull().$type<"verify_email" | "verify_mobile" | "reset_password">(),
    /** The e-mail address or "<country code>-<number>" the token is about. */
    target: text("target").notNull().default(""),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("user_tokens_user").on(t.userId, t.kind)],
);

/**
 * Every message the service sends (OTP codes, verification and reset links, order mail): written
 * in the transaction that causes it, then delivered over SMTP when SMTP_URL is set. SMS have no
 * gateway here: they stay in the outbox (and the dev mailbox shows them).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    channel: text("channel").notNull().$type<"email" | "sms">(),
    recipient: text("recipient").notNull(),
    /** What the message is for: "otp", "verify-email", "reset-password", "order-placed", … */
    kind: text("kind").notNull(),
    subject: text("subject").notNull().default(""),
    text: text("text").notNull(),
    html: text("html").notNull().default(""),
    status: text("status").notNull().default("pending").$type<"pending" | "sending" | "sent" | "failed" | "held">(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error").notNull().default(""),
    /** When delivery was last tried: the retry clock, and the lease of a row being sent. */
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("mail_outbox_status").on(t.status, t.id), index("mail_outbox_recipient").on(t.recipient, t.id)],
);

/** The store's sign-in settings (GET user/platform/v1.0/config), shaped like PlatformSchema. */
export const platformConfigs = pgTable("platform_configs", {
  applicationId: text("application_id")
    .primaryKey()
    .references(() => applications.id, { onDelete: "cascade" }),
  config: jsonb("config").$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

/** Reward offers by name ("signup", "referral"), shaped like the Offer model. */
export const rewardOffers = pgTable(
  "reward_offers",
  {
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
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
    id: text("id").primaryKey(),
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
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

/** Cards a shopper saved at payment (tokenised: no card number is stored, only its last digits). */
export const savedCards = pgTable(
  "saved_cards",
  {
    id: text("id").primaryKey(),
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Masked, e.g. "XXXX-XXXX-XXXX-1111". */
    cardNumber: text("card_number").notNull(),
    cardName: text("card_name").notNull().default(""),
    cardBrand: text("card_brand").notNull(),
    cardType: text("card_type").notNull().default("credit"),
    cardIssuer: text("card_issuer").notNull().default(""),
    nickname: text("nickname").notNull().default(""),
    expMonth: smallint("exp_month").notNull(),
    expYear: smallint("exp_year").notNull(),
    cardToken: text("card_token").notNull(),
    cardFingerprint: text("card_fingerprint").notNull(),
    aggregatorName: text("aggregator_name").notNull().default("Sandbox"),
    createdAt: createdAt(),
  },
  (t) => [
    index("saved_cards_user").on(t.userId),
    uniqueIndex("saved_cards_user_fingerprint").on(t.userId, t.cardFingerprint),
  ],
);

/** Shoppers' saved delivery addresses (cart module). */
export const addresses = pgTable(
  "addresses",
  {
    id: text("id").primaryKey(),
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
  (t) => [index("addresses_user").on(t.userId, t.isActive)],
);
