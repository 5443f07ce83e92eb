/**
 * The server side of the sections: name → data loader and view builder, from each section's
 * `<name>.server.ts`. Kept apart from the component registry so that loaders (and the API calls they
 * make), the prop readers and the `{type, value}` props stay out of the browser bundle: components
 * receive plain values.
 */
import * as brandListing from "./brand-listing.server";
import * as categoriesListing from "./categories-listing.server";
import * as collectionsListing from "./collections-listing.server";
import * as featuredCollection from "./featured-collection.server";
import * as heroImage from "./hero-image.server";
import * as imageSlideshow from "./image-slideshow.server";
import * as mediaWithText from "./media-with-text.server";
import * as rawHtml from "./raw-html.server";
import * as testimonials from "./testimonials.server";
import * as extension from "./extension.server";
import { sectionKey, type SectionName, type SectionView } from "./registry";
import type { SectionLoader, SectionViewBuilder } from "./types";

/** A section's server side once its types are checked: the data its view builder gets is its loader's. */
interface SectionEntry<V> {
  load?: SectionLoader<unknown>;
  view: SectionViewBuilder<V, unknown>;
}

/** Checks that `load` returns what `view` reads, then erases the data type. */
function defineSection<V, D = undefined>(view: SectionViewBuilder<V, D>, load?: SectionLoader<D>): SectionEntry<V> {
  // Safe: loadSections hands `view` what this entry's `load` returned (through the JSON cache), or undefined.
  return { load, view: (section, data) => view(section, data as D | undefined) };
}

// Each entry's view must be what the component of the same name renders (SectionView).
const sectionEntries: { [K in SectionName]: SectionEntry<SectionView<K>> } = {
  "hero-image": defineSection(heroImage.view),
  "featured-collection": defineSection(featuredCollection.view, featuredCollection.load),
  "image-slideshow": defineSection(imageSlideshow.view),
  "categories-listing": defineSection(categoriesListing.view, categoriesListing.load),
  "brand-listing": defineSection(brandListing.view, brandListing.load),
  "media-with-text": defineSection(mediaWithText.view),
  "collections-listing": defineSection(collectionsListing.view, collectionsListing.load),
  testimonials: defineSection(testimonials.view),
  "raw-html": defineSection(rawHtml.view),
  extension: defineSection(extension.view),
};

export function getSectionLoader(name: string): SectionLoader<unknown> | undefined {
  const key = sectionKey(name);
  return key ? sectionEntries[key].load : undefined;
}

export function getSectionView(name: string): SectionViewBuilder<unknown, unknown> | undefined {
  const key = sectionKey(name);
  return key ? sectionEntries[key].view : undefined;
}
