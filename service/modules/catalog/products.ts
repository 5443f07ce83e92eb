/**
 * Product reads by uid or slug and the mapping of rows to the API's ProductListingDetail /
 * ProductDetail shapes. (The listing query itself is in listing.ts.)
 */
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Action, ProductDetail, ProductListingDetail } from "../../contract/types";
import type { Db } from "../../db/client";
import { products, productSizes } from "../../db/schema";
import { notFound } from "../../http/errors";
import { BASE_PRICING, priceRange, type Pricing } from "./money";
import type { CatalogState, Dictionary } from "./state";
import { aliasColumns, scopedQuantity, type StockScope } from "./store-stock";

export const pageAction = (type: string, slug?: string, url?: string): Action => ({
  type: "page",
  page: { type, ...(slug ? { params: { slug: [slug] } } : {}), ...(url ? { url } : {}) },
});

export const productAction = (slug: string) => pageAction("product", slug, `/product/${slug}/`);

/** The action of a department, category, brand or collection as its own listing endpoint answers it (url first). */
export const listingAction = (type: string, url: string, slug?: string): Action => ({
  type: "page",
  page: { type, url, ...(slug ? { params: { slug: [slug] } } : {}) },
});

export const media = (url: string) => ({ url, type: "image" as const });

/** A catalogue row's portrait and landscape banners as media. */
export const banners = (row: { bannerPortrait: string; bannerLandscape: string }) => ({
  portrait: media(row.bannerPortrait),
  landscape: media(row.bannerLandscape),
});

/** A number page of `total` items. */
export const numberPage = (current: number, size: number, total: number) => ({
  type: "number" as const,
  current,
  size,
  item_total: total,
  has_next: current * size < total,
  has_previous: current > 1,
  total: Math.ceil(total / size),
});

/**
 * Products with their in-stock size values and whether another colour exists. Brand and category
 * names come from the dictionary (state.ts), not from joins: planning a five-table join cost more
 * than running it.
 */
function selectProducts(db: Db, stock?: StockScope) {
  // Qualified by hand: in a single-table select Drizzle renders columns unqualified, which inside a
  // correlated subquery would bind to the subquery's own table.
  return db
    .select({
      product: products,
      sizes: sql<
        string[] | null
      >`(select array_agg(s.value order by s.position) from ${productSizes} as s where s.product_uid = "products"."uid" and ${scopedQuantity(stock, aliasColumns("s"))} > 0)`,
      // Another colour of the same product (same variant group, different primary colour).
      hasVariant: sql<boolean>`exists (select 1 from ${products} as sibling where sibling.variant_group = "products"."variant_group" and sibling.uid <> "products"."uid" and sibling.primary_color <> "products"."primary_color")`,
    })
    .from(products)
    .$dynamic();
}

type ProductRow = Awaited<ReturnType<ReturnType<typeof selectProducts>["execute"]>>[number];

const categoryRef = (c: { uid: number; name: string; slug: string }) => ({
  uid: c.uid,
  name: c.name,
  slug: c.slug,
  action: pageAction("category", c.slug, `/category/${c.slug}/`),
});
const unknownCategory = (uid: number) => ({ uid, name: "", slug: "" });

/** A listing item, its prices in the pricing's currency. */
function toListing(row: ProductRow, dict: Dictionary, pricing: Pricing = BASE_PRICING): ProductListingDetail {
  const p = row.product;
  const brand = dict.brandByUid.get(p.brandUid) ?? { uid: p.brandUid, name: "", slug: "", logo: "", description: "" };
  const category = (uid: number) => categoryRef(dict.categoryByUid.get(uid) ?? unknownCategory(uid));
  return {
    uid: p.uid,
    slug: p.slug,
    name: p.name,
    item_code: p.itemCode,
    item_type: p.itemType,
    type: "product",
    brand: {
      uid: brand.uid,
      name: brand.name,
      logo: { url: brand.logo, type: "image" },
      description: brand.description,
      action: pageAction("brand", brand.slug, `/brand/${brand.slug}/`),
    },
    medias: p.medias,
    price: {
      effective: priceRange(pricing, p.currencyCode, p.priceEffectiveMin, p.priceEffectiveMax),
      marked: priceRange(pricing, p.currencyCode, p.priceMarkedMin, p.priceMarkedMax),
    },
    discount: p.discountPercent > 0 ? `${p.discountPercent}% OFF` : "",
    sellable: p.sellable,
    sizes: row.sizes ?? [],
    has_variant: row.hasVariant === true,
    categories: [category(p.categoryUid)],
    category_map: { l1: category(p.categoryL1Uid), l2: category(p.categoryL2Uid), l3: category(p.categoryUid) },
    attributes: p.attributes,
    tags: p.tags,
    teaser_tag: p.teaserTag,
    highlights: p.highlights,
    short_description: p.shortDescription,
    description: p.description,
    rating: p.rating,
    rating_count: p.ratingCount,
    seo: { title: p.name, description: p.shortDescription },
    action: productAction(p.slug),
    product_online_date: p.onlineDate.toISOString(),
    identifiers: [p.itemCode],
  };
}

/** The rows of these keys in the keys' order (keys without a row are skipped). */
function inOrder<K, R>(keys: K[], rows: R[], keyOf: (row: R) => K): R[] {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.flatMap((key) => byKey.get(key) ?? []);
}

/**
 * Listing items for these uids, in the given order (unknown uids are skipped). With a chosen
 * ordering store (`stock`), the sizes in stock are that store's, and a product it has none of is not
 * sellable there.
 */
export async function listingsByUids(
  db: Db,
  dict: Dictionary,
  uids: number[],
  pricing: Pricing = BASE_PRICING,
  stock?: StockScope,
): Promise<ProductListingDetail[]> {
  if (uids.length === 0) return [];
  const rows = await selectProducts(db, stock).where(inArray(products.uid, uids));
  return inOrder(uids, rows, (row) => row.product.uid).map((row) => {
    const listing = toListing(row, dict, pricing);
    return stock ? { ...listing, sellable: listing.sellable && (row.sizes?.length ?? 0) > 0 } : listing;
  });
}

/** Attribute keys shown to shoppers (the `_hex` companions are for swatches). */
export const visibleAttributes = (attributes: Record<string, string>) =>
  Object.entries(attributes).filter(([key]) => !key.endsWith("_hex"));

export const attributeLabel = (key: string) => {
  const label = key.replace(/_/g, " ");
  return label === "primary color" ? "Primary colour" : label.charAt(0).toUpperCase() + label.slice(1);
};

function toDetail(row: ProductRow, dict: Dictionary, pricing: Pricing): ProductDetail {
  const { sizes: _sizes, ...listing } = toListing(row, dict, pricing);
  const department = dict.departmentByUid.get(row.product.departmentUid) ?? {
    uid: row.product.departmentUid,
    name: "",
    slug: "",
    logo: "",
  };
  return {
    ...listing,
    department: {
      uid: department.uid,
      name: department.name,
      slug: department.slug,
      logo: { url: department.logo, type: "image" },
    },
    grouped_attributes: [
      {
        title: "Product details",
        details: visibleAttributes(row.product.attributes).map(([key, value]) => ({
          key: key.replace(/_/g, " "),
          type: "text",
          value: String(value),
        })),
      },
    ],
    similars: ["brand", "category"],
    tryouts: [],
  };
}

/** Product details for these slugs, in the given order; missing slugs are left out. */
export async function getProductsBySlugs(
  db: Db,
  dict: Dictionary,
  slugs: string[],
  pricing: Pricing = BASE_PRICING,
): Promise<ProductDetail[]> {
  if (slugs.length === 0) return [];
  const rows = await selectProducts(db).where(inArray(products.slug, slugs));
  return inOrder(slugs, rows, (row) => row.product.slug).map((row) => toDetail(row, dict, pricing));
}

/** A product's details; 404 when there is no such product. */
export async function productDetail(
  db: Db,
  state: CatalogState,
  slug: string,
  pricing: Pricing = BASE_PRICING,
): Promise<ProductDetail> {
  const dict = await state.dictionary(await state.revision());
  const [row] = await selectProducts(db).where(eq(products.slug, slug)).limit(1);
  if (!row) throw notFound(`Product ${slug} not found`);
  return toDetail(row, dict, pricing);
}

/** What a colour variant shows. */
export const variantColumns = {
  uid: products.uid,
  slug: products.slug,
  name: products.name,
  attributes: products.attributes,
  medias: products.medias,
  sellable: products.sellable,
};

/** The colour variants of a product: one product per other colour of its variant group. */
export async function variantSiblings(db: Db, product: { uid: number; variantGroup: string | null }) {
  if (!product.variantGroup) return [];
  return db
    .select(variantColumns)
    .from(products)
    .where(and(eq(products.variantGroup, product.variantGroup), ne(products.uid, product.uid)))
    .orderBy(products.uid)
    .limit(50);
}
