/**
 * Configuration (configuration/v1.0): the application, its information, currencies and features.
 */

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
