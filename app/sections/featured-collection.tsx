import type { SectionDefinition, SectionLoader, SectionViewBuilder } from "./types";
import { ProductCard, type ProductCardData } from "~/components/ProductCard";
import { toProductCardData } from "~/product-card.server";
import { collectionUrl } from "~/lib/links";
import { SectionEmpty, SectionHeader, SectionShell } from "./shared";
import { boolProp, numberProp, slugProp, textProp } from "./props";

export interface FeaturedCollectionData {
  slug: string;
  /** The collection's name (heading fallback). */
  title: string | null;
  items: ProductCardData[];
}

export const DEFAULT_FEATURED_COUNT = 8;
const MAX_FEATURED_COUNT = 50;

/** Products of one collection (collection items by slug), trimmed to what the card shows. */
export const load: SectionLoader<FeaturedCollectionData> = async (section, { api }) => {
  const slug = slugProp(section.props, "collection");
  if (!slug) return { slug: "", title: null, items: [] };
  const pageSize = numberProp(section.props, "item_count", DEFAULT_FEATURED_COUNT, 1, MAX_FEATURED_COUNT);
  const [listing, detail] = await Promise.all([
    api.catalog.getCollectionItemsBySlug({ slug, pageSize }),
    // The title is a nicety: its failure must not hide the products.
    api.catalog.getCollectionDetailBySlug({ slug }).catch(() => null),
  ]);
  const items = (listing?.items ?? []).slice(0, pageSize).map(toProductCardData);
  return { slug, title: detail?.name || null, items };
};

export interface FeaturedCollectionView {
  heading: string;
  description: string;
  layout: "grid" | "horizontal";
  items: ProductCardData[];
  /** "View all" (its text and the collection's link), or null. */
  viewAll: { text: string; href: string } | null;
}

/** Server side: null when there is neither a heading nor a product. */
export const view: SectionViewBuilder<FeaturedCollectionView, FeaturedCollectionData> = (section, data) => {
  const props = section?.props;
  const slug = data?.slug || slugProp(props, "collection");
  const heading = textProp(props, "heading") || data?.title || "";
  const items = data?.items ?? [];
  if (!heading && items.length === 0) return null;
  const showViewAll = boolProp(props, "show_view_all", true) && !!slug;
  return {
    heading,
    description: textProp(props, "description"),
    layout: textProp(props, "desktop_layout", "horizontal") === "grid" ? "grid" : "horizontal",
    items,
    viewAll:
      showViewAll && items.length > 0
        ? { text: textProp(props, "button_text", "View all"), href: collectionUrl(slug) }
        : null,
  };
};

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
      {viewAll ? (
        <p className="theme-section__actions">
          <a className="theme-section__button" href={viewAll.href}>
            {viewAll.text}
            {heading && heading !== viewAll.text ? <span className="visually-hidden">: {heading}</span> : null}
          </a>
        </p>
      ) : null}
    </SectionShell>
  );
}

const featuredCollection: SectionDefinition<FeaturedCollectionView> = { Component: FeaturedCollection };
export default featuredCollection;
