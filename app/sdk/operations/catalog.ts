/**
 * Catalog operations (CatalogApplicationClient): listings, brands, categories, departments and
 * collections; a product's sizes, prices, sellers, variants; comparison, search; follows.
 */
import type { ModuleOperations } from "./table";

const PRODUCT_LISTING_QUERY = ["q", "f", "filters", "sort_on", "page_id", "page_size", "page_no", "page_type"] as const;

/** Listings, brands, categories, departments, collections. */
export const catalogOperations = {
  getProducts: { method: "GET", path: "/service/application/catalog/v1.0/products/", query: PRODUCT_LISTING_QUERY },
  getProductDetailBySlug: { method: "GET", path: "/service/application/catalog/v1.0/products/{slug}/" },
  getCollections: {
    method: "GET",
    path: "/service/application/catalog/v1.0/collections/",
    query: ["page_no", "page_size", "tag", "q"],
  },
  getCollectionDetailBySlug: { method: "GET", path: "/service/application/catalog/v1.0/collections/{slug}/" },
  getCollectionItemsBySlug: {
    method: "GET",
    path: "/service/application/catalog/v1.0/collections/{slug}/items/",
    query: PRODUCT_LISTING_QUERY,
  },
  getBrands: {
    method: "GET",
    path: "/service/application/catalog/v1.0/brands/",
    query: ["department", "page_no", "page_size"],
  },
  getBrandDetailBySlug: { method: "GET", path: "/service/application/catalog/v1.0/brands/{slug}/" },
  getCategories: { method: "GET", path: "/service/application/catalog/v1.0/categories/", query: ["department"] },
  getCategoryDetailBySlug: { method: "GET", path: "/service/application/catalog/v1.0/categories/{slug}/" },
  getDepartments: { method: "GET", path: "/service/application/catalog/v1.0/departments/" },
} as const satisfies ModuleOperations<"catalog">;

/**
 * A product's sizes, prices, sellers and variants, comparison, search and the home listing.
 * `pincode` on the price and sellers calls is our addition (the service also reads the
 * x-location-detail header, which is all the official SDK sends).
 */
export const catalogDiscoveryOperations = {
  getProductSizesBySlug: {
    method: "GET",
    path: "/service/application/catalog/v1.0/products/{slug}/sizes/",
    query: ["store_id"],
  },
  getProductPriceBySlug: {
    method: "GET",
    path: "/service/application/catalog/v4.0/products/{slug}/sizes/{size}/price/",
    query: ["store_id", "moq", "fulfillment_option_slug", "pincode"],
  },
  getProductSellersBySlug: {
    method: "GET",
    path: "/service/application/catalog/v4.0/products/{slug}/sizes/{size}/sellers/",
    query: ["strategy", "fulfillment_option_slug", "page_no", "page_size", "pincode"],
  },
  getProductVariantsBySlug: { method: "GET", path: "/service/application/catalog/v1.0/products/{slug}/variants/" },
  getProductComparisonBySlugs: {
    method: "GET",
    path: "/service/application/catalog/v1.0/products/compare/",
    query: ["slug"],
  },
  getSearchResults: { method: "GET", path: "/service/application/catalog/v1.0/auto-complete/", query: ["q"] },
  getHomeProducts: {
    method: "GET",
    path: "/service/application/catalog/v1.0/home/listing/",
    query: ["sort_on", "page_id", "page_size"],
  },
} as const satisfies ModuleOperations<"catalog">;

/** Follows (the wishlist): they act on the shopper of the config's `cookie`. */
export const catalogFollowOperations = {
  followById: { method: "POST", path: "/service/application/catalog/v1.0/follow/{collection_type}/{collection_id}/" },
  unfollowById: {
    method: "DELETE",
    path: "/service/application/catalog/v1.0/follow/{collection_type}/{collection_id}/",
  },
  getFollowIds: { method: "GET", path: "/service/application/catalog/v1.0/follow/ids/", query: ["collection_type"] },
  getFollowedListing: {
    method: "GET",
    path: "/service/application/catalog/v1.0/follow/{collection_type}/",
    query: ["page_id", "page_size"],
  },
} as const satisfies ModuleOperations<"catalog">;
