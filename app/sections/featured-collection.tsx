import type { SectionDefinition, SectionLoader } from "./types";
import { ProductCard, toProductCardData, type ProductCardData } from "~/components/ProductCard";
import { collectionUrl } from "~/lib/links";
import { SectionEmpty, SectionHeader, SectionShell, boolProp, numberProp, slugProp, textProp } from "./shared";

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

function FeaturedCollection({ section, data, index }: Parameters<SectionDefinition<FeaturedCollectionData>["Component"]>[0]) {
  const props = section?.props;
  const slug = data?.slug || slugProp(props, "collection");
  const heading = textProp(props, "heading") || data?.title || "";
  const description = textProp(props, "description");
  const layout = textProp(props, "desktop_layout", "horizontal") === "grid" ? "grid" : "horizontal";
  const showViewAll = boolProp(props, "show_view_all", true) && !!slug;
  const buttonText = textProp(props, "button_text", "View all");
  const items = data?.items ?? [];
  if (!heading && items.length === 0) return null;

  return (
    <SectionShell section={section} index={index} variant="featured-collection" labelled={!!heading} label="Featured products">
      <SectionHeader index={index} heading={heading} description={description} />
      {items.length > 0 ? (
        <ul className={`product-list product-list--${layout}`}>
          {items.map((product, i) => (
            <li key={product.slug || i} className="product-list__item">
              <ProductCard product={product} eager={index === 0 && i < 2} />
            </li>
          ))}
        </ul>
      ) : (
        <SectionEmpty>No products to show right now.</SectionEmpty>
      )}
      {showViewAll && items.length > 0 ? (
        <p className="theme-section__actions">
          <a className="theme-section__button" href={collectionUrl(slug)}>
            {buttonText}
            {heading && heading !== buttonText ? <span className="visually-hidden">: {heading}</span> : null}
          </a>
        </p>
      ) : null}
    </SectionShell>
  );
}

const featuredCollection: SectionDefinition<FeaturedCollectionData> = { Component: FeaturedCollection };
export default featuredCollection;
