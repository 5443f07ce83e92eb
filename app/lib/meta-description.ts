/**
 * Meta descriptions for listings, which have no text of their own: search engines show one under
 * the title, and Lighthouse's SEO audit wants one on every page. Pure: no I/O.
 */
import type { ProductFilter } from "~/sdk";
import { formatNumber } from "./money";

export interface ListingContext {
  kind: "products" | "collection" | "brand" | "category";
  /** The brand, category or collection name (unused for all products). */
  name: string;
  /** The brand's or collection's own description; used as it is when nothing narrows the listing. */
  description: string;
  q: string;
  /** How many products match; undefined when the service did not say. */
  total: number | undefined;
  filters: readonly ProductFilter[];
  /** The listing's own filter (a brand page's brand): not the shopper's choice, so not named. */
  locked: Record<string, string>;
}

/** How many chosen filter values a description names before summing up the rest. */
const NAMED_FILTERS = 4;

/** The shopper's chosen filter values, as shown: "Men", "Blue", "Price ₹500–₹1,000". */
export function chosenFilterNames(filters: readonly ProductFilter[], locked: Record<string, string> = {}): string[] {
  const names: string[] = [];
  for (const filter of filters) {
    if (Object.prototype.hasOwnProperty.call(locked, filter.key.name)) continue;
    for (const value of filter.values) {
      if (!value.is_selected) continue;
      if (filter.key.kind === "range") {
        const symbol = value.currency_symbol ?? "";
        const min = value.selected_min ?? value.min;
        const max = value.selected_max ?? value.max;
        if (min === undefined || max === undefined) continue;
        names.push(`${filter.key.display} ${symbol}${formatNumber(min)}–${symbol}${formatNumber(max)}`);
      } else if (value.display) names.push(value.display);
    }
  }
  return names;
}

function list(names: readonly string[]): string {
  const shown = names.slice(0, NAMED_FILTERS);
  const rest = names.length - shown.length;
  if (rest > 0) return `${shown.join(", ")} and ${rest} more`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1]}` : (shown[0] ?? "");
}

/**
 * A listing's description from what it shows: "Shop 42 products in T-Shirts matching “slim”,
 * filtered by Men and Blue." A brand or collection with a description of its own keeps it while
 * nothing narrows the listing.
 */
export function listingDescription(context: ListingContext): string {
  const { kind, name, q, total } = context;
  const chosen = chosenFilterNames(context.filters, context.locked);
  const own = context.description.trim();
  if (own && !q && !chosen.length) return own;

  const narrowed = Boolean(q) || chosen.length > 0;
  const count = total === undefined ? "products" : `${formatNumber(total)} ${total === 1 ? "product" : "products"}`;
  const lead = total === 0 ? "No products" : `Shop ${kind === "products" && !narrowed ? "all " : ""}${count}`;
  const where =
    kind === "category"
      ? ` in ${name}`
      : kind === "brand"
        ? ` from ${name}`
        : kind === "collection"
          ? ` in the ${name} collection`
          : "";
  const matching = q ? ` matching “${q}”` : "";
  const filtered = chosen.length ? `, filtered by ${list(chosen)}` : "";
  return `${lead}${where}${matching}${filtered}.`;
}
