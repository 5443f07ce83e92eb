/**
 * The store operator's API (/service/admin/*): what a store's staff does outside the shop, behind
 * the ADMIN_TOKEN bearer credential — refused altogether when no token is configured. Today:
 * shipments (list, advance one step, cancel as the store), used by `npm run store`.
 */
import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import type { Db } from "../db/client";
import { ApiError, parseParams, parseQuery } from "../http/errors";
import type { ServiceEnv } from "../http/middleware";
import { cancelShipmentAsStore } from "../modules/order/changes";
import { advanceShipment, storeShipments } from "../modules/order/lifecycle";

const sameToken = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

const shipmentParams = z.object({ id: z.string().regex(/^\d{1,20}$/, "id must be a shipment id") });
const shipmentsQuery = z.object({
  status: z
    .string()
    .regex(/^[a-z_]{1,40}$/, "status must be a shipment status value")
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

export function adminRoutes(db: Db, options: { token?: string }) {
  const routes = new Hono<ServiceEnv>({ strict: true });
  routes.use("*", async (c, next) => {
    if (!options.token) throw new ApiError(403, "The admin API is off: set ADMIN_TOKEN to use it");
    const given = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
    if (!sameToken(given, options.token)) throw new ApiError(401, "Invalid admin token");
    await next();
  });

  routes.get("/shipments", async (c) => c.json({ shipments: await storeShipments(db, parseQuery(c, shipmentsQuery)) }));

  routes.post("/shipments/:id/advance", async (c) => {
    const { id } = parseParams(c, shipmentParams);
    return c.json({ shipment_id: id, status: await advanceShipment(db, id) });
  });

  routes.post("/shipments/:id/cancel", async (c) => {
    const { id } = parseParams(c, shipmentParams);
    return c.json({ shipment_id: id, status: await cancelShipmentAsStore(db, id) });
  });

  return routes;
}
