/**
 * The product-list filter string `f` as the catalogue queries it: the parsed map (the string's format
 * is the contract's, service/contract/filters.ts, shared with the storefront), key aliases, and the
 * value formats of the keys that are not plain slugs: price ranges, discount buckets and rating levels.
 * Pure functions.
 */
import { parseFilterString as parseFilterSelection } from "../../contract/filters";

export type FilterMap = Map<string, string[]>;

export function parseFilterString(f: string | undefined): FilterMap {
  return new Map(Object.entries(parseFilterSelection(f)));
}

/** Other names the API accepts for a filter key. */
const KEY_ALIASES: Record<string, string> = {
  size: "sizes",
  tag: "tags",
  discount_percent: "discount",
  color: "primary_color",
  colour: "primary_color",
};

/** Keys with their aliases resolved and their values merged (a collection's `tag` rule and an `f` `tags`). */
export function canonicalFilters(filters: FilterMap): FilterMap {
  const out: FilterMap = new Map();
  for (const [key, values] of filters) {
    const name = KEY_ALIASES[key] ?? key;
    const list = out.get(name) ?? [];
    for (const v of values) if (!list.includes(v)) list.push(v);
    out.set(name, list);
  }
  return out;
}

// ---- price (range) ----

export {
  DEFAULT_RANGE_QUERY_FORMAT as PRICE_QUERY_FORMAT,
  parseRangeValue as parseRange,
} from "../../contract/filters";
export const PRICE_DISPLAY_FORMAT = "{} - {}";

// ---- discount (buckets, or a bare minimum) ----

interface DiscountBucket {
  value: string;
  display: string;
  /** Inclusive lower bound. */
  min: number;
  /** Exclusive upper bound (101 for the last, so 100% is inside). */
  max: number;
}

export const DISCOUNT_BUCKETS: DiscountBucket[] = [
  { value: "0-10", display: "Up to 10%", min: 0, max: 10 },
  { value: "10-20", display: "10% - 20%", min: 10, max: 20 },
  { value: "20-30", display: "20% - 30%", min: 20, max: 30 },
  { value: "30-40", display: "30% - 40%", min: 30, max: 40 },
  { value: "40-50", display: "40% - 50%", min: 40, max: 50 },
  { value: "50-60", display: "50% - 60%", min: 50, max: 60 },
  { value: "60-70", display: "60% - 70%", min: 60, max: 70 },
  { value: "70-100", display: "70% and above", min: 70, max: 101 },
];

/**
 * A discount value: a bucket `lo-hi` (lo ≤ discount < hi; hi = 100 includes 100) or a bare number
 * `n` (discount ≥ n, as the "discount_percent gte" collection rule). Percentages are whole numbers.
 */
export function parseDiscount(value: string): { min: number; max: number } | null {
  const bucket = /^(\d{1,3})-(\d{1,3})$/.exec(value.trim());
  if (bucket) {
    const min = Number(bucket[1]);
    const max = Number(bucket[2]);
    if (min > max || max > 100) return null;
    return { min, max: max === 100 ? 101 : max };
  }
  const single = /^(\d{1,3})$/.exec(value.trim());
  if (single && Number(single[1]) <= 100) return { min: Number(single[1]), max: 101 };
  return null;
}

// ---- rating (minimum) ----

export const RATING_LEVELS = [4.5, 4, 3.5, 3] as const;

/** `4` → rating ≥ 4 (also `4.5`); 0 < n ≤ 5. */
export function parseRating(value: string): number | null {
  const m = /^([0-5](?:\.\d)?)$/.exec(value.trim());
  if (!m) return null;
  const n = Number(m[1]);
  return n > 0 && n <= 5 ? n : null;
}

export const ratingDisplay = (level: number) => `${level}★ & above`;

// ---- sizes ----

const ADULT = ["XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL"];
const BED = ["single", "double", "queen", "king"];

/** A sort key that puts sizes in shop order: letter sizes, kids' ages, numbers, bed sizes, one size. */
function sizeRank(value: string): [number, number, string] {
  const upper = value.toUpperCase();
  const adult = ADULT.indexOf(upper);
  if (adult >= 0) return [0, adult, value];
  const age = /^(\d{1,2})-\d{1,2}Y$/i.exec(value);
  if (age) return [1, Number(age[1]), value];
  if (/^\d+(\.\d+)?$/.test(value)) return [2, Number(value), value];
  const bed = BED.indexOf(value.toLowerCase());
  if (bed >= 0) return [3, bed, value];
  if (upper === "OS") return [5, 0, value];
  return [4, 0, value];
}

export function compareSizes(a: string, b: string): number {
  const [ga, na, sa] = sizeRank(a);
  const [gb, nb, sb] = sizeRank(b);
  return ga - gb || na - nb || sa.localeCompare(sb);
}
