import type { ReactElement } from "react";
import type { StorefrontApi, ThemeSection } from "~/sdk/api";

/**
 * A section is two modules: `<name>.tsx` (its component, the type of the view it renders and its
 * SectionDefinition, registered in registry.ts) and `<name>.server.ts` (its `view` builder and, when
 * it needs API data, its `load`, registered in loaders.server.ts). The `.server` half, the prop
 * readers (props.server.ts) and the `{type, value}` props never reach the browser bundle.
 */

/** What a section loader may use on the server. */
export interface SectionLoadContext {
  api: StorefrontApi;
  /** The page's URL (route predicates, links). */
  url: URL;
}

/**
 * Loads a section's data on the server before rendering; its failure renders the section with
 * `data` undefined rather than failing the page. The result must be plain JSON.
 */
export type SectionLoader<D> = (section: ThemeSection, ctx: SectionLoadContext) => Promise<D>;

/**
 * Turns a theme section (its `{type, value}` props and blocks) and its loaded data into the plain
 * values its component renders, on the server: only these travel to the browser as loader data
 * (ARCHITECTURE.md §4). Null when the section has nothing to show (its component is not rendered).
 */
export type SectionViewBuilder<V, D = undefined> = (section: ThemeSection, data: D | undefined) => V | null;

/**
 * A theme section the storefront can render from its view (plain values). Components must render
 * fully on the server (no-JS shoppers and bots see the whole page).
 */
export interface SectionDefinition<V = unknown> {
  Component: (props: { view: V; index: number }) => ReactElement | null;
  /**
   * Loads the component's code ahead of rendering it (sections whose code loads when needed,
   * lazy.tsx): a sleeping section waking up (decision 35) swaps the server's HTML for the component
   * only once it can render at once.
   */
  preload?: () => Promise<unknown>;
}
