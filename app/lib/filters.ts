/**
 * The bridge between listing URLs and the product-list filter string `f` (spec §5, reference §3).
 *
 * Listing URLs carry filters as repeated query parameters, one per selected value:
 *   /products/?brand=nike&brand=puma&department=men&price=[100,INR TO 500,INR]&sort_on=price_asc&page_no=2&q=shirt
 * The API wants them as one string: values of a key joined by `||` (OR), keys joined by `:::` (AND):
 *   brand:nike||puma:::department:men:::price:[100,INR TO 500,INR]
 *
 * A no-JS filter form submits range facets as two number inputs (`price_min`, `price_max`);
 * `rangeInputsToFilters` folds them into the range value. Pure: no I/O.
 */

export type FilterSelection = Record<string, string[]>;

/** Query keys that are never filters: search, sort, paging and the shell's flags (spec §2.4). */
export const RESERVED_QUERY_KEYS: readonly string[] = [
  "q",
  "sort_on",
  "page_no",
  "page_size",
  "page_id",
  "page_type",
  "isEdit",
  "isPreview",
  "sectionPreviewHash",
  "_ds",
  "redirectUrl",
];

const RESERVED = new Set(RESERVED_QUERY_KEYS);

/** Range facets are priced in rupees unless the facet's `query_format` says otherwise. */
export const DEFAULT_RANGE_QUERY_FORMAT = "[{},INR TO {},INR]";

/**
 * The upper end written for a range whose max was left empty and whose bounds are unknown: the
 * largest value the service's range parser takes (up to 9 integer digits).
 */
export const OPEN_RANGE_MAX = 999_999_999;

const RANGE_INPUT = /^(.+)_(min|max)$/;
const NUMBER_TEXT = /^-?\d+(?:\.\d+)?$/;
const SEPARATORS = [":::", "||"];

/**
 * A key that can carry a filter: not reserved, not an internal flag (`__csr`, spec §5 drops `__`
 * values and we drop `__` keys likewise, which also keeps `__proto__` out of objects), no `:` (it
 * would break the `key:value` pair).
 */
export function isFilterKey(key: string): boolean {
  return (
    !!key &&
    !RESERVED.has(key) &&
    !key.startsWith("__") &&
    !key.includes(":") &&
    !SEPARATORS.some((s) => key.includes(s))
  );
}

/** A value the filter string can carry: non-blank, not starting with `__`, no separator inside. */
function isFilterValue(value: string): boolean {
  return !!value && !value.startsWith("__") && !SEPARATORS.some((s) => value.includes(s));
}

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

/**
 * `{brand: ["nike", "puma"], department: ["men"]}` → `brand:nike||puma:::department:men`.
 * Keys in alphabetical order (one canonical string per selection, so cache keys match); values in
 * their given order, de-duplicated; `__…` values, blank values and keys without values skipped.
 */
export function buildFilterString(filters: FilterSelection): string {
  return Object.keys(filters)
    .filter(isFilterKey)
    .sort()
    .map((key) => {
      const values = [...new Set((filters[key] ?? []).map((v) => String(v).trim()).filter(isFilterValue))];
      return values.length ? `${key}:${values.join("||")}` : "";
    })
    .filter(Boolean)
    .join(":::");
}

/** The inverse of `buildFilterString`; tolerant of blanks and malformed parts. */
export function parseFilterString(f: string | null | undefined): FilterSelection {
  const map = new Map<string, string[]>();
  if (!f) return {};
  for (const part of f.split(":::")) {
    const colon = part.indexOf(":");
    if (colon <= 0) continue;
    const key = part.slice(0, colon).trim();
    if (!isFilterKey(key)) continue;
    const values = map.get(key) ?? [];
    for (const raw of part.slice(colon + 1).split("||")) {
      const value = raw.trim();
      if (isFilterValue(value) && !values.includes(value)) values.push(value);
    }
    if (values.length) map.set(key, values);
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

/** Formats a number for a range value without exponent or float noise (0.1 + 0.2 → "0.3"). */
function rangeNumber(n: number): string {
  return String(Number.isInteger(n) ? n : Number(n.toFixed(2)));
}

/** `rangeValue(100, 500)` → `[100,INR TO 500,INR]`; each `{}` of the facet's query_format in turn. */
export function rangeValue(min: number, max: number, queryFormat: string = DEFAULT_RANGE_QUERY_FORMAT): string {
  const numbers = [rangeNumber(min), rangeNumber(max)];
  let index = 0;
  return (queryFormat || DEFAULT_RANGE_QUERY_FORMAT).replace(/\{\}/g, () => numbers[Math.min(index++, 1)]);
}

const RANGE_VALUE =
  /^\[\s*(-?\d+(?:\.\d+)?)\s*(?:,\s*[A-Za-z]{1,5})?\s+TO\s+(-?\d+(?:\.\d+)?)\s*(?:,\s*[A-Za-z]{1,5})?\s*\]$/;

/** `[100,INR TO 500,INR]` or `[10 TO 50]` → `{min: 100, max: 500}`; anything else → null. */
export function parseRangeValue(value: string | null | undefined): { min: number; max: number } | null {
  const match = RANGE_VALUE.exec(String(value ?? "").trim());
  if (!match) return null;
  const min = Number(match[1]);
  const max = Number(match[2]);
  return Number.isFinite(min) && Number.isFinite(max) ? { min, max } : null;
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
