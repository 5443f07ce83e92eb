/**
 * The filter panel as the listing loader sends it (issue 12, "a cheaper render"): the facets of the
 * listing response reduced to what the panel shows, with labels and counts already formatted, so the
 * browser gets neither the raw facets nor the formatters. A facet shows its first
 * FACET_VALUES_SHOWN values (and every selected one); the rest are behind a "Show N more" link that
 * adds `more=<facet>` to the URL (works without JavaScript; the loader then sends that facet whole).
 * Pure: no I/O.
 */
import type { ProductFilter, ProductFilterValue } from "~/sdk/api";
import {
  clearFilters,
  countSelectedFilters,
  DEFAULT_RANGE_QUERY_FORMAT,
  OPEN_RANGE_MAX,
  parseRangeValue,
} from "./filters";
import { formatNumber } from "./money";

/** Values a facet shows before "Show more" (selected values are always shown as well). */
export const FACET_VALUES_SHOWN = 6;
/** Query key naming a facet to show whole; repeatable. Reserved: never a filter (service/contract/filters). */
const MORE_PARAM = "more";

export interface FacetValueView {
  value: string;
  text: string;
  /** The count as shown ("1,234"), or null for none. */
  count: string | null;
  /** The checkbox's accessible name: "Nike, 23 products". */
  label: string;
  checked: boolean;
}

export interface RangeView {
  /** The facet's full span (input min/max and placeholders); absent when unknown. */
  min?: number;
  max?: number;
  /** " (₹)" after "Minimum" / "Maximum", or "". */
  unit: string;
  /** The selected bounds as the inputs show them ("" for none; an open maximum is ""). */
  from: string;
  to: string;
  /** query_format of the facet: how the browser folds the two inputs into one value. */
  format: string;
}

export interface FacetView {
  /** The query key (the inputs' name). */
  name: string;
  legend: string;
  /** Checkbox values of a multi-valued facet (not for a locked one or a range). */
  values?: FacetValueView[];
  /** The listing's own value (brand and category pages): shown checked and disabled. */
  locked?: { text: string; label: string };
  /** Values left out, and the URL that shows the facet whole. */
  more?: { count: number; href: string };
  range?: RangeView;
}

export interface FilterPanelView {
  facets: FacetView[];
  /** Inputs the form carries unchanged: q, sort_on, `more`, the locked filter. */
  hidden: [string, string][];
  /** The listing without filters (q and sort_on kept). */
  clearHref: string;
  /** Filter values selected in the URL (the phone's "Filters (N selected)" button). */
  selected: number;
}

/** "23 products", "1 product". */
export const productsLabel = (count: number) => `${formatNumber(count)} ${count === 1 ? "product" : "products"}`;

const withQuery = (path: string, query: URLSearchParams) => {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

const LOCKED_NOTE = " (always applied on this page)";

function valueView(value: ProductFilterValue & { value: string }): FacetValueView {
  const count = typeof value.count === "number" ? value.count : null;
  const text = value.display || value.value;
  return {
    value: value.value,
    text,
    count: count === null ? null : formatNumber(count),
    label: count === null ? text : `${text}, ${productsLabel(count)}`,
    checked: !!value.is_selected,
  };
}

function rangeView(facet: ProductFilter, params: URLSearchParams): RangeView | undefined {
  const value = facet.values[0];
  if (!value) return undefined;
  const fromUrl = parseRangeValue(params.get(facet.key.name));
  const from = value.is_selected && typeof value.selected_min === "number" ? value.selected_min : fromUrl?.min;
  const to = value.is_selected && typeof value.selected_max === "number" ? value.selected_max : fromUrl?.max;
  const bound = (n: number | undefined) => (typeof n === "number" && Number.isFinite(n) ? n : undefined);
  return {
    min: bound(value.min),
    max: bound(value.max),
    unit: value.currency_symbol ? ` (${value.currency_symbol})` : "",
    from: from === undefined ? "" : String(from),
    // An open range (max left empty) shows as empty again.
    to: to === undefined || to >= OPEN_RANGE_MAX ? "" : String(to),
    format: value.query_format || DEFAULT_RANGE_QUERY_FORMAT,
  };
}

/**
 * The panel of a listing: `filters` from the listing response, `path` the listing's path, `params`
 * its query, `locked` its own filter ({brand: "nike"} on /brand/nike/). Disabled and empty facets are
 * left out.
 */
export function filterPanelView(
  filters: ProductFilter[],
  { path, params, locked = {} }: { path: string; params: URLSearchParams; locked?: Record<string, string> },
): FilterPanelView {
  const expanded = new Set(params.getAll(MORE_PARAM));
  const facets: FacetView[] = [];
  for (const facet of filters) {
    const key = facet?.key as (ProductFilter["key"] & { is_disabled?: boolean }) | undefined;
    if (!key?.name || key.is_disabled || !facet.values?.length) continue;
    const view: FacetView = { name: key.name, legend: key.display || key.name };
    if (key.kind === "range") {
      view.range = rangeView(facet, params);
      if (!view.range) continue;
      facets.push(view);
      continue;
    }
    const values = facet.values.filter(
      (v): v is ProductFilterValue & { value: string } => typeof v.value === "string" && v.value !== "",
    );
    if (Object.prototype.hasOwnProperty.call(locked, key.name)) {
      const own = locked[key.name];
      const found = values.find((v) => v.value === own);
      const base = found ? valueView(found) : { text: own, label: own };
      view.locked = { text: base.text, label: `${base.label}${LOCKED_NOTE}` };
      facets.push(view);
      continue;
    }
    const whole = expanded.has(key.name);
    const shown = values.filter((v, index) => whole || index < FACET_VALUES_SHOWN || v.is_selected);
    view.values = shown.map(valueView);
    const left = values.length - shown.length;
    if (left > 0) {
      const next = new URLSearchParams(params);
      next.delete("page_no");
      next.delete("page_id");
      next.append(MORE_PARAM, key.name);
      view.more = { count: left, href: `${withQuery(path, next)}#facet-${key.name}` };
    }
    facets.push(view);
  }

  const hidden: [string, string][] = [];
  for (const name of ["q", "sort_on"]) {
    const value = params.get(name);
    if (value) hidden.push([name, value]);
  }
  for (const name of expanded) if (facets.some((f) => f.name === name && f.values)) hidden.push([MORE_PARAM, name]);
  for (const entry of Object.entries(locked)) hidden.push(entry);

  const cleared = clearFilters(params);
  cleared.delete(MORE_PARAM);
  return { facets, hidden, clearHref: withQuery(path, cleared), selected: countSelectedFilters(params) };
}
