/**
 * Product listing constants and rules (spec §4 Infinite lists, §9): page size and the infinite-scroll
 * trigger, which the browser loads. The URL → SDK listing query is lib/listing-query (server only:
 * importing it here would bring lib/filters, lib/search and lib/links to every listing page). Pure.
 */

export const LISTING_PAGE_SIZE = 12;
export const INFINITE_SCROLL_THRESHOLD_PX = 100;
/** How often the scroll position is checked at most. */
export const SCROLL_THROTTLE_MS = 150;

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
