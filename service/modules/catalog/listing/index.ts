/**
 * The product listing behind GET products/, collection items and the home listing: search, filters,
 * sorts, number and keyset-cursor paging, exact totals and facets.
 *
 * Per request:
 *  1. the catalogue revisions (one row) and the dictionary of departments/brands/categories (memoised
 *     per revision), so filter slugs become uid lists and facet values get their names;
 *  2. the page: uids only, from `products` alone, ordered by (sort key, uid) with LIMIT (cursor.ts);
 *  3. the listing rows of those uids (names from the dictionary, not joins);
 *  4. the total, and with `filters=true` the facets (facets.ts). Totals, facets, the page's uids and
 *     its items are memoised per revision (state.ts): exact, and computed once per catalogue change
 *     rather than per request.
 */
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Page, ProductFilter, ProductListingDetail } from "../../../contract/types";
import type { Db } from "../../../db/client";
import { products } from "../../../db/schema";
import type { FilterMap } from "../filters";
import { listingsByUids } from "../products";
import type { StockScope } from "../store-stock";
import { queryRows, type CatalogState, type Revision } from "../state";
import { listingScope, searchCondition } from "./conditions";
import { decodeCursor, pageOf, pageQuery, sortSpec, type SortOn } from "./cursor";
import { groupedQuery, listingFacets, readGrouped, sizesQuery, type GroupedFacet, type GroupedRow } from "./facets";
import type { SizeRow } from "./facet-values";

export { SORT_VALUES, sortOnList, type SortOn } from "./cursor";

interface ListingParams {
  q?: string;
  /** The shopper's selection (`f`): facets exclude their own key's selection. */
  filters: FilterMap;
  /** Fixed rules (a query collection's): always applied, never shown as selected. */
  base?: FilterMap;
  /** Restrict to an "items" collection. */
  collectionUid?: number;
  /** Sort; undefined = popular, or an items collection's own order. */
  sortOn?: SortOn;
  pageSize: number;
  /** Number paging (1-based). */
  pageNo?: number;
  /** Cursor paging: "*" or a next_id. */
  pageId?: string;
  facets?: boolean;
  /** The chosen ordering store whose stock the items show (store-stock.ts). */
  stock?: StockScope;
}

interface ListingResult {
  items: ProductListingDetail[];
  page: Page;
  filters: ProductFilter[];
}

const dialect = new PgDialect();
/** A memo key that identifies a query exactly: its text and parameters. */
const queryKey = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return JSON.stringify([text, params]);
};

/** A memo key for the whole answer to these parameters (the filter maps as entry lists). */
const paramsKey = (params: ListingParams) =>
  JSON.stringify({ ...params, filters: [...params.filters], base: params.base && [...params.base] });

export async function listProducts(db: Db, state: CatalogState, params: ListingParams): Promise<ListingResult> {
  const revision = await state.revision();
  // The whole answer, facets built, is memoised per revision too, except for a chosen ordering
  // store's stock (not in the revisions): the same listing asked again costs a map lookup.
  if (params.stock) return computeListing(db, state, params, revision);
  return state.rememberPage(revision, true, `listing:${paramsKey(params)}`, () =>
    computeListing(db, state, params, revision),
  );
}

async function computeListing(
  db: Db,
  state: CatalogState,
  params: ListingParams,
  revision: Revision,
): Promise<ListingResult> {
  const dict = await state.dictionary(revision);
  const { base, selected, whereWithout } = listingScope(params, dict);
  const where = whereWithout();

  const sort = sortSpec(params.sortOn ?? (params.collectionUid !== undefined ? "position" : "popular"));
  const cursorMode = params.pageId !== undefined;
  const pageNo = params.pageNo ?? 1;
  const window = {
    sort,
    cursor: cursorMode ? decodeCursor(params.pageId!, sort) : undefined,
    offset: cursorMode ? 0 : (pageNo - 1) * params.pageSize,
    pageSize: params.pageSize,
    collectionUid: params.collectionUid,
  };

  // Stock matters to a result only through the size filter (when it applies) or the size facet.
  const memo = <T>(query: SQL, withStock: boolean, compute: () => Promise<T>) =>
    state.remember(revision, withStock, queryKey(query), compute);
  const usesSizes = (exclude?: string) => base.has("sizes") || (selected.has("sizes") && exclude !== "sizes");
  const grouped = (exclude: string | undefined, facets: GroupedFacet[]) => {
    const query = groupedQuery(whereWithout(exclude), facets);
    return memo(query, usesSizes(exclude), async () => readGrouped(await queryRows<GroupedRow>(db, query), facets));
  };
  const sizes = (exclude: string | undefined) => {
    const query = sizesQuery(whereWithout(exclude));
    return memo(query, true, () => queryRows<SizeRow>(db, query));
  };

  // The page's uids and its items are memoised too (a smaller memo of their own): a warm listing
  // asks the database nothing. Items depend on the in-stock sizes (stock revision); a chosen
  // ordering store's stock is not in the revisions, so those items are read each time.
  const pageSql = pageQuery(where, window);
  const pageRows = state.rememberPage(revision, usesSizes(), queryKey(pageSql), () =>
    queryRows<{ uid: number; k: string }>(db, pageSql),
  );
  const readItems = (uids: number[]) =>
    params.stock
      ? listingsByUids(db, dict, uids, undefined, params.stock)
      : state.rememberPage(revision, true, `items:${uids.join(",")}`, () => listingsByUids(db, dict, uids));
  let filters: ProductFilter[] = [];
  let total: Promise<number>;
  if (params.facets) {
    const facets = listingFacets({ grouped, sizes }, selected, dict);
    total = facets.total;
    filters = await facets.filters;
  } else {
    const countQuery = sql`select count(*)::int as n from ${products}${where ? sql` where ${where}` : sql``}`;
    total = memo(countQuery, usesSizes(), async () => (await queryRows<{ n: number }>(db, countQuery))[0].n);
  }

  const rows = await pageRows;
  const [items, itemTotal] = await Promise.all([readItems(rows.slice(0, params.pageSize).map((r) => r.uid)), total]);
  const page = pageOf(rows, { ...window, cursorMode, pageNo, itemTotal });
  return { items, page, filters };
}

/** The most popular products matching a search text (auto-complete suggestions). */
export async function searchProducts(
  db: Db,
  state: CatalogState,
  q: string,
  limit: number,
): Promise<ProductListingDetail[]> {
  const dict = await state.dictionary(await state.revision());
  const condition = searchCondition(q.trim(), dict);
  if (!condition) return [];
  const rows = await queryRows<{ uid: number }>(
    db,
    sql`select ${products.uid} as uid from ${products} where ${condition} order by ${products.popularity} desc, ${products.uid} desc limit ${limit}`,
  );
  return listingsByUids(
    db,
    dict,
    rows.map((r) => r.uid),
  );
}
