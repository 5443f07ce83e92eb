import { describe, expect, it } from "vitest";
import {
  COUPON_TEXTS,
  appliedCouponView,
  couponCardView,
  couponConditions,
  isCouponIntent,
  parseCouponIntent,
  typedCode,
  withQuery,
} from "~/lib/cart/coupons";

describe("parseCouponIntent", () => {
  it("leaves other intents to the cart's parser", () => {
    const posted = new FormData();
    posted.set("intent", "add");
    expect(parseCouponIntent(posted)).toBeNull();
    expect(parseCouponIntent({})).toBeNull();
    expect(isCouponIntent("apply-coupon")).toBe(true);
    expect(isCouponIntent("remove-coupon")).toBe(true);
    expect(isCouponIntent("remove")).toBe(false);
  });

  it("reads an apply with the code trimmed and upper-cased, and a remove", () => {
    const posted = new FormData();
    posted.set("intent", "apply-coupon");
    posted.set("coupon_code", "  flat100 ");
    expect(parseCouponIntent(posted)).toEqual({
      ok: true,
      intent: { intent: "apply-coupon", coupon_code: "FLAT100" },
    });
    expect(parseCouponIntent({ intent: "remove-coupon", coupon_code: "ignored" })).toEqual({
      ok: true,
      intent: { intent: "remove-coupon" },
    });
  });

  it("names the coupon field for an empty, missing or malformed code", () => {
    for (const [values, message] of [
      [{ intent: "apply-coupon", coupon_code: "   " }, COUPON_TEXTS.required],
      [{ intent: "apply-coupon" }, COUPON_TEXTS.required],
      [{ intent: "apply-coupon", coupon_code: "NO SPACES" }, COUPON_TEXTS.invalid],
      [{ intent: "apply-coupon", coupon_code: "<script>" }, COUPON_TEXTS.invalid],
      [{ intent: "apply-coupon", coupon_code: "A".repeat(31) }, COUPON_TEXTS.invalid],
    ] as const) {
      expect(parseCouponIntent({ ...values }), JSON.stringify(values)).toEqual({
        ok: false,
        intent: "apply-coupon",
        errors: { coupon_code: message },
      });
    }
  });

  it("keeps what the shopper typed, trimmed and bounded", () => {
    expect(typedCode("  wrong code ")).toBe("wrong code");
    expect(typedCode("x".repeat(500))).toHaveLength(100);
    expect(typedCode(null)).toBe("");
  });
});

describe("appliedCouponView", () => {
  const coupon = { coupon_code: "FLAT100", coupon_title: "₹100 off", discount: 100, is_applied: true, message: "" };

  it("is null when the cart has no coupon", () => {
    expect(appliedCouponView(undefined, {})).toBeNull();
    expect(appliedCouponView({ ...coupon, coupon_code: "" }, {})).toBeNull();
  });

  it("says what the coupon takes off, in the cart's currency and grouping", () => {
    expect(appliedCouponView(coupon, { code: "INR", symbol: "₹" })).toEqual({
      code: "FLAT100",
      title: "₹100 off",
      message: "₹100 off applied",
      holds: true,
    });
    expect(appliedCouponView({ ...coupon, discount: 1234.5 }, { code: "INR", symbol: "₹" })!.message).toBe(
      "₹1,234.50 off applied",
    );
    expect(appliedCouponView({ ...coupon, discount: 1.2 }, { code: "USD", symbol: "$" })!.message).toBe(
      "$1.20 off applied",
    );
  });

  it("gives the service's reason when the coupon on the cart no longer holds", () => {
    const stale = {
      ...coupon,
      is_applied: false,
      discount: 0,
      message: "Add items worth ₹99 more to apply this coupon",
    };
    expect(appliedCouponView(stale, { code: "INR", symbol: "₹" })).toEqual({
      code: "FLAT100",
      title: "₹100 off",
      message: "Add items worth ₹99 more to apply this coupon",
      holds: false,
    });
  });
});

describe("coupon cards", () => {
  const base = {
    coupon_code: "SAVE20",
    title: "20% off",
    sub_title: "Up to ₹500 off on orders of ₹1,499 or more",
    description: "20% off, up to ₹500, when your cart is worth ₹1,499 or more.",
    coupon_type: "percentage",
    minimum_cart_value: 1499,
    max_discount_value: 500,
    expires_on: "2031-12-31T23:59:59.000Z",
    is_applicable: true,
    is_applied: false,
    coupon_applicable_message: "Coupon can be applied",
  };

  it("lists the minimum, the cap of a percentage and the expiry (amounts in rupees)", () => {
    expect(couponConditions(base)).toEqual([
      "Minimum cart value ₹1,499",
      "Maximum discount ₹500",
      "Valid till 31 Dec 2031",
    ]);
    // A flat coupon has no cap line; no minimum and no expiry, no lines.
    expect(couponConditions({ ...base, coupon_type: "absolute", minimum_cart_value: 0, expires_on: "" })).toEqual([]);
    expect(couponConditions({ ...base, minimum_cart_value: 100000, max_discount_value: 0 })).toEqual([
      "Minimum cart value ₹1,00,000",
      "Valid till 31 Dec 2031",
    ]);
  });

  it("shows why a coupon cannot be applied, and nothing when it can", () => {
    expect(couponCardView(base)).toMatchObject({ code: "SAVE20", applicable: true, applied: false, message: "" });
    const refused = couponCardView({
      ...base,
      is_applicable: false,
      coupon_applicable_message: "Sign in to use this coupon",
    });
    expect(refused).toMatchObject({ applicable: false, message: "Sign in to use this coupon" });
    expect(couponCardView({ ...base, is_applicable: false, coupon_applicable_message: "" }).message).toBe(
      COUPON_TEXTS.invalid,
    );
  });

  it("keeps the bag's query on its links", () => {
    expect(withQuery("/cart/bag/", "")).toBe("/cart/bag/");
    expect(withQuery("/cart/bag/", "?buy_now=true&id=abc")).toBe("/cart/bag/?buy_now=true&id=abc");
    expect(withQuery("/cart/available-coupons/", "?")).toBe("/cart/available-coupons/");
  });
});
