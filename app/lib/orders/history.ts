/**
 * The order history's filter and paging (spec part 1 §3 "history filter options", part 2 §2): the
 * days back an order list shows (Last 30 days … Last 24 months, 24 months by default), read from the
 * query (`selected_date_filter`, `page_no`) and turned into the service's day range. Pure.
 */

export const HISTORY_FILTERS = [
  { days: 30, label: "Last 30 days" },
  { days: 180, label: "Last 6 months" },
  { days: 365, label: "Last 12 months" },
  { days: 730, label: "Last 24 months" },
] as const;

export const DEFAULT_HISTORY_DAYS = 730;

/** Orders a page of the history shows. */
export const ORDERS_PAGE_SIZE = 12;

const DAY_MS = 24 * 60 * 60 * 1000;

interface HistoryQuery {
  days: number;
  page: number;
}

/** The query's filter and page; anything unknown falls back to the default (never an error). */
export function historyQuery(params: URLSearchParams): HistoryQuery {
  const days = Number(params.get("selected_date_filter"));
  const page = Number(params.get("page_no"));
  return {
    days: HISTORY_FILTERS.some((f) => f.days === days) ? days : DEFAULT_HISTORY_DAYS,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** MM-DD-YYYY (UTC), the official clients' day format. */
function usDay(date: Date): string {
  const mm = String(date.getUTCMonth() + 1).padStart(2, "0");
  const dd = String(date.getUTCDate()).padStart(2, "0");
  return `${mm}-${dd}-${date.getUTCFullYear()}`;
}

/** The service's day range for "the last `days` days" up to today (both days included). */
export function historyRange(days: number, now: number): { fromDate: string; toDate: string } {
  return { fromDate: usDay(new Date(now - days * DAY_MS)), toDate: usDay(new Date(now)) };
}

/** The history's URL for a filter and page (the default filter and page 1 stay out of the URL). */
export function historyHref(query: HistoryQuery): string {
  const params = new URLSearchParams();
  if (query.days !== DEFAULT_HISTORY_DAYS) params.set("selected_date_filter", String(query.days));
  if (query.page > 1) params.set("page_no", String(query.page));
  const search = params.toString();
  return `/profile/orders/${search ? `?${search}` : ""}`;
}
