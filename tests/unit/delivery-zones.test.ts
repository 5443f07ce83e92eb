/**
 * The delivery-zone rules (service/modules/logistics/zones.ts) and the seeded zones
 * (service/seed/stores.ts): what a zone of each kind matches, the rule for a database without zones,
 * and how much of India Post's directory the demo store reaches.
 */
import { describe, expect, it } from "vitest";
import { indiaPost } from "../../service/modules/logistics/india-post";
import { servedArea, storesServing, zoneServes, type Reach, type Zone } from "../../service/modules/logistics/zones";
import { ALL_STORES, buildDeliveryZones } from "../../service/seed/stores";

const zone = (kind: Zone["kind"], value: string, countryCode = "IN", storeUid = 1): Zone => ({
  storeUid,
  countryCode,
  kind,
  value,
});

describe("a delivery zone", () => {
  it("matches a whole country, a state by its code, or the start of a pincode, in its own country only", () => {
    const mumbai = { countryCode: "IN", stateCode: "MH", pincode: "400050" };
    expect(zoneServes(zone("country", ""), mumbai)).toBe(true);
    expect(zoneServes(zone("country", "", "US"), mumbai)).toBe(false);
    expect(zoneServes(zone("state", "MH"), mumbai)).toBe(true);
    expect(zoneServes(zone("state", "MH"), { ...mumbai, stateCode: "mh" })).toBe(true);
    expect(zoneServes(zone("state", "GA"), mumbai)).toBe(false);
    expect(zoneServes(zone("state", "MH"), { countryCode: "IN", pincode: "400050" })).toBe(false);
    expect(zoneServes(zone("prefix", "400"), mumbai)).toBe(true);
    expect(zoneServes(zone("prefix", "4000"), mumbai)).toBe(true);
    expect(zoneServes(zone("prefix", "401"), mumbai)).toBe(false);
    expect(zoneServes(zone("prefix", ""), mumbai)).toBe(false);
    expect(zoneServes(zone("country", "", "US"), { countryCode: "us" })).toBe(true);
  });

  it("gives the active stores that have a matching zone, and every active store when there are no zones", () => {
    const reach: Reach = {
      stores: [1, 2, 6],
      zones: [zone("state", "MH", "IN", 1), zone("prefix", "400", "IN", 6), zone("prefix", "400", "IN", 9)],
    };
    const to = { countryCode: "IN", stateCode: "MH", pincode: "400050" };
    // Store 9 is not active.
    expect(storesServing(reach, to)).toEqual([1, 6]);
    expect(storesServing(reach, { ...to, stateCode: "GA", pincode: "403001" })).toEqual([]);
    expect(
      storesServing({ stores: [1, 2], zones: [] }, { countryCode: "IN", stateCode: "AN", pincode: "744101" }),
    ).toEqual([1, 2]);
  });
});

describe("the seeded zones", () => {
  const zones = buildDeliveryZones();
  const reach: Reach = { stores: ALL_STORES.map((s) => s.uid), zones: zones as Zone[] };

  it("reach most of India but not the islands, Arunachal Pradesh, Mizoram and most of Nagaland", () => {
    const all = indiaPost().all;
    const unserved = all.filter((p) => !servedArea(reach, p.pincode));
    expect(unserved.length / all.length).toBeLessThan(0.01);
    expect(new Set(unserved.map((p) => p.stateCode))).toEqual(new Set(["AN", "LD", "AR", "MZ", "NL"]));
    // Manipur (795) and Dimapur–Kohima (797) are reached by pincode from the Kolkata warehouse.
    expect(servedArea(reach, "795001")?.stores).toEqual([4]);
    expect(servedArea(reach, "797112")?.stores).toEqual([4]);
    expect(servedArea(reach, "744101")).toBeUndefined();
    expect(servedArea(reach, "682555")).toBeUndefined();
    // Kochi shares Lakshadweep's 682 prefix but is Kerala's.
    expect(servedArea(reach, "682001")?.stores).toEqual([1, 2, 3, 4, 5]);
  });

  it("let each retail store deliver in its own city, and the warehouses everywhere they reach", () => {
    for (const store of ALL_STORES) expect(servedArea(reach, store.pincode)?.stores, store.code).toContain(store.uid);
    expect(servedArea(reach, "110001")?.stores).toEqual([1, 2, 3, 4, 5, 8, 9]);
    expect(servedArea(reach, "781001")?.stores).toEqual([1, 2, 3, 4, 5]);
  });

  it("serve the pincodes the end-to-end tests use", () => {
    for (const pincode of ["400001", "110001", "560038", "421302", "560001", "400050", "560025", "421301", "500001"])
      expect(servedArea(reach, pincode), pincode).toBeDefined();
  });

  it("ship abroad to the delivery countries from the Bhiwandi centre only", () => {
    for (const countryCode of ["US", "AE", "GB"]) expect(storesServing(reach, { countryCode })).toEqual([1]);
    expect(storesServing(reach, { countryCode: "FR" })).toEqual([]);
  });
});
