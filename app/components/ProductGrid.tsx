import { Link } from "@remix-run/react";
import { ProductCard, type ProductCardData } from "./ProductCard";

interface ProductGridProps {
  products: readonly ProductCardData[];
  /** Where "Clear filters" in the empty state leads (omit when nothing is filtered). */
  clearFiltersHref?: string;
  headingLevel?: 2 | 3 | 4;
}

/** Cards loaded eagerly (the first row on a phone and a desktop). */
const EAGER_COUNT = 4;

/** Product cards in a responsive grid, or the "No products found" empty state. */
export function ProductGrid({ products, clearFiltersHref, headingLevel = 3 }: ProductGridProps) {
  if (!products.length) {
    return (
      <div className="empty-state product-grid__empty">
        <h2>No products found</h2>
        {clearFiltersHref ? (
          <>
            <p>Try removing some filters or searching for something else.</p>
            <Link to={clearFiltersHref} className="button">
              Clear filters
            </Link>
          </>
        ) : null}
      </div>
    );
  }
  return (
    <ul className="product-list--grid product-grid" aria-label="Products">
      {products.map((product, index) => (
        <li key={product.slug}>
          <ProductCard product={product} eager={index < EAGER_COUNT} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
