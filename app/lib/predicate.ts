/**
 * Section visibility (spec §4). User and route predicates are decided on the server; screen
 * predicates become CSS classes so the same server HTML is right on every device.
 */
import type { SectionPredicate } from "~/sdk";

interface PredicateContext {
  authenticated: boolean;
  url: URL;
}

function userAllows(user: SectionPredicate["user"], authenticated: boolean): boolean {
  if (!user || (user.authenticated === undefined && user.anonymous === undefined)) return true;
  return authenticated ? user.authenticated === true : user.anonymous === true;
}

/** "/a/b/" and "/a/b" are the same page. */
function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

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
  // A query in exact_url must equal the page's query (order-insensitive); none means path only.
  if (!target.search) return true;
  const sorted = (params: URLSearchParams) =>
    [...params.entries()]
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join("&");
  return sorted(target.searchParams) === sorted(url.searchParams);
}

function queryMatches(query: Record<string, unknown> | undefined, url: URL): boolean {
  if (!query) return true;
  return Object.entries(query).every(([key, expected]) => {
    const actual = url.searchParams.getAll(key);
    const wanted = (Array.isArray(expected) ? expected : [expected]).filter((v) => v !== undefined && v !== null);
    if (wanted.length === 0) return url.searchParams.has(key);
    return wanted.every((value) => actual.includes(String(value)));
  });
}

function routeAllows(route: SectionPredicate["route"], url: URL): boolean {
  if (!route || !route.selected || route.selected === "none") return true;
  if (route.selected === "exact") return exactMatches(String(route.exact_url ?? ""), url);
  if (route.selected === "query") return queryMatches(route.query, url);
  return true;
}

/** Whether a section's user and route predicates allow it for this request (all conditions must hold). */
export function isSectionVisible(predicate: SectionPredicate | undefined | null, ctx: PredicateContext): boolean {
  if (!predicate) return true;
  return userAllows(predicate.user, ctx.authenticated) && routeAllows(predicate.route, ctx.url);
}

/** "hide-mobile hide-tablet hide-desktop" for the screens a predicate turns off (explicit false only). */
export function screenHiddenClasses(predicate: SectionPredicate | undefined | null): string {
  const screen = predicate?.screen;
  if (!screen) return "";
  const classes: string[] = [];
  if (screen.mobile === false) classes.push("hide-mobile");
  if (screen.tablet === false) classes.push("hide-tablet");
  if (screen.desktop === false) classes.push("hide-desktop");
  return classes.join(" ");
}
