/**
 * Header/footer navigation (spec §2.5): pick the web navigation for a position and turn its entries
 * into plain link items — active page entries only, sorted by sort_order, recursively.
 */
import type { Navigation, NavigationReference } from "~/sdk";
import { actionToUrl } from "./links";

export interface NavItem {
  display: string;
  href: string;
  image?: string;
  tags: string[];
  children: NavItem[];
}

function sortOrder(entry: NavigationReference): number {
  const value = Number(entry.sort_order);
  return Number.isFinite(value) ? value : Number.MAX_SAFE_INTEGER;
}

/** Active entries whose action type is "page", stable-sorted by sort_order, sub_navigation likewise. */
export function toNavItems(entries: NavigationReference[] | undefined | null): NavItem[] {
  if (!Array.isArray(entries)) return [];
  return entries
    .map((entry, position) => ({ entry, position }))
    .filter(({ entry }) => entry && entry.active === true && entry.action?.type === "page")
    .sort((a, b) => sortOrder(a.entry) - sortOrder(b.entry) || a.position - b.position)
    .map(({ entry }) => {
      const item: NavItem = {
        display: String(entry.display ?? ""),
        href: actionToUrl(entry.action),
        tags: Array.isArray(entry.tags) ? entry.tags.filter((tag) => typeof tag === "string") : [],
        children: toNavItems(entry.sub_navigation),
      };
      if (typeof entry.image === "string" && entry.image.trim()) item.image = entry.image.trim();
      return item;
    });
}

/**
 * The entries of the first navigation for platform "web" at `position` whose landscape orientation
 * includes that position (header = top landscape, footer = bottom landscape); [] when none.
 */
export function pickNavigation(
  navs: Navigation[] | undefined | null,
  position: "top" | "bottom",
): NavigationReference[] {
  if (!Array.isArray(navs)) return [];
  const nav = navs.find(
    (candidate) =>
      Array.isArray(candidate?.platform) &&
      candidate.platform.includes("web") &&
      candidate.position === position &&
      Array.isArray(candidate.orientation?.landscape) &&
      candidate.orientation.landscape.includes(position),
  );
  return Array.isArray(nav?.navigation) ? nav.navigation : [];
}

/** Default header navigation (§2.5) when the store has none. */
export const DEFAULT_HEADER_NAV: NavItem[] = [
  { display: "Home", href: "/", tags: [], children: [] },
  { display: "Brands", href: "/brands/", tags: [], children: [] },
  { display: "Categories", href: "/categories/", tags: [], children: [] },
  { display: "Collections", href: "/collections/", tags: [], children: [] },
];
