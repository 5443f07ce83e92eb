import { describe, expect, it } from "vitest";
import { hasPersonalDetails, trackingLookup, trackingPath, TRACKING_MESSAGES } from "../../app/lib/orders/tracking";

describe("the order-tracking lookup form", () => {
  it("takes an order id (any case, trimmed) and a phone number or e-mail address", () => {
    expect(trackingLookup.parse({ orderId: " fy1a2b3c ", contact: "+91 98765 43210" })).toEqual({
      orderId: "FY1A2B3C",
      contact: "+91 98765 43210",
    });
    expect(trackingLookup.parse({ orderId: "FY1A2B3C", contact: "asha@example.com" }).contact).toBe("asha@example.com");
  });

  it("refuses a missing or malformed id and a contact that is neither", () => {
    const result = trackingLookup.safeParse({ orderId: "FY 12", contact: "asha" });
    expect(result.success).toBe(false);
    const messages = result.error!.flatten().fieldErrors;
    expect(messages.orderId).toEqual([TRACKING_MESSAGES.orderId]);
    expect(messages.contact).toEqual([TRACKING_MESSAGES.contact]);
    expect(trackingLookup.safeParse({ orderId: "", contact: "" }).success).toBe(false);
  });
});

describe("tracking paths and personal details", () => {
  it("makes the order's and the shipment's paths", () => {
    expect(trackingPath("FY12")).toBe("/order-tracking/FY12/");
    expect(trackingPath("FY12", "1234")).toBe("/order-tracking/FY12/1234");
  });

  it("tells a masked shipment from one with its address", () => {
    expect(hasPersonalDetails({ delivery_address: { address: "", name: "", phone: "" } })).toBe(false);
    expect(hasPersonalDetails({ delivery_address: { address: "12, 4th Cross", name: "Asha", phone: "98" } })).toBe(
      true,
    );
  });
});
