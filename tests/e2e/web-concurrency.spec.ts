/**
 * WEB_CONCURRENCY=2 on PostgreSQL: a storefront of its own (this build, a database of its own on the
 * DATABASE_URL server) whose primary migrates and seeds once and starts two workers on one port.
 * Over fresh connections (the primary hands them to the workers in turn) both workers answer; a
 * catalogue change made in the database empties the page cache of both (each LISTENs), so no worker
 * keeps serving the old page; SIGTERM drains both workers and the primary exits 0.
 * Needs DATABASE_URL (the embedded PGlite database is one process: the store refuses N > 1 there).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";

const PORT = Number(process.env.E2E_PORT ?? 3100) + 10;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const READY = /Vitrine ready on .*2 processes/;

test.skip(!process.env.DATABASE_URL, "needs DATABASE_URL: several processes run on PostgreSQL only");
test.describe.configure({ mode: "serial" });

const name = `vitrine_e2e_cluster_${randomBytes(5).toString("hex")}`;
let databaseUrl = "";
let dataDir = "";
let server: ChildProcess | undefined;
let serverLog = "";

async function admin(sql: string, params: unknown[] = [], url = process.env.DATABASE_URL) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/** A GET on a connection of its own (so the primary hands each one to the next worker). */
function get(pathname: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${ORIGIN}${pathname}`, { agent: false }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on("error", reject);
  });
}

test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  // HTTP only: one project is enough (in beforeAll, so that the other starts no server of its own).
  test.skip(testInfo.project.use.javaScriptEnabled === false, "HTTP only: once is enough");
  test.setTimeout(150_000);
  await admin(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-cluster-"));
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: "2",
      SEED_PRODUCTS: "24",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server = child;
  child.stdout.on("data", (chunk: Buffer) => (serverLog += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (serverLog += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in 120 s:\n${serverLog}`)), 120_000);
    child.on("exit", (code) => reject(new Error(`the server exited (${code}):\n${serverLog}`)));
    child.stdout.on("data", () => {
      if (!READY.test(serverLog)) return;
      clearTimeout(timer);
      resolve();
    });
  });
});

test.afterAll(async () => {
  if (server && server.exitCode === null) server.kill("SIGKILL");
  if (databaseUrl) await admin(`drop database if exists ${name} with (force)`);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test("two workers answer on the one port", async () => {
  const pids = new Set<number>();
  for (let i = 0; i < 6; i++) {
    const health = await get("/healthz");
    expect(health.status).toBe(200);
    pids.add((JSON.parse(health.body) as { pid: number }).pid);
  }
  expect(pids.size).toBe(2);
  expect(pids.has(server!.pid!)).toBe(false);
});

test("a catalogue change empties the page cache of both workers", async () => {
  test.setTimeout(60_000);
  const home = await get("/");
  const slug = /href="\/product\/([^"/?]+)/.exec(home.body)![1];
  const page = `/product/${slug}`;
  // Cached in both workers: two hits in a row come from the two of them.
  const states: string[] = [];
  for (let i = 0; i < 8 && states.slice(-2).join() !== "hit,hit"; i++) {
    states.push(String((await get(page)).headers["x-page-cache"]));
  }
  expect(states.slice(-2)).toEqual(["hit", "hit"]);

  const renamed = `Renamed ${randomBytes(3).toString("hex")}`;
  await admin("update products set name = $1 where slug = $2", [renamed, slug], databaseUrl);
  // Each worker forgets the page when PostgreSQL tells it; one that did not would serve the old
  // name from memory for the page's max-age (30 s) and longer while stale.
  await expect
    .poll(
      async () => {
        const seen = [];
        for (let i = 0; i < 4; i++) seen.push((await get(page)).body.includes(renamed));
        return seen;
      },
      { timeout: 10_000 },
    )
    .toEqual([true, true, true, true]);
});

test("SIGTERM drains both workers and the primary exits 0", async () => {
  const exited = new Promise<number | null>((resolve) => server!.once("exit", (code) => resolve(code)));
  server!.kill("SIGTERM");
  expect(await exited).toBe(0);
  expect(serverLog).toContain("SIGTERM: closing 2 worker(s)");
  expect(serverLog.match(/^SIGTERM: closing$/gm)).toHaveLength(2);
});
