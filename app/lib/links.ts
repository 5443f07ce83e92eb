/**
 * Links: the platform's `action` objects → storefront paths (spec §2.3 page-type table), entity URL
 * builders, and the internal-link test of §2.2. Pure: no I/O.
 */
import type { Action } from "~/sdk";

/**
 * Page type → path template. `{name}` is filled from `page.params[name][0]`; a `?` after it marks the
 * parameter optional (the path is then cut before it when missing). Required-but-missing → "/".
 */
export const PAGE_PATHS: Record<string, string> = {
  "about-us": "/about-us",
  addresses: "/profile/address",
  blog: "/blog/{slug?}",
  brands: "/brands/{department?}",
  cards: "/profile/my-cards",
  cart: "/cart/bag/",
  categories: "/categories/{department?}",
  brand: "/brand/{slug}",
  category: "/category/{slug}",
  collection: "/collection/{slug}",
  collections: "/collections/",
  "contact-us": "/contact-us/",
  faq: "/faq",
  freshchat: "/freshchat",
  home: "/",
  "notification-settings": "/notification-settings",
  orders: "/profile/orders",
  page: "/page/{slug}",
  policy: "/privacy-policy",
  product: "/product/{slug}",
  "product-request": "/product-request/",
  products: "/products/",
  profile: "/profile",
  "profile-order-shipment": "/profile/orders/shipment/{shipmentid}",
  "profile-basic": "/profile/details",
  "profile-company": "/profile/company",
  "profile-emails": "/profile/email",
  "profile-phones": "/profile/phone",
  "rate-us": "/rate-us",
  "refer-earn": "/profile/refer-earn",
  settings: "/setting/currency",
  "shared-cart": "/shared-cart/{token}",
  tnc: "/terms-and-conditions",
  "track-order": "/order-tracking/{orderId?}",
  wishlist: "/wishlist/",
  sections: "/sections/{group}",
  form: "/form/{slug}",
  "cart-delivery": "/cart/delivery",
  "cart-payment": "/cart/payment-info",
  "cart-review": "/cart/order-review",
  login: "/auth/login",
  register: "/auth/register",
  "shipping-policy": "/shipping-policy",
  "return-policy": "/return-policy",
  "order-status": "/cart/order-status",
  "locate-us": "/locate-us",
};

const SAFE_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);

/** Browsers ignore tabs, newlines and control characters inside a scheme ("java\tscript:"): drop them. */
export function compactUrl(value: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  return value.replace(/[\u0000-\u0020\u007f]+/g, "").toLowerCase();
}

/**
 * A link target that is safe to put in an href/src: root-relative, fragment, query, relative, or an
 * http(s)/mailto/tel URL. Anything else (javascript:, data:, vbscript: …) becomes `fallback`.
 */
export function safeHref(href: unknown, fallback = "/"): string {
  if (typeof href !== "string") return fallback;
  const trimmed = href.trim();
  if (!trimmed) return fallback;
  const compact = compactUrl(trimmed);
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact);
  if (scheme && !SAFE_SCHEMES.has(`${scheme[1]}:`)) return fallback;
  return trimmed;
}

function first(values: string[] | string | undefined): string | undefined {
  const value = Array.isArray(values) ? values[0] : values;
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

function toQueryString(query: Record<string, string[] | string> | undefined): string {
  if (!query) return "";
  const search = new URLSearchParams();
  for (const [key, values] of Object.entries(query)) {
    for (const value of Array.isArray(values) ? values : [values]) {
      if (value !== undefined && value !== null) search.append(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The storefront path for an action (§2.3); "/" when it cannot be resolved. */
export function actionToUrl(action: Action | undefined | null): string {
  const page = action?.page;
  if (!page) return "/";
  if (typeof page.url === "string" && page.url.trim()) return safeHref(page.url);
  const type = String(page.type ?? "");
  if (type === "external") return safeHref(first(page.query?.url));

  const template = PAGE_PATHS[type];
  if (!template) return "/";
  const params = page.params ?? {};
  let missingRequired = false;
  let path = template.replace(/\{(\w+)(\??)\}/g, (_m, name: string, optional: string) => {
    const value = first(params[name]) ?? (name === "slug" || name === "department" ? undefined : first(params.slug));
    if (value === undefined) {
      if (!optional) missingRequired = true;
      return "";
    }
    return encodeURIComponent(value);
  });
  if (missingRequired) return "/";
  // "/brands/" + nothing stays "/brands/"; a filled optional parameter has no trailing slash.
  path = path.replace(/\/{2,}/g, "/");
  return path + toQueryString(page.query);
}

const seg = (slug: string) => encodeURIComponent(String(slug ?? "").trim());

export const productUrl = (slug: string): string => `/product/${seg(slug)}`;
export const collectionUrl = (slug: string): string => `/collection/${seg(slug)}`;
export const brandUrl = (slug: string): string => `/brand/${seg(slug)}`;
export const categoryUrl = (slug: string): string => `/category/${seg(slug)}`;

function hostOf(domain: string): string {
  const text = domain.trim().toLowerCase();
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(text) ? text : `https://${text}`).hostname;
  } catch {
    return text;
  }
}

/**
 * §2.2: a link is internal when it starts with "/" (but not "//", a protocol-relative external
 * address) or its host is one of the application's configured domains.
 */
export function isInternalLink(href: string, domains: string[] = []): boolean {
  if (typeof href !== "string") return false;
  const text = href.trim();
  if (text.startsWith("/") && !text.startsWith("//")) return true;
  let host: string;
  try {
    host = new URL(text.startsWith("//") ? `https:${text}` : text).hostname.toLowerCase();
  } catch {
    return false;
  }
  return domains.some((domain) => domain && hostOf(domain) === host);
}
