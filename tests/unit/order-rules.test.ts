import { describe, expect, it } from "vitest";
import { trackingTimeline } from "../../service/modules/order/lifecycle";
import { bagReasons, findReason, shipmentReasons } from "../../service/modules/order/reasons";
import { goodsPaid, refundShares } from "../../service/modules/order/refunds";
import { bagRules, deliveredAt, shipmentRules } from "../../service/modules/order/rules";

const DAY = 24 * 3600 * 1000;
const delivered = new Date(Date.UTC(2026, 10, 1));
const window15 = { returnable: true, days: 15 };

describe("what a shopper may do with a shipment", () => {
  it("cancels while placed, confirmed or packed, never after shipping or before payment", () => {
    for (const status of ["placed", "confirmed", "packed"]) {
      expect(bagRules(status, null, window15, Date.now()).can_cancel, status).toBe(true);
    }
    for (const status of [
      "shipped",
      "out_for_delivery",
      "delivery_done",
      "payment_pending",
      "payment_failed",
      "cancelled_customer",
    ]) {
      expect(bagRules(status, delivered, window15, Date.now()).can_cancel, status).toBe(false);
    }
  });

  it("returns a delivered bag until the end of its product's window, counted from the delivery", () => {
    const until = new Date(delivered.getTime() + 15 * DAY).toISOString();
    expect(bagRules("delivery_done", delivered, window15, delivered.getTime() + 15 * DAY)).toEqual({
      can_cancel: false,
      can_return: true,
      returnable_date: until,
    });
    expect(bagRules("delivery_done", delivered, window15, delivered.getTime() + 15 * DAY + 1).can_return).toBe(false);
    expect(bagRules("delivery_done", delivered, { returnable: false, days: 0 }, delivered.getTime())).toEqual({
      can_cancel: false,
      can_return: false,
      returnable_date: null,
    });
    // Once returned (or before delivery) it cannot be returned again.
    expect(bagRules("return_initiated", delivered, window15, delivered.getTime()).can_return).toBe(false);
    expect(bagRules("shipped", null, window15, delivered.getTime()).returnable_date).toBeNull();
  });

  it("lets a shipment be returned when any bag may, until its latest bag's date", () => {
    const short = bagRules("delivery_done", delivered, { returnable: true, days: 7 }, delivered.getTime() + 8 * DAY);
    const long = bagRules("delivery_done", delivered, window15, delivered.getTime() + 8 * DAY);
    expect(shipmentRules([short, long])).toEqual({
      can_cancel: false,
      can_return: true,
      returnable_date: long.returnable_date,
    });
    expect(shipmentRules([short]).can_return).toBe(false);
  });

  it("finds the delivery in the shipment's events", () => {
    expect(deliveredAt([{ status: "shipped", at: new Date(1) }])).toBeNull();
    expect(
      deliveredAt([
        { status: "delivery_done", at: delivered },
        { status: "return_initiated", at: new Date() },
      ]),
    ).toBe(delivered);
  });
});

describe("cancel and return reasons", () => {
  it("offers an Other reason with a text area in each flow, and a pre_qc return reason", () => {
    for (const flow of ["cancel", "return"] as const) {
      expect(shipmentReasons(flow).at(-1)).toMatchObject({ reason_text: "Other", show_text_area: true, flow });
    }
    expect(bagReasons("return").find((r) => r.qc_type.includes("pre_qc"))?.display_name).toBe("Product is damaged");
    expect(findReason("return", 11)).toEqual({ text: "Product is damaged", preQc: true, other: false });
    expect(findReason("cancel", 11)).toBeUndefined();
  });
});

describe("the timeline of a return", () => {
  it("shows the journey reached, the return's steps with their times, and the steps still ahead", () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 10, minute));
    const events = ["confirmed", "packed", "shipped", "out_for_delivery", "delivery_done"].map((status, i) => ({
      status,
      at: at(i + 1),
    }));
    const steps = trackingTimeline("return_accepted", at(0), [
      ...events,
      { status: "return_pre_qc", at: at(10) },
      { status: "return_accepted", at: at(12) },
    ]);
    expect(steps.slice(5).map((s) => [s.value, s.time, s.is_passed, s.is_current])).toEqual([
      ["delivery_done", at(5).toISOString(), true, false],
      ["return_pre_qc", at(10).toISOString(), true, false],
      ["return_accepted", at(12).toISOString(), true, true],
      ["return_bag_picked", "", false, false],
      ["return_completed", "", false, false],
    ]);
    expect(steps.at(-1)?.status).toBe("Returned");
  });
});

describe("refunds: what a cancelled or returned bag gives back", () => {
  const breakup = (entries: [string, number][]) =>
    entries.map(([name, value]) => ({ name, value, display: name, currency_code: "INR", currency_symbol: "₹" }));

  it("counts what the goods cost: the total less delivery and COD charges", () => {
    // ₹1,000 of goods, a ₹200 coupon and 100 reward points, ₹49 COD: ₹749 paid, ₹700 of it for goods.
    const order = {
      total: 749,
      breakup: breakup([
        ["mrp_total", 1000],
        ["coupon", -200],
        ["reward_points", -100],
        ["cod_charge", 49],
        ["total", 749],
      ]),
    };
    expect(goodsPaid(order)).toBe(700);
    expect(goodsPaid({ total: 550, breakup: breakup([["delivery_charge", 50]]) })).toBe(500);
    expect(goodsPaid({ total: 20, breakup: breakup([["delivery_charge", 50]]) })).toBe(0);
  });

  it("shares the goods' cost by price, and the bag that completes the order takes what is left", () => {
    const all = [
      { id: 1, gross: 100 },
      { id: 2, gross: 100 },
      { id: 3, gross: 100 },
    ];
    // ₹200 paid for ₹300 of goods: each bag a third, rounded to paise.
    const first = refundShares(200, all, [], [all[0]]);
    expect(first.get(1)).toBe(66.67);
    const second = refundShares(200, all, [{ bagId: 1, amount: 66.67 }], [all[1]]);
    expect(second.get(2)).toBe(66.67);
    const last = refundShares(
      200,
      all,
      [
        { bagId: 1, amount: 66.67 },
        { bagId: 2, amount: 66.67 },
      ],
      [all[2]],
    );
    // Never more than was paid: 66.66, so the three give back exactly 200.
    expect(last.get(3)).toBe(66.66);
    // All at once: the same exact total.
    const whole = refundShares(200, all, [], all);
    expect([...whole.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(200, 10);
    // Whole points: each share rounded down, the last bag taking what is left.
    const points = refundShares(100, all, [], all, Math.floor);
    expect([...points.values()]).toEqual([33, 33, 34]);
    // Bags of different prices share by price.
    expect(
      refundShares(
        90,
        [
          { id: 1, gross: 200 },
          { id: 2, gross: 100 },
        ],
        [],
        [{ id: 2, gross: 100 }],
      ).get(2),
    ).toBe(30);
  });
});
