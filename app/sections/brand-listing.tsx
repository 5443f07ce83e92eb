import type { SectionDefinition } from "./types";
import { brandUrl } from "~/lib/links";
import { TileSection, type TileData } from "./shared";

export interface BrandListingView {
  heading: string;
  description: string;
  perRow: number;
  /** "View all" text (empty for none). */
  buttonText: string;
  brands: TileData[];
}

function BrandListing({ view, index }: { view: BrandListingView; index: number }) {
  return (
    <TileSection
      index={index}
      variant="brands"
      heading={view.heading}
      description={view.description}
      tiles={view.brands}
      empty="No brands to show right now."
      href={brandUrl}
      className="tile-list--logos"
      perRow={view.perRow}
      imageWidth={200}
      imageHeight={200}
    >
      {view.buttonText ? (
        <p className="theme-section__actions">
          <a className="theme-section__button" href="/brands/">
            {view.buttonText}
          </a>
        </p>
      ) : null}
    </TileSection>
  );
}

const brandListing: SectionDefinition<BrandListingView> = { Component: BrandListing };
export default brandListing;
