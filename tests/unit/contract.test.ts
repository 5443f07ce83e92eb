import { describe, expect, it } from "vitest";
import { isProductSlug } from "~/lib/compare";
import * as storefront from "~/lib/filters";
import {
  buildFilterString,
  DEFAULT_RANGE_QUERY_FORMAT,
  OPEN_RANGE_MAX,
  parseFilterString,
  parseRangeValue,
  rangeValue,
} from "../../service/contract/filters";
import { PINCODE_INPUT, PINCODE_PATTERN, SLUG_MAX_LENGTH, SLUG_PATTERN } from "../../service/contract/validation";
import { compareSlugs } from "../../service/modules/catalog/validators";
import * as service from "../../service/modules/catalog/filters";
import { pincodeArea } from "../../service/modules/logistics/pincodes";

describe("contract: the filter string", () => {
  it("reads `department:men:::category:t-shirts` with keys and values trimmed and de-duplicated", () => {
    expect(parseFilterString(" department : men ||men:::category:t-shirts||__all:::department:women")).toEqual({
      department: ["men", "women"],
      category: ["t-shirts"],
    });
  });

  it("drops reserved, `__` and empty keys, parts without a value and `__` values", () => {
    expect(parseFilterString("q:shirt:::sort_on:latest:::__csr:1:::brand:__x:::nokey:::brand:")).toEqual({});
  });

  it("writes one canonical string per selection (keys sorted, blanks skipped)", () => {
    expect(buildFilterString({ price: ["[100,INR TO 500,INR]"], brand: ["puma", "nike", "puma"], color: [" "] })).toBe(
      "brand:puma||nike:::price:[100,INR TO 500,INR]",
    );
  });

  it("is read alike by the service and written by the storefront", () => {
    const params = new URLSearchParams("brand=nike&brand=puma&department=men&price_min=100&price_max=500&q=shirt");
    const f = buildFilterString(storefront.filtersFromSearchParams(storefront.rangeInputsToFilters(params)));
    expect(f).toBe("brand:nike||puma:::department:men:::price:[100,INR TO 500,INR]");
    expect(Object.fromEntries(service.parseFilterString(f))).toEqual(parseFilterString(f));
    expect(storefront.parseFilterString).toBe(parseFilterString);
  });
});

describe("contract: range values", () => {
  it("formats with the facet's query format, rupees by default", () => {
    expect(rangeValue(100, 500)).toBe("[100,INR TO 500,INR]");
    expect(rangeValue(99.5, 100.25, "[{},USD TO {},USD]")).toBe("[99.5,USD TO 100.25,USD]");
    expect(service.PRICE_QUERY_FORMAT).toBe(DEFAULT_RANGE_QUERY_FORMAT);
  });

  it("parses what the service filters on: 9 integer digits, 2 decimals, a 3-letter currency, reversed bounds swapped", () => {
    expect(parseRangeValue("[500,INR TO 100,INR]")).toEqual({ min: 100, max: 500 });
    expect(parseRangeValue("[0 to 99.99]")).toEqual({ min: 0, max: 99.99 });
    expect(parseRangeValue(`[0,INR TO ${OPEN_RANGE_MAX},INR]`)).toEqual({ min: 0, max: OPEN_RANGE_MAX });
    for (const bad of ["[1 TO 1234567890]", "[1.005 TO 2]", "[1,RS TO 2,RS]", "[1 TO]", "1-2"])
      expect(parseRangeValue(bad)).toBeNull();
  });

  it("is the same rule on both sides", () => {
    for (const value of ["[500 TO 100]", "[1 TO 1234567890]", "[1,US TO 2,US]", "[10,inr to 20,inr]"])
      expect(storefront.parseRangeValue(value)).toEqual(service.parseRange(value));
  });
});

describe("contract: slugs and pincodes", () => {
  it("accepts letters, digits, `-` and `_` up to 200 characters", () => {
    for (const slug of ["nike-air-max", "nike_air_max_90", "A1", "x".repeat(SLUG_MAX_LENGTH)])
      expect(SLUG_PATTERN.test(slug)).toBe(true);
    for (const slug of ["-nike", "_nike", "nike air", "nike/air", "", "x".repeat(SLUG_MAX_LENGTH + 1)])
      expect(SLUG_PATTERN.test(slug)).toBe(false);
  });

  it("lets the storefront's compare list and the service's compare call agree", () => {
    for (const slug of ["nike_air_max", "x".repeat(SLUG_MAX_LENGTH), "x".repeat(SLUG_MAX_LENGTH + 1), "bad slug"]) {
      const serviceAccepts = (() => {
        try {
          compareSlugs([slug, "other"]);
          return true;
        } catch {
          return false;
        }
      })();
      expect(isProductSlug(slug)).toBe(serviceAccepts);
    }
  });

  it("takes six-digit pincodes that do not start with 0, in code and in the input's pattern", () => {
    expect(PINCODE_PATTERN.test("400001")).toBe(true);
    for (const bad of ["040001", "40001", "4000011", "4000a1"]) expect(PINCODE_PATTERN.test(bad)).toBe(false);
    // A `pattern` attribute must match the whole value, as the browser anchors it.
    const input = new RegExp(`^(?:${PINCODE_INPUT})$`);
    for (const value of ["400001", "040001", "40001"]) expect(input.test(value)).toBe(PINCODE_PATTERN.test(value));
    expect(pincodeArea("400001")?.city).toBe("Mumbai");
  });
});
