import type { ReactElement } from "react";
import type { StorefrontApi, ThemeSection } from "~/sdk/api";

/** What a section loader may use on the server. */
export interface SectionLoadContext {
  api: StorefrontApi;
  /** The page's URL (route predicates, links). */
  url: URL;
}

/**
 * A theme section the storefront can render: `load` runs on the server before rendering (its failure
 * renders the section with `data` undefined rather than failing the page), `Component` renders it
 * from the section's props/blocks and the loaded data. Components must render fully on the server
 * (no-JS shoppers and bots see the whole page) and serialise `data` as plain JSON.
 */
export interface SectionDefinition<D = unknown> {
  load?: (section: ThemeSection, ctx: SectionLoadContext) => Promise<D>;
  Component: (props: { section: ThemeSection; data: D | undefined; index: number }) => ReactElement | null;
}
