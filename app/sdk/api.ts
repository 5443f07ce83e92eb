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
  AutoCompleteResponse,
  BrandDetailResponse,
  BrandListingResponse,
  CategoryListingResponse,
  CategoryMetaResponse,
  Collection,
  CollectionListingResponse,
  CreateTicketRequest,
  CurrenciesResponse,
  DeliveryPromiseResponse,
  DepartmentResponse,
  FileUploadComplete,
  FileUploadResponse,
  FileUploadStart,
  FollowCollectionType,
  FollowIdsResponse,
  FollowPostResponse,
  FormRegisterRequest,
  GetFollowListingResponse,
  HasPasswordSuccess,
  LoginSuccess,
  LogoutSuccess,
  PasswordLoginRequest,
  RegisterFormSuccess,
  SessionListSuccess,
  UserExistsDetails,
  UserObjectSchema,
  GetLocality,
  HomeListingResponse,
  LegalResponse,
  NavigationsResponse,
  PincodeDetails,
  ProductCompareResponse,
  ProductDetail,
  ProductListingResponse,
  ProductSizePriceResponse,
  ProductSizes,
  ProductSizeSellersResponse,
  ProductVariantsResponse,
  SeoResponse,
  SignUrlRequest,
  SignUrlResponse,
  SupportResponse,
  TatRequest,
  TatResponse,
  Theme,
  ThemePage,
  Ticket,
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
    /** Sizes with stock; `storeId` counts only that store's stock. */
    getProductSizesBySlug(args: { slug: string; storeId?: number }): Promise<ProductSizes>;
    /**
     * Price, seller and store of one size. `pincode` (or the config's location pincode, sent as
     * x-location-detail) adds a delivery promise; the official SDK sends only the header.
     */
    getProductPriceBySlug(args: {
      slug: string;
      size: string;
      storeId?: number;
      moq?: number;
      fulfillmentOptionSlug?: string;
      pincode?: string;
    }): Promise<ProductSizePriceResponse>;
    getProductSellersBySlug(args: {
      slug: string;
      size: string;
      strategy?: "optimal" | "low-price" | "fast-delivery";
      fulfillmentOptionSlug?: string;
      pageNo?: number;
      pageSize?: number;
      pincode?: string;
    }): Promise<ProductSizeSellersResponse>;
    getProductVariantsBySlug(args: { slug: string }): Promise<ProductVariantsResponse>;
    /** Two to four slugs; fewer is a 400 ('No Product Slugs present' for none). */
    getProductComparisonBySlugs(args: { slug: string[] }): Promise<ProductCompareResponse>;
    /** Search suggestions: up to 5 products, then brands, categories and collections. */
    getSearchResults(args: { q: string }): Promise<AutoCompleteResponse>;
    /** Cursor-paged listing of the whole catalogue (20 a page by default). */
    getHomeProducts(args?: { sortOn?: string; pageId?: string; pageSize?: number }): Promise<HomeListingResponse>;
    /** Follows a product, brand or collection by uid (needs the shopper's session cookie); idempotent. */
    followById(args: { collectionType: FollowCollectionType; collectionId: string | number }): Promise<FollowPostResponse>;
    unfollowById(args: { collectionType: FollowCollectionType; collectionId: string | number }): Promise<FollowPostResponse>;
    /** The uids the shopper follows, by type (all types when collectionType is left out). */
    getFollowIds(args?: { collectionType?: FollowCollectionType }): Promise<FollowIdsResponse>;
    /** Followed items, newest first, cursor-paged (15 a page by default). */
    getFollowedListing(args: { collectionType: FollowCollectionType; pageId?: string; pageSize?: number }): Promise<GetFollowListingResponse>;
  };
  logistic: {
    /** Pincode lookup: `{localityType: "pincode", localityValue: "400001"}` → city, state, country. */
    getLocality(args: {
      localityType: string;
      localityValue: string;
      country?: string;
      state?: string;
      city?: string;
      sector?: string;
    }): Promise<GetLocality>;
    /** The older pincode lookup (PincodeDetails: data[].parents). */
    getPincodeCity(args: { pincode: string }): Promise<PincodeDetails>;
    /** The TAT product call (spec §3): delivery promise per article from from_pincode to to_pincode. */
    getTatProduct(args: { body: TatRequest }): Promise<TatResponse>;
    /** Each store's delivery promise for the location in the config (x-location-detail). */
    getDeliveryPromise(args?: { pageNo?: number; pageSize?: number }): Promise<DeliveryPromiseResponse>;
  };
  fileStorage: {
    /** Declares an upload; the reply's `upload.url` takes the bytes (PUT, Content-Type as declared). */
    startUpload(args: { namespace: string; body: FileUploadStart }): Promise<FileUploadResponse>;
    /** Finishes an upload: `body` is the start reply without `tags`; the reply's `cdn.url` serves the file. */
    completeUpload(args: { namespace: string; body: Omit<FileUploadResponse, "tags"> }): Promise<FileUploadComplete>;
    signUrls(args: { body: SignUrlRequest }): Promise<SignUrlResponse>;
  };
  user: {
    /**
     * Creates the account and signs it in: the response sets the `f.session` cookie (read it with
     * ClientOptions.onResponse). Field errors come back as FDKServerResponseError details.
     */
    registerWithForm(args: { body: FormRegisterRequest; platform?: string }): Promise<RegisterFormSuccess>;
    /** `username` is an e-mail or a phone number; sets the `f.session` cookie. 401 on bad credentials, 429 when rate-limited. */
    loginWithEmailAndPassword(args: { body: PasswordLoginRequest }): Promise<LoginSuccess>;
    /** The user of the config's session cookie; 401 when signed out. */
    getLoggedInUser(): Promise<UserObjectSchema>;
    getListOfActiveSessions(): Promise<SessionListSuccess>;
    /** Ends the session of the config's cookie; the response clears the cookie. */
    logout(): Promise<LogoutSuccess>;
    userExists(args: { q: string }): Promise<UserExistsDetails>;
    hasPassword(): Promise<HasPasswordSuccess>;
  };
  lead: {
    /**
     * Creates a support ticket. `requestHeaders` as in the official SDK; an `idempotency-key`
     * header makes a repeated create answer the first ticket.
     */
    createTicket(args: { body: CreateTicketRequest; requestHeaders?: Record<string, string> }): Promise<Ticket>;
    getTicket(args: { id: string }): Promise<Ticket>;
  };
}
