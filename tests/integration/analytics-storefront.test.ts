/**
 * The browser's analytics batches (POST /api/analytics, sent with navigator.sendBeacon) through the
 * storefront to the service's click analytics over a real database: a good batch is stored event by
 * event with its page and time; a malformed or oversized one is refused and stores nothing.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { receiveAnalyticsBatch } from "../../app/analytics.server";
import { clickEvents } from "../../service/db/schema";
import { useTestService } from "./helpers";
import { STOREFRONT_ORIGIN, storefrontContext } from "./storefront-helpers";

vi.hoisted(() => {
  process.env.SESSION_SECRET = "integration-session-secret-not-for-production";
});

describe("analytics batches (PGlite)", () => {
  const runtime = useTestService("pglite");
  const post = (body: string) =>
    receiveAnalyticsBatch(
      new Request(`${STOREFRONT_ORIGIN}/api/analytics`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      }),
      storefrontContext(runtime()),
    );
  const stored = (batchId: string) =>
    runtime()
      .database.db.select()
      .from(clickEvents)
      .then((rows) => rows.filter((row) => (row.payload as { batch_id?: string }).batch_id === batchId));

  it("stores each event of a batch in the store's click analytics", async () => {
    const batchId = randomUUID();
    const answer = await post(
      JSON.stringify({
        batch_id: batchId,
        events: [
          {
            event_name: "search",
            event_timestamp: "2026-11-24T10:00:00.000Z",
            page_url: "/products/?q=shirt",
            properties: { event: "search", search_term: "shirt", source: "custom_search", channel: "web" },
          },
          {
            event_name: "add_to_cart",
            event_timestamp: "2026-11-24T10:00:05.000Z",
            page_url: "/product/linen-shirt/",
            properties: { event: "add_to_cart", cart_action: "add to cart", items: [{ item_id: "42", quantity: 1 }] },
          },
        ],
      }),
    );
    expect(answer.status).toBe(204);
    const rows = await stored(batchId);
    expect(rows.map((row) => row.eventName).sort()).toEqual(["add_to_cart", "search"]);
    expect(rows.find((row) => row.eventName === "search")!.payload).toMatchObject({
      search_term: "shirt",
      page_url: "/products/?q=shirt",
      occurred_at: "2026-11-24T10:00:00.000Z",
      channel: "web",
    });
  });

  it("refuses a malformed or oversized batch, storing nothing", async () => {
    const before = (await runtime().database.db.select({ id: clickEvents.id }).from(clickEvents)).length;
    const event = { event_name: "search", event_timestamp: new Date().toISOString(), page_url: "/", properties: {} };
    expect((await post("not json")).status).toBe(400);
    const unknown = await post(JSON.stringify({ batch_id: randomUUID(), events: [{ ...event, event_name: "x" }] }));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: expect.stringMatching(/^events\.0\.event_name: /) });
    const offSite = await post(
      JSON.stringify({ batch_id: randomUUID(), events: [{ ...event, page_url: "https://elsewhere.example/" }] }),
    );
    expect(offSite.status).toBe(400);
    expect((await post(JSON.stringify({ batch_id: randomUUID(), events: [] }))).status).toBe(400);
    expect((await post("x".repeat(70 * 1024))).status).toBe(413);
    expect((await runtime().database.db.select({ id: clickEvents.id }).from(clickEvents)).length).toBe(before);
  });
});
