/**
 * Localities: lists by type (getLocalities: pincodes, cities, states, countries, filtered and paged)
 * and pincode lookups — a serviceable pincode with its city, state and country, in the locality
 * shape (getLocality) and in the older PincodeDetails shape (getPincodeCity).
 */
import type {
  CountryObject,
  GetLocalities,
  GetLocality,
  Locality,
  LocalityParent,
  PincodeDetails,
} from "../../contract/types";
import type { Tx } from "../../db/client";
import { ApiError } from "../../http/errors";
import { numberPage } from "../catalog/products";
import { allCountries, countryNotFound, findCountry } from "./countries";
import { indiaPost } from "./india-post";
import { localitySlug, NOT_SERVICEABLE } from "./pincodes";
import { statesOf, type Subdivision } from "./subdivisions";
import { deliveryArea, type ServedArea } from "./zones";

export { NOT_SERVICEABLE };

const notServiceable = (errors?: Record<string, string[]>) => new ApiError(404, NOT_SERVICEABLE, errors);

/**
 * The area of a pincode some store delivers to (zones.ts); 404 'Pincode not serviceable' for a
 * pincode no store reaches, one the directory does not know, or a malformed one.
 */
export async function serviceableArea(db: Tx, pincode: string): Promise<ServedArea> {
  const area = await deliveryArea(db, pincode);
  if (!area) throw notServiceable();
  return area;
}

export const noError = { type: null, value: null, message: null };

const INDIA: LocalityParent = {
  id: "country-india",
  name: "india",
  display_name: "India",
  type: "country",
  code: "IN",
  parent_ids: [],
};

const countryLocality = (country: CountryObject): LocalityParent =>
  country.iso2 === "IN"
    ? INDIA
    : {
        id: country.id,
        name: country.name,
        display_name: country.display_name,
        type: "country",
        code: country.iso2,
        parent_ids: [],
      };

const stateLocality = (state: Subdivision, country: LocalityParent): LocalityParent => ({
  id: `state-${localitySlug(state.name)}`,
  name: localitySlug(state.name),
  display_name: state.name,
  type: "state",
  code: state.code,
  parent_ids: [country.id],
  meta: { state_code: state.code },
});

const cityLocality = (city: string, state: LocalityParent): LocalityParent => ({
  id: `city-${localitySlug(city)}`,
  name: localitySlug(city),
  display_name: city,
  type: "city",
  parent_ids: [state.id, ...state.parent_ids],
});

function pincodeLocality(pincode: string, area: { city: string; state: string; stateCode: string }): GetLocality {
  const state = stateLocality({ name: area.state, code: area.stateCode }, INDIA);
  const city = cityLocality(area.city, state);
  return {
    id: `pincode-${pincode}`,
    name: pincode,
    display_name: pincode,
    type: "pincode",
    parent_ids: [city.id, state.id, INDIA.id],
    localities: [city, state, INDIA],
  };
}

/** The country a `country` query names (ISO code or name); India when none is given. */
function queriedCountry(country: string | undefined): CountryObject {
  const found = findCountry(country ?? "IN");
  if (!found) throw countryNotFound(country ?? "");
  return found;
}

/** The pincode as a locality; only India's pincodes are served. */
export async function getLocality(db: Tx, pincode: string, country: string | undefined): Promise<GetLocality> {
  if (country && findCountry(country)?.iso2 !== "IN") throw notServiceable();
  const area = await serviceableArea(db, pincode);
  return pincodeLocality(pincode, area);
}

interface LocalitiesQuery {
  type: "pincode" | "city" | "state" | "country";
  country?: string;
  state?: string;
  city?: string;
  q?: string;
  pageNo: number;
  pageSize: number;
}

/** A name filter matches a display name, its slug or (for states) its code, ignoring case. */
const matches = (wanted: string | undefined, locality: LocalityParent) => {
  if (!wanted) return true;
  const w = wanted.trim().toLowerCase();
  return (
    locality.display_name.toLowerCase() === w || locality.name === localitySlug(w) || locality.code?.toLowerCase() === w
  );
};

/** Every Indian pincode as a locality, built once. */
let pincodeLocalities: GetLocality[] | undefined;

function localitiesOfType(query: LocalitiesQuery): Locality[] {
  if (query.type === "country") return allCountries().map(countryLocality);
  const country = countryLocality(queriedCountry(query.country));
  const states = statesOf(country.code!).map((s) => stateLocality(s, country));
  if (query.type === "state") return states;
  if (country.code !== "IN") return [];
  pincodeLocalities ??= indiaPost().all.map((p) => pincodeLocality(p.pincode, p));
  const inState = pincodeLocalities.filter((p) => matches(query.state, p.localities[1]));
  if (query.type === "city") {
    const cities = new Map(inState.map((p) => [p.localities[0].id + p.localities[1].id, p.localities[0]]));
    return [...cities.values()].sort((a, b) => a.display_name.localeCompare(b.display_name));
  }
  return inState.filter((p) => matches(query.city, p.localities[0]));
}

/** Localities of one type, filtered by country, state and city and by `q` (the start of a name or pincode). */
export function getLocalities(query: LocalitiesQuery): GetLocalities {
  const q = query.q?.trim().toLowerCase();
  const items = localitiesOfType(query).filter(
    (l) => !q || l.display_name.toLowerCase().startsWith(q) || l.name.startsWith(localitySlug(q)),
  );
  const { pageNo, pageSize } = query;
  return {
    items: items.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    page: numberPage(pageNo, pageSize, items.length),
  };
}

export async function getPincodeDetails(db: Tx, pincode: string): Promise<PincodeDetails> {
  const area = await serviceableArea(db, pincode);
  const country = { sub_type: "country", name: "india", display_name: "India", uid: "country-india" };
  return {
    success: true,
    data: [
      {
        uid: `pincode:INDIA|${area.state.toUpperCase()}|${area.city.toUpperCase()}|${pincode}`,
        name: pincode,
        display_name: pincode,
        sub_type: "pincode",
        meta: { zone: area.state, internal_zone_id: Number(pincode[0]) },
        meta_code: { country_code: "IND", isd_code: "+91" },
        parents: [
          country,
          {
            sub_type: "state",
            name: localitySlug(area.state),
            display_name: area.state,
            uid: `state-${localitySlug(area.state)}`,
          },
          {
            sub_type: "city",
            name: localitySlug(area.city),
            display_name: area.city,
            uid: `city-${localitySlug(area.city)}`,
          },
        ],
        lat_long: { type: "Point", coordinates: [] },
        error: noError,
      },
    ],
    error: noError,
  };
}
