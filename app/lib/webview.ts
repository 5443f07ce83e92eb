/**
 * The mobile app's web view (spec §1: "link clicks are turned into native open-action messages
 * instead of normal navigation"). Pure: which clicks to hand to the app and the message it gets
 * (docs/decisions/0036-theme-supplied-code.md). app/runtime/webview.client.ts listens and posts.
 */
import { pageRoute } from "./page-of-path";
import type { Action } from "~/sdk";

/** The message the app receives: the platform's own action shape (navigation entries use it too). */
export interface OpenActionMessage {
  type: "open-action";
  action: Action & { type: "page"; page: NonNullable<Action["page"]> };
}

/** A click the page should leave to the browser: modified, not the main button, or already handled. */
interface ClickFacts {
  button: number;
  defaultPrevented: boolean;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  /** The link's `download` attribute is present. */
  download: boolean;
}

export const isPlainClick = (click: ClickFacts): boolean =>
  click.button === 0 &&
  !click.defaultPrevented &&
  !click.metaKey &&
  !click.ctrlKey &&
  !click.shiftKey &&
  !click.altKey &&
  !click.download;

function queryOf(search: URLSearchParams): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  for (const [key, value] of search) (query[key] ??= []).push(value);
  return query;
}

/** The custom links' paths (spec §2.2), with or without the trailing slash. */
const CUSTOM_LINK = /^\/(?:c|external)\/?$/;

/**
 * The open-action message for a link's address, resolved against the page's; null when the link
 * should behave as usual: a same-page fragment, or not a web address (mailto:, tel:, javascript:).
 * Links on the store's origin become its page type, parameters and query (§2.3); others "external"
 * with `query.url`, as the platform's custom links do (§2.2); a custom link becomes its target's.
 */
export function openActionMessage(href: string, pageUrl: string, followCustom = true): OpenActionMessage | null {
  let url: URL;
  let base: URL;
  try {
    base = new URL(pageUrl);
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const samePage = url.origin === base.origin && url.pathname === base.pathname && url.search === base.search;
  if (samePage && url.hash) return null;
  if (url.origin !== base.origin) {
    return {
      type: "open-action",
      action: { type: "page", page: { type: "external", url: url.href, query: { url: [url.href] } } },
    };
  }
  // A custom link (§2.2: /c/?url=, /external/?url=) is the action of where it leads (once: a custom
  // link to a custom link stays itself): the store's page, or another site's as "external".
  const target = CUSTOM_LINK.test(url.pathname) ? url.searchParams.get("url") : null;
  if (followCustom && target) {
    const followed = openActionMessage(target, base.href, false);
    if (followed) return followed;
  }
  const { type, params } = pageRoute(url.pathname);
  return {
    type: "open-action",
    action: {
      type: "page",
      page: { type, params, query: queryOf(url.searchParams), url: url.pathname + url.search },
    },
  };
}
