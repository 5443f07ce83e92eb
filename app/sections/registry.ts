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
import featuredProducts from "./featured-products";
import featureBlog from "./feature-blog";
import blogPosts from "./blog-posts";
import faq from "./faq";
import contactDetails from "./contact-details";
import storeLocator from "./store-locator";
import newsletter from "./newsletter";
import richText from "./rich-text";
import { lazySection } from "./lazy";
import type { HeroVideoView } from "./hero-video";
import type { VideoView } from "./video";
import type { ImageGalleryView } from "./image-gallery";
import type { MultiCollectionView } from "./multi-collection-product-list";
import type { TrustMarkerView } from "./trust-marker";
import type { ApplicationBannerView } from "./application-banner";
import type { CountdownBannerView } from "./countdown-banner";

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
  // Their code loads when needed (lazy.tsx): eager for those with JavaScript behaviour on show.
  "hero-video": lazySection<HeroVideoView>("hero-video", () => import("./hero-video"), true),
  video: lazySection<VideoView>("video", () => import("./video")),
  "image-gallery": lazySection<ImageGalleryView>("image-gallery", () => import("./image-gallery")),
  "featured-products": featuredProducts,
  "multi-collection-product-list": lazySection<MultiCollectionView>(
    "multi-collection-product-list",
    () => import("./multi-collection-product-list"),
    true,
  ),
  "trust-marker": lazySection<TrustMarkerView>("trust-marker", () => import("./trust-marker")),
  "application-banner": lazySection<ApplicationBannerView>("application-banner", () => import("./application-banner")),
  "countdown-banner": lazySection<CountdownBannerView>("countdown-banner", () => import("./countdown-banner"), true),
  "feature-blog": featureBlog,
  "blog-posts": blogPosts,
  faq,
  "contact-details": contactDetails,
  "store-locator": storeLocator,
  newsletter,
  "rich-text": richText,
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
  "contact-us": "contact-details",
  "newsletter-signup": "newsletter",
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
