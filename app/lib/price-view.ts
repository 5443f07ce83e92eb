/**
 * The product page's price, formatted on the server: the page then needs neither the Price
 * component nor the money formatters in the browser (ARCHITECTURE.md §4, page weight).
 */
import type { ProductListingPrice, ProductStockPrice } from "~/sdk/api";
import { formatPrice, formatPriceRange } from "./money";

export interface PriceView {
  /** Hidden text before the effective price ("Sale price: " / "Price: "), or null for none. */
  label: string | null;
  effective: string;
  /** The struck-through original price, when higher. */
  marked: string | null;
  /** Hidden text before the marked price. */
  markedLabel: string;
  /** Discount text (shown with a marked price only), or null for none. */
  discount: string | null;
}

/** As the Price component shows a listing price range; null when there is no price. */
export function rangePriceView(
  price: Partial<ProductListingPrice> | null | undefined,
  discount?: string | null,
): PriceView | null {
  const effective = price?.effective ?? price?.marked;
  if (!effective) return null;
  const marked = price?.marked;
  const reduced = !!marked && (marked.max > effective.max || marked.min > effective.min);
  return {
    label: reduced ? "Sale price: " : "Price: ",
    effective: formatPriceRange(effective),
    marked: reduced && marked ? formatPriceRange(marked) : null,
    markedLabel: "Original price: ",
    discount: reduced && discount ? discount : null,
  };
}

/** One size's price (price endpoint): the effective price, and the marked one with the discount when higher. */
export function sizePriceView(price: ProductStockPrice, discount: string): PriceView {
  const reduced = price.marked > price.effective;
  return {
    label: null,
    effective: formatPrice(price.effective, price.currency_symbol, price.currency_code),
    marked: reduced ? formatPrice(price.marked, price.currency_symbol, price.currency_code) : null,
    markedLabel: "Original price ",
    discount: reduced ? discount : null,
  };
}
