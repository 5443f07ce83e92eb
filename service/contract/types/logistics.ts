/**
 * Logistics (logistics/v1.0 and v2.0): countries with their address forms, localities, pincodes,
 * delivery promises, courier partners and fulfillment options.
 */
import type { Page } from "./common";

export interface LocalityParent {
  id: string;
  name: string;
  display_name: string;
  type: "city" | "state" | "country" | (string & {});
  code?: string;
  parent_ids: string[];
  /** States carry their code here too (`meta.state_code`), as the storefront reads it. */
  meta?: { state_code?: string };
  custom_meta?: Record<string, unknown>;
}

/** One locality of getLocalities: a pincode (with its city, state and country), city, state or country. */
export interface Locality extends LocalityParent {
  localities?: LocalityParent[];
}

export interface GetLocalities {
  items: Locality[];
  page: Page;
}

export interface GetLocality {
  id: string;
  name: string;
  display_name: string;
  type: "pincode" | (string & {});
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

/** A call the storefront makes to fill or check a field (`values.get_one` / `values.get_all`). */
export interface AddressFieldCall {
  operation_id: "getLocality" | "getLocalities";
  params: {
    path: { locality_type: string; locality_value?: string };
    /** Values like "{{country}}" or "{{state}}" stand for the form's current value of that slug. */
    query?: { country?: string; state?: string; city?: string; sector?: string };
  };
}

/**
 * One row of a country's address form (getCountry → `fields.address`). The storefront builds its
 * address form from these rows: a field per row, in order, with the row's rules.
 */
export interface AddressFormField {
  slug: string;
  display_name: string;
  /** "textbox", "mobile" (a phone number), "email", "list" (choose from `values.get_all`) or "textarea". */
  input: "textbox" | "mobile" | "email" | "list" | "textarea" | (string & {});
  required: boolean;
  /** false: filled by the service (e.g. city and state from the pincode), shown but not typed. */
  edit: boolean;
  validation?: {
    type: "regex";
    regex: { value: string; length?: { min?: number; max?: number } };
  };
  /** get_one: the lookup that checks this value and fills others; get_all: the choices of a list. */
  values?: { get_one?: AddressFieldCall; get_all?: AddressFieldCall };
  /** Shown when the value does not match `validation`. */
  error_text?: string;
  /** The slug of the field that depends on this one (cleared when this one changes). */
  next?: string;
}

export interface CountryHierarchy {
  name: string;
  slug: string;
}

export interface CountryCurrency {
  code: string;
  name: string;
  symbol: string;
}

/** A country in getCountries (v2). */
export interface CountryObject {
  id: string;
  name: string;
  display_name: string;
  iso2: string;
  iso3: string;
  timezones: string[];
  hierarchy: CountryHierarchy[];
  /** "+91" */
  phone_code: string;
  latitude: string;
  longitude: string;
  currency: CountryCurrency;
  type: "country";
}

export interface GetCountries {
  items: CountryObject[];
  page: Page;
}

/** getCountry: the country and its address form. */
export interface GetCountry extends CountryObject {
  fields: {
    address: AddressFormField[];
    /** The slugs that decide where the store delivers (["pincode"] in India). */
    serviceability_fields: string[];
    address_template: { checkout_form: string; store_os_form: string; default_display: string };
  };
}

/** getAllCountries (v1 country-list): the countries the store delivers to. */
export interface CountryListResult {
  results: {
    uid: string;
    name: string;
    display_name: string;
    type: "country";
    sub_type: "country";
    is_active: boolean;
    parent_id: string | null;
    meta: { country_code: string; isd_code: string };
  }[];
}

/** validateAddress: the address as sent, when it passes the country's form rules. */
export interface ValidateAddressDetails {
  address?: string;
  address1?: string;
  address2?: string;
  area?: string;
  landmark?: string;
  pincode?: string;
  sector?: string;
  city?: string;
  state?: string;
  name?: string;
  phone?: string;
  email?: string;
}

export interface CourierPartner {
  extension_id: string;
  scheme_id: string;
  name: string;
  delivery_promise: { min: string; max: string };
}

/** getCourierPartners: the partners that can carry these shipments, for all and per shipment. */
export interface ShipmentCourierPartnerResult {
  courier_partners: CourierPartner[];
  shipments: { id: string; courier_partners: CourierPartner[] }[];
}

export interface FulfillmentOption {
  slug: string;
  name: string;
  description: string;
  type: "delivery" | "pickup";
  is_default: boolean;
}

export interface FulfillmentOptionsList {
  items: FulfillmentOption[];
}
