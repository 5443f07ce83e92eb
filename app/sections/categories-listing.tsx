import type { SectionDefinition } from "./types";
import { categoryUrl } from "~/lib/links";
import { SectionEmpty, SectionHeader, SectionShell, TileList, type TileData } from "./shared";

export interface CategoriesListingView {
  heading: string;
  description: string;
  /** The departments' categories, each once, up to the section's item count. */
  tiles: TileData[];
}

function CategoriesListing({
  view: { heading, description, tiles },
  index,
}: {
  view: CategoriesListingView;
  index: number;
}) {
  return (
    <SectionShell index={index} variant="categories" labelled>
      <SectionHeader index={index} heading={heading} description={description} />
      {tiles.length > 0 ? (
        <TileList items={tiles} href={categoryUrl} className="tile-list--categories" />
      ) : (
        <SectionEmpty>No categories to show right now.</SectionEmpty>
      )}
    </SectionShell>
  );
}

const categoriesListing: SectionDefinition<CategoriesListingView> = { Component: CategoriesListing };
export default categoriesListing;
