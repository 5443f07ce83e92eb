/**
 * Where to send the shopper back to: a checked same-site path, and auth links carrying it along.
 */

/**
 * A same-site path to send the shopper back to, or the fallback: only paths starting with a single
 * "/" are accepted, so a crafted redirect can never leave the store (no open redirect).
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex -- a redirect target with control characters is refused
  if (/[\u0000-\u001f]/.test(to)) return fallback;
  return to;
}

/**
 * An auth path with the redirect target carried along (only when it is not the home page, so plain
 * links stay plain). `extra` adds query parameters.
 */
export function authHref(path: string, redirectUrl?: string | null, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (redirectUrl && redirectUrl !== "/") params.set("redirectUrl", redirectUrl);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
