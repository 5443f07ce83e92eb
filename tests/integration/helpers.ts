/**
 * Test harness for the service over a real database: PGlite opened from the seeded snapshot, and
 * PostgreSQL (a fresh copy of the seeded template database per test file) when DATABASE_URL is set.
 */
import fs from "node:fs";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, inject } from "vitest";
import { computeSignature, formatSignatureDate } from "../../service/contract/signature";
import { openDatabase, type Database } from "../../service/db/client";
import type { ServiceApp } from "../../service/app";
import { startService, type ServiceRuntime } from "../../service/runtime";
import { TEST_APPLICATION_ID, TEST_APPLICATION_TOKEN } from "./constants";
import { postgresAdmin } from "./postgres-admin";

export type Driver = "pglite" | "postgres";

/** The drivers this run covers: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const drivers: Driver[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export async function openTestDatabase(driver: Driver): Promise<Database> {
  if (driver === "pglite") {
    const tar = fs.readFileSync(inject("snapshotPath"));
    return openDatabase({ loadDataDir: new Blob([tar]), migrate: false });
  }
  // A database of its own per test file, copied on the server from the seeded template
  // (global-setup.ts) and dropped afterwards.
  const name = `vitrine_test_${randomBytes(6).toString("hex")}`;
  await postgresAdmin(`create database ${name} template ${inject("postgresTemplate")}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), migrate: false });
  return {
    ...database,
    async close() {
      await database.close();
      await postgresAdmin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** Starts the service on a test database (both come migrated and seeded). */
async function startTestService(driver: Driver): Promise<ServiceRuntime> {
  const database = await openTestDatabase(driver);
  return startService({ database, applicationId: TEST_APPLICATION_ID, applicationToken: TEST_APPLICATION_TOKEN });
}

/** The test service for the enclosing describe block: started in beforeAll, closed in afterAll. */
export function useTestService(driver: Driver, onStart?: (runtime: ServiceRuntime) => void): () => ServiceRuntime {
  let runtime: ServiceRuntime | undefined;
  beforeAll(async () => {
    runtime = await startTestService(driver);
    onStart?.(runtime);
  });
  afterAll(async () => {
    await runtime?.close();
  });
  return () => {
    if (!runtime) throw new Error("the test service is not started (use it inside a test)");
    return runtime;
  };
}

/**
 * An app made by `appOf` (in beforeAll, once the describe block's service has started) served over
 * real HTTP on a free port of 127.0.0.1, for the enclosing describe block; answers its origin.
 * Registered after the service's own afterAll, so it runs first: the server closes before the database.
 */
export function useServedApp(appOf: () => Pick<ServiceApp, "fetch">): () => string {
  let server: ServerType | undefined;
  let origin = "";
  beforeAll(async () => {
    const app = appOf();
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
    });
    origin = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });
  return () => origin;
}

/** The test service on PGlite served over real HTTP (for the official SDK), for the enclosing describe block. */
export function useHttpTestService(): { runtime: () => ServiceRuntime; origin: () => string } {
  const runtime = useTestService("pglite");
  return { runtime, origin: useServedApp(() => runtime().app) };
}

export interface SignedInit {
  method?: string;
  body?: unknown;
  applicationId?: string;
  token?: string;
  date?: Date;
  headers?: Record<string, string>;
  /** Change the signature after signing (tampering tests). */
  tamper?: (signature: string) => string;
}

export const bearer = (id: string, token: string) => `Bearer ${Buffer.from(`${id}:${token}`).toString("base64")}`;

/** A request signed the way the official SDK signs it. */
export function signedRequest(pathAndQuery: string, init: SignedInit = {}): Request {
  const url = new URL(pathAndQuery, "http://localhost:3000");
  const method = init.method ?? "GET";
  const body = init.body === undefined ? "" : JSON.stringify(init.body);
  const headers: Record<string, string> = {
    authorization: bearer(init.applicationId ?? TEST_APPLICATION_ID, init.token ?? TEST_APPLICATION_TOKEN),
    "x-fp-sdk-version": "test",
    "x-fp-date": formatSignatureDate(init.date ?? new Date()),
    ...(body ? { "content-type": "application/json" } : {}),
    ...init.headers,
  };
  let signature = computeSignature({
    method,
    path: url.pathname + url.search,
    headers: { ...headers, host: url.host },
    body,
  });
  if (init.tamper) signature = init.tamper(signature);
  return new Request(url, { method, headers: { ...headers, "x-fp-signature": signature }, body: body || undefined });
}

/** Long enough for a notification that was going to come to have come (change notifications). */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** Waits until `check()` holds (a change notification heard), failing after `ms`. */
export async function until(check: () => boolean, ms = 5_000) {
  for (const start = Date.now(); !check();) {
    if (Date.now() - start > ms) throw new Error("no notification");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
