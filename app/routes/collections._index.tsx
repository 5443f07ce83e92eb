import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Pagination } from "~/components/Pagination";
import { publicPageHeaders } from "~/lib/cache-headers";
import { collectionUrl } from "~/lib/links";
import { LISTING_PAGE_SIZE } from "~/lib/listing";
import { readPageNo } from "~/lib/pagination";
import { critical } from "~/sdk.server";
import { TileList } from "~/sections/shared";
import { requestScope } from "~/request-scope.server";

/** /collections/ — every published collection, 12 to a page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const response = await critical(
    requestScope(request, context).api.catalog.getCollections({
      pageNo: readPageNo(url.searchParams),
      pageSize: LISTING_PAGE_SIZE,
    }),
  );
  return {
    collections: response.items.map((c) => ({ name: c.name, slug: c.slug, image: c.banners.portrait.url })),
    page: response.page,
    search: url.search,
  };
}

export const headers = () => publicPageHeaders();

export const meta: MetaFunction = () => [{ title: "Collections" }];

export default function Collections() {
  const { collections, page, search } = useLoaderData<typeof loader>();
  return (
    <div className="listing-page">
      <h1>Collections</h1>
      {collections.length ? (
        <TileList items={collections} href={collectionUrl} imageWidth={300} imageHeight={400} />
      ) : (
        <p>No collections yet.</p>
      )}
      <Pagination page={page} path="/collections/" params={search} />
    </div>
  );
}
