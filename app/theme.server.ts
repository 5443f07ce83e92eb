/**
 * Which theme a request renders (the applied theme, or the one being previewed) and its pages with
 * their section data loaded on the server.
 */
import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import type { StorefrontApi, Theme, ThemePage, ThemeSection } from "~/sdk/api";
import { isSectionVisible, screenHiddenClasses } from "~/lib/predicate";
import { editorFlags } from "~/lib/editor-protocol";
import { INITIAL_SECTIONS } from "~/lib/progressive-sections";
import { getSectionLoader, getSectionView } from "~/sections/loaders.server";
import { getSection } from "~/sections/registry";
import { stashSectionView } from "~/sections/server-views.server";
import { loadShopper } from "~/auth/shopper.server";
import { requestScope } from "~/request-scope.server";
import { cachedPublic, critical, priceCurrency } from "~/sdk.server";
import { asRegisteredSection } from "~/sections/extension.server";
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
async function getThemePage(
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
  /** The wrapper's element id, unique on the page (`section-<page>-<index>`). */
  id?: string;
  /** The section's name as the theme gives it (registry key or an alias). */
  name: string;
  /** CSS classes hiding the section on screens its predicate excludes. */
  className: string;
  /**
   * What the section's component renders: plain values built here from its props, blocks and
   * loaded data (no `{type, value}` wrappers, labels or unread props travel to the browser); null
   * when the section has nothing to show, or when it sleeps (`asleep`).
   */
  view: unknown;
  /**
   * The section is not live yet (progressive loading, decision 35): its view stayed on the server
   * (the server's render has it), the browser fetches it when the shopper scrolls near.
   */
  asleep?: boolean;
}

/** A theme page's sections as a page's loader returns them. */
export interface PageSections {
  /** The theme page (`home`, a sections page's group, `page-not-found`). */
  page: string;
  /** The page's path and query: route predicates of the sections fetched later are decided for it. */
  path: string;
  /** Every section is live (preview or edit mode). */
  all: boolean;
  sections: RenderedSection[];
}

/** Section loaders run in parallel; one that fails or is slow leaves its section without data. */
const SECTION_LOAD_TIMEOUT_MS = 3_000;

interface SectionsContext {
  api: StorefrontApi;
  url: URL;
  authenticated: boolean;
  currency: string;
}

/** The sections of a page this shopper sees (user and route predicates), in order. */
function visibleSections(page: ThemePage, ctx: SectionsContext): ThemeSection[] {
  return page.sections
    .map(asRegisteredSection)
    .filter(
      (section) =>
        getSection(section.name) &&
        isSectionVisible(section.predicate, { authenticated: ctx.authenticated, url: ctx.url }),
    );
}

/** A section's data (loader, cached store-wide, with a time-out) turned into its view. */
async function buildView(page: ThemePage, section: ThemeSection, ctx: SectionsContext): Promise<unknown> {
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
  const build = getSectionView(section.name);
  return build ? build(section, data) : null;
}

const sectionKeyOf = (index: number, section: ThemeSection) => `${index}-${section.name}`;
const sectionIdOf = (page: ThemePage, index: number) => `section-${page.value}-${index}`;

async function loadSections(
  page: ThemePage | null,
  ctx: SectionsContext & {
    /** How many leading sections are live (default all); the others' views go to `stash`. */
    live?: number;
    /** Keeps a sleeping section's view for the server's render (stashSectionView). */
    stash?: (id: string, view: unknown) => void;
  },
): Promise<RenderedSection[]> {
  if (!page) return [];
  const live = ctx.live ?? Infinity;
  return Promise.all(
    visibleSections(page, ctx).map(async (section, index) => {
      // Predicates are decided here (screen ones become the wrapper's classes); the page only needs
      // what the section renders.
      const view = await buildView(page, section, ctx);
      const id = sectionIdOf(page, index);
      const asleep = index >= live;
      if (asleep) ctx.stash?.(id, view);
      return {
        key: sectionKeyOf(index, section),
        id,
        name: section.name,
        className: screenHiddenClasses(section.predicate),
        view: asleep ? null : view,
        ...(asleep ? { asleep } : {}),
      };
    }),
  );
}

/**
 * The views of some of a page's sections (by key, `<index>-<name>`), for the browser waking them:
 * keys that no longer match (the theme changed since) are left out.
 */
async function loadSectionViews(
  page: ThemePage,
  ctx: SectionsContext,
  keys: readonly string[],
): Promise<Record<string, unknown>> {
  const wanted = new Set(keys);
  const entries = await Promise.all(
    visibleSections(page, ctx).map(async (section, index) => {
      const key = sectionKeyOf(index, section);
      return wanted.has(key) ? ([key, await buildView(page, section, ctx)] as const) : null;
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== null));
}

/**
 * Preview or edit mode (query flags or a previewed theme) see every section live (spec §4). Bots are
 * not told apart: every section is in everyone's server HTML, which is all a bot reads, and an
 * anonymous render must be the same for every visitor, since the page cache shares it by URL
 * (decision 21); a render for a bot kept there would be served to shoppers.
 */
function allSectionsLive(request: Request, session: ShopperSession): boolean {
  return editorFlags(new URL(request.url).searchParams).edit || Boolean(session.get("previewThemeId"));
}

/**
 * A theme page's sections for a page loader: the first 4 live (or all, see allSectionsLive), the
 * others asleep with their views kept for the server's render. `page` is null when the theme has no
 * such page.
 */
export async function themePageSections(
  request: Request,
  context: AppLoadContext,
  pageValue: string,
): Promise<{ page: ThemePage | null; sections: PageSections }> {
  const api = requestScope(request, context).api;
  const { session, user } = await loadShopper(request, context);
  const theme = await critical(getTheme(api, session));
  const url = new URL(request.url);
  const page = await critical(getThemePage(api, theme, pageValue, editorFlags(url.searchParams).sectionPreviewHash));
  const all = allSectionsLive(request, session);
  const sections = await loadSections(page, {
    api,
    url,
    authenticated: Boolean(user),
    currency: priceCurrency(session),
    // The server cannot tell which sections a screen hides: the first 4 are live, the browser wakes
    // more when its screen hides some of them (liveSectionCount).
    live: all ? Infinity : INITIAL_SECTIONS,
    stash: (id, view) => stashSectionView(context, id, view),
  });
  return { page, sections: { page: pageValue, path: url.pathname + url.search, all, sections } };
}

/**
 * The theme page's sections a page made of its own content shows below it (product, listings,
 * brands, categories, collections): the page's sections (the editor's draft in edit mode, decision
 * 35), or null when the theme has no such page, the page has no sections, or the theme cannot be
 * read — the page itself does not depend on them.
 */
export async function extraPageSections(
  request: Request,
  context: AppLoadContext,
  pageValue: string,
): Promise<PageSections | null> {
  try {
    const { sections } = await themePageSections(request, context, pageValue);
    return sections.sections.length ? sections : null;
  } catch (error) {
    const reason =
      error instanceof Response ? `status ${error.status}` : error instanceof Error ? error.message : error;
    console.error(`[sections] ${pageValue}:`, reason);
    return null;
  }
}

const sectionViewsQuery = z.object({
  page: z.string().regex(/^[a-z0-9-]{1,64}$/, "page must be a theme page value"),
  path: z
    .string()
    .max(2048, "path must be at most 2048 characters")
    .regex(/^\/(?!\/)/, "path must be a path on this store"),
  key: z
    .array(z.string().regex(/^\d{1,3}-[a-zA-Z0-9_-]{1,64}$/, "key must be <index>-<section name>"))
    .min(1, "key is required")
    .max(50, "at most 50 keys"),
});

/** The sleeping sections' views the browser asks for (`/api/sections`): JSON `{views: {key: view}}`. */
export async function loadSectionViewsFor(request: Request, context: AppLoadContext): Promise<Response> {
  const url = new URL(request.url);
  const parsed = sectionViewsQuery.safeParse({
    page: url.searchParams.get("page") ?? undefined,
    path: url.searchParams.get("path") ?? undefined,
    key: url.searchParams.getAll("key"),
  });
  const headers = { "Cache-Control": "private, no-store" };
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
    return Response.json({ message: "Invalid section request", errors }, { status: 400, headers });
  }
  const api = requestScope(request, context).api;
  const { session, user } = await loadShopper(request, context);
  const theme = await critical(getTheme(api, session));
  const page = await critical(getThemePage(api, theme, parsed.data.page));
  if (!page) return Response.json({ message: "Page Not Found." }, { status: 404, headers });
  const views = await loadSectionViews(
    page,
    {
      api,
      url: new URL(parsed.data.path, url),
      authenticated: Boolean(user),
      currency: priceCurrency(session),
    },
    parsed.data.key,
  );
  return Response.json({ views }, { headers });
}
