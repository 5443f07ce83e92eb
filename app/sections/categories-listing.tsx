import type { SectionDefinition } from "./types";
import { categoryUrl } from "~/lib/links";
import { TileSection, type TileData } from "./shared";

export interface CategoriesListingView {
  heading: string;
  description: string;
  /** The departments' categories, each once, up to the section's item count. */
  tiles: TileData[];
}

function CategoriesListing({ view, index }: { view: CategoriesListingView; index: number }) {
  return (
    <TileSection
      index={index}
      variant="categories"
      heading={view.heading}
      description={view.description}
      tiles={view.tiles}
      empty="No categories to show right now."
      href={categoryUrl}
      className="tile-list--categories"
    />
  );
}

const categoriesListing: SectionDefinition<CategoriesListingView> = { Component: CategoriesListing };
export default categoriesListing;
