/**
 * Which store's stock a request sells from (docs/decisions/0023) — the one place that decides it.
 *
 * Without a chosen ordering store each article sells from its own store (its product_sizes row).
 * When the shopper has chosen one (the signed `f.ordering_store` cookie) and the application offers
 * store selection (`deployment_store_selection`), every article sells from that store: its
 * product_sizes row when the article is the store's own, else the store's store_stock row — none
 * means out of stock there. The product page's sizes and price, the cart's lines and the checkout's
 * shipments read the scope; nothing else changes.
 */
import { and, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { productSizes, storeStock } from "../../db/schema";
import { getOrderingStore } from "../configuration/ordering-stores";
import { findAppDocument } from "../documents";

export interface StockScope {
  /** The ordering store every article sells from. */
  storeUid: number;
}

interface Features {
  feature?: { common?: { deployment_store_selection?: { enabled?: boolean } } };
}

/** The scope of a request: the chosen ordering store when store selection is on and it takes orders. */
export async function stockScope(
  db: Tx,
  applicationId: string,
  orderingStoreUid: number | undefined,
): Promise<StockScope | undefined> {
  if (orderingStoreUid === undefined) return undefined;
  const features = await findAppDocument<Features>(db, applicationId, "features");
  if (!features?.feature?.common?.deployment_store_selection?.enabled) return undefined;
  try {
    await getOrderingStore(db, applicationId, orderingStoreUid);
  } catch {
    return undefined;
  }
  return { storeUid: orderingStoreUid };
}

/** The columns of a product_sizes row (the table's, or an alias's in raw SQL). */
interface ArticleColumns {
  articleId: SQLWrapper;
  storeUid: SQLWrapper;
  quantity: SQLWrapper;
}

const TABLE_COLUMNS: ArticleColumns = productSizes;

/** The columns of product_sizes under an alias in raw SQL (`from product_sizes as s`). */
export const aliasColumns = (alias: string): ArticleColumns => ({
  articleId: sql.raw(`${alias}.article_id`),
  storeUid: sql.raw(`${alias}.store_uid`),
  quantity: sql.raw(`${alias}.quantity`),
});

/** An article's stock as the scope sells it (SQL, for the row `of`: product_sizes unless named). */
export function scopedQuantity(scope: StockScope | undefined, of: ArticleColumns = TABLE_COLUMNS): SQL<number> {
  if (!scope) return sql<number>`${of.quantity}`;
  return sql<number>`(case when ${of.storeUid} = ${scope.storeUid} then ${of.quantity} else coalesce((select ss.quantity from ${storeStock} as ss where ss.store_uid = ${scope.storeUid} and ss.article_id = ${of.articleId}), 0) end)`;
}

/** The store an article ships from under the scope (SQL). */
export const scopedStore = (scope: StockScope | undefined): SQL<number | null> =>
  scope ? sql<number>`${scope.storeUid}::integer` : sql<number | null>`${productSizes.storeUid}`;

/**
 * Takes `quantity` of an article from a store that is not its own (its store_stock row): false when
 * the store has fewer.
 */
export async function takeStoreStock(tx: Tx, storeUid: number, articleId: string, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(storeStock)
    .set({ quantity: sql`${storeStock.quantity} - ${quantity}` })
    .where(
      and(
        eq(storeStock.storeUid, storeUid),
        eq(storeStock.articleId, articleId),
        sql`${storeStock.quantity} >= ${quantity}`,
      ),
    )
    .returning({ left: storeStock.quantity });
  return rows.length > 0;
}

/** Puts `quantity` of an article back on a store's shelf (a cancelled or unpaid order). */
export async function putBackStoreStock(tx: Tx, storeUid: number, articleId: string, quantity: number): Promise<void> {
  await tx
    .insert(storeStock)
    .values({ storeUid, articleId, quantity })
    .onConflictDoUpdate({
      target: [storeStock.storeUid, storeStock.articleId],
      set: { quantity: sql`${storeStock.quantity} + ${quantity}` },
    });
}
