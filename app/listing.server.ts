/**
 * Loads a product listing page: /products/ (search), /collection/:slug, /brand/:slug and
 * /category/:slug share one query model (filters from the URL, sort, number paging of 12).
 */
import type { AppLoadContext } from "@remix-run/node";
import type { ProductCardData } from "~/components/ProductCard";
import { toProductCardData } from "~/product-card.server";
import { listingQuery } from "~/lib/listing-query";
import { listingDescription } from "~/lib/meta-description";
import { filterPanelView, productsLabel, type FilterPanelView } from "~/lib/facets";
import { pagerView, type PagerView } from "~/lib/pagination";
import type { Page, ProductListingResponse, ProductSortOn } from "~/sdk/api";
import { critical } from "~/sdk.server";
import { SLUG_PATTERN } from "~/sdk/validation";
import { notFound } from "~/http.server";
import { requestScope } from "~/request-scope.server";
import { publicPageHeaders } from "~/lib/cache-headers";
import { extraPageSections, type PageSections } from "~/theme.server";

export type ListingKind = "products" | "collection" | "brand" | "category";

export interface ListingData {
  kind: ListingKind;
  title: string;
  description: string;
  /** The page's meta description: its own description, or what the listing shows (search, filters). */
  metaDescription: string;
  /** The path the filter/sort forms and page links use. */
  path: string;
  /** The listing's own filter, which the shopper cannot remove. */
  locked: Record<string, string>;
  q: string;
  /** "136 products". */
  countText: string;
  items: ProductCardData[];
  page: Page;
  /** Links to the listing's pages (the path without JavaScript). */
  pager: PagerView | null;
  /** The filter panel, formatted (lib/facets): the raw facets never reach the browser. */
  panel: FilterPanelView;
  sortOn: Pick<ProductSortOn, "value" | "display" | "is_selected">[];
  /** The theme page's sections below the listing (or its draft in edit mode), or null. */
  themeSections: PageSections | null;
}

/** The theme page each listing shows the sections of (spec §2.3's theme page types). */
const LISTING_THEME_PAGES: Record<ListingKind, string> = {
  products: "product-listing",
  collection: "collection-listing",
  brand: "brand-listing",
  category: "category-listing",
};

export async function loadListing(
  request: Request,
  context: AppLoadContext,
  kind: ListingKind,
  slug?: string,
): Promise<ListingData> {
  if (kind !== "products" && !(slug && SLUG_PATTERN.test(slug))) throw notFound();
  const api = requestScope(request, context).api;
  const url = new URL(request.url);
  const locked: Record<string, string> = kind === "brand" || kind === "category" ? { [kind]: slug! } : {};
  const { query } = listingQuery(url.searchParams, { locked });
  const themeSections = extraPageSections(request, context, LISTING_THEME_PAGES[kind]);

  let title = "All products";
  let description = "";
  let listing: ProductListingResponse;
  if (kind !== "products") {
    const page = { slug: slug! };
    const [detail, items] = await critical(
      Promise.all([
        kind === "collection"
          ? api.catalog.getCollectionDetailBySlug(page)
          : kind === "brand"
            ? api.catalog.getBrandDetailBySlug(page)
            : api.catalog.getCategoryDetailBySlug(page),
        // A collection lists its own items; a brand or category filters all products (locked above).
        kind === "collection"
          ? api.catalog.getCollectionItemsBySlug({ ...page, ...query })
          : api.catalog.getProducts(query),
      ]),
    );
    title = detail.name;
    description = "description" in detail ? detail.description : "";
    listing = items;
  } else {
    listing = await critical(api.catalog.getProducts(query));
    if (query.q) title = `Results for “${query.q}”`;
  }

  const filters = listing.filters ?? [];
  const path = kind === "products" ? "/products/" : `/${kind}/${slug}/`;
  const total = listing.page.item_total ?? listing.items.length;
  return {
    kind,
    title,
    description,
    metaDescription: listingDescription({
      kind,
      name: title,
      description,
      q: query.q ?? "",
      total: listing.page.item_total,
      filters,
      locked,
    }),
    path,
    locked,
    q: query.q ?? "",
    countText: productsLabel(total),
    items: listing.items.map(toProductCardData),
    page: listing.page,
    pager: pagerView(listing.page, path, url.searchParams),
    panel: filterPanelView(filters, { path, params: url.searchParams, locked }),
    sortOn: (listing.sort_on ?? []).map(({ value, display, is_selected }) => ({ value, display, is_selected })),
    themeSections: await themeSections,
  };
}

/** The listing routes' `headers` (here, not in the shared ListingPage, to keep lib/cache-headers out of the browser's listing files). */
export const listingHeaders = () => publicPageHeaders();
