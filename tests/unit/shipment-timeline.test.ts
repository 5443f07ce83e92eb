import { describe, expect, it } from "vitest";
import { JOURNEY, trackingTimeline } from "../../service/modules/order/lifecycle";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 10, minute));

describe("a shipment's tracking timeline", () => {
  it("lists every step of the journey, those reached with their time, the current one marked", () => {
    const steps = trackingTimeline("packed", at(0), [
      { status: "confirmed", at: at(5) },
      { status: "packed", at: at(9) },
    ]);
    expect(steps.map((s) => s.value)).toEqual(JOURNEY.map((s) => s.value));
    expect(steps.slice(0, 4).map((s) => [s.status, s.is_passed, s.is_current])).toEqual([
      ["Placed", true, false],
      ["Confirmed", true, false],
      ["Packed", true, true],
      ["Shipped", false, false],
    ]);
    expect(steps[1].time).toBe(at(5).toISOString());
    expect(steps[3].time).toBe("");
  });

  it("ends a shipment that left the journey where it ended", () => {
    const steps = trackingTimeline("cancelled_customer", at(0), [
      { status: "confirmed", at: at(5) },
      { status: "cancelled_customer", at: at(7) },
    ]);
    expect(steps.map((s) => s.value)).toEqual(["placed", "confirmed", "cancelled_customer"]);
    expect(steps.at(-1)).toMatchObject({ is_current: true, time: at(7).toISOString() });
  });
});
