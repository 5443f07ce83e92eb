/**
 * The order calls a signed-out caller may make (tracking.ts, decision 0018): getOrderById,
 * getCustomerDetailsByShipmentId, sendOtpToShipmentCustomer and verifyOtpShipmentCustomer. Mounted by
 * orderRoutes after the session is read and before the sign-in guard of the other calls.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import type { Db } from "../../db/client";
import { ApiError, parseJson, parseParams, parseQuery } from "../../http/errors";
import { orderAccessCookie, orderAccessFromCookie } from "../../http/order-access";
import { caller, type UserEnv } from "../../http/session";
import { customerDetails, readTrackedOrder, sendOrderCode, verifyOrderCode, type OrderTracker } from "./tracking";
import { orderContactHeader, orderParams, orderQuery, orderShipmentParams, verifyOrderOtpBody } from "./validators";

export function orderTrackingRoutes(db: Db, now: () => number) {
  const routes = new Hono<UserEnv>({ strict: true });

  const tracker = (c: Context<UserEnv>): OrderTracker => {
    const who = caller(c);
    return {
      applicationId: who.app.id,
      userId: who.user?.id,
      grantedOrderId: orderAccessFromCookie(c.req.header("cookie"), c.get("application").token, now()),
      ip: who.client.ip,
    };
  };
  /** getOrderById's optional `x-order-contact` header: the phone or e-mail the shopper typed. */
  const withContact = (c: Context<UserEnv>): OrderTracker => {
    const contact = c.req.header("x-order-contact");
    if (contact === undefined) return tracker(c);
    const parsed = orderContactHeader.safeParse(contact);
    if (!parsed.success) throw new ApiError(400, parsed.error.issues[0].message);
    return { ...tracker(c), contact: parsed.data };
  };

  routes.get("/v1.0/orders/:order_id", async (c) => {
    parseQuery(c, orderQuery);
    const { order_id } = parseParams(c, orderParams);
    return c.json({ order: await readTrackedOrder(db, withContact(c), order_id, now()) });
  });

  routes.get("/v1.0/orders/:order_id/shipments/:shipment_id/customer-details", async (c) => {
    const { order_id, shipment_id } = parseParams(c, orderShipmentParams);
    return c.json(await customerDetails(db, tracker(c), order_id, shipment_id, now()));
  });

  routes.post("/v1.0/orders/:order_id/shipments/:shipment_id/otp/send/", async (c) => {
    const { order_id, shipment_id } = parseParams(c, orderShipmentParams);
    return c.json(await sendOrderCode(db, tracker(c), order_id, shipment_id, now()));
  });

  routes.post("/v1.0/orders/:order_id/shipments/:shipment_id/otp/verify/", async (c) => {
    const { order_id, shipment_id } = parseParams(c, orderShipmentParams);
    const body = await parseJson(c, verifyOrderOtpBody);
    const opened = await verifyOrderCode(db, tracker(c), order_id, shipment_id, body, now());
    c.header("set-cookie", orderAccessCookie(opened, c.get("application").token, now()), { append: true });
    return c.json({ success: true });
  });

  return routes;
}
