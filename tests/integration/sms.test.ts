/**
 * The SMS gateway adapter (SMS_URL) over real HTTP: a local gateway (node:http) receives each SMS of
 * the outbox as JSON {to, body, id} — a sign-in code and an order's confirmation — and a failing
 * gateway is retried like mail, the error kept on the row meanwhile.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, productSizes, products } from "../../service/db/schema";
import { startService, type ServiceRuntime } from "../../service/runtime";
import { HOME } from "./checkout-helpers";
import { TEST_APPLICATION_ID, TEST_APPLICATION_TOKEN } from "./constants";
import { openTestDatabase, signedRequest } from "./helpers";

interface Sms {
  to: string;
  body: string;
  id: number;
}

describe("SMS delivery through SMS_URL", () => {
  const received: Sms[] = [];
  /** Answers 500 to this many more requests. */
  let failures = 0;
  let gateway: Server;
  let service: ServiceRuntime;

  beforeAll(async () => {
    gateway = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        if (req.method !== "POST" || req.headers["content-type"] !== "application/json") {
          res.writeHead(400).end();
          return;
        }
        if (failures > 0) {
          failures--;
          res.writeHead(500).end("gateway down");
          return;
        }
        received.push(JSON.parse(Buffer.concat(chunks).toString("utf8")) as Sms);
        res.writeHead(202, { "content-type": "application/json" }).end('{"queued":true}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
    const { port } = gateway.address() as AddressInfo;
    service = await startService({
      database: await openTestDatabase("pglite"),
      applicationId: TEST_APPLICATION_ID,
      applicationToken: TEST_APPLICATION_TOKEN,
      smsUrl: `http://127.0.0.1:${port}/sms`,
      // A long poll: a prompt delivery can only come from the nudge after a message is queued.
      mailDelivery: { pollMs: 60_000, retryBaseMs: 1 },
    });
  });
  afterAll(async () => {
    await service?.close();
    await new Promise((resolve) => gateway?.close(resolve));
  });

  const call = async (path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) => {
    const headers: Record<string, string> = { "x-forwarded-for": "203.0.113.9" };
    if (init.cookie) headers.cookie = init.cookie;
    const response = await service.app.fetch(signedRequest(path, { method: init.method, body: init.body, headers }));
    return { status: response.status, body: await response.json(), headers: response.headers };
  };

  async function waitFor(match: (sms: Sms) => boolean): Promise<Sms> {
    for (let n = 0; n < 100; n++) {
      const found = received.find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no such SMS among ${JSON.stringify(received)}`);
  }

  const rowOf = async (id: number) =>
    (await service.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

  it("posts a sign-in code to the gateway and marks it sent", async () => {
    const mobile = `9${String(Date.now()).slice(-9)}`;
    const sent = await call("/service/application/user/authentication/v1.0/login/otp", {
      method: "POST",
      body: { mobile, country_code: "+91" },
    });
    expect(sent.status).toBe(200);
    const sms = await waitFor((s) => s.to === `+91 ${mobile}`);
    expect(sms.body).toMatch(/^\d{6} is your .+ sign-in code\. It expires in 10 minutes\.$/);
    // The row is marked after the gateway answered: the pass in progress finishes first.
    await service.smsDeliverer!.drain();
    expect(await rowOf(sms.id)).toMatchObject({ channel: "sms", status: "sent", kind: "otp", attempts: 1 });
  });

  it("posts an order's confirmation with its tracking link, retrying a failing gateway", async () => {
    const registered = await call("/service/application/user/authentication/v1.0/register/form", {
      method: "POST",
      body: { first_name: "Sms", last_name: "Shopper", email: `sms.${Date.now()}@example.com`, password: "Secret#123" },
    });
    const cookie = /f\.session=[^;]+/.exec(registered.headers.get("set-cookie") ?? "")![0];
    const [article] = await service.database.db
      .select({ productUid: productSizes.productUid, size: productSizes.value })
      .from(productSizes)
      .innerJoin(products, eq(products.uid, productSizes.productUid))
      .where(and(gt(productSizes.quantity, 5), eq(products.sellable, true)))
      .limit(1);
    const phone = `8${String(Date.now()).slice(-9)}`;
    const added = await call("/service/application/cart/v1.0/detail", {
      method: "POST",
      cookie,
      body: { items: [{ item_id: article.productUid, item_size: article.size, quantity: 1 }] },
    });
    const address = await call("/service/application/cart/v1.0/address", {
      method: "POST",
      cookie,
      body: { ...HOME, phone },
    });
    failures = 1;
    const placed = await call("/service/application/cart/v1.0/checkout", {
      method: "POST",
      cookie,
      body: { id: added.body.cart.id, address_id: address.body.id, payment_mode: "COD", aggregator: "Fynd" },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderId = placed.body.order_id as string;

    // The first attempt fails (500): the row waits with the error, the next pass sends it.
    for (let n = 0; n < 100 && failures > 0; n++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(failures).toBe(0);
    await service.smsDeliverer!.drain();
    const sms = await waitFor((s) => s.to === `+91 ${phone}`);
    expect(sms.body).toContain(`/order-tracking/${orderId}/`);
    expect(sms.body).toContain(`your order ${orderId} is confirmed`);
    expect(await rowOf(sms.id)).toMatchObject({
      status: "sent",
      kind: "order-placed",
      attempts: 2,
      lastError: "SMS gateway answered 500",
    });
    expect(received.filter((s) => s.to === `+91 ${phone}`)).toHaveLength(1);
  });
});
