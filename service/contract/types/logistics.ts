/**
 * Logistics (logistics/v1.0): localities, pincodes and delivery promises.
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
