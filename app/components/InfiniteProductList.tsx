import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { Page } from "~/sdk/api";
import { appendUnique, SCROLL_THROTTLE_MS, shouldLoadNextPage } from "~/lib/listing";
import type { PagerView } from "~/lib/pagination";
import { Pager } from "./Pager";
import { ProductGrid } from "./ProductGrid";
import type { ProductCardData } from "./ProductCard";

interface ListingPageData {
  items: ProductCardData[];
  page: Page;
  /** The page's pager, built by the loader (lib/pagination pagerView). */
  pager: PagerView | null;
}

interface InfiniteProductListProps {
  /** The cards of the page the server rendered. */
  initialItems: ProductCardData[];
  /** Its `page` (number paging: current, has_next, item_total). */
  page: Page;
  /** Its pager (the path without JavaScript, and the way on if a load fails). */
  pager: PagerView | null;
  /** The listing path whose loader answers `?…&page_no=N` with ListingPageData. */
  loaderPath: string;
  /** The listing's query string. */
  params: string;
  clearFiltersHref?: string;
  /** Level of the cards' product-name headings. */
  headingLevel?: 2 | 3 | 4;
}

const pageNumber = (page: Page) => (page.current && page.current > 0 ? page.current : 1);
const hasMore = (page: Page, shown: number) =>
  page.has_next ?? (typeof page.item_total === "number" && page.item_total > shown);

/**
 * The listing grid plus the pages a shopper scrolls into: when the end of the list comes within
 * 100 px, the next page is loaded with a fetcher (never two at once) and appended; a polite live
 * region says "Loaded N more products". The numbered Pagination stays below — it is the path
 * without JS, and the way on if a load fails.
 */
export function InfiniteProductList({
  initialItems,
  page,
  pager,
  loaderPath,
  params,
  clearFiltersHref,
  headingLevel,
}: InfiniteProductListProps) {
  const query = params;
  const fetcher = useFetcher<ListingPageData>();
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const listRef = useRef<HTMLDivElement>(null);

  // React state renders; `control` is what the scroll handler and the fetcher answer read and
  // write synchronously, so a scroll between an answer and the next render cannot load a page twice.
  const [items, setItems] = useState(initialItems);
  const [{ lastPage, lastPager }, setLast] = useState({ lastPage: page, lastPager: pager });
  const [announcement, setAnnouncement] = useState("");
  const control = useRef({ items: initialItems, lastPage: page, failed: false, requested: null as number | null });

  // A new listing (other filters, sort, page) starts over; a revalidation of the same one does not.
  const sourceKey = `${query}|${pageNumber(page)}|${initialItems.map((item) => item.slug).join(",")}`;
  const [source, setSource] = useState(sourceKey);
  if (source !== sourceKey) {
    setSource(sourceKey);
    setItems(initialItems);
    setLast({ lastPage: page, lastPager: pager });
    setAnnouncement("");
    control.current = { items: initialItems, lastPage: page, failed: false, requested: null };
  }

  useEffect(() => {
    const state = control.current;
    if (fetcher.state !== "idle" || state.requested === null || fetcher.data === undefined) return;
    state.requested = null;
    const result = fetcher.data as ListingPageData | null;
    // An unreadable answer, or one that does not move on (a loader ignoring page_no), stops the
    // automatic loading; the pagination links remain.
    if (!result?.items || !result.page || pageNumber(result.page) <= pageNumber(state.lastPage)) {
      state.failed = true;
      return;
    }
    const merged = appendUnique(state.items, result.items);
    const added = merged.length - state.items.length;
    state.items = merged;
    state.lastPage = result.page;
    if (!added) state.failed = true;
    setItems(merged);
    setLast({ lastPage: result.page, lastPager: result.pager });
    // The running total keeps consecutive announcements distinct, so each one is read out.
    setAnnouncement(`Loaded ${added} more ${added === 1 ? "product" : "products"}. Showing ${merged.length}.`);
    // Runs on the fetcher's answer only.
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    if (typeof window === "undefined") return;
    let lastCheck = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      lastCheck = Date.now();
      const state = control.current;
      const list = listRef.current;
      if (!list) return;
      const scrollBottomDistance = list.getBoundingClientRect().bottom - window.innerHeight;
      const hasNext = !state.failed && hasMore(state.lastPage, state.items.length);
      if (!shouldLoadNextPage({ scrollBottomDistance, hasNext, loading: state.requested !== null })) return;
      const next = pageNumber(state.lastPage) + 1;
      const search = new URLSearchParams(query);
      search.delete("page_id");
      search.set("page_no", String(next));
      state.requested = next;
      fetcherRef.current.load(`${loaderPath}?${search.toString()}`);
    };
    const onScroll = () => {
      clearTimeout(timer);
      const wait = SCROLL_THROTTLE_MS - (Date.now() - lastCheck);
      if (wait <= 0) check();
      else timer = setTimeout(check, wait);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    // A short page (or a tall screen) may already show the end — also after each appended page.
    check();
    return () => {
      clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, [loaderPath, query, lastPage]);

  const loading = fetcher.state !== "idle";

  return (
    <div className="infinite-list">
      <div ref={listRef}>
        <ProductGrid products={items} clearFiltersHref={clearFiltersHref} headingLevel={headingLevel} />
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {loading ? (
        <p className="infinite-list__loading" aria-hidden="true">
          Loading more products…
        </p>
      ) : null}
      <Pager view={lastPager} />
    </div>
  );
}
