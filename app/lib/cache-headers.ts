/**
 * Cache-Control for documents. A route opts in to shared caching with `publicPageHeaders`; the
 * document renderer (entry.server) then keeps any response that involves a cookie private. A
 * personal page's route takes `privatePage(title)` (never stored, never indexed), or
 * `privatePageHeaders` alone when its meta is its own.
 */
import type { MetaDescriptor } from "@remix-run/node";
export const PUBLIC_PAGE_CACHE = "public, max-age=30, stale-while-revalidate=300";
export const PRIVATE_PAGE_CACHE = "private, no-cache";
/** A personal page (account, profile, wishlist): never stored anywhere. */
export const PRIVATE_HEADERS = { "Cache-Control": "private, no-store" } as const;

/** The `headers` export of a personal page's route. */
export const privatePageHeaders = () => PRIVATE_HEADERS;

/** The `meta` export of a personal page's route: its title (and description), kept out of search engines. */
export const privatePageMeta = (title: string, description?: string) => (): MetaDescriptor[] => [
  { title },
  ...(description ? [{ name: "description", content: description }] : []),
  { name: "robots", content: "noindex" },
];

/** A personal page's `headers` and `meta` exports at once: `export const { headers, meta } = privatePage("Title")`. */
export const privatePage = (title: string, description?: string) => ({
  headers: privatePageHeaders,
  meta: privatePageMeta(title, description),
});

export function publicPageHeaders(): Headers {
  return new Headers({ "Cache-Control": PUBLIC_PAGE_CACHE });
}

/** The Cache-Control a document response goes out with. */
export function documentCacheControl(
  routeValue: string | null,
  requestHasCookie: boolean,
  responseSetsCookie: boolean,
  status: number,
): string {
  // A personal page that forbids storing (profile, wishlist) keeps that: it is stricter than the default.
  if (routeValue && /\bno-store\b/.test(routeValue)) return routeValue;
  if (status !== 200 || requestHasCookie || responseSetsCookie || !routeValue) return PRIVATE_PAGE_CACHE;
  return routeValue;
}
