/**
 * The bridge between listing URLs and the product-list filter string `f` (spec §5, reference §3).
 *
 * Listing URLs carry filters as repeated query parameters, one per selected value:
 *   /products/?brand=nike&brand=puma&department=men&price=[100,INR TO 500,INR]&sort_on=price_asc&page_no=2&q=shirt
 * The API wants them as one string: values of a key joined by `||` (OR), keys joined by `:::` (AND):
 *   brand:nike||puma:::department:men:::price:[100,INR TO 500,INR]
 *
 * A no-JS filter form submits range facets as two number inputs (`price_min`, `price_max`);
 * `rangeInputsToFilters` folds them into the range value. The string's format itself (build, parse,
 * range values) is the service's, from ~/sdk/filters, re-exported here. Pure: no I/O.
 */

import { isFilterKey, isFilterValue, OPEN_RANGE_MAX, rangeValue, type FilterSelection } from "~/sdk/filters";

export {
  RESERVED_QUERY_KEYS,
  DEFAULT_RANGE_QUERY_FORMAT,
  OPEN_RANGE_MAX,
  isFilterKey,
  buildFilterString,
  parseFilterString,
  rangeValue,
  parseRangeValue,
  type FilterSelection,
} from "~/sdk/filters";

const RANGE_INPUT = /^(.+)_(min|max)$/;
const NUMBER_TEXT = /^-?\d+(?:\.\d+)?$/;

function toParams(params: URLSearchParams | string): URLSearchParams {
  return new URLSearchParams(typeof params === "string" ? params : params.toString());
}

/** A `key_min`/`key_max` input of a no-JS range form (numeric or empty). */
function rangeInputKey(key: string, value: string): string | null {
  const match = RANGE_INPUT.exec(key);
  if (!match || !isFilterKey(match[1])) return null;
  return value.trim() === "" || NUMBER_TEXT.test(value.trim()) ? match[1] : null;
}

/**
 * The selected filters of a listing URL: every non-reserved key with its values (trimmed,
 * de-duplicated, `__…` values dropped). Range-form inputs (`price_min`/`price_max`) are skipped —
 * fold them first with `rangeInputsToFilters`. `locked` is the listing's own filter (`{brand: "nike"}`
 * on /brand/nike): it is always applied and URL values for a locked key are ignored.
 */
export function filtersFromSearchParams(params: URLSearchParams, locked: Record<string, string> = {}): FilterSelection {
  const map = new Map<string, string[]>();
  for (const [rawKey, rawValue] of params) {
    const key = rawKey.trim();
    if (!isFilterKey(key) || rangeInputKey(key, rawValue)) continue;
    if (Object.prototype.hasOwnProperty.call(locked, key)) continue;
    const value = rawValue.trim();
    if (!isFilterValue(value)) continue;
    const values = map.get(key) ?? [];
    if (!values.includes(value)) values.push(value);
    map.set(key, values);
  }
  for (const [key, value] of Object.entries(locked)) {
    const text = String(value ?? "").trim();
    if (isFilterKey(key) && isFilterValue(text)) map.set(key, [text]);
  }
  return Object.fromEntries(map);
}

/** Drops paging so a changed selection starts again at page 1 (page 1 is written as no page_no). */
function resetPaging(params: URLSearchParams): void {
  params.delete("page_no");
  params.delete("page_id");
}

/** Adds the value when absent, removes it when present; back to page 1 (spec §4 filter modal). */
export function toggleFilterValue(params: URLSearchParams | string, key: string, value: string): URLSearchParams {
  const next = toParams(params);
  const present = next.getAll(key).includes(value);
  if (present) {
    const kept = next.getAll(key).filter((v) => v !== value);
    next.delete(key);
    for (const v of kept) next.append(key, v);
  } else if (isFilterKey(key) && isFilterValue(value)) {
    next.append(key, value);
  }
  resetPaging(next);
  return next;
}

/** Removes every filter (and range input) from the query; keeps q, sort_on and the other reserved keys. */
export function clearFilters(params: URLSearchParams | string): URLSearchParams {
  const source = toParams(params);
  const next = new URLSearchParams();
  for (const [key, value] of source) {
    if (!isFilterKey(key)) next.append(key, value);
  }
  resetPaging(next);
  return next;
}

/** Replaces the filter keys of the query with `filters` (sorted keys), keeps q/sort_on, back to page 1. */
export function applyFilters(params: URLSearchParams | string, filters: FilterSelection): URLSearchParams {
  const next = clearFilters(params);
  for (const key of Object.keys(filters).filter(isFilterKey).sort()) {
    for (const value of new Set(filters[key] ?? [])) {
      const text = String(value).trim();
      if (isFilterValue(text)) next.append(key, text);
    }
  }
  return next;
}

export interface RangeInputOptions {
  /** query_format per range key (from the facet's value); DEFAULT_RANGE_QUERY_FORMAT otherwise. */
  queryFormats?: Record<string, string | undefined>;
  /** The facet's full span per key: fills an empty side, and a range equal to it is no filter. */
  bounds?: Record<string, { min: number; max: number } | undefined>;
}

/**
 * Folds the number inputs of a no-JS range form into range values:
 * `price_min=100&price_max=500` → `price=[100,INR TO 500,INR]` (replacing any earlier `price`).
 * Both sides empty → the range is removed. An empty side takes the bound when `bounds` knows it,
 * else 0 for min and OPEN_RANGE_MAX for max (an open range); min > max are swapped. A range
 * equal to the known bounds is dropped (it filters nothing). Page resets to 1 when anything changed.
 */
export function rangeInputsToFilters(
  params: URLSearchParams | string,
  options: RangeInputOptions = {},
): URLSearchParams {
  const source = toParams(params);
  const ranges = new Map<string, { min?: string; max?: string }>();
  for (const [key, value] of source) {
    const base = rangeInputKey(key, value);
    if (!base) continue;
    const side = key.endsWith("_min") ? "min" : "max";
    const entry = ranges.get(base) ?? {};
    entry[side] = value.trim();
    ranges.set(base, entry);
  }
  if (!ranges.size) return source;

  const next = new URLSearchParams();
  for (const [key, value] of source) {
    if (ranges.has(key) || rangeInputKey(key, value)) continue;
    next.append(key, value);
  }
  for (const [key, entry] of ranges) {
    if (!entry.min && !entry.max) continue;
    const bounds = options.bounds?.[key];
    let min = entry.min ? Number(entry.min) : (bounds?.min ?? 0);
    let max = entry.max ? Number(entry.max) : (bounds?.max ?? OPEN_RANGE_MAX);
    const clamp = (n: number) => Math.min(Math.max(n, -OPEN_RANGE_MAX), OPEN_RANGE_MAX);
    min = clamp(min);
    max = clamp(max);
    if (min > max) [min, max] = [max, min];
    if (bounds && min <= bounds.min && max >= bounds.max) continue;
    next.append(key, rangeValue(min, max, options.queryFormats?.[key]));
  }
  resetPaging(next);
  return next;
}

/** How many filter values are selected in the query (for a "Filters (3)" button). */
export function countSelectedFilters(params: URLSearchParams | string): number {
  let count = 0;
  for (const [key, value] of toParams(params)) {
    if (isFilterKey(key) && !rangeInputKey(key, value) && isFilterValue(value.trim())) count++;
  }
  return count;
}
