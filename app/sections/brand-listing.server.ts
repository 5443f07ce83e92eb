import type { SectionLoader, SectionViewBuilder } from "./types";
import type { TileData } from "./shared";
import type { BrandListingView } from "./brand-listing";
import { blockSlugs, numberProp, pickBySlug, sectionBlocks, textProp, toTile } from "./props.server";

interface BrandListingData {
  brands: TileData[];
}

/** Spec §9: home shows the top 12 brands. */
const MAX_HOME_BRANDS = 12;

/** The brands picked in the blocks (block order), or the first brands when no block picks one. */
export const load: SectionLoader<BrandListingData> = async (section, { api }) => {
  const slugs = blockSlugs(sectionBlocks(section), "brand");
  const response = await api.catalog.getBrands({ pageSize: 100 });
  const picked = pickBySlug(response?.items ?? [], slugs, MAX_HOME_BRANDS);
  return {
    brands: picked.map((brand) => toTile(brand, brand.logo, brand.banners?.portrait, brand.banners?.landscape)),
  };
};

export const view: SectionViewBuilder<BrandListingView, BrandListingData> = (section, data) => ({
  heading: textProp(section?.props, "heading", "Our top brands"),
  description: textProp(section?.props, "description"),
  perRow: numberProp(section?.props, "per_row", 4, 2, 8),
  buttonText: textProp(section?.props, "button_text"),
  brands: data?.brands ?? [],
});
