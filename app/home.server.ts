/**
 * The home page's loader and headers. One server module per page: the browser build replaces it with
 * an empty stand-in inside the route's own file, where several shared `*.server` imports would each
 * be a file of their own on the page (bench/README.md, the JavaScript budget).
 */
import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { themePageSections } from "~/theme.server";
import { publicPageHeaders } from "~/lib/cache-headers";

/** The theme's empty-state template, shown when its home page has no sections (spec §2.1, §2.5). */
const EMPTY_STATE_PAGE = "empty-state";

export async function homeLoader({ request, context }: LoaderFunctionArgs) {
  const home = await themePageSections(request, context, "home");
  if (home.sections.sections.length) return { sections: home.sections, title: home.page?.seo.title ?? null };
  // No home template: the theme's empty-state template, else 'Update Home page in Themes'.
  const empty = await themePageSections(request, context, EMPTY_STATE_PAGE);
  return { sections: empty.sections, title: home.page?.seo.title ?? null };
}

export const homeHeaders: HeadersFunction = () => publicPageHeaders();
