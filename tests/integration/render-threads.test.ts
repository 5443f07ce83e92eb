/**
 * RENDER_THREADS (server/render-pool.ts, decision 40): the real server (`node --import tsx server.ts`,
 * the build in build/, which `npm test` makes first) with two render threads on a fresh embedded
 * store, over HTTP: pages, a 404, a data request, robots.txt, and a form posted without JavaScript
 * whose cookie carries the bag to the next page. Every answer must equal the one rendered on the main
 * thread (the same server without threads, on the same database afterwards).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const built = fs.existsSync(path.join(root, "build/index.js"));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the server; resolves with its origin and its process once /healthz answers. */
async function startServer(dataDir: string, env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_PRODUCTS: "24",
      SESSION_SECRET: "render-threads-test-secret-0123456789abcdef",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log}`);
    const ok = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, child, log: () => log };
}

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** What a page answers, without what differs per render or per server (the CSP nonce, the origin). */
async function answer(origin: string, pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${pathname}`, { headers, redirect: "manual" });
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    body: text
      .replaceAll(origin, "ORIGIN")
      .replace(/nonce="[^"]*"/g, 'nonce=""')
      .replace(/nonce-[A-Za-z0-9+/=]+/g, "nonce-"),
  };
}

/** Adds the listing's first product with a size to the bag as a browser without JavaScript does. */
async function addToBag(origin: string): Promise<{ status: number; cookie: string; location: string | null }> {
  const html = await (await fetch(`${origin}/products/`)).text();
  for (const form of html.matchAll(/<form\b[^>]*action="\/cart"[^>]*>([\s\S]*?)<\/form>/gi)) {
    const fields = Object.fromEntries(
      [...form[1].matchAll(/<input\b[^>]*name="([^"]+)"[^>]*value="([^"]*)"/gi)].map((m) => [m[1], m[2]]),
    );
    if (!fields.item_id || !fields.item_size) continue;
    const response = await fetch(`${origin}/cart`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...fields, intent: "add", quantity: "1", redirectTo: "/cart/bag/" }).toString(),
      redirect: "manual",
    });
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    return { status: response.status, cookie, location: response.headers.get("location") };
  }
  throw new Error('no "Add to cart" form with a size on /products/');
}

const PAGES = ["/", "/products/?sort_on=price_asc", "/no-such-page/anywhere", "/robots.txt", "/products.data"];

describe.skipIf(!built)("the storefront with RENDER_THREADS=2", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-render-threads-"));
  let threaded: Awaited<ReturnType<typeof startServer>> | undefined;
  const answers = new Map<string, Awaited<ReturnType<typeof answer>>>();
  let bag: Awaited<ReturnType<typeof addToBag>> | undefined;
  let bagPage = "";

  beforeAll(async () => {
    // The page cache off: every answer is a render on a thread.
    threaded = await startServer(dataDir, { RENDER_THREADS: "2", PAGE_CACHE_MB: "0" });
    for (const page of PAGES) answers.set(page, await answer(threaded.origin, page));
    bag = await addToBag(threaded.origin);
    bagPage = (await answer(threaded.origin, "/cart/bag/", { cookie: bag.cookie })).body;
  }, 120_000);
  afterAll(async () => {
    await stop(threaded?.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers pages, a 404, a data request and robots.txt", () => {
    expect(answers.get("/")).toMatchObject({ status: 200, type: "text/html; charset=utf-8" });
    expect(answers.get("/")!.body).toContain("</html>");
    expect(answers.get("/products/?sort_on=price_asc")!.body).toContain('href="/product/');
    expect(answers.get("/no-such-page/anywhere")).toMatchObject({ status: 404 });
    expect(answers.get("/no-such-page/anywhere")!.body).toContain("Page Not Found.");
    expect(answers.get("/robots.txt")).toMatchObject({ status: 200, type: "text/plain; charset=utf-8" });
    expect(answers.get("/products.data")).toMatchObject({
      status: 200,
      type: expect.stringMatching(/^text\/x-script/),
    });
    expect(threaded!.log()).toMatch(/Vitrine ready on .*, 2 render threads\)/);
    expect(threaded!.log()).not.toMatch(/render thread \d+ (failed|exited)|render failed/);
  });

  it("takes a form posted without JavaScript: the bag's cookie carries the item to the next page", () => {
    expect(bag).toMatchObject({ status: 303, location: "/cart/bag/" });
    expect(bag!.cookie).not.toBe("");
    expect(bagPage).toMatch(/class="cart-count"[^>]*>1</);
  });

  it("answers as the main thread does", async () => {
    await stop(threaded?.child);
    const plain = await startServer(dataDir, { RENDER_THREADS: "0", PAGE_CACHE_MB: "0" });
    try {
      for (const page of PAGES) expect(await answer(plain.origin, page), page).toEqual(answers.get(page));
    } finally {
      await stop(plain.child);
    }
  }, 120_000);
});
