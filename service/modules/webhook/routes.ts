/** Webhook module (webhook/v1.0): the storefront's click-analytics events (click-events.ts). */
import { Hono } from "hono";
import type { Db } from "../../db/client";
import { parseJson } from "../../http/errors";
import type { ServiceEnv } from "../../http/middleware";
import { saveClickEvents } from "./click-events";
import { clickEventsBody } from "./validators";

export function webhookRoutes(db: Db) {
  const routes = new Hono<ServiceEnv>({ strict: true });
  routes.post("/v1.0/click-analytics/events", async (c) =>
    c.json(await saveClickEvents(db, c.get("application").id, await parseJson(c, clickEventsBody))),
  );
  return routes;
}
