/** Sharing: the cart's share-cart calls (CartApplicationClient) and the Share module (ShareApplicationClient). */
import type { ModuleOperations } from "./table";

const CART = "/service/application/cart/v1.0";
const SHARE = "/service/application/share/v1.0";

export const cartShareOperations = {
  getCartShareLink: { method: "POST", path: `${CART}/share-cart`, body: true },
  getCartSharedItems: { method: "GET", path: `${CART}/share-cart/{token}` },
  // `id` is ours (the official SDK sends none): the anonymous caller's cart to merge into.
  updateCartWithSharedItems: { method: "POST", path: `${CART}/share-cart/{token}/{action}`, query: ["id"] },
} as const satisfies ModuleOperations<"cart">;

export const shareOperations = {
  createShortLink: { method: "POST", path: `${SHARE}/links/short-link/`, body: true },
  getShortLinkByHash: { method: "GET", path: `${SHARE}/links/short-link/{hash}/` },
  getOriginalShortLinkByHash: { method: "GET", path: `${SHARE}/links/short-link/{hash}/original/` },
  getApplicationQRCode: { method: "POST", path: `${SHARE}/qr/` },
  getProductQRCodeBySlug: { method: "POST", path: `${SHARE}/qr/products/{slug}/` },
  getCollectionQRCodeBySlug: { method: "POST", path: `${SHARE}/qr/collection/{slug}/` },
  getUrlQRCode: { method: "POST", path: `${SHARE}/qr/url/`, query: ["url"] },
} as const satisfies ModuleOperations<"share">;
