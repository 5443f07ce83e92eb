/**
 * Countries: every country of `countries-list` (names, ISO codes, calling codes, currencies), the
 * four the store delivers to with their time zones, centre and own address form.
 *
 * - getAllCountries (v1 country-list): the delivery countries
 * - getCountries (v2, paged, `q`, `phone_code`, `onboarding`): every country, delivery ones first
 * - getCountry: one country with its address form (address-forms.ts)
 */
import { getCountryCode, getCountryDataList, type ICountryData } from "countries-list";
import { getCurrency } from "countries-list/currencies";
import type { CountryListResult, CountryObject, GetCountries, GetCountry } from "../../contract/types";
import { ApiError } from "../../http/errors";
import { numberPage } from "../catalog/products";
import { addressForm, DELIVERY_COUNTRIES } from "./address-forms";
import { localitySlug } from "./pincodes";

/** What countries-list does not carry, for the delivery countries: time zones and a centre. */
const PLACES: Record<string, { timezones: string[]; latitude: string; longitude: string; display_name?: string }> = {
  IN: { timezones: ["Asia/Kolkata"], latitude: "20.5937", longitude: "78.9629" },
  US: {
    timezones: [
      "America/New_York",
      "America/Chicago",
      "America/Denver",
      "America/Los_Angeles",
      "America/Anchorage",
      "Pacific/Honolulu",
    ],
    latitude: "39.8283",
    longitude: "-98.5795",
  },
  AE: { timezones: ["Asia/Dubai"], latitude: "23.4241", longitude: "53.8478" },
  GB: { timezones: ["Europe/London"], latitude: "55.3781", longitude: "-3.4360" },
};

const HIERARCHY: Record<string, CountryObject["hierarchy"]> = {
  IN: [
    { name: "State", slug: "state" },
    { name: "City", slug: "city" },
    { name: "Pincode", slug: "pincode" },
  ],
  US: [
    { name: "State", slug: "state" },
    { name: "City", slug: "city" },
    { name: "ZIP Code", slug: "pincode" },
  ],
  AE: [
    { name: "Emirate", slug: "state" },
    { name: "City", slug: "city" },
    { name: "Area", slug: "sector" },
  ],
  GB: [
    { name: "Town/City", slug: "city" },
    { name: "Postcode", slug: "pincode" },
  ],
};

function countryObject(data: ICountryData): CountryObject {
  const currencyCode = data.currency[0];
  const currency = currencyCode ? getCurrency(currencyCode) : undefined;
  const place = PLACES[data.iso2];
  return {
    id: `country-${localitySlug(data.name)}`,
    name: localitySlug(data.name),
    display_name: data.name,
    iso2: data.iso2,
    iso3: data.iso3,
    timezones: place?.timezones ?? [],
    hierarchy: HIERARCHY[data.iso2] ?? [
      { name: "City", slug: "city" },
      { name: "Postal Code", slug: "pincode" },
    ],
    phone_code: data.phone[0] !== undefined ? `+${data.phone[0]}` : "",
    latitude: place?.latitude ?? "",
    longitude: place?.longitude ?? "",
    currency: { code: currency?.code ?? "", name: currency?.name ?? "", symbol: currency?.symbol ?? "" },
    type: "country",
  };
}

let all: CountryObject[] | undefined;

/** Every country, the delivery countries first (in their order), then by name. */
export function allCountries(): CountryObject[] {
  all ??= getCountryDataList()
    .filter((c) => !("partOf" in c && c.partOf))
    .map(countryObject)
    .sort((a, b) => {
      const rank = (c: CountryObject) =>
        DELIVERY_COUNTRIES.includes(c.iso2) ? DELIVERY_COUNTRIES.indexOf(c.iso2) : 99;
      return rank(a) - rank(b) || a.display_name.localeCompare(b.display_name);
    });
  return all;
}

/** A country by ISO 3166-1 alpha-2 or alpha-3 code, by name or a common alias ("IN", "IND", "india", "UK"). */
export function findCountry(code: string): CountryObject | undefined {
  const wanted = code.trim().toLowerCase();
  const byAlias = getCountryCode(code.trim()) || undefined;
  return allCountries().find(
    (c) =>
      c.iso2.toLowerCase() === wanted ||
      c.iso3.toLowerCase() === wanted ||
      c.name === localitySlug(wanted) ||
      c.iso2 === byAlias,
  );
}

export function countryNotFound(code: string) {
  return new ApiError(404, "Country not found", { country_iso_code: [`No country with the code ${code}`] });
}

export function getCountry(code: string): GetCountry {
  const country = findCountry(code);
  if (!country) throw countryNotFound(code);
  return { ...country, fields: addressForm(country.iso2) };
}

interface CountriesQuery {
  pageNo: number;
  pageSize: number;
  q?: string;
  phoneCode?: string;
  /** Only the countries the store delivers to (onboarding a shopper's address). */
  onboarding?: boolean;
}

export function getCountries(query: CountriesQuery): GetCountries {
  const q = query.q?.trim().toLowerCase();
  const phone = query.phoneCode?.replace(/^\+?/, "+");
  const matching = allCountries().filter(
    (c) =>
      (!query.onboarding || DELIVERY_COUNTRIES.includes(c.iso2)) &&
      (!q || c.display_name.toLowerCase().includes(q) || c.iso2.toLowerCase() === q || c.iso3.toLowerCase() === q) &&
      (!phone || c.phone_code === phone),
  );
  const { pageNo, pageSize } = query;
  return {
    items: matching.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    page: numberPage(pageNo, pageSize, matching.length),
  };
}

/** The delivery countries, in the v1 country-list shape. */
export function getAllCountries(): CountryListResult {
  return {
    results: DELIVERY_COUNTRIES.map((iso2) => {
      const c = findCountry(iso2)!;
      return {
        uid: c.id,
        name: c.name,
        display_name: c.display_name,
        type: "country",
        sub_type: "country",
        is_active: true,
        parent_id: null,
        meta: { country_code: c.iso2, isd_code: c.phone_code },
      };
    }),
  };
}
