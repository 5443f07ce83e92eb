/**
 * The commerce service: a Hono app serving the Fynd-compatible storefront API under
 * /service/application/* (request id → auth → signature → module routers), generated media under
 * /service/media/*, uploads and stored files under /service/storage/*, stored raster files resized
 * and converted under /service/images/*, the Sandbox aggregator's hosted
 * payment page under /service/sandbox/*, the store operator's API under /service/admin/*, and a JSON
 * error envelope for every failure.
 */
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { adminRoutes } from "./admin/routes";
import { DEFAULT_SIGNING_SECRET } from "./contract/signature";
import type { Db } from "./db/client";
import { ApiError, errorBody, RetryLater } from "./http/errors";
import {
  authenticateApplication,
  requestId,
  resolveClientAddress,
  verifySignature,
  type ServiceEnv,
} from "./http/middleware";
import { mediaRoutes } from "./media/routes";
import { cartRoutes } from "./modules/cart/routes";
import { catalogRoutes } from "./modules/catalog/routes";
import { communicationRoutes } from "./modules/communication/routes";
import { configurationRoutes } from "./modules/configuration/routes";
import { contentRoutes } from "./modules/content/routes";
import { fileStorageRoutes, imageRoutes, storageRoutes } from "./modules/file-storage/routes";
import { financeRoutes } from "./modules/finance/routes";
import { leadRoutes } from "./modules/lead/routes";
import { logisticsRoutes } from "./modules/logistics/routes";
import { invoiceDocumentRoutes } from "./modules/order/invoice-routes";
import { orderRoutes } from "./modules/order/routes";
import { paymentRoutes } from "./modules/payment/routes";
import { sandboxRoutes } from "./modules/payment/sandbox-routes";
import { rewardsRoutes } from "./modules/rewards/routes";
import { shareRoutes } from "./modules/share/routes";
import { themeRoutes } from "./modules/theme/routes";
import { userRoutes } from "./modules/user/routes";
import { webhookRoutes } from "./modules/webhook/routes";

interface ServiceOptions {
  db: Db;
  /** Secret for x-fp-signature (the official SDK signs with fp-signature's default). */
  signingSecret?: string;
  /** Clock for the x-fp-date window (tests). */
  now?: () => number;
  /** GOOGLE_MAPS_API_KEY: the maps credential the configuration serves. */
  mapsApiKey?: string;
  /** GTM_ID: the tag manager container the configuration serves. */
  gtmId?: string;
  /** SANDBOX_PAYMENT_TIMEOUT_SECONDS: how long a Sandbox payment may stay pending. */
  sandboxTimeoutSeconds?: number;
  /** ADMIN_TOKEN: the store operator's credential for /service/admin (off without it). */
  adminToken?: string;
  /** Where the image endpoint caches its renditions (default: vitrine-images in the OS's temp dir). */
  imageCacheDir?: string;
  /**
   * TRUST_PROXY: take the client address of requests over HTTP from X-Forwarded-For (a proxy in
   * front, or in remote mode the storefront, sets it). In-process requests are always believed.
   */
  trustProxy?: boolean;
  /** Called with unexpected errors (logging). */
  onError?: (error: unknown, requestId: string) => void;
}

export function createServiceApp(options: ServiceOptions) {
  const { db } = options;
  const app = new Hono<ServiceEnv>({ strict: true });

  app.use("*", requestId());
  app.use("*", resolveClientAddress({ trustProxy: options.trustProxy ?? false }));
  app.route("/service/media", mediaRoutes);
  // Upload targets and served files: authorised by the upload token / public, like a bucket.
  app.route("/service/storage", storageRoutes(db, { now: options.now }));
  // Stored raster files resized and converted (public like the cdn; only the store's own files).
  app.route(
    "/service/images",
    imageRoutes(db, { cacheDir: options.imageCacheDir ?? path.join(os.tmpdir(), "vitrine-images") }),
  );
  // The Sandbox aggregator's hosted payment page: authorised by its unguessable token, like a gateway's site.
  app.route("/service/sandbox", sandboxRoutes(db, { now: options.now }));

  // Printable shipment invoices: authorised by the signed, expiring token of getInvoiceByShipmentId.
  app.route("/service/documents/invoice", invoiceDocumentRoutes(db, { now: options.now }));

  // The store operator's API: its own bearer token (ADMIN_TOKEN), not the application's.
  app.route("/service/admin", adminRoutes(db, { token: options.adminToken, now: options.now }));

  const api = new Hono<ServiceEnv>({ strict: true });
  api.use("*", authenticateApplication(db));
  api.use("*", verifySignature({ secret: options.signingSecret ?? DEFAULT_SIGNING_SECRET, now: options.now }));
  api.route("/configuration", configurationRoutes(db, { mapsApiKey: options.mapsApiKey, gtmId: options.gtmId }));
  api.route("/content", contentRoutes(db, options.now));
  api.route("/theme", themeRoutes(db));
  api.route("/catalog", catalogRoutes(db, { now: options.now }));
  api.route("/logistics", logisticsRoutes(db, { now: options.now }));
  api.route("/assets", fileStorageRoutes(db, { now: options.now }));
  api.route("/lead", leadRoutes(db, options.now));
  api.route("/user", userRoutes(db, { now: options.now }));
  api.route("/rewards", rewardsRoutes(db, { now: options.now }));
  api.route("/payment", paymentRoutes(db, { now: options.now }));
  api.route("/finance", financeRoutes(db, { now: options.now }));
  api.route("/cart", cartRoutes(db, { now: options.now, sandboxTimeoutSeconds: options.sandboxTimeoutSeconds }));
  api.route("/order", orderRoutes(db, { now: options.now }));
  api.route("/share", shareRoutes(db, { now: options.now }));
  api.route("/communication", communicationRoutes(db, { now: options.now }));
  api.route("/webhook", webhookRoutes(db));
  app.route("/service/application", api);

  app.notFound((c) =>
    c.json(errorBody(c.get("requestId"), `No route for ${c.req.method} ${new URL(c.req.url).pathname}`), 404),
  );
  app.onError((error, c) => {
    const id = c.get("requestId");
    if (error instanceof RetryLater) c.header("retry-after", String(error.retryAfterSeconds));
    if (error instanceof ApiError) return c.json(errorBody(id, error.message, error.errors, error.code), error.status);
    options.onError?.(error, id);
    return c.json(errorBody(id, "Internal server error"), 500);
  });
  return app;
}

export type ServiceApp = ReturnType<typeof createServiceApp>;
