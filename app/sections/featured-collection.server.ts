import type { SectionLoader, SectionViewBuilder } from "./types";
import type { ProductCardData } from "~/components/ProductCard";
import { toProductCardData } from "~/product-card.server";
import { collectionUrl } from "~/lib/links";
import type { FeaturedCollectionView } from "./featured-collection";
import { boolProp, numberProp, slugProp, textProp } from "./props.server";

interface FeaturedCollectionData {
  slug: string;
  /** The collection's name (heading fallback). */
  title: string | null;
  items: ProductCardData[];
}

const DEFAULT_FEATURED_COUNT = 8;
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

/** Null when there is neither a heading nor a product. */
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
