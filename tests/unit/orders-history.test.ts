import { describe, expect, it } from "vitest";
import { DEFAULT_HISTORY_DAYS, historyHref, historyQuery, historyRange } from "~/lib/orders/history";

describe("order history filter", () => {
  it("reads the filter and page, falling back to 24 months and page 1", () => {
    expect(historyQuery(new URLSearchParams(""))).toEqual({ days: DEFAULT_HISTORY_DAYS, page: 1 });
    expect(historyQuery(new URLSearchParams("selected_date_filter=30&page_no=3"))).toEqual({ days: 30, page: 3 });
    expect(historyQuery(new URLSearchParams("selected_date_filter=31&page_no=0"))).toEqual({ days: 730, page: 1 });
    expect(historyQuery(new URLSearchParams("selected_date_filter=x&page_no=2.5"))).toEqual({ days: 730, page: 1 });
  });

  it("turns days back into the service's MM-DD-YYYY range", () => {
    const now = Date.UTC(2026, 10, 24, 15);
    expect(historyRange(30, now)).toEqual({ fromDate: "10-25-2026", toDate: "11-24-2026" });
    expect(historyRange(730, now)).toEqual({ fromDate: "11-24-2024", toDate: "11-24-2026" });
  });

  it("keeps the default filter and the first page out of the URL", () => {
    expect(historyHref({ days: 730, page: 1 })).toBe("/profile/orders/");
    expect(historyHref({ days: 180, page: 2 })).toBe("/profile/orders/?selected_date_filter=180&page_no=2");
  });
});
