import type { SectionDefinition } from "./types";
import { StoreCard } from "~/components/content/StoreCard";
import type { StoreCard as StoreCardData } from "~/lib/store-locator";
import { SectionEmpty, SectionHeader, SectionShell, ViewAllLink } from "./shared";

export interface StoreLocatorView {
  heading: string;
  description: string;
  stores: StoreCardData[];
  /** The store locator page (/locate-us/: search and map). */
  link: { text: string; href: string };
}

/** A few stores (address, phone, opening hours) and a link to the store locator; no map here. */
function StoreLocator({ view, index }: { view: StoreLocatorView; index: number }) {
  return (
    <SectionShell index={index} variant="store-locator" labelled>
      <SectionHeader index={index} heading={view.heading} description={view.description} />
      {view.stores.length > 0 ? (
        <ul className="store-list">
          {view.stores.map((store) => (
            <StoreCard key={store.uid} store={store} level={3} />
          ))}
        </ul>
      ) : (
        <SectionEmpty>No stores to show right now.</SectionEmpty>
      )}
      <ViewAllLink link={view.link} heading={view.heading} />
    </SectionShell>
  );
}

const storeLocator: SectionDefinition<StoreLocatorView> = { Component: StoreLocator };
export default storeLocator;
