/**
 * The pure part of the address form's map picker (spec part 1 §2.7, §4 map, §5 map place search, §9):
 * a place (from the search box, a click or the current location) as the form's fields, the spec's
 * three place errors, and the 5000 ms time-out of the maps script. The picker itself is
 * app/components/MapPicker.tsx.
 */
import type { AddressFormField } from "./fields";

/** Map settings of spec §9. */
export const MAP_ZOOM = 5;
export const MAP_MIN_ZOOM = 2;
export const MAP_MAX_ZOOM = 18;
export const MAP_PIN_SIZE = 30;
/** Where the map starts without a saved position: the default country's middle (spec §9: IN). */
export const DEFAULT_MAP_CENTER = { lat: 22.35, lng: 78.67 };
/** How long the maps script may take before 'Loading took too long'. */
export const MAPS_LOAD_TIMEOUT_MS = 5000;

export const MAP_MESSAGES = {
  noGeometry: "Returned place contains no geometry",
  badComponents: "Address components are missing or invalid.",
  otherCountry: "Place selected is not within the desired country.",
  tooLong: "Loading took too long",
} as const;

/** The parts of a Google Maps place (PlaceResult / GeocoderResult) the form reads. */
export interface MapPlace {
  geometry?: { location?: { lat(): number; lng(): number } | null } | null;
  address_components?: { long_name: string; short_name: string; types: string[] }[] | null;
}

/** What a place fills: the form's fields by slug (only the country's rows), and the position. */
export interface PlaceFill {
  fields: Record<string, string>;
  latitude: number;
  longitude: number;
}

type PlaceResult = { ok: true; fill: PlaceFill } | { ok: false; error: string };

/**
 * A place as the form's fields, or the spec's error: no geometry, no (or no country) address
 * components, or a country other than the form's (compared by ISO code).
 */
export function placeToAddress(place: MapPlace, iso2: string, rows: Pick<AddressFormField, "slug">[]): PlaceResult {
  const location = place.geometry?.location;
  if (!location) return { ok: false, error: MAP_MESSAGES.noGeometry };
  const components = place.address_components ?? [];
  const part = (...types: string[]) => {
    for (const type of types) {
      const found = components.find((c) => c.types.includes(type));
      if (found) return found;
    }
    return undefined;
  };
  const country = part("country");
  if (!components.length || !country) return { ok: false, error: MAP_MESSAGES.badComponents };
  if (country.short_name.toUpperCase() !== iso2.toUpperCase()) return { ok: false, error: MAP_MESSAGES.otherCountry };

  const text = (...types: string[]) => part(...types)?.long_name ?? "";
  const joined = (...types: string[]) =>
    types
      .map((t) => text(t))
      .filter(Boolean)
      .join(", ");
  const state = part("administrative_area_level_1");
  const candidates: Record<string, string> = {
    address: joined("premise", "street_number", "route"),
    area: joined("sublocality_level_2", "sublocality_level_1", "neighborhood"),
    sector: text("sublocality_level_1", "sublocality", "neighborhood"),
    pincode: text("postal_code"),
    city: text("locality", "postal_town", "administrative_area_level_2"),
    state: state?.long_name ?? "",
    state_code: state?.short_name ?? "",
  };
  const slugs = new Set([...rows.map((r) => r.slug), "state_code"]);
  const fields: Record<string, string> = {};
  for (const [slug, value] of Object.entries(candidates)) if (value && slugs.has(slug)) fields[slug] = value;
  return { ok: true, fill: { fields, latitude: location.lat(), longitude: location.lng() } };
}

/**
 * Watches the maps script: `onTimeout` runs once `ms` pass before `loaded()` is called; `cancel()`
 * (unmount) stops the watch.
 */
export function watchMapsLoad(onTimeout: () => void, ms: number = MAPS_LOAD_TIMEOUT_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(() => {
    timer = undefined;
    onTimeout();
  }, ms);
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return { loaded: stop, cancel: stop };
}
