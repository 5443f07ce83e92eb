/**
 * The pure parts of logistics: names from the pincode directory, postcode patterns, the address form
 * rows of each country and the rules that check a value against a row.
 */
import { describe, expect, it } from "vitest";
import type { AddressFormField } from "../../service/contract/types";
import { fieldError } from "../../service/modules/logistics/address-check";
import { addressForm, postcodePattern, regexText } from "../../service/modules/logistics/address-forms";
import { findCountry, getCountries } from "../../service/modules/logistics/countries";
import { cityName, titleCase } from "../../service/modules/logistics/india-post";
import { statesOf } from "../../service/modules/logistics/subdivisions";

describe("pincode directory names", () => {
  it("title-cases the directory's capitals and uses current city names", () => {
    expect(titleCase("ANDAMAN & NICOBAR ISLANDS")).toBe("Andaman & Nicobar Islands");
    expect(titleCase("KAIMUR (BHABUA)")).toBe("Kaimur (Bhabua)");
    expect(titleCase("  NORTH 24  PARGANAS ")).toBe("North 24 Parganas");
    expect(cityName("BANGALORE")).toBe("Bengaluru");
    expect(cityName("GURGAON")).toBe("Gurugram");
    expect(cityName("MUMBAI")).toBe("Mumbai");
  });
});

describe("postcode patterns", () => {
  it("writes a case-insensitive pattern out in both cases", () => {
    expect(regexText(/^[A-Z]{2}$/i)).toBe("^[A-Za-z]{2}$");
    expect(regexText(/^[0-9]{5}$/)).toBe("^[0-9]{5}$");
  });

  it("has India's pincode, US ZIP and UK postcode patterns, and none for the Emirates", () => {
    const test = (iso: string, value: string) => new RegExp(postcodePattern(iso)!).test(value);
    expect(test("IN", "400001")).toBe(true);
    expect(test("IN", "040001")).toBe(false);
    expect(test("US", "10001-0001")).toBe(true);
    expect(test("GB", "w1a 0ax")).toBe(true);
    expect(test("GB", "W1A")).toBe(false);
    expect(postcodePattern("AE")).toBeUndefined();
  });
});

describe("address form rows", () => {
  const slugs = (iso: string) => addressForm(iso).address.map((row) => row.slug);

  it("gives each delivery country its own fields", () => {
    expect(slugs("IN")).toEqual(["name", "phone", "email", "address", "area", "landmark", "pincode", "city", "state"]);
    expect(slugs("US")).toEqual(["name", "phone", "email", "address", "area", "city", "state", "pincode"]);
    expect(slugs("AE")).toEqual(["name", "phone", "email", "address", "sector", "landmark", "state", "city"]);
    expect(slugs("GB")).toEqual(["name", "phone", "email", "address", "area", "city", "state", "pincode"]);
    // Elsewhere: the international form, with a postcode only where the country has postcodes.
    expect(slugs("DE")).toContain("pincode");
    expect(slugs("HK")).not.toContain("pincode");
  });

  it("has rows whose patterns compile and whose bounds are ordered", () => {
    for (const iso of ["IN", "US", "AE", "GB", "FR"]) {
      for (const row of addressForm(iso).address) {
        expect(row.display_name, `${iso} ${row.slug}`).toBeTruthy();
        const rule = row.validation?.regex;
        if (!rule) continue;
        expect(() => new RegExp(rule.value)).not.toThrow();
        expect(rule.length?.min ?? 0).toBeLessThanOrEqual(rule.length?.max ?? Infinity);
      }
    }
  });

  it("checks a value with the spec's messages", () => {
    const row = (slug: string, iso = "IN") => addressForm(iso).address.find((r) => r.slug === slug)!;
    expect(fieldError(row("name"), "")).toBe("Full Name is required.");
    expect(fieldError(row("name"), "   ")).toBe("Full Name is required.");
    expect(fieldError(row("landmark"), "")).toBeUndefined();
    expect(fieldError(row("pincode"), "12345")).toBe("Pincode must be between 6 and 6 characters.");
    expect(fieldError(row("pincode"), "040001")).toBe("Invalid Pincode");
    expect(fieldError(row("pincode"), "400001")).toBeUndefined();
    expect(fieldError(row("phone"), "5876543210")).toBe("Invalid Phone Number");
    expect(fieldError(row("pincode", "US"), "ABCDE")).toBe("Invalid ZIP Code");
    const noRule: AddressFormField = { slug: "x", display_name: "X", input: "textbox", required: false, edit: true };
    expect(fieldError(noRule, "anything")).toBeUndefined();
    const unbounded: AddressFormField = {
      ...noRule,
      validation: { type: "regex", regex: { value: ".*", length: { min: 3 } } },
    };
    expect(fieldError(unbounded, "ab")).toBe("X must be between 3 and ∞ characters.");
  });
});

describe("countries and states", () => {
  it("finds a country by ISO2, ISO3, name or alias", () => {
    for (const code of ["IN", "in", "IND", "India"]) expect(findCountry(code)?.iso2, code).toBe("IN");
    expect(findCountry("UK")?.iso2).toBe("GB");
    expect(findCountry("UAE")?.iso2).toBe("AE");
    expect(findCountry("Atlantis")).toBeUndefined();
  });

  it("pages countries", () => {
    const page = getCountries({ pageNo: 3, pageSize: 100 });
    expect(page.page).toMatchObject({ current: 3, has_next: false, has_previous: true });
    expect(page.items.length).toBe(page.page.item_total! - 200);
  });

  it("lists the states of India, the US and the Emirates", () => {
    expect(statesOf("IN")).toHaveLength(36);
    expect(statesOf("US")).toHaveLength(51);
    expect(statesOf("AE").map((s) => s.code)).toEqual(["AZ", "AJ", "DU", "FU", "RK", "SH", "UQ"]);
    expect(statesOf("GB")).toEqual([]);
  });
});
