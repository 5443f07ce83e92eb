import type { BrandItem } from "~/sdk/api";
import type { SectionDefinition, SectionLoader } from "./types";
import { brandUrl } from "~/lib/links";
import {
  SectionEmpty, SectionHeader, SectionShell, TileList, blockSlugs, firstImage, numberProp, sectionBlocks, textProp,
  type TileData,
} from "./shared";

export interface BrandListingData {
  brands: TileData[];
}

/** Spec §9: home shows the top 12 brands. */
export const MAX_HOME_BRANDS = 12;

function toTile(brand: BrandItem): TileData {
  return { name: brand.name, slug: brand.slug, image: firstImage(brand.logo, brand.banners?.portrait, brand.banners?.landscape) };
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

function BrandListing({ section, data, index }: Parameters<SectionDefinition<BrandListingData>["Component"]>[0]) {
  const heading = textProp(section?.props, "heading", "Our top brands");
  const description = textProp(section?.props, "description");
  const perRow = numberProp(section?.props, "per_row", 4, 2, 8);
  const buttonText = textProp(section?.props, "button_text");
  const brands = data?.brands ?? [];

  return (
    <SectionShell section={section} index={index} variant="brands" labelled>
      <SectionHeader index={index} heading={heading} description={description} />
      {brands.length > 0 ? (
        <TileList items={brands} href={brandUrl} className="tile-list--logos" perRow={perRow} imageWidth={200} imageHeight={200} />
      ) : (
        <SectionEmpty>No brands to show right now.</SectionEmpty>
      )}
      {buttonText && brands.length > 0 ? (
        <p className="theme-section__actions">
          <a className="theme-section__button" href="/brands/">
            {buttonText}
          </a>
        </p>
      ) : null}
    </SectionShell>
  );
}

const brandListing: SectionDefinition<BrandListingData> = { Component: BrandListing };
export default brandListing;
