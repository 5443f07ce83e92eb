/**
 * A theme page for a viewer (getPage `filters`, `url_params`, `company`): its sections filtered by
 * their predicates with the facts the caller gives (decision 35), using the same rules as the
 * storefront (contract/predicate.ts).
 */
import type { ThemePage } from "../../contract/types";
import { routeAllows, screenAllows, userAllows } from "../../contract/predicate";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { themePage } from "./themes";
import type { PageFilters, PageQuery } from "./validators";

/** The page's URL for route predicates: `filters.url` with `url_params` as (more of) its query. */
function viewerUrl(filters: PageFilters | undefined, urlParams: PageQuery["url_params"]): URL | null {
  if (!filters?.url && !urlParams) return null;
  const url = new URL(filters?.url ?? "/", "http://storefront.invalid");
  for (const [key, value] of Object.entries(urlParams ?? {}))
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, item);
  return url;
}

/** The sections a viewer with these facts sees, in order. */
export function filterPageSections(
  page: ThemePage,
  filters: PageFilters | undefined,
  urlParams?: PageQuery["url_params"],
) {
  const url = viewerUrl(filters, urlParams);
  const sections = page.sections.filter(
    (section) =>
      (filters?.authenticated === undefined || userAllows(section.predicate?.user, filters.authenticated)) &&
      (!filters?.screen || screenAllows(section.predicate, filters.screen)) &&
      (!url || routeAllows(section.predicate?.route, url)),
  );
  return { ...page, sections };
}

export async function themePageFor(
  db: Db,
  owner: { applicationId: string; companyId: number },
  themeId: string,
  pageValue: string,
  query: PageQuery,
): Promise<ThemePage> {
  // A company other than the application's owns none of its themes.
  if (query.company !== undefined && query.company !== owner.companyId) throw notFound("Theme not found");
  const page = await themePage(db, owner.applicationId, themeId, pageValue, query.section_preview_hash);
  return filterPageSections(page, query.filters, query.url_params);
}
