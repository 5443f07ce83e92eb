import type { SectionDefinition } from "./types";
import { collectionUrl } from "~/lib/links";
import { TileSection, type TileData } from "./shared";

export interface CollectionsListingView {
  heading: string;
  description: string;
  perRow: number;
  collections: TileData[];
}

function CollectionsListing({ view, index }: { view: CollectionsListingView; index: number }) {
  return (
    <TileSection
      index={index}
      variant="collections"
      heading={view.heading}
      description={view.description}
      tiles={view.collections}
      empty="No collections to show right now."
      href={collectionUrl}
      className="tile-list--collections"
      perRow={view.perRow}
      imageWidth={400}
      imageHeight={500}
    />
  );
}

const collectionsListing: SectionDefinition<CollectionsListingView> = { Component: CollectionsListing };
export default collectionsListing;
