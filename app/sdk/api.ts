/**
 * The typed surface of the storefront SDK: one method per API operation, named as in the official
 * SDK (fdk-client-javascript ApplicationClient), arguments in camelCase, responses in the API's
 * snake_case shapes. Route loaders and section loaders depend on this interface only.
 */
import type {
  AllPagesResponse,
  AppCurrencyResponse,
  AppFeatureResponse,
  Application,
  ApplicationDetail,
  ApplicationInformation,
  BrandDetailResponse,
  BrandListingResponse,
  CategoryListingResponse,
  CategoryMetaResponse,
  Collection,
  CollectionListingResponse,
  CurrenciesResponse,
  DepartmentResponse,
  LegalResponse,
  NavigationsResponse,
  ProductDetail,
  ProductListingResponse,
  SeoResponse,
  SupportResponse,
  Theme,
  ThemePage,
} from "../../service/contract/types";

export type * from "../../service/contract/types";

export interface ProductListingQuery {
  q?: string;
  f?: string;
  filters?: boolean;
  sortOn?: string;
  pageId?: string;
  pageSize?: number;
  pageNo?: number;
  pageType?: "cursor" | "number";
}

export interface StorefrontApi {
  configuration: {
    getApplication(): Promise<Application>;
    getBasicDetails(): Promise<ApplicationDetail>;
    getContactInfo(): Promise<ApplicationInformation>;
    getCurrencies(): Promise<CurrenciesResponse>;
    getAppCurrencies(): Promise<AppCurrencyResponse>;
    getFeatures(): Promise<AppFeatureResponse>;
  };
  content: {
    getNavigations(args?: { pageNo?: number; pageSize?: number }): Promise<NavigationsResponse>;
    getSEOConfiguration(): Promise<SeoResponse>;
    getSupportInformation(): Promise<SupportResponse>;
    getLegalInformation(): Promise<LegalResponse>;
  };
  theme: {
    getAppliedTheme(): Promise<Theme>;
    getThemeForPreview(args: { themeId: string }): Promise<Theme>;
    getAllPages(args: { themeId: string }): Promise<AllPagesResponse>;
    getPage(args: { themeId: string; pageValue: string }): Promise<ThemePage>;
  };
  catalog: {
    getProducts(args?: ProductListingQuery): Promise<ProductListingResponse>;
    getProductDetailBySlug(args: { slug: string }): Promise<ProductDetail>;
    getCollections(args?: { pageNo?: number; pageSize?: number; tag?: string[]; q?: string }): Promise<CollectionListingResponse>;
    getCollectionDetailBySlug(args: { slug: string }): Promise<Collection>;
    getCollectionItemsBySlug(args: { slug: string } & ProductListingQuery): Promise<ProductListingResponse>;
    getBrands(args?: { department?: string; pageNo?: number; pageSize?: number }): Promise<BrandListingResponse>;
    getBrandDetailBySlug(args: { slug: string }): Promise<BrandDetailResponse>;
    getCategories(args?: { department?: string }): Promise<CategoryListingResponse>;
    getCategoryDetailBySlug(args: { slug: string }): Promise<CategoryMetaResponse>;
    getDepartments(): Promise<DepartmentResponse>;
  };
}
