/**
 * Cancelling and returning shipments over a real database (PGlite, and PostgreSQL when DATABASE_URL
 * is set): cancel until the store ships, return after delivery within the product's window,
 * return_pre_qc for a reason that asks for a quality check, part of a shipment moving to a new one,
 * stock back on cancel, one refund per bag even when the request is sent twice, another shopper's
 * shipment unknown, and the store moving a return on to completed. Then the official SDK calls the
 * three operations over real HTTP.
 */
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orders, products, productSizes, refunds, shipmentEvents, shipments } from "../../service/db/schema";
import { returnWindowsOf } from "../../service/modules/catalog/offers";
import { cancelShipmentAsStore } from "../../service/modules/order/changes";
import { advanceAllShipments, advanceShipment } from "../../service/modules/order/lifecycle";
import { creditPoints } from "../../service/modules/rewards/offers";
import { useShopperService, type Shopper } from "./accounts-helpers";
import { articleStock, HOME, placeCodOrder, shopperWithCart } from "./checkout-helpers";
import { ORDERS, TEST_APPLICATION_ID } from "./constants";
import { drivers, useHttpTestService } from "./helpers";
import { officialInStockArticle, officialShopper } from "./official-shopper";

const DAY_MS = 24 * 3600 * 1000;

interface Article {
  productUid: number;
  size: string;
  articleId: string;
  effective: number;
}

/** A cancel (or return) body for one shipment, as the storefront sends it. */
function change(
  status: string,
  identifier: string,
  extra: { products?: unknown[]; reasons?: unknown; data_updates?: unknown } = {},
) {
  return {
    force_transition: true,
    statuses: [
      {
        status,
        shipments: [{ identifier, reasons: { products: [{ data: { reason_id: 1, reason_text: "" } }] }, ...extra }],
      },
    ],
  };
}

describe.each(drivers)("cancel and return on %s", (driver) => {
  const service = useShopperService(driver);
  const { call, register } = service;
  /** Two returnable articles stocked at one store (so they ship together), plenty in stock. */
  let a: Article;
  let b: Article;
  let shopper: Shopper;

  async function place(who: Shopper, lines: [Article, number][]): Promise<{ orderId: string; shipmentId: string }> {
    const orderId = await placeCodOrder(service, who, lines);
    const order = await call(`${ORDERS}/${orderId}`, { cookie: who.cookie });
    expect(order.body.order.shipments).toHaveLength(1);
    return { orderId, shipmentId: order.body.order.shipments[0].shipment_id };
  }

  /** Makes an order prepaid (as if a gateway had been paid). */
  const prepaid = (orderId: string) =>
    service.db.update(orders).set({ paymentMode: "UPI" }).where(eq(orders.id, orderId));

  const shipment = async (id: string, who = shopper) => {
    const got = await call(`${ORDERS}/shipments/${id}`, { cookie: who.cookie });
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    return got.body.shipment;
  };
  const update = (id: string, body: unknown, who = shopper, headers?: Record<string, string>) =>
    call(`${ORDERS}/shipments/${id}/status`, { method: "PUT", cookie: who.cookie, body, headers });
  const { stockOf: stock } = articleStock(service);
  const refundRows = (shipmentIds: string[]) =>
    service.db.select().from(refunds).where(inArray(refunds.shipmentId, shipmentIds));
  const pieces = (s: { bags: { quantity: number }[] }) => s.bags.reduce((sum, bag) => sum + bag.quantity, 0);

  /** Delivers a placed shipment, `daysAgo` days ago. */
  async function deliver(id: string, daysAgo = 0) {
    for (let i = 0; i < 5; i++) await advanceShipment(service.db, id);
    await service.db
      .update(shipmentEvents)
      .set({ createdAt: new Date(Date.now() - daysAgo * DAY_MS) })
      .where(and(eq(shipmentEvents.shipmentId, id), eq(shipmentEvents.status, "delivery_done")));
  }

  beforeAll(async () => {
    const rows = await service.db
      .select({
        productUid: productSizes.productUid,
        size: productSizes.value,
        articleId: productSizes.articleId,
        effective: productSizes.priceEffective,
        storeUid: productSizes.storeUid,
      })
      .from(productSizes)
      .innerJoin(products, eq(products.uid, productSizes.productUid))
      .where(
        and(
          gt(productSizes.quantity, 10),
          eq(products.sellable, true),
          eq(products.currencyCode, "INR"),
          sql`${productSizes.priceEffective} < 5000`,
        ),
      )
      .orderBy(productSizes.articleId)
      .limit(5000);
    const windowOf = await returnWindowsOf(
      service.db,
      rows.map((r) => r.productUid),
    );
    const returnable = rows.filter((r) => windowOf(r.productUid).returnable && r.storeUid !== null);
    const first = returnable.find((r) =>
      returnable.some((o) => o.storeUid === r.storeUid && o.productUid !== r.productUid),
    )!;
    const second = returnable.find((o) => o.storeUid === first.storeUid && o.productUid !== first.productUid)!;
    expect(second).toBeDefined();
    [a, b] = [first, second];
    shopper = await register();
  });

  it("offers cancel reasons until the store ships, then refuses a cancel", async () => {
    const { shipmentId } = await place(shopper, [[a, 1]]);
    const placed = await shipment(shipmentId);
    expect(placed).toMatchObject({ can_cancel: true, can_return: false, returnable_date: null, refund_details: null });
    expect(placed.bags[0]).toMatchObject({ can_cancel: true, can_return: false, returnable_date: null });

    const reasons = await call(`${ORDERS}/shipments/${shipmentId}/reasons`, { cookie: shopper.cookie });
    expect(reasons.status).toBe(200);
    expect(reasons.body.reasons[0]).toEqual({
      reason_id: 1,
      reason_text: "Ordered by mistake",
      priority: 5,
      show_text_area: false,
      feedback_type: "",
      flow: "cancel",
    });
    expect(reasons.body.reasons.at(-1)).toMatchObject({ reason_text: "Other", show_text_area: true });
    const bagId = placed.bags[0].id;
    const bagReasons = await call(`${ORDERS}/shipments/${shipmentId}/bags/${bagId}/reasons`, {
      cookie: shopper.cookie,
    });
    expect(bagReasons.body.success).toBe(true);
    expect(bagReasons.body.reasons[0]).toEqual({
      id: 1,
      display_name: "Ordered by mistake",
      qc_type: [],
      question_set: [],
      meta: { show_text_area: false },
      reasons: [],
    });
    const unknownBag = await call(`${ORDERS}/shipments/${shipmentId}/bags/999999999/reasons`, {
      cookie: shopper.cookie,
    });
    expect(unknownBag.status).toBe(404);

    // Still cancellable when confirmed and packed; not once shipped.
    for (const status of ["confirmed", "packed"]) {
      expect(await advanceShipment(service.db, shipmentId)).toBe(status);
      expect((await shipment(shipmentId)).can_cancel).toBe(true);
    }
    await advanceShipment(service.db, shipmentId);
    const shipped = await shipment(shipmentId);
    expect(shipped).toMatchObject({ can_cancel: false, can_return: false });
    expect((await call(`${ORDERS}/shipments/${shipmentId}/reasons`, { cookie: shopper.cookie })).body.reasons).toEqual(
      [],
    );
    const refused = await update(shipmentId, change("cancelled_customer", shipmentId));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This shipment can no longer be cancelled");

    // A shipment waiting for its payment cannot be cancelled either.
    const pending = await place(shopper, [[a, 1]]);
    await service.db.update(shipments).set({ status: "payment_pending" }).where(eq(shipments.id, pending.shipmentId));
    expect((await update(pending.shipmentId, change("cancelled_customer", pending.shipmentId))).status).toBe(409);
    await service.db.update(shipments).set({ status: "placed" }).where(eq(shipments.id, pending.shipmentId));
  });

  it("cancels a whole COD shipment under its own id: stock back, no refund, a repeat answers the same", async () => {
    const { orderId, shipmentId } = await place(shopper, [
      [a, 2],
      [b, 1],
    ]);
    const before = [await stock(a), await stock(b)];
    const done = await update(shipmentId, change("cancelled_customer", shipmentId));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toEqual({
      statuses: [
        {
          shipments: [
            {
              identifier: shipmentId,
              status: 200,
              message: "Your shipment has been cancelled",
              code: "",
              exception: "",
              stack_trace: "",
              final_state: { shipment_id: shipmentId, status: "cancelled_customer", remaining_shipment_id: null },
            },
          ],
        },
      ],
    });
    expect([await stock(a), await stock(b)]).toEqual([before[0] + 2, before[1] + 1]);
    const cancelled = await shipment(shipmentId);
    expect(cancelled.shipment_status).toMatchObject({ value: "cancelled_customer", title: "Cancelled" });
    expect(cancelled).toMatchObject({
      can_cancel: false,
      can_return: false,
      refund_details: null,
      beneficiary_details: false,
    });
    expect(cancelled.bags[0].meta).toEqual({ reason: { reason_id: 1, reason_text: "Ordered by mistake" } });
    expect(cancelled.tracking_details.map((s: { value: string }) => s.value)).toEqual(["placed", "cancelled_customer"]);
    expect(cancelled.tracking_details[1].time).not.toBe("");

    const again = await update(shipmentId, change("cancelled_customer", shipmentId));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(done.body);
    expect([await stock(a), await stock(b)]).toEqual([before[0] + 2, before[1] + 1]);
    expect(await refundRows([shipmentId])).toEqual([]);
    const history = await call(`${ORDERS}?status=3`, { cookie: shopper.cookie });
    expect(history.body.items.map((o: { order_id: string }) => o.order_id)).toContain(orderId);
  });

  it("cancels part of a prepaid shipment into a new shipment, the rest staying; refunded once", async () => {
    const { orderId, shipmentId } = await place(shopper, [
      [a, 3],
      [b, 1],
    ]);
    await prepaid(orderId);
    const original = await shipment(shipmentId);
    const lineA = original.bags.find(
      (bag: { article: { uid: string } }) => bag.article.uid === a.articleId,
    ).line_number;
    const before = await stock(a);
    const body = change("cancelled_customer", shipmentId, {
      products: [{ line_number: lineA, quantity: 1, identifier: a.articleId }],
      reasons: {
        products: [{ data: { reason_id: 9, reason_text: "Bought it twice" }, filters: [{ line_number: lineA }] }],
      },
    });
    const key = { "idempotency-key": `cancel-${shipmentId}` };
    const done = await update(shipmentId, body, shopper, key);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const final = done.body.statuses[0].shipments[0].final_state;
    expect(final).toMatchObject({ status: "cancelled_customer", remaining_shipment_id: shipmentId });
    expect(final.shipment_id).not.toBe(shipmentId);

    const rest = await shipment(shipmentId);
    expect(rest.shipment_status.value).toBe("placed");
    expect(pieces(rest)).toBe(3);
    expect(rest.can_cancel).toBe(true);
    const split = await shipment(final.shipment_id);
    expect(split).toMatchObject({ order_id: orderId, can_cancel: false, beneficiary_details: false });
    expect(split.bags).toHaveLength(1);
    expect(split.bags[0]).toMatchObject({ line_number: lineA, quantity: 1 });
    expect(split.bags[0].meta.reason).toEqual({ reason_id: 9, reason_text: "Bought it twice" });
    expect(split.refund_details).toMatchObject({
      status: "refund_done",
      amount: a.effective,
      mode: "UPI",
      currency_code: "INR",
    });
    expect(split.bags[0].refund_details).toMatchObject({ status: "refund_done", amount: a.effective });
    expect(await stock(a)).toBe(before + 1);

    // The same request again (a double submit): the same answer, nothing more cancelled or refunded.
    const again = await update(shipmentId, body, shopper, key);
    expect(again.body).toEqual(done.body);
    expect(await stock(a)).toBe(before + 1);
    expect(pieces(await shipment(shipmentId))).toBe(3);
    expect(await refundRows([shipmentId, final.shipment_id])).toHaveLength(1);
    const order = await call(`${ORDERS}/${orderId}`, { cookie: shopper.cookie });
    expect(order.body.order.shipments).toHaveLength(2);

    // Malformed changes.
    const bad: [string, unknown][] = [
      ["too many units", change("cancelled_customer", shipmentId, { products: [{ line_number: lineA, quantity: 9 }] })],
      ["unknown line", change("cancelled_customer", shipmentId, { products: [{ line_number: 99, quantity: 1 }] })],
      [
        "unknown reason",
        change("cancelled_customer", shipmentId, { reasons: { products: [{ data: { reason_id: 77 } }] } }),
      ],
      [
        "other without words",
        change("cancelled_customer", shipmentId, { reasons: { products: [{ data: { reason_id: 9 } }] } }),
      ],
      ["no reason", change("cancelled_customer", shipmentId, { reasons: {} })],
      ["another shipment", change("cancelled_customer", "1234567890123456")],
      ["unknown status", change("delivery_done", shipmentId)],
      ["no statuses", { force_transition: true }],
    ];
    for (const [what, payload] of bad) expect((await update(shipmentId, payload)).status, what).toBe(400);
    const unexplained = await update(
      shipmentId,
      change("cancelled_customer", shipmentId, { reasons: { products: [{ data: { reason_id: 9 } }] } }),
    );
    expect(unexplained.body).toMatchObject({
      message: "Tell us the reason",
      errors: { reason_text: ["Tell us the reason"] },
    });
    expect(pieces(await shipment(shipmentId))).toBe(3);
  });

  it("refunds what the goods cost after a coupon, never their full price", async () => {
    const who = await register();
    const pieces = Math.ceil(1000 / a.effective);
    expect(pieces).toBeLessThanOrEqual(10);
    const { addressId, cartId } = await shopperWithCart(service, [[a, pieces]], who);
    const applied = await call(`/service/application/cart/v1.0/coupon?id=${cartId}`, {
      method: "POST",
      cookie: who.cookie,
      body: { coupon_code: "FLAT100" },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const placed = await call("/service/application/cart/v1.0/checkout", {
      method: "POST",
      cookie: who.cookie,
      body: { id: cartId, address_id: addressId, payment_mode: "COD", aggregator: "Fynd" },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderId = placed.body.order_id as string;
    await prepaid(orderId);
    const order = await call(`${ORDERS}/${orderId}`, { cookie: who.cookie });
    const shipmentId = order.body.order.shipments[0].shipment_id as string;
    const lineA = order.body.order.shipments[0].bags[0].line_number;
    // One piece, then the rest: the two refunds add up to what the goods cost (₹100 less than their
    // price; the COD charge paid for a service, not for goods).
    const first = await update(
      shipmentId,
      change("cancelled_customer", shipmentId, { products: [{ line_number: lineA, quantity: 1 }] }),
      who,
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const rest = await update(shipmentId, change("cancelled_customer", shipmentId), who);
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    const split = first.body.statuses[0].shipments[0].final_state.shipment_id as string;
    const rows = await refundRows([split, shipmentId]);
    expect(rows).toHaveLength(2);
    const refunded = rows.reduce((sum, row) => sum + row.amount, 0);
    expect(refunded).toBeCloseTo(pieces * a.effective - 100, 2);
    expect(rows.find((row) => row.shipmentId === split)?.amount).toBeCloseTo(
      ((pieces * a.effective - 100) * 1) / pieces,
      1,
    );
  });

  it("answers 404 for another shopper's shipment", async () => {
    const { shipmentId } = await place(shopper, [[a, 1]]);
    const bagId = (await shipment(shipmentId)).bags[0].id;
    const stranger = await register();
    for (const path of [`/shipments/${shipmentId}/reasons`, `/shipments/${shipmentId}/bags/${bagId}/reasons`]) {
      const theirs = await call(`${ORDERS}${path}`, { cookie: stranger.cookie });
      expect(theirs.status, path).toBe(404);
    }
    const refused = await update(shipmentId, change("cancelled_customer", shipmentId), stranger);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe("Shipment not found");
    expect((await shipment(shipmentId)).shipment_status.value).toBe("placed");
  });

  it("returns after delivery within the window: return_initiated, or return_pre_qc with photos; the store completes it", async () => {
    const { shipmentId } = await place(shopper, [[a, 2]]);
    const lineA = (await shipment(shipmentId)).bags[0].line_number;
    const returnBody = (reasonId: number, quantity: number, meta?: unknown) =>
      change("return_initiated", shipmentId, {
        products: [{ line_number: lineA, quantity }],
        reasons: { products: [{ data: { reason_id: reasonId, reason_text: "" }, filters: [{ line_number: lineA }] }] },
        ...(meta ? { data_updates: { products: [{ data: { meta }, filters: [{ line_number: lineA }] }] } } : {}),
      });
    expect((await update(shipmentId, returnBody(13, 1))).status).toBe(409);

    await deliver(shipmentId);
    const delivered = await shipment(shipmentId);
    const [{ at: deliveredAt }] = await service.db
      .select({ at: shipmentEvents.createdAt })
      .from(shipmentEvents)
      .where(and(eq(shipmentEvents.shipmentId, shipmentId), eq(shipmentEvents.status, "delivery_done")));
    const days = (await returnWindowsOf(service.db, [a.productUid]))(a.productUid).days;
    const until = new Date(deliveredAt.getTime() + days * DAY_MS).toISOString();
    expect(delivered).toMatchObject({ can_cancel: false, can_return: true, returnable_date: until });
    expect(delivered.bags[0]).toMatchObject({ can_return: true, returnable_date: until });
    const reasons = await call(`${ORDERS}/shipments/${shipmentId}/reasons`, { cookie: shopper.cookie });
    expect(reasons.body.reasons.map((r: { flow: string }) => r.flow)).toEqual(Array(5).fill("return"));
    const bagReasons = await call(`${ORDERS}/shipments/${shipmentId}/bags/${delivered.bags[0].id}/reasons`, {
      cookie: shopper.cookie,
    });
    expect(bagReasons.body.reasons[0]).toMatchObject({ display_name: "Product is damaged", qc_type: ["pre_qc"] });

    // Photos: up to 4 urls of files uploaded to the store.
    const photo = (n: number) => `https://shop.example.com/service/storage/files/${String(n).padStart(24, "0")}/qc.jpg`;
    const tooMany = { return_qc_json: { images: [1, 2, 3, 4, 5].map(photo), return_reason: "" } };
    expect((await update(shipmentId, returnBody(11, 1, tooMany))).status).toBe(400);
    for (const image of ["not a url", "https://elsewhere.example.com/qc.jpg"]) {
      const refused = await update(shipmentId, returnBody(11, 1, { return_qc_json: { images: [image] } }));
      expect(refused.status, image).toBe(400);
    }

    // One unit for a size that does not fit: a new shipment, return_initiated, the stock not back.
    const before = await stock(a);
    const first = await update(shipmentId, returnBody(13, 1));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const sized = first.body.statuses[0].shipments[0].final_state;
    expect(sized).toMatchObject({ status: "return_initiated", remaining_shipment_id: shipmentId });
    expect(pieces(await shipment(shipmentId))).toBe(1);
    expect(await stock(a)).toBe(before);

    // The other, damaged, with photos and a beneficiary for the COD refund: the rest of the shipment, pre_qc.
    const meta = {
      return_qc_json: { images: [photo(1), photo(2)], return_reason: "Torn seam" },
      beneficiary_id: "ben_42",
    };
    const second = await update(shipmentId, returnBody(11, 1, meta));
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.statuses[0].shipments[0].final_state).toEqual({
      shipment_id: shipmentId,
      status: "return_pre_qc",
      remaining_shipment_id: null,
    });
    const returned = await shipment(shipmentId);
    expect(returned.shipment_status.value).toBe("return_pre_qc");
    expect(returned.bags[0].current_status.journey_type).toBe("return");
    expect(returned.bags[0].meta).toEqual({
      reason: { reason_id: 11, reason_text: "Product is damaged" },
      return_qc_json: { images: [photo(1), photo(2)], return_reason: "Torn seam" },
    });
    expect(returned.beneficiary_details).toBe(true);
    expect(returned.refund_details).toMatchObject({
      status: "pending",
      amount: a.effective,
      mode: "COD",
      beneficiary_id: "ben_42",
    });
    const timeline = returned.tracking_details.map((s: { value: string; is_passed: boolean }) => [
      s.value,
      s.is_passed,
    ]);
    expect(timeline.slice(-4)).toEqual([
      ["return_pre_qc", true],
      ["return_accepted", false],
      ["return_bag_picked", false],
      ["return_completed", false],
    ]);

    // The store moves it on; completing it puts the piece back in stock and pays the refund.
    // (The demo's timer moves returns on too.)
    expect(await advanceAllShipments(service.db)).toBeGreaterThan(0);
    expect((await shipment(shipmentId)).shipment_status.value).toBe("return_accepted");
    const steps: string[] = [];
    steps.push(await advanceShipment(service.db, shipmentId));
    expect(await stock(a)).toBe(before); // picked up, not yet back on the shelf
    steps.push(await advanceShipment(service.db, shipmentId));
    expect(steps).toEqual(["return_bag_picked", "return_completed"]);
    // The completed return's piece is back in stock; the other return's piece is still on its way.
    expect(await stock(a)).toBe(before + 1);
    await expect(advanceShipment(service.db, shipmentId)).rejects.toMatchObject({ status: 409 });
    const completed = await shipment(shipmentId);
    expect(completed.refund_details).toMatchObject({ status: "refund_done", amount: a.effective });
    // Its document is now a credit note: the returned lines and the refund.
    const link = await call(`${ORDERS}/shipments/${shipmentId}/invoice`, { cookie: shopper.cookie });
    const document = await service.runtime.app.fetch(
      new Request(`http://localhost${new URL(link.body.presigned_url as string).pathname}`),
    );
    const text = await document.text();
    expect(text).toContain(`<h1>Credit note</h1>`);
    expect(text).toContain(`CN-${shipmentId}`);
    expect(text).toMatch(/<h2>Refund<\/h2>\s*<p>\s*₹[\d,.]+ refunded,/);
    expect(completed.tracking_details.filter((s: { is_passed: boolean }) => !s.is_passed)).toEqual([]);
    expect(completed.tracking_details.at(-1)).toMatchObject({ status: "Returned", is_current: true });
    // The other return is still pending; both were recorded once.
    expect((await shipment(sized.shipment_id)).refund_details.status).toBe("pending");
    expect(await refundRows([shipmentId, sized.shipment_id])).toHaveLength(2);
    const returns = await call(`${ORDERS}?status=6`, { cookie: shopper.cookie });
    expect(returns.body.page.item_total).toBeGreaterThan(0);
  });

  it("refuses a return after the window", async () => {
    const { shipmentId } = await place(shopper, [[b, 1]]);
    await deliver(shipmentId, 40);
    const late = await shipment(shipmentId);
    expect(late.can_return).toBe(false);
    expect(Date.parse(late.returnable_date)).toBeLessThan(Date.now());
    expect((await call(`${ORDERS}/shipments/${shipmentId}/reasons`, { cookie: shopper.cookie })).body.reasons).toEqual(
      [],
    );
    const refused = await update(
      shipmentId,
      change("return_initiated", shipmentId, { reasons: { products: [{ data: { reason_id: 13 } }] } }),
    );
    expect(refused.status).toBe(409);
  });

  it("cancels once when the same cancel arrives twice at the same time", async () => {
    const { orderId, shipmentId } = await place(shopper, [[a, 2]]);
    await prepaid(orderId);
    const before = await stock(a);
    const answers = await Promise.all([
      update(shipmentId, change("cancelled_customer", shipmentId)),
      update(shipmentId, change("cancelled_customer", shipmentId)),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(await stock(a)).toBe(before + 2);
    const rows = await refundRows([shipmentId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "refund_done", amount: a.effective * 2, mode: "UPI" });
  });

  it("gives back the reward points of each cancelled bag and completed return, never more than the order redeemed", async () => {
    const saver = await register();
    const balance = async () =>
      (await call("/service/application/rewards/v1.0/user/points/", { cookie: saver.cookie })).body.points as number;
    await service.db.transaction((tx) =>
      creditPoints(tx, {
        applicationId: TEST_APPLICATION_ID,
        userId: saver.id,
        points: 100_000,
        reasonKey: `test:points:${saver.id}`,
        text1: "Test points",
        now: Date.now(),
      }),
    );
    const before = await balance();

    // Cancelled piece by piece: each bag's share by price, whole points; all of it once the order is cancelled.
    const cancelled = await placeCodOrder(
      service,
      saver,
      [
        [a, 3],
        [b, 1],
      ],
      { redeemPoints: true },
    );
    const redeemed = before - (await balance());
    expect(redeemed).toBeGreaterThan(0);
    const [{ shipment_id: first }] = (await call(`${ORDERS}/${cancelled}`, { cookie: saver.cookie })).body.order
      .shipments;
    const lineA = (await shipment(first, saver)).bags.find(
      (bag: { article: { uid: string } }) => bag.article.uid === a.articleId,
    ).line_number;
    const one = change("cancelled_customer", first, { products: [{ line_number: lineA, quantity: 1 }] });
    expect((await update(first, one, saver)).status).toBe(200);
    const gross = 3 * a.effective + b.effective;
    expect(await balance()).toBe(before - redeemed + Math.floor((a.effective * redeemed) / gross));
    expect((await update(first, one, saver)).status).toBe(200); // a second piece
    expect(await balance()).toBe(before - redeemed + 2 * Math.floor((a.effective * redeemed) / gross));
    expect((await update(first, change("cancelled_customer", first), saver)).status).toBe(200);
    expect(await balance()).toBe(before);

    // Returned: nothing back while the return is on its way, the bag's share once it is completed.
    const returned = await placeCodOrder(
      service,
      saver,
      [
        [a, 1],
        [b, 1],
      ],
      { redeemPoints: true },
    );
    const spent = before - (await balance());
    const [{ shipment_id: second }] = (await call(`${ORDERS}/${returned}`, { cookie: saver.cookie })).body.order
      .shipments;
    await deliver(second);
    const bagB = (await shipment(second, saver)).bags.find(
      (bag: { article: { uid: string } }) => bag.article.uid === b.articleId,
    );
    const back = change("return_initiated", second, {
      products: [{ line_number: bagB.line_number, quantity: 1 }],
      reasons: {
        products: [{ data: { reason_id: 13, reason_text: "" }, filters: [{ line_number: bagB.line_number }] }],
      },
    });
    const started = await update(second, back, saver);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const returnId = started.body.statuses[0].shipments[0].final_state.shipment_id;
    expect(await balance()).toBe(before - spent);
    while ((await advanceShipment(service.db, returnId)) !== "return_completed");
    const share = Math.floor((b.effective * spent) / (a.effective + b.effective));
    expect(await balance()).toBe(before - spent + share);
    const history = await call("/service/application/rewards/v1.0/user/points/history/", { cookie: saver.cookie });
    expect(history.body.items[0]).toMatchObject({ points: share, text_1: "Points given back", text_2: returned });
  });

  it("lets the store cancel a shipment it has not shipped: stock back and the prepaid money refunded", async () => {
    const { orderId, shipmentId } = await place(shopper, [[b, 1]]);
    await prepaid(orderId);
    const before = await stock(b);
    expect(await cancelShipmentAsStore(service.db, shipmentId)).toBe("cancelled_fynd");
    await expect(cancelShipmentAsStore(service.db, shipmentId)).rejects.toMatchObject({ status: 409 });
    expect(await stock(b)).toBe(before + 1);
    const cancelled = await shipment(shipmentId);
    expect(cancelled.shipment_status).toMatchObject({ value: "cancelled_fynd", title: "Cancelled by the store" });
    expect(cancelled.refund_details).toMatchObject({ status: "refund_done", amount: b.effective, mode: "UPI" });
    await expect(cancelShipmentAsStore(service.db, "9999999999999999")).rejects.toMatchObject({ status: 404 });
  });
});

describe("the official SDK cancels a shipment", () => {
  const { origin } = useHttpTestService();

  it("calls getShipmentReasons, getShipmentBagReasons and updateShipmentStatus", async () => {
    const c = await officialShopper(origin(), `sdk.cancel.${Date.now()}@example.com`, "Canceller");
    const pick = await officialInStockArticle(c);
    const address = await c.cart.addAddress({ body: HOME });
    const added = await c.cart.addItems({
      body: { items: [{ item_id: pick.uid, item_size: pick.size, quantity: 2 }] },
    });
    const placed = await c.cart.checkoutCart({
      body: { id: added.cart.id, address_id: address.id, payment_mode: "COD", aggregator: "Fynd" },
    });
    const { order } = await c.order.getOrderById({ orderId: placed.order_id });
    const shipment = order.shipments[0];
    // The same order through the point-of-sale call (the store has no POS: any order of the shopper's).
    expect((await c.order.getPosOrderById({ orderId: placed.order_id })).order.order_id).toBe(placed.order_id);
    expect(shipment).toMatchObject({ can_cancel: true, can_return: false, returnable_date: null });

    const reasons = await c.order.getShipmentReasons({ shipmentId: shipment.shipment_id });
    expect(Object.keys(reasons.reasons[0]).sort()).toEqual(
      ["feedback_type", "flow", "priority", "reason_id", "reason_text", "show_text_area"].sort(),
    );
    const bagReasons = await c.order.getShipmentBagReasons({
      shipmentId: shipment.shipment_id,
      bagId: String(shipment.bags[0].id),
    });
    expect(bagReasons.success).toBe(true);
    expect(bagReasons.reasons[0]).toMatchObject({ id: 1, display_name: "Ordered by mistake", qc_type: [] });

    const bag = shipment.bags[0];
    const updated = await c.order.updateShipmentStatus({
      shipmentId: shipment.shipment_id,
      body: {
        force_transition: true,
        statuses: [
          {
            status: "cancelled_customer",
            shipments: [
              {
                identifier: shipment.shipment_id,
                products: [{ line_number: bag.line_number, quantity: 1, identifier: bag.item.seller_identifier }],
                reasons: {
                  products: [
                    {
                      data: { reason_id: reasons.reasons[0].reason_id, reason_text: reasons.reasons[0].reason_text },
                      filters: [{ line_number: bag.line_number, quantity: 1, identifier: bag.item.seller_identifier }],
                    },
                  ],
                },
              },
            ],
          },
        ],
      },
    });
    expect(updated.statuses[0].shipments[0]).toMatchObject({
      identifier: shipment.shipment_id,
      status: 200,
      final_state: { status: "cancelled_customer", remaining_shipment_id: shipment.shipment_id },
    });
    // What the storefront polls: the original shipment now holds what remains.
    const rest = await c.order.getShipmentById({ shipmentId: shipment.shipment_id });
    expect(rest.shipment.bags.reduce((sum: number, b: any) => sum + b.quantity, 0)).toBe(1);
  });
});
