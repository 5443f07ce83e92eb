import { describe, expect, it } from "vitest";
import {
  changeSettled,
  changeTypeOf,
  customerStatus,
  remainingQuantity,
  settleDelaySeconds,
  settleHref,
  shipmentChangeBody,
  SETTLE_MAX_TRIES,
} from "~/lib/orders/shipment-change";

const lines = [
  { lineNumber: 1, identifier: "A-1", quantity: 2 },
  { lineNumber: 2, identifier: "B-1", quantity: 1 },
];

describe("shipment change (cancel or return)", () => {
  it("knows the two kinds of change and nothing else", () => {
    expect(changeTypeOf("cancel")).toBe("cancel");
    expect(changeTypeOf("return")).toBe("return");
    expect(changeTypeOf("exchange")).toBeNull();
    expect(changeTypeOf(undefined)).toBeNull();
  });

  it("sets cancelled_customer for a cancel, return_pre_qc only when a reason asks for a quality check", () => {
    expect(customerStatus("cancel", ["pre_qc"])).toBe("cancelled_customer");
    expect(customerStatus("return")).toBe("return_initiated");
    expect(customerStatus("return", ["delivery_qc"])).toBe("return_initiated");
    expect(customerStatus("return", ["delivery_qc", "pre_qc"])).toBe("return_pre_qc");
  });

  it("waits 2^n seconds between settle checks, at most 8, for 6 tries", () => {
    expect(Array.from({ length: SETTLE_MAX_TRIES }, (_, n) => settleDelaySeconds(n))).toEqual([1, 2, 4, 8, 8, 8]);
    expect(SETTLE_MAX_TRIES).toBe(6);
  });

  it("counts the pieces that stay in the shipment", () => {
    expect(remainingQuantity(lines, [{ ...lines[0], quantity: 1 }])).toBe(2);
    expect(remainingQuantity(lines, lines)).toBe(0);
  });

  it("builds the official body: force_transition, the products, the reason and the return's QC data", () => {
    const body = shipmentChangeBody({
      type: "return",
      shipmentId: "S1",
      chosen: [{ ...lines[0], quantity: 1 }],
      reason: { id: "12", text: "Product is damaged" },
      qcTypes: ["pre_qc"],
      qcImages: ["https://cdn.example/a.png"],
      beneficiaryId: "ben-1",
    });
    const products = [{ line_number: 1, quantity: 1, identifier: "A-1" }];
    expect(body).toEqual({
      force_transition: true,
      statuses: [
        {
          status: "return_pre_qc",
          shipments: [
            {
              identifier: "S1",
              products,
              reasons: {
                products: [{ data: { reason_id: 12, reason_text: "Product is damaged" }, filters: products }],
              },
              data_updates: {
                products: [
                  {
                    data: {
                      meta: {
                        return_qc_json: { images: ["https://cdn.example/a.png"], return_reason: "Product is damaged" },
                        beneficiary_id: "ben-1",
                      },
                    },
                    filters: products,
                  },
                ],
              },
            },
          ],
        },
      ],
    });
  });

  it("sends no data updates for a plain cancel", () => {
    const body = shipmentChangeBody({
      type: "cancel",
      shipmentId: "S1",
      chosen: lines,
      reason: { id: "other", text: "Changed my mind" },
    });
    expect(body.statuses[0].status).toBe("cancelled_customer");
    expect(body.statuses[0].shipments[0]).not.toHaveProperty("data_updates");
    expect(body.statuses[0].shipments[0].reasons.products[0].data.reason_id).toBe("other");
  });

  it("settles a whole change on the status and a partial one on the pieces left", () => {
    const shipment = (status: string, quantities: number[]) => ({
      status,
      bags: quantities.map((quantity) => ({ quantity })),
    });
    expect(changeSettled({ type: "cancel", remaining: 0 }, shipment("placed", [2, 1]))).toBe(false);
    expect(changeSettled({ type: "cancel", remaining: 0 }, shipment("cancelled_customer", [2, 1]))).toBe(true);
    expect(changeSettled({ type: "return", remaining: 0 }, shipment("return_pre_qc", [1]))).toBe(true);
    expect(changeSettled({ type: "return", remaining: 0 }, shipment("cancelled_customer", [1]))).toBe(false);
    expect(changeSettled({ type: "cancel", remaining: 2 }, shipment("placed", [2, 1]))).toBe(false);
    expect(changeSettled({ type: "cancel", remaining: 2 }, shipment("placed", [1, 1]))).toBe(true);
  });

  it("addresses the settle page by shipment, kind, pieces left and try", () => {
    expect(settleHref("S 1", "cancel", 2, 3)).toBe("/profile/orders/shipment/update/S%201/cancel/?remaining=2&try=3");
  });
});
