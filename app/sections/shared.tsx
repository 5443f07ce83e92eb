/**
 * Helpers shared by the section components: the <section> shell every section renders in, its
 * header, the empty message and the tile grid. Components receive plain values built on the server
 * (each section's `<name>.server.ts`, registered in loaders.server.ts).
 */
import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import { safeHref } from "~/lib/links";

const headingId = (index: number) => `section-${index}-heading`;

interface SectionShellProps {
  index: number;
  /** Section class, e.g. "hero" → "theme-section theme-section--hero" (".section" is the page wrapper's). */
  variant: string;
  /** When set, the section is labelled by the element with headingId(index). */
  labelled?: boolean;
  /** Accessible label when there is no visible heading. */
  label?: string;
  children: ReactNode;
}

/** The <section> every section renders in (screen-predicate classes are on the page's wrapper, SectionList). */
export function SectionShell({ index, variant, labelled, label, children }: SectionShellProps) {
  return (
    <section
      className={`theme-section theme-section--${variant}`}
      aria-labelledby={labelled ? headingId(index) : undefined}
      aria-label={!labelled && label ? label : undefined}
    >
      {children}
    </section>
  );
}

interface SectionCopyProps {
  index: number;
  heading?: string;
  description?: string;
  /** The call to action (text and a safe link). */
  button?: { text: string; href: string } | null;
  /** Render the heading as the page's <h1>. */
  h1?: boolean;
  /** The CSS block of the heading's and description's classes (`<block>__heading`). */
  block?: string;
}

/** A section's heading (h2 by default, the target of its aria-labelledby), description and call to action, each when set. */
export function SectionCopy({ index, heading, description, button, h1, block = "theme-section" }: SectionCopyProps) {
  const Heading = h1 ? "h1" : "h2";
  return (
    <>
      {heading ? (
        <Heading id={headingId(index)} className={`${block}__heading`}>
          {heading}
        </Heading>
      ) : null}
      {description ? <p className={`${block}__description`}>{description}</p> : null}
      {button ? (
        <Link className="theme-section__button" to={button.href}>
          {button.text}
        </Link>
      ) : null}
    </>
  );
}

/**
 * A hero's copy (hero image, hero video): SectionCopy in the hero's classes, its heading the page's
 * <h1> when the hero is the first section.
 */
export function HeroCopy({
  index,
  copy,
}: {
  index: number;
  copy: Pick<SectionCopyProps, "heading" | "description" | "button">;
}) {
  return (
    <SectionCopy
      index={index}
      heading={copy.heading}
      description={copy.description}
      button={copy.button}
      h1={index === 0}
      block="hero"
    />
  );
}

interface SectionHeaderProps {
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
  return (
    <header className="theme-section__header">
      <SectionCopy index={index} heading={heading} description={description} h1={h1} />
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

interface TileListProps {
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
                {src ? (
                  <img src={src} alt="" width={imageWidth} height={imageHeight} loading="lazy" decoding="async" />
                ) : null}
              </span>
              <span className="tile__name">{item.name}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

interface TileSectionProps extends Omit<TileListProps, "items"> {
  index: number;
  /** Section class (SectionShell). */
  variant: string;
  heading: string;
  description: string;
  tiles: TileData[];
  /** The message shown when there are no tiles. */
  empty: string;
  /** Shown after the tiles (only when there are some). */
  children?: ReactNode;
}

/** A labelled section of tiles under its header (brands, categories, collections), or its empty message. */
export function TileSection({
  index,
  variant,
  heading,
  description,
  tiles,
  empty,
  children,
  ...list
}: TileSectionProps) {
  return (
    <SectionShell index={index} variant={variant} labelled>
      <SectionHeader index={index} heading={heading} description={description} />
      {tiles.length > 0 ? <TileList items={tiles} {...list} /> : <SectionEmpty>{empty}</SectionEmpty>}
      {tiles.length > 0 ? children : null}
    </SectionShell>
  );
}

/** A section's closing "View all" link (its text and safe link); the heading completes its accessible name. */
export function ViewAllLink({ link, heading }: { link: { text: string; href: string } | null; heading?: string }) {
  if (!link) return null;
  return (
    <p className="theme-section__actions">
      <a className="theme-section__button" href={link.href}>
        {link.text}
        {heading && heading !== link.text ? <span className="visually-hidden">: {heading}</span> : null}
      </a>
    </p>
  );
}
