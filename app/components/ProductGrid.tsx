import { Link } from "@remix-run/react";
import { ProductCard, type ProductCardData } from "./ProductCard";

interface ProductGridProps {
  products: readonly ProductCardData[];
  /** Where "Clear filters" in the empty state leads (omit when nothing is filtered). */
  clearFiltersHref?: string;
  /** Accessible name of the list. */
  label?: string;
  /** Cards loaded eagerly (the first row on a phone and a desktop). */
  eagerCount?: number;
  headingLevel?: 2 | 3 | 4;
  emptyTitle?: string;
}

/** Product cards in a responsive grid, or the "No products found" empty state. */
export function ProductGrid({
  products,
  clearFiltersHref,
  label = "Products",
  eagerCount = 4,
  headingLevel = 3,
  emptyTitle = "No products found",
}: ProductGridProps) {
  if (!products.length) {
    return (
      <div className="empty-state product-grid__empty">
        <h2>{emptyTitle}</h2>
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
    <ul className="product-list--grid product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.slug}>
          <ProductCard product={product} eager={index < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
