import { Link } from "@remix-run/react";
import type { PagerView } from "~/lib/pagination";

/**
 * Previous / numbered / next links of a pager built by pagerView (lib/pagination): the current page
 * marked aria-current="page", rel="prev"/"next" on the neighbours. Nothing without a view (one page).
 */
export function Pager({ view }: { view: PagerView | null }) {
  if (!view) return null;
  return (
    <nav aria-label="Pagination" className="pagination">
      <ul className="pagination__list">
        <li>
          <PageStep to={view.prev} rel="prev">
            Previous
          </PageStep>
        </li>
        {view.items.map((item, index) =>
          item ? (
            <li key={item.n}>
              <Link
                to={item.href}
                className="pagination__page"
                aria-label={`Page ${item.n}`}
                aria-current={item.current ? "page" : undefined}
              >
                {item.n}
              </Link>
            </li>
          ) : (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <PageStep to={view.next} rel="next">
            Next
          </PageStep>
        </li>
      </ul>
    </nav>
  );
}

/** "Previous page" / "Next page": a link, or a disabled label on the first or last page. */
function PageStep({ to, rel, children }: { to: string | null; rel: "prev" | "next"; children: string }) {
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
