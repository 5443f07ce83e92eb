import { describe, expect, it } from "vitest";
import { breakupRows, itemCountLabel } from "~/lib/cart/breakup";
import { BAG_PATH, CART_MESSAGES, MAX_LINE_QUANTITY, cartReturnPath, parseCartIntent } from "~/lib/cart/intent";
import { nextQuantityStep, pendingQuantity, shownQuantity, steppedQuantity } from "~/lib/cart/quantity";
import { sharedCartLink, TOKEN_NOT_GENERATED } from "~/lib/cart/share";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

describe("parseCartIntent", () => {
  it("reads an add with the product, size and quantity (one by default)", () => {
    expect(parseCartIntent(form({ intent: "add", item_id: "12", item_size: " M " }))).toEqual({
      ok: true,
      intent: { intent: "add", item_id: 12, item_size: "M", quantity: 1 },
    });
    expect(parseCartIntent(form({ intent: "add", item_id: "12", item_size: "M", quantity: "3" }))).toMatchObject({
      ok: true,
      intent: { quantity: 3 },
    });
  });

  it("asks for a size when none is chosen", () => {
    expect(parseCartIntent(form({ intent: "add", item_id: "12" }))).toEqual({
      ok: false,
      intent: "add",
      errors: { item_size: CART_MESSAGES.size },
    });
    expect(parseCartIntent(form({ intent: "add", item_id: "12", item_size: "  " }))).toMatchObject({
      errors: { item_size: "Please select a size" },
    });
  });

  it("holds update quantities within the bounds and to whole numbers", () => {
    const update = (quantity: string) =>
      parseCartIntent(form({ intent: "update", item_id: "7", item_size: "L", quantity }));
    expect(update("0")).toMatchObject({ ok: false, errors: { quantity: "Quantity must be at least 1" } });
    expect(update("-1")).toMatchObject({ ok: false, errors: { quantity: "Quantity must be at least 1" } });
    expect(update("1000000000")).toMatchObject({
      ok: false,
      errors: { quantity: `Quantity can be at most ${MAX_LINE_QUANTITY}` },
    });
    expect(update("2.5")).toMatchObject({ ok: false, errors: { quantity: "Quantity must be a whole number" } });
    expect(update("two")).toMatchObject({ ok: false, errors: { quantity: "Quantity must be a whole number" } });
    expect(update("")).toMatchObject({ ok: false, errors: { quantity: "Quantity must be a whole number" } });
    expect(update(String(MAX_LINE_QUANTITY))).toMatchObject({ ok: true, intent: { quantity: MAX_LINE_QUANTITY } });
  });

  it("reads a remove with the line's ids and needs no quantity", () => {
    expect(
      parseCartIntent(
        form({
          intent: "remove",
          item_id: "7",
          item_size: "L",
          article_id: "a1_b2",
          identifier: "7_L",
          item_index: "0",
        }),
      ),
    ).toEqual({
      ok: true,
      intent: { intent: "remove", item_id: 7, item_size: "L", article_id: "a1_b2", identifier: "7_L", item_index: 0 },
    });
  });

  it("refuses unknown intents and products", () => {
    expect(parseCartIntent(form({ intent: "drop", item_id: "7", item_size: "L" }))).toEqual({
      ok: false,
      intent: "drop",
      errors: { intent: CART_MESSAGES.intent },
    });
    expect(parseCartIntent(form({ item_id: "7" }))).toMatchObject({ ok: false, intent: null });
    expect(parseCartIntent(form({ intent: "remove", item_id: "abc", item_size: "L" }))).toMatchObject({
      errors: { item_id: "Unknown product" },
    });
    expect(parseCartIntent(form({ intent: "remove", item_id: "0", item_size: "L" }))).toMatchObject({
      errors: { item_id: "Unknown product" },
    });
    expect(
      parseCartIntent(form({ intent: "remove", item_id: "7", item_size: "L", article_id: "<script>" })),
    ).toMatchObject({ ok: false });
  });
});

describe("cartReturnPath", () => {
  const origin = "https://shop.example";
  it("goes back to the form's own same-site path", () => {
    expect(cartReturnPath("/product/shirt/?size=M", null, origin)).toBe("/product/shirt/?size=M");
    expect(cartReturnPath("//evil.example/", null, origin)).toBe(BAG_PATH);
  });
  it("else to the referring page of this store, else the bag", () => {
    expect(cartReturnPath(null, "https://shop.example/products/?q=shirt", origin)).toBe("/products/?q=shirt");
    expect(cartReturnPath(null, "https://evil.example/x", origin)).toBe(BAG_PATH);
    expect(cartReturnPath(null, "not a url", origin)).toBe(BAG_PATH);
    expect(cartReturnPath(null, null, origin)).toBe(BAG_PATH);
  });
});

describe("quantity buttons (one request in flight per line)", () => {
  it("steps within the bounds", () => {
    expect(steppedQuantity(1, -1, 1, 10)).toBe(1);
    expect(steppedQuantity(3, 1, 1, 10)).toBe(4);
    expect(steppedQuantity(10, 1, 1, 10)).toBe(10);
  });

  it("reads the pending quantity of an update only", () => {
    expect(pendingQuantity(form({ intent: "update", quantity: "4" }))).toBe(4);
    expect(pendingQuantity(form({ intent: "remove", quantity: "4" }))).toBeNull();
    expect(pendingQuantity(form({ intent: "update", quantity: "x" }))).toBeNull();
    expect(pendingQuantity(undefined)).toBeNull();
  });

  it("shows the latest wish, then the request in flight, then the cart", () => {
    expect(shownQuantity({ server: 1, target: 5, inFlight: 2, lastSent: 2 })).toBe(5);
    expect(shownQuantity({ server: 1, target: null, inFlight: 2, lastSent: null })).toBe(2);
    expect(shownQuantity({ server: 1, target: null, inFlight: null, lastSent: null })).toBe(1);
  });

  it("settles rapid clicks to the last quantity with one request at a time", () => {
    // Three clicks from 1: the first is sent, the next two wait for it.
    expect(nextQuantityStep({ server: 1, target: 2, inFlight: null, lastSent: null })).toEqual({
      kind: "send",
      quantity: 2,
    });
    expect(nextQuantityStep({ server: 1, target: 4, inFlight: 2, lastSent: 2 })).toEqual({ kind: "wait" });
    // The first answered (cart has 2): the last wish (4) goes out.
    expect(nextQuantityStep({ server: 2, target: 4, inFlight: null, lastSent: 2 })).toEqual({
      kind: "send",
      quantity: 4,
    });
    expect(nextQuantityStep({ server: 4, target: 4, inFlight: null, lastSent: 4 })).toEqual({ kind: "settled" });
  });

  it("does not retry a quantity the service refused", () => {
    expect(nextQuantityStep({ server: 2, target: 9, inFlight: null, lastSent: 9 })).toEqual({ kind: "settled" });
    expect(nextQuantityStep({ server: 2, target: null, inFlight: null, lastSent: 9 })).toEqual({ kind: "wait" });
  });
});

describe("breakupRows", () => {
  const entry = (key: string, display: string, value: number) => ({
    key,
    display,
    value,
    currency_code: "INR",
    currency_symbol: "₹",
  });
  it("formats in Indian grouping, drops zero entries and puts the Total last", () => {
    expect(
      breakupRows([
        entry("total", "Total", 123456.5),
        entry("mrp_total", "MRP Total", 150000),
        entry("discount", "Discount", -26543.5),
        entry("coupon", "Coupon", 0),
      ]),
    ).toEqual([
      { key: "mrp_total", label: "MRP Total", value: "₹1,50,000", notes: [], total: false },
      { key: "discount", label: "Discount", value: "-₹26,543.50", notes: [], total: false },
      { key: "total", label: "Total", value: "₹1,23,456.50", notes: [], total: true },
    ]);
  });
  it("keeps a zero Total and groups other currencies by thousands", () => {
    expect(breakupRows([{ key: "total", display: "Total", value: 0 }], { symbol: "$", code: "USD" })).toEqual([
      { key: "total", label: "Total", value: "$0", notes: [], total: true },
    ]);
    expect(
      breakupRows([{ ...entry("subtotal", "Subtotal", 1234567), currency_code: "USD", currency_symbol: "$" }])[0].value,
    ).toBe("$1,234,567");
  });
  it("counts items", () => {
    expect(itemCountLabel(1)).toBe("1 item");
    expect(itemCountLabel(3)).toBe("3 items");
  });
});

describe("sharedCartLink", () => {
  it("makes the store's shared-cart page of the token", () => {
    expect(sharedCartLink("https://shop.example.com", "a b/c")).toEqual({
      ok: true,
      url: "https://shop.example.com/shared-cart/a%20b%2Fc",
    });
  });

  it("answers the spec's message when the share call gave no token", () => {
    for (const token of ["", null, undefined]) {
      expect(sharedCartLink("https://shop.example.com", token)).toEqual({ ok: false, message: TOKEN_NOT_GENERATED });
    }
    expect(TOKEN_NOT_GENERATED).toBe("Token could not be generated");
  });
});
