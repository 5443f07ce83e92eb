/**
 * The store locator's view of the service's ordering stores (/locate-us/, spec part 1 §2.1, §3
 * Store): the search text, each store's address lines, telephone links and opening hours, grouped
 * where days share hours, and its map position. Pure: no I/O.
 */
import type { OrderingStore } from "~/sdk/api";

/** Stores a page (spec part 1 §9: ordering stores 12 per page). */
export const STORES_PAGE_SIZE = 12;
/** A city, a pincode or a store's name: longer text is no search of ours. */
export const MAX_STORE_QUERY = 100;

/** The search box's text from ?q= (trimmed, spaces folded, at most MAX_STORE_QUERY characters). */
export function storeQuery(params: URLSearchParams): string {
  return (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_STORE_QUERY);
}

export interface StoreHours {
  /** "Monday" or "Monday – Friday". */
  days: string;
  /** "10:30 AM – 9:30 PM" or "Closed". */
  hours: string;
}

export interface StoreCard {
  uid: number;
  name: string;
  /** The street (the service's address1 and address2), "City, State Pincode", the country. */
  addressLines: string[];
  phones: { text: string; href: string }[];
  hours: StoreHours[];
  /** Where the map puts its marker; null without a usable position. */
  position: { lat: number; lng: number } | null;
}

const WEEKDAY_ORDER = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/** "10:30 AM", "12:00 PM", "9:05 PM" from a 24-hour time. */
export function clockTime({ hour, minute }: { hour: number; minute: number }): string {
  const h = ((hour % 24) + 24) % 24;
  const twelve = h % 12 === 0 ? 12 : h % 12;
  return `${twelve}:${String(minute).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** Opening hours from Monday to Sunday, consecutive days with the same hours in one row. */
export function storeHours(timing: OrderingStore["timing"] | undefined): StoreHours[] {
  const days = (timing ?? [])
    .filter((t) => WEEKDAY_ORDER.includes(t.weekday.toLowerCase()))
    .sort((a, b) => WEEKDAY_ORDER.indexOf(a.weekday.toLowerCase()) - WEEKDAY_ORDER.indexOf(b.weekday.toLowerCase()))
    .map((t) => ({
      day: capitalised(t.weekday),
      hours: t.open ? `${clockTime(t.opening)} – ${clockTime(t.closing)}` : "Closed",
    }));
  const rows: { first: string; last: string; hours: string }[] = [];
  for (const { day, hours } of days) {
    const previous = rows[rows.length - 1];
    if (previous && previous.hours === hours) previous.last = day;
    else rows.push({ first: day, last: day, hours });
  }
  return rows.map((r) => ({ days: r.first === r.last ? r.first : `${r.first} – ${r.last}`, hours: r.hours }));
}

function position(store: OrderingStore): StoreCard["position"] {
  const [lng, lat] = store.address?.lat_long?.coordinates ?? [];
  const valid = (n: unknown, limit: number): n is number =>
    typeof n === "number" && Number.isFinite(n) && Math.abs(n) <= limit;
  return valid(lat, 90) && valid(lng, 180) && !(lat === 0 && lng === 0) ? { lat, lng } : null;
}

export function toStoreCard(store: OrderingStore): StoreCard {
  const a = store.address;
  const place = [a?.city, [a?.state, a?.pincode || store.pincode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return {
    uid: store.uid,
    name: store.name || store.display_name,
    addressLines: [[a?.address1, a?.address2].filter(Boolean).join(", "), place, a?.country].filter(
      (line): line is string => !!line,
    ),
    phones: (store.contact_numbers ?? [])
      .filter((c) => /^\d{4,15}$/.test(c.number))
      .map((c) => ({
        text: `+${c.country_code} ${c.number}`,
        href: `tel:+${c.country_code}${c.number}`,
      })),
    hours: storeHours(store.timing),
    position: position(store),
  };
}
