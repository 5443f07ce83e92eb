/**
 * Which theme a request renders (the applied theme, or the one being previewed) and its pages with
 * their section data loaded on the server.
 */
import type { StorefrontApi, Theme, ThemePage } from "~/sdk/api";
import { isSectionVisible, screenHiddenClasses } from "~/lib/predicate";
import { getSectionLoader, getSectionView } from "~/sections/loaders.server";
import { getSection } from "~/sections/registry";
import { asRegisteredSection } from "~/sections/extension.server";
import { cachedPublic } from "~/sdk.server";
import type { ShopperSession } from "~/session.server";

export function getTheme(api: StorefrontApi, session: ShopperSession): Promise<Theme> {
  const previewId = session.get("previewThemeId");
  if (previewId) return cachedPublic(`theme:${previewId}`, () => api.theme.getThemeForPreview({ themeId: previewId }));
  return cachedPublic("theme:applied", () => api.theme.getAppliedTheme());
}

/**
 * A page of the theme; with a section preview hash (the editor's draft, `?sectionPreviewHash=`), the
 * page with the draft's sections, never kept in the store-wide cache.
 */
export async function getThemePage(
  api: StorefrontApi,
  theme: Theme,
  pageValue: string,
  sectionPreviewHash?: string | null,
): Promise<ThemePage | null> {
  try {
    if (sectionPreviewHash) return await api.theme.getPage({ themeId: theme._id, pageValue, sectionPreviewHash });
    return await cachedPublic(`page:${theme._id}:${pageValue}`, () =>
      api.theme.getPage({ themeId: theme._id, pageValue }),
    );
  } catch (error) {
    if (error && typeof error === "object" && "status" in error && Number(error.status) === 404) return null;
    throw error;
  }
}

export interface RenderedSection {
  key: string;
  /** The section's name as the theme gives it (registry key or an alias). */
  name: string;
  /** CSS classes hiding the section on screens its predicate excludes. */
  className: string;
  /**
   * What the section's component renders: plain values built here from its props, blocks and
   * loaded data (no `{type, value}` wrappers, labels or unread props travel to the browser); null
   * when the section has nothing to show.
   */
  view: unknown;
}

/** Section loaders run in parallel; one that fails or is slow leaves its section without data. */
const SECTION_LOAD_TIMEOUT_MS = 3_000;

export async function loadSections(
  page: ThemePage | null,
  ctx: { api: StorefrontApi; url: URL; authenticated: boolean; currency: string },
): Promise<RenderedSection[]> {
  if (!page) return [];
  const visible = page.sections
    .map(asRegisteredSection)
    .filter(
      (section) =>
        getSection(section.name) &&
        isSectionVisible(section.predicate, { authenticated: ctx.authenticated, url: ctx.url }),
    );
  return Promise.all(
    visible.map(async (section, index) => {
      const load = getSectionLoader(section.name);
      let data: unknown;
      if (load) {
        let timer: NodeJS.Timeout | undefined;
        try {
          // Section data is store-wide (collections, brands, categories), the same for every shopper
          // who sees prices in the same currency.
          const key = `section:${page.theme}:${page.updated_at}:${ctx.currency}:${JSON.stringify([section.name, section.props, section.blocks])}`;
          data = await Promise.race([
            cachedPublic(key, () => load(section, { api: ctx.api, url: ctx.url })),
            new Promise((_, reject) => {
              timer = setTimeout(() => reject(new Error(`section ${section.name} timed out`)), SECTION_LOAD_TIMEOUT_MS);
            }),
          ]);
        } catch (error) {
          console.error(`[sections] ${section.name}:`, error instanceof Error ? error.message : error);
          data = undefined;
        } finally {
          clearTimeout(timer);
        }
      }
      // Predicates are decided here (screen ones become the wrapper's classes); the page only needs
      // what the section renders.
      const build = getSectionView(section.name);
      const view = build ? build(section, data) : null;
      return {
        key: `${index}-${section.name}`,
        name: section.name,
        className: screenHiddenClasses(section.predicate),
        view,
      };
    }),
  );
}
