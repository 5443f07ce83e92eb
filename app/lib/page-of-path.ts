/**
 * A storefront path's page type and parameters (spec §2.3 read backwards), for the editor frame, the
 * injected tags' pages and the web view's open actions. A module of its own: in links.ts, which the
 * shell loads, it would travel to every shopper.
 */
import { PAGE_PATHS } from "./links";

/** PAGE_PATHS as matchers: a template's literal length ranks it (the longest matching link wins, §2.3). */
const PAGE_MATCHERS = Object.entries(PAGE_PATHS)
  .map(([type, template]) => {
    const names: string[] = [];
    const trimmed = template.replace(/\/+$/, "") || "/";
    let source = "";
    for (const part of trimmed.split(/(\{\w+\??\})/)) {
      const param = /^\{(\w+)(\??)\}$/.exec(part);
      if (!param) {
        source += part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        continue;
      }
      names.push(param[1]);
      // An optional parameter takes its "/" with it: "/blog", "/blog/" and "/blog/x" are all the blog.
      source = param[2] ? `${source.replace(/\/$/, "")}(?:/([^/]*))?` : `${source}([^/]+)`;
    }
    return {
      type,
      names,
      pattern: new RegExp(`^${source}/?$`, "i"),
      weight: trimmed.replace(/\{\w+\??\}/g, "").length,
    };
  })
  .sort((a, b) => b.weight - a.weight);

/**
 * §2.3 the other way: a storefront path → its page type and route parameters. Falls back to home when
 * nothing matches; the longest matching link wins.
 */
export function pageRoute(pathname: string): { type: string; params: Record<string, string[]> } {
  let path: string;
  try {
    path = decodeURI(pathname || "/");
  } catch {
    path = pathname || "/";
  }
  for (const { type, names, pattern } of PAGE_MATCHERS) {
    const match = pattern.exec(path);
    if (!match) continue;
    const params: Record<string, string[]> = {};
    names.forEach((name, i) => {
      if (match[i + 1]) params[name] = [match[i + 1]];
    });
    return { type, params };
  }
  return { type: "home", params: {} };
}

/**
 * The page type and slug a storefront path shows (the editor's "navigated" message): the page's
 * parameter (a product's slug, a blog post's, a department…), or null.
 */
export function pageOfPath(path: string): { type: string; slug: string | null } {
  const { type, params } = pageRoute(path.split(/[?#]/)[0]);
  return { type, slug: Object.values(params)[0]?.[0] ?? null };
}
