/**
 * Response shapes of the storefront ("application") API, as the Fynd SDK models name them
 * (see shared/reference/fynd-sdk-extracts/models_v1414.txt). The service builds these; the storefront
 * SDK (app/sdk) returns them. Only the fields this project serves are listed; all are snake_case.
 */

// ---------------------------------------------------------------------------------------------
// Common

export interface Media {
  url: string;
  type: "image" | "video";
  alt?: string;
  meta?: { source?: string };
}

export interface ImageUrls {
  portrait: Media;
  landscape: Media;
}

/** A link: `{type: "page", page: {type: <PageType>, params?, query?, url?}}`. */
export interface Action {
  type: "page" | "popup" | string;
  page?: {
    type: string;
    params?: Record<string, string[]>;
    query?: Record<string, string[]>;
    url?: string;
  };
  popup?: Record<string, unknown>;
}

export interface Page {
  type: "cursor" | "number";
  current?: number;
  next_id?: string;
  has_previous?: boolean;
  has_next?: boolean;
  item_total?: number;
  size?: number;
  total?: number;
}

export interface ErrorBody {
  success: false;
  message: string;
  request_id?: string;
  /** Field-error map on validation failures: `{field: ["message"]}`. */
  errors?: Record<string, string[]>;
  /** A machine-readable reason when the message alone is not enough, e.g. "ACCOUNT_LOCKED". */
  code?: string;
}

// ---------------------------------------------------------------------------------------------
// Configuration

export interface SecureUrl {
  secure_url: string;
}

export interface Domain {
  name: string;
  verified: boolean;
  is_primary: boolean;
  is_shortlink: boolean;
  is_predefined: boolean;
}

export interface Application {
  _id: string;
  name: string;
  description: string;
  company_id: number;
  channel_type: string;
  is_active: boolean;
  slug: string;
  token: string;
  domain: Domain;
  domains: Domain[];
  logo: SecureUrl;
  mobile_logo: SecureUrl;
  favicon: SecureUrl;
  banner: SecureUrl;
  website: { enabled: boolean; basepath: string };
  cors: { domains: string[] };
  auth: { enabled: boolean };
  meta: { name: string; value: string }[];
  redirections: unknown[];
  mode: string;
  status: string;
  cache_ttl: number;
  created_at: string;
  updated_at: string;
}

export interface ApplicationDetail {
  _id: string;
  name: string;
  description: string;
  logo: SecureUrl;
  mobile_logo: SecureUrl;
  favicon: SecureUrl;
  banner: SecureUrl;
  domain: Domain;
  domains: Domain[];
  slug: string;
  company_id: number;
}

export interface SocialLink {
  title: string;
  icon: string;
  link: string;
}

export interface ApplicationInformation {
  _id: string;
  application: string;
  address: {
    address_line: string[];
    phone: { code: string; number: string }[];
    city: string;
    country: string;
    pincode: number;
    loc: string | null;
  };
  support: {
    phone: { code: string; number: string; key: string }[];
    email: { value: string; key: string }[];
    timing: string;
  };
  social_links: Partial<
    Record<
      | "facebook"
      | "instagram"
      | "twitter"
      | "pinterest"
      | "google_plus"
      | "youtube"
      | "linked_in"
      | "vimeo"
      | "blog_link",
      SocialLink
    >
  >;
  links: { title: string; link: string }[];
  copyright_text: string;
  business_highlights: { _id?: string; title: string; sub_title: string; icon: string }[];
  created_at: string;
  updated_at: string;
}

export interface Currency {
  _id: string;
  name: string;
  code: string;
  symbol: string;
  decimal_digits: number;
  is_active: boolean;
  country_name: string;
  country_code: string;
}

export interface CurrenciesResponse {
  items: Currency[];
}

export interface AppCurrencyResponse {
  application: string;
  default_currency: { ref: string; code: string };
  supported_currency: Currency[];
}

export interface AppFeatureResponse {
  feature: {
    product_detail: {
      similar: string[];
      seller_selection: boolean;
      update_product_meta: boolean;
      request_product: boolean;
    };
    landing_page: {
      launch_page: Record<string, unknown>;
      continue_as_guest: boolean;
      login_btn_text: string;
      show_domain_textbox: boolean;
      show_register_btn: boolean;
    };
    registration_page: { ask_store_address: boolean };
    home_page: { order_processing: boolean };
    common: {
      communication_optin_dialog: { visibility: boolean };
      deployment_store_selection: { enabled: boolean; type: string };
      listing_price: { value: string; sort: string };
      currency: { value: string[]; type: string; default_currency: string };
      revenue_engine: { enabled: boolean };
      feedback: { enabled: boolean };
      compare_products: { enabled: boolean };
      reward_points: {
        credit: { enabled: boolean };
        debit: { enabled: boolean; auto_apply: boolean; strategy_channel: string };
      };
      listing_page: { sort_on: string };
      international_shipping: { enabled: boolean };
    };
    cart: {
      gst_input: boolean;
      staff_selection: boolean;
      placing_for_customer: boolean;
      google_map: boolean;
      revenue_engine_coupon: boolean;
    };
    qr: { application: boolean; products: boolean; collections: boolean };
    pcr: { staff_selection: boolean };
    order: { buy_again: boolean };
  };
}

// ---------------------------------------------------------------------------------------------
// Content

export interface NavigationReference {
  display: string;
  image: string;
  type: string;
  action: Action;
  active: boolean;
  sort_order: number;
  tags: string[];
  acl: string[];
  _locale_language?: Record<string, { display: string }>;
  sub_navigation: NavigationReference[];
}

export interface Navigation {
  _id: string;
  name: string;
  slug: string;
  platform: string[];
  position: string;
  orientation: { portrait: string[]; landscape: string[] };
  navigation: NavigationReference[];
}

export interface NavigationsResponse {
  items: Navigation[];
  page: Page;
}

export interface SeoResponse {
  seo: {
    details: { title: string; description: string; image_url: string };
    robots_txt: string;
    sitemap_enabled: boolean;
    cannonical_enabled: boolean;
    custom_meta_tags: { name: string; content: string }[];
    additonal_sitemap: string;
  };
}

export interface SupportResponse {
  _id: string;
  application: string;
  contact: {
    phone: { active: boolean; phone: { key: string; code: string; number: string }[] };
    email: { active: boolean; email: { key: string; value: string }[] };
  };
  created: boolean;
}

export interface LegalResponse {
  _id: string;
  application: string;
  tnc: string;
  policy: string;
  shipping: string;
  returns: string;
  faq: { question: string; answer: string }[];
  created_at: string;
  updated_at: string;
}

// ---------------------------------------------------------------------------------------------
// Theme

export interface SectionProp {
  type: string;
  value?: unknown;
}

export interface SectionBlock {
  type: string;
  name: string;
  props: Record<string, SectionProp>;
}

export interface SectionPredicate {
  screen?: { mobile?: boolean; tablet?: boolean; desktop?: boolean };
  user?: { authenticated?: boolean; anonymous?: boolean };
  route?: { selected?: "none" | "exact" | "query"; exact_url?: string; query?: Record<string, string> };
}

export interface ThemeSection {
  name: string;
  label: string;
  props: Record<string, SectionProp>;
  blocks: SectionBlock[];
  preset?: { blocks?: SectionBlock[] };
  predicate?: SectionPredicate;
  __source?: { id: string; bundle_name: string; type: "themeBundle" | "extension" };
  assets?: { js?: string; css?: string };
}

export interface ThemePage {
  _id: string;
  value: string;
  text: string;
  path: string;
  type: "system" | "custom" | "sections";
  theme: string;
  props: unknown[];
  seo: { title?: string; description?: string; canonical_url?: string };
  sections: ThemeSection[];
  sections_meta: unknown[];
  created_at: string;
  updated_at: string;
}

export interface ThemeColors {
  primary_color: string;
  secondary_color: string;
  accent_color: string;
  link_color: string;
  button_secondary_color: string;
  bg_color: string;
}

export interface ThemeConfigEntry {
  name: string;
  global_config: {
    static: { props: { colors: ThemeColors; auth: { show_header_auth: boolean; show_footer_auth: boolean } } };
    custom: { props: Record<string, unknown> };
  };
  page: { page: string; settings: { props: Record<string, unknown> } }[];
}

export interface Theme {
  _id: string;
  name: string;
  version: string;
  applied: boolean;
  is_private: boolean;
  application_id: string;
  company_id: number;
  theme_type: string;
  tags: string[];
  styles: Record<string, unknown>;
  font: { family: string; variants: Record<string, { name: string; file: string }> };
  config: {
    current: string;
    list: ThemeConfigEntry[];
    global_schema: { props: { type: string; id: string; label: string; category?: string; info?: string }[] };
    preset: { pages: { value: string; sections: ThemeSection[] }[] };
  };
  assets: { umd_js: { links: string[] }; common_js: { link: string }; css: { links: string[] } };
  available_sections: { name: string; label: string; props: unknown[]; blocks: unknown[] }[];
  meta: {
    name: string;
    slug: string;
    description: string;
    industry: string[];
    images: { desktop: string; mobile: string };
    release: { version: string; notes: string };
    payment: { is_paid: boolean; amount: number };
  };
  src: string;
  created_at: string;
  updated_at: string;
}

export interface AllPagesResponse {
  pages: ThemePage[];
}

// ---------------------------------------------------------------------------------------------
// Catalog

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

// ---------------------------------------------------------------------------------------------
// Catalog: sizes, prices, sellers, variants, comparison, search, home listing

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
  type: "product" | "brand" | "category" | "collection" | string;
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

// ---------------------------------------------------------------------------------------------
// Logistics

export interface LocalityParent {
  id: string;
  name: string;
  display_name: string;
  type: "city" | "state" | "country" | string;
  code?: string;
  parent_ids: string[];
  /** States carry their code here too (`meta.state_code`), as the storefront reads it. */
  meta?: { state_code?: string };
}

export interface GetLocality {
  id: string;
  name: string;
  display_name: string;
  type: "pincode" | string;
  code?: string;
  parent_ids: string[];
  localities: LocalityParent[];
}

export interface PincodeDetails {
  success: boolean;
  data: {
    uid: string;
    name: string;
    display_name: string;
    sub_type: "pincode";
    meta: { zone: string; internal_zone_id: number };
    meta_code: { country_code: string; isd_code: string };
    parents: { sub_type: string; name: string; display_name: string; uid: string }[];
    lat_long: { type: "Point"; coordinates: string[] };
    error: { type: string | null; value: string | null; message: string | null };
  }[];
  error: { type: string | null; value: string | null; message: string | null };
}

export interface TatArticleRequest {
  category?: { level?: string; id?: number };
  manufacturing_time?: number;
  manufacturing_time_unit?: string;
  available_quantity?: number;
}

/** The TAT ("turn-around time") product call: when would these articles reach to_pincode. */
export interface TatRequest {
  to_pincode?: string;
  source?: string;
  action?: string;
  identifier?: string;
  journey?: string;
  location_details?: { fulfillment_id?: number; from_pincode?: string; articles?: TatArticleRequest[] }[];
}

export interface TatError {
  type: string | null;
  value: string | null;
  message: string | null;
}

export interface TatArticleResult extends TatArticleRequest {
  is_cod_available: boolean;
  promise?: { timestamp: { min: number; max: number }; formatted: { min: string; max: string } };
  error: TatError;
  _manufacturing_time_seconds: number;
}

export interface TatResponse {
  success: boolean;
  to_pincode: string;
  to_city: string;
  source: string;
  action: string;
  identifier: string;
  journey: string;
  payment_mode: string;
  is_cod_available: boolean;
  request_uuid: string;
  stormbreaker_uuid: string;
  error: TatError;
  location_details: { fulfillment_id?: number; from_pincode: string; articles: TatArticleResult[] }[];
}

/** getDeliveryPromise: the promise of each store for the shopper's location (x-location-detail). */
export interface DeliveryPromiseResponse {
  items: { uid: number; code: string; name: string; delivery_promise: { min: string; max: string } }[];
  delivery_promise: { min: string; max: string };
  page: Page;
}

// ---------------------------------------------------------------------------------------------
// File storage (assets): upload/start → PUT the bytes to upload.url → upload/complete; sign-urls

/** upload/start body (FileUploadStart). */
export interface FileUploadStart {
  file_name: string;
  content_type: string;
  size: number;
  tags?: string[];
  params?: Record<string, unknown>;
}

export interface FileUpload {
  /** Seconds the upload url stays valid. */
  expiry: number;
  /** Where to PUT the bytes (Content-Type as declared); authorised by its one-time token. */
  url: string;
}

/** upload/start reply (FileUpload); upload/complete takes it back without `tags`. */
export interface FileUploadResponse {
  file_name: string;
  file_path: string;
  content_type: string;
  method?: string;
  namespace: string;
  operation: string;
  size: number;
  upload: FileUpload;
  tags?: string[];
}

export interface FileCdn {
  url: string;
  absolute_url: string;
  relative_url: string;
}

/** upload/complete reply (FileUploadComplete). */
export interface FileUploadComplete {
  _id: string;
  file_name: string;
  file_path: string;
  content_type: string;
  namespace: string;
  operation: string;
  company_id: number;
  size: number;
  upload: FileUpload;
  cdn: FileCdn;
  success: boolean;
  tags?: string[];
  created_on: string;
  modified_on: string;
}

export interface SignUrlRequest {
  /** Seconds (the storefront asks for 300). */
  expiry: number;
  urls: string[];
}

export interface SignUrlResponse {
  urls: { url: string; signed_url: string; expiry: number }[];
}

// ---------------------------------------------------------------------------------------------
// Lead: support tickets

export interface TicketAsset {
  type: "image";
  value: string;
  display?: string;
}

export interface TicketContent {
  title: string;
  description?: string;
  attachments?: TicketAsset[];
}

export interface CreateTicketRequest {
  category: string;
  content: TicketContent;
  _custom_json?: Record<string, unknown>;
}

export interface Ticket {
  _id: string;
  /** Our addition: the short number shoppers quote. */
  number: number;
  context: { application_id: string; company_id: string };
  content: Required<TicketContent>;
  category: { key: string; display: string };
  source: "sales_channel";
  status: { key: string; display: string; color: string };
  priority: { key: "low" | "medium" | "high" | "urgent"; display: string; color: string };
  tags: string[];
  _custom_json: Record<string, unknown>;
  is_feedback_pending: boolean;
  created_at: string;
  updated_at: string;
}

// ---------------------------------------------------------------------------------------------
// User (authentication) and follows

export interface UserEmail {
  email: string;
  primary: boolean;
  verified: boolean;
  active: boolean;
}

export interface UserPhoneNumber {
  phone: string;
  country_code: number;
  primary: boolean;
  verified: boolean;
  active: boolean;
}

export interface UserSchema {
  _id: string;
  user_id: string;
  application_id: string;
  first_name: string;
  last_name: string;
  gender: string;
  dob: string;
  profile_pic_url: string;
  account_type: string;
  emails: UserEmail[];
  phone_numbers: UserPhoneNumber[];
  active: boolean;
  created_at: string;
  updated_at: string;
}

export interface FormRegisterRequest {
  first_name: string;
  last_name?: string;
  gender?: string;
  email?: string;
  password: string;
  /** The official field; `mobile` is accepted as an alias. */
  phone?: { country_code: string; mobile: string };
  mobile?: { country_code: string; mobile: string };
  register_token?: string;
}

export interface RegisterFormSuccess {
  success: boolean;
  request_id: string;
  register_token: string;
  user_exists: boolean;
  verify_email_otp: boolean;
  verify_mobile_otp: boolean;
  email?: string;
  mobile?: string;
  country_code?: string;
  message: string;
  /** Our addition: the account is created and signed in at once. */
  user: UserSchema;
}

export interface PasswordLoginRequest {
  username: string;
  password: string;
}

export interface LoginSuccess {
  user: UserSchema;
  request_id: string;
  register_token: string;
}

export interface UserObjectSchema {
  user: UserSchema;
}

export interface SessionListSuccess {
  sessions: string[];
}

export interface LogoutSuccess {
  logout: boolean;
}

export interface UserExistsDetails {
  user_exists: boolean;
}

export interface HasPasswordSuccess {
  /** 1 when the account has a password, else 0. */
  result: number;
}

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

// ---------------------------------------------------------------------------------------------
// User: one-time codes, password reset, verification, profile (official SDK model names)

/** POST authentication/v1.0/login/otp — start a mobile OTP sign-in. */
export interface SendOtpRequest {
  mobile: string;
  country_code: string;
  encrypt_otp?: boolean;
  android_hash?: string;
  captcha_code?: string;
}

/** Answer of login/otp: `request_id` names the code to verify; `resend_token` allows one resend after `resend_timer` seconds. */
export interface SendOtp extends SendOtpSuccess {
  user_exists: boolean;
  verify_mobile_otp: boolean;
  verify_email_otp: boolean;
  email?: string;
  resend_email_token?: string;
}

/** POST otp/mobile/send and otp/forgot/mobile/send. `action` "resend" needs `token` (the resend_token). */
export interface SendMobileOtpRequest {
  mobile: string;
  country_code: string;
  action?: "send" | "resend";
  token?: string;
  android_hash?: string;
  force?: string;
  encrypt_otp?: boolean;
}

/** Answer of otp/mobile/send and otp/forgot/mobile/send (and the common part of login/otp's answer). */
export interface SendOtpSuccess {
  success: boolean;
  request_id: string;
  message: string;
  mobile: string;
  country_code: string;
  resend_timer: number;
  resend_token: string;
  register_token: string;
}

/** POST otp/mobile/verify. */
export interface VerifyOtpRequest {
  request_id: string;
  otp: string;
  register_token?: string;
}

/**
 * Answer of otp/mobile/verify and otp/email/verify when signing in: the session cookie is set;
 * `user_exists` false means the account was created by this sign-in (the storefront asks for
 * the profile next). When a signed-in shopper verifies an added number or address, `user` is
 * the updated user and `user_exists` is true.
 */
export interface VerifyOtpSuccess {
  user: UserSchema;
  user_exists: boolean;
  register_token: string;
  verify_mobile_link?: boolean;
  verify_email_link?: boolean;
}

/** POST otp/email/send and otp/forgot/email/send. `action` "resend" needs `token` (resend_email_token). */
export interface SendEmailOtpRequest {
  email: string;
  action?: "send" | "resend";
  token?: string;
  register_token?: string;
}

export interface EmailOtpSuccess {
  success: boolean;
  resend_email_token: string;
  /** Our addition: seconds before a resend is accepted. */
  resend_timer: number;
}

/** POST otp/email/verify. */
export interface VerifyEmailOtpRequest {
  email: string;
  otp: string;
  action?: string;
  register_token?: string;
}

/** POST otp/forgot/email/verify. */
export interface VerifyEmailForgotOtpRequest {
  email: string;
  otp: string;
}

/** POST otp/forgot/mobile/verify. */
export interface VerifyMobileForgotOtpRequest {
  request_id: string;
  otp: string;
}

/** A verified forgot-password code yields `forgot_token`, spent by login/password/forgot as `code`. */
export interface VerifyForgotOtpSuccess {
  success: boolean;
  forgot_token: string;
}

/** POST login/password/reset — e-mail a reset link. */
export interface SendResetPasswordEmailRequest {
  email: string;
}

/** POST login/password/mobile/reset — send a reset link by SMS. */
export interface SendResetPasswordMobileRequest {
  country_code: string;
  mobile: string;
}

/** Answer of the reset-link calls; the same whether or not the account exists. */
export interface ResetPasswordSuccess {
  status: string;
}

/** POST login/password/reset/token — is a reset link's code still good? */
export interface CodeRequestBody {
  code: string;
}

/**
 * Sets a new password with a reset code: forgotPassword (POST login/password/reset/forgot, answers
 * LoginSuccess and signs in) and resetForgotPassword (POST login/password/forgot, answers
 * ResetForgotPasswordSuccess). `code` is a reset link's code or a verified OTP's forgot_token;
 * a code works once.
 */
export interface ForgotPasswordRequest {
  code: string;
  password: string;
}

export interface ResetForgotPasswordSuccess {
  success: boolean;
}

/** POST authentication/v1.0/password — signed in: set (no current password) or change it. */
export interface UpdatePasswordRequest {
  old_password?: string;
  new_password: string;
}

/** POST verify/email and verify/mobile — the code of a verification link. */
export interface VerifyEmailRequest {
  code: string;
}

export interface VerifyEmailSuccess {
  message: string;
}

/** POST authentication/v1.0/delete. */
export interface DeleteApplicationUserRequest {
  user_id: string;
  reason?: string;
  reason_id?: string;
  request_id?: string;
  otp?: string;
}

export interface DeleteUserSuccess {
  success: boolean;
}

/** POST profile/v1.0/detail. */
export interface EditProfileRequest {
  first_name?: string;
  last_name?: string;
  gender?: string;
  dob?: string;
  profile_pic_url?: string;
  email?: string;
  mobile?: { phone: string; country_code: string };
  country_code?: string;
  register_token?: string;
  sender?: string;
  encrypt_otp?: boolean;
  android_hash?: string;
}

/**
 * Answer of profile detail and add e-mail / add mobile. When a new unverified mobile or e-mail was
 * added a code has been sent: `verify_mobile_otp` with `request_id` / `resend_token`, or
 * `verify_email_otp` with `resend_email_token`.
 */
export interface ProfileEditSuccess {
  user: UserSchema;
  register_token: string;
  user_exists: boolean;
  verify_email_link: boolean;
  verify_email_otp: boolean;
  verify_mobile_otp: boolean;
  success: boolean;
  message: string;
  email?: string;
  request_id?: string;
  country_code?: string;
  mobile?: string;
  resend_timer?: number;
  resend_token?: string;
  resend_email_token?: string;
}

/** PUT profile/v1.0/email. */
export interface EditEmailRequest {
  email: string;
}

/** PUT profile/v1.0/mobile. */
export interface EditMobileRequest {
  country_code: string;
  phone: string;
}

/** POST profile/v1.0/email/primary, email/link/send. */
export interface SendVerificationLinkEmailRequest {
  email: string;
}

/** POST profile/v1.0/mobile/primary, mobile/link/send. */
export interface SendVerificationLinkMobileRequest {
  country_code: string;
  phone: string;
  verified?: boolean;
  active?: boolean;
  primary?: boolean;
}

export interface SendEmailVerifyLinkSuccess {
  verify_email_link: boolean;
}

export interface SendMobileVerifyLinkSuccess {
  verify_mobile_link: boolean;
}

/** GET / PATCH profile/v1.0/user-attributes. */
export interface UserAttributes {
  attributes: Record<string, unknown>;
}

export interface RequiredFieldLevel {
  is_required: boolean;
  /** "hard": the shopper must complete the profile; "soft": may skip it. */
  level: "hard" | "soft";
}

/** GET platform/v1.0/config. */
export interface PlatformSchema {
  _id: string;
  name: string;
  display: string;
  active: boolean;
  forgot_password: boolean;
  login: { password: boolean; otp: boolean };
  register: boolean;
  skip_captcha: boolean;
  skip_login: boolean;
  social: { facebook: boolean; google: boolean; apple: boolean; account_kit: boolean };
  /** `apple` is our addition: the Sign in with Apple client id (services id / bundle id). */
  social_tokens: {
    facebook: { app_id: string };
    google: { app_id: string };
    accountkit: { app_id: string };
    apple?: { app_id: string };
  };
  required_fields: { email: RequiredFieldLevel; mobile: RequiredFieldLevel };
  register_required_fields: { email: RequiredFieldLevel; mobile: RequiredFieldLevel };
  flash_card: { text: string; text_color: string; background_color: string };
  subtext: string;
  look_and_feel: { card_position: string; background_color: string };
  delete_account_day: number;
  delete_account_reasons: { reason_text: string; reason_id: string; show_text_area: boolean }[];
  delete_account_consent: { consent_text: string };
  session_config: { duration: number; type: string; is_rolling: boolean };
  created_at: string;
  updated_at: string;
}

/** POST login/facebook-token, login/google-token, google-android, google-ios. */
export interface OAuthRequest {
  is_signed_in?: boolean;
  oauth2?: { access_token?: string; expiry?: number; refresh_token?: string };
  profile?: {
    id?: string;
    email?: string;
    full_name?: string;
    first_name?: string;
    last_name?: string;
    image?: string;
  };
}

/** POST login/apple-ios. */
export interface OAuthRequestApple {
  user_identifier?: string;
  oauth?: { identity_token?: string };
  profile?: { full_name?: string; first_name?: string; last_name?: string };
}

export interface AuthSuccess {
  user: UserSchema;
  user_exists: boolean;
  register_token: string;
}

// ---------------------------------------------------------------------------------------------
// Rewards (rewards/v1.0). Field names follow the official SDK's Rewards models (Offer, Schedule,
// Asset, ShareMessages, PointsDetails, PointsHistory, Page, ReferralDetails, RedeemReferralCode*).

/** Offer `_schedule`: when the offer runs (ISO instants; `end` null = open-ended). */
export interface RewardsSchedule {
  start: string;
  end: string | null;
  duration: number | null;
  cron: string;
}

/** Offer `banner_image` (the official Asset model). */
export interface RewardsAsset {
  id: string;
  secure_url: string;
  aspect_ratio: string;
}

/** Share texts for the referral link, per channel (official ShareMessages; the SDK types `email` as a number, we send text). */
export interface ShareMessages {
  email: string;
  facebook: string;
  fallback: string;
  message: string;
  messenger: string;
  sms: string;
  text: string;
  twitter: string;
  whatsapp: string;
}

/** GET offers/{name}/ — e.g. "signup", "referral". */
export interface Offer {
  _schedule: RewardsSchedule;
  active: boolean;
  application_id: string;
  banner_image: RewardsAsset;
  created_at: string;
  name: string;
  /** The offer's rule; ours holds `points` (what the offer credits). */
  rule: Record<string, unknown>;
  share: ShareMessages;
  sub_text: string;
  text: string;
  type: string;
  updated_at: string;
  updated_by: string;
  url: string;
  /** Our addition: the points this offer credits (the same as rule.points). */
  points: number;
}

/** GET user/points/: the balance (remaining, unexpired points). */
export interface PointsDetails {
  points: number;
}

export interface PointsHistory {
  _id: string;
  application_id: string;
  user_id: string;
  points: number;
  remaining_points: number;
  claimed: boolean;
  expires_on: string | null;
  /** "credit" or "debit". */
  txn_name: string;
  text_1: string;
  text_2: string;
  text_3: string;
  meta: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

/** GET user/points/history/ (cursor paging: pass page.next_id as page_id). */
export interface PointsHistoryDetails {
  items: PointsHistory[];
  page: {
    type: "cursor";
    has_next: boolean;
    has_previous: boolean;
    next_id: string | null;
    size: number;
    item_total: number;
  };
}

export interface ReferralDetailsUser {
  blocked: boolean;
  /** Points this shopper earned through referrals (as referrer and as referee). */
  points: number;
  /** True when this shopper has redeemed someone's referral code. */
  redeemed: boolean;
  referral_code: string;
}

/** GET user/referral/. */
export interface ReferralDetails {
  referral: Offer;
  share: ShareMessages;
  user: ReferralDetailsUser;
  /** Who referred this shopper ("Asha R."), or "". */
  referrer_info: string;
  terms_conditions_link: string;
  /** Our addition: how many shoppers redeemed this shopper's code. */
  referred_count: number;
}

/** POST user/referral/redeem/ (official RedeemReferralCode). */
export interface RedeemReferralCodeRequest {
  device_id: string;
  referral_code: string;
}

export interface RedeemReferralCodeDetails {
  redeemed: boolean;
  message: string;
  referrer_info: string;
  referrer_id: string;
  points: number;
}

// ---------------------------------------------------------------------------------------------
// Saved cards (payment/v1.0) and the address list (cart/v1.0)

export interface Card {
  card_id: string;
  card_name: string;
  card_number: string;
  card_brand: string;
  card_brand_image: string;
  card_type: string;
  card_issuer: string;
  card_reference: string;
  card_token: string;
  card_fingerprint: string;
  card_isin: string;
  nickname: string;
  exp_month: number;
  exp_year: number;
  expired: boolean;
  aggregator_name: string;
  compliant_with_tokenisation_guidelines: boolean;
}

/** GET payment/v1.0/cards. */
export interface ListCardsDetails {
  success: boolean;
  message: string;
  data: Card[];
}

/** POST payment/v1.0/card/remove. */
export interface DeletehCardRequest {
  card_id: string;
}

export interface DeleteCardsDetails {
  success: boolean;
  message: string;
}

export interface GeoLocation {
  latitude: number;
  longitude: number;
}

/** A saved delivery address (cart module). */
export interface Address {
  id: string;
  name: string;
  phone: string;
  email: string;
  address: string;
  area: string;
  landmark: string;
  area_code: string;
  area_code_slug: string;
  city: string;
  state: string;
  country: string;
  country_code: string;
  country_iso_code: string;
  country_phone_code: string;
  address_type: string;
  is_default_address: boolean;
  is_active: boolean;
  geo_location: GeoLocation | null;
  tags: string[];
  checkout_mode: string;
  sector: string;
  user_id: string;
  created_by_user_id: string;
}

/** GET cart/v1.0/address. */
export interface GetAddressesResponse {
  address: Address[];
  validation_config: { address_max_limit: number; user_address_count: number };
}
