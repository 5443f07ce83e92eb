import type { SectionDefinition } from "./types";
import { brandUrl } from "~/lib/links";
import { SectionEmpty, SectionHeader, SectionShell, TileList, type TileData } from "./shared";

export interface BrandListingView {
  heading: string;
  description: string;
  perRow: number;
  /** "View all" text (empty for none). */
  buttonText: string;
  brands: TileData[];
}

function BrandListing({
  view: { heading, description, perRow, buttonText, brands },
  index,
}: {
  view: BrandListingView;
  index: number;
}) {
  return (
    <SectionShell index={index} variant="brands" labelled>
      <SectionHeader index={index} heading={heading} description={description} />
      {brands.length > 0 ? (
        <TileList
          items={brands}
          href={brandUrl}
          className="tile-list--logos"
          perRow={perRow}
          imageWidth={200}
          imageHeight={200}
        />
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

const brandListing: SectionDefinition<BrandListingView> = { Component: BrandListing };
export default brandListing;
