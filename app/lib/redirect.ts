/**
 * A same-site path to send the shopper back to, or the fallback: only paths starting with a single
 * "/" are accepted, so a crafted redirect can never leave the store (no open redirect).
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f]/.test(to)) return fallback;
  return to;
}
