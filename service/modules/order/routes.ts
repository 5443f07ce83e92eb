/**
 * Order module (order/v1.0): the signed-in shopper's orders (orders.ts), their history and shipments
 * (history.ts), cancelling or returning a shipment (changes.ts), its invoice (invoice.ts), and
 * signed-out tracking (tracking.ts, tracking-routes.ts). Orders are made by the cart's checkout
 * (place.ts).
 */
import { Hono } from "hono";
import type { Db } from "../../db/client";
import { parseJson, parseParams, parseQuery } from "../../http/errors";
import { currentUser, optionalUser, requireUser, type UserEnv } from "../../http/session";
import { idempotencyKeyOf } from "../lead/validators";
import { bagReasonsOf, shipmentReasonsOf, updateShipmentStatus } from "./changes";
import { getShipment, listOrders, trackShipment } from "./history";
import { invoiceLink } from "./invoice";
import { orderTrackingRoutes } from "./tracking-routes";
import { readOrder } from "./orders";
import { bagParams, orderParams, orderQuery, ordersQuery, shipmentParams, shipmentStatusBody } from "./validators";

export function orderRoutes(db: Db, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const routes = new Hono<UserEnv>({ strict: true });
  routes.use("*", optionalUser(db, now));
  // getOrderById and the customer-details and code calls answer signed-out callers too (tracking.ts).
  routes.route("/", orderTrackingRoutes(db, now));
  routes.use("*", requireUser());

  routes.get("/v1.0/orders", async (c) => {
    const query = parseQuery(c, ordersQuery);
    const owner = { applicationId: c.get("application").id, userId: currentUser(c).id };
    return c.json(await listOrders(db, owner, query, now()));
  });

  routes.get("/v1.0/orders/shipments/:shipment_id", async (c) => {
    parseQuery(c, orderQuery);
    const { shipment_id } = parseParams(c, shipmentParams);
    const owner = { applicationId: c.get("application").id, userId: currentUser(c).id };
    return c.json({ shipment: await getShipment(db, owner, shipment_id, now()) });
  });

  // getPosOrderById: the store sells through no point of sale, so a POS order is one of the shopper's orders.
  routes.get("/v1.0/orders/pos-order/:order_id", async (c) => {
    const { order_id } = parseParams(c, orderParams);
    const owner = { applicationId: c.get("application").id, userId: currentUser(c).id };
    return c.json({ order: await readOrder(db, owner, order_id, now()) });
  });

  routes.get("/v1.0/orders/shipments/:shipment_id/track", async (c) => {
    const { shipment_id } = parseParams(c, shipmentParams);
    const owner = { applicationId: c.get("application").id, userId: currentUser(c).id };
    return c.json(await trackShipment(db, owner, shipment_id));
  });

  routes.get("/v1.0/orders/shipments/:shipment_id/reasons", async (c) => {
    const { shipment_id } = parseParams(c, shipmentParams);
    const owner = { applicationId: c.get("application").id, userId: currentUser(c).id };
    return c.json(await shipmentReasonsOf(db, owner, shipment_id, now()));
  });

  routes.get("/v1.0/orders/shipments/:shipment_id/bags/:bag_id/reasons", async (c) => {
    const { shipment_id, bag_id } = parseParams(c, bagParams);
    const owner = { applicationId: c.get("application").id, userId: currentUser(c).id };
    return c.json(await bagReasonsOf(db, owner, shipment_id, bag_id, now()));
  });

  routes.put("/v1.0/orders/shipments/:shipment_id/status", async (c) => {
    const { shipment_id } = parseParams(c, shipmentParams);
    const key = idempotencyKeyOf(c.req.header("idempotency-key"));
    const body = await parseJson(c, shipmentStatusBody);
    const owner = { applicationId: c.get("application").id, userId: currentUser(c).id };
    return c.json(await updateShipmentStatus(db, owner, shipment_id, body, key, new Date(now())));
  });

  routes.get("/v1.0/orders/shipments/:shipment_id/invoice", async (c) => {
    const { shipment_id } = parseParams(c, shipmentParams);
    const owner = { applicationId: c.get("application").id, userId: currentUser(c).id };
    return c.json(await invoiceLink(db, owner, shipment_id, new URL(c.req.url).origin, now()));
  });

  return routes;
}
