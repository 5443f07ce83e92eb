/**
 * The server side of the sections: name → data loader and view builder. Kept apart from the
 * component registry so that loaders (and the API calls they make), the prop readers and the
 * `{type, value}` props stay out of the browser bundle: components receive plain values.
 */
import { load as brandListing, view as brandListingView } from "./brand-listing.server";
import { load as categoriesListing, view as categoriesListingView } from "./categories-listing.server";
import { load as collectionsListing, view as collectionsListingView } from "./collections-listing.server";
import { load as featuredCollection, view as featuredCollectionView } from "./featured-collection.server";
import { view as heroImageView } from "./hero-image.server";
import { view as imageSlideshowView } from "./image-slideshow.server";
import { view as mediaWithTextView } from "./media-with-text.server";
import { view as rawHtmlView } from "./raw-html.server";
import { view as testimonialsView } from "./testimonials.server";
import { sectionKey } from "./registry";
import type { SectionLoader, SectionViewBuilder } from "./types";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const sectionLoaders: Record<string, SectionLoader<any>> = {
  "brand-listing": brandListing,
  "categories-listing": categoriesListing,
  "collections-listing": collectionsListing,
  "featured-collection": featuredCollection,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const sectionViews: Record<string, SectionViewBuilder<any, any>> = {
  "hero-image": heroImageView,
  "featured-collection": featuredCollectionView,
  "image-slideshow": imageSlideshowView,
  "categories-listing": categoriesListingView,
  "brand-listing": brandListingView,
  "media-with-text": mediaWithTextView,
  "collections-listing": collectionsListingView,
  testimonials: testimonialsView,
  "raw-html": rawHtmlView,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function getSectionLoader(name: string): SectionLoader<any> | undefined {
  const key = sectionKey(name);
  return key ? sectionLoaders[key] : undefined;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function getSectionView(name: string): SectionViewBuilder<any, any> | undefined {
  const key = sectionKey(name);
  return key ? sectionViews[key] : undefined;
}
