import { describe, expect, it } from "vitest";
import {
  BASE_PRICING,
  baseBounds,
  convertAmount,
  facetsInCurrency,
  listingInCurrency,
  priceRange,
  priceValuesInBase,
  pricingOf,
} from "../../service/modules/catalog/money";
import { INR, JPY, USD } from "./helpers/currency-rates";

const rows = [INR, USD, JPY];

describe("currency conversion", () => {
  it("converts from INR with the rate and rounds to the currency's decimal digits", () => {
    expect(convertAmount(1999, 1, USD)).toBe(22.59); // 22.5887
    expect(convertAmount(1000, 1, JPY)).toBe(1750);
    expect(convertAmount(999, 1, JPY)).toBe(1748); // 1748.25
    expect(convertAmount(1499.5, 1, INR)).toBe(1499.5);
  });

  it("converts between two non-INR currencies through INR", () => {
    expect(convertAmount(10, USD.unitsPerInr, JPY)).toBe(1549); // 10 / 0.0113 * 1.75 = 1548.67
  });

  it("rounds halves away from zero without float noise", () => {
    expect(convertAmount(1.005, 1, INR)).toBe(1.01);
    expect(convertAmount(0.5, 1, JPY)).toBe(1);
  });

  it("turns a range chosen in another currency into INR bounds that keep every product shown inside it", () => {
    const bounds = baseBounds({ min: 10, max: 20 }, USD);
    expect(bounds.min).toBeLessThan(10 / 0.0113);
    expect(bounds.max).toBeGreaterThan(20 / 0.0113);
    // A product priced so its shown price is exactly the bound is inside.
    for (const inr of [885, 1770]) {
      const shown = convertAmount(inr, 1, USD);
      if (shown >= 10 && shown <= 20) expect(inr >= bounds.min && inr <= bounds.max).toBe(true);
    }
    // One whose shown price is below the minimum is outside.
    expect(convertAmount(bounds.min - 1, 1, USD)).toBeLessThan(10);
    expect(baseBounds({ min: 100, max: 200 }, INR)).toEqual({ min: 100, max: 200 });
  });

  it("picks the requested currency, case-insensitively, and INR for an unknown code", () => {
    expect(pricingOf(rows, "usd").currency).toBe(USD);
    expect(pricingOf(rows, "XXX").currency).toBe(INR);
    expect(pricingOf(rows, undefined).currency).toBe(INR);
    expect(pricingOf([USD], "XXX").currency.code).toBe("INR");
  });

  it("builds price ranges with the currency's code and symbol", () => {
    expect(priceRange(pricingOf(rows, "USD"), "INR", 1000, 2000)).toEqual({
      min: 11.3,
      max: 22.6,
      currency_code: "USD",
      currency_symbol: "$",
    });
    expect(priceRange(BASE_PRICING, "INR", 1000, 2000)).toEqual({
      min: 1000,
      max: 2000,
      currency_code: "INR",
      currency_symbol: "₹",
    });
  });

  it("converts a listing item's effective and marked prices", () => {
    const item = {
      name: "x",
      price: {
        effective: { min: 1000, max: 1000, currency_code: "INR", currency_symbol: "₹" },
        marked: { min: 2000, max: 2000, currency_code: "INR", currency_symbol: "₹" },
      },
    };
    const converted = listingInCurrency(item, pricingOf(rows, "JPY"));
    expect(converted.price.effective).toEqual({ min: 1750, max: 1750, currency_code: "JPY", currency_symbol: "¥" });
    expect(converted.price.marked.min).toBe(3500);
    expect(item.price.effective.min).toBe(1000);
  });

  it("rewrites the f price values into INR and leaves unreadable ones", () => {
    const [value, junk] = priceValuesInBase(["[10,USD TO 20,USD]", "cheap"], pricingOf(rows, "USD"));
    expect(value).toMatch(/^\[884\.\d+,INR TO 1770\.\d+,INR\]$/);
    expect(junk).toBe("cheap");
    expect(priceValuesInBase(["[1 TO 2]"], BASE_PRICING)).toEqual(["[1 TO 2]"]);
  });

  it("shows the price facet in the currency with the shopper's own selection", () => {
    const facet = {
      key: { name: "price", display: "Price", kind: "range" as const },
      values: [
        { display: "₹1000 - ₹2000", min: 1000, max: 2000, selected_min: 1000, selected_max: 2000, is_selected: true },
      ],
    };
    const other = { key: { name: "brand", display: "Brand", kind: "multivalued" as const }, values: [] };
    const [price, brand] = facetsInCurrency([facet, other], pricingOf(rows, "USD"), { min: 12, max: 15 });
    expect(price.values[0]).toMatchObject({
      display: "$11 - $23",
      min: 11,
      max: 23,
      selected_min: 12,
      selected_max: 15,
      currency_code: "USD",
      currency_symbol: "$",
    });
    expect(brand).toBe(other);
  });
});
