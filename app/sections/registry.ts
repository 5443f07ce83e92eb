/**
 * Section name → definition. The page renderer maps each visible section of a theme page through
 * getSection(); unknown names render nothing.
 */
import type { SectionDefinition } from "./types";
import type { HeroImageView } from "./hero-image";
import type { FeaturedCollectionView } from "./featured-collection";
import type { ImageSlideshowView } from "./image-slideshow";
import type { CategoriesListingView } from "./categories-listing";
import type { BrandListingView } from "./brand-listing";
import type { MediaWithTextView } from "./media-with-text";
import type { CollectionsListingView } from "./collections-listing";
import type { TestimonialsView } from "./testimonials";
import type { RawHtmlView } from "./raw-html";
import type { FeaturedProductsView } from "./featured-products";
import type { FeatureBlogView } from "./feature-blog";
import type { BlogPostsView } from "./blog-posts";
import type { FaqView } from "./faq";
import type { ContactDetailsView } from "./contact-details";
import type { StoreLocatorView } from "./store-locator";
import type { NewsletterView } from "./newsletter";
import type { RichTextView } from "./rich-text";
import { lazySection } from "./lazy";
import type { HeroVideoView } from "./hero-video";
import type { VideoView } from "./video";
import type { ImageGalleryView } from "./image-gallery";
import type { MultiCollectionView } from "./multi-collection-product-list";
import type { TrustMarkerView } from "./trust-marker";
import type { ApplicationBannerView } from "./application-banner";
import type { CountdownBannerView } from "./countdown-banner";
import extension from "./extension";

// `satisfies` keeps each entry's view type: loaders.server.ts checks its view builders against it.
export const sectionRegistry = {
  // Links and images only: their server HTML works as it is, their code loads when needed (lazy.tsx).
  "hero-image": lazySection<HeroImageView>("hero-image", () => import("./hero-image")),
  "featured-collection": lazySection<FeaturedCollectionView>(
    "featured-collection",
    () => import("./featured-collection"),
  ),
  "image-slideshow": lazySection<ImageSlideshowView>("image-slideshow", () => import("./image-slideshow")),
  "categories-listing": lazySection<CategoriesListingView>("categories-listing", () => import("./categories-listing")),
  "brand-listing": lazySection<BrandListingView>("brand-listing", () => import("./brand-listing")),
  "media-with-text": lazySection<MediaWithTextView>("media-with-text", () => import("./media-with-text")),
  "collections-listing": lazySection<CollectionsListingView>(
    "collections-listing",
    () => import("./collections-listing"),
  ),
  testimonials: lazySection<TestimonialsView>("testimonials", () => import("./testimonials")),
  "raw-html": lazySection<RawHtmlView>("raw-html", () => import("./raw-html")),
  // Their code loads when needed (lazy.tsx): eager for those with JavaScript behaviour on show.
  "hero-video": lazySection<HeroVideoView>("hero-video", () => import("./hero-video"), true),
  video: lazySection<VideoView>("video", () => import("./video")),
  "image-gallery": lazySection<ImageGalleryView>("image-gallery", () => import("./image-gallery")),
  "featured-products": lazySection<FeaturedProductsView>("featured-products", () => import("./featured-products")),
  "multi-collection-product-list": lazySection<MultiCollectionView>(
    "multi-collection-product-list",
    () => import("./multi-collection-product-list"),
    true,
  ),
  "trust-marker": lazySection<TrustMarkerView>("trust-marker", () => import("./trust-marker")),
  "application-banner": lazySection<ApplicationBannerView>("application-banner", () => import("./application-banner")),
  "countdown-banner": lazySection<CountdownBannerView>("countdown-banner", () => import("./countdown-banner"), true),
  "feature-blog": lazySection<FeatureBlogView>("feature-blog", () => import("./feature-blog")),
  "blog-posts": lazySection<BlogPostsView>("blog-posts", () => import("./blog-posts")),
  faq: lazySection<FaqView>("faq", () => import("./faq")),
  "contact-details": lazySection<ContactDetailsView>("contact-details", () => import("./contact-details")),
  "store-locator": lazySection<StoreLocatorView>("store-locator", () => import("./store-locator")),
  newsletter: lazySection<NewsletterView>("newsletter", () => import("./newsletter")),
  "rich-text": lazySection<RichTextView>("rich-text", () => import("./rich-text")),
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
