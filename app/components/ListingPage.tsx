import type { MetaFunction } from "@remix-run/node";
import { useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { FilterPanel } from "~/components/FilterPanel";
import { InfiniteProductList } from "~/components/InfiniteProductList";
import { SortSelect } from "~/components/SortSelect";
import { formatNumber } from "~/lib/money";
import type { ListingData } from "~/listing.server";

/** A listing's title and meta description; only the title when the loader failed. */
export function listingMeta(
  data: Pick<ListingData, "title" | "metaDescription"> | undefined,
  fallbackTitle = "Page Not Found.",
) {
  return data
    ? [{ title: data.title }, { name: "description", content: data.metaDescription }]
    : [{ title: fallbackTitle }];
}

/** Route module parts the listing routes share (their loader calls loadListing; headers: listing.server): meta, component. */
export const listingRouteMeta: MetaFunction = ({ data }) => listingMeta(data as ListingData | undefined);

export function ListingRoute() {
  return <ListingPage data={useLoaderData<ListingData>()} />;
}

/**
 * A product listing: heading and count, sort, the filter panel (a GET form; with JavaScript a change
 * refetches facets and the result count before the shopper applies it), and the grid with infinite
 * scroll over numbered pages.
 */
function ListingPage({ data }: { data: ListingData }) {
  const location = useLocation();
  const preview = useFetcher<ListingData>();
  const facets = preview.data?.filters ?? data.filters;
  const count = preview.data?.page.item_total ?? data.page.item_total ?? data.items.length;
  const clearHref = data.q ? `${data.path}?q=${encodeURIComponent(data.q)}` : data.path;

  return (
    <div className="listing-page listing">
      <header className="listing__header">
        <h1>{data.title}</h1>
        {data.description ? <p>{data.description}</p> : null}
        <p className="listing__count" role="status">
          {formatNumber(data.page.item_total ?? data.items.length)}{" "}
          {data.page.item_total === 1 ? "product" : "products"}
        </p>
      </header>
      <div className="listing__toolbar">
        {data.sortOn.length ? <SortSelect options={data.sortOn} action={data.path} params={location.search} /> : null}
      </div>
      <div className="listing__body">
        {facets.length ? (
          <FilterPanel
            filters={facets}
            action={data.path}
            params={location.search}
            locked={data.locked}
            resultCount={count}
            onChange={(next) => preview.load(`${data.path}?${next.toString()}`)}
          />
        ) : null}
        <InfiniteProductList
          initialItems={data.items}
          page={data.page}
          loaderPath={data.path}
          params={location.search}
          clearFiltersHref={clearHref}
          // Cards follow the page's <h1> directly: the filter panel's <h2> is hidden in a closed dialog on phones.
          headingLevel={2}
        />
      </div>
    </div>
  );
}
