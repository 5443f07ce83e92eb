/**
 * The store operator's API and command over real HTTP: off without ADMIN_TOKEN, refused with a
 * wrong token (10 wrong ones per address, then 429; without TRUST_PROXY a forged X-Forwarded-For
 * does not make a new address), and `npm run store` (scripts/store.ts, a child process) lists shipments, moves one
 * along, which the shopper's tracking then shows, and cancels one as the store (stock back).
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { and, eq, gt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createServiceApp } from "../../service/app";
import { orderBags, orders, productSizes, shipments } from "../../service/db/schema";
import { useShopperService } from "./accounts-helpers";
import { articleStock, HOME } from "./checkout-helpers";
import { useServedApp } from "./helpers";

const run = promisify(execFile);
const TOKEN = "operator-secret-for-tests";

describe("the store operator", () => {
  const service = useShopperService("pglite");
  const { stockOf } = articleStock(service);
  // TRUST_PROXY: the tests below stand for several shoppers' addresses by X-Forwarded-For.
  const served = useServedApp(() => createServiceApp({ db: service.db, adminToken: TOKEN, trustProxy: true }));
  let shipmentId = "";

  beforeAll(async () => {
    // A shopper's COD order, through the service's own API.
    const shopper = await service.register();
    const [article] = await service.db
      .select({ productUid: productSizes.productUid, size: productSizes.value })
      .from(productSizes)
      .where(and(gt(productSizes.quantity, 5)))
      .limit(1);
    const added = await service.call("/service/application/cart/v1.0/detail", {
      method: "POST",
      cookie: shopper.cookie,
      body: { items: [{ item_id: article.productUid, item_size: article.size, quantity: 1 }] },
    });
    const saved = await service.call("/service/application/cart/v1.0/address", {
      method: "POST",
      cookie: shopper.cookie,
      body: HOME,
    });
    const placed = await service.call("/service/application/cart/v1.0/checkout", {
      method: "POST",
      cookie: shopper.cookie,
      body: { id: added.body.cart.id, address_id: saved.body.id, payment_mode: "COD", aggregator: "Fynd" },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [row] = await service.db
      .select({ id: shipments.id })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .where(eq(orders.id, placed.body.order_id as string));
    shipmentId = row.id;
  });

  const store = (args: string[], token = TOKEN) =>
    run("node", ["--import", "tsx", "scripts/store.ts", ...args], {
      env: { ...process.env, STORE_URL: served(), ADMIN_TOKEN: token },
    }).then(
      (out) => ({ code: 0, stdout: out.stdout, stderr: out.stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it("is off without a token and refuses a wrong one", async () => {
    const off = createServiceApp({ db: service.db });
    const refused = await off.request("/service/admin/shipments", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(refused.status).toBe(403);
    const wrong = await fetch(`${served()}/service/admin/shipments`, { headers: { authorization: "Bearer nope" } });
    expect(wrong.status).toBe(401);
    const failed = await store(["shipment", "list"], "wrong-operator-token");
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain("Invalid admin token");
  });

  it("answers whether a token is the admin token, and stops an address after 10 wrong ones", async () => {
    const check = (token: string, address: string) =>
      fetch(`${served()}/service/admin/session`, {
        headers: { authorization: `Bearer ${token}`, "x-forwarded-for": address },
      });
    expect((await check(TOKEN, "10.9.9.1")).status).toBe(200);
    expect((await check(`${TOKEN}x`, "10.9.9.1")).status).toBe(401);
    for (let i = 0; i < 10; i++) expect((await check(`wrong-${i}`, "10.9.9.2")).status).toBe(401);
    // The address is now stopped, even with the right token; another address is not.
    const stopped = await check(TOKEN, "10.9.9.2");
    expect(stopped.status).toBe(429);
    expect(((await stopped.json()) as { message: string }).message).toMatch(/Too many wrong admin tokens/);
    expect((await check(TOKEN, "10.9.9.3")).status).toBe(200);
  });

  it("lists shipments and moves one a step at a time with `npm run store`", async () => {
    const listed = await store(["shipment", "list", "placed"]);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain(shipmentId);
    const moved = await store(["shipment", "advance", shipmentId]);
    expect(moved.stdout.trim()).toBe(`Shipment ${shipmentId} is now confirmed.`);
    const [row] = await service.db.select().from(shipments).where(eq(shipments.id, shipmentId));
    expect(row.status).toBe("confirmed");
    const usage = await store(["shipment"]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("usage: npm run store");
  });

  it("cancels a shipment not yet shipped with `npm run store`, putting its stock back", async () => {
    const [bag] = await service.db
      .select({ articleId: orderBags.articleId, quantity: orderBags.quantity })
      .from(orderBags)
      .where(eq(orderBags.shipmentId, shipmentId));
    const before = await stockOf(bag);
    const cancelled = await store(["shipment", "cancel", shipmentId]);
    expect(cancelled.code, cancelled.stderr).toBe(0);
    expect(cancelled.stdout.trim()).toBe(`Shipment ${shipmentId} is now cancelled_fynd.`);
    expect(await stockOf(bag)).toBe(before + bag.quantity);
    const again = await store(["shipment", "cancel", shipmentId]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`Shipment ${shipmentId} cannot be cancelled from cancelled_fynd`);
    expect(await stockOf(bag)).toBe(before + bag.quantity);
  });
});

describe("the store operator's limit without TRUST_PROXY", () => {
  const service = useShopperService("pglite");
  const served = useServedApp(() => createServiceApp({ db: service.db, adminToken: TOKEN }));

  it("counts wrong tokens by the socket's address, whatever X-Forwarded-For says", async () => {
    const check = (token: string, forged: string) =>
      fetch(`${served()}/service/admin/session`, {
        headers: { authorization: `Bearer ${token}`, "x-forwarded-for": forged },
      });
    for (let i = 0; i < 10; i++) expect((await check(`wrong-${i}`, `10.8.0.${i + 1}`)).status).toBe(401);
    // Ten "addresses", one socket: 127.0.0.1 is stopped, and a fresh forged address does not help.
    const stopped = await check(TOKEN, "10.8.0.99");
    expect(stopped.status).toBe(429);
    // In-process (the embedded storefront's own calls carry the shopper's address): believed.
    const inProcess = await createServiceApp({ db: service.db, adminToken: TOKEN }).request("/service/admin/session", {
      headers: { authorization: `Bearer ${TOKEN}`, "x-forwarded-for": "10.8.0.100" },
    });
    expect(inProcess.status).toBe(200);
  });
});
