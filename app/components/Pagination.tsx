import { Link } from "@remix-run/react";
import type { Page } from "~/sdk/api";
import { LISTING_PAGE_SIZE } from "~/lib/listing";
import { pageLinks, withPage } from "~/lib/pagination";

interface PaginationProps {
  /** `page` of the listing response (number paging: current, item_total, has_next, size). */
  page: Pick<Page, "current" | "item_total" | "has_next" | "size">;
  /** The listing path, e.g. "/products/". */
  path: string;
  /** The current query string (filters, q, sort_on are kept in every link). */
  params?: string | URLSearchParams;
  pageSize?: number;
  maxLinks?: number;
}

/**
 * Previous / numbered / next links (pageLinks), the current page marked aria-current="page",
 * rel="prev"/"next" on the neighbours. Nothing when there is a single page. Without item_total
 * (cursor-style answers) the pager offers one page past the current while has_next holds.
 */
export function Pagination({ page, path, params = "", pageSize, maxLinks }: PaginationProps) {
  const size = pageSize ?? (page.size && page.size > 0 ? page.size : LISTING_PAGE_SIZE);
  const current = page.current && page.current > 0 ? page.current : 1;
  const itemTotal = typeof page.item_total === "number" ? page.item_total : (current + (page.has_next ? 1 : 0)) * size;
  const { pages, prev, next, last } = pageLinks({ current, itemTotal, pageSize: size, maxLinks });
  if (last <= 1) return null;
  const shown = Math.min(current, last);
  const href = (n: number) => `${path}${withPage(params, n)}`;

  return (
    <nav aria-label="Pagination" className="pagination">
      <ul className="pagination__list">
        <li>
          <PageStep to={prev ? href(prev) : undefined} rel="prev">
            Previous
          </PageStep>
        </li>
        {pages.map((n, index) =>
          n === "gap" ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                className="pagination__page"
                aria-label={`Page ${n}`}
                aria-current={n === shown ? "page" : undefined}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          <PageStep to={next ? href(next) : undefined} rel="next">
            Next
          </PageStep>
        </li>
      </ul>
    </nav>
  );
}

/** "Previous page" / "Next page": a link, or a disabled label on the first or last page. */
function PageStep({ to, rel, children }: { to?: string; rel: "prev" | "next"; children: string }) {
  const label = (
    <>
      {children}
      <span className="visually-hidden"> page</span>
    </>
  );
  return to ? (
    <Link to={to} rel={rel} className="pagination__step" prefetch="intent">
      {label}
    </Link>
  ) : (
    <span className="pagination__step pagination__step--disabled" aria-disabled="true">
      {label}
    </span>
  );
}
