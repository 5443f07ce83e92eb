/**
 * The map picker's pure part (app/lib/address-form/map): a place as the form's fields, the spec's
 * three place errors, the map settings and the 5000 ms time-out of the maps script.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  MAP_MAX_ZOOM,
  MAP_MESSAGES,
  MAP_MIN_ZOOM,
  MAP_PIN_SIZE,
  MAP_ZOOM,
  MAPS_LOAD_TIMEOUT_MS,
  placeToAddress,
  watchMapsLoad,
  type MapPlace,
} from "~/lib/address-form/map";
import { getCountry } from "../../service/modules/logistics/countries";

const rowsOf = (iso2: string) => getCountry(iso2).fields.address;

const at = (lat: number, lng: number) => ({ location: { lat: () => lat, lng: () => lng } });
const component = (long_name: string, short_name: string, ...types: string[]) => ({ long_name, short_name, types });

/** A place in Mumbai as Google's geocoder describes it. */
const MUMBAI: MapPlace = {
  geometry: at(18.9388, 72.8354),
  address_components: [
    component("Horniman Circle", "Horniman Circle", "route"),
    component("Fort", "Fort", "sublocality_level_1", "sublocality", "political"),
    component("Mumbai", "Mumbai", "locality", "political"),
    component("Mumbai City", "Mumbai City", "administrative_area_level_2", "political"),
    component("Maharashtra", "MH", "administrative_area_level_1", "political"),
    component("India", "IN", "country", "political"),
    component("400001", "400001", "postal_code"),
  ],
};

describe("a place as the address form's fields", () => {
  it("fills the country's rows (and the state code) with the place's parts and position", () => {
    const result = placeToAddress(MUMBAI, "IN", rowsOf("IN"));
    expect(result).toEqual({
      ok: true,
      fill: {
        fields: {
          address: "Horniman Circle",
          area: "Fort",
          pincode: "400001",
          city: "Mumbai",
          state: "Maharashtra",
          state_code: "MH",
        },
        latitude: 18.9388,
        longitude: 72.8354,
      },
    });
  });

  it("fills only the rows the country has: the Emirates' area is the sector, with no postcode", () => {
    const dubai: MapPlace = {
      geometry: at(25.2048, 55.2708),
      address_components: [
        component("Jumeirah", "Jumeirah", "sublocality_level_1", "sublocality"),
        component("Dubai", "Dubai", "locality"),
        component("Dubai", "DU", "administrative_area_level_1"),
        component("United Arab Emirates", "AE", "country"),
      ],
    };
    const result = placeToAddress(dubai, "ae", rowsOf("AE"));
    expect(result.ok && result.fill.fields).toEqual({
      sector: "Jumeirah",
      city: "Dubai",
      state: "Dubai",
      state_code: "DU",
    });
  });

  it("says 'Returned place contains no geometry' for a place without a position", () => {
    expect(placeToAddress({ ...MUMBAI, geometry: undefined }, "IN", rowsOf("IN"))).toEqual({
      ok: false,
      error: "Returned place contains no geometry",
    });
    expect(placeToAddress({ ...MUMBAI, geometry: { location: null } }, "IN", rowsOf("IN"))).toEqual({
      ok: false,
      error: MAP_MESSAGES.noGeometry,
    });
  });

  it("says 'Address components are missing or invalid.' without components or without a country", () => {
    for (const address_components of [
      undefined,
      [],
      MUMBAI.address_components!.filter((c) => !c.types.includes("country")),
    ])
      expect(placeToAddress({ ...MUMBAI, address_components }, "IN", rowsOf("IN"))).toEqual({
        ok: false,
        error: "Address components are missing or invalid.",
      });
  });

  it("says 'Place selected is not within the desired country.' for a place in another country", () => {
    expect(placeToAddress(MUMBAI, "US", rowsOf("US"))).toEqual({
      ok: false,
      error: "Place selected is not within the desired country.",
    });
  });
});

describe("the map's settings (spec §9)", () => {
  it("zooms 5, between 2 and 18, with a 30 × 30 pin, and gives the script 5000 ms", () => {
    expect([MAP_ZOOM, MAP_MIN_ZOOM, MAP_MAX_ZOOM, MAP_PIN_SIZE, MAPS_LOAD_TIMEOUT_MS]).toEqual([5, 2, 18, 30, 5000]);
    expect(MAP_MESSAGES.tooLong).toBe("Loading took too long");
  });
});

describe("the maps script's time-out", () => {
  afterEach(() => vi.useRealTimers());

  it("gives up after 5000 ms when the script has not loaded", () => {
    vi.useFakeTimers();
    const onTimeout = vi.fn();
    watchMapsLoad(onTimeout);
    vi.advanceTimersByTime(4999);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60_000);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it("does not give up once the script has loaded, nor after the picker is closed", () => {
    vi.useFakeTimers();
    const loaded = vi.fn();
    watchMapsLoad(loaded).loaded();
    const closed = vi.fn();
    watchMapsLoad(closed, 100).cancel();
    vi.advanceTimersByTime(10_000);
    expect(loaded).not.toHaveBeenCalled();
    expect(closed).not.toHaveBeenCalled();
  });
});
