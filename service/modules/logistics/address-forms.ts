/**
 * The address form of each country, as the rows getCountry serves (`fields.address`): India, the
 * United States, the United Arab Emirates and the United Kingdom have their own; any other country
 * gets a general international form. Postcode patterns come from `postcode-validator` where it has
 * one (India's is the stricter pincode pattern the whole service uses).
 */
import { POSTCODE_REGEXES } from "postcode-validator/lib/cjs/postcode-regexes.js";
import type { AddressFormField, GetCountry } from "../../contract/types";
import { PINCODE_PATTERN } from "../../contract/validation";

type Row = AddressFormField;
type Fields = GetCountry["fields"];

/**
 * A regex's text for the storefront. A case-insensitive pattern (the UK postcode) is written out with
 * both cases, since the served text cannot carry flags.
 */
export function regexText(pattern: RegExp): string {
  return pattern.flags.includes("i") ? pattern.source.replace(/A-Z/g, "A-Za-z") : pattern.source;
}

/** The postcode pattern of a country (ISO 3166-1 alpha-2), or undefined when it has none. */
export function postcodePattern(iso2: string): string | undefined {
  if (iso2 === "IN") return PINCODE_PATTERN.source;
  const pattern = POSTCODE_REGEXES.get(iso2 === "GB" ? "GB" : iso2);
  return pattern ? regexText(pattern) : undefined;
}

const regex = (value: string, min?: number, max?: number): Row["validation"] => ({
  type: "regex",
  regex: { value, ...(min !== undefined || max !== undefined ? { length: { min, max } } : {}) },
});

const text = (slug: string, display_name: string, required: boolean, max = 80, min = required ? 1 : 0): Row => ({
  slug,
  display_name,
  input: "textbox",
  required,
  edit: true,
  validation: regex(".*", min, max),
});

const name = text("name", "Full Name", true, 50);
const email: Row = {
  slug: "email",
  display_name: "Email",
  input: "email",
  required: false,
  edit: true,
  validation: regex("^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$", 0, 100),
  error_text: "Invalid Email",
};
const phone = (pattern: string, min: number, max: number): Row => ({
  slug: "phone",
  display_name: "Mobile Number",
  input: "mobile",
  required: true,
  edit: true,
  validation: regex(pattern, min, max),
  error_text: "Invalid Phone Number",
});
const stateList = (display_name: string, required: boolean, next?: string): Row => ({
  slug: "state",
  display_name,
  input: "list",
  required,
  edit: true,
  values: {
    get_all: {
      operation_id: "getLocalities",
      params: { path: { locality_type: "state" }, query: { country: "{{country}}" } },
    },
  },
  ...(next ? { next } : {}),
});
const postcode = (display_name: string, pattern: string, min: number, max: number, lookup: boolean): Row => ({
  slug: "pincode",
  display_name,
  input: "textbox",
  required: true,
  edit: true,
  validation: regex(pattern, min, max),
  error_text: `Invalid ${display_name}`,
  ...(lookup
    ? {
        values: {
          get_one: {
            operation_id: "getLocality",
            params: {
              path: { locality_type: "pincode", locality_value: "{{pincode}}" },
              query: { country: "{{country}}" },
            },
          },
        },
      }
    : {}),
});

const template = (checkout_form: string): Fields["address_template"] => ({
  checkout_form,
  store_os_form: checkout_form,
  default_display: checkout_form,
});

/** India: the pincode decides the city and state, which the shopper does not type. */
const INDIA: Fields = {
  address: [
    name,
    phone("^[6-9][0-9]{9}$", 10, 10),
    email,
    text("address", "Flat No/House No", true, 80),
    text("area", "Building Name/Street", true, 80),
    text("landmark", "Landmark", false, 80),
    postcode("Pincode", PINCODE_PATTERN.source, 6, 6, true),
    { ...text("city", "City", true, 50), edit: false },
    { ...stateList("State", true), edit: false },
  ],
  serviceability_fields: ["pincode"],
  address_template: template("{address} {area}_{landmark} {pincode}_{city} {state}_{name} {phone}_{email}"),
};

const UNITED_STATES: Fields = {
  address: [
    name,
    phone("^[2-9][0-9]{2}[2-9][0-9]{6}$", 10, 10),
    email,
    text("address", "Street Address", true, 80),
    text("area", "Apartment, Suite, Unit", false, 80),
    text("city", "City", true, 50),
    stateList("State", true),
    postcode("ZIP Code", postcodePattern("US")!, 5, 10, false),
  ],
  serviceability_fields: ["pincode"],
  address_template: template("{address} {area}_{city}, {state} {pincode}_{name} {phone}_{email}"),
};

/** The Emirates have no postcodes: the emirate and the area (sector) place an address. */
const UNITED_ARAB_EMIRATES: Fields = {
  address: [
    name,
    phone("^5[0-9]{8}$", 9, 9),
    email,
    text("address", "Flat/Villa No, Building", true, 80),
    text("sector", "Area", true, 80),
    text("landmark", "Landmark", false, 80),
    stateList("Emirate", true, "city"),
    text("city", "City", true, 50),
  ],
  serviceability_fields: ["state", "sector"],
  address_template: template("{address} {sector}_{landmark}_{city} {state}_{name} {phone}_{email}"),
};

const UNITED_KINGDOM: Fields = {
  address: [
    name,
    phone("^7[0-9]{9}$", 10, 10),
    email,
    text("address", "Address Line 1", true, 80),
    text("area", "Address Line 2", false, 80),
    text("city", "Town/City", true, 50),
    text("state", "County", false, 50),
    postcode("Postcode", postcodePattern("GB")!, 5, 8, false),
  ],
  serviceability_fields: ["pincode"],
  address_template: template("{address} {area}_{city}_{state}_{pincode}_{name} {phone}_{email}"),
};

const FORMS: Record<string, Fields> = {
  IN: INDIA,
  US: UNITED_STATES,
  AE: UNITED_ARAB_EMIRATES,
  GB: UNITED_KINGDOM,
};

/** The countries with their own form: the ones the store delivers to. */
export const DELIVERY_COUNTRIES = Object.keys(FORMS);

/** The address form of a country: its own, or the international one with its postcode pattern. */
export function addressForm(iso2: string): Fields {
  const own = FORMS[iso2];
  if (own) return own;
  const pattern = postcodePattern(iso2);
  return {
    address: [
      name,
      phone("^[0-9]{4,15}$", 4, 15),
      email,
      text("address", "Address Line 1", true, 80),
      text("area", "Address Line 2", false, 80),
      text("city", "City", true, 50),
      text("state", "State/Province/Region", false, 50),
      ...(pattern ? [postcode("Postal Code", pattern, 2, 10, false)] : []),
    ],
    serviceability_fields: pattern ? ["pincode"] : ["city"],
    address_template: template("{address} {area}_{city} {state} {pincode}_{name} {phone}_{email}"),
  };
}
