/**
 * Tolerant readers of theme section props (any prop may be missing or of an unexpected type), block
 * selection and link labels. Server only: the sections' loaders and view builders (`<name>.server.ts`)
 * turn a theme section into the plain values its component renders, so neither these readers nor the
 * `{type, value}` props reach the browser.
 */
import type { SectionBlock, SectionProp, ThemeSection } from "~/sdk/api";
import { safeHref } from "~/lib/links";
import type { TileData } from "./shared";

type Props = Record<string, SectionProp | undefined> | undefined | null;

function raw(props: Props, id: string): unknown {
  const prop = props?.[id];
  return prop && typeof prop === "object" ? prop.value : undefined;
}

/** A text prop, trimmed; `fallback` when missing or empty. */
export function textProp(props: Props, id: string, fallback = ""): string {
  const value = raw(props, id);
  if (typeof value === "string") return value.trim() || fallback;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return fallback;
}

/** A number prop (numbers or numeric strings), clamped to [min, max]. */
export function numberProp(props: Props, id: string, fallback: number, min = -Infinity, max = Infinity): number {
  const value = raw(props, id);
  const parsed = typeof value === "number" ? value : typeof value === "string" && value.trim() ? Number(value) : NaN;
  if (!Number.isFinite(parsed)) return fallback;
  return Math.min(max, Math.max(min, Math.round(parsed)));
}

/** A checkbox prop (booleans, or "true"/"false" strings). */
export function boolProp(props: Props, id: string, fallback: boolean): boolean {
  const value = raw(props, id);
  if (typeof value === "boolean") return value;
  if (value === "true") return true;
  if (value === "false") return false;
  return fallback;
}

/** A URL prop that is safe for href/src ("" when missing or unsafe). */
export function urlProp(props: Props, id: string): string {
  const value = raw(props, id);
  if (typeof value === "string") return safeHref(value, "");
  // Some themes store links as {url} / image pickers as {url, ...}.
  if (value && typeof value === "object" && typeof (value as { url?: unknown }).url === "string") {
    return safeHref((value as { url: string }).url, "");
  }
  return "";
}

/** A brand/category/department/collection prop: a slug string (Turbo) or `{id|slug: …}` (Emerge). */
export function slugProp(props: Props, id: string): string {
  const value = raw(props, id);
  if (typeof value === "string") return value.trim();
  if (value && typeof value === "object") {
    const obj = value as { id?: unknown; slug?: unknown; value?: unknown };
    for (const candidate of [obj.slug, obj.id, obj.value]) {
      if (typeof candidate === "string" && candidate.trim()) return candidate.trim();
    }
  }
  return "";
}

/** The section's blocks (optionally of one type), falling back to preset blocks when it has none. */
export function sectionBlocks(section: ThemeSection, type?: string): SectionBlock[] {
  const own = Array.isArray(section?.blocks) ? section.blocks : [];
  const blocks = own.length > 0 ? own : Array.isArray(section?.preset?.blocks) ? section.preset.blocks : [];
  return blocks.filter((block) => block && typeof block === "object" && (!type || block.type === type));
}

/** Distinct non-empty slugs of `propId` across blocks, in block order. */
export function blockSlugs(blocks: SectionBlock[], propId: string): string[] {
  const seen = new Set<string>();
  for (const block of blocks) {
    const slug = slugProp(block.props, propId);
    if (slug) seen.add(slug);
  }
  return [...seen];
}

/** "/collection/summer-sale" → "Summer sale"; "/" → "Home". A readable name for a link target. */
export function describeLink(href: string): string {
  let path = href;
  try {
    path = new URL(href, "http://x").pathname;
  } catch {
    /* keep href */
  }
  const last = path.split("/").filter(Boolean).pop();
  if (!last) return "Home";
  let text = last;
  try {
    text = decodeURIComponent(last);
  } catch {
    /* keep encoded */
  }
  text = text.replace(/[-_]+/g, " ").trim();
  return text ? text[0].toUpperCase() + text.slice(1) : "Home";
}

/** First usable image URL among candidates (media objects or strings). */
function firstImage(...candidates: unknown[]): string | undefined {
  for (const candidate of candidates) {
    const url = typeof candidate === "string" ? candidate : (candidate as { url?: unknown } | null | undefined)?.url;
    if (typeof url === "string" && url.trim()) return url.trim();
  }
  return undefined;
}

/** A tile for a named, slugged item: its image the first usable of `images`. */
export function toTile(item: { name: string; slug: string }, ...images: unknown[]): TileData {
  return { name: item.name, slug: item.slug, image: firstImage(...images) };
}

/**
 * The items with a slug and a name: those `slugs` pick (in their order, unknown ones skipped), or all
 * of them when `slugs` is empty; at most `max`.
 */
export function pickBySlug<T extends { slug?: string; name?: string }>(items: T[], slugs: string[], max: number): T[] {
  const all = items.filter((item) => item?.slug && item?.name);
  const bySlug = new Map(all.map((item) => [item.slug, item]));
  const picked = slugs.length > 0 ? slugs.map((slug) => bySlug.get(slug)).filter((item): item is T => !!item) : all;
  return picked.slice(0, max);
}

/** A tags prop: a list of strings (Turbo's tags-list) or one comma-separated string; trimmed, distinct. */
export function tagsProp(props: Props, id: string): string[] {
  const value = raw(props, id);
  const list = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  const tags = list.filter((tag): tag is string => typeof tag === "string").map((tag) => tag.trim());
  return [...new Set(tags.filter(Boolean))];
}
