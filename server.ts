/**
 * The storefront process: one Express server with compression, security headers (per-request CSP
 * nonce), static files, the embedded commerce service at /service/*, and the Remix request handler.
 * `npm start` runs exactly this.
 */
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { precompressedStatic } from "./server/precompressed";
import { securityHeaders } from "./server/security";
import { requestLog } from "./server/request-log";
import type { CommerceConnection } from "./app/sdk.server";
import { runtimeOptionsFromEnv, startService, type ServiceRuntime } from "./service/runtime";
import { MAILBOX_PATH, mailboxEnabled, mailboxRoutes } from "./service/mail/mailbox";

process.env.NODE_ENV ??= "production";

const root = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const started = Date.now();

const build = (await import(pathToFileURL(path.join(root, "build/index.js")).href)) as ServerBuild;

let service: ServiceRuntime | undefined;
let commerce: CommerceConnection;
if (process.env.COMMERCE_API_URL) {
  const { APPLICATION_ID, APPLICATION_TOKEN } = process.env;
  if (!APPLICATION_ID || !APPLICATION_TOKEN) {
    console.error("COMMERCE_API_URL is set: APPLICATION_ID and APPLICATION_TOKEN are required too.");
    process.exit(1);
  }
  commerce = {
    baseUrl: process.env.COMMERCE_API_URL.replace(/\/$/, ""),
    applicationId: APPLICATION_ID,
    applicationToken: APPLICATION_TOKEN,
  };
} else {
  service = await startService({ ...runtimeOptionsFromEnv(), log: (m) => console.log(`[service] ${m}`) });
  const serviceFetch = service.app.fetch;
  commerce = {
    baseUrl: `http://localhost:${port}`,
    ...service.credentials,
    // Embedded mode: requests go to the service in-process, through the same auth and signing checks.
    transport: (request) => Promise.resolve(serviceFetch(request)),
  };
}

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", process.env.TRUST_PROXY === "true");
app.use(requestLog());
app.get("/healthz", (_req, res) => {
  res.set("cache-control", "no-store").json({ ok: true, service: service ? service.database.driver : "remote" });
});

app.use(compression());

if (service) {
  const listener = getRequestListener(service.app.fetch);
  // Mounted before any body parser; Express strips the mount path, the service expects the full one.
  app.use("/service", (req, res) => {
    req.url = req.originalUrl;
    void listener(req, res);
  });
}

app.use(securityHeaders({ frameAncestors: (process.env.EDITOR_ORIGINS ?? "").split(/[\s,]+/).filter(Boolean) }));
if (service && mailboxEnabled()) {
  // The dev mailbox (the outbox as a page): not in production unless DEV_MAILBOX=1.
  const mailbox = getRequestListener(mailboxRoutes(service.database.db).fetch);
  app.get(MAILBOX_PATH, (req, res) => void mailbox(req, res));
  console.log(`dev mailbox on ${MAILBOX_PATH}: it shows every shopper's codes and links — never on a public store`);
} else if (service && !service.deliverer) {
  console.warn("no SMTP_URL: e-mail stays in the outbox undelivered (set SMTP_URL, or DEV_MAILBOX=1 for a demo)");
}
app.use(
  "/build",
  precompressedStatic(path.join(root, "public/build")),
  express.static(path.join(root, "public/build"), { immutable: true, maxAge: "1y" }),
);
app.use(express.static(path.join(root, "public"), { maxAge: "1h", index: false }));
app.all(
  "*",
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    // req.ip honours TRUST_PROXY: the socket address unless a trusted proxy forwards the shopper's.
    getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce as string, commerce, clientAddress: req.ip }),
  }),
);

const server = app.listen(port, () => {
  console.log(
    `Vitrine ready on http://localhost:${port} (${Date.now() - started} ms, ${service ? `embedded ${service.database.driver}` : `remote ${commerce.baseUrl}`})`,
  );
});

let closing = false;
function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: closing`);
  server.close(() => {
    void (service?.close() ?? Promise.resolve()).finally(() => process.exit(0));
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
