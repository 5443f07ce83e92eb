/**
 * Section name → server-side data loader. Kept apart from the component registry so that loaders
 * (and the API calls they make) stay out of the browser bundle.
 */
import { load as brandListing } from "./brand-listing";
import { load as categoriesListing } from "./categories-listing";
import { load as collectionsListing } from "./collections-listing";
import { load as featuredCollection } from "./featured-collection";
import { sectionKey } from "./registry";
import type { SectionLoader } from "./types";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const sectionLoaders: Record<string, SectionLoader<any>> = {
  "brand-listing": brandListing,
  "categories-listing": categoriesListing,
  "collections-listing": collectionsListing,
  "featured-collection": featuredCollection,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function getSectionLoader(name: string): SectionLoader<any> | undefined {
  const key = sectionKey(name);
  return key ? sectionLoaders[key] : undefined;
}
