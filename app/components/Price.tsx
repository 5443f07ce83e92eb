import type { PriceView } from "~/lib/price-view";

interface PriceProps {
  /** The price formatted on the server (app/lib/price-view.ts), or null for none. */
  view: PriceView | null | undefined;
  className?: string;
}

/**
 * Effective price, the marked price struck through (announced as "Original price") when it is
 * higher, and the discount text. Renders nothing when there is no price. It takes the formatted
 * view so that cards and the product page ship no money formatters to the browser.
 */
export function Price({ view, className }: PriceProps) {
  if (!view) return null;
  return (
    <p className={className ? `price ${className}` : "price"}>
      <span className="price__effective">
        {view.label ? <span className="visually-hidden">{view.label}</span> : null}
        {view.effective}
      </span>
      {view.marked ? (
        <>
          {" "}
          <s className="price__marked">
            <span className="visually-hidden">{view.markedLabel}</span>
            {view.marked}
          </s>
        </>
      ) : null}
      {view.discount !== null ? (
        <>
          {" "}
          <span className="price__discount">{view.discount}</span>
        </>
      ) : null}
    </p>
  );
}
