/**
 * Configuration (configuration/v1.0 and v2.0): the application, its information, currencies,
 * features, languages, integration tokens, staff and ordering stores.
 */
import type { Page } from "./common";

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
  /** Fynd's name for updated_at in the configuration model. */
  modified_at: string;
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

export interface StoreTime {
  hour: number;
  minute: number;
}

/** A store that takes orders (GET configuration/v2.0/ordering-store/stores/{store_id}). */
export interface OrderingStore {
  _id: string;
  uid: number;
  name: string;
  display_name: string;
  store_type: string;
  store_code: string;
  code: string;
  pincode: number;
  address: {
    address1: string;
    address2: string;
    city: string;
    state: string;
    country: string;
    pincode: number;
    lat_long: { type: "Point"; coordinates: [number, number] };
  };
  /** Opening hours per weekday (as Fynd's StoreTiming). */
  timing: { weekday: string; open: boolean; opening: StoreTime; closing: StoreTime }[];
  contact_numbers: { country_code: number; number: string }[];
}

/** The application's ordering-store configuration. */
export interface OrderingStoreConfig {
  enabled: boolean;
  type: string;
  all_stores: boolean;
  deployed_stores: number[];
}

/** GET configuration/v2.0/ordering-store/stores. */
export interface OrderingStores extends OrderingStoreConfig {
  _id: string;
  app: string;
  items: OrderingStore[];
  page: Page;
}

export interface LanguageResponse {
  items: { name: string; code: string }[];
}

export interface AppStaff {
  _id: string;
  application: string;
  user: string;
  first_name: string;
  last_name: string;
  employee_code: string;
  title: string;
  order_incent: boolean;
  stores: number[];
  profile_pic_url: string;
}

/** GET configuration/v1.0/staff. */
export interface AppStaffResponse {
  staff_users: AppStaff[];
}

/** GET configuration/v1.0/staff/list. */
export interface AppStaffListResponse {
  items: AppStaff[];
  page: Page;
}

interface Integration<C> {
  enabled: boolean;
  credentials: C;
}

/** GET configuration/v1.0/token: third-party credentials (the maps key base64-encoded, as Fynd's are encoded). */
export interface AppTokenResponse {
  _id: string;
  application: string;
  tokens: {
    firebase: Integration<{ project_id: string; gcm_sender_id: string; application_id: string; api_key: string }>;
    moengage: Integration<{ app_id: string }>;
    segment: Integration<{ write_key: string }>;
    gtm: Integration<{ api_key: string }>;
    freshchat: Integration<{ app_id: string; app_key: string; web_token: string }>;
    safetynet: Integration<{ api_key: string }>;
    fynd_rewards: { credentials: { public_key: string } };
    google_map: Integration<{ api_key: string }>;
  };
  created_at: string;
  updated_at: string;
}

export interface CompanyAboutAddress {
  pincode: number;
  address1: string;
  address2?: string;
  city: string;
  state: string;
  country: string;
  address_type: string;
}

/** The "about" document: the company that owns the channel and its owner. */
export interface ApplicationAbout {
  company_info: {
    _id: string;
    uid: number;
    created_on: string;
    is_active: boolean;
    name: string;
    addresses: CompanyAboutAddress[];
    notification_emails: string[];
  };
  owner_info: {
    _id: string;
    emails: { active: boolean; primary: boolean; verified: boolean; email: string }[];
    phone_numbers: { active: boolean; primary: boolean; verified: boolean; country_code: number; phone: string }[];
    first_name: string;
    last_name: string;
    profile_pic: string;
  };
}

/** GET configuration/v2.0/about. */
export interface ApplicationAboutResponse {
  application_info: Omit<ApplicationDetail, "company_id"> &
    ApplicationAbout & {
      website: { enabled: boolean; basepath: string };
      cors: { domains: string[] };
      meta: { name: string; value: string }[];
      is_active: boolean;
      mode: string;
      created_at: string;
    };
}
