import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: { alias: { "~": path.join(root, "app") } },
  esbuild: { jsx: "automatic" },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"],
    environment: "node",
    globalSetup: ["tests/integration/global-setup.ts"],
    // Fails a test that logs console.error unless it says so (expectConsoleError).
    setupFiles: ["tests/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Test files share their worker's modules instead of importing the app, the service, React and
    // Drizzle again each (about 45 % of the run's CPU); tests/setup.ts gives each file a fresh
    // environment, configuration and store-wide cache, and every file opens its own database.
    isolate: false,
    // One fork per core (Vitest's default leaves one core to itself, which on a 2-core CI machine
    // means one test file at a time while the main process and PostgreSQL sit mostly idle).
    maxWorkers: "100%",
  },
});
