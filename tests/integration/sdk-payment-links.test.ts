/**
 * The official SDK (@gofynd/fdk-client-javascript) drives payment links over real HTTP: every one of
 * the ten link calls answers the official models (create → get → options → create-order → UPI
 * request → status → poll; resend, resend_or_cancel, cancel); and our storefront SDK sends these
 * calls exactly as the official one does.
 */
import { describe, expect, it } from "vitest";
import { PAYMENT_LINK_OPERATIONS } from "../../app/sdk/operations";
import { captureOfficialRequests, itSendsTheOfficialRequest } from "../official-sdk";
import { upiCollectRequest } from "./checkout-helpers";
import { useHttpTestService } from "./helpers";
import { officialShopper } from "./official-shopper";

const upiBody = (orderId: string) =>
  upiCollectRequest(orderId, 640, { customer_id: "", contact: "9876543210", email: "payer@example.com" });

describe("official SDK and payment links", () => {
  const { origin } = useHttpTestService();

  it("creates, reads, pays (UPI), polls, resends and cancels links through every official link call", async () => {
    const c = await officialShopper(origin(), `sdk.links.${Date.now()}@example.com`, "Links");
    const created = await c.payment.createPaymentLink({
      body: {
        amount: 640,
        email: "payer@example.com",
        mobile_number: "9876543210",
        external_order_id: "SDK-1",
        description: "Alterations",
        meta: { cart_id: "", checkout_mode: "self", amount: "640" },
      },
    });
    expect(created).toMatchObject({ status_code: 200, success: true, message: "Payment link created" });
    const paymentLinkId = created.payment_link_id;

    const link = await c.payment.getPaymentLink({ paymentLinkId });
    expect(link).toMatchObject({ payment_link_current_status: "active", amount: 640, external_order_id: "SDK-1" });
    const modes = await c.payment.getPaymentModeRoutesPaymentLink({ paymentLinkId });
    expect(modes.payment_options.payment_option.map((m: any) => m.name)).toContain("UPI");

    const attempt = await c.payment.createOrderHandlerPaymentLink({
      body: {
        payment_link_id: paymentLinkId,
        currency: "INR",
        payment_methods: {
          name: "UPI",
          mode: "UPI",
          meta: { merchant_code: "UPI", payment_gateway: "Sandbox", payment_identifier: "UPI" },
        },
      },
    });
    expect(attempt).toMatchObject({ status_code: 200, success: true });
    const orderId = attempt.order_id;
    const started = await c.payment.initialisePaymentPaymentLink({ body: upiBody(orderId) });
    expect(started).toMatchObject({ success: true, status: "pending", merchant_order_id: orderId });
    const status = { ...upiBody(orderId), status: "pending" };
    expect(await c.payment.checkAndUpdatePaymentStatusPaymentLink({ body: status })).toEqual({
      status: "pending",
      success: true,
      retry: true,
      aggregator_name: "Sandbox",
    });
    expect(await c.payment.pollingPaymentLink({ paymentLinkId })).toMatchObject({ status: "active", success: true });

    expect(await c.payment.resendPaymentLink({ body: { payment_link_id: paymentLinkId } })).toMatchObject({
      status_code: 200,
      success: true,
    });
    expect(await c.payment.resendOrCancelPayment({ body: { order_id: orderId, request_type: "cancel" } })).toEqual({
      success: true,
      data: { status: "cancelled", message: "Payment cancelled by the shopper", is_payment_done: false },
    });
    expect((await c.payment.checkAndUpdatePaymentStatusPaymentLink({ body: status })).status).toBe("failed");
    expect(await c.payment.cancelPaymentLink({ body: { payment_link_id: paymentLinkId } })).toEqual({
      status_code: 200,
      success: true,
      message: "Payment link cancelled",
    });
    expect(await c.payment.pollingPaymentLink({ paymentLinkId })).toMatchObject({ status: "cancelled" });
  });
});

/** The ten link calls send the very request the official SDK sends. */
describe("storefront SDK payment-link requests match the official SDK's", () => {
  const id = "AbCdEfGhIjKlMnOpQrStUvWxYz012345";
  const samples: Record<string, Record<string, unknown>> = {
    createPaymentLink: {
      body: {
        amount: 640,
        email: "payer@example.com",
        mobile_number: "9876543210",
        external_order_id: "SDK-1",
        meta: { cart_id: "", checkout_mode: "self", amount: "640" },
      },
    },
    getPaymentLink: { paymentLinkId: id },
    pollingPaymentLink: { paymentLinkId: id },
    resendPaymentLink: { body: { payment_link_id: id } },
    cancelPaymentLink: { body: { payment_link_id: id } },
    getPaymentModeRoutesPaymentLink: { paymentLinkId: id },
    createOrderHandlerPaymentLink: {
      body: {
        payment_link_id: id,
        currency: "INR",
        payment_methods: {
          name: "CARD",
          mode: "CARD",
          meta: { merchant_code: "", payment_gateway: "Sandbox", payment_identifier: "" },
        },
      },
    },
    initialisePaymentPaymentLink: { body: upiBody("PL0123456789ABCDEF01") },
    checkAndUpdatePaymentStatusPaymentLink: { body: { ...upiBody("PL0123456789ABCDEF01"), status: "pending" } },
    resendOrCancelPayment: { body: { order_id: "PL0123456789ABCDEF01", request_type: "cancel" } },
  };
  const cases = Object.entries(PAYMENT_LINK_OPERATIONS).flatMap(([module, operations]) =>
    Object.keys(operations).map((name) => [`${module}.${name}`, module, name] as const),
  );

  it("covers every operation", () => {
    expect(cases.map(([, , name]) => name).sort()).toEqual(Object.keys(samples).sort());
  });

  itSendsTheOfficialRequest(captureOfficialRequests(), cases, samples);
});
