/**
 * Cart (cart/v1.0): the shopper's saved addresses.
 */

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
  state_code: string;
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

/** POST cart/v1.0/address. */
export interface SaveAddressResult {
  id: string;
  success: boolean;
  is_default_address: boolean;
}

/** PUT cart/v1.0/address/{id}. */
export interface UpdateAddressResult extends SaveAddressResult {
  is_updated: boolean;
}

/** DELETE cart/v1.0/address/{id}. */
export interface DeleteAddressResult {
  id: string;
  is_deleted: boolean;
}
