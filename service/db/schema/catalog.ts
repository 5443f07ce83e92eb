/**
 * Catalogue: relational, since listings filter, sort and page it; and the shoppers' follows (wishlist).
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, money } from "./columns";
import { applicationRef } from "./configuration";
import { userRef } from "./user";

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
    /** The short name shoppers pick a store by (Fynd's display_name), e.g. the neighbourhood. */
    displayName: text("display_name").notNull().default(""),
    /** Opening hours per weekday (Fynd's StoreTiming); empty for warehouses. */
    timings: jsonb("timings").$type<StoreTiming[]>().notNull().default([]),
    /** The store's phone number (digits, without the country code). */
    phone: text("phone").notNull().default(""),
  },
  (t) => [index("stores_seller").on(t.sellerUid)],
);

/** One weekday's opening hours of a store, as Fynd's StoreTiming. */
export interface StoreTiming {
  weekday: string;
  open: boolean;
  opening: { hour: number; minute: number };
  closing: { hour: number; minute: number };
}

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

/**
 * The stock other stores than an article's own hold of it: the retail (ordering) stores' shelves. An
 * article's quantity in product_sizes is its own store's; a shopper who chose an ordering store buys
 * from that store's row here (docs/decisions/0023).
 */
export const storeStock = pgTable(
  "store_stock",
  {
    storeUid: integer("store_uid")
      .notNull()
      .references(() => stores.uid, { onDelete: "cascade" }),
    articleId: text("article_id")
      .notNull()
      .references(() => productSizes.articleId, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeUid, t.articleId] }), index("store_stock_article").on(t.articleId)],
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

/** Followed products, brands and collections (the wishlist). */
export const follows = pgTable(
  "follows",
  {
    applicationId: applicationRef(),
    userId: userRef(),
    collectionType: text("collection_type").notNull().$type<"products" | "brands" | "collections">(),
    collectionId: text("collection_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.userId, t.collectionType, t.collectionId] }),
    index("follows_user_created").on(t.userId, t.collectionType, t.createdAt),
  ],
);
