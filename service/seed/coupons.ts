/**
 * The demo store's coupons, one of each kind: a first-order percentage coupon, a flat coupon with a
 * minimum cart value, a capped percentage coupon, a coupon bound to prepaid payment modes, and an
 * expired one (applying it says so). Amounts in INR. Pure; dates fixed relative to the seed's base.
 */
import type { coupons } from "../db/schema";
import { BASE_DATE } from "./catalog";

type CouponRow = typeof coupons.$inferInsert;

const day = 24 * 3600_000;
/** Far enough ahead that a demo store's coupons stay valid for years. */
const UNTIL = new Date("2031-12-31T23:59:59Z");

export function buildCoupons(applicationId: string): CouponRow[] {
  const startsAt = BASE_DATE;
  return [
    {
      applicationId,
      code: "WELCOME10",
      title: "10% off your first order",
      subTitle: "Up to ₹200 off",
      description: "10% off your first order, up to ₹200. Sign in to use it.",
      type: "percentage",
      value: 10,
      maxDiscount: 200,
      firstOrderOnly: true,
      startsAt,
      endsAt: UNTIL,
      priority: 4,
    },
    {
      applicationId,
      code: "FLAT100",
      title: "₹100 off",
      subTitle: "On orders of ₹999 or more",
      description: "₹100 off when your cart is worth ₹999 or more.",
      type: "absolute",
      value: 100,
      minCartValue: 999,
      startsAt,
      endsAt: UNTIL,
      priority: 3,
    },
    {
      applicationId,
      code: "SAVE20",
      title: "20% off",
      subTitle: "Up to ₹500 off on orders of ₹1,499 or more",
      description: "20% off, up to ₹500, when your cart is worth ₹1,499 or more.",
      type: "percentage",
      value: 20,
      maxDiscount: 500,
      minCartValue: 1499,
      startsAt,
      endsAt: UNTIL,
      priority: 2,
    },
    {
      applicationId,
      code: "PREPAID50",
      title: "₹50 off prepaid orders",
      subTitle: "Pay by card, UPI, net banking or wallet",
      description: "₹50 off orders of ₹499 or more paid by card, UPI, net banking or wallet.",
      type: "absolute",
      value: 50,
      minCartValue: 499,
      paymentModes: ["CARD", "UPI", "NB", "WL"],
      startsAt,
      endsAt: UNTIL,
      priority: 1,
    },
    {
      applicationId,
      code: "NEWYEAR26",
      title: "New Year: 15% off",
      subTitle: "Ended",
      description: "15% off during the New Year sale.",
      type: "percentage",
      value: 15,
      maxDiscount: 300,
      startsAt,
      endsAt: new Date(BASE_DATE.getTime() + 15 * day),
      priority: 0,
    },
  ];
}
