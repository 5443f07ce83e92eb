/**
 * The listing endpoints over listProducts: products (search, `f` filters, facets, number or cursor
 * pages), a collection's items (its own products in its order, or its rules as fixed filters) and
 * the home listing.
 */
import type { HomeListingResponse, ProductListingResponse } from "../../contract/types";
import type { Db } from "../../db/client";
import { collectionFilters, findCollection } from "./collections";
import { parseFilterString, parseRange, type FilterMap } from "./filters";
import { listProducts, SORT_VALUES, sortOnList, type SortOn } from "./listing";
import { BASE_PRICING, facetsInCurrency, listingInCurrency, priceValuesInBase, type Pricing } from "./money";
import type { CatalogState } from "./state";
import type { StockScope } from "./store-stock";
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
  pricing: Pricing = BASE_PRICING,
  stock?: StockScope,
): Promise<ProductListingResponse> {
  // Cursor paging when asked for, or when a page_id comes without a page number.
  const cursor = query.page_type === "cursor" || (query.page_id !== undefined && query.page_no === undefined);
  const sortOn = query.sort_on ?? scope.defaultSort;
  // Price ranges come in the shopper's currency; the query compares INR.
  const selected = parseFilterString(query.f);
  const chosenPrices = selected.get("price");
  if (chosenPrices) selected.set("price", priceValuesInBase(chosenPrices, pricing));
  const { items, page, filters } = await listProducts(db, state, {
    q: query.q,
    filters: selected,
    base: scope.base,
    collectionUid: scope.collectionUid,
    sortOn,
    pageSize: query.page_size,
    facets: query.filters === true,
    stock,
    ...(cursor ? { pageId: query.page_id ?? "*" } : { pageNo: query.page_no ?? 1 }),
  });
  return {
    items: items.map((item) => listingInCurrency(item, pricing)),
    filters: facetsInCurrency(filters, pricing, chosenPrices?.map(parseRange).find((r) => r !== null) ?? undefined),
    sort_on: sortOnList(sortOn),
    page,
  };
}

export async function collectionItems(
  db: Db,
  state: CatalogState,
  slug: string,
  query: ProductQuery,
  pricing: Pricing = BASE_PRICING,
  stock?: StockScope,
): Promise<ProductListingResponse> {
  const row = await findCollection(db, slug);
  if (row.type === "items") return productListing(db, state, query, { collectionUid: row.uid }, pricing, stock);
  const scope = {
    base: collectionFilters(row),
    defaultSort: (SORT_VALUES as string[]).includes(row.sortOn) ? (row.sortOn as SortOn) : undefined,
  };
  return productListing(db, state, query, scope, pricing, stock);
}

export async function homeListing(
  db: Db,
  state: CatalogState,
  query: HomeQuery,
  pricing: Pricing = BASE_PRICING,
  stock?: StockScope,
): Promise<HomeListingResponse> {
  const { items, page } = await listProducts(db, state, {
    stock,
    filters: new Map(),
    sortOn: query.sort_on,
    pageSize: query.page_size,
    pageId: query.page_id ?? "*",
  });
  return { items: items.map((item) => listingInCurrency(item, pricing)), page, message: "" };
}
