/**
 * Product listing constants and rules (spec §4 Infinite lists, §9): page size, the infinite-scroll
 * trigger, and the URL → SDK listing query. Pure: no I/O.
 */
import type { ProductListingQuery } from "~/sdk/api";
import { buildFilterString, filtersFromSearchParams, rangeInputsToFilters, type FilterSelection } from "./filters";
import { readPageNo } from "./pagination";
import { normalizeQuery } from "./search";

export const LISTING_PAGE_SIZE = 12;
export const INFINITE_SCROLL_THRESHOLD_PX = 100;
/** How often the scroll position is checked at most. */
export const SCROLL_THROTTLE_MS = 150;

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

/** The next page loads only if more remain, no load is running, and the end is within 100 px. */
export function shouldLoadNextPage({
  scrollBottomDistance,
  hasNext,
  loading,
}: {
  scrollBottomDistance: number;
  hasNext: boolean;
  loading: boolean;
}): boolean {
  return (
    hasNext && !loading && Number.isFinite(scrollBottomDistance) && scrollBottomDistance <= INFINITE_SCROLL_THRESHOLD_PX
  );
}

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

/** Appends a loaded page, skipping items already shown (a product may shift pages between loads). */
export function appendUnique<T extends { slug: string }>(current: readonly T[], incoming: readonly T[]): T[] {
  const seen = new Set(current.map((item) => item.slug));
  const out = [...current];
  for (const item of incoming) {
    if (seen.has(item.slug)) continue;
    seen.add(item.slug);
    out.push(item);
  }
  return out;
}
