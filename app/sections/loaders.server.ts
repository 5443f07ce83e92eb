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
import * as heroVideo from "./hero-video.server";
import * as video from "./video.server";
import * as imageGallery from "./image-gallery.server";
import * as featuredProducts from "./featured-products.server";
import * as multiCollectionProductList from "./multi-collection-product-list.server";
import * as trustMarker from "./trust-marker.server";
import * as applicationBanner from "./application-banner.server";
import * as countdownBanner from "./countdown-banner.server";
import * as featureBlog from "./feature-blog.server";
import * as blogPosts from "./blog-posts.server";
import * as faq from "./faq.server";
import * as contactDetails from "./contact-details.server";
import * as storeLocator from "./store-locator.server";
import * as newsletter from "./newsletter.server";
import * as richText from "./rich-text.server";
import * as extension from "./extension.server";
import { sectionKey, type SectionName, type SectionView } from "./registry";
import { provideServerSections } from "./lazy";
import heroImageSection from "./hero-image";
import imageSlideshowSection from "./image-slideshow";
import rawHtmlSection from "./raw-html";
import featuredCollectionSection from "./featured-collection";
import featuredProductsSection from "./featured-products";
import heroVideoSection from "./hero-video";
import videoSection from "./video";
import imageGallerySection from "./image-gallery";
import multiCollectionSection from "./multi-collection-product-list";
import trustMarkerSection from "./trust-marker";
import applicationBannerSection from "./application-banner";
import countdownBannerSection from "./countdown-banner";
import testimonialsSection from "./testimonials";
import mediaWithTextSection from "./media-with-text";
import brandListingSection from "./brand-listing";
import categoriesListingSection from "./categories-listing";
import collectionsListingSection from "./collections-listing";
import featureBlogSection from "./feature-blog";
import blogPostsSection from "./blog-posts";
import faqSection from "./faq";
import contactDetailsSection from "./contact-details";
import storeLocatorSection from "./store-locator";
import newsletterSection from "./newsletter";
import richTextSection from "./rich-text";
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
  "hero-video": defineSection(heroVideo.view),
  video: defineSection(video.view),
  "image-gallery": defineSection(imageGallery.view),
  "featured-products": defineSection(featuredProducts.view, featuredProducts.load),
  "multi-collection-product-list": defineSection(multiCollectionProductList.view, multiCollectionProductList.load),
  "trust-marker": defineSection(trustMarker.view),
  "application-banner": defineSection(applicationBanner.view),
  "countdown-banner": defineSection(countdownBanner.view),
  "feature-blog": defineSection(featureBlog.view, featureBlog.load),
  "blog-posts": defineSection(blogPosts.view, blogPosts.load),
  faq: defineSection(faq.view, faq.load),
  "contact-details": defineSection(contactDetails.view, contactDetails.load),
  "store-locator": defineSection(storeLocator.view, storeLocator.load),
  newsletter: defineSection(newsletter.view),
  "rich-text": defineSection(richText.view),
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

// The components of the sections registry.ts loads lazily (lazy.tsx), for the server's render.
provideServerSections({
  "hero-image": heroImageSection,
  "image-slideshow": imageSlideshowSection,
  "raw-html": rawHtmlSection,
  "featured-collection": featuredCollectionSection,
  "featured-products": featuredProductsSection,
  "hero-video": heroVideoSection,
  video: videoSection,
  "image-gallery": imageGallerySection,
  "multi-collection-product-list": multiCollectionSection,
  "trust-marker": trustMarkerSection,
  "application-banner": applicationBannerSection,
  "countdown-banner": countdownBannerSection,
  testimonials: testimonialsSection,
  "media-with-text": mediaWithTextSection,
  "brand-listing": brandListingSection,
  "categories-listing": categoriesListingSection,
  "collections-listing": collectionsListingSection,
  "feature-blog": featureBlogSection,
  "blog-posts": blogPostsSection,
  faq: faqSection,
  "contact-details": contactDetailsSection,
  "store-locator": storeLocatorSection,
  newsletter: newsletterSection,
  "rich-text": richTextSection,
});
