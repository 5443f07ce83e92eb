/**
 * The collections page's loader and headers, in a server module of its own so that the browser
 * build has one empty stand-in inside the route's file instead of shared files (bench/README.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { publicPageHeaders } from "~/lib/cache-headers";
import { LISTING_PAGE_SIZE } from "~/lib/listing";
import { pagerView, readPageNo } from "~/lib/pagination";
import { critical } from "~/sdk.server";
import { requestScope } from "~/request-scope.server";
import { extraPageSections } from "~/theme.server";

/** /collections/ — every published collection, 12 to a page. */
export async function collectionsLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const themeSections = extraPageSections(request, context, "collections");
  const response = await critical(
    requestScope(request, context).api.catalog.getCollections({
      pageNo: readPageNo(url.searchParams),
      pageSize: LISTING_PAGE_SIZE,
    }),
  );
  return {
    collections: response.items.map((c) => ({ name: c.name, slug: c.slug, image: c.banners.portrait.url })),
    pager: pagerView(response.page, "/collections/", url.searchParams),
    themeSections: await themeSections,
  };
}

export const collectionsHeaders = () => publicPageHeaders();
