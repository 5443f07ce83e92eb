/**
 * The product-list filter string `f` (spec §5, reference §3), as the service reads it and the
 * storefront writes it: `key:value` pairs, values of one key joined by `||` (OR), keys joined by
 * `:::` (AND), e.g. `brand:nike||puma:::department:men:::price:[100,INR TO 500,INR]`. Values (and
 * keys) starting with `__` are dropped. The storefront reaches this through `app/sdk/filters.ts`.
 * Pure functions.
 */

export type FilterSelection = Record<string, string[]>;

/** Query keys that are never filters: search, sort, paging and the storefront shell's flags (spec §2.4). */
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
  // A facet the listing shows whole ("Show more" on the filter panel without JavaScript).
  "more",
];

const RESERVED = new Set(RESERVED_QUERY_KEYS);
const SEPARATORS = [":::", "||"];

/**
 * A key that can carry a filter: not reserved, not an internal flag (`__csr`: spec §5 drops `__`
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
export function isFilterValue(value: string): boolean {
  return !!value && !value.startsWith("__") && !SEPARATORS.some((s) => value.includes(s));
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

/** The inverse of `buildFilterString`; tolerant of blanks and malformed parts (they are skipped). */
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

// ---- ranges (the price facet) ----

/** Fynd's query format of a range facet, priced in rupees: `[{min},INR TO {max},INR]`. */
export const DEFAULT_RANGE_QUERY_FORMAT = "[{},INR TO {},INR]";

/** The largest bound a range value may carry (9 integer digits); an open range's max is written as it. */
export const OPEN_RANGE_MAX = 999_999_999;

const RANGE_NUMBER = String.raw`(-?\d{1,9}(?:\.\d{1,2})?)`;
const RANGE_VALUE = /* @__PURE__ */ new RegExp(
  String.raw`^\[\s*${RANGE_NUMBER}\s*(?:,\s*[A-Za-z]{3})?\s+TO\s+${RANGE_NUMBER}\s*(?:,\s*[A-Za-z]{3})?\s*\]$`,
  "i",
);

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

/**
 * `[100,INR TO 500,INR]` or `[100 TO 500]` → `{min: 100, max: 500}` (swapped if reversed); up to 9
 * integer digits and 2 decimals, an optional 3-letter currency per bound; anything else → null.
 */
export function parseRangeValue(value: string | null | undefined): { min: number; max: number } | null {
  const match = RANGE_VALUE.exec(String(value ?? "").trim());
  if (!match) return null;
  const a = Number(match[1]);
  const b = Number(match[2]);
  return a <= b ? { min: a, max: b } : { min: b, max: a };
}
