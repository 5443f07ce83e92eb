/**
 * The store operator's API (/service/admin/*): what a store's staff does outside the shop, behind
 * the ADMIN_TOKEN bearer credential — refused altogether when no token is configured. Today:
 * shipments (list, advance one step, cancel as the store) and payment links (create, resend,
 * cancel; decision 0022), used by `npm run store`; the theme editor's list of themes and its writes (a
 * page's sections, global config, section preview drafts), used by the built-in editor at /_editor.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Db } from "../db/client";
import { ApiError, parseJson, parseParams, parseQuery, RetryLater } from "../http/errors";
import type { ServiceEnv } from "../http/middleware";
import { clientAddress } from "../http/session";
import { cancelShipmentAsStore } from "../modules/order/changes";
import { advanceShipment, storeShipments } from "../modules/order/lifecycle";
import { adminLinkBody, newLinkOf } from "../modules/payment/payment-link-validators";
import {
  cancelPaymentLink,
  createPaymentLink,
  getPaymentLink,
  operatorApplication,
  operatorOfLink,
  resendPaymentLink,
} from "../modules/payment/payment-links";
import { exceeded, hit, type RateLimitRule } from "../modules/user/rate-limit";
import { applicationThemes, createSectionPreview, saveGlobalConfig, savePageSections } from "../modules/theme/editing";
import { globalConfigBody, pageParams, pageSectionsBody, themeIdParam, themesQuery } from "../modules/theme/validators";

/** Constant time, also over the length: the digests are compared, never the tokens themselves. */
const digest = (text: string) => createHash("sha256").update(text).digest();
const sameToken = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/** Wrong tokens allowed per client address (the built-in editor's sign-in forwards the operator's). */
const FAILED_TOKENS: RateLimitRule = { limit: 10, windowMs: 15 * 60 * 1000 };

const shipmentParams = z.object({ id: z.string().regex(/^\d{1,20}$/, "id must be a shipment id") });
const shipmentsQuery = z.object({
  status: z
    .string()
    .regex(/^[a-z_]{1,40}$/, "status must be a shipment status value")
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

const linkParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "id must be a payment link id") });

export function adminRoutes(db: Db, options: { token?: string; now?: () => number }) {
  const now = options.now ?? Date.now;
  const routes = new Hono<ServiceEnv>({ strict: true });
  routes.use("*", async (c, next) => {
    if (!options.token) throw new ApiError(403, "The admin API is off: set ADMIN_TOKEN to use it");
    const given = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
    const key = { key: `admin-token:${clientAddress(c as Context)}`, rule: FAILED_TOKENS };
    if ((await exceeded(db, [key], now())).length) {
      const retry = Math.ceil((FAILED_TOKENS.windowMs - (now() % FAILED_TOKENS.windowMs)) / 1000);
      throw new RetryLater("Too many wrong admin tokens: try again later", retry);
    }
    if (!sameToken(given, options.token)) {
      await hit(db, [key], now());
      throw new ApiError(401, "Invalid admin token");
    }
    await next();
  });

  /** Whether a token is the admin token (the built-in editor's sign-in): 200, or 401 / 429 from above. */
  routes.get("/session", (c) => c.json({ ok: true }));

  routes.get("/shipments", async (c) => c.json({ shipments: await storeShipments(db, parseQuery(c, shipmentsQuery)) }));

  routes.post("/shipments/:id/advance", async (c) => {
    const { id } = parseParams(c, shipmentParams);
    return c.json({ shipment_id: id, status: await advanceShipment(db, id) });
  });

  routes.post("/shipments/:id/cancel", async (c) => {
    const { id } = parseParams(c, shipmentParams);
    return c.json({ shipment_id: id, status: await cancelShipmentAsStore(db, id) });
  });

  routes.post("/payment-links", async (c) => {
    const body = await parseJson(c, adminLinkBody);
    const operator = { applicationId: await operatorApplication(db, body.application_id), userId: null };
    return c.json(await createPaymentLink(db, operator, newLinkOf(body), now()));
  });

  routes.get("/payment-links/:id", async (c) => {
    const { id } = parseParams(c, linkParams);
    return c.json(await getPaymentLink(db, (await operatorOfLink(db, id)).applicationId, id, now()));
  });

  routes.post("/payment-links/:id/resend", async (c) => {
    const { id } = parseParams(c, linkParams);
    return c.json(await resendPaymentLink(db, await operatorOfLink(db, id), id, now()));
  });

  routes.post("/payment-links/:id/cancel", async (c) => {
    const { id } = parseParams(c, linkParams);
    return c.json(await cancelPaymentLink(db, await operatorOfLink(db, id), id, now()));
  });

  routes.get("/themes", async (c) => {
    const { application_id } = parseQuery(c, themesQuery);
    return c.json(await applicationThemes(db, application_id));
  });

  routes.put("/themes/:theme_id/pages/:page_value/sections", async (c) => {
    const { theme_id, page_value } = parseParams(c, pageParams);
    const { sections } = await parseJson(c, pageSectionsBody);
    return c.json(await savePageSections(db, theme_id, page_value, sections));
  });

  routes.post("/themes/:theme_id/pages/:page_value/section-previews", async (c) => {
    const { theme_id, page_value } = parseParams(c, pageParams);
    const { sections } = await parseJson(c, pageSectionsBody);
    return c.json(await createSectionPreview(db, theme_id, page_value, sections, now()));
  });

  routes.put("/themes/:theme_id/global-config", async (c) => {
    const { theme_id } = parseParams(c, themeIdParam);
    return c.json(await saveGlobalConfig(db, theme_id, await parseJson(c, globalConfigBody)));
  });

  return routes;
}
