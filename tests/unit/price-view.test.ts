import { describe, expect, it } from "vitest";
import { rangePriceView, sizePriceView } from "~/lib/price-view";

const range = (min: number, max = min) => ({ min, max, currency_code: "INR", currency_symbol: "₹" });

describe("rangePriceView (as the Price component shows a range)", () => {
  it("labels a sale, strikes the marked range and keeps the discount", () => {
    expect(rangePriceView({ effective: range(1950, 2050), marked: range(3899, 4099) }, "50% OFF")).toEqual({
      label: "Sale price: ",
      effective: "₹1,950 – ₹2,050",
      marked: "₹3,899 – ₹4,099",
      markedLabel: "Original price: ",
      discount: "50% OFF",
    });
  });

  it("shows a plain price without marked price or discount when nothing is reduced", () => {
    expect(rangePriceView({ effective: range(1399), marked: range(1399) }, "")).toMatchObject({
      label: "Price: ",
      effective: "₹1,399",
      marked: null,
      discount: null,
    });
  });

  it("is null without a price", () => {
    expect(rangePriceView(null)).toBeNull();
    expect(rangePriceView({})).toBeNull();
  });
});

describe("sizePriceView (one size's price)", () => {
  const price = (effective: number, marked: number) => ({
    effective,
    marked,
    selling: effective,
    currency_code: "INR",
    currency_symbol: "₹",
  });

  it("has no hidden label and shows marked price and discount only when higher", () => {
    expect(sizePriceView(price(3999, 4999), "20% OFF")).toEqual({
      label: null,
      effective: "₹3,999",
      marked: "₹4,999",
      markedLabel: "Original price ",
      discount: "20% OFF",
    });
    expect(sizePriceView(price(3999, 3999), "")).toMatchObject({ marked: null, discount: null });
  });
});
