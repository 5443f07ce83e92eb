/**
 * The Sandbox's hosted payment page (/service/sandbox/pay/:token, decision 0015): outside the
 * application's auth, like a gateway's own site; the unguessable token is the authorisation.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { Db } from "../../db/client";
import { ApiError } from "../../http/errors";
import { decideSandboxPayment, sandboxPage } from "./sandbox";
import { renderSandboxPage, renderUnknownPayment } from "./sandbox-page";

const tokenParam = z.string().regex(/^[A-Za-z0-9_-]{32}$/);
const formBody = z.record(z.string().max(200)).catch({});

export function sandboxRoutes(db: Db, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const routes = new Hono({ strict: true });

  routes.use("/pay/:token", async (c, next) => {
    c.header("cache-control", "no-store");
    c.header("referrer-policy", "no-referrer");
    if (!tokenParam.safeParse(c.req.param("token")).success) return c.html(renderUnknownPayment(), 404);
    await next();
  });
  // An unknown token is a page, not the API's JSON error (other errors go to the service's handler).
  routes.onError((error, c) => {
    if (error instanceof ApiError && error.status === 404) return c.html(renderUnknownPayment(), 404);
    throw error;
  });

  routes.get("/pay/:token", async (c) => {
    const origin = new URL(c.req.url).origin;
    return c.html(renderSandboxPage(await sandboxPage(db, c.req.param("token"), origin, now())));
  });

  routes.post("/pay/:token", async (c) => {
    const raw = await c.req.parseBody().catch(() => ({}));
    const form = formBody.parse(Object.fromEntries(Object.entries(raw).filter(([, v]) => typeof v === "string")));
    const origin = new URL(c.req.url).origin;
    const result = await decideSandboxPayment(db, c.req.param("token"), form, origin, now());
    if ("redirect" in result) return c.redirect(result.redirect, 303);
    return c.html(renderSandboxPage(result.page), 200);
  });

  return routes;
}
