/**
 * The payment-link routes of the payment module (payment-links.ts, decision 0022). Reading, polling
 * and paying a link need only its id (anyone it was sent to); creating, resending and cancelling
 * one are its signed-in creator's. A link's payment attempts use the Sandbox's UPI and status calls
 * with the attempt's order id.
 */
import type { Context, Hono } from "hono";
import type { Db } from "../../db/client";
import { parseJson, parseQuery } from "../../http/errors";
import { currentUser, requireUser, type UserEnv } from "../../http/session";
import {
  cancelPaymentLink,
  createLinkPayment,
  createPaymentLink,
  getPaymentLink,
  paymentLinkModes,
  pollPaymentLink,
  resendOrCancelLinkPayment,
  resendPaymentLink,
} from "./payment-links";
import {
  createLinkBody,
  createLinkOrderBody,
  linkIdBody,
  linkIdQuery,
  newLinkOf,
  resendOrCancelBody,
} from "./payment-link-validators";
import { initialiseUpiPayment, sandboxPaymentStatus } from "./sandbox";
import { initialisePaymentBody, paymentStatusBody } from "./validators";

const originOf = (url: string) => new URL(url).origin;

/** The application and the signed-in shopper, if any. */
const linkCaller = (c: Context<UserEnv>) => ({
  applicationId: c.get("application").id,
  userId: c.get("user")?.id ?? null,
});

export function registerPaymentLinkRoutes(routes: Hono<UserEnv>, db: Db, now: () => number): void {
  routes.post("/v1.0/create-payment-link/", requireUser(), async (c) => {
    const body = await parseJson(c, createLinkBody);
    const owner = { applicationId: c.get("application").id, userId: currentUser(c).id };
    return c.json(await createPaymentLink(db, owner, newLinkOf(body), now()));
  });

  routes.get("/v1.0/create-payment-link/", async (c) => {
    const { payment_link_id } = parseQuery(c, linkIdQuery);
    return c.json(await getPaymentLink(db, c.get("application").id, payment_link_id, now()));
  });

  routes.get("/v1.0/polling-payment-link/", async (c) => {
    const { payment_link_id } = parseQuery(c, linkIdQuery);
    return c.json(await pollPaymentLink(db, c.get("application").id, payment_link_id, now()));
  });

  routes.post("/v1.0/resend-payment-link/", requireUser(), async (c) => {
    const { payment_link_id } = await parseJson(c, linkIdBody);
    return c.json(await resendPaymentLink(db, linkCaller(c), payment_link_id, now()));
  });

  routes.post("/v1.0/cancel-payment-link/", requireUser(), async (c) => {
    const { payment_link_id } = await parseJson(c, linkIdBody);
    return c.json(await cancelPaymentLink(db, linkCaller(c), payment_link_id, now()));
  });

  routes.get("/v1.0/payment/options/link/", async (c) => {
    const { payment_link_id } = parseQuery(c, linkIdQuery);
    return c.json(await paymentLinkModes(db, c.get("application").id, payment_link_id, now()));
  });

  routes.post("/v1.0/create-order/link/", async (c) => {
    const body = await parseJson(c, createLinkOrderBody);
    const { mode, meta } = body.payment_methods;
    const choice = {
      mode,
      identifier: meta.payment_identifier,
      aggregator: meta.payment_gateway,
      callbackUrl: typeof body.meta.callback_url === "string" ? body.meta.callback_url : undefined,
    };
    const origin = originOf(c.req.url);
    return c.json(await createLinkPayment(db, linkCaller(c), body.payment_link_id, choice, origin, now()));
  });

  routes.post("/v1.0/payment/request/link/", async (c) => {
    const body = await parseJson(c, initialisePaymentBody);
    const owner = { applicationId: c.get("application").id, paymentLink: true as const };
    const request = { merchantOrderId: body.merchant_order_id, method: body.method, vpa: body.vpa ?? "" };
    return c.json(await initialiseUpiPayment(db, owner, request, originOf(c.req.url), now()));
  });

  routes.post("/v1.0/payment/confirm/polling/link/", async (c) => {
    const body = await parseJson(c, paymentStatusBody);
    const owner = { applicationId: c.get("application").id, paymentLink: true as const };
    const orderId = body.merchant_order_id || body.order_id || "";
    return c.json(await sandboxPaymentStatus(db, owner, orderId, originOf(c.req.url), now()));
  });

  routes.post("/v1.0/payment/resend_or_cancel", async (c) => {
    const body = await parseJson(c, resendOrCancelBody);
    const input = { orderId: body.order_id, requestType: body.request_type };
    return c.json(await resendOrCancelLinkPayment(db, c.get("application").id, input, now()));
  });
}
