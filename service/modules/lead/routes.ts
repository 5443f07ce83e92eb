/**
 * Lead module: support tickets (tickets.ts): product requests and contact-us messages, and their
 * history (history.ts); custom forms and their submissions (forms.ts). A ticket create carrying an
 * `Idempotency-Key` header that was seen before answers the first ticket, with
 * `Idempotent-Replayed: true` and 200 instead of 201.
 */
import { Hono, type Context } from "hono";
import type { Db } from "../../db/client";
import { parseJson, parseParams } from "../../http/errors";
import { clientAddress, optionalUser, type UserEnv } from "../../http/session";
import { getCustomForm, submitCustomForm } from "./forms";
import { addTicketHistory } from "./history";
import { createTicket, getTicket } from "./tickets";
import { createBody, formParams, formSubmissionBody, historyBody, idempotencyKeyOf, ticketParams } from "./validators";

export function leadRoutes(db: Db, now: () => number = Date.now) {
  const routes = new Hono<UserEnv>({ strict: true });
  const owner = (c: Context<UserEnv>) => {
    const app = c.get("application");
    return { applicationId: app.id, companyId: app.companyId };
  };
  routes.use("/v1.0/ticket/:id/history", optionalUser(db, now));
  routes.use("/v1.0/form/:slug/submit", optionalUser(db, now));

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

  routes.post("/v1.0/ticket/:id/history", async (c) => {
    const { id } = parseParams(c, ticketParams);
    const body = await parseJson(c, historyBody);
    const author = {
      applicationId: owner(c).applicationId,
      userId: c.get("user")?.id,
      userAgent: (c.req.header("user-agent") ?? "").slice(0, 500),
    };
    return c.json(await addTicketHistory(db, author, id, body), 201);
  });

  routes.get("/v1.0/form/:slug", async (c) =>
    c.json(await getCustomForm(db, owner(c).applicationId, parseParams(c, formParams).slug)),
  );

  routes.post("/v1.0/form/:slug/submit", async (c) => {
    const { slug } = parseParams(c, formParams);
    const body = await parseJson(c, formSubmissionBody);
    const filer = { ...owner(c), ip: clientAddress(c), userId: c.get("user")?.id };
    return c.json(await submitCustomForm(db, filer, slug, body, now()));
  });

  return routes;
}
