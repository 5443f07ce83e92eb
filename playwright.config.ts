import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from "./scripts/chromium";

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** A second storefront in remote mode whose commerce service is down (error pages). */
export const UNREACHABLE_PORT = PORT + 1;
/**
 * A third storefront whose store has deployment store selection and the store-address question on
 * (tests/e2e/store-selection-setup.ts turns them on in its own database): the onboarding wizard.
 */
export const ONBOARDING_PORT = PORT + 2;
/** The store operator's credential of the main storefront (ADMIN_TOKEN): e2e only, not a secret. */
export const E2E_ADMIN_TOKEN = "e2e-admin-token-not-for-production";
/** A fourth storefront whose store has a maps key (the address form's map picker): maps.spec.ts only. */
const MAPS_PORT = PORT + 3;
const MAPS_SPEC = /maps\.spec\.ts$/;
/** The built-in theme editor saves the demo store's home page: it runs once every other spec has read it. */
const EDITOR_SPEC = /theme-editor\.spec\.ts$/;
// A fresh embedded database per run: the e2e run also exercises the first-start seed.
const dataDir = path.join(os.tmpdir(), `vitrine-e2e-${process.pid}`);

/** A demo storefront with its own embedded database and the dev mailbox, on `port`. */
function storefront(port: number, dir: string, env: Record<string, string> = {}) {
  return {
    command: "node --import tsx server.ts",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dir,
      DATABASE_URL: "",
      COMMERCE_API_URL: "",
      SESSION_SECRET: "e2e-session-secret-not-for-production",
      DEV_MAILBOX: "1",
      // Each test sends a client address of its own (tests/e2e/fixtures.ts): per-address limits
      // count tests apart, as they count shoppers apart.
      TRUST_PROXY: "true",
      ...env,
    },
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  };
}

export default defineConfig({
  testDir: "./tests/e2e",
  // Two browsers against the one server: while one waits on a page, the other's test runs. Specs do
  // not share state (each test makes its own shopper), so their order does not matter.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // One retry on CI only: a journey that fails once on a loaded runner and then passes is reported as
  // "flaky" in the list (to be fixed), instead of throwing away every commit of the run. Locally a
  // failure stays a failure.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  // The account journeys (register → verify → sign in → profile, with axe scans) take 10–20 s on a
  // quiet 2-core machine with two workers; 60 s leaves room for a loaded one.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    headless: true,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: QUIET_CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true }, testIgnore: [MAPS_SPEC, EDITOR_SPEC] },
    { name: "no-js", use: { javaScriptEnabled: false }, testIgnore: [MAPS_SPEC, EDITOR_SPEC] },
    { name: "editor-js", use: { javaScriptEnabled: true }, testMatch: EDITOR_SPEC, dependencies: ["js", "no-js"] },
    { name: "editor-no-js", use: { javaScriptEnabled: false }, testMatch: EDITOR_SPEC, dependencies: ["js", "no-js"] },
    {
      name: "maps",
      use: { javaScriptEnabled: true, baseURL: `http://127.0.0.1:${MAPS_PORT}` },
      testMatch: MAPS_SPEC,
    },
  ],
  webServer: [
    // The operator's API is on (order-tracking.spec.ts moves a shipment along through it).
    storefront(PORT, dataDir, { ADMIN_TOKEN: E2E_ADMIN_TOKEN }),
    {
      ...storefront(ONBOARDING_PORT, `${dataDir}-onboarding`, {
        // The wizard needs stores, not a large catalogue.
        SEED_PRODUCTS: "24",
      }),
      command: "node --import tsx tests/e2e/store-selection-setup.ts && node --import tsx server.ts",
    },
    storefront(MAPS_PORT, `${dataDir}-maps`, {
      // Not a real key: the tests keep the browser away from Google (no network there anyway).
      GOOGLE_MAPS_API_KEY: "e2e-maps-key-not-real",
      // The map spec needs shoppers and addresses, not a catalogue: a small seed starts faster.
      SEED_PRODUCTS: "12",
    }),
    {
      command: "node --import tsx server.ts",
      env: {
        NODE_ENV: "production",
        PORT: String(UNREACHABLE_PORT),
        DATA_DIR: `${dataDir}-remote`,
        // Nothing listens on port 9 (discard) here: every service call fails to connect.
        COMMERCE_API_URL: "http://127.0.0.1:9",
        APPLICATION_ID: "000000000000000000000001",
        APPLICATION_TOKEN: "unreachable-token",
        SESSION_SECRET: "e2e-session-secret-not-for-production",
      },
      url: `http://127.0.0.1:${UNREACHABLE_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "ignore",
    },
  ],
});
