/**
 * Runs the commerce service on its own (`npm run start:service`), for a storefront started with
 * COMMERCE_API_URL pointing here, or for other clients of the API such as the official SDK. A bad
 * configuration stops it before it writes or listens.
 */
import { serve } from "@hono/node-server";
import { configOrExit } from "../config/env";
import { runtimeOptionsFromConfig, startService } from "./runtime";

const config = configOrExit();
const port = config.servicePort;
const runtime = await startService({ ...runtimeOptionsFromConfig(config), log: (m) => console.log(`[service] ${m}`) });
const server = serve({ fetch: runtime.app.fetch, port, hostname: config.host }, () => {
  console.log(`[service] listening on http://localhost:${port} (application ${runtime.credentials.applicationId})`);
  if (runtime.seeded && !config.applicationToken) {
    // The token was generated for this new store: show it once so a remote storefront can be configured.
    console.log(`[service] APPLICATION_TOKEN=${runtime.credentials.applicationToken}`);
  }
});

function shutdown() {
  server.close(() => {
    void runtime.close().finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
