/**
 * Pincode lookups: a serviceable pincode with its city, state and country, in the locality shape
 * (getLocality) and in the older PincodeDetails shape (getPincodeCity).
 */
import type { GetLocality, LocalityParent, PincodeDetails } from "../../contract/types";
import { ApiError } from "../../http/errors";
import { localitySlug, pincodeArea, type PincodeArea } from "./pincodes";

export const NOT_SERVICEABLE = "Pincode not serviceable";

const notServiceable = (errors?: Record<string, string[]>) => new ApiError(404, NOT_SERVICEABLE, errors);

/** The serviceable area of a pincode; 404 'Pincode not serviceable' otherwise. */
export function serviceableArea(pincode: string): PincodeArea {
  const area = pincodeArea(pincode);
  if (!area) throw notServiceable();
  return area;
}

export const noError = { type: null, value: null, message: null };

/** The pincode as a locality; only India is served. */
export function getLocality(pincode: string, country: string | undefined): GetLocality {
  const area = serviceableArea(pincode);
  if (country && !["in", "ind", "india"].includes(country.toLowerCase())) throw notServiceable();
  const countryParent: LocalityParent = {
    id: "country-india",
    name: "india",
    display_name: "India",
    type: "country",
    code: "IN",
    parent_ids: [],
  };
  const state: LocalityParent = {
    id: `state-${localitySlug(area.state)}`,
    name: localitySlug(area.state),
    display_name: area.state,
    type: "state",
    code: area.stateCode,
    parent_ids: [countryParent.id],
    meta: { state_code: area.stateCode },
  };
  const city: LocalityParent = {
    id: `city-${localitySlug(area.city)}`,
    name: localitySlug(area.city),
    display_name: area.city,
    type: "city",
    parent_ids: [state.id, countryParent.id],
  };
  return {
    id: `pincode-${pincode}`,
    name: pincode,
    display_name: pincode,
    type: "pincode",
    parent_ids: [city.id, state.id, countryParent.id],
    localities: [city, state, countryParent],
  };
}

export function getPincodeDetails(pincode: string): PincodeDetails {
  const area = serviceableArea(pincode);
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
