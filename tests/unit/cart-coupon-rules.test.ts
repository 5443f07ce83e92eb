import { describe, expect, it } from "vitest";
import { checkCoupon, couponDiscount, type CouponRule } from "../../service/modules/cart/coupon-rules";
import { INR, USD } from "./helpers/currency-rates";

const NOW = Date.parse("2026-11-24T00:00:00Z");

const coupon = (rule: Partial<CouponRule>): CouponRule => ({
  code: "C",
  type: "absolute",
  value: 100,
  maxDiscount: null,
  minCartValue: 0,
  startsAt: new Date("2026-01-01T00:00:00Z"),
  endsAt: null,
  firstOrderOnly: false,
  paymentModes: [],
  ...rule,
});
const ctx = { now: NOW, currency: INR, subtotal: 1000, signedIn: true, ordersPlaced: 0 };

describe("coupon rules", () => {
  it("takes a percentage off, capped, and never more than the subtotal", () => {
    expect(couponDiscount(coupon({ type: "percentage", value: 10 }), 1234.5, INR)).toBe(123.45);
    expect(couponDiscount(coupon({ type: "percentage", value: 20, maxDiscount: 150 }), 1000, INR)).toBe(150);
    expect(couponDiscount(coupon({ value: 100 }), 60, INR)).toBe(60);
    // Flat amounts and caps are INR, converted to the shopper's currency.
    expect(couponDiscount(coupon({ value: 100 }), 50, USD)).toBe(1.13);
    expect(couponDiscount(coupon({ type: "percentage", value: 50, maxDiscount: 200 }), 10, USD)).toBe(2.26);
  });

  it("checks dates, the cart, sign-in, the first order, the minimum and the payment mode in that order", () => {
    const ok = checkCoupon(coupon({}), ctx);
    expect(ok).toEqual({ ok: true, message: "Coupon can be applied", discount: 100 });
    const said = (rule: Partial<CouponRule>, over: Partial<typeof ctx> & { paymentMode?: string } = {}) =>
      checkCoupon(coupon(rule), { ...ctx, ...over }).message;
    expect(said({ startsAt: new Date(NOW + 1) })).toBe("This coupon is not active yet");
    expect(said({ endsAt: new Date(NOW) })).toBe("This coupon has expired");
    expect(said({}, { subtotal: 0 })).toBe("Add items to the cart to apply a coupon");
    expect(said({ firstOrderOnly: true }, { signedIn: false })).toBe("Sign in to use this coupon");
    expect(said({ firstOrderOnly: true }, { ordersPlaced: 1 })).toBe("This coupon is valid on your first order only");
    expect(said({ minCartValue: 1499.5 })).toBe("Add items worth ₹499.50 more to apply this coupon");
    expect(said({ minCartValue: 999 }, { currency: USD, subtotal: 10 })).toBe(
      "Add items worth $1.29 more to apply this coupon",
    );
    expect(said({ paymentModes: ["CARD", "UPI"] }, { paymentMode: "COD" })).toBe(
      "This coupon is not valid for the selected payment mode",
    );
    expect(checkCoupon(coupon({ paymentModes: ["CARD"] }), { ...ctx, paymentMode: "CARD" }).ok).toBe(true);
    // Without a chosen payment mode a payment-bound coupon holds (checked again at payment).
    expect(checkCoupon(coupon({ paymentModes: ["CARD"] }), ctx).ok).toBe(true);
  });
});
