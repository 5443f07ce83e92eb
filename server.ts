/**
 * The storefront process: one Express server with compression, security headers (per-request CSP
 * nonce), static files, the embedded commerce service at /service/*, and the Remix request handler.
 * `npm start` runs exactly this. A bad configuration stops it before it writes or listens.
 * WEB_CONCURRENCY=N (PostgreSQL or a remote service only): a primary process migrates and seeds
 * once, then N workers run this same server on the one port (server/cluster.ts).
 */
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { createRequestHandler } from "@remix-run/express";
import { createRequestHandler as createRemixFetchHandler, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { coalescedFlush } from "./server/coalesced-flush";
import { pageCache } from "./server/page-cache";
import { precompressedStatic } from "./server/precompressed";
import { renderOnPool, startRenderPool } from "./server/render-pool";
import { publicFiles } from "./server/public-files";
import { securityHeaders } from "./server/security";
import { requestLog } from "./server/request-log";
import type { CommerceConnection } from "./app/sdk.server";
import { clearPublicCache } from "./app/public-cache.server";
import { configOrExit, type Config } from "./config/env";
import { sessionSecret } from "./config/session-secret";
import { announceReady, isWorker, runPrimary, workerIndex } from "./server/cluster";
import { prepareDatabase, runtimeOptionsFromConfig, startService, type ServiceRuntime } from "./service/runtime";
import { MAILBOX_PATH, mailboxRoutes } from "./service/mail/mailbox";

// Before the build is imported: React and Remix pick their production code by it.
process.env.NODE_ENV ||= "production";
const config = configOrExit();

const root = path.dirname(fileURLToPath(import.meta.url));

if (config.webConcurrency > 1 && !isWorker()) {
  await runPrimary({
    workers: config.webConcurrency,
    prepare: async () => {
      // Every worker must sign cookies with the same secret: read or made once, here.
      process.env.SESSION_SECRET = sessionSecret(config);
      if (!config.commerceApi) {
        await prepareDatabase({ ...runtimeOptionsFromConfig(config), log: (m) => console.log(`[service] ${m}`) });
      }
    },
    readyLine: (ms) =>
      `Vitrine ready on http://localhost:${config.port} (${ms} ms, ${config.webConcurrency} processes, ${config.commerceApi ? `remote ${config.commerceApi.url}` : "embedded postgres"})`,
  });
} else {
  await serve(config);
}

async function serve(config: Config) {
  const port = config.port;
  const started = Date.now();
  const worker = workerIndex();

  const build = (await import(pathToFileURL(path.join(root, "build/index.js")).href)) as ServerBuild;

  let service: ServiceRuntime | undefined;
  let commerce: CommerceConnection;
  if (config.commerceApi) {
    const { url, applicationId, applicationToken } = config.commerceApi;
    commerce = { baseUrl: url, applicationId, applicationToken, signingSecret: config.signingSecret };
  } else {
    service = await startService({
      ...runtimeOptionsFromConfig(config),
      // Several workers: the first runs the periodic jobs (the others would repeat them).
      periodicJobs: (worker ?? 0) === 0,
      log: (m) => console.log(`[service] ${m}`),
    });
    const serviceFetch = service.app.fetch;
    commerce = {
      baseUrl: `http://localhost:${port}`,
      ...service.credentials,
      signingSecret: config.signingSecret,
      // Embedded mode: requests go to the service in-process, through the same auth and signing checks.
      transport: (request) => Promise.resolve(serviceFetch(request)),
    };
  }

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.use(requestLog());
  app.get("/healthz", (_req, res) => {
    res
      .set("cache-control", "no-store")
      .json({ ok: true, service: service ? service.database.driver : "remote", pid: process.pid });
  });

  app.use(compression());
  // A page written in one burst is not flushed before its end (a streaming one still is).
  app.use(coalescedFlush());

  if (service) {
    const listener = getRequestListener(service.app.fetch);
    // Mounted before any body parser; Express strips the mount path, the service expects the full one.
    app.use("/service", (req, res) => {
      req.url = req.originalUrl;
      void listener(req, res);
    });
  }

  // With a maps key the CSP lets the address form's map picker load Google Maps (set the key here in
  // remote mode too: the service serves it, this process opens the CSP for it).
  app.use(
    securityHeaders({
      frameAncestors: config.editorOrigins,
      googleMaps: Boolean(config.googleMapsApiKey),
      tagManager: Boolean(config.gtmId),
      extensionOrigins: config.extensionOrigins,
    }),
  );
  if (service && config.devMailbox) {
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
  app.use(publicFiles(path.join(root, "public")));
  // req.ip honours TRUST_PROXY: the socket address unless a trusted proxy forwards the shopper's.
  const loadContext = (req: express.Request, res: express.Response) => ({
    cspNonce: res.locals.cspNonce as string,
    commerce,
    clientAddress: req.ip,
  });
  // RENDER_THREADS: Remix renders on worker threads, this thread keeps HTTP and the service (decision 40).
  const { transport: _inProcess, ...connection } = commerce;
  // Every thread signs cookies with the same secret: read or made once, here, before they start.
  if (config.renderThreads > 0) process.env.SESSION_SECRET = sessionSecret(config);
  const pool =
    config.renderThreads > 0
      ? await startRenderPool({
          threads: config.renderThreads,
          workerData: { root, mode: config.nodeEnv, commerce: connection, embedded: Boolean(service) },
          serviceFetch: service?.app.fetch,
          log: (m) => console.error(m),
        })
      : undefined;
  const remix = pool
    ? renderOnPool(pool, loadContext)
    : createRequestHandler({ build, mode: config.nodeEnv, getLoadContext: loadContext });
  // Anonymous GETs of shareable pages from memory (decision 21); everything else streams from Remix.
  const renderPage = pool ? pool.render.bind(pool) : createRemixFetchHandler(build, config.nodeEnv);
  const pages =
    config.pageCacheBytes > 0
      ? pageCache({
          maxBytes: config.pageCacheBytes,
          render: (request, req, res) => renderPage(request, loadContext(req, res)),
          onError: (error) => console.error("page cache: a background refresh failed", error),
        })
      : undefined;
  // Embedded service: a catalogue change (a product sold out, in any process on the database: each
  // worker listens) empties this process's page cache and the store-wide data the pages are rendered
  // from, at once. A remote service's changes show when the pages' max-age runs out.
  await service?.onCatalogueChange(() => {
    clearPublicCache();
    pool?.clearPublicCache();
    pages?.cache.clear();
  });
  if (pages) app.use(pages);
  // Remix's handler passes its own failures to next(): nothing is left to catch here.
  app.all("*", (req, res, next) => void remix(req, res, next));

  const server = app.listen(port, () => {
    const ms = Date.now() - started;
    if (worker === undefined) {
      console.log(
        `Vitrine ready on http://localhost:${port} (${ms} ms, ${service ? `embedded ${service.database.driver}` : `remote ${commerce.baseUrl}`}${pool ? `, ${config.renderThreads} render threads` : ""})`,
      );
    } else {
      console.log(`worker ${worker + 1} (pid ${process.pid}) listening (${ms} ms)`);
    }
    announceReady();
  });

  let closing = false;
  function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    console.log(`${signal}: closing`);
    server.close(() => {
      void Promise.all([pool?.close(), service?.close()]).finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  // A worker whose primary is gone (killed) stops too, rather than serve on unsupervised.
  if (worker !== undefined) process.on("disconnect", () => shutdown("primary gone"));
}
