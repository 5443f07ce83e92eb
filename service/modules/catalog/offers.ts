/**
 * What a product page asks once a shopper looks at sizes: the sizes with stock, the price of one
 * size (with the seller, the store it ships from and, given a pincode, a delivery promise), and the
 * sellers of a size. Each article (product + size) is stocked at one store of one seller; the
 * responses are Fynd's shapes for that (a seller list of one, `stores.count` 1 …).
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { ProductSizePriceResponse, ProductSizes, ProductSizeSellersResponse } from "../../contract/types";
import type { Db, Tx } from "../../db/client";
import { categories, products, productSizes, sellers, stores } from "../../db/schema";
import { notFound } from "../../http/errors";
import { deliveryPromise } from "../logistics/promise";
import { deliveryArea, type ServedArea } from "../logistics/zones";
import { BASE_PRICING, priceIn, priceRange, type Pricing } from "./money";
import type { CatalogState } from "./state";
import { scopedQuantity, scopedStore, type StockScope } from "./store-stock";

type ProductRow = Pick<
  typeof products.$inferSelect,
  | "uid"
  | "slug"
  | "itemType"
  | "currencyCode"
  | "priceEffectiveMin"
  | "priceEffectiveMax"
  | "priceMarkedMin"
  | "priceMarkedMax"
  | "discountPercent"
  | "sellable"
> & {
  leafSlug: string;
  l1Slug: string;
};

// Qualified by hand (a single-table select renders columns unqualified).
const LEAF_SLUG = sql<string>`(select c.slug from ${categories} as c where c.uid = "products"."category_uid")`;
const TOP_SLUG = sql<string>`(select c.slug from ${categories} as c where c.uid = "products"."category_l1_uid")`;

async function findProduct(db: Db, slug: string): Promise<ProductRow> {
  const [row] = await db
    .select({
      uid: products.uid,
      slug: products.slug,
      itemType: products.itemType,
      currencyCode: products.currencyCode,
      priceEffectiveMin: products.priceEffectiveMin,
      priceEffectiveMax: products.priceEffectiveMax,
      priceMarkedMin: products.priceMarkedMin,
      priceMarkedMax: products.priceMarkedMax,
      discountPercent: products.discountPercent,
      sellable: products.sellable,
      leafSlug: LEAF_SLUG,
      l1Slug: TOP_SLUG,
    })
    .from(products)
    .where(eq(products.slug, slug))
    .limit(1);
  if (!row) throw notFound(`Product ${slug} not found`);
  return row;
}

/** A product's articles, each with its stock and store as the scope sells it (store-stock.ts). */
async function articlesOf(db: Db, productUid: number, scope: StockScope | undefined) {
  const rows = await db
    .select({ article: productSizes, quantity: scopedQuantity(scope), store: stores, seller: sellers })
    .from(productSizes)
    .leftJoin(stores, eq(stores.uid, scopedStore(scope)))
    .leftJoin(sellers, eq(sellers.uid, stores.sellerUid))
    .where(eq(productSizes.productUid, productUid))
    .orderBy(productSizes.position);
  return rows.map(({ article, quantity, store, seller }) => ({
    article: { ...article, quantity: Number(quantity), storeUid: store?.uid ?? article.storeUid },
    store,
    seller,
  }));
}

type ArticleRow = Awaited<ReturnType<typeof articlesOf>>[number];

async function assertStore(db: Db, storeId: number | undefined) {
  if (storeId === undefined) return;
  const [row] = await db.select({ uid: stores.uid }).from(stores).where(eq(stores.uid, storeId)).limit(1);
  if (!row) throw notFound(`Store ${storeId} not found`);
}

/**
 * A product's sizes with their stock. Without a chosen ordering store the answer is memoised per
 * catalogue and stock revision (decision 31: a stock change bumps the stock revision in the same
 * transaction), so a warm product page runs no statement for it; with one (`store_stock` is not in
 * the revisions) it is read each time.
 */
export async function productSizesOf(
  db: Db,
  state: CatalogState,
  slug: string,
  storeId?: number,
  pricing: Pricing = BASE_PRICING,
  scope?: StockScope,
): Promise<ProductSizes> {
  await assertStore(db, storeId);
  if (scope) return readProductSizes(db, slug, storeId, pricing, scope);
  const { code, unitsPerInr } = pricing.currency;
  return state.remember(await state.revision(), true, `sizes:${slug}:${storeId ?? ""}:${code}:${unitsPerInr}`, () =>
    readProductSizes(db, slug, storeId, pricing, undefined),
  );
}

async function readProductSizes(
  db: Db,
  slug: string,
  storeId: number | undefined,
  pricing: Pricing,
  scope: StockScope | undefined,
): Promise<ProductSizes> {
  const product = await findProduct(db, slug);
  const articles = await articlesOf(db, product.uid, scope);
  const atStore = (a: ArticleRow) => storeId === undefined || a.article.storeUid === storeId;
  const sizes = articles.map((a) => {
    const quantity = atStore(a) ? a.article.quantity : 0;
    return {
      value: a.article.value,
      display: a.article.display,
      quantity,
      is_available: quantity > 0,
      seller_identifiers: [a.article.sellerIdentifier],
    };
  });
  const stocked = articles.filter((a) => atStore(a) && a.article.quantity > 0);
  const range = (min: number, max: number) => priceRange(pricing, product.currencyCode, min, max);
  return {
    sizes,
    price: {
      effective: range(product.priceEffectiveMin, product.priceEffectiveMax),
      marked: range(product.priceMarkedMin, product.priceMarkedMax),
      selling: range(product.priceEffectiveMin, product.priceEffectiveMax),
    },
    sellable: stocked.length > 0,
    multi_size: sizes.length > 1,
    discount: product.discountPercent > 0 ? `${product.discountPercent}% OFF` : "",
    stores: { count: new Set(stocked.map((a) => a.article.storeUid)).size },
  };
}

/** Earrings are not returnable (hygiene); home decor within 7 days; everything else within 15. */
function returnConfig(product: Pick<ProductRow, "leafSlug" | "l1Slug">) {
  if (product.leafSlug === "earrings") return { returnable: false, time: 0, unit: "days" };
  return { returnable: true, time: product.l1Slug === "home-decor" ? 7 : 15, unit: "days" };
}

/**
 * The return terms of products (their return_config) by uid, for orders' return windows: a product
 * no longer in the catalogue keeps the general terms.
 */
export async function returnWindowsOf(
  db: Db | Tx,
  uids: number[],
): Promise<(uid: number) => { returnable: boolean; days: number }> {
  const rows = uids.length
    ? await db
        .select({ uid: products.uid, leafSlug: LEAF_SLUG, l1Slug: TOP_SLUG })
        .from(products)
        .where(inArray(products.uid, [...new Set(uids)]))
    : [];
  return (uid) => {
    const config = returnConfig(rows.find((r) => r.uid === uid) ?? { leafSlug: "", l1Slug: "" });
    return { returnable: config.returnable, days: config.time };
  };
}

interface OfferContext {
  /** The store the request sells from, when the shopper chose one (store-stock.ts). */
  scope?: StockScope;
  /** Delivery pincode (validated); undefined when the shopper gave none. */
  pincode?: string;
  now: number;
  /** The currency prices answer in (default INR). */
  pricing?: Pricing;
}

/**
 * An article's offer. It is serviceable when the store it ships from delivers to the pincode
 * (`area`, from the delivery zones), and then carries that store's promise.
 */
function toOffer(
  product: ProductRow,
  a: ArticleRow,
  context: OfferContext & { area: ServedArea | undefined },
  sellerCount: number,
): ProductSizePriceResponse {
  const pricing = context.pricing ?? BASE_PRICING;
  const amount = (value: number) => priceIn(pricing, product.currencyCode, value);
  const price = {
    effective: amount(a.article.priceEffective),
    marked: amount(a.article.priceMarked),
    selling: amount(a.article.priceEffective),
    currency_code: pricing.currency.code,
    currency_symbol: pricing.currency.symbol,
  };
  const discount = Math.round(((a.article.priceMarked - a.article.priceEffective) / a.article.priceMarked) * 100);
  const store = a.store;
  const longLat: [number, number] | undefined = store ? [store.longitude, store.latitude] : undefined;
  const serviceable = context.pincode !== undefined && store !== null && !!context.area?.stores.includes(store.uid);
  const promise = serviceable ? deliveryPromise(store.pincode, context.pincode!, context.now) : undefined;
  return {
    price,
    price_per_piece: price,
    quantity: a.article.quantity,
    article_id: a.article.articleId,
    item_type: product.itemType,
    discount: discount > 0 ? `${discount}% OFF` : "",
    seller: { uid: a.seller?.uid ?? 0, name: a.seller?.name ?? "", count: sellerCount },
    store: store
      ? {
          uid: store.uid,
          name: store.name,
          count: sellerCount,
          code: store.code,
          city: store.city,
          state: store.state,
          pincode: store.pincode,
          address: store.address,
          long_lat: longLat,
        }
      : { uid: 0, name: "", count: 0 },
    ...(context.pincode ? { pincode: Number(context.pincode) } : {}),
    long_lat: longLat ?? [],
    is_cod: true,
    is_gift: false,
    is_serviceable: serviceable,
    ...(promise ? { delivery_promise: { min: promise.iso.min, max: promise.iso.max } } : {}),
    strategy_wise_listing: [],
    return_config: returnConfig(product),
    article_assignment: { level: "multi-companies", strategy: "optimal" },
    seller_count: sellerCount,
    grouped_attributes: [
      {
        title: "Seller details",
        details: [
          { key: "Sold by", type: "text", value: a.seller?.name ?? "" },
          { key: "Ships from", type: "text", value: store ? `${store.city}, ${store.state}` : "" },
        ],
      },
    ],
  };
}

async function findArticle(db: Db, product: ProductRow, size: string, scope: StockScope | undefined) {
  const articles = await articlesOf(db, product.uid, scope);
  const article =
    articles.find((a) => a.article.value === size) ??
    articles.find((a) => a.article.value.toLowerCase() === size.toLowerCase());
  if (!article) throw notFound(`Size ${size} not found for product ${product.slug}`);
  return article;
}

export async function productPrice(
  db: Db,
  slug: string,
  size: string,
  context: OfferContext & { storeId?: number },
): Promise<ProductSizePriceResponse> {
  await assertStore(db, context.storeId);
  const product = await findProduct(db, slug);
  const article = await findArticle(db, product, size, context.scope);
  if (context.storeId !== undefined && article.article.storeUid !== context.storeId) {
    throw notFound(`Size ${size} of product ${slug} is not sold at store ${context.storeId}`);
  }
  const area = context.pincode ? await deliveryArea(db, context.pincode) : undefined;
  return toOffer(product, article, { ...context, area }, article.article.quantity > 0 ? 1 : 0);
}

export const SELLER_STRATEGIES = [
  { value: "optimal", name: "Optimal" },
  { value: "low-price", name: "Lowest Price" },
  { value: "fast-delivery", name: "Fastest Delivery" },
] as const;

type SellerStrategy = (typeof SELLER_STRATEGIES)[number]["value"];

export async function productSellers(
  db: Db,
  slug: string,
  size: string,
  query: OfferContext & { strategy: SellerStrategy; pageNo: number; pageSize: number },
): Promise<ProductSizeSellersResponse> {
  const product = await findProduct(db, slug);
  const article = await findArticle(db, product, size, query.scope);
  const area = query.pincode ? await deliveryArea(db, query.pincode) : undefined;
  const offers = article.article.quantity > 0 ? [toOffer(product, article, { ...query, area }, 1)] : [];
  // One offer per article today; the strategies order several the way their names say.
  const byStrategy = {
    optimal: (a: ProductSizePriceResponse, b: ProductSizePriceResponse) => b.quantity - a.quantity,
    "low-price": (a: ProductSizePriceResponse, b: ProductSizePriceResponse) => a.price.effective - b.price.effective,
    "fast-delivery": (a: ProductSizePriceResponse, b: ProductSizePriceResponse) =>
      (a.delivery_promise?.min ?? "9").localeCompare(b.delivery_promise?.min ?? "9"),
  }[query.strategy];
  offers.sort(byStrategy);
  const start = (query.pageNo - 1) * query.pageSize;
  const items = offers.slice(start, start + query.pageSize);
  return {
    items,
    page: {
      type: "number",
      current: query.pageNo,
      size: query.pageSize,
      item_total: offers.length,
      has_next: start + items.length < offers.length,
      has_previous: query.pageNo > 1,
    },
    sort_on: SELLER_STRATEGIES.map((s) => ({ name: s.name, value: s.value, is_selected: s.value === query.strategy })),
  };
}
