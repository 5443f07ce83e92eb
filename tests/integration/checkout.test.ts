/**
 * Checkout over a real database (PGlite, and PostgreSQL when DATABASE_URL is set): select-address,
 * the payment options and mode, checkout v1 and v2 → an order read back by the order API. Stock is
 * taken with the order or not at all; a repeated checkout (same idempotency key, or a double submit
 * racing the first) makes one order; 200 checkouts racing for 50 units make exactly 50 orders; bad
 * input is a clear 4xx that leaves cart and stock as they were.
 */
import { and, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { carts, orderBags, orders } from "../../service/db/schema";
import { ApiError } from "../../service/http/errors";
import { BASE_PRICING } from "../../service/modules/catalog/money";
import { checkoutCart } from "../../service/modules/cart/checkout";
import { COD_TERMS_INR } from "../../service/modules/payment/options";
import { useShopperService, type Shopper } from "./accounts-helpers";
import {
  articleStock,
  insertShoppersWithCarts,
  shopperWithCart as withCart,
  useStockedArticles,
  type Article,
} from "./checkout-helpers";
import { ORDERS, TEST_APPLICATION_ID } from "./constants";
import { drivers } from "./helpers";

const CART = "/service/application/cart";
const OPTIONS = "/service/application/payment/v1.0/payment/options";

const COD = { payment_mode: "COD", payment_identifier: "COD", aggregator_name: "Fynd", merchant_code: "COD" };

describe.each(drivers)("checkout on %s", (driver) => {
  const service = useShopperService(driver);
  const { call, register } = service;
  const article = useStockedArticles(service);

  const { stockOf, setStock } = articleStock(service);

  const shopperWithCart = (lines: [Article, number][]) => withCart(service, lines);

  const checkout = (shopper: Shopper, body: Record<string, unknown>, headers?: Record<string, string>) =>
    call(`${CART}/v1.0/checkout`, { method: "POST", cookie: shopper.cookie, body, headers });

  it("places a cash-on-delivery order: address, options, mode, checkout, then the order API", async () => {
    const [a, b] = [article(), article()];
    const [stockA, stockB] = [await stockOf(a), await stockOf(b)];
    const { shopper, addressId, cartId } = await shopperWithCart([
      [a, 2],
      [b, 1],
    ]);

    const selected = await call(`${CART}/v1.0/select-address`, {
      method: "POST",
      cookie: shopper.cookie,
      body: { id: addressId, billing_address_id: addressId, cart_id: cartId },
    });
    expect(selected.status).toBe(200);
    expect(selected.body.is_valid).toBe(true);
    const total = selected.body.breakup_values.raw.total as number;

    const options = await call(`${OPTIONS}?amount=${total}&cart_id=${cartId}`, { cookie: shopper.cookie });
    expect(options.status).toBe(200);
    const [cod] = options.body.payment_options.payment_option;
    expect(cod).toMatchObject({ name: "COD", display_name: "Cash on Delivery" });
    expect(cod.list[0]).toMatchObject({ cod_limit: COD_TERMS_INR.limitPerOrder, cod_charges: COD_TERMS_INR.charge });
    // COD and the Sandbox's five modes: no default selection to skip to.
    expect(options.body.payment_options.payment_option.map((m: { name: string }) => m.name)).toEqual([
      "COD",
      "CARD",
      "UPI",
      "NB",
      "WL",
      "PL",
    ]);
    expect(options.body.payment_options.payment_default_selection).toBeUndefined();

    const mode = await call(`${CART}/v1.0/payment?id=${cartId}`, {
      method: "PUT",
      cookie: shopper.cookie,
      body: { id: cartId, address_id: addressId, ...COD },
    });
    expect(mode.status).toBe(200);

    const placed = await checkout(shopper, {
      id: cartId,
      address_id: addressId,
      payment_mode: "COD",
      aggregator: "Fynd",
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body).toMatchObject({ success: true });
    const orderId = placed.body.order_id as string;
    expect(orderId).toMatch(/^FY[0-9A-F]{18}$/);
    expect(placed.body.data.order_id).toBe(orderId);
    expect(placed.body.cart.cod_charges).toBe(COD_TERMS_INR.charge);

    // Stock went with the order; the cart is closed (the next read is an empty cart).
    expect(await stockOf(a)).toBe(stockA - 2);
    expect(await stockOf(b)).toBe(stockB - 1);
    const after = await call(`${CART}/v1.0/detail`, { cookie: shopper.cookie });
    expect(after.body.items).toEqual([]);

    const read = await call(`${ORDERS}/${orderId}`, { cookie: shopper.cookie });
    expect(read.status).toBe(200);
    const { order } = read.body;
    expect(order.order_id).toBe(orderId);
    expect(order.shipments.length).toBeGreaterThanOrEqual(1);
    const bags = order.shipments.flatMap((s: { bags: { quantity: number; item: { id: number } }[] }) => s.bags);
    expect(bags.map((bag: { item: { id: number }; quantity: number }) => [bag.item.id, bag.quantity]).sort()).toEqual(
      [
        [a.productUid, 2],
        [b.productUid, 1],
      ].sort(),
    );
    const totalLine = order.breakup_values.find((v: { name: string }) => v.name === "total");
    expect(totalLine.value).toBeCloseTo(total + COD_TERMS_INR.charge, 2);
    expect(order.breakup_values.find((v: { name: string }) => v.name === "cod_charge").value).toBe(
      COD_TERMS_INR.charge,
    );
    expect(order.shipments[0].delivery_address).toMatchObject({ name: "Asha Rao", area_code: "560038" });
    expect(order.shipments[0].payment).toMatchObject({ mode: "COD", display_name: "Cash on Delivery" });

    // An unknown id is 404. Signed out, or signed in as another shopper, the order is tracked
    // without its personal details (order-tracking.test.ts).
    expect((await call(`${ORDERS}/FY000000000000000000`, { cookie: shopper.cookie })).status).toBe(404);
    const other = await register();
    for (const cookie of [undefined, other.cookie]) {
      const tracked = await call(`${ORDERS}/${orderId}`, { cookie });
      expect(tracked.status).toBe(200);
      expect(tracked.body.order.shipments[0].delivery_address.name).toBe("");
    }
  });

  it("answers the same order to a repeated checkout (idempotency key, or a double submit) and takes stock once", async () => {
    const a = article();
    const stock = await stockOf(a);
    const { shopper, addressId, cartId } = await shopperWithCart([[a, 1]]);
    const body = { id: cartId, address_id: addressId, payment_mode: "COD" };
    const [first, second] = await Promise.all([checkout(shopper, body), checkout(shopper, body)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.order_id).toBe(first.body.order_id);
    const third = await checkout(shopper, body, { "idempotency-key": "same-key-1" });
    expect(third.body.order_id).toBe(first.body.order_id);
    expect(await stockOf(a)).toBe(stock - 1);
    const [{ n }] = await service.db.select({ n: count() }).from(orders).where(eq(orders.userId, shopper.id));
    expect(n).toBe(1);

    // With a key: a second cart checked out with the same key answers the first order too.
    const b = article();
    const again = await shopperWithCart([[b, 1]]);
    const keyed = { id: again.cartId, address_id: again.addressId, payment_mode: "COD" };
    const k1 = await checkout(again.shopper, keyed, { "idempotency-key": "retry-abc" });
    const k2 = await checkout(again.shopper, keyed, { "idempotency-key": "retry-abc" });
    expect(k2.body.order_id).toBe(k1.body.order_id);
  });

  it("checks out through v2 with payment_methods", async () => {
    const a = article();
    const { shopper, addressId, cartId } = await shopperWithCart([[a, 1]]);
    const placed = await call(`${CART}/v2.0/checkout`, {
      method: "POST",
      cookie: shopper.cookie,
      body: {
        id: cartId,
        address_id: addressId,
        payment_mode: "COD",
        payment_methods: [{ mode: "COD", name: "COD", payment_meta: { payment_gateway: "Fynd" } }],
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.order_id).toMatch(/^FY/);
  });

  it("refuses an order whose stock ran out, leaving cart and stock as they were", async () => {
    const [a, b] = [article(), article()];
    const { shopper, addressId, cartId } = await shopperWithCart([
      [a, 1],
      [b, 1],
    ]);
    const stockA = await stockOf(a);
    await setStock(b, 0);
    const refused = await checkout(shopper, { id: cartId, address_id: addressId, payment_mode: "COD" });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBeTruthy();
    expect(await stockOf(a)).toBe(stockA);
    const cart = await call(`${CART}/v1.0/detail`, { cookie: shopper.cookie });
    expect(cart.body.id).toBe(cartId);
    expect(cart.body.items).toHaveLength(2);
    const [{ n }] = await service.db.select({ n: count() }).from(orders).where(eq(orders.userId, shopper.id));
    expect(n).toBe(0);
  });

  it("answers bad input with a clear 4xx and never a 5xx", async () => {
    const a = article();
    const { shopper, addressId, cartId } = await shopperWithCart([[a, 1]]);
    const other = await shopperWithCart([[article(), 1]]);
    const cases: [string, { method: string; body?: unknown; cookie?: string }, number, string?][] = [
      [`${CART}/v1.0/checkout`, { method: "POST", body: { id: cartId, address_id: addressId } }, 401],
      [
        `${CART}/v1.0/checkout`,
        { method: "POST", body: { id: cartId, address_id: addressId }, cookie: shopper.cookie },
        400,
        "Payment options are required",
      ],
      [
        `${CART}/v1.0/checkout`,
        { method: "POST", body: { id: cartId, address_id: addressId, payment_mode: "EMI" }, cookie: shopper.cookie },
        400,
        "Payment mode EMI is not available for this order",
      ],
      [
        `${CART}/v1.0/checkout`,
        {
          method: "POST",
          body: { id: cartId, address_id: other.addressId, payment_mode: "COD" },
          cookie: shopper.cookie,
        },
        400,
        `No address found with address id ${other.addressId}`,
      ],
      [
        `${CART}/v1.0/checkout`,
        { method: "POST", body: { id: cartId, payment_mode: "COD" }, cookie: shopper.cookie },
        400,
        "No address data",
      ],
      [
        `${CART}/v1.0/checkout`,
        {
          method: "POST",
          body: { id: other.cartId, address_id: addressId, payment_mode: "COD" },
          cookie: shopper.cookie,
        },
        404,
      ],
      [`${CART}/v1.0/checkout`, { method: "POST", body: "[]", cookie: shopper.cookie }, 400],
      [`${CART}/v1.0/select-address`, { method: "POST", body: {}, cookie: shopper.cookie }, 400, "No address selected"],
      [`${CART}/v1.0/select-address`, { method: "POST", body: { id: other.addressId }, cookie: shopper.cookie }, 404],
      [`${CART}/v1.0/payment`, { method: "PUT", body: { payment_mode: "EMI" }, cookie: shopper.cookie }, 400],
      [`${OPTIONS}?amount=-1`, { method: "GET", cookie: shopper.cookie }, 400, "amount must be more than 0"],
      [`${OPTIONS}?amount=abc`, { method: "GET", cookie: shopper.cookie }, 400],
      [
        `${CART}/v2.0/checkout`,
        {
          method: "POST",
          body: { id: cartId, address_id: addressId, payment_mode: "COD", payment_methods: [] },
          cookie: shopper.cookie,
        },
        400,
        "Payment options are required",
      ],
    ];
    for (const [path, init, status, message] of cases) {
      const res = await call(path, init);
      expect(res.status, `${init.method} ${path} ${JSON.stringify(init.body)} → ${JSON.stringify(res.body)}`).toBe(
        status,
      );
      if (message) expect([res.body.message, ...Object.values(res.body.errors ?? {}).flat()]).toContain(message);
    }
    // Nothing was ordered; the cart is as it was.
    const cart = await call(`${CART}/v1.0/detail`, { cookie: shopper.cookie });
    expect(cart.body.items).toHaveLength(1);
  });

  it("refuses cash on delivery above the limit", async () => {
    const a = article();
    const { shopper, addressId, cartId } = await shopperWithCart([[a, 1]]);
    const over = COD_TERMS_INR.limitPerOrder + 1;
    const options = await call(`${OPTIONS}?amount=${over}`, { cookie: shopper.cookie });
    // Only the Sandbox's modes: no cash on delivery.
    expect(options.body.payment_options.payment_option.map((m: { name: string }) => m.name)).toEqual([
      "CARD",
      "UPI",
      "NB",
      "WL",
      "PL",
    ]);
    // The cart itself is under the limit: checkout works.
    const placed = await checkout(shopper, { id: cartId, address_id: addressId, payment_mode: "COD" });
    expect(placed.status).toBe(200);
  });

  it("200 checkouts racing for 50 units make exactly 50 orders and leave stock 0", async () => {
    const a = article();
    await setStock(a, 50);
    const db = service.db;
    const shoppers = Array.from({ length: 200 }, (_, i) => ({
      userId: `race${String(i).padStart(20, "0")}`,
      cartId: `cafe${String(i).padStart(20, "0")}`,
      addressId: `addr${String(i).padStart(20, "0")}`,
      lines: [{ ...a, quantity: 1 }],
    }));
    await insertShoppersWithCarts(db, shoppers);
    const results = await Promise.allSettled(
      shoppers.map((s) =>
        checkoutCart(
          db,
          { applicationId: TEST_APPLICATION_ID, userId: s.userId },
          { id: s.cartId, buyNow: false },
          { id: s.cartId, address_id: s.addressId, payment_mode: "COD" },
          { env: { pricing: BASE_PRICING, now: Date.now(), origin: "http://localhost", sandboxTimeoutSeconds: 900 } },
        ),
      ),
    );
    const placed = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(placed).toHaveLength(50);
    expect(refused).toHaveLength(150);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(ApiError);
      expect((r.reason as ApiError).status).toBe(400);
    }
    expect(await stockOf(a)).toBe(0);
    const [{ n }] = await db.select({ n: count() }).from(orderBags).where(eq(orderBags.articleId, a.articleId));
    expect(n).toBe(50);
    // The refused carts are still open, with their line.
    const open = await db
      .select({ n: count() })
      .from(carts)
      .where(and(sql`${carts.id} like 'cafe%'`, sql`${carts.closedAt} is null`));
    expect(open[0].n).toBe(150);
  }, 120_000);
});
