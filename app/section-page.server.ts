/**
 * Pages made of a theme page's sections other than home: `/sections/:group` and `/sections` (spec §2.2/2.3, the
 * theme's pages of kind "sections") and the not-found page, which shows the theme's
 * `page-not-found` template when it has sections (spec §2.5), else 'Page Not Found.'.
 */
import { data, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { notFound } from "~/http.server";
import { requireCompleteProfileIfSignedIn } from "~/guards.server";
import { publicPageHeaders } from "~/lib/cache-headers";
import { themePageSections } from "~/theme.server";

/** The theme page rendered for a path nothing else serves. */
const NOT_FOUND_PAGE = "page-not-found";

/**
 * A 404 showing the theme's not-found template; the plain not-found view (root's ErrorBoundary)
 * when the theme has none.
 */
export async function notFoundPage(request: Request, context: LoaderFunctionArgs["context"]) {
  const { page, sections } = await themePageSections(request, context, NOT_FOUND_PAGE);
  if (!page || !sections.sections.length) throw notFound();
  return data({ sections, title: page.seo.title || "Page Not Found." }, { status: 404 });
}

export function notFoundLoader({ request, context }: LoaderFunctionArgs) {
  return notFoundPage(request, context);
}

const groupParam = z.object({
  group: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, "group must be a page slug")
    .optional(),
});

/** Theme pages a `/sections/:group` URL may show: the sections pages, not home or a system page. */
const SECTION_PAGE_TYPES = new Set(["sections", "custom"]);

/**
 * `/sections/:group` and `/sections` (spec §2.2: both resolve the shopper and apply the
 * required-profile check). A sections page is named by its group and the theme has no default one,
 * so `/sections` alone is the theme's not-found page (404), as an unknown group is.
 */
export async function sectionPageLoader({ request, context, params }: LoaderFunctionArgs) {
  await requireCompleteProfileIfSignedIn(request, context);
  const parsed = groupParam.safeParse(params);
  if (!parsed.success || !parsed.data.group) return notFoundPage(request, context);
  const { page, sections } = await themePageSections(request, context, parsed.data.group);
  if (!page || !SECTION_PAGE_TYPES.has(page.type)) return notFoundPage(request, context);
  return data({ sections, title: page.seo.title || page.text }, { status: 200 });
}

export const sectionPageHeaders: HeadersFunction = ({ errorHeaders }) => errorHeaders ?? publicPageHeaders();
