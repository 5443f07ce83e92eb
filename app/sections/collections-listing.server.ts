import type { Collection } from "~/sdk/api";
import type { SectionLoader, SectionViewBuilder } from "./types";
import type { TileData } from "./shared";
import type { CollectionsListingView } from "./collections-listing";
import { blockSlugs, firstImage, numberProp, sectionBlocks, textProp } from "./props.server";

interface CollectionsListingData {
  collections: TileData[];
}

/** Spec §9: home shows the top 12 collections. */
const MAX_HOME_COLLECTIONS = 12;

function toTile(collection: Collection): TileData {
  return {
    name: collection.name,
    slug: collection.slug,
    image: firstImage(collection.banners?.portrait, collection.banners?.landscape, collection.logo),
  };
}

/**
 * The collections picked in the blocks (block order), or the first 12 when there are none. With
 * picks, a larger page is read so a pick beyond the first 12 is still found.
 */
export const load: SectionLoader<CollectionsListingData> = async (section, { api }) => {
  const slugs = blockSlugs(sectionBlocks(section), "collection");
  const response = await api.catalog.getCollections({ pageSize: slugs.length > 0 ? 100 : MAX_HOME_COLLECTIONS });
  const all = (response?.items ?? []).filter((c) => c?.slug && c?.name);
  const bySlug = new Map(all.map((c) => [c.slug, c]));
  const picked = slugs.length > 0 ? slugs.map((slug) => bySlug.get(slug)).filter((c): c is Collection => !!c) : all;
  return { collections: picked.slice(0, MAX_HOME_COLLECTIONS).map(toTile) };
};

export const view: SectionViewBuilder<CollectionsListingView, CollectionsListingData> = (section, data) => ({
  heading: textProp(section?.props, "heading", "Collections"),
  description: textProp(section?.props, "description"),
  perRow: numberProp(section?.props, "per_row", 3, 1, 6),
  collections: data?.collections ?? [],
});
