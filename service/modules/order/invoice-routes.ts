/**
 * The printable invoice (invoice.ts), served outside the application API: its signed, expiring token
 * is the credential, like a storage bucket's presigned URL. Plain HTML, no JavaScript.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { Db } from "../../db/client";
import { ApiError } from "../../http/errors";
import { invoiceShipment, renderInvoice } from "./invoice";

const tokenParam = z.string().min(1).max(1000);

const page = (title: string, message: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1><p>${message}</p></main></body></html>`;

export function invoiceDocumentRoutes(db: Db, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const routes = new Hono({ strict: true });
  routes.get("/:token", async (c) => {
    c.header("cache-control", "private, no-store");
    c.header("referrer-policy", "no-referrer");
    c.header("x-robots-tag", "noindex");
    const token = tokenParam.safeParse(c.req.param("token"));
    try {
      if (!token.success) throw new ApiError(404, "Invoice not found");
      const { shipment, store } = await invoiceShipment(db, token.data, now());
      return c.html(renderInvoice(shipment, store));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 410)) {
        return c.html(page(error.status === 410 ? "Link expired" : "Invoice not found", error.message), error.status);
      }
      throw error;
    }
  });
  return routes;
}
