/**
 * The commerce service as a child process of a test (checkout-restart.test.ts): starts it on the
 * PostgreSQL database of DATABASE_URL (already migrated and seeded: a copy of the test template) with
 * the test application's credentials, listens on a free port of 127.0.0.1 and prints
 * `${SERVICE_READY}<port>` once it answers. The test SIGKILLs it to simulate a crash.
 *
 *   DATABASE_URL=postgres://… node --import tsx tests/integration/restart-service.ts
 */
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { startService } from "../../service/runtime";
import { TEST_APPLICATION_ID, TEST_APPLICATION_TOKEN } from "./constants";

/** The line the child prints when it listens, followed by its port. */
export const SERVICE_READY = "service listening on port ";

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is required");
  const runtime = await startService({
    databaseUrl,
    applicationId: TEST_APPLICATION_ID,
    applicationToken: TEST_APPLICATION_TOKEN,
  });
  const server = serve({ fetch: runtime.app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
    process.stdout.write(`${SERVICE_READY}${info.port}\n`);
  });
  process.on("SIGTERM", () => {
    server.close(() => void runtime.close().finally(() => process.exit(0)));
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
