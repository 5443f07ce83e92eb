/**
 * The compare list (spec §4 Compare list, §5, §8): a stored list of product slugs with add, remove,
 * reset and add-multiple; the /compare/?id=a,b URL; and the compare suggestion row (§3). Pure: the
 * caller stores the list (localStorage key "compare_slugs", spec §3) and fetches comparisons.
 */
import { SLUG_PATTERN } from "~/sdk/validation";
import { productUrl, safeHref } from "./links";

export const MAX_COMPARE = 4;
export const NO_SLUGS_MESSAGE = "No Product Slugs present";

/** A product slug as the routes accept it: letters, digits, `-` and `_`, up to 200 characters. */
export function isProductSlug(slug: unknown): slug is string {
  return typeof slug === "string" && SLUG_PATTERN.test(slug);
}

const clean = (list: readonly string[]): string[] => [...new Set(list.filter(isProductSlug))];

/**
 * Adds a slug at the end. Empty slug → Error 'No Product Slugs present'. A slug already present is
 * not added again; a full list (MAX_COMPARE) or an invalid slug leaves the list as it is — check
 * `canAddToCompare` first to tell the shopper.
 */
export function addToCompare(list: readonly string[], slug: string | null | undefined): string[] {
  const value = String(slug ?? "").trim();
  if (!value) throw new Error(NO_SLUGS_MESSAGE);
  const current = clean(list);
  if (!isProductSlug(value) || current.includes(value) || current.length >= MAX_COMPARE) return current;
  return [...current, value];
}

/** Whether `slug` would be added (valid, not yet there, room left). */
export function canAddToCompare(list: readonly string[], slug: string): boolean {
  const current = clean(list);
  return isProductSlug(slug) && !current.includes(slug) && current.length < MAX_COMPARE;
}

export function removeFromCompare(list: readonly string[], slug: string): string[] {
  return clean(list).filter((item) => item !== slug);
}

export function resetCompare(): string[] {
  return [];
}

/** Adds several slugs in order (no duplicates, up to MAX_COMPARE). No slugs → 'No Product Slugs present'. */
export function addMultipleToCompare(list: readonly string[], slugs: readonly (string | null | undefined)[]): string[] {
  const values = (slugs ?? []).map((slug) => String(slug ?? "").trim()).filter(Boolean);
  if (!values.length) throw new Error(NO_SLUGS_MESSAGE);
  return values.reduce<string[]>((acc, slug) => addToCompare(acc, slug), clean(list));
}

/** `?id=a, b,a,bad slug` → ["a", "b"]: comma-separated, trimmed, valid slugs, no duplicates, at most MAX_COMPARE. */
export function parseCompareIds(idParam: string | null | undefined): string[] {
  if (!idParam) return [];
  return clean(idParam.split(",").map((slug) => slug.trim())).slice(0, MAX_COMPARE);
}

/** `/compare/?id=a,b` (commas kept readable; slugs need no escaping). */
export function compareUrl(slugs: readonly string[]): string {
  const ids = clean(slugs);
  return ids.length ? `/compare/?id=${ids.join(",")}` : "/compare/";
}

/** A comparison is fetched only for more than one product. */
export function shouldFetchComparison(slugs: readonly string[]): boolean {
  return slugs.length > 1;
}

/** Reads the stored list (`{value: string[]}` or a bare array); junk → []. */
export function parseStoredCompare(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    const value = Array.isArray(data) ? data : (data as { value?: unknown } | null)?.value;
    return Array.isArray(value)
      ? clean(value.filter((v): v is string => typeof v === "string")).slice(0, MAX_COMPARE)
      : [];
  } catch {
    return [];
  }
}

/** A row of the "add a product to compare" search (spec §3 Compare suggestion). */
interface CompareSuggestion {
  name: string;
  subtitle: string;
  uid: number;
  slug: string;
  /** uid of the product's first category, or null. */
  category_id: number | null;
  url: string;
  media: { url: string; alt?: string } | null;
  price: number | null;
}

interface CompareSuggestionSource {
  uid: number;
  slug: string;
  name: string;
  brand?: { name?: string } | null;
  attributes?: Record<string, unknown> | null;
  categories?: { uid: number }[] | null;
  medias?: { url?: string; type?: string; alt?: string }[] | null;
  price?: { effective?: { min?: number } | null } | null;
}

export function toCompareSuggestion(product: CompareSuggestionSource): CompareSuggestion {
  const media = product.medias?.find((m) => m?.url && m.type !== "video");
  const subtitle = product.attributes?.subtitle ?? product.attributes?.brand_name ?? product.brand?.name ?? "";
  const price = product.price?.effective?.min;
  return {
    name: product.name,
    subtitle: typeof subtitle === "string" ? subtitle : "",
    uid: product.uid,
    slug: product.slug,
    category_id: product.categories?.[0]?.uid ?? null,
    url: productUrl(product.slug),
    media: media?.url ? { url: safeHref(media.url, ""), ...(media.alt ? { alt: media.alt } : {}) } : null,
    price: typeof price === "number" && Number.isFinite(price) ? price : null,
  };
}
