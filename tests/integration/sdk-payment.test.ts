/**
 * The official Fynd SDK (@gofynd/fdk-client-javascript) pays with the Sandbox aggregator over real
 * HTTP: payment options, a UPI checkout, validateVPA, initialisePayment and
 * checkAndUpdatePaymentStatus answer the official models; and our storefront SDK sends these calls
 * exactly as the official one does.
 */
import { describe, expect, it } from "vitest";
import { PAYMENT_FLOW_OPERATIONS } from "../../app/sdk/operations";
import { captureOfficialRequests, itSendsTheOfficialRequest } from "../official-sdk";
import { HOME, upiCollectRequest } from "./checkout-helpers";
import { useHttpTestService } from "./helpers";
import { officialInStockArticle, officialShopper } from "./official-shopper";

describe("official SDK and the Sandbox aggregator", () => {
  const { origin } = useHttpTestService();

  it("pays by UPI: options, checkout, validateVPA, initialisePayment, checkAndUpdatePaymentStatus", async () => {
    const c = await officialShopper(origin(), `sdk.payer.${Date.now()}@example.com`, "Payer");
    const pick = await officialInStockArticle(c);
    const address = await c.cart.addAddress({ body: HOME });
    const added = await c.cart.addItems({
      body: { items: [{ item_id: pick.uid, item_size: pick.size, quantity: 1 }] },
    });
    const total = added.cart.breakup_values.raw.total;

    const options = await c.payment.getPaymentModeRoutes({ amount: total, cartId: added.cart.id });
    expect(options.payment_options.payment_option.map((m: any) => m.name)).toEqual(
      expect.arrayContaining(["CARD", "UPI", "NB", "WL", "PL"]),
    );
    expect(options.payment_options.payment_flows.Sandbox.payment_flow).toBe("api");

    const placed = await c.cart.checkoutCartV2({
      body: {
        id: added.cart.id,
        address_id: address.id,
        billing_address_id: address.id,
        payment_mode: "UPI",
        callback_url: "https://shop.example.com/cart/order-status",
        payment_methods: [
          { mode: "UPI", name: "UPI", payment_meta: { payment_gateway: "Sandbox", payment_identifier: "UPI" } },
        ],
      },
    });
    const orderId = placed.order_id;
    expect(placed.data.payment.authentication).toEqual({ url: placed.payment_confirm_url, method: "GET" });

    const vpa = await c.payment.validateVPA({ body: { upi_vpa: "asha@okicici", aggregator: "Sandbox" } });
    expect(vpa).toEqual({
      success: true,
      data: { upi_vpa: "asha@okicici", is_valid: true, customer_name: "Sandbox Shopper", status: "VALID" },
    });

    const started = await c.payment.initialisePayment({
      body: upiCollectRequest(orderId, total, { customer_id: "me", contact: "9876543210", email: "asha@example.com" }),
    });
    expect(started).toMatchObject({
      success: true,
      status: "pending",
      aggregator: "Sandbox",
      merchant_order_id: orderId,
    });
    expect(started.polling_url).toBe(placed.payment_confirm_url);

    const status = () =>
      c.payment.checkAndUpdatePaymentStatus({
        body: {
          merchant_order_id: orderId,
          order_id: orderId,
          status: "pending",
          method: "UPI",
          aggregator: "Sandbox",
        },
      });
    expect(await status()).toEqual({ status: "pending", success: true, retry: true, aggregator_name: "Sandbox" });

    const declined = await fetch(placed.payment_confirm_url, {
      method: "POST",
      body: new URLSearchParams({ decision: "decline" }),
      redirect: "manual",
    });
    expect(declined.status).toBe(303);
    const failed = await status();
    expect(failed).toMatchObject({ status: "failed", retry: false, redirect_url: declined.headers.get("location") });
    const order = await c.order.getOrderById({ orderId });
    expect(order.order.shipments[0].shipment_status.value).toBe("payment_failed");
  });
});

/** validateVPA, initialisePayment and checkAndUpdatePaymentStatus send the very request the official SDK sends. */
describe("storefront SDK payment-flow requests match the official SDK's", () => {
  const samples: Record<string, Record<string, unknown>> = {
    validateVPA: { body: { upi_vpa: "asha@okicici", aggregator: "Sandbox" } },
    initialisePayment: {
      body: upiCollectRequest("FY0123456789ABCDEF01", 1200, {
        customer_id: "u1",
        contact: "9876543210",
        email: "asha@example.com",
      }),
    },
    checkAndUpdatePaymentStatus: {
      body: {
        merchant_order_id: "FY0123456789ABCDEF01",
        order_id: "FY0123456789ABCDEF01",
        status: "pending",
        method: "UPI",
        aggregator: "Sandbox",
      },
    },
  };
  const cases = Object.entries(PAYMENT_FLOW_OPERATIONS).flatMap(([module, operations]) =>
    Object.keys(operations).map((name) => [`${module}.${name}`, module, name] as const),
  );

  it("covers every operation", () => {
    expect(cases.map(([, , name]) => name).sort()).toEqual(Object.keys(samples).sort());
  });

  itSendsTheOfficialRequest(captureOfficialRequests(), cases, samples);
});
