/**
 * Catalog (catalog/v1.0, v4.0): listings and their facets, brands, categories, departments, collections;
 * a product's sizes, prices, sellers and variants; comparison, search, the home listing; follows.
 */
import type { Action, ImageUrls, Media, Page } from "./common";

export interface Price {
  min: number;
  max: number;
  currency_code: string;
  currency_symbol: string;
}

export interface ProductListingPrice {
  effective: Price;
  marked: Price;
}

export interface ProductBrand {
  uid: number;
  name: string;
  logo?: Media;
  description?: string;
  action?: Action;
}

export interface ProductCategoryRef {
  uid: number;
  name: string;
  slug?: string;
  action?: Action;
}

export interface ProductListingDetail {
  uid: number;
  slug: string;
  name: string;
  item_code: string;
  item_type: string;
  type: "product";
  brand: ProductBrand;
  medias: Media[];
  price: ProductListingPrice;
  discount: string;
  sellable: boolean;
  sizes: string[];
  has_variant: boolean;
  categories: ProductCategoryRef[];
  category_map: { l1: ProductCategoryRef; l2: ProductCategoryRef; l3: ProductCategoryRef };
  attributes: Record<string, string>;
  tags: string[];
  teaser_tag: string | null;
  highlights: string[];
  short_description: string;
  description: string;
  rating: number | null;
  rating_count: number;
  seo: { title: string; description: string };
  action: Action;
  product_online_date: string;
  identifiers: string[];
}

export interface ProductDetail extends Omit<ProductListingDetail, "sizes"> {
  department: { uid: number; name: string; slug: string; logo: Media };
  grouped_attributes: { title: string; details: { key: string; type: string; value: string }[] }[];
  similars: string[];
  tryouts: string[];
}

export interface ProductFilterValue {
  display: string;
  is_selected: boolean;
  value?: string;
  count?: number;
  min?: number;
  max?: number;
  selected_min?: number;
  selected_max?: number;
  display_format?: string;
  query_format?: string;
  currency_code?: string;
  currency_symbol?: string;
}

export interface ProductFilter {
  key: { name: string; display: string; kind: "multivalued" | "range"; logo?: string };
  values: ProductFilterValue[];
}

export interface ProductSortOn {
  display: string;
  name: string;
  value: string;
  is_selected: boolean;
  logo?: string;
}

export interface ProductListingResponse {
  items: ProductListingDetail[];
  filters: ProductFilter[];
  sort_on: ProductSortOn[];
  page: Page;
}

export interface BrandItem {
  uid: number;
  name: string;
  slug: string;
  logo: Media;
  banners: ImageUrls;
  departments: string[];
  discount: string;
  description: string;
  action: Action;
}

export interface BrandListingResponse {
  items: BrandItem[];
  page: Page;
}

export interface BrandDetailResponse {
  uid: number;
  name: string;
  logo: Media;
  banners: ImageUrls;
  description: string;
  _custom_json: Record<string, unknown>;
}

export interface CategoryItem {
  uid: number;
  name: string;
  slug: string;
  banners: ImageUrls;
  action: Action;
  childs: CategoryItem[];
  _custom_json: Record<string, unknown>;
}

export interface CategoryListingResponse {
  departments: { uid: number; slug: string }[];
  data: { department: string; items: CategoryItem[] }[];
}

export interface CategoryMetaResponse {
  uid: number;
  name: string;
  logo: Media;
  banners: ImageUrls;
  _custom_json: Record<string, unknown>;
}

export interface Department {
  uid: number;
  name: string;
  slug: string;
  priority_order: number;
  logo: Media;
}

export interface DepartmentResponse {
  items: Department[];
}

export interface CollectionQuery {
  attribute: string;
  op: string;
  value: (string | number)[];
}

export interface Collection {
  uid: string;
  slug: string;
  name: string;
  description: string;
  type: "query" | "items";
  query: CollectionQuery[];
  banners: ImageUrls;
  logo: Media;
  tags: string[];
  is_active: boolean;
  published: boolean;
  allow_facets: boolean;
  allow_sort: boolean;
  visible_facets_keys: string[];
  sort_on: string;
  badge: { text: string; color: string };
  meta: Record<string, unknown>;
  priority: number;
  action: Action;
  app_id: string;
  _custom_json: Record<string, unknown>;
}

export interface CollectionListingResponse {
  items: Collection[];
  filters: {
    tags: { name: string; display: string; is_selected: boolean }[];
    type: { name: string; display: string; is_selected: boolean }[];
  };
  page: Page;
}

// Sizes, prices, sellers, variants, comparison, search, home listing

export interface ProductSize {
  value: string;
  display: string;
  quantity: number;
  is_available: boolean;
  seller_identifiers: string[];
}

export interface ProductSizes {
  sizes: ProductSize[];
  price: { effective: Price; marked: Price; selling: Price };
  sellable: boolean;
  multi_size: boolean;
  discount: string;
  stores: { count: number };
}

/** Flat prices of one article (price endpoints), unlike the min/max ranges of listings. */
export interface ProductStockPrice {
  effective: number;
  marked: number;
  selling: number;
  currency_code: string;
  currency_symbol: string;
}

export interface ProductSizePriceResponse {
  price: ProductStockPrice;
  price_per_piece: ProductStockPrice;
  quantity: number;
  article_id: string;
  item_type: string;
  discount: string;
  seller: { uid: number; name: string; count: number };
  store: {
    uid: number;
    name: string;
    count: number;
    code?: string;
    city?: string;
    state?: string;
    pincode?: string;
    address?: string;
    long_lat?: [number, number];
  };
  /** The delivery pincode the promise is for (absent when none was given). */
  pincode?: number;
  long_lat: number[];
  is_cod: boolean;
  is_gift: boolean;
  is_serviceable: boolean;
  /** ISO timestamps; present when a serviceable pincode was given. */
  delivery_promise?: { min: string; max: string };
  strategy_wise_listing: { distance: number; quantity: number; tat: number; pincode: number }[];
  return_config: { returnable: boolean; time: number; unit: string };
  article_assignment: { level: string; strategy: string };
  seller_count: number;
  grouped_attributes: { title: string; details: { key: string; type: string; value: string }[] }[];
}

export interface ProductSizeSellersResponse {
  items: ProductSizePriceResponse[];
  page: Page;
  sort_on: { name: string; value: string; is_selected: boolean }[];
}

export interface ProductVariantItem {
  uid: number;
  slug: string;
  name: string;
  value: string;
  color: string;
  color_name: string;
  medias: Media[];
  is_available: boolean;
  action: Action;
  _custom_json: Record<string, unknown>;
}

export interface ProductVariant {
  header: string;
  key: string;
  display_type: "color" | "text" | "image";
  group_id: string;
  total: number;
  items: ProductVariantItem[];
}

export interface ProductVariantsResponse {
  variants: ProductVariant[];
}

export interface AttributeMetadata {
  title: string;
  details: { key: string; display: string; description?: string; logo?: string }[];
}

export interface ProductCompareResponse {
  title: string;
  subtitle: string;
  items: ProductDetail[];
  attributes_metadata: AttributeMetadata[];
}

export interface AutocompleteItem {
  display: string;
  type: "product" | "brand" | "category" | "collection" | (string & {});
  logo: Media;
  action: Action;
  /** Products: {slug, uid, subtitle (brand name), brand, price (effective/marked ranges), image}. */
  _custom_json: Record<string, unknown>;
}

export interface AutoCompleteResponse {
  items: AutocompleteItem[];
}

export interface HomeListingResponse {
  items: ProductListingDetail[];
  page: Page;
  message: string;
}

// Follows (catalog/v1.0/follow)

export type FollowCollectionType = "products" | "brands" | "collections";

export interface FollowPostResponse {
  message: string;
  id: string;
}

export interface FollowIdsResponse {
  data: { products: number[]; brands: number[]; collections: number[] };
}

export interface FollowedBrand {
  uid: number;
  name: string;
  slug: string;
  logo: Media;
  action: Action;
}

export interface FollowedCollection {
  uid: number;
  name: string;
  slug: string;
  logo: Media;
  action: Action;
}

export interface GetFollowListingResponse {
  items: ProductListingDetail[] | FollowedBrand[] | FollowedCollection[];
  page: Page;
}
