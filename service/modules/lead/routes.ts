/**
 * Lead module: support tickets (tickets.ts): product requests and contact-us messages. A create carrying an `Idempotency-Key` header that was
 * seen before answers the first ticket, with `Idempotent-Replayed: true` and 200 instead of 201.
 */
import { Hono, type Context } from "hono";
import type { Db } from "../../db/client";
import { parseJson, parseParams } from "../../http/errors";
import type { ServiceEnv } from "../../http/middleware";
import { clientAddress } from "../../http/session";
import { createTicket, getTicket } from "./tickets";
import { createBody, idempotencyKeyOf, ticketParams } from "./validators";

export function leadRoutes(db: Db, now: () => number = Date.now) {
  const routes = new Hono<ServiceEnv>({ strict: true });
  const owner = (c: Context<ServiceEnv>) => {
    const app = c.get("application");
    return { applicationId: app.id, companyId: app.companyId };
  };

  routes.post("/v1.0/ticket/", async (c) => {
    const key = idempotencyKeyOf(c.req.header("idempotency-key"));
    const body = await parseJson(c, createBody);
    const { ticket, created } = await createTicket(db, { ...owner(c), ip: clientAddress(c) }, body, key, now());
    if (!created) c.header("Idempotent-Replayed", "true");
    return c.json(ticket, created ? 201 : 200);
  });

  routes.get("/v1.0/ticket/:id", async (c) => {
    const { id } = parseParams(c, ticketParams);
    return c.json(await getTicket(db, owner(c), id));
  });

  return routes;
}
