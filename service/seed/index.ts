/**
 * Seeds a believable Indian fashion & lifestyle demo store into an empty database: the application
 * and its documents, currencies, navigation, two themes, and the catalogue (departments, categories,
 * brands, sellers and their stores, products with sizes, collections; a few products with JPEG
 * photos in file storage, the rest with SVG art). Deterministic: the same
 * options always produce the same rows (timestamps are fixed relative to 2026-01-01T00:00:00Z).
 * Everything is written in one transaction, in batches, so large catalogues (100 000 products) stay
 * within memory and parameter limits; a VACUUM ANALYZE follows.
 */
import { getTableColumns, sql } from "drizzle-orm";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import {
  buildBrands,
  buildCategories,
  buildCollections,
  buildDepartments,
  generateProducts,
  type ProductRow,
  type ProductSizeRow,
} from "./catalog";
import { buildPlatformConfig, buildRewardOffers } from "./accounts";
import { buildCoupons } from "./coupons";
import {
  buildAppDocuments,
  buildApplication,
  buildBlogs,
  buildCurrencies,
  buildFaqs,
  buildNavigations,
  buildPages,
} from "./content";
import {
  buildContentResourceDocuments,
  buildCustomFields,
  buildCustomForms,
  buildCustomObjects,
  buildResourceTranslations,
} from "./content-resources";
import { ALL_STORES, buildDeliveryZones, buildStaff, buildStoreStock, SELLERS } from "./stores";
import { buildPromotions } from "./promotions";
import { DEMO_PHOTO_PRODUCTS, withDemoPhotos } from "./photos";
import { buildTeamPage } from "./team";
import { buildThemes } from "./theme";
import invariant from "tiny-invariant";

interface SeedOptions {
  /** The application's id (24 hex characters, like Fynd's _id). */
  applicationId: string;
  /** The token the storefront SDK sends. */
  applicationToken: string;
  /** Number of products to generate (default 600). */
  products?: number;
}

/** Rows inserted per table (keys are the schema's table exports). */
export interface SeedSummary {
  applications: number;
  appDocuments: number;
  currencies: number;
  navigations: number;
  faqCategories: number;
  faqs: number;
  blogs: number;
  customPages: number;
  themes: number;
  themePages: number;
  departments: number;
  categories: number;
  brands: number;
  sellers: number;
  stores: number;
  appStaff: number;
  deliveryZones: number;
  products: number;
  productSizes: number;
  storeStock: number;
  collections: number;
  collectionItems: number;
  platformConfigs: number;
  rewardOffers: number;
  coupons: number;
  promotions: number;
  /** Stored files: the demo products' JPEG photos (./photos.ts). */
  files: number;
  /** Content resources and custom forms (content-resources.ts). */
  contentResourceDocuments: number;
  resourceTranslations: number;
  customFields: number;
  customObjects: number;
  customForms: number;
}

const DEFAULT_PRODUCT_COUNT = 600;
const BATCH = 500;
const SIZE_BATCH = 2000;
const NEW_ARRIVALS = 16;
const STAFF_PICKS = 12;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** `rows` in slices of at most `size`, in order. */
function* batchesOf<T>(rows: T[], size: number): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

async function insertRows<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: PgInsertValue<T>[],
  size = BATCH,
): Promise<number> {
  for (const batch of batchesOf(rows, size)) await tx.insert(table).values(batch);
  return rows.length;
}

/**
 * Bulk path for the large tables: one statement per batch whose only parameter is the batch as a
 * JSON array, expanded by jsonb_populate_recordset. Same rows as a Drizzle insert, but without
 * Drizzle binding ~30 parameters per row (which dominated the time of large seeds). Columns absent
 * from the first row keep their defaults. Works on PGlite and PostgreSQL alike.
 */
async function insertJsonRows<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: PgInsertValue<T>[],
  size = BATCH,
): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = Object.entries(getTableColumns(table)).filter(
    ([key]) => (rows[0] as Record<string, unknown>)[key] !== undefined,
  );
  const list = sql.raw(columns.map(([, c]) => `"${c.name}"`).join(", "));
  for (const batch of batchesOf(rows, size)) {
    const payload = batch.map((row) => {
      const out: Record<string, unknown> = {};
      for (const [key, column] of columns) out[column.name] = (row as Record<string, unknown>)[key] ?? null;
      return out;
    });
    await tx.execute(
      sql`insert into ${table} (${list}) select ${list} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(payload)}::jsonb)`,
    );
  }
  return rows.length;
}

export async function seedDemoStore(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const productCount = options.products ?? DEFAULT_PRODUCT_COUNT;
  invariant(Number.isInteger(productCount) && productCount >= 1, "products must be a positive integer");
  invariant(options.applicationId, "applicationId is required");
  invariant(options.applicationToken, "applicationToken is required");
  const appId = options.applicationId;

  const departments = buildDepartments();
  const tree = buildCategories();
  const brands = buildBrands();
  const themes = buildThemes(appId);
  const faq = buildFaqs(appId);

  const summary = await db.transaction(async (tx) => {
    const summary: SeedSummary = {
      applications: await insertRows(tx, schema.applications, [buildApplication(appId, options.applicationToken)]),
      appDocuments: await insertRows(tx, schema.appDocuments, buildAppDocuments(appId)),
      currencies: await insertRows(tx, schema.currencies, buildCurrencies()),
      navigations: await insertRows(tx, schema.navigations, buildNavigations(appId, departments, tree)),
      faqCategories: await insertRows(tx, schema.faqCategories, faq.categories),
      faqs: await insertRows(tx, schema.faqs, faq.faqs),
      blogs: await insertRows(tx, schema.blogs, buildBlogs(appId)),
      customPages: await insertRows(tx, schema.customPages, [...buildPages(appId), ...buildTeamPage(appId)]),
      themes: await insertRows(tx, schema.themes, themes.themes),
      themePages: await insertRows(tx, schema.themePages, themes.pages),
      departments: await insertRows(tx, schema.departments, departments),
      categories: await insertRows(tx, schema.categories, tree.rows),
      brands: await insertRows(tx, schema.brands, brands.rows),
      sellers: await insertRows(tx, schema.sellers, SELLERS),
      stores: await insertRows(tx, schema.stores, ALL_STORES),
      deliveryZones: await insertRows(tx, schema.deliveryZones, buildDeliveryZones()),
      appStaff: await insertRows(tx, schema.appStaff, buildStaff(appId)),
      products: 0,
      productSizes: 0,
      storeStock: 0,
      collections: 0,
      collectionItems: 0,
      platformConfigs: await insertRows(tx, schema.platformConfigs, [buildPlatformConfig(appId)]),
      rewardOffers: await insertRows(tx, schema.rewardOffers, buildRewardOffers(appId)),
      coupons: await insertRows(tx, schema.coupons, buildCoupons(appId)),
      promotions: 0,
      files: 0,
      contentResourceDocuments: await insertRows(tx, schema.appDocuments, buildContentResourceDocuments(appId)),
      resourceTranslations: await insertRows(tx, schema.resourceTranslations, buildResourceTranslations(appId)),
      customFields: await insertRows(tx, schema.customFields, buildCustomFields(appId)),
      customObjects: await insertRows(tx, schema.customObjects, buildCustomObjects(appId)),
      customForms: await insertRows(tx, schema.customForms, buildCustomForms(appId)),
    };

    // Products stream through in batches; only the few uids the "items" collections need are kept.
    const newest: { uid: number; at: number }[] = [];
    const picks: number[] = [];
    let productBatch: ProductRow[] = [];
    let sizeBatch: ProductSizeRow[] = [];
    const flush = async () => {
      summary.products += await insertJsonRows(tx, schema.products, productBatch);
      summary.productSizes += await insertJsonRows(tx, schema.productSizes, sizeBatch, SIZE_BATCH);
      summary.storeStock += await insertJsonRows(tx, schema.storeStock, buildStoreStock(sizeBatch), SIZE_BATCH);
      productBatch = [];
      sizeBatch = [];
    };
    let photographed = 0;
    for (const { product, sizes } of generateProducts({ leaves: tree.leaves, brands: brands.infos }, productCount)) {
      if (photographed < DEMO_PHOTO_PRODUCTS) {
        photographed++;
        summary.files += await insertRows(tx, schema.files, await withDemoPhotos(appId, product));
      }
      productBatch.push(product);
      sizeBatch.push(...sizes);
      const at = product.onlineDate.getTime();
      if (newest.length < NEW_ARRIVALS || at > newest[newest.length - 1].at) {
        newest.push({ uid: product.uid, at });
        newest.sort((a, b) => b.at - a.at || a.uid - b.uid);
        if (newest.length > NEW_ARRIVALS) newest.pop();
      }
      if (picks.length < STAFF_PICKS && product.sellable && product.tags?.includes("featured")) picks.push(product.uid);
      if (productBatch.length >= BATCH) await flush();
    }
    if (productBatch.length > 0) await flush();

    const collections = buildCollections(
      newest.map((n) => n.uid),
      picks,
    );
    summary.collections = await insertRows(tx, schema.collections, collections.rows);
    summary.collectionItems = await insertRows(tx, schema.collectionItems, collections.items);
    summary.promotions = await insertRows(tx, schema.promotions, buildPromotions(appId, picks));
    return summary;
  });
  // Planner statistics and the visibility map for the fresh rows (outside the transaction, as VACUUM
  // must be): PGlite runs no autovacuum, and without them the listing queries of a large catalogue
  // get generic plans and cannot count from indexes alone.
  await db.execute(sql`vacuum analyze`);
  return summary;
}
