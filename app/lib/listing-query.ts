/**
 * The URL → SDK listing query (spec §4, §9): known sort values, q, filters and page. Pure; the
 * listing loader's (app/listing.server.ts) — apart from lib/listing, whose constants the browser loads.
 */
import type { ProductListingQuery } from "~/sdk/api";
import { buildFilterString, filtersFromSearchParams, rangeInputsToFilters, type FilterSelection } from "./filters";
import { LISTING_PAGE_SIZE } from "./listing";
import { readPageNo } from "./pagination";
import { normalizeQuery } from "./search";

/** The sort values the catalogue knows (reference §3); anything else in the URL is ignored. */
const SORT_VALUES = [
  "latest",
  "popular",
  "price_asc",
  "price_dsc",
  "discount_asc",
  "discount_dsc",
  "rating_dsc",
] as const;
type SortValue = (typeof SORT_VALUES)[number];

/** sort_on from the URL when it is a known value. */
export function readSortOn(params: URLSearchParams): SortValue | undefined {
  const value = params.get("sort_on") ?? "";
  return (SORT_VALUES as readonly string[]).includes(value) ? (value as SortValue) : undefined;
}

/**
 * The SDK query of a listing URL: q (trimmed, ≤ 200), f from the filter params (range-form inputs
 * folded in) plus the locked filter, facets on, known sort_on, page_no (number paging), page size 12.
 * `selected` is the filter selection behind f.
 */
export function listingQuery(
  params: URLSearchParams,
  options: { locked?: Record<string, string>; pageSize?: number; withFilters?: boolean } = {},
): { query: ProductListingQuery; selected: FilterSelection } {
  const selected = filtersFromSearchParams(rangeInputsToFilters(params), options.locked);
  const q = normalizeQuery(params.get("q"));
  const f = buildFilterString(selected);
  const sortOn = readSortOn(params);
  const query: ProductListingQuery = {
    ...(q ? { q } : {}),
    ...(f ? { f } : {}),
    filters: options.withFilters ?? true,
    ...(sortOn ? { sortOn } : {}),
    pageNo: readPageNo(params),
    pageSize: options.pageSize ?? LISTING_PAGE_SIZE,
    pageType: "number",
  };
  return { query, selected };
}
