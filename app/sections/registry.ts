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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const sectionRegistry: Record<string, SectionDefinition<any>> = {
  "hero-image": heroImage,
  "featured-collection": featuredCollection,
  "image-slideshow": imageSlideshow,
  "categories-listing": categoriesListing,
  "brand-listing": brandListing,
  "media-with-text": mediaWithText,
  "collections-listing": collectionsListing,
  testimonials,
  "raw-html": rawHtml,
};

/** Names other stock themes (Emerge, older docs) use for the same sections. */
const ALIASES: Record<string, string> = {
  "brands-listing": "brand-listing",
  "custom-html": "raw-html",
  customhtml: "raw-html",
};

/** The registry key for a section name (exact, then underscore/case-insensitive and known aliases). */
export function sectionKey(name: string | undefined | null): string | undefined {
  if (typeof name !== "string" || !name) return undefined;
  if (Object.prototype.hasOwnProperty.call(sectionRegistry, name)) return name;
  const normalised = name.trim().toLowerCase().replace(/_/g, "-");
  const key = ALIASES[normalised] ?? normalised;
  return Object.prototype.hasOwnProperty.call(sectionRegistry, key) ? key : undefined;
}

/** The definition for a section name, or undefined for sections this storefront does not know. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function getSection(name: string | undefined | null): SectionDefinition<any> | undefined {
  const key = sectionKey(name);
  return key ? sectionRegistry[key] : undefined;
}
