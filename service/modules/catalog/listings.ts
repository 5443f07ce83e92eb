/**
 * The listing endpoints over listProducts: products (search, `f` filters, facets, number or cursor
 * pages), a collection's items (its own products in its order, or its rules as fixed filters) and
 * the home listing.
 */
import type { HomeListingResponse, ProductListingResponse } from "../../contract/types";
import type { Db } from "../../db/client";
import { collectionFilters, findCollection } from "./collections";
import { parseFilterString, type FilterMap } from "./filters";
import { listProducts, SORT_VALUES, sortOnList, type SortOn } from "./listing";
import type { CatalogState } from "./state";
import type { HomeQuery, ProductQuery } from "./validators";

interface ListingScope {
  base?: FilterMap;
  collectionUid?: number;
  defaultSort?: SortOn;
}

export async function productListing(
  db: Db,
  state: CatalogState,
  query: ProductQuery,
  scope: ListingScope = {},
): Promise<ProductListingResponse> {
  // Cursor paging when asked for, or when a page_id comes without a page number.
  const cursor = query.page_type === "cursor" || (query.page_id !== undefined && query.page_no === undefined);
  const sortOn = query.sort_on ?? scope.defaultSort;
  const { items, page, filters } = await listProducts(db, state, {
    q: query.q,
    filters: parseFilterString(query.f),
    base: scope.base,
    collectionUid: scope.collectionUid,
    sortOn,
    pageSize: query.page_size,
    facets: query.filters === true,
    ...(cursor ? { pageId: query.page_id ?? "*" } : { pageNo: query.page_no ?? 1 }),
  });
  return { items, filters, sort_on: sortOnList(sortOn), page };
}

export async function collectionItems(
  db: Db,
  state: CatalogState,
  slug: string,
  query: ProductQuery,
): Promise<ProductListingResponse> {
  const row = await findCollection(db, slug);
  if (row.type === "items") return productListing(db, state, query, { collectionUid: row.uid });
  return productListing(db, state, query, {
    base: collectionFilters(row),
    defaultSort: (SORT_VALUES as string[]).includes(row.sortOn) ? (row.sortOn as SortOn) : undefined,
  });
}

export async function homeListing(db: Db, state: CatalogState, query: HomeQuery): Promise<HomeListingResponse> {
  const { items, page } = await listProducts(db, state, {
    filters: new Map(),
    sortOn: query.sort_on,
    pageSize: query.page_size,
    pageId: query.page_id ?? "*",
  });
  return { items, page, message: "" };
}
