/**
 * Analytics events (spec part 1 §7 "Analytics", part 2 §7): the shopper event names, the cart and
 * checkout vocabularies, the events a page's address implies (search, filter, sort, checkout
 * steps), and the short-lived cookie that carries the events of a form post (add to cart, sign-in,
 * a coupon…) to the page the browser lands on. Pure: shared by the server (actions write the
 * cookie) and the browser (app/analytics.client.ts reads it, pushes to the data layer and emits).
 */

export const SHOPPER_EVENTS = [
  "add_to_cart",
  "begin_checkout",
  "checkout_progress",
  "coupon_applied",
  "coupon_denied",
  "coupon_removed",
  "forced_logout",
  "filter",
  "login",
  "logout",
  "order_cancel",
  "order_return",
  "remove_from_cart",
  "search",
  "sign_up",
  "sort",
] as const;
export type ShopperEventName = (typeof SHOPPER_EVENTS)[number];

/** What happened to the bag, beside the shopper event (the spec's cart events). */
export type CartAction = "add to cart" | "quantity_add" | "quantity_remove" | "article_remove" | "add_to_bag";

/** The checkout's steps as analytics names them. */
export type CheckoutStep = "address" | "payment_option" | "review" | "payment";

/** Where a search came from: a suggestion picked in the search box, or the shopper's own words. */
export type SearchSource = "suggestion" | "custom_search";

/** The window event the search box dispatches when a suggestion is picked: `{ term, index }`. */
export const SUGGESTION_PICKED = "vitrine:suggestion-picked";

/** The channel every event reports. */
export const ANALYTICS_CHANNEL = "web" as const;

/** The data layer is looked for every 300 ms, and no more after 5 looks (a tag manager not loaded). */
export const DATA_LAYER_POLL_MS = 300;
export const DATA_LAYER_MAX_POLLS = 5;

/** The cookie that carries a form post's events to the next page; gone within a minute. */
export const EVENTS_COOKIE = "vt_events";
export const EVENTS_COOKIE_MAX_AGE = 60;
/** The most a cookie value may hold: the oldest events are dropped past it. */
const EVENTS_COOKIE_MAX_CHARS = 2_000;

/** What the browser's analytics needs (app/analytics.client.ts): the same for every shopper. */
export interface AnalyticsSettings {
  /** The tag manager container from the gtm integration token (decoded), or null. */
  gtmId: string | null;
  /** The store asks shoppers before any analytics (ANALYTICS_CONSENT=required). */
  consentRequired: boolean;
}

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_variant?: string;
  price?: number;
  quantity: number;
}

export interface AnalyticsEvent {
  event: ShopperEventName;
  channel?: typeof ANALYTICS_CHANNEL;
  cart_action?: CartAction;
  /** A quantity change: increment or decrement (quantityLabel). */
  label?: "increment" | "decrement";
  step?: CheckoutStep;
  search_term?: string;
  source?: SearchSource;
  /** A picked search suggestion's place in the list, from 1 (searchPosition). */
  position?: number;
  filters?: Record<string, string[]>;
  sort_on?: string;
  coupon_code?: string;
  method?: string;
  order_id?: string;
  shipment_id?: string;
  currency?: string;
  items?: AnalyticsItem[];
}

/** A quantity change named by comparing the old and the new quantity. */
export function quantityLabel(oldQuantity: number, newQuantity: number): "increment" | "decrement" {
  return newQuantity > oldQuantity ? "increment" : "decrement";
}

/** A search result's position as analytics counts it: its index plus one. */
export const searchPosition = (index: number) => index + 1;

/** The cart action of a line's change from `oldQuantity` to `newQuantity` (0: removed). */
export function cartChange(
  oldQuantity: number,
  newQuantity: number,
): { event: "add_to_cart" | "remove_from_cart"; cart_action: CartAction; label?: "increment" | "decrement" } {
  if (newQuantity <= 0) return { event: "remove_from_cart", cart_action: "article_remove" };
  if (oldQuantity <= 0) return { event: "add_to_cart", cart_action: "add to cart" };
  const label = quantityLabel(oldQuantity, newQuantity);
  return label === "increment"
    ? { event: "add_to_cart", cart_action: "quantity_add", label }
    : { event: "remove_from_cart", cart_action: "quantity_remove", label };
}

/** The checkout step a path shows, if it is one. */
export function checkoutStep(pathname: string): CheckoutStep | null {
  const path = pathname.replace(/\/+$/, "");
  if (path === "/cart/delivery" || path === "/cart/checkout") return "address";
  if (path === "/cart/payment-info") return "payment_option";
  if (path === "/cart/order-review") return "review";
  if (path === "/cart/upi" || path.startsWith("/payment/link/")) return "payment";
  return null;
}

/** Query parameters of a listing that are not filters. */
const NOT_FILTERS = new Set(["q", "sort_on", "page_no", "page", "page_id", "source", "position"]);
const LISTING = /^\/(products|brand|category|collection)(\/|$)/;

function filtersOf(url: URL): Record<string, string[]> {
  const filters: Record<string, string[]> = {};
  for (const [key, value] of url.searchParams) {
    if (NOT_FILTERS.has(key) || value === "") continue;
    (filters[key] ??= []).push(value);
  }
  for (const key of Object.keys(filters)) filters[key].sort();
  return filters;
}

const sameFilters = (a: Record<string, string[]>, b: Record<string, string[]>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * The events a page's address implies, given the address before it (null: the first page of the
 * visit): a search when the listing's words are new, a filter or a sort when the listing's filters
 * or order changed, the checkout's start when the shopper enters it from outside, and each of its
 * steps.
 */
export function pageEvents(previous: URL | null, next: URL): AnalyticsEvent[] {
  const events: AnalyticsEvent[] = [];
  if (LISTING.test(next.pathname)) {
    const term = next.searchParams.get("q")?.trim() ?? "";
    const before = previous && LISTING.test(previous.pathname) ? previous : null;
    if (term && term !== (before?.searchParams.get("q")?.trim() ?? "")) {
      events.push({ event: "search", search_term: term, source: "custom_search" });
    } else if (before && before.pathname === next.pathname) {
      const filters = filtersOf(next);
      if (!sameFilters(filtersOf(before), filters)) events.push({ event: "filter", filters });
      const sort = next.searchParams.get("sort_on") ?? "";
      if (sort && sort !== (before.searchParams.get("sort_on") ?? "")) events.push({ event: "sort", sort_on: sort });
    }
  }
  const step = checkoutStep(next.pathname);
  if (step) {
    if (step === "address" && !(previous && checkoutStep(previous.pathname))) events.push({ event: "begin_checkout" });
    if (!previous || checkoutStep(previous.pathname) !== step) events.push({ event: "checkout_progress", step });
  }
  return events;
}

/** Only what an event may carry: a cookie from the browser is not trusted to be well formed. */
function isEvent(value: unknown): value is AnalyticsEvent {
  return (
    typeof value === "object" &&
    value !== null &&
    SHOPPER_EVENTS.includes((value as { event?: unknown }).event as ShopperEventName)
  );
}

/** Decodes the events cookie's value; anything malformed is no events. */
export function decodeEvents(value: string | undefined | null): AnalyticsEvent[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter(isEvent) : [];
  } catch {
    return [];
  }
}

/** Encodes events for the cookie (URL-encoded by the cookie's serialiser), the newest kept when too many. */
export function encodeEvents(events: AnalyticsEvent[]): string {
  let kept = events;
  let text = JSON.stringify(kept);
  while (kept.length > 0 && encodeURIComponent(text).length > EVENTS_COOKIE_MAX_CHARS) {
    kept = kept.slice(1);
    text = JSON.stringify(kept);
  }
  return text;
}

/** A cart line as analytics reads it from the service's cart. */
interface CartLineLike {
  quantity: number;
  product: { uid: number; name: string; brand?: { name: string } };
  article: { size: string };
  price_per_unit?: { converted: { effective: number; currency_code: string } };
}

/**
 * The event of a line's change: added, more or fewer pieces (increment or decrement), or removed.
 * `previous` is the line's quantity before (0 for an add); `line` the line in the cart after the
 * change (absent once removed).
 */
export function cartLineEvent(
  change: { itemId: number; size: string; previous: number; quantity: number },
  line: CartLineLike | undefined,
): AnalyticsEvent {
  const kind = cartChange(change.previous, change.quantity);
  const unit = line?.price_per_unit?.converted;
  return {
    ...kind,
    ...(unit ? { currency: unit.currency_code } : {}),
    items: [
      {
        item_id: String(change.itemId),
        item_name: line?.product.name ?? "",
        ...(line?.product.brand?.name ? { item_brand: line.product.brand.name } : {}),
        item_variant: change.size,
        ...(unit ? { price: unit.effective } : {}),
        quantity: Math.abs(change.quantity - change.previous),
      },
    ],
  };
}
