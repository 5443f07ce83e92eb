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
 * Turns a theme section (its `{type, value}` props and blocks) and its loaded data into the plain
 * values its component renders, on the server: only these travel to the browser as loader data
 * (ARCHITECTURE.md §4). Null when the section has nothing to show (its component is not rendered).
 * Exported as `view` from the section's module and registered in loaders.server.ts.
 */
export type SectionViewBuilder<V, D = undefined> = (section: ThemeSection, data: D | undefined) => V | null;

/**
 * A theme section the storefront can render from its view (plain values). Components must render
 * fully on the server (no-JS shoppers and bots see the whole page).
 */
export interface SectionDefinition<V = unknown> {
  Component: (props: { view: V; index: number }) => ReactElement | null;
}
