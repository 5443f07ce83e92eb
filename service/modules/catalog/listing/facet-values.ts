/**
 * The listing's `filters`: each facet's values from the counting passes (facets.ts), in the order
 * the response lists them, with names from the dictionary and every selected value kept (count 0
 * when it matches nothing).
 */
import type { ProductFilter, ProductFilterValue } from "../../../contract/types";
import {
  compareSizes,
  DISCOUNT_BUCKETS,
  parseDiscount,
  parseRange,
  parseRating,
  PRICE_DISPLAY_FORMAT,
  PRICE_QUERY_FORMAT,
  RATING_LEVELS,
  ratingDisplay,
} from "../filters";
import type { Dictionary } from "../state";
import { defined } from "./conditions";

/** What one GROUPING SETS pass found. */
export interface GroupedResult {
  total: number;
  lo: number | null;
  hi: number | null;
  ratings: number[];
  /** Per grouped facet key: value → count. */
  groups: Map<string, Map<string, number>>;
}

export interface SizeRow {
  value: string;
  display: string;
  n: number;
}

/** Facets in the order the response lists them: key → display name. */
const FACET_DISPLAY: Record<string, string> = {
  department: "Department",
  category: "Category",
  brand: "Brand",
  price: "Price",
  sizes: "Size",
  primary_color: "Colour",
  discount: "Discount",
  rating: "Customer Rating",
  gender: "Gender",
  material: "Material",
  pattern: "Pattern",
};

const byCountThenName = (a: ProductFilterValue, b: ProductFilterValue) =>
  (b.count ?? 0) - (a.count ?? 0) || a.display.localeCompare(b.display);

/** Keeps values with products, plus every selected value (count 0 when it matches nothing). */
function withSelected(
  values: ProductFilterValue[],
  chosen: string[],
  label: (value: string) => string | undefined,
): ProductFilterValue[] {
  const present = new Set(values.map((v) => v.value));
  const out = values.filter((v) => (v.count ?? 0) > 0 || v.is_selected);
  for (const value of chosen) {
    if (present.has(value)) continue;
    const display = label(value);
    if (display !== undefined) out.push({ display, value, count: 0, is_selected: true });
  }
  return out;
}

function facetValues(
  key: string,
  chosen: string[],
  source: GroupedResult,
  sizeRows: SizeRow[],
  dict: Dictionary,
): ProductFilterValue[] {
  const isChosen = (value: string) => chosen.includes(value);
  const group = source.groups.get(key);
  switch (key) {
    case "department": {
      const values = dict.departments.map((d) => ({
        display: d.name,
        value: d.slug,
        count: group?.get(String(d.uid)) ?? 0,
        is_selected: isChosen(d.slug),
      }));
      return withSelected(values, chosen, () => undefined);
    }
    case "brand": {
      const values = [...(group ?? [])].flatMap(([uid, count]) => {
        const b = dict.brandByUid.get(Number(uid));
        return b ? [{ display: b.name, value: b.slug, count, is_selected: isChosen(b.slug) }] : [];
      });
      return withSelected(values.sort(byCountThenName), chosen, (slug) => dict.brandBySlug.get(slug)?.name);
    }
    case "category": {
      // Values are leaf categories; a selected department-wide (level 1 or 2) category is listed
      // too, counted as the sum of its leaves.
      const leaves = [...(group ?? [])].flatMap(([uid, count]) => {
        const c = dict.categoryByUid.get(Number(uid));
        return c ? [{ category: c, count }] : [];
      });
      const values: ProductFilterValue[] = leaves.map(({ category, count }) => ({
        display: category.name,
        value: category.slug,
        count,
        is_selected: isChosen(category.slug),
      }));
      for (const slug of chosen) {
        const c = dict.categoryBySlug.get(slug);
        if (!c || c.level === 3) continue;
        const count = leaves
          .filter(({ category }) => (c.level === 1 ? category.l1Uid : category.l2Uid) === c.uid)
          .reduce((sum, l) => sum + l.count, 0);
        values.push({ display: c.name, value: c.slug, count, is_selected: true });
      }
      return withSelected(values.sort(byCountThenName), chosen, (slug) => dict.categoryBySlug.get(slug)?.name);
    }
    case "discount": {
      const values = DISCOUNT_BUCKETS.map((b, i) => ({
        display: b.display,
        value: b.value,
        count: group?.get(String(i)) ?? 0,
        is_selected: isChosen(b.value),
      }));
      // A selected minimum ("50") or custom range: counted from the buckets inside it.
      const custom = chosen.flatMap((value) => {
        if (DISCOUNT_BUCKETS.some((b) => b.value === value)) return [];
        const range = parseDiscount(value);
        if (!range) return [];
        const count = DISCOUNT_BUCKETS.reduce(
          (sum, b, i) => (b.min >= range.min && b.max <= range.max ? sum + (group?.get(String(i)) ?? 0) : sum),
          0,
        );
        const display = range.max > 100 ? `${range.min}% and above` : `${range.min}% - ${range.max}%`;
        return [{ display, value, count, is_selected: true }];
      });
      return [...withSelected(values, [], () => undefined), ...custom];
    }
    case "rating": {
      const values = RATING_LEVELS.map((level, i) => ({
        display: ratingDisplay(level),
        value: String(level),
        count: source.ratings[i],
        is_selected: isChosen(String(level)),
      }));
      return withSelected(values, chosen, (value) =>
        parseRating(value) !== null ? ratingDisplay(parseRating(value)!) : undefined,
      );
    }
    case "sizes": {
      const values = sizeRows
        .map((r) => ({ display: r.display, value: r.value, count: r.n, is_selected: isChosen(r.value) }))
        .sort((a, b) => compareSizes(a.value, b.value));
      return withSelected(values, chosen, (value) => value);
    }
    case "price": {
      const ranges = chosen.map(parseRange).filter(defined);
      const selection = ranges[0];
      if (source.lo === null || source.hi === null) {
        if (!selection) return [];
      }
      const min = source.lo === null ? selection.min : Math.floor(source.lo);
      const max = source.hi === null ? selection.max : Math.ceil(source.hi);
      const selectedMin = selection ? selection.min : min;
      const selectedMax = selection ? selection.max : max;
      return [
        {
          display: `₹${min} - ₹${max}`,
          min,
          max,
          selected_min: selectedMin,
          selected_max: selectedMax,
          currency_code: "INR",
          currency_symbol: "₹",
          query_format: PRICE_QUERY_FORMAT,
          display_format: PRICE_DISPLAY_FORMAT,
          is_selected: selection !== undefined,
        },
      ];
    }
    default: {
      // Attribute facets: the stored value is both the value and its display.
      const values = [...(group ?? [])].map(([value, count]) => ({
        display: value,
        value,
        count,
        is_selected: isChosen(value),
      }));
      return withSelected(values.sort(byCountThenName), chosen, (value) => value);
    }
  }
}

export function buildFacets(
  dict: Dictionary,
  selected: Map<string, { values: string[] }>,
  common: GroupedResult,
  own: Map<string, GroupedResult>,
  sizeRows: SizeRow[],
): ProductFilter[] {
  return Object.entries(FACET_DISPLAY).flatMap(([key, display]) => {
    const chosen = selected.get(key)?.values ?? [];
    const values = facetValues(key, chosen, own.get(key) ?? common, sizeRows, dict);
    if (!values.length) return [];
    return [
      { key: { name: key, display, kind: key === "price" ? ("range" as const) : ("multivalued" as const) }, values },
    ];
  });
}
