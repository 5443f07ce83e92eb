/**
 * Sharing: shared carts (Cart module: GetShareCartLinkCreation, GetShareCartLinkResult, SharedCart,
 * SharedCartResult) and the Share module (ShortLinkReq, ShortLinkRes, QRCodeResp).
 */
import type { CartDetailResponse } from "./cart";

/** POST cart/v1.0/share-cart body: the cart to share (else the caller's) and free meta. */
export interface GetShareCartLinkCreation {
  id?: string;
  meta?: Record<string, unknown>;
}

/** POST cart/v1.0/share-cart answer. */
export interface GetShareCartLinkResult {
  /** The shared cart's token (the last segment of `share_url`). */
  token: string;
  /** The storefront page that shows it: `<store>/shared-cart/<token>`. */
  share_url: string;
}

/** Who shared a cart, when and how. */
export interface SharedCartDetails {
  token: string;
  /** The sharer: `{ user_id, first_name, last_name, is_anonymous }` (names "" when anonymous). */
  user: { user_id: string; first_name: string; last_name: string; is_anonymous: boolean };
  meta: Record<string, unknown>;
  source: Record<string, unknown>;
  created_on: string;
}

/** A cart with the shared cart's details (the shared cart itself, or the caller's after a merge). */
export interface SharedCart extends CartDetailResponse {
  shared_cart_details: SharedCartDetails;
}

/** GET cart/v1.0/share-cart/{token} and POST …/{token}/{merge|replace}. */
export interface SharedCartResult {
  cart: SharedCart;
  error: string;
}

/** POST share/v1.0/links/short-link/ body (the fields this service keeps; the others are kept as sent). */
export interface ShortLinkReq {
  title: string;
  /** An absolute http(s) URL or a path of the store (`/product/x`). */
  url: string;
  /** A chosen hash (letters, digits, - and _); else a random one. */
  hash?: string;
  active?: boolean;
  expire_at?: string;
  enable_tracking?: boolean;
  personalized?: boolean;
  campaign?: { source?: string; medium?: string };
  redirects?: Record<string, unknown>;
  attribution?: { campaign_cookie_expiry?: string };
  social_media_tags?: { title?: string; description?: string; image?: string };
  count?: number;
  meta?: Record<string, unknown>;
}

export interface UrlInfo {
  original: string;
  /** The short URL: `<store>/s/<hash>`. */
  short: string;
  hash: string;
  alias: string;
}

/** A short link. */
export interface ShortLinkRes {
  _id: string;
  title: string;
  url: UrlInfo;
  created_by: string;
  app_redirect: boolean;
  fallback: string;
  active: boolean;
  enable_tracking: boolean;
  /** ISO date, or null when it never expires. */
  expire_at: string | null;
  application: string;
  user_id: string;
  created_at: string;
  updated_at: string;
  meta: Record<string, unknown>;
  personalized: boolean;
  campaign: Record<string, unknown>;
  redirects: Record<string, unknown>;
  attribution: Record<string, unknown>;
  social_media_tags: Record<string, unknown>;
  count: number;
}

/** The share module's QR codes: the link encoded and the code as an SVG document. */
export interface QRCodeResp {
  link: string;
  svg: string;
}
