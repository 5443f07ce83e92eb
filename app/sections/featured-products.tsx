import type { SectionDefinition } from "./types";
import featuredCollection, { type FeaturedCollectionView } from "./featured-collection";

/** Hand-picked products: the featured collection's component (header, product cards, optional link). */
export type FeaturedProductsView = FeaturedCollectionView;

const featuredProducts: SectionDefinition<FeaturedProductsView> = { Component: featuredCollection.Component };
export default featuredProducts;
