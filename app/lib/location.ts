/**
 * The shopper's delivery location (spec §3 location details, §9 cookie lifetime 1 day): chosen by
 * pincode, kept in the session with the time it was chosen, forgotten after 24 hours, sent to the
 * service as `x-location-detail` and shown in the header. Pure.
 */
import type { GetLocality } from "~/sdk/api";
import type { LocationDetails } from "~/sdk/config";
import { PINCODE_PATTERN } from "~/sdk/validation";
import type { ShopperLocation } from "./location-label";

/** Spec §9: the location cookie lives one day. */
export const LOCATION_TTL_MS = 24 * 60 * 60 * 1000;

/** The label of the serviceability field (the country form field's display name; spec default). */
const DEFAULT_PINCODE_LABEL = "pincode";

export type { ShopperLocation } from "./location-label";

/** As the session keeps it: the location and when it was chosen (ms since epoch). */
export interface StoredLocation {
  location: ShopperLocation;
  at: number;
}

export const storeLocation = (location: ShopperLocation, now: number): StoredLocation => ({ location, at: now });

/** The stored location while it is less than a day old, else null (expired or never chosen). */
export function activeLocation(stored: StoredLocation | null | undefined, now: number): ShopperLocation | null {
  if (!stored || typeof stored.at !== "number" || !stored.location?.pincode) return null;
  const age = now - stored.at;
  return age >= 0 && age < LOCATION_TTL_MS ? stored.location : null;
}

/** The `x-location-detail` value (the SDK config's locationDetails): only the fields that are set. */
export function locationDetails(location: ShopperLocation): LocationDetails {
  return Object.fromEntries(Object.entries(location).filter(([, value]) => value !== undefined && value !== ""));
}

export { locationLabel } from "./location-label";

/**
 * The typed pincode: trimmed, or the spec's message — '{label} not provided' when empty, and
 * 'Invalid pincode .' when it is not six digits (the address form's pincode message, spec §5).
 */
export function checkPincode(
  value: unknown,
  label = DEFAULT_PINCODE_LABEL,
): { pincode: string; error?: undefined } | { pincode: string; error: string } {
  const pincode = typeof value === "string" ? value.trim() : "";
  if (!pincode) return { pincode, error: `${label} not provided` };
  if (!PINCODE_PATTERN.test(pincode)) return { pincode, error: "Invalid pincode ." };
  return { pincode };
}

/**
 * The location from a pincode locality lookup (spec §4 location update: for the pincode field the
 * locality lookup is called). 'No {label}' when the lookup has no value to answer with.
 */
export function locationFromLocality(
  locality: Pick<GetLocality, "name" | "display_name" | "localities"> | null | undefined,
  label = DEFAULT_PINCODE_LABEL,
): { location: ShopperLocation } | { error: string } {
  const pincode = locality?.name || locality?.display_name;
  if (!locality || !pincode) return { error: `No ${label}` };
  const parent = (type: string) => locality.localities?.find((l) => l.type === type);
  const state = parent("state");
  const country = parent("country");
  const stateCode = state?.meta?.state_code ?? state?.code;
  return {
    location: {
      pincode,
      city: parent("city")?.display_name ?? "",
      state: state?.display_name ?? "",
      ...(stateCode ? { state_code: stateCode } : {}),
      country: country?.display_name ?? "India",
      country_iso_code: country?.code ?? "IN",
    },
  };
}

/** A delivery address as the shopper's location (the header's "Deliver to", the service's serviceability). */
export function locationFromAddress(address: {
  area_code: string;
  city: string;
  state: string;
  state_code?: string;
  country: string;
  country_iso_code: string;
}): ShopperLocation {
  return {
    pincode: address.area_code,
    city: address.city,
    state: address.state,
    ...(address.state_code ? { state_code: address.state_code } : {}),
    country: address.country,
    country_iso_code: address.country_iso_code,
  };
}

/**
 * Spec part 2 §4: an address chosen for delivery in another country than the shopper's location
 * (or with no location yet) becomes the location, so country settings follow the delivery.
 */
export const deliversElsewhere = (current: ShopperLocation | null, address: { country_iso_code: string }) =>
  Boolean(address.country_iso_code) &&
  current?.country_iso_code?.toUpperCase() !== address.country_iso_code.toUpperCase();
