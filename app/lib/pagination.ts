/**
 * Numbered pagination for listings (spec §3 Pagination: item_total, has_next, current). Page 1 is
 * the URL without page_no, so every listing has one canonical first-page URL. Pure: no I/O.
 */

import { LISTING_PAGE_SIZE } from "./listing";

type PageLink = number | "gap";

interface PageLinks {
  /** Page numbers to link, with "gap" where a run of pages is left out. */
  pages: PageLink[];
  prev: number | null;
  next: number | null;
  last: number;
}

/** Page numbers above this are treated as bogus input (no listing has 10 000 pages of 12). */
const MAX_PAGE_NO = 10_000;

const range = (from: number, to: number): number[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * The links of a pager with at most `maxLinks` slots (numbers and gaps; minimum 5, default 7):
 * first and last page always, the current page with its neighbours, gaps between.
 *   current 1 of 10 → 1 2 3 4 5 … 10;  5 of 10 → 1 … 4 5 6 … 10;  9 of 10 → 1 … 6 7 8 9 10.
 * `current` is clamped into 1..last; an empty listing has one page.
 */
export function pageLinks({
  current,
  itemTotal,
  pageSize,
  maxLinks = 7,
}: {
  current: number;
  itemTotal: number;
  pageSize: number;
  maxLinks?: number;
}): PageLinks {
  const size = Number.isFinite(pageSize) && pageSize > 0 ? Math.floor(pageSize) : 1;
  const total = Number.isFinite(itemTotal) && itemTotal > 0 ? itemTotal : 0;
  const last = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, Number.isFinite(current) ? Math.floor(current) : 1), last);
  const slots = Math.max(5, Math.floor(maxLinks));

  let pages: PageLink[];
  if (last <= slots) {
    pages = range(1, last);
  } else if (page <= slots - 3) {
    pages = [...range(1, slots - 2), "gap", last];
  } else if (page >= last - (slots - 4)) {
    pages = [1, "gap", ...range(last - (slots - 3), last)];
  } else {
    const width = slots - 4;
    const start = page - Math.floor((width - 1) / 2);
    pages = [1, "gap", ...range(start, start + width - 1), "gap", last];
  }
  return { pages, prev: page > 1 ? page - 1 : null, next: page < last ? page + 1 : null, last };
}

/**
 * The query string (with "?", or "" when empty) for page `pageNo` of the listing in `params`:
 * page_no set, or removed for page 1; a cursor (page_id) is dropped.
 */
export function withPage(params: URLSearchParams | string, pageNo: number): string {
  const next = new URLSearchParams(typeof params === "string" ? params : params.toString());
  next.delete("page_id");
  next.delete("page_no");
  if (Number.isFinite(pageNo) && pageNo > 1) next.set("page_no", String(Math.floor(pageNo)));
  const text = next.toString();
  return text ? `?${text}` : "";
}

/** One link of a pager (null: a gap), as the Pager component shows it. */
export type PagerItem = { n: number; href: string; current: boolean } | null;

/** A pager with its hrefs made: what the Pager component renders (the listing loader sends it ready-made). */
export interface PagerView {
  items: PagerItem[];
  prev: string | null;
  next: string | null;
}

/**
 * The pager of a listing page (number paging: current, item_total, has_next, size) at `path` with the
 * query `params` (filters, q, sort_on kept in every link); null when there is a single page. Without
 * item_total (cursor-style answers) the pager offers one page past the current while has_next holds.
 */
export function pagerView(
  page: { current?: number; item_total?: number; has_next?: boolean; size?: number },
  path: string,
  params: URLSearchParams | string = "",
  { pageSize, maxLinks }: { pageSize?: number; maxLinks?: number } = {},
): PagerView | null {
  const size = pageSize ?? (page.size && page.size > 0 ? page.size : LISTING_PAGE_SIZE);
  const current = page.current && page.current > 0 ? page.current : 1;
  const itemTotal = typeof page.item_total === "number" ? page.item_total : (current + (page.has_next ? 1 : 0)) * size;
  const { pages, prev, next, last } = pageLinks({ current, itemTotal, pageSize: size, maxLinks });
  if (last <= 1) return null;
  const shown = Math.min(current, last);
  const href = (n: number) => `${path}${withPage(params, n)}`;
  return {
    items: pages.map((n) => (n === "gap" ? null : { n, href: href(n), current: n === shown })),
    prev: prev ? href(prev) : null,
    next: next ? href(next) : null,
  };
}

/** page_no from the URL: a positive integer up to MAX_PAGE_NO, else 1. */
export function readPageNo(params: URLSearchParams): number {
  const text = params.get("page_no")?.trim() ?? "";
  if (!/^\d{1,6}$/.test(text)) return 1;
  const n = Number(text);
  return n >= 1 && n <= MAX_PAGE_NO ? n : 1;
}
