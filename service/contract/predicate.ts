/**
 * Section visibility (spec part 1 §4): whether a section's predicate lets a viewer see it. The
 * service filters a page's sections with it (getPage `filters`) and the storefront decides user and
 * route predicates with it on the server (through `app/sdk/predicate.ts`); screen predicates become
 * CSS classes there, so the same HTML is right on every device. Pure functions.
 */
import type { SectionPredicate } from "./types/theme";

interface PredicateViewer {
  authenticated: boolean;
  /** The page's full URL (route predicates). */
  url: URL;
}

/** The screens of spec §9: mobile up to 480 px, tablet 481–1023 px, desktop 1024 px and up. */
export type Screen = "mobile" | "tablet" | "desktop";

const SCREEN_BREAKPOINTS = { mobileMax: 480, tabletMax: 1023 } as const;

export function screenOf(widthPx: number): Screen {
  if (widthPx <= SCREEN_BREAKPOINTS.mobileMax) return "mobile";
  return widthPx <= SCREEN_BREAKPOINTS.tabletMax ? "tablet" : "desktop";
}

/** Authenticated set: signed-in users see it; anonymous set: visitors do; both (or neither given): everyone. */
export function userAllows(user: SectionPredicate["user"], authenticated: boolean): boolean {
  if (!user || (user.authenticated === undefined && user.anonymous === undefined)) return true;
  return authenticated ? user.authenticated === true : user.anonymous === true;
}

/** The storefront's own flags (spec §2.4): the editor adds them, a route predicate does not see them. */
const SHELL_FLAGS = new Set(["isEdit", "isPreview", "sectionPreviewHash", "__csr", "_ds"]);

/** "/a/b/" and "/a/b" are the same page. */
function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

function sortedQuery(params: URLSearchParams): string {
  return [...params.entries()]
    .filter(([key]) => !SHELL_FLAGS.has(key))
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join("&");
}

/**
 * An exact full-URL match: the same path (a trailing slash aside) and the same query (in any order,
 * the shell's flags aside); an absolute exact_url also names the host.
 */
function exactMatches(exactUrl: string, url: URL): boolean {
  const wanted = exactUrl.trim();
  if (!wanted) return true;
  let target: URL;
  try {
    target = new URL(wanted, url);
  } catch {
    return false;
  }
  const absolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(wanted) || wanted.startsWith("//");
  if (absolute && target.host.toLowerCase() !== url.host.toLowerCase()) return false;
  if (trimSlash(target.pathname) !== trimSlash(url.pathname)) return false;
  return sortedQuery(target.searchParams) === sortedQuery(url.searchParams);
}

/** Every given query parameter has (each of) its value(s) on the page; one without a value must be present. */
function queryMatches(query: Record<string, unknown> | undefined, url: URL): boolean {
  if (!query) return true;
  return Object.entries(query).every(([key, expected]) => {
    const actual = url.searchParams.getAll(key);
    const wanted = (Array.isArray(expected) ? expected : [expected]).filter(
      (value) => value !== undefined && value !== null && value !== "",
    );
    if (wanted.length === 0) return url.searchParams.has(key);
    return wanted.every((value) => actual.includes(String(value)));
  });
}

export function routeAllows(route: SectionPredicate["route"], url: URL): boolean {
  if (!route || !route.selected || route.selected === "none") return true;
  if (route.selected === "exact") return exactMatches(String(route.exact_url ?? ""), url);
  if (route.selected === "query") return queryMatches(route.query, url);
  return true;
}

/** Whether a section's user and route predicates allow it for this viewer (all conditions must hold). */
export function isSectionVisible(predicate: SectionPredicate | undefined | null, viewer: PredicateViewer): boolean {
  if (!predicate) return true;
  return userAllows(predicate.user, viewer.authenticated) && routeAllows(predicate.route, viewer.url);
}

/** Whether a section's screen predicate shows it on this screen (only an explicit false hides). */
export function screenAllows(predicate: SectionPredicate | undefined | null, screen: Screen): boolean {
  return predicate?.screen?.[screen] !== false;
}

/** "hide-mobile hide-tablet hide-desktop" for the screens a predicate turns off (explicit false only). */
export function screenHiddenClasses(predicate: SectionPredicate | undefined | null): string {
  return (["mobile", "tablet", "desktop"] as const)
    .filter((screen) => !screenAllows(predicate, screen))
    .map((screen) => `hide-${screen}`)
    .join(" ");
}
