/**
 * Helpers shared by the section components: tolerant prop readers (any prop may be missing or of an
 * unexpected type), block selection, link labels, and the <section> shell every section renders in.
 */
import type { ReactNode } from "react";
import type { SectionBlock, SectionProp, ThemeSection } from "~/sdk/api";
import { screenHiddenClasses } from "~/lib/predicate";
import { safeHref } from "~/lib/links";

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
  const blocks = own.length > 0 ? own : Array.isArray(section?.preset?.blocks) ? section.preset!.blocks! : [];
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

export const headingId = (index: number) => `section-${index}-heading`;

export interface SectionShellProps {
  section: ThemeSection;
  index: number;
  /** Section class, e.g. "hero" → "theme-section theme-section--hero" (".section" is the page wrapper's). */
  variant: string;
  /** When set, the section is labelled by the element with headingId(index). */
  labelled?: boolean;
  /** Accessible label when there is no visible heading. */
  label?: string;
  children: ReactNode;
}

/** The <section> every section renders in (screen-predicate classes applied here too). */
export function SectionShell({ section, index, variant, labelled, label, children }: SectionShellProps) {
  const hidden = screenHiddenClasses(section?.predicate);
  return (
    <section
      className={`theme-section theme-section--${variant}${hidden ? ` ${hidden}` : ""}`}
      aria-labelledby={labelled ? headingId(index) : undefined}
      aria-label={!labelled && label ? label : undefined}
    >
      {children}
    </section>
  );
}

export interface SectionHeaderProps {
  index: number;
  heading?: string;
  description?: string;
  /** Render the heading as the page's <h1>. */
  h1?: boolean;
  children?: ReactNode;
}

/** Heading (h2 by default) and optional description; nothing when both are empty. */
export function SectionHeader({ index, heading, description, h1, children }: SectionHeaderProps) {
  if (!heading && !description && !children) return null;
  const Heading = h1 ? "h1" : "h2";
  return (
    <header className="theme-section__header">
      {heading ? (
        <Heading id={headingId(index)} className="theme-section__heading">
          {heading}
        </Heading>
      ) : null}
      {description ? <p className="theme-section__description">{description}</p> : null}
      {children}
    </header>
  );
}

/** Short message for a section whose data could not be loaded or is empty. */
export function SectionEmpty({ children }: { children: ReactNode }) {
  return <p className="theme-section__empty">{children}</p>;
}

/** A linked picture-and-name tile (brands, categories, collections). Plain JSON-friendly data. */
export interface TileData {
  name: string;
  slug: string;
  image?: string;
}

export interface TileListProps {
  items: TileData[];
  /** Builds the tile's link from its slug. */
  href: (slug: string) => string;
  /** Extra list class, e.g. "tile-list--logos". */
  className?: string;
  /** Columns on desktop (CSS variable --per-row). */
  perRow?: number;
  imageWidth?: number;
  imageHeight?: number;
}

/** A responsive grid of tiles; images are decorative (the name is the link text). */
export function TileList({ items, href, className, perRow, imageWidth = 300, imageHeight = 300 }: TileListProps) {
  const style = perRow ? ({ "--per-row": String(perRow) } as Record<string, string>) : undefined;
  return (
    <ul className={`tile-list${className ? ` ${className}` : ""}`} style={style}>
      {items.map((item) => {
        const src = item.image ? safeHref(item.image, "") : "";
        return (
          <li key={item.slug} className="tile-list__item">
            <a className="tile" href={href(item.slug)}>
              <span className="tile__media">
                {src ? <img src={src} alt="" width={imageWidth} height={imageHeight} loading="lazy" decoding="async" /> : null}
              </span>
              <span className="tile__name">{item.name}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** First usable image URL among candidates (media objects or strings). */
export function firstImage(...candidates: unknown[]): string | undefined {
  for (const candidate of candidates) {
    const url = typeof candidate === "string" ? candidate : (candidate as { url?: unknown } | null | undefined)?.url;
    if (typeof url === "string" && url.trim()) return url.trim();
  }
  return undefined;
}
