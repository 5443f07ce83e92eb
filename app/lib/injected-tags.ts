/**
 * Injected tags (spec part 1 §3 "Tags", §5 "Tag injection skips tags already on the page"): which of
 * the store's tags a page carries, without duplicates, with attributes that cannot run code, as the
 * plain values the document renders (`TagView`). Pure: the root loader makes the store's views
 * (`storeTags`), the server renders a page's (`tagsForPage`), and the theme runtime
 * (app/runtime/tags.client.ts) picks them again after a client-side navigation.
 */
import { safeHref } from "./links";
import { pageRoute } from "./page-of-path";

/** A tag as the content service answers it (getTags); only what this module reads. */
export interface InjectedTagInput {
  _id: string;
  type: string;
  sub_type: string;
  position: string;
  url?: string;
  content?: string;
  attributes?: Record<string, unknown>;
  /** Spec: `pages` with `page_slug`; older documents give `path` patterns ("*" any characters). */
  pages?: TagPage[];
}

export type TagPosition = "head" | "body-top" | "body-bottom";

/** The pages a tag names (a page type or theme page value, or an older path pattern). */
type TagPage = { page_slug?: string; path?: string };

/** A tag ready to render: its element's attributes are already safe and named as React expects. */
export interface TagView {
  id: string;
  type: "js" | "css";
  position: TagPosition;
  /** The pages it is on; absent when it is on every page. */
  pages?: TagPage[];
  /** The external file's address (src / href), or null for inline content. */
  url: string | null;
  /** Inline content, made unable to close its element; null for external tags. */
  content: string | null;
  attributes: Record<string, string | true>;
}

type PageTags = Record<TagPosition, TagView[]>;

const POSITIONS: readonly TagPosition[] = ["head", "body-top", "body-bottom"];

/**
 * Theme page values (§2.3 "other page slugs used by the theme") that name the same pages as a page
 * type: a tag may name either.
 */
const THEME_PAGE_VALUES: Record<string, string[]> = {
  product: ["product-description"],
  products: ["product-listing"],
  collection: ["collection-listing"],
  brand: ["brand-listing"],
  category: ["category-listing"],
  cart: ["cart-landing"],
  "track-order": ["order-tracking", "order-tracking-details"],
  orders: ["orders-list"],
  sections: ["section-page"],
};

/** The slugs a tag's `pages[].page_slug` may use for this path: its page type and theme page values. */
export function pageSlugsOfPath(pathname: string): string[] {
  const { type, params } = pageRoute(pathname);
  const slugs = [type, ...(THEME_PAGE_VALUES[type] ?? [])];
  if (type === "blog" && params.slug) slugs.push("blog-detail");
  return slugs;
}

function globMatches(pattern: string, pathname: string): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, "") : p);
  const source = trim(pattern.trim())
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${source}$`, "i").test(trim(pathname));
}

/** A tag with no pages is on every page; otherwise on the pages it names by slug or path pattern. */
export function isTagOnPage(tag: Pick<InjectedTagInput, "pages">, pathname: string): boolean {
  const pages = (tag.pages ?? []).filter((p) => p && (p.page_slug || p.path));
  if (!pages.length) return true;
  const slugs = pageSlugsOfPath(pathname);
  return pages.some((p) =>
    p.page_slug ? slugs.includes(p.page_slug.trim().toLowerCase()) : globMatches(String(p.path), pathname),
  );
}

/** What makes two tags the same tag on a page: the same file, or the same inline content. */
export function tagIdentity(tag: { type: string; url?: string | null; content?: string | null }): string {
  return tag.url ? `${tag.type}:url:${tag.url.trim()}` : `${tag.type}:content:${(tag.content ?? "").trim()}`;
}

/** Attribute names React knows in another case; others are passed as written (lowercase). */
const REACT_NAMES: Record<string, string> = {
  crossorigin: "crossOrigin",
  referrerpolicy: "referrerPolicy",
  nomodule: "noModule",
  fetchpriority: "fetchPriority",
};

/** Attributes the storefront sets itself (the file, the nonce, the element's kind) or that carry code. */
const RESERVED = new Set(["src", "href", "nonce", "rel", "srcdoc", "style", "is", "dangerouslysetinnerhtml"]);

/**
 * A tag's attributes without event handlers (`on*`), reserved names, names that are not plain
 * attribute names, and values that are script URLs; `true` is a boolean attribute, `false`/empty
 * values are dropped.
 */
export function safeTagAttributes(attributes: Record<string, unknown> | undefined): Record<string, string | true> {
  const safe: Record<string, string | true> = {};
  for (const [rawName, value] of Object.entries(attributes ?? {})) {
    const name = rawName.trim().toLowerCase();
    if (!/^[a-z][a-z0-9-]*$/.test(name) || name.startsWith("on") || RESERVED.has(name)) continue;
    if (value === true) safe[REACT_NAMES[name] ?? name] = true;
    else if (typeof value === "string" || typeof value === "number") {
      const text = String(value);
      if (safeHref(text, "") === "" && text.trim() !== "") continue; // javascript:, data: … values
      safe[REACT_NAMES[name] ?? name] = text;
    }
  }
  return safe;
}

/** Inline content that cannot end its element early (`</script`, `</style`) or open a comment state. */
function inlineContent(type: "js" | "css", content: string): string {
  // CSS needs no "<" (decision 25); in JavaScript "<\/" and "<\!--" mean the same as "</" and "<!--".
  return type === "css" ? content.replace(/</g, "") : content.replace(/<\//g, "<\\/").replace(/<!--/g, "<\\!--");
}

const pagesOf = (tag: InjectedTagInput): TagPage[] =>
  (tag.pages ?? [])
    .filter((p) => p && (p.page_slug || p.path))
    .map((p) => (p.page_slug ? { page_slug: String(p.page_slug) } : { path: String(p.path) }));

function toView(tag: InjectedTagInput): TagView | null {
  const type: TagView["type"] | null = tag.type === "js" || tag.type === "css" ? tag.type : null;
  const position = POSITIONS.find((p) => p === tag.position);
  if (!type || !position) return null;
  const pages = pagesOf(tag);
  const common = { id: tag._id, type, position, ...(pages.length ? { pages } : {}) };
  if (tag.sub_type === "external") {
    const url = safeHref(tag.url, "");
    // Only http(s) or site-relative files: not mailto:/tel:, nothing that is not a URL.
    if (!url || /^(mailto|tel):/i.test(url)) return null;
    return { ...common, url, content: null, attributes: safeTagAttributes(tag.attributes) };
  }
  const content = typeof tag.content === "string" ? tag.content.trim() : "";
  if (!content) return null;
  return { ...common, url: null, content: inlineContent(type, content), attributes: safeTagAttributes(tag.attributes) };
}

/** The store's well-formed tags as views, in its order (the root loader's; every page's data carries them). */
export function storeTags(tags: InjectedTagInput[]): TagView[] {
  return tags.map(toView).filter((view): view is TagView => view !== null);
}

/**
 * The tags of one page, by position, in the store's order: only those naming this page (or none),
 * each file or inline content once (the first wins).
 */
export function tagsForPage(tags: TagView[], pathname: string): PageTags {
  const result: PageTags = { head: [], "body-top": [], "body-bottom": [] };
  const seen = new Set<string>();
  for (const tag of tags) {
    if (!isTagOnPage(tag, pathname)) continue;
    const identity = tagIdentity(tag);
    if (seen.has(identity)) continue;
    seen.add(identity);
    result[tag.position].push(tag);
  }
  return result;
}
