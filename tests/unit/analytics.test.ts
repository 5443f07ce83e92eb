import { describe, expect, it } from "vitest";
import {
  cartChange,
  cartLineEvent,
  checkoutStep,
  decodeEvents,
  encodeEvents,
  pageEvents,
  quantityLabel,
  searchPosition,
  type AnalyticsEvent,
} from "~/lib/analytics";

const url = (path: string) => new URL(path, "https://shop.example.com");

describe("analytics events", () => {
  it("labels a quantity change by comparing the old and new quantity, and counts positions from 1", () => {
    expect(quantityLabel(1, 2)).toBe("increment");
    expect(quantityLabel(3, 2)).toBe("decrement");
    expect(searchPosition(0)).toBe(1);
    expect(searchPosition(4)).toBe(5);
  });

  it("names a line's change with the spec's cart events", () => {
    expect(cartChange(0, 2)).toEqual({ event: "add_to_cart", cart_action: "add to cart" });
    expect(cartChange(1, 3)).toEqual({ event: "add_to_cart", cart_action: "quantity_add", label: "increment" });
    expect(cartChange(3, 1)).toEqual({ event: "remove_from_cart", cart_action: "quantity_remove", label: "decrement" });
    expect(cartChange(2, 0)).toEqual({ event: "remove_from_cart", cart_action: "article_remove" });
  });

  it("describes the line's product, size, unit price and the pieces that changed", () => {
    const line = {
      quantity: 3,
      product: { uid: 42, name: "Linen shirt", brand: { name: "Indigo" } },
      article: { size: "M" },
      price_per_unit: { converted: { effective: 1299, currency_code: "INR" } },
    };
    expect(cartLineEvent({ itemId: 42, size: "M", previous: 1, quantity: 3 }, line)).toEqual({
      event: "add_to_cart",
      cart_action: "quantity_add",
      label: "increment",
      currency: "INR",
      items: [
        { item_id: "42", item_name: "Linen shirt", item_brand: "Indigo", item_variant: "M", price: 1299, quantity: 2 },
      ],
    });
    // Removed: the line is gone from the cart, its product id, size and pieces remain.
    expect(cartLineEvent({ itemId: 42, size: "M", previous: 3, quantity: 0 }, undefined).items).toEqual([
      { item_id: "42", item_name: "", item_variant: "M", quantity: 3 },
    ]);
  });

  it("maps the checkout's pages to its steps", () => {
    expect(checkoutStep("/cart/delivery/")).toBe("address");
    expect(checkoutStep("/cart/checkout")).toBe("address");
    expect(checkoutStep("/cart/payment-info/")).toBe("payment_option");
    expect(checkoutStep("/cart/order-review/")).toBe("review");
    expect(checkoutStep("/cart/upi/")).toBe("payment");
    expect(checkoutStep("/cart/bag/")).toBeNull();
  });

  it("reads a search, a filter and a sort from the listing's address, and the checkout's start and steps", () => {
    expect(pageEvents(null, url("/products/?q=linen%20shirt"))).toEqual([
      { event: "search", search_term: "linen shirt", source: "custom_search" },
    ]);
    // The same words on the next page of results: no new search.
    expect(pageEvents(url("/products/?q=linen"), url("/products/?q=linen&page_no=2"))).toEqual([]);
    expect(pageEvents(url("/products/?department=men"), url("/products/?department=men&brand=indigo"))).toEqual([
      { event: "filter", filters: { brand: ["indigo"], department: ["men"] } },
    ]);
    expect(pageEvents(url("/products/?department=men"), url("/products/?department=men&sort_on=price_asc"))).toEqual([
      { event: "sort", sort_on: "price_asc" },
    ]);
    // Another listing is a page view, not a filter.
    expect(pageEvents(url("/products/"), url("/brand/indigo/?department=men"))).toEqual([]);
    expect(pageEvents(url("/cart/bag/"), url("/cart/delivery/"))).toEqual([
      { event: "begin_checkout" },
      { event: "checkout_progress", step: "address" },
    ]);
    expect(pageEvents(url("/cart/delivery/"), url("/cart/payment-info/"))).toEqual([
      { event: "checkout_progress", step: "payment_option" },
    ]);
    // Reloading a step says nothing new.
    expect(pageEvents(url("/cart/payment-info/"), url("/cart/payment-info/"))).toEqual([]);
  });

  it("carries events in a cookie value: malformed values are no events, the newest kept when too many", () => {
    const events: AnalyticsEvent[] = [{ event: "login", method: "password" }, { event: "add_to_cart" }];
    expect(decodeEvents(encodeEvents(events))).toEqual(events);
    expect(decodeEvents("not json")).toEqual([]);
    expect(decodeEvents('[{"event":"steal_cookies"},{"event":"logout"}]')).toEqual([{ event: "logout" }]);
    expect(decodeEvents(undefined)).toEqual([]);
    const many = Array.from({ length: 200 }, (_, i) => ({ event: "search" as const, search_term: `term ${i}` }));
    const kept = decodeEvents(encodeEvents(many));
    expect(kept.length).toBeLessThan(200);
    expect(kept.at(-1)).toEqual(many.at(-1));
    expect(encodeURIComponent(encodeEvents(many)).length).toBeLessThanOrEqual(2_000);
  });
});
