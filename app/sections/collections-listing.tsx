import type { SectionDefinition } from "./types";
import { collectionUrl } from "~/lib/links";
import { SectionEmpty, SectionHeader, SectionShell, TileList, type TileData } from "./shared";

export interface CollectionsListingView {
  heading: string;
  description: string;
  perRow: number;
  collections: TileData[];
}

function CollectionsListing({
  view: { heading, description, perRow, collections },
  index,
}: {
  view: CollectionsListingView;
  index: number;
}) {
  return (
    <SectionShell index={index} variant="collections" labelled>
      <SectionHeader index={index} heading={heading} description={description} />
      {collections.length > 0 ? (
        <TileList
          items={collections}
          href={collectionUrl}
          className="tile-list--collections"
          perRow={perRow}
          imageWidth={400}
          imageHeight={500}
        />
      ) : (
        <SectionEmpty>No collections to show right now.</SectionEmpty>
      )}
    </SectionShell>
  );
}

const collectionsListing: SectionDefinition<CollectionsListingView> = { Component: CollectionsListing };
export default collectionsListing;
