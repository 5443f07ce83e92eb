/**
 * Product reads: the listing query (search, filters, sort, number and cursor paging) and the
 * mapping of rows to the API's ProductListingDetail / ProductDetail shapes.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Action, Page, ProductDetail, ProductListingDetail, ProductSortOn } from "../../contract/types";
import type { Db } from "../../db/client";
import { brands, categories, collectionItems, departments, products, productSizes } from "../../db/schema";
import { ApiError } from "../../http/errors";
import type { FilterMap } from "./filters";

const l1 = alias(categories, "l1");
const l2 = alias(categories, "l2");
const l3 = alias(categories, "l3");

export const SORT_OPTIONS = [
  { value: "latest", display: "Latest Products" },
  { value: "popular", display: "Popularity" },
  { value: "price_asc", display: "Price Low to High" },
  { value: "price_dsc", display: "Price High to Low" },
  { value: "discount_asc", display: "Discount Low to High" },
  { value: "discount_dsc", display: "Discount High to Low" },
  { value: "rating_dsc", display: "Rating" },
] as const;

export type SortOn = (typeof SORT_OPTIONS)[number]["value"];

function orderBy(sort: SortOn | undefined): SQL[] {
  switch (sort) {
    case "latest":
      return [desc(products.onlineDate), asc(products.uid)];
    case "price_asc":
      return [asc(products.priceEffectiveMin), asc(products.uid)];
    case "price_dsc":
      return [desc(products.priceEffectiveMin), asc(products.uid)];
    case "discount_asc":
      return [asc(products.discountPercent), asc(products.uid)];
    case "discount_dsc":
      return [desc(products.discountPercent), asc(products.uid)];
    case "rating_dsc":
      return [sql`${products.rating} desc nulls last`, asc(products.uid)];
    default:
      return [desc(products.popularity), asc(products.uid)];
  }
}

export function sortOnList(selected: string | undefined): ProductSortOn[] {
  const current = selected ?? "popular";
  return SORT_OPTIONS.map((o) => ({ display: o.display, name: o.display, value: o.value, is_selected: o.value === current }));
}

const pageAction = (type: string, slug?: string, url?: string): Action => ({
  type: "page",
  page: { type, ...(slug ? { params: { slug: [slug] } } : {}), ...(url ? { url } : {}) },
});

/** Conditions for the filter keys the catalogue knows; unknown keys are ignored, like Fynd's. */
async function filterConditions(db: Db, filters: FilterMap): Promise<SQL[]> {
  const conditions: SQL[] = [];
  const department = filters.get("department");
  if (department) {
    conditions.push(inArray(products.departmentUid, db.select({ uid: departments.uid }).from(departments).where(inArray(departments.slug, department))));
  }
  const brand = filters.get("brand");
  if (brand) {
    conditions.push(inArray(products.brandUid, db.select({ uid: brands.uid }).from(brands).where(inArray(brands.slug, brand))));
  }
  const category = filters.get("category");
  if (category) {
    const uids = db.select({ uid: categories.uid }).from(categories).where(inArray(categories.slug, category));
    conditions.push(or(inArray(products.categoryUid, uids), inArray(products.categoryL2Uid, uids), inArray(products.categoryL1Uid, uids))!);
  }
  const tags = filters.get("tag") ?? filters.get("tags");
  if (tags) conditions.push(sql`${products.tags} && ${sql.param(tags)}::text[]`);
  const minDiscount = filters.get("discount_percent");
  if (minDiscount) {
    const n = Number(minDiscount[0]);
    if (Number.isFinite(n)) conditions.push(gte(products.discountPercent, n));
  }
  return conditions;
}

export interface ListProductsParams {
  q?: string;
  filters: FilterMap;
  sortOn?: SortOn;
  pageSize: number;
  pageNo?: number;
  /** Cursor mode: "*" or a next_id from a previous page. */
  pageId?: string;
  /** Restrict to the items of an "items" collection, in its order. */
  collectionUid?: number;
}

const encodeCursor = (offset: number) => Buffer.from(`o:${offset}`).toString("base64url");
function decodeCursor(pageId: string): number {
  if (pageId === "*") return 0;
  const decoded = Buffer.from(pageId, "base64url").toString("utf8");
  const m = /^o:(\d{1,9})$/.exec(decoded);
  if (!m) throw new ApiError(400, "Invalid page_id", { page_id: ["Invalid page_id"] });
  return Number(m[1]);
}

export async function listProducts(db: Db, params: ListProductsParams): Promise<{ items: ProductListingDetail[]; page: Page }> {
  const conditions = await filterConditions(db, params.filters);
  const q = params.q?.trim();
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(products.name, pattern), ilike(brands.name, pattern), ilike(l3.name, pattern))!);
  }
  if (params.collectionUid !== undefined) {
    conditions.push(
      inArray(products.uid, db.select({ uid: collectionItems.productUid }).from(collectionItems).where(eq(collectionItems.collectionUid, params.collectionUid))),
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const cursorMode = params.pageId !== undefined;
  const offset = cursorMode ? decodeCursor(params.pageId!) : ((params.pageNo ?? 1) - 1) * params.pageSize;

  const order =
    params.collectionUid !== undefined && !params.sortOn
      ? [
          asc(
            sql`(select ${collectionItems.position} from ${collectionItems} where ${collectionItems.collectionUid} = ${params.collectionUid} and ${collectionItems.productUid} = ${products.uid})`,
          ),
          asc(products.uid),
        ]
      : orderBy(params.sortOn);

  const [rows, [{ total }]] = await Promise.all([
    selectListing(db).where(where).orderBy(...order).limit(params.pageSize).offset(offset),
    db
      .select({ total: count() })
      .from(products)
      .innerJoin(brands, eq(brands.uid, products.brandUid))
      .innerJoin(l3, eq(l3.uid, products.categoryUid))
      .where(where),
  ]);
  const hasNext = offset + rows.length < total;
  const page: Page = cursorMode
    ? { type: "cursor", has_previous: offset > 0, has_next: hasNext, item_total: total, size: params.pageSize, ...(hasNext ? { next_id: encodeCursor(offset + rows.length) } : {}) }
    : { type: "number", current: params.pageNo ?? 1, size: params.pageSize, item_total: total, has_next: hasNext, has_previous: offset > 0 };
  return { items: rows.map(toListing), page };
}

function selectListing(db: Db) {
  return db
    .select({
      product: products,
      brand: { uid: brands.uid, name: brands.name, slug: brands.slug, logo: brands.logo, description: brands.description },
      l1: { uid: l1.uid, name: l1.name, slug: l1.slug },
      l2: { uid: l2.uid, name: l2.name, slug: l2.slug },
      l3: { uid: l3.uid, name: l3.name, slug: l3.slug },
      sizes: sql<string[] | null>`(select array_agg(${productSizes.value} order by ${productSizes.position}) from ${productSizes} where ${productSizes.productUid} = ${products.uid} and ${productSizes.quantity} > 0)`,
    })
    .from(products)
    .innerJoin(brands, eq(brands.uid, products.brandUid))
    .innerJoin(l1, eq(l1.uid, products.categoryL1Uid))
    .innerJoin(l2, eq(l2.uid, products.categoryL2Uid))
    .innerJoin(l3, eq(l3.uid, products.categoryUid))
    .$dynamic();
}

type ListingRow = Awaited<ReturnType<ReturnType<typeof selectListing>["execute"]>>[number];

const categoryRef = (c: { uid: number; name: string; slug: string }) => ({ uid: c.uid, name: c.name, slug: c.slug, action: pageAction("category", c.slug, `/category/${c.slug}/`) });

function toListing(row: ListingRow): ProductListingDetail {
  const p = row.product;
  const symbol = p.currencyCode === "INR" ? "₹" : p.currencyCode;
  return {
    uid: p.uid,
    slug: p.slug,
    name: p.name,
    item_code: p.itemCode,
    item_type: p.itemType,
    type: "product",
    brand: {
      uid: row.brand.uid,
      name: row.brand.name,
      logo: { url: row.brand.logo, type: "image" },
      description: row.brand.description,
      action: pageAction("brand", row.brand.slug, `/brand/${row.brand.slug}/`),
    },
    medias: p.medias,
    price: {
      effective: { min: p.priceEffectiveMin, max: p.priceEffectiveMax, currency_code: p.currencyCode, currency_symbol: symbol },
      marked: { min: p.priceMarkedMin, max: p.priceMarkedMax, currency_code: p.currencyCode, currency_symbol: symbol },
    },
    discount: p.discountPercent > 0 ? `${p.discountPercent}% OFF` : "",
    sellable: p.sellable,
    sizes: row.sizes ?? [],
    has_variant: false,
    categories: [categoryRef(row.l3)],
    category_map: { l1: categoryRef(row.l1), l2: categoryRef(row.l2), l3: categoryRef(row.l3) },
    attributes: p.attributes,
    tags: p.tags,
    teaser_tag: p.teaserTag,
    highlights: p.highlights,
    short_description: p.shortDescription,
    description: p.description,
    rating: p.rating,
    rating_count: p.ratingCount,
    seo: { title: p.name, description: p.shortDescription },
    action: pageAction("product", p.slug, `/product/${p.slug}/`),
    product_online_date: p.onlineDate.toISOString(),
    identifiers: [p.itemCode],
  };
}

export async function getProductBySlug(db: Db, slug: string): Promise<ProductDetail | undefined> {
  const [row] = await selectListing(db).where(eq(products.slug, slug)).limit(1);
  if (!row) return undefined;
  const [department] = await db.select().from(departments).where(eq(departments.uid, row.product.departmentUid)).limit(1);
  const { sizes: _sizes, ...listing } = toListing(row);
  const attributes = row.product.attributes;
  return {
    ...listing,
    department: { uid: department.uid, name: department.name, slug: department.slug, logo: { url: department.logo, type: "image" } },
    grouped_attributes: [
      {
        title: "Product details",
        details: Object.entries(attributes)
          .filter(([key]) => !key.endsWith("_hex"))
          .map(([key, value]) => ({ key: key.replace(/_/g, " "), type: "text", value: String(value) })),
      },
    ],
    similars: ["brand", "category"],
    tryouts: [],
  };
}
