import type { ProductListingPrice } from "~/sdk/api";
import { formatPriceRange } from "~/lib/money";

export interface PriceProps {
  price: Partial<ProductListingPrice> | null | undefined;
  /** Discount text as the API gives it, e.g. "20% OFF". */
  discount?: string | null;
  className?: string;
}

/**
 * Effective price, the marked price struck through (announced as "Original price") when it is
 * higher, and the discount text. Renders nothing when there is no price.
 */
export function Price({ price, discount, className }: PriceProps) {
  const effective = price?.effective ?? price?.marked;
  if (!effective) return null;
  const marked = price?.marked;
  const reduced = !!marked && (marked.max > effective.max || marked.min > effective.min);
  return (
    <p className={className ? `price ${className}` : "price"}>
      <span className="price__effective">
        <span className="visually-hidden">{reduced ? "Sale price: " : "Price: "}</span>
        {formatPriceRange(effective)}
      </span>
      {reduced && marked ? (
        <>
          {" "}
          <s className="price__marked">
            <span className="visually-hidden">Original price: </span>
            {formatPriceRange(marked)}
          </s>
        </>
      ) : null}
      {reduced && discount ? (
        <>
          {" "}
          <span className="price__discount">{discount}</span>
        </>
      ) : null}
    </p>
  );
}

export default Price;
