import { describe, expect, it } from "vitest";
import { cartBreakup, DELIVERY_CHARGES, deliveryChargesConfig } from "../../service/modules/cart/breakup";
import { INR, JPY, USD } from "./helpers/currency-rates";

const keys = (display: { key: string }[]) => display.map((d) => d.key);

describe("the cart breakup", () => {
  it("adds MRP, discount, subtotal, delivery and total for lines below the free-delivery threshold", () => {
    const { breakup, deliveryChargeInfo } = cartBreakup({
      currency: INR,
      lines: [
        { marked: 199.99, effective: 149.5, quantity: 2 },
        { marked: 100, effective: 100, quantity: 1 },
      ],
    });
    expect(breakup.raw).toMatchObject({
      mrp_total: 499.98,
      subtotal: 399,
      discount: -100.98,
      coupon: 0,
      delivery_charge: 50,
      total: 449,
      you_saved: 100.98,
      mop_total: 449,
      total_charge: 50,
    });
    expect(keys(breakup.display)).toEqual(["mrp_total", "discount", "subtotal", "delivery_charge", "total"]);
    expect(breakup.display.at(-1)).toEqual({
      key: "total",
      display: "Total",
      value: 449,
      currency_code: "INR",
      currency_symbol: "₹",
      message: [],
    });
    expect(deliveryChargeInfo).toBe("Add ₹101 more for free delivery");
  });

  it("delivers free from the threshold on, and lists no discount row when there is none", () => {
    const { breakup, deliveryChargeInfo } = cartBreakup({
      currency: INR,
      lines: [{ marked: 250, effective: 250, quantity: 2 }],
    });
    expect(breakup.raw).toMatchObject({ subtotal: 500, delivery_charge: 0, total: 500, discount: 0 });
    expect(keys(breakup.display)).toEqual(["mrp_total", "subtotal", "delivery_charge", "total"]);
    expect(deliveryChargeInfo).toBe("");
  });

  it("charges nothing for an empty cart", () => {
    const { breakup } = cartBreakup({ currency: INR, lines: [] });
    expect(breakup.raw).toMatchObject({ mrp_total: 0, subtotal: 0, delivery_charge: 0, total: 0 });
    expect(keys(breakup.display)).toEqual(["mrp_total", "subtotal", "total"]);
  });

  it("takes the coupon off before the delivery threshold, never below zero", () => {
    const { breakup } = cartBreakup({
      currency: INR,
      lines: [{ marked: 600, effective: 520, quantity: 1 }],
      coupon: { code: "SAVE50", discount: 50 },
    });
    expect(breakup.raw).toMatchObject({ subtotal: 520, coupon: -50, delivery_charge: 50, total: 520, you_saved: 130 });
    expect(breakup.display.find((d) => d.key === "coupon")).toMatchObject({ value: -50, message: ["SAVE50"] });
    expect(breakup.coupon).toMatchObject({ code: "SAVE50", is_applied: true, value: 50 });
    const all = cartBreakup({
      currency: INR,
      lines: [{ marked: 100, effective: 100, quantity: 1 }],
      coupon: { code: "BIG", discount: 1000 },
    });
    expect(all.breakup.raw).toMatchObject({ coupon: -100, total: 50 });
  });

  it("converts the delivery rule and rounds to the shopper's currency", () => {
    expect(deliveryChargesConfig(USD).charges).toEqual([{ threshold: 5.65, charges: 0.57 }]);
    expect(deliveryChargesConfig(JPY).charges).toEqual([{ threshold: DELIVERY_CHARGES.threshold * 1.75, charges: 88 }]);
    const { breakup, deliveryChargeInfo } = cartBreakup({
      currency: USD,
      lines: [{ marked: 1.13, effective: 1.01, quantity: 3 }],
    });
    expect(breakup.raw).toMatchObject({ mrp_total: 3.39, subtotal: 3.03, discount: -0.36, total: 3.6 });
    expect(deliveryChargeInfo).toBe("Add $2.62 more for free delivery");
    expect(breakup.display[0]).toMatchObject({ currency_code: "USD", currency_symbol: "$" });
  });

  it("shows what is missing for free delivery with two decimals unless whole", () => {
    const { deliveryChargeInfo } = cartBreakup({
      currency: INR,
      lines: [{ marked: 0.5, effective: 0.5, quantity: 1 }],
    });
    expect(deliveryChargeInfo).toBe("Add ₹499.50 more for free delivery");
  });
});
