/**
 * The home page's loader and headers. One server module per page: the browser build replaces it with
 * an empty stand-in inside the route's own file, where several shared `*.server` imports would each
 * be a file of their own on the page (bench/README.md, the JavaScript budget).
 */
import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { critical, priceCurrency } from "~/sdk.server";
import { loadShopper } from "~/auth/shopper.server";
import { getTheme, getThemePage, loadSections } from "~/theme.server";
import { publicPageHeaders } from "~/lib/cache-headers";
import { editorFlags } from "~/lib/editor-protocol";
import { requestScope } from "~/request-scope.server";

export async function homeLoader({ request, context }: LoaderFunctionArgs) {
  const api = requestScope(request, context).api;
  const { session, user } = await loadShopper(request, context);
  const theme = await critical(getTheme(api, session));
  const url = new URL(request.url);
  const page = await critical(getThemePage(api, theme, "home", editorFlags(url.searchParams).sectionPreviewHash));
  const sections = await loadSections(page, {
    api,
    url,
    authenticated: Boolean(user),
    currency: priceCurrency(session),
  });
  return { sections, title: page?.seo.title ?? null };
}

export const homeHeaders: HeadersFunction = () => publicPageHeaders();
