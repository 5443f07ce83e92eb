import type { BrandItem } from "~/sdk/api";
import type { SectionLoader, SectionViewBuilder } from "./types";
import type { TileData } from "./shared";
import type { BrandListingView } from "./brand-listing";
import { blockSlugs, firstImage, numberProp, sectionBlocks, textProp } from "./props.server";

interface BrandListingData {
  brands: TileData[];
}

/** Spec §9: home shows the top 12 brands. */
const MAX_HOME_BRANDS = 12;

function toTile(brand: BrandItem): TileData {
  return {
    name: brand.name,
    slug: brand.slug,
    image: firstImage(brand.logo, brand.banners?.portrait, brand.banners?.landscape),
  };
}

/** The brands picked in the blocks (block order), or the first brands when no block picks one. */
export const load: SectionLoader<BrandListingData> = async (section, { api }) => {
  const slugs = blockSlugs(sectionBlocks(section), "brand");
  const response = await api.catalog.getBrands({ pageSize: 100 });
  const all = (response?.items ?? []).filter((brand) => brand?.slug && brand?.name);
  const bySlug = new Map(all.map((brand) => [brand.slug, brand]));
  const picked = slugs.length > 0 ? slugs.map((slug) => bySlug.get(slug)).filter((b): b is BrandItem => !!b) : all;
  return { brands: picked.slice(0, MAX_HOME_BRANDS).map(toTile) };
};

export const view: SectionViewBuilder<BrandListingView, BrandListingData> = (section, data) => ({
  heading: textProp(section?.props, "heading", "Our top brands"),
  description: textProp(section?.props, "description"),
  perRow: numberProp(section?.props, "per_row", 4, 2, 8),
  buttonText: textProp(section?.props, "button_text"),
  brands: data?.brands ?? [],
});
