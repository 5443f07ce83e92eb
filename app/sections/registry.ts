/**
 * Section name → definition. The page renderer maps each visible section of a theme page through
 * getSection(); unknown names render nothing.
 */
import type { SectionDefinition } from "./types";
import heroImage from "./hero-image";
import featuredCollection from "./featured-collection";
import imageSlideshow from "./image-slideshow";
import categoriesListing from "./categories-listing";
import brandListing from "./brand-listing";
import mediaWithText from "./media-with-text";
import collectionsListing from "./collections-listing";
import testimonials from "./testimonials";
import rawHtml from "./raw-html";
import extension from "./extension";

// `satisfies` keeps each entry's view type: loaders.server.ts checks its view builders against it.
export const sectionRegistry = {
  "hero-image": heroImage,
  "featured-collection": featuredCollection,
  "image-slideshow": imageSlideshow,
  "categories-listing": categoriesListing,
  "brand-listing": brandListing,
  "media-with-text": mediaWithText,
  "collections-listing": collectionsListing,
  testimonials,
  "raw-html": rawHtml,
  extension,
} satisfies Record<string, SectionDefinition<never>>;

export type SectionName = keyof typeof sectionRegistry;

/** The view a section's component renders (what its server-side view builder must build). */
export type SectionView<K extends SectionName> =
  (typeof sectionRegistry)[K] extends SectionDefinition<infer V> ? V : never;

/** Names other stock themes (Emerge, older docs) use for the same sections. */
const ALIASES: Record<string, SectionName> = {
  "brands-listing": "brand-listing",
  "custom-html": "raw-html",
  customhtml: "raw-html",
};

const isSectionName = (name: string): name is SectionName =>
  Object.prototype.hasOwnProperty.call(sectionRegistry, name);

/** The registry key for a section name (exact, then underscore/case-insensitive and known aliases). */
export function sectionKey(name: string | undefined | null): SectionName | undefined {
  if (typeof name !== "string" || !name) return undefined;
  if (isSectionName(name)) return name;
  const normalised = name.trim().toLowerCase().replace(/_/g, "-");
  const key = ALIASES[normalised] ?? normalised;
  return isSectionName(key) ? key : undefined;
}

/**
 * The definition for a section name, or undefined for sections this storefront does not know. Its
 * view arrives as loader data: it was built for the same name by the view builder loaders.server.ts
 * checks against this component, hence the widening to `unknown`.
 */
export function getSection(name: string | undefined | null): SectionDefinition<unknown> | undefined {
  const key = sectionKey(name);
  return key ? (sectionRegistry[key] as SectionDefinition<unknown>) : undefined;
}
