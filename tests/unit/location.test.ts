import { describe, expect, it } from "vitest";
import {
  activeLocation,
  checkPincode,
  deliversElsewhere,
  LOCATION_TTL_MS,
  locationDetails,
  locationFromAddress,
  locationFromLocality,
  locationLabel,
  storeLocation,
  type ShopperLocation,
} from "~/lib/location";
import { formatPrice, formatPriceRange } from "~/lib/money";
import { settingsNav, supportedCurrency } from "~/lib/settings";

const MUMBAI: ShopperLocation = {
  pincode: "400001",
  city: "Mumbai",
  state: "Maharashtra",
  state_code: "MH",
  country: "India",
  country_iso_code: "IN",
};

describe("the shopper's location", () => {
  it("is kept for one day from the time it was chosen, then forgotten", () => {
    const at = Date.UTC(2026, 0, 1);
    const stored = storeLocation(MUMBAI, at);
    expect(LOCATION_TTL_MS).toBe(86_400_000);
    expect(activeLocation(stored, at)).toEqual(MUMBAI);
    expect(activeLocation(stored, at + LOCATION_TTL_MS - 1)).toEqual(MUMBAI);
    expect(activeLocation(stored, at + LOCATION_TTL_MS)).toBeNull();
    expect(activeLocation(stored, at - 1)).toBeNull();
    expect(activeLocation(undefined, at)).toBeNull();
    expect(activeLocation({ at } as never, at)).toBeNull();
  });

  it("is sent as x-location-detail with the fields that are set", () => {
    expect(locationDetails(MUMBAI)).toEqual(MUMBAI);
    expect(locationDetails({ ...MUMBAI, city: "", state_code: undefined })).toEqual({
      pincode: "400001",
      state: "Maharashtra",
      country: "India",
      country_iso_code: "IN",
    });
  });

  it("reads as 'pincode city' in the header", () => {
    expect(locationLabel(MUMBAI)).toBe("400001 Mumbai");
    expect(locationLabel({ ...MUMBAI, city: "" })).toBe("400001");
  });

  it("checks the typed pincode with the spec's messages", () => {
    expect(checkPincode(" 400001 ")).toEqual({ pincode: "400001" });
    expect(checkPincode("")).toEqual({ pincode: "", error: "pincode not provided" });
    expect(checkPincode(null, "Postal code")).toEqual({ pincode: "", error: "Postal code not provided" });
    expect(checkPincode("12345")).toEqual({ pincode: "12345", error: "Invalid pincode ." });
    expect(checkPincode("012345").error).toBe("Invalid pincode .");
  });

  it("comes from the locality lookup: city, state with its code, country", () => {
    const found = locationFromLocality({
      name: "400001",
      display_name: "400001",
      localities: [
        { id: "c", name: "mumbai", display_name: "Mumbai", type: "city", parent_ids: [] },
        {
          id: "s",
          name: "maharashtra",
          display_name: "Maharashtra",
          type: "state",
          code: "MH",
          parent_ids: [],
          meta: { state_code: "MH" },
        },
        { id: "i", name: "india", display_name: "India", type: "country", code: "IN", parent_ids: [] },
      ],
    });
    expect(found).toEqual({ location: MUMBAI });
    expect(locationFromLocality({ name: "", display_name: "", localities: [] })).toEqual({ error: "No pincode" });
    expect(locationFromLocality(null, "Postal code")).toEqual({ error: "No Postal code" });
  });
});

describe("prices in the shopper's currency", () => {
  it("groups rupees the Indian way and other currencies by thousands", () => {
    expect(formatPrice(1234567, "₹", "INR")).toBe("₹12,34,567");
    expect(formatPrice(1234567.5, "$", "USD")).toBe("$1,234,567.50");
    expect(formatPrice(22.59, "€", "EUR")).toBe("€22.59");
    expect(formatPrice(-1500, "£", "GBP")).toBe("-£1,500");
    expect(formatPrice(123456)).toBe("₹1,23,456");
    expect(formatPriceRange({ min: 1000.5, max: 2500, currency_symbol: "$", currency_code: "USD" })).toBe(
      "$1,000.50 – $2,500",
    );
  });
});

describe("settings", () => {
  it("lists currency and language, and the store only with store selection; accepts only a served currency code", () => {
    expect(settingsNav(false).map((e) => e.link)).toEqual(["/setting/currency/", "/setting/language/"]);
    expect(settingsNav(true).map((e) => e.link)).toEqual([
      "/setting/store/",
      "/setting/currency/",
      "/setting/language/",
    ]);
    expect(supportedCurrency(" usd ", ["INR", "USD"])).toBe("USD");
    expect(supportedCurrency("XYZ", ["INR", "USD"])).toBeNull();
    expect(supportedCurrency(null, ["INR"])).toBeNull();
  });
});

describe("a delivery address as the shopper's location", () => {
  const address = {
    area_code: "400001",
    city: "Mumbai",
    state: "Maharashtra",
    state_code: "MH",
    country: "India",
    country_iso_code: "IN",
  };
  it("takes its pincode, city, state and country", () => {
    expect(locationFromAddress(address)).toEqual(MUMBAI);
    expect(locationFromAddress({ ...address, state_code: "" })).not.toHaveProperty("state_code");
  });

  it("moves the location only when the address is in another country (or there is none)", () => {
    const mumbai = locationFromAddress(address);
    expect(deliversElsewhere(null, address)).toBe(true);
    expect(deliversElsewhere(mumbai, { country_iso_code: "in" })).toBe(false);
    expect(deliversElsewhere(mumbai, { country_iso_code: "AE" })).toBe(true);
    expect(deliversElsewhere(mumbai, { country_iso_code: "" })).toBe(false);
  });
});
