/**
 * Search box logic (spec §4 Search, §5 suggestion length rules, §9 constants): when to ask for
 * suggestions, the remembered previous searches, and the mapping of products / auto-complete
 * items to the suggestion rows the search box shows. Pure: no I/O.
 */
import type { Action } from "~/sdk";
import { actionToUrl, productUrl, safeHref } from "./links";

export const START_SEARCH_LENGTH_DEFAULT = 1;
export const MAX_QUERY_LENGTH = 200;
export const SUGGESTION_LIMIT = 5;
export const SEARCH_DEBOUNCE_MS = 200;
const PREVIOUS_SEARCHES_LIMIT = 10;
/** localStorage key of the previous searches (spec §3 local storage keys). */
export const PREVIOUS_SEARCHES_KEY = "previous_searches";
/** The resource route the search box loads suggestions from. */
export const SUGGESTIONS_PATH = "/api/suggestions";

/** Suggestions run when the trimmed query is at least `startLength` and at most 200 characters. */
export function shouldSuggest(
  query: string | null | undefined,
  startLength: number = START_SEARCH_LENGTH_DEFAULT,
): boolean {
  const length = String(query ?? "").trim().length;
  return length >= startLength && length <= MAX_QUERY_LENGTH;
}

/** The query as the listing uses it: trimmed and cut to 200 characters. */
export function normalizeQuery(query: string | null | undefined): string {
  return String(query ?? "")
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
}

/** Puts `query` first, drops an earlier case-insensitive duplicate, keeps `max`; blank → unchanged. */
export function rememberSearch(
  previous: readonly string[],
  query: string,
  max: number = PREVIOUS_SEARCHES_LIMIT,
): string[] {
  const list = previous.filter((item): item is string => typeof item === "string" && item.trim() !== "");
  const text = normalizeQuery(query);
  if (!text) return list.slice(0, max);
  const lower = text.toLowerCase();
  return [text, ...list.filter((item) => item.trim().toLowerCase() !== lower)].slice(0, max);
}

/** Reads the stored previous searches: `{value: string[], timestamp}` (or a bare array); junk → []. */
export function parseStoredSearches(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    const value = Array.isArray(data) ? data : (data as { value?: unknown } | null)?.value;
    if (!Array.isArray(value)) return [];
    const list: string[] = [];
    for (const item of value) {
      const query = typeof item === "string" ? normalizeQuery(item) : "";
      if (query && !list.some((kept) => kept.toLowerCase() === query.toLowerCase())) list.push(query);
    }
    return list.slice(0, PREVIOUS_SEARCHES_LIMIT);
  } catch {
    return [];
  }
}

/** The stored form of the previous searches (stored items carry a timestamp, spec §3). */
export function serializeSearches(list: readonly string[], now: number = Date.now()): string {
  return JSON.stringify({ value: list, timestamp: now });
}

/** The listing URL of a search. */
export function searchUrl(query: string): string {
  const text = normalizeQuery(query);
  return text ? `/products/?q=${encodeURIComponent(text)}` : "/products/";
}

/** A row of the search box's product suggestions (spec §3 Product suggestion). */
export interface ProductSuggestion {
  name: string;
  subtitle: string;
  /** First image of the product, or null. */
  image: string | null;
  /** Effective (lowest) price, or null when unknown. */
  price: number | null;
  currencySymbol: string;
  /** The price's currency (grouping: Indian for INR, thousands otherwise). */
  currencyCode: string;
  url: string;
}

/** A non-product suggestion (brand, category, collection …). */
export interface OtherSuggestion {
  display: string;
  type: string;
  url: string;
}

/** What /api/suggestions answers. */
export interface SuggestionsData {
  products: ProductSuggestion[];
  others: OtherSuggestion[];
}

interface MediaView {
  url?: string;
  type?: string;
}

/**
 * What `toProductSuggestion` reads: a listing product (name, slug, brand, attributes, medias, price)
 * or an auto-complete item (`{display, type, logo, action, _custom_json}`), whichever fields exist.
 */
interface SuggestionSource {
  name?: string;
  slug?: string;
  brand?: { name?: string } | null;
  attributes?: Record<string, unknown> | null;
  medias?: MediaView[] | null;
  price?: {
    effective?: { min?: number; max?: number; currency_symbol?: string; currency_code?: string } | null;
  } | null;
  display?: string;
  type?: string;
  logo?: MediaView | null;
  action?: Action | null;
  _custom_json?: Record<string, unknown> | null;
}

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** Subtitle: the product's own subtitle attribute, else its brand (attributes.brand_name or brand.name). */
function subtitleOf(item: SuggestionSource): string {
  const attributes = item.attributes ?? {};
  const custom = item._custom_json ?? {};
  return (
    text(attributes.subtitle) ||
    text(attributes["product-subtitle"]) ||
    text(custom.subtitle) ||
    text(attributes.brand_name) ||
    text(item.brand?.name) ||
    text(custom.brand) ||
    text((custom.brand as { name?: unknown } | null | undefined)?.name)
  );
}

type EffectivePrice =
  { min?: number; max?: number; currency_symbol?: string; currency_code?: string } | null | undefined;

/**
 * Maps a listing product or an auto-complete product item to a suggestion row. Auto-complete
 * items carry the product's slug, subtitle, price and image in `_custom_json` (as the service
 * sends them); their `logo` is the first image.
 */
export function toProductSuggestion(item: SuggestionSource): ProductSuggestion {
  const custom = item._custom_json ?? {};
  const customImage = text(custom.image) ? { url: text(custom.image) } : undefined;
  const media = item.medias?.find((m) => m?.url && m.type !== "video") ?? (item.logo?.url ? item.logo : customImage);
  const image = media?.url ? safeHref(media.url, "") || null : null;
  const customPrice = custom.price as { effective?: EffectivePrice } | null | undefined;
  const effective: EffectivePrice =
    item.price?.effective ?? (customPrice && typeof customPrice === "object" ? customPrice.effective : undefined);
  const price = typeof effective?.min === "number" && Number.isFinite(effective.min) ? effective.min : null;
  const slug = text(item.slug) || text(custom.slug);
  const url = slug ? productUrl(slug) : actionToUrl(item.action ?? null);
  return {
    name: text(item.name) || text(item.display),
    subtitle: subtitleOf(item),
    image,
    price,
    currencySymbol: text(effective?.currency_symbol) || "₹",
    currencyCode: text(effective?.currency_code) || "INR",
    url,
  };
}

/** Maps a non-product auto-complete item (`{display, type, action}`) to a suggestion row. */
export function toOtherSuggestion(item: Pick<SuggestionSource, "display" | "type" | "action">): OtherSuggestion {
  return { display: text(item.display), type: text(item.type), url: actionToUrl(item.action ?? null) };
}

/** Reads fetcher data defensively: anything unexpected is "no suggestions". */
export function readSuggestions(data: unknown): SuggestionsData {
  const value = (data ?? {}) as Partial<SuggestionsData>;
  const products = Array.isArray(value.products)
    ? value.products.filter((p) => p && typeof p.name === "string" && typeof p.url === "string")
    : [];
  const others = Array.isArray(value.others)
    ? value.others.filter((o) => o && typeof o.display === "string" && typeof o.url === "string")
    : [];
  return { products: products.slice(0, SUGGESTION_LIMIT), others: others.slice(0, SUGGESTION_LIMIT) };
}

/**
 * An auto-complete answer (`{items: [{display, type, logo, action, _custom_json}]}`) as the search
 * box's data: up to 5 product rows, then the other matches (brands, categories, collections).
 */
export function suggestionsFromAutoComplete(
  response: { items?: readonly SuggestionSource[] | null } | null | undefined,
): SuggestionsData {
  const items = response?.items ?? [];
  return {
    products: items
      .filter((item) => item?.type === "product")
      .slice(0, SUGGESTION_LIMIT)
      .map(toProductSuggestion),
    others: items
      .filter((item) => item && item.type !== "product" && text(item.display))
      .slice(0, SUGGESTION_LIMIT)
      .map(toOtherSuggestion),
  };
}
