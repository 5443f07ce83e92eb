/** Order module (order/v1.0): the signed-in shopper's orders (orders.ts) and their history and shipments (history.ts), and signed-out tracking (tracking.ts). Orders are made by the cart's checkout (place.ts). */
import { Hono } from "hono";
import type { Db } from "../../db/client";
import { parseParams, parseQuery } from "../../http/errors";
import { currentUser, optionalUser, requireUser, type UserEnv } from "../../http/session";
import { getShipment, listOrders, trackShipment } from "./history";
import { orderTrackingRoutes } from "./tracking-routes";
import { orderQuery, ordersQuery, shipmentParams } from "./validators";

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
    return c.json(await listOrders(db, owner, query));
  });

  routes.get("/v1.0/orders/shipments/:shipment_id", async (c) => {
    parseQuery(c, orderQuery);
    const { shipment_id } = parseParams(c, shipmentParams);
    const owner = { applicationId: c.get("application").id, userId: currentUser(c).id };
    return c.json({ shipment: await getShipment(db, owner, shipment_id) });
  });

  routes.get("/v1.0/orders/shipments/:shipment_id/track", async (c) => {
    const { shipment_id } = parseParams(c, shipmentParams);
    const owner = { applicationId: c.get("application").id, userId: currentUser(c).id };
    return c.json(await trackShipment(db, owner, shipment_id));
  });

  return routes;
}
