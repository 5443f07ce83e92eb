/**
 * Runs the commerce service on its own (`npm run start:service`), for a storefront started with
 * COMMERCE_API_URL pointing here, or for other clients of the API such as the official SDK.
 */
import { serve } from "@hono/node-server";
import { runtimeOptionsFromEnv, startService } from "./runtime";

const port = Number(process.env.SERVICE_PORT ?? process.env.PORT ?? 3001);
const runtime = await startService({ ...runtimeOptionsFromEnv(), log: (m) => console.log(`[service] ${m}`) });
const server = serve({ fetch: runtime.app.fetch, port, hostname: process.env.HOST ?? "0.0.0.0" }, () => {
  console.log(`[service] listening on http://localhost:${port} (application ${runtime.credentials.applicationId})`);
  if (runtime.seeded && !process.env.APPLICATION_TOKEN) {
    // The token was generated for this new store: show it once so a remote storefront can be configured.
    console.log(`[service] APPLICATION_TOKEN=${runtime.credentials.applicationToken}`);
  }
});

function shutdown() {
  server.close(() => {
    runtime.close().finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
