/**
 * Custom links (spec §2.2): `/c/?url=` and `/external/?url=` carry their target in the query. A
 * target is internal when it starts with "/" or its host is one of the application's domains
 * (isInternalLink); the storefront goes there itself. Any other target must be an http(s) address:
 * the shopper is shown where it leads and follows it with a plain link, so these URLs can never be
 * used to bounce a shopper somewhere unseen (decision 35). Pure.
 */
import { isInternalLink } from "~/lib/links";
import { safeRedirect } from "~/lib/redirect";

type CustomLinkTarget = { kind: "internal"; path: string } | { kind: "external"; href: string; host: string };

/** Where a custom link's `url` leads, or null when it is not a usable address. */
export function customLinkTarget(
  url: string | null | undefined,
  domains: readonly string[] = [],
): CustomLinkTarget | null {
  const text = (url ?? "").trim();
  if (!text || text.length > 2048) return null;
  if (isInternalLink(text, [...domains])) {
    if (text.startsWith("/") && !text.startsWith("//")) {
      const path = safeRedirect(text, "");
      return path ? { kind: "internal", path } : null;
    }
    const parsed = new URL(text.startsWith("//") ? `https:${text}` : text);
    return { kind: "internal", path: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  }
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return null;
  }
  if ((parsed.protocol !== "https:" && parsed.protocol !== "http:") || !parsed.hostname) return null;
  if (parsed.username || parsed.password) return null;
  return { kind: "external", href: parsed.href, host: parsed.host };
}

/** The storefront's own address for a custom link's target: internal paths as they are, others through /external/. */
export function customLinkHref(target: CustomLinkTarget): string {
  return target.kind === "internal" ? target.path : `/external/?url=${encodeURIComponent(target.href)}`;
}
