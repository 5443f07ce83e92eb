/**
 * Logistics on a real database: countries and their address forms, localities (paged, filtered),
 * pincode serviceability, address validation, courier partners and fulfillment options.
 */
import { describe, expect, it } from "vitest";
import type { AddressFormField } from "../../service/contract/types";
import { drivers, signedRequest, useTestService } from "./helpers";

const LOGISTICS = "/service/application/logistics";

describe.each(drivers)("logistics on %s", (driver) => {
  const service = useTestService(driver);
  const call = async (path: string, init?: Parameters<typeof signedRequest>[1]) => {
    const response = await service().app.fetch(signedRequest(`${LOGISTICS}${path}`, init));
    return { status: response.status, body: await response.json() };
  };
  const ok = async (path: string, init?: Parameters<typeof signedRequest>[1]) => {
    const { status, body } = await call(path, init);
    expect(status, `${path}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
    return body;
  };
  const rows = async (iso: string): Promise<AddressFormField[]> => (await ok(`/v1.0/countries/${iso}`)).fields.address;
  const bySlug = (fields: AddressFormField[]) => Object.fromEntries(fields.map((f) => [f.slug, f]));

  describe("countries", () => {
    it("lists the delivery countries (v1 country-list)", async () => {
      const { results } = await ok("/v1.0/country-list");
      expect(results.map((c: any) => [c.display_name, c.meta.country_code, c.meta.isd_code])).toEqual([
        ["India", "IN", "+91"],
        ["United States", "US", "+1"],
        ["United Arab Emirates", "AE", "+971"],
        ["United Kingdom", "GB", "+44"],
      ]);
      expect(results[0]).toMatchObject({ type: "country", sub_type: "country", is_active: true });
    });

    it("pages every country (v2), delivery countries first, searchable by name and phone code", async () => {
      const first = await ok("/v2.0/countries?page_no=1&page_size=10");
      expect(first.items).toHaveLength(10);
      expect(first.items.slice(0, 4).map((c: any) => c.iso2)).toEqual(["IN", "US", "AE", "GB"]);
      expect(first.page).toMatchObject({ type: "number", current: 1, size: 10, has_next: true, has_previous: false });
      expect(first.page.item_total).toBeGreaterThan(240);
      expect(first.items[0]).toMatchObject({
        display_name: "India",
        iso2: "IN",
        iso3: "IND",
        phone_code: "+91",
        currency: { code: "INR", name: "Indian Rupee", symbol: "₹" },
        timezones: ["Asia/Kolkata"],
        type: "country",
      });
      const second = await ok("/v2.0/countries?page_no=2&page_size=10");
      expect(second.page.has_previous).toBe(true);
      expect(second.items.map((c: any) => c.iso2)).not.toContain("IN");
      const q = await ok("/v2.0/countries?q=united");
      expect(q.items.map((c: any) => c.iso2).sort()).toEqual(["AE", "GB", "US"]);
      const phone = await ok("/v2.0/countries?phone_code=%2B971");
      expect(phone.items.map((c: any) => c.iso2)).toEqual(["AE"]);
      const onboarding = await ok("/v2.0/countries?onboarding=true&page_size=100");
      expect(onboarding.items).toHaveLength(4);
    });

    it("serves India's address form: pincode of 6 digits looked up for city and state", async () => {
      const country = await ok("/v1.0/countries/IN");
      expect(country).toMatchObject({ iso2: "IN", iso3: "IND", phone_code: "+91", display_name: "India" });
      expect(country.fields.serviceability_fields).toEqual(["pincode"]);
      expect(country.fields.address_template.checkout_form).toContain("{pincode}");
      const fields = bySlug(country.fields.address);
      expect(Object.keys(fields)).toEqual([
        "name",
        "phone",
        "email",
        "address",
        "area",
        "landmark",
        "pincode",
        "city",
        "state",
      ]);
      expect(fields.pincode).toMatchObject({
        display_name: "Pincode",
        input: "textbox",
        required: true,
        edit: true,
        validation: { type: "regex", regex: { value: "^[1-9][0-9]{5}$", length: { min: 6, max: 6 } } },
        values: { get_one: { operation_id: "getLocality", params: { path: { locality_type: "pincode" } } } },
      });
      expect(fields.city).toMatchObject({ required: true, edit: false });
      expect(fields.state).toMatchObject({ input: "list", edit: false });
      expect(fields.landmark.required).toBe(false);
      expect(new RegExp(fields.phone.validation!.regex.value).test("9876543210")).toBe(true);
      // The same country by ISO3 code and by name.
      expect((await ok("/v1.0/countries/IND")).iso2).toBe("IN");
      expect((await ok("/v1.0/countries/india")).iso2).toBe("IN");
    });

    it("serves the United States' form: ZIP code and a state list", async () => {
      const fields = bySlug(await rows("US"));
      expect(fields.pincode.display_name).toBe("ZIP Code");
      const zip = new RegExp(fields.pincode.validation!.regex.value);
      for (const good of ["10001", "94105-1234"]) expect(zip.test(good), good).toBe(true);
      for (const bad of ["1000", "ABCDE", "400001"]) expect(zip.test(bad), bad).toBe(false);
      expect(fields.state).toMatchObject({
        input: "list",
        required: true,
        values: { get_all: { operation_id: "getLocalities", params: { path: { locality_type: "state" } } } },
      });
      const states = await ok("/v1.0/localities/state?country=US&page_size=1000");
      expect(states.items).toHaveLength(51);
      expect(states.items.find((s: any) => s.display_name === "California")).toMatchObject({ code: "CA" });
    });

    it("serves the United Arab Emirates' form: emirate and area, no postcode", async () => {
      const country = await ok("/v1.0/countries/AE");
      expect(country).toMatchObject({ phone_code: "+971", currency: { code: "AED" } });
      const fields = bySlug(country.fields.address);
      expect(fields.pincode).toBeUndefined();
      expect(fields.state).toMatchObject({ display_name: "Emirate", input: "list", next: "city" });
      expect(fields.sector).toMatchObject({ display_name: "Area", required: true });
      const emirates = await ok("/v1.0/localities/state?country=AE");
      expect(emirates.items.map((e: any) => e.display_name)).toEqual([
        "Abu Dhabi",
        "Ajman",
        "Dubai",
        "Fujairah",
        "Ras Al Khaimah",
        "Sharjah",
        "Umm Al Quwain",
      ]);
    });

    it("serves the United Kingdom's form: a postcode pattern in either case", async () => {
      const country = await ok("/v1.0/countries/GB");
      expect(country).toMatchObject({ phone_code: "+44", currency: { code: "GBP", symbol: "£" } });
      const fields = bySlug(country.fields.address);
      expect(fields.pincode.display_name).toBe("Postcode");
      const postcode = new RegExp(fields.pincode.validation!.regex.value);
      for (const good of ["SW1A 1AA", "sw1a1aa", "M1 1AE", "EC1A 1BB"]) expect(postcode.test(good), good).toBe(true);
      for (const bad of ["12345", "SW1A", "SW1A 1A"]) expect(postcode.test(bad), bad).toBe(false);
      expect(fields.state).toMatchObject({ display_name: "County", required: false });
      expect((await ok("/v1.0/countries/UK")).iso2).toBe("GB");
    });

    it("gives other countries the international form, and 404 for unknown codes", async () => {
      const fields = bySlug(await rows("DE"));
      expect(new RegExp(fields.pincode.validation!.regex.value).test("10115")).toBe(true);
      const { status, body } = await call("/v1.0/countries/XQ");
      expect(status).toBe(404);
      expect(body.message).toBe("Country not found");
    });
  });

  describe("localities", () => {
    it("pages thousands of real Indian pincodes, 1000 a page", async () => {
      const first = await ok("/v1.0/localities/pincode?page_size=1000");
      expect(first.items).toHaveLength(1000);
      expect(first.page).toMatchObject({ type: "number", current: 1, size: 1000, has_next: true });
      expect(first.page.item_total).toBeGreaterThan(15_000);
      expect(first.items[0]).toMatchObject({
        type: "pincode",
        localities: [{ type: "city" }, { type: "state" }, { type: "country" }],
      });
      const last = Math.ceil(first.page.item_total / 1000);
      const end = await ok(`/v1.0/localities/pincode?page_size=1000&page_no=${last}`);
      expect(end.page.has_next).toBe(false);
      expect(end.items.length).toBe(first.page.item_total - (last - 1) * 1000);
      const { status } = await call("/v1.0/localities/pincode?page_size=1001");
      expect(status).toBe(400);
    });

    it("filters pincodes by state and city, and by the start of the pincode (q)", async () => {
      const mumbai = await ok("/v1.0/localities/pincode?state=Maharashtra&city=Mumbai&page_size=1000");
      expect(mumbai.items.length).toBeGreaterThan(50);
      for (const p of mumbai.items)
        expect(p.localities.map((l: any) => l.display_name)).toEqual(["Mumbai", "Maharashtra", "India"]);
      const q = await ok("/v1.0/localities/pincode?q=5600");
      expect(q.items.length).toBeGreaterThan(10);
      for (const p of q.items) expect(p.name.startsWith("5600")).toBe(true);
      expect((await ok("/v1.0/localities/pincode?country=US")).items).toEqual([]);
    });

    it("lists India's states with codes, and the cities of a state", async () => {
      const states = await ok("/v1.0/localities/state?country=IN&page_size=1000");
      expect(states.items).toHaveLength(36);
      expect(states.items.find((s: any) => s.display_name === "Karnataka")).toMatchObject({
        type: "state",
        code: "KA",
        meta: { state_code: "KA" },
        parent_ids: ["country-india"],
      });
      const cities = await ok("/v1.0/localities/city?state=KA&page_size=1000");
      const names = cities.items.map((c: any) => c.display_name);
      expect(names).toContain("Bengaluru");
      expect(names).not.toContain("Mumbai");
      const search = await ok("/v1.0/localities/city?q=beng");
      expect(search.items.map((c: any) => c.display_name)).toContain("Bengaluru");
      expect((await call("/v1.0/localities/district")).status).toBe(400);
      expect((await call("/v1.0/localities/state?country=Atlantis")).status).toBe(404);
    });

    it("answers a pincode's city, state and state code, and 'Pincode not serviceable' for unknown ones", async () => {
      const locality = await ok("/v1.0/localities/pincode/110001");
      expect(locality.localities.map((l: any) => [l.type, l.display_name])).toEqual([
        ["city", "New Delhi"],
        ["state", "Delhi"],
        ["country", "India"],
      ]);
      expect(locality.localities[1].meta.state_code).toBe("DL");
      expect((await ok("/v1.0/localities/pincode/500001?country=IN")).localities[1].display_name).toBe("Telangana");
      for (const path of [
        "/v1.0/localities/pincode/999999",
        "/v1.0/pincode/999999",
        "/v1.0/localities/pincode/560001?country=AE",
      ]) {
        const { status, body } = await call(path);
        expect(status, path).toBe(404);
        expect(body.message).toBe("Pincode not serviceable");
      }
    });
  });

  describe("address validation", () => {
    const validate = (iso: string, body: Record<string, string>, template = "checkout_form") =>
      call(`/v1.0/country/${iso}/address/templates/${template}/validate`, { method: "POST", body });
    const india = {
      name: "Asha Rao",
      phone: "9876543210",
      address: "12, Sea View",
      area: "Marine Drive",
      pincode: "400001",
      city: "Mumbai",
      state: "Maharashtra",
    };

    it("returns a valid address as sent", async () => {
      const { status, body } = await validate("IN", india);
      expect(status).toBe(200);
      expect(body).toEqual(india);
    });

    it("reports each broken field with the form's messages", async () => {
      const { status, body } = await validate("IN", { ...india, name: "", pincode: "040001", phone: "12345" });
      expect(status).toBe(400);
      expect(body.errors).toEqual({
        name: ["Full Name is required."],
        phone: ["Mobile Number must be between 10 and 10 characters."],
        pincode: ["Invalid Pincode"],
      });
      expect((await validate("IN", { ...india, pincode: "999999" })).body.errors.pincode).toEqual([
        "Pincode not serviceable",
      ]);
      const us = await validate("US", {
        name: "Jo",
        phone: "2125550123",
        address: "1 Main St",
        city: "Albany",
        state: "New York",
        pincode: "1234",
      });
      expect(us.body.errors).toEqual({ pincode: ["ZIP Code must be between 5 and 10 characters."] });
      expect((await validate("IN", india, "nope")).status).toBe(404);
    });
  });

  describe("courier partners and fulfillment options", () => {
    it("names the partners and their promises for a domestic shipment", async () => {
      const body = await ok("/v1.0/company/1/application/app/shipment/courier-partners", {
        method: "POST",
        body: {
          from_location: { pincode: "400001", country_code: "IN" },
          to_location: { pincode: "110001", country_code: "IN" },
          shipments: [{ id: "s1" }],
        },
      });
      expect(body.courier_partners.map((p: any) => p.scheme_id)).toEqual(["vitrine-standard", "vitrine-express"]);
      const [standard, express] = body.courier_partners;
      expect(Date.parse(express.delivery_promise.min)).toBeLessThan(Date.parse(standard.delivery_promise.min));
      expect(body.shipments).toEqual([{ id: "s1", courier_partners: body.courier_partners }]);
      const { status, body: error } = await call("/v1.0/company/1/application/app/shipment/courier-partners", {
        method: "POST",
        body: {
          from_location: { pincode: "400001", country_code: "IN" },
          to_location: { pincode: "999999", country_code: "IN" },
        },
      });
      expect(status).toBe(404);
      expect(error.errors["to_location.pincode"]).toEqual(["Pincode not serviceable"]);
    });

    it("offers delivery and store pickup, and 404 for an unknown store", async () => {
      const { items } = await ok("/v1.0/fulfillment-options");
      expect(items.map((o: any) => [o.slug, o.type, o.is_default])).toEqual([
        ["standard-delivery", "delivery", true],
        ["store-pickup", "pickup", false],
      ]);
      expect((await call("/v1.0/fulfillment-options?store_id=999999")).status).toBe(404);
    });
  });
});
