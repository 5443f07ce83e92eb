import type { SectionLoader, SectionViewBuilder } from "./types";
import type { ProductCardData } from "~/components/ProductCard";
import { toProductCardData } from "~/product-card.server";
import type { FeaturedProductsView } from "./featured-products";
import { blockSlugs, sectionBlocks, textProp, urlProp } from "./props.server";

interface FeaturedProductsData {
  items: ProductCardData[];
}

/** At most this many picked products are shown. */
const MAX_FEATURED_PRODUCTS = 12;

/** The picked products ("product" blocks), in block order; unknown or failing ones are left out. */
export const load: SectionLoader<FeaturedProductsData> = async (section, { api }) => {
  const slugs = blockSlugs(sectionBlocks(section, "product"), "product").slice(0, MAX_FEATURED_PRODUCTS);
  const results = await Promise.allSettled(slugs.map((slug) => api.catalog.getProductDetailBySlug({ slug })));
  const items = results.flatMap((result) =>
    // A product page's detail has no sizes: its card links to the product rather than adding to the cart.
    result.status === "fulfilled" && result.value?.slug ? [toProductCardData({ ...result.value, sizes: [] })] : [],
  );
  return { items };
};

/** Null when there is neither a heading nor a product. */
export const view: SectionViewBuilder<FeaturedProductsView, FeaturedProductsData> = (section, data) => {
  const props = section?.props;
  const heading = textProp(props, "heading");
  const items = data?.items ?? [];
  if (!heading && items.length === 0) return null;
  const buttonText = textProp(props, "button_text");
  const buttonLink = urlProp(props, "button_link");
  return {
    heading,
    description: textProp(props, "description"),
    layout: textProp(props, "desktop_layout", "grid") === "horizontal" ? "horizontal" : "grid",
    items,
    viewAll: buttonText && buttonLink && items.length > 0 ? { text: buttonText, href: buttonLink } : null,
  };
};
