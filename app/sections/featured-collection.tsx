import type { SectionDefinition } from "./types";
import { ProductCard, type ProductCardData } from "~/components/ProductCard";
import { SectionEmpty, SectionHeader, SectionShell, ViewAllLink } from "./shared";

export interface FeaturedCollectionView {
  heading: string;
  description: string;
  layout: "grid" | "horizontal";
  items: ProductCardData[];
  /** "View all" (its text and the collection's link), or null. */
  viewAll: { text: string; href: string } | null;
}

function FeaturedCollection({ view: featured, index }: { view: FeaturedCollectionView; index: number }) {
  const { heading, items, viewAll } = featured;
  return (
    <SectionShell index={index} variant="featured-collection" labelled={!!heading} label="Featured products">
      <SectionHeader index={index} heading={heading} description={featured.description} />
      {items.length > 0 ? (
        <ul className={`product-list product-list--${featured.layout}`}>
          {items.map((product, i) => (
            <li key={product.slug || i} className="product-list__item">
              <ProductCard product={product} eager={index === 0 && i < 2} />
            </li>
          ))}
        </ul>
      ) : (
        <SectionEmpty>No products to show right now.</SectionEmpty>
      )}
      <ViewAllLink link={viewAll} heading={heading} />
    </SectionShell>
  );
}

const featuredCollection: SectionDefinition<FeaturedCollectionView> = { Component: FeaturedCollection };
export default featuredCollection;
