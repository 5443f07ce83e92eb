/** Order module (order/v1.0): the signed-in shopper's orders (orders.ts) and their history and shipments (history.ts). Orders are made by the cart's checkout (place.ts). */
import { Hono } from "hono";
import type { Db } from "../../db/client";
import { parseParams, parseQuery } from "../../http/errors";
import { currentUser, optionalUser, requireUser, type UserEnv } from "../../http/session";
import { getShipment, listOrders, trackShipment } from "./history";
import { invoiceLink } from "./invoice";
import { readOrder } from "./orders";
import { orderParams, orderQuery, ordersQuery, shipmentParams } from "./validators";

export function orderRoutes(db: Db, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const routes = new Hono<UserEnv>({ strict: true });
  routes.use("*", optionalUser(db, now));
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

  routes.get("/v1.0/orders/shipments/:shipment_id/invoice", async (c) => {
    const { shipment_id } = parseParams(c, shipmentParams);
    const owner = { applicationId: c.get("application").id, userId: currentUser(c).id };
    return c.json(await invoiceLink(db, owner, shipment_id, new URL(c.req.url).origin, now()));
  });

  routes.get("/v1.0/orders/:order_id", async (c) => {
    parseQuery(c, orderQuery);
    const { order_id } = parseParams(c, orderParams);
    const owner = { applicationId: c.get("application").id, userId: currentUser(c).id };
    return c.json({ order: await readOrder(db, owner, order_id, now()) });
  });

  return routes;
}
