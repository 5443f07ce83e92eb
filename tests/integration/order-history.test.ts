/**
 * The order history over a real database (PGlite, and PostgreSQL when DATABASE_URL is set): a page of
 * the shopper's orders, newest first, filtered by status group and by the days they were placed; one
 * shipment by id. Another shopper sees none of it (an empty list, 404 for the shipment).
 */
import { and, eq, gt, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orders, products, productSizes, shipmentEvents, shipments } from "../../service/db/schema";
import { advanceShipment } from "../../service/modules/order/lifecycle";
import { useShopperService, type Shopper } from "./accounts-helpers";
import { placeCodOrder } from "./checkout-helpers";
import { ORDERS } from "./constants";
import { drivers } from "./helpers";

/** MM-DD-YYYY of a date (UTC), as the official clients send days. */
const day = (date: Date) =>
  `${String(date.getUTCMonth() + 1).padStart(2, "0")}-${String(date.getUTCDate()).padStart(2, "0")}-${date.getUTCFullYear()}`;

describe.each(drivers)("order history on %s", (driver) => {
  const service = useShopperService(driver);
  const { call, register } = service;
  let articles: { productUid: number; size: string }[] = [];
  let shopper: Shopper;
  const placed: string[] = [];

  /** One COD order of one unit of the nth article. */
  const order = (who: Shopper, n: number) => placeCodOrder(service, who, [[articles[n], 1]]);

  beforeAll(async () => {
    articles = await service.db
      .select({ productUid: productSizes.productUid, size: productSizes.value })
      .from(productSizes)
      .innerJoin(products, eq(products.uid, productSizes.productUid))
      .where(and(gt(productSizes.quantity, 5), eq(products.sellable, true), sql`${productSizes.priceEffective} < 5000`))
      .limit(3);
    shopper = await register();
    for (let n = 0; n < 3; n++) placed.push(await order(shopper, n));
    // The first order was placed 40 days ago.
    await service.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) })
      .where(eq(orders.id, placed[0]));
  });

  it("lists the shopper's orders newest first, 12 a page by default, with the status filters", async () => {
    const all = await call(ORDERS, { cookie: shopper.cookie });
    expect(all.status).toBe(200);
    expect(all.body.items.map((o: { order_id: string }) => o.order_id)).toEqual([placed[2], placed[1], placed[0]]);
    expect(all.body.page).toEqual({ type: "number", item_total: 3, current: 1, size: 12, has_next: false });
    expect(all.body.items[0].shipments[0].bags.length).toBe(1);
    expect(all.body.filters.statuses[0]).toEqual({ value: 0, display: "All", is_selected: true });

    const paged = await call(`${ORDERS}?page_no=1&page_size=2`, { cookie: shopper.cookie });
    expect(paged.body.items).toHaveLength(2);
    expect(paged.body.page.has_next).toBe(true);
    const second = await call(`${ORDERS}?page_no=2&page_size=2`, { cookie: shopper.cookie });
    expect(second.body.items.map((o: { order_id: string }) => o.order_id)).toEqual([placed[0]]);
    expect(second.body.page.has_next).toBe(false);

    const placedOnly = await call(`${ORDERS}?status=1`, { cookie: shopper.cookie });
    expect(placedOnly.body.page.item_total).toBe(3);
    expect(placedOnly.body.filters.statuses.find((s: { is_selected: boolean }) => s.is_selected).display).toBe(
      "Processing",
    );
    const cancelled = await call(`${ORDERS}?status=3`, { cookie: shopper.cookie });
    expect(cancelled.body.items).toEqual([]);
  });

  it("filters by the days the orders were placed (both days included)", async () => {
    const now = new Date();
    const monthAgo = new Date(Date.now() - 30 * 24 * 3600 * 1000);
    const recent = await call(`${ORDERS}?from_date=${day(monthAgo)}&to_date=${day(now)}`, { cookie: shopper.cookie });
    expect(recent.status).toBe(200);
    expect(recent.body.items.map((o: { order_id: string }) => o.order_id)).toEqual([placed[2], placed[1]]);
    const today = await call(`${ORDERS}?from_date=${day(now)}&to_date=${day(now)}`, { cookie: shopper.cookie });
    expect(today.body.page.item_total).toBe(2);

    for (const bad of ["from_date=2026-13-01", "to_date=31-12-2026", "from_date=02-30-2026", "page_size=0"]) {
      const refused = await call(`${ORDERS}?${bad}`, { cookie: shopper.cookie });
      expect(refused.status, bad).toBe(400);
    }
  });

  it("answers a shipment by id to its shopper only", async () => {
    const { body } = await call(`${ORDERS}/${placed[1]}`, { cookie: shopper.cookie });
    const shipmentId = body.order.shipments[0].shipment_id as string;
    const own = await call(`${ORDERS}/shipments/${shipmentId}`, { cookie: shopper.cookie });
    expect(own.status).toBe(200);
    expect(own.body.shipment).toMatchObject({ shipment_id: shipmentId, order_id: placed[1] });

    const stranger = await register();
    const theirs = await call(`${ORDERS}/shipments/${shipmentId}`, { cookie: stranger.cookie });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe("Shipment not found");
    const list = await call(ORDERS, { cookie: stranger.cookie });
    expect(list.body.items).toEqual([]);
    expect((await call(`${ORDERS}/shipments/not-a-shipment`, { cookie: shopper.cookie })).status).toBe(400);
    expect((await call(ORDERS)).status).toBe(401);
  });

  it("answers a point-of-sale order by id to its shopper only (any order of theirs: the store has no POS)", async () => {
    const own = await call(`${ORDERS}/pos-order/${placed[0]}`, { cookie: shopper.cookie });
    expect(own.status).toBe(200);
    expect(own.body.order).toMatchObject({ order_id: placed[0] });
    const stranger = await register();
    const theirs = await call(`${ORDERS}/pos-order/${placed[0]}`, { cookie: stranger.cookie });
    expect(theirs.status).toBe(404);
    expect((await call(`${ORDERS}/pos-order/${placed[0]}`)).status).toBe(401);
  });

  it("moves a shipment along its journey one step at a time, recording each change", async () => {
    const { body } = await call(`${ORDERS}/${placed[2]}`, { cookie: shopper.cookie });
    const shipmentId = body.order.shipments[0].shipment_id as string;
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) seen.push(await advanceShipment(service.db, shipmentId));
    expect(seen).toEqual(["confirmed", "packed", "shipped", "out_for_delivery", "delivery_done"]);
    await expect(advanceShipment(service.db, shipmentId)).rejects.toMatchObject({ status: 409 });
    await expect(advanceShipment(service.db, "9999999999999999")).rejects.toMatchObject({ status: 404 });
    const events = await service.db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, shipmentId));
    expect(events.map((e) => e.status)).toEqual(seen);
    const [row] = await service.db.select().from(shipments).where(eq(shipments.id, shipmentId));
    expect(row.status).toBe("delivery_done");
    const track = await call(`${ORDERS}/shipments/${shipmentId}/track`, { cookie: shopper.cookie });
    expect(track.status).toBe(200);
    expect(track.body.results.map((r: { status: string }) => r.status)).toEqual([
      "Placed",
      "Confirmed",
      "Packed",
      "Shipped",
      "Out for delivery",
      "Delivered",
    ]);
    const stranger = await register();
    expect((await call(`${ORDERS}/shipments/${shipmentId}/track`, { cookie: stranger.cookie })).status).toBe(404);

    // A shipment whose payment has not come does not move.
    const other = (await call(`${ORDERS}/${placed[1]}`, { cookie: shopper.cookie })).body.order.shipments[0]
      .shipment_id as string;
    await service.db.update(shipments).set({ status: "payment_pending" }).where(eq(shipments.id, other));
    await expect(advanceShipment(service.db, other)).rejects.toMatchObject({ status: 409 });
    await service.db.update(shipments).set({ status: "placed" }).where(eq(shipments.id, other));
  });
});
