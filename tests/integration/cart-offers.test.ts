/**
 * Promotions, reward points, cart meta and shipments over a real database and HTTP: the ladder,
 * bulk and payment-mode promotions applied to a cart and listed by the offer calls; reward points
 * redeemed in the breakup and debited exactly once by a double-submitted checkout, given back when
 * the payment fails; GSTIN, comment and the staff member (when staff_selection is on, kept 15
 * minutes) on the cart; the cart split into shipments with delivery promises; and another shopper's
 * cart refused.
 */
import { and, eq, gte, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appStaff, carts, orders, productSizes, products, promotions, rewardPoints } from "../../service/db/schema";
import { storeShipments } from "../../service/modules/order/lifecycle";
import { failUnpaidOrder } from "../../service/modules/order/place";
import { creditPoints } from "../../service/modules/rewards/offers";
import { useShopperService, type Shopper } from "./accounts-helpers";
import { HOME, setStaffSelection } from "./checkout-helpers";
import { TEST_APPLICATION_ID } from "./constants";
import { drivers } from "./helpers";

const CART = "/service/application/cart/v1.0";

describe.each(drivers)("promotions, reward points, cart meta and shipments on %s", (driver) => {
  const service = useShopperService(driver);
  const { call } = service;

  /** An in-stock INR article (3 or more) of a product a promotion of `kind` is on. */
  const promotedArticle = async (kind: "ladder_price" | "bulk_price", minStock = 3) => {
    const [promotion] = await service.db.select().from(promotions).where(eq(promotions.kind, kind));
    const [row] = await service.db
      .select({
        uid: products.uid,
        slug: products.slug,
        size: productSizes.value,
        effective: productSizes.priceEffective,
      })
      .from(productSizes)
      .innerJoin(products, eq(products.uid, productSizes.productUid))
      .where(
        and(
          inArray(products.uid, promotion.productUids),
          gte(productSizes.quantity, minStock),
          eq(products.currencyCode, "INR"),
          eq(products.sellable, true),
        ),
      )
      .orderBy(products.uid, productSizes.position)
      .limit(1);
    expect(row, `a product with a ${kind} promotion in stock`).toBeDefined();
    return { promotion, ...row };
  };
  let ladder: Awaited<ReturnType<typeof promotedArticle>>;
  beforeAll(async () => {
    ladder = await promotedArticle("ladder_price");
  });

  const addLine = (who: Shopper | undefined, item: { uid: number; size: string }, quantity: number, query = "") =>
    call(`${CART}/detail${query}`, {
      method: "POST",
      cookie: who?.cookie,
      body: { items: [{ item_id: item.uid, item_size: item.size, quantity }] },
    });
  const balance = async (who: Shopper) => {
    const r = await call("/service/application/rewards/v1.0/user/points/", { cookie: who.cookie });
    expect(r.status).toBe(200);
    return r.body.points as number;
  };
  const givePoints = (who: Shopper, points: number) =>
    service.db.transaction((tx) =>
      creditPoints(tx, {
        applicationId: TEST_APPLICATION_ID,
        userId: who.id,
        points,
        reasonKey: `test:${Date.now()}:${Math.random()}`,
        text1: "Test points",
        now: Date.now(),
      }),
    );

  it("applies the ladder price to a line and lists the ladder, bulk, promotion and payment offers", async () => {
    const shopper = await service.register();
    const one = await addLine(shopper, ladder, 1);
    expect(one.status).toBe(200);
    expect(one.body.cart.items[0].promotions_applied).toEqual([]);
    const three = await addLine(shopper, ladder, 2);
    const cart = three.body.cart;
    const amount = Math.round(ladder.effective * 3 * 10) / 100;
    expect(cart.items[0].promotions_applied).toEqual([
      expect.objectContaining({
        promo_id: ladder.promotion.id,
        amount,
        article_quantity: 3,
        promotion_type: "ladder_price",
      }),
    ]);
    expect(cart.applied_promo_details).toHaveLength(1);
    const row = cart.breakup_values.display.find((d: any) => d.key === "promotion");
    expect(row).toMatchObject({ display: "Promotion", value: -amount, message: ["Buy more, save more"] });
    expect(cart.breakup_values.raw.subtotal).toBeCloseTo(ladder.effective * 3 - amount, 2);

    const ladders = await call(`${CART}/available-ladder-prices?slug=${ladder.slug}`);
    expect(ladders.status).toBe(200);
    expect(ladders.body.currency).toEqual({ code: "INR", symbol: "₹" });
    expect(
      ladders.body.available_offers[0].offer_prices.map((o: any) => [o.min_quantity, o.max_quantity, o.margin]),
    ).toEqual([
      [2, 2, 5],
      [3, 0, 10],
    ]);
    expect(ladders.body.available_offers[0].offer_prices[1].price.offer_price).toBeCloseTo(ladder.effective * 0.9, 2);

    const bulk = await promotedArticle("bulk_price", 1);
    const bulkPrices = await call(`${CART}/bulk-price?slug=${bulk.slug}`);
    expect(bulkPrices.body.data[0].offers[0]).toMatchObject({ quantity: 6, margin: 15, best: true });
    expect((await call(`${CART}/available-ladder-prices?slug=${bulk.slug}`)).body.available_offers).toEqual([]);

    const onLadder = await call(`${CART}/available-promotions?slug=${ladder.slug}`);
    expect(onLadder.body.available_promotions.map((p: any) => p.id).sort()).toEqual(
      [ladder.promotion.id, "upi-5-percent"].sort(),
    );
    const payment = await call(`${CART}/available-payment-offers`);
    expect(payment.body).toMatchObject({
      success: true,
      promotions: [{ id: "upi-5-percent", promotion_group: "cart" }],
    });
    expect((await call(`${CART}/available-ladder-prices?slug=no-such-product`)).status).toBe(404);
    expect((await call(`${CART}/available-ladder-prices`)).status).toBe(400);
  });

  it("redeems reward points in the breakup and debits them exactly once for a double-submitted checkout", async () => {
    const shopper = await service.register();
    await givePoints(shopper, 400);
    const before = await balance(shopper);
    expect(before).toBeGreaterThanOrEqual(400);
    const added = await addLine(shopper, ladder, 1);
    const offered = added.body.cart.breakup_values.loyalty_points;
    const applicable = Math.min(
      before,
      Math.floor((added.body.cart.breakup_values.raw.total - added.body.cart.breakup_values.raw.delivery_charge) * 0.5),
    );
    expect(offered).toMatchObject({ total: before, applicable, is_applied: false });

    const redeem = await call(`${CART}/redeem/points/`, {
      method: "POST",
      cookie: shopper.cookie,
      body: { points: true },
    });
    expect(redeem.status, JSON.stringify(redeem.body)).toBe(200);
    expect(redeem.body.breakup_values.loyalty_points.is_applied).toBe(true);
    expect(redeem.body.breakup_values.raw.fynd_cash).toBe(-applicable);
    expect(redeem.body.breakup_values.raw.total).toBeCloseTo(added.body.cart.breakup_values.raw.total - applicable, 2);
    expect(redeem.body.breakup_values.display.map((d: any) => d.key)).toContain("loyalty_points");

    const address = await call(`${CART}/address`, { method: "POST", cookie: shopper.cookie, body: HOME });
    const checkout = () =>
      call(`${CART}/checkout`, {
        method: "POST",
        cookie: shopper.cookie,
        body: { id: redeem.body.id, address_id: address.body.id, payment_mode: "COD", aggregator: "Fynd" },
      });
    const [a, b] = await Promise.all([checkout(), checkout()]);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(b.body.order_id).toBe(a.body.order_id);
    expect(await balance(shopper)).toBe(before - applicable);
    const debits = await service.db
      .select()
      .from(rewardPoints)
      .where(and(eq(rewardPoints.userId, shopper.id), eq(rewardPoints.txnType, "debit")));
    expect(debits.map((d) => d.points)).toEqual([-applicable]);
    const [order] = await service.db.select().from(orders).where(eq(orders.id, a.body.order_id));
    expect(order.breakup.find((e) => e.name === "loyalty_points")?.value).toBe(-applicable);
  });

  it("gives the points back when the payment fails, and refuses what it cannot redeem", async () => {
    const shopper = await service.register();
    await givePoints(shopper, 200);
    const before = await balance(shopper);
    const added = await addLine(shopper, ladder, 1);
    await call(`${CART}/redeem/points/`, { method: "POST", cookie: shopper.cookie, body: { points: true } });
    const address = await call(`${CART}/address`, { method: "POST", cookie: shopper.cookie, body: HOME });
    const placed = await call(`${CART}/checkout`, {
      method: "POST",
      cookie: shopper.cookie,
      body: {
        id: added.body.cart.id,
        address_id: address.body.id,
        payment_mode: "UPI",
        aggregator: "Sandbox",
        payment_identifier: "UPI",
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(await balance(shopper)).toBeLessThan(before);
    await service.db.transaction((tx) => failUnpaidOrder(tx, placed.body.order_id));
    await service.db.transaction((tx) => failUnpaidOrder(tx, placed.body.order_id));
    expect(await balance(shopper)).toBe(before);

    // Signed out: 401. Another shopper's cart: 404. A bad body: 400. No points to redeem: 400.
    const anonymous = await addLine(undefined, ladder, 1);
    expect(
      (await call(`${CART}/redeem/points/?id=${anonymous.body.cart.id}`, { method: "POST", body: { points: true } }))
        .status,
    ).toBe(401);
    const other = await service.register();
    const otherCart = await addLine(other, ladder, 1);
    const foreign = await call(`${CART}/redeem/points/?id=${otherCart.body.cart.id}`, {
      method: "POST",
      cookie: shopper.cookie,
      body: { points: true },
    });
    expect(foreign.status).toBe(404);
    expect(
      (await call(`${CART}/redeem/points/`, { method: "POST", cookie: other.cookie, body: { points: "yes" } })).status,
    ).toBe(400);
    await service.db.delete(rewardPoints).where(eq(rewardPoints.userId, other.id));
    const none = await call(`${CART}/redeem/points/`, { method: "POST", cookie: other.cookie, body: { points: true } });
    expect(none).toMatchObject({ status: 400, body: { message: "You have no reward points to use on this cart" } });
    expect(
      (
        await call(`${CART}/meta?id=${otherCart.body.cart.id}`, {
          method: "PUT",
          cookie: shopper.cookie,
          body: { comment: "x" },
        })
      ).status,
    ).toBe(404);
    expect((await call(`${CART}/shipment?id=${otherCart.body.cart.id}`, { cookie: shopper.cookie })).status).toBe(404);
  });

  it("keeps GSTIN, comment and the chosen staff member (staff_selection on, 15 minutes) on the cart and its order", async () => {
    const shopper = await service.register();
    const added = await addLine(shopper, ladder, 1);
    const meta = (body: unknown) => call(`${CART}/meta`, { method: "PUT", cookie: shopper.cookie, body });
    expect((await meta({ gstin: "not-a-gstin" })).status).toBe(400);
    expect(
      (await meta({ gstin: "29abcde1234f1z5", comment: "Leave at the door", delivery_slots: { slot: "evening" } }))
        .body,
    ).toEqual({
      message: "Cart meta updated",
      is_valid: true,
    });
    const detail = await call(`${CART}/detail`, { cookie: shopper.cookie });
    expect(detail.body).toMatchObject({ gstin: "29ABCDE1234F1Z5", comment: "Leave at the door", staff_user_id: "" });

    const [staff] = await service.db.select().from(appStaff).where(eq(appStaff.orderIncent, true)).limit(1);
    expect((await meta({ staff_user_id: staff.id })).body.message).toBe("Staff selection is not available");
    const setFlag = (on: boolean) => setStaffSelection(service.db, on);
    await setFlag(true);
    try {
      expect((await meta({ staff_user_id: "nobody" })).status).toBe(400);
      expect((await meta({ staff_user_id: staff.user })).status).toBe(200);
      expect((await call(`${CART}/detail`, { cookie: shopper.cookie })).body.staff_user_id).toBe(staff.id);
      // The order placed while the choice is kept is credited to that staff member.
      const other = await service.register();
      const otherCart = await addLine(other, ladder, 1);
      const otherMeta = await call(`${CART}/meta`, {
        method: "PUT",
        cookie: other.cookie,
        body: { staff_user_id: staff.user },
      });
      expect(otherMeta.status).toBe(200);
      const address = await call(`${CART}/address`, { method: "POST", cookie: other.cookie, body: HOME });
      const placed = await call(`${CART}/checkout`, {
        method: "POST",
        cookie: other.cookie,
        body: { id: otherCart.body.cart.id, address_id: address.body.id, payment_mode: "COD" },
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const [order] = await service.db.select().from(orders).where(eq(orders.id, placed.body.order_id));
      expect(order.staffUserId).toBe(staff.id);
      // The store operator's list shows whose sale it is.
      const listed = await storeShipments(service.db, { limit: 500 });
      expect(listed.find((row) => row.order_id === order.id)?.staff_user_id).toBe(staff.id);
      // Chosen 16 minutes ago: no longer kept.
      await service.db
        .update(carts)
        .set({ staffSelectedAt: new Date(Date.now() - 16 * 60_000) })
        .where(eq(carts.id, added.body.cart.id));
      expect((await call(`${CART}/detail`, { cookie: shopper.cookie })).body.staff_user_id).toBe("");
    } finally {
      await setFlag(false);
    }
  });

  it("splits the cart into shipments per store with a delivery promise for the pincode", async () => {
    const shopper = await service.register();
    await addLine(shopper, ladder, 1);
    const none = await call(`${CART}/shipment`, { cookie: shopper.cookie });
    expect(none.status).toBe(200);
    expect(none.body.shipments).toHaveLength(1);
    expect(none.body.shipments[0].promise).toBeNull();
    const answer = await call(`${CART}/shipment?area_code=560038`, { cookie: shopper.cookie });
    const [shipment] = answer.body.shipments;
    expect(shipment).toMatchObject({ shipments: 1, order_type: "HomeDelivery", fulfillment_type: "store" });
    expect(shipment.fulfillment_id).toBe(shipment.items[0].article.store.uid);
    expect(shipment.promise.formatted.min).toMatch(/^\w{3}, \d{1,2} \w{3}$/);
    expect(answer.body.delivery_promise).toEqual(shipment.promise);
    expect(answer.body.breakup_values.display.at(-1).key).toBe("total");
    const empty = await call(`${CART}/shipment`, { cookie: (await service.register()).cookie });
    expect(empty.body).toMatchObject({ id: "", shipments: [] });
  });
});
