import type { ReactElement } from "react";
import type { StorefrontApi, ThemeSection } from "~/sdk/api";

/** What a section loader may use on the server. */
export interface SectionLoadContext {
  api: StorefrontApi;
  /** The page's URL (route predicates, links). */
  url: URL;
}

/**
 * Loads a section's data on the server before rendering; its failure renders the section with
 * `data` undefined rather than failing the page. The result must be plain JSON. Loaders are
 * exported as `load` from the section's module and registered in loaders.server.ts, so they never
 * reach the browser bundle.
 */
export type SectionLoader<D> = (section: ThemeSection, ctx: SectionLoadContext) => Promise<D>;

/**
 * A theme section the storefront can render from its props/blocks and loaded data. Components must
 * render fully on the server (no-JS shoppers and bots see the whole page).
 */
export interface SectionDefinition<D = unknown> {
  Component: (props: { section: ThemeSection; data: D | undefined; index: number }) => ReactElement | null;
}
