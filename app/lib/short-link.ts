/**
 * Where a short link (`/s/<hash>`) may send a shopper: only within the store — a path, or an
 * absolute URL on the request's own host — and only while the link is active and not expired.
 * Anything else is a 404, so a short link can never be an open redirect.
 */
import { safeRedirect } from "~/lib/redirect";

interface ShortLinkState {
  url: { original: string };
  active: boolean;
  expire_at: string | null;
}

/** The path (with query and fragment) to redirect to, or null when the link must not be followed. */
export function shortLinkTarget(link: ShortLinkState, requestUrl: string, now: number): string | null {
  if (!link.active) return null;
  if (link.expire_at) {
    const expires = Date.parse(link.expire_at);
    if (Number.isNaN(expires) || expires <= now) return null;
  }
  const original = link.url.original.trim();
  let target: URL;
  try {
    target = new URL(original, requestUrl);
  } catch {
    return null;
  }
  if (!["http:", "https:"].includes(target.protocol)) return null;
  if (target.host !== new URL(requestUrl).host) return null;
  const path = `${target.pathname}${target.search}${target.hash}`;
  return safeRedirect(path, "") || null;
}
