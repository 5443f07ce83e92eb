/** The store's own URLs (share links, short links, QR codes) from the application's domain. */

/** `http` for a local domain (localhost, 127.x), `https` otherwise. */
function storeOrigin(domain: string): string {
  const host = domain.replace(/^https?:\/\//, "").replace(/\/+$/, "");
  return `${/^(localhost|127\.|\[::1\])/.test(host) ? "http" : "https"}://${host}`;
}

/** An absolute URL of the store for a path (`/product/x`). */
export const storeUrl = (domain: string, path: string) => `${storeOrigin(domain)}${path}`;
