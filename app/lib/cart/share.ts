/** A shared cart's link on this storefront, from the share call's answer. */
import { pageUrl } from "~/lib/seo";

/** Spec part 2 §5: a share answer without a token cannot make a link. */
export const TOKEN_NOT_GENERATED = "Token could not be generated";

/** The store's `/shared-cart/<token>` page for a share answer's token, or the spec's message when it has none. */
export function sharedCartLink(
  origin: string,
  token: string | null | undefined,
): { ok: true; url: string } | { ok: false; message: string } {
  if (!token) return { ok: false, message: TOKEN_NOT_GENERATED };
  return { ok: true, url: pageUrl(origin, `/shared-cart/${encodeURIComponent(token)}`) };
}
