import type { SectionLoader, SectionViewBuilder } from "./types";
import type { ProductCardData } from "~/components/ProductCard";
import { toProductCardData } from "~/product-card.server";
import { collectionUrl } from "~/lib/links";
import type { MultiCollectionView } from "./multi-collection-product-list";
import { boolProp, describeLink, numberProp, sectionBlocks, slugProp, textProp, urlProp } from "./props.server";

interface MultiCollectionData {
  /** Products of each block's collection, by slug (a failing collection is left out). */
  products: Record<string, ProductCardData[]>;
}

/** Tabs shown at most, and products per tab. */
const MAX_TABS = 6;
const PRODUCTS_PER_TAB = 8;

const tabBlocks = (section: Parameters<SectionLoader<unknown>>[0]) => sectionBlocks(section, "collection-item");

/** Each tab's collection products, in parallel. */
export const load: SectionLoader<MultiCollectionData> = async (section, { api }) => {
  const slugs = [...new Set(tabBlocks(section).map((block) => slugProp(block.props, "collection")))]
    .filter(Boolean)
    .slice(0, MAX_TABS);
  const results = await Promise.allSettled(
    slugs.map((slug) => api.catalog.getCollectionItemsBySlug({ slug, pageSize: PRODUCTS_PER_TAB })),
  );
  const products: Record<string, ProductCardData[]> = {};
  results.forEach((result, i) => {
    if (result.status === "fulfilled") {
      products[slugs[i]] = (result.value?.items ?? []).slice(0, PRODUCTS_PER_TAB).map(toProductCardData);
    }
  });
  return { products };
};

/** A tab per block with a collection, a link per block with only a link; null when there is neither nor a heading. */
export const view: SectionViewBuilder<MultiCollectionView, MultiCollectionData> = (section, data) => {
  const props = section?.props;
  const showViewAll = boolProp(props, "viewAll", false);
  const tabs: MultiCollectionView["tabs"] = [];
  const links: MultiCollectionView["links"] = [];
  const seen = new Set<string>();
  for (const block of tabBlocks(section)) {
    const slug = slugProp(block.props, "collection");
    const link = urlProp(block.props, "redirect_link");
    const icon = urlProp(block.props, "icon_image");
    if (slug) {
      if (seen.has(slug) || tabs.length >= MAX_TABS) continue;
      seen.add(slug);
      const label = textProp(block.props, "navigation") || describeLink(collectionUrl(slug));
      tabs.push({
        label,
        icon,
        items: data?.products?.[slug] ?? [],
        viewAll: showViewAll ? link || collectionUrl(slug) : null,
      });
    } else if (link) {
      links.push({ label: textProp(block.props, "navigation") || describeLink(link), icon, href: link });
    }
  }
  const heading = textProp(props, "heading");
  if (!heading && tabs.length === 0 && links.length === 0) return null;
  return {
    heading,
    description: textProp(props, "description"),
    position: textProp(props, "position") === "center" ? "center" : "left",
    perRow: numberProp(props, "per_row", 4, 2, 6),
    tabs,
    links,
  };
};
