import type { SectionLoader, SectionViewBuilder } from "./types";
import type { TileData } from "./shared";
import type { CollectionsListingView } from "./collections-listing";
import { blockSlugs, numberProp, pickBySlug, sectionBlocks, textProp, toTile } from "./props.server";

interface CollectionsListingData {
  collections: TileData[];
}

/** Spec §9: home shows the top 12 collections. */
const MAX_HOME_COLLECTIONS = 12;

/**
 * The collections picked in the blocks (block order), or the first 12 when there are none. With
 * picks, a larger page is read so a pick beyond the first 12 is still found.
 */
export const load: SectionLoader<CollectionsListingData> = async (section, { api }) => {
  const slugs = blockSlugs(sectionBlocks(section), "collection");
  const response = await api.catalog.getCollections({ pageSize: slugs.length > 0 ? 100 : MAX_HOME_COLLECTIONS });
  const picked = pickBySlug(response?.items ?? [], slugs, MAX_HOME_COLLECTIONS);
  return { collections: picked.map((c) => toTile(c, c.banners?.portrait, c.banners?.landscape, c.logo)) };
};

export const view: SectionViewBuilder<CollectionsListingView, CollectionsListingData> = (section, data) => ({
  heading: textProp(section?.props, "heading", "Collections"),
  description: textProp(section?.props, "description"),
  perRow: numberProp(section?.props, "per_row", 3, 1, 6),
  collections: data?.collections ?? [],
});
