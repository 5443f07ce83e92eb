/**
 * The built-in Sandbox aggregator over a real database (PGlite, and PostgreSQL when DATABASE_URL is
 * set): the payment options, a checkout that leaves the order payment_pending with its stock taken,
 * the hosted page (card rules, approve, decline, double submits, a race), expiry by the sweep, UPI's
 * collect request with status polling, and a repeated checkout of a pending order.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  cartLines,
  carts,
  mailOutbox,
  orders,
  linkedWallets,
  paymentSessions,
  savedCards,
  shipments,
} from "../../service/db/schema";
import { expireSandboxPayments } from "../../service/modules/payment/sandbox";
import { useShopperService, type Shopper } from "./accounts-helpers";
import {
  articleStock,
  CARD_FORM,
  checkoutWithSandbox,
  SANDBOX_CALLBACK as CALLBACK,
  shopperWithCart as withCart,
  upiCollectRequest,
  useStockedArticles,
  type Article,
} from "./checkout-helpers";
import { ORDERS, PAYMENT, TEST_APPLICATION_ID } from "./constants";
import { drivers } from "./helpers";

const CART = "/service/application/cart";

describe.each(drivers)("Sandbox payments on %s", (driver) => {
  const service = useShopperService(driver);
  const { call, register } = service;
  const article = useStockedArticles(service, "desc");

  const { stockOf } = articleStock(service);
  const cartRow = async (id: string) => (await service.db.select().from(carts).where(eq(carts.id, id)))[0];
  const linesOf = async (cartId: string) =>
    (await service.db.select().from(cartLines).where(eq(cartLines.cartId, cartId)))
      .map((l) => `${l.articleId}x${l.quantity}`)
      .sort();
  const orderRow = async (id: string) => (await service.db.select().from(orders).where(eq(orders.id, id)))[0];

  const shopperWithCart = (lines: [Article, number][], who?: Shopper) => withCart(service, lines, who);

  const checkout = (shopper: Shopper, body: Record<string, unknown>, headers?: Record<string, string>) =>
    call(`${CART}/v1.0/checkout`, { method: "POST", cookie: shopper.cookie, body, headers });

  /** A wallet the shopper linked (tests/integration/payment-accounts.test.ts links them through the calls). */
  const linkWallet = (shopper: Shopper, walletCode: string) =>
    service.db.insert(linkedWallets).values({
      id: `${shopper.id}-${walletCode}`,
      applicationId: TEST_APPLICATION_ID,
      userId: shopper.id,
      walletCode,
      mobile: "91-9876543210",
      linkedAt: new Date(),
    });

  /** A shopper whose cart was checked out with a Sandbox mode: the pending order and its hosted page. */
  async function pendingPayment(mode: string, identifier: string, lines: [Article, number][], extra = {}) {
    const cart = await shopperWithCart(lines);
    if (mode === "WL") await linkWallet(cart.shopper, identifier);
    const res = await checkoutWithSandbox(service, cart, mode, identifier, extra);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { ...cart, res, orderId: res.body.order_id as string, url: res.body.payment_confirm_url as string };
  }

  /** The hosted page: GET, or POST of a form. */
  async function hosted(url: string, form?: Record<string, string>) {
    const response = await service.runtime.app.fetch(
      new Request(url, form ? { method: "POST", body: new URLSearchParams(form) } : undefined),
    );
    return { status: response.status, text: await response.text(), location: response.headers.get("location") };
  }

  const approve = (url: string, form: Record<string, string> = {}) => hosted(url, { ...form, decision: "approve" });
  const decline = (url: string) => hosted(url, { decision: "decline" });
  const poll = (shopper: Shopper, orderId: string) =>
    call(`${PAYMENT}/payment/confirm/polling`, {
      method: "POST",
      cookie: shopper.cookie,
      body: { merchant_order_id: orderId, order_id: orderId, status: "pending", method: "UPI", aggregator: "Sandbox" },
    });
  const orderApi = async (shopper: Shopper, orderId: string) =>
    (await call(`${ORDERS}/${orderId}`, { cookie: shopper.cookie })).body.order.shipments[0];

  it("offers the Sandbox's five modes beside COD, with banks, wallets, pay-later providers and its flow", async () => {
    const res = await call(`${PAYMENT}/payment/options?amount=1200`);
    expect(res.status).toBe(200);
    const modes = res.body.payment_options.payment_option as { name: string; display_name: string; list: any[] }[];
    expect(modes.map((m) => m.name)).toEqual(["COD", "CARD", "UPI", "NB", "WL", "PL"]);
    const byName = Object.fromEntries(modes.map((m) => [m.name, m]));
    expect(byName.CARD).toMatchObject({
      display_name: "Card",
      aggregator_name: "Sandbox",
      add_card_enabled: true,
      save_card: true,
      list: [],
    });
    expect(byName.UPI.list).toEqual([
      expect.objectContaining({
        code: "UPI",
        name: "UPI",
        display_name: "UPI",
        aggregator_name: "Sandbox",
        merchant_code: "UPI",
      }),
    ]);
    expect(byName.NB.display_name).toBe("Net Banking");
    expect(byName.NB.list.length).toBeGreaterThanOrEqual(8);
    expect(byName.NB.list.map((b: { code: string }) => b.code)).toEqual(
      expect.arrayContaining(["HDFC", "ICIC", "SBIN", "UTIB", "KKBK", "YESB", "IDFB", "PUNB"]),
    );
    expect(byName.NB.list[0]).toMatchObject({
      merchant_code: byName.NB.list[0].code,
      display_priority: 1,
      logo_url: { small: "", large: "" },
    });
    expect(byName.WL.list.map((w: { code: string }) => w.code)).toEqual(["PAYTM", "PHONEPE", "AMAZONPAY", "MOBIKWIK"]);
    expect(byName.PL.list.map((p: { display_name: string }) => p.display_name)).toEqual(["Simpl", "LazyPay"]);
    expect(res.body.payment_options.payment_flows.Sandbox).toEqual({
      payment_flow: "api",
      api_link: "/service/application/payment/v1.0/payment/request",
      data: {},
      payment_flow_data: {},
    });
    expect(res.body.payment_options.payment_default_selection).toBeUndefined();
  });

  it("checks out by card into a pending order (stock taken, cart closed) with its hosted page", async () => {
    const a = article();
    const before = await stockOf(a);
    const { res, orderId, url, cartId, shopper } = await pendingPayment("CARD", "", [[a, 2]]);
    expect(url).toMatch(/^http:\/\/localhost:3000\/service\/sandbox\/pay\/[A-Za-z0-9_-]{32}$/);
    expect(res.body).toMatchObject({
      success: true,
      order_id: orderId,
      callback_url: CALLBACK,
      data: {
        order_id: orderId,
        merchant_order_id: orderId,
        aggregator: "Sandbox",
        payment_mode: "CARD",
        currency: "INR",
        payment: { authentication: { url, method: "GET" } },
      },
    });
    expect(await stockOf(a)).toBe(before - 2);
    expect(await cartRow(cartId)).toMatchObject({ closedReason: "payment_pending" });
    expect((await orderRow(orderId)).status).toBe("payment_pending");
    const shipment = await orderApi(shopper, orderId);
    expect(shipment.shipment_status).toMatchObject({ title: "Payment Pending", value: "payment_pending" });
    expect(shipment.payment).toMatchObject({ mode: "CARD", status: "pending", display_name: "Card" });
    expect(shipment.breakup_values.some((b: { name: string }) => b.name === "cod_charge")).toBe(false);

    const page = await hosted(url);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toMatch(/<title>Pay ₹[\d,.]+ – Sandbox payments<\/title>/);
    expect(page.text).toContain(orderId);
    for (const label of [
      "Card number",
      "Name on card",
      "Expiry month",
      "Expiry year",
      "CVV",
      "Save this card for faster checkout",
    ])
      expect(page.text).toContain(label);
    expect(page.text).toMatch(/name="decision"\s+value="approve"[^>]*>\s*Approve payment\s*<\/button>/);
    expect(page.text).toMatch(/name="decision"\s+value="decline"[^>]*>\s*Decline payment\s*<\/button>/);
    expect(page.text).not.toContain("<script");
  });

  it("approves a good card: the order is placed, the cart ordered, and only the card's token, brand and last four are saved", async () => {
    const { orderId, url, cartId, shopper } = await pendingPayment("CARD", "", [[article(), 1]]);
    const done = await approve(url, { ...CARD_FORM, save_card: "on" });
    expect(done.status).toBe(303);
    expect(done.location).toBe(`${CALLBACK}?success=true&order_id=${orderId}`);
    expect((await orderRow(orderId)).status).toBe("placed");
    const shipRows = await service.db.select().from(shipments).where(eq(shipments.orderId, orderId));
    expect(shipRows.every((s) => s.status === "placed")).toBe(true);
    expect(await cartRow(cartId)).toMatchObject({ closedReason: "ordered" });
    expect((await orderApi(shopper, orderId)).payment).toMatchObject({ status: "paid" });

    const cards = await call(`${PAYMENT}/cards`, { cookie: shopper.cookie });
    expect(cards.body.data).toHaveLength(1);
    expect(cards.body.data[0]).toMatchObject({
      card_number: "XXXX-XXXX-XXXX-1111",
      card_brand: "visa",
      card_name: "Asha Rao",
      exp_month: 12,
    });
    const rows = await service.db.select().from(savedCards).where(eq(savedCards.userId, shopper.id));
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain("4111111111111111");
    expect(stored).not.toContain("411111");
    // The CVV (987) is nowhere, as a value or under a key (random hex ids may hold the digits "987").
    expect(stored).not.toMatch(/"987"|cvv/i);
    const session = JSON.stringify(
      await service.db.select().from(paymentSessions).where(eq(paymentSessions.orderId, orderId)),
    );
    expect(session).not.toContain("4111111111111111");
    expect(session).not.toMatch(/"987"|cvv/i);

    // The saved card is offered next time, and a checkout with it asks only for the CVV.
    const options = await call(`${PAYMENT}/payment/options?amount=500`, { cookie: shopper.cookie });
    const card = options.body.payment_options.payment_option.find((m: { name: string }) => m.name === "CARD");
    expect(card.list).toEqual([
      expect.objectContaining({ card_id: rows[0].id, card_number: "XXXX-XXXX-XXXX-1111", card_brand: "visa" }),
    ]);
    const again = await shopperWithCart([[article(), 1]], shopper);
    const res = await checkout(shopper, {
      id: again.cartId,
      address_id: again.addressId,
      payment_mode: "CARD",
      payment_identifier: rows[0].id,
      aggregator: "Sandbox",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = await hosted(res.body.payment_confirm_url);
    expect(page.text).toContain("XXXX-XXXX-XXXX-1111");
    expect(page.text).not.toContain("Card number");
    expect(page.text).toContain("CVV");
    // Without a callback, the hosted page itself says the result.
    const paid = await approve(res.body.payment_confirm_url, { cvv: "123" });
    expect(paid.location).toBe(`${res.body.payment_confirm_url}?success=true&order_id=${res.body.order_id}`);
    const result = await hosted(paid.location!);
    expect(result.text).toContain("<h1>Payment approved</h1>");
  });

  it("declines: the stock comes back exactly, the cart reopens with the same lines, the order is payment_failed", async () => {
    const [a, b] = [article(), article()];
    const [stockA, stockB] = [await stockOf(a), await stockOf(b)];
    const { orderId, url, cartId, shopper, addressId } = await pendingPayment(
      "NB",
      "HDFC",
      [
        [a, 2],
        [b, 1],
      ],
      { callback_url: `${CALLBACK}?from=sandbox` },
    );
    const lines = await linesOf(cartId);
    expect(await stockOf(a)).toBe(stockA - 2);
    const page = await hosted(url);
    expect(page.text).toContain("Net Banking: HDFC Bank");

    const done = await decline(url);
    expect(done.status).toBe(303);
    expect(done.location).toBe(
      `${CALLBACK}?from=sandbox&success=false&order_id=${orderId}&error=${encodeURIComponent("Payment declined by the shopper").replace(/%20/g, "+")}`,
    );
    expect([await stockOf(a), await stockOf(b)]).toEqual([stockA, stockB]);
    expect(await cartRow(cartId)).toMatchObject({ closedAt: null, closedReason: null });
    expect(await linesOf(cartId)).toEqual(lines);
    const cart = await call(`${CART}/v1.0/detail`, { cookie: shopper.cookie });
    expect(cart.body.id).toBe(cartId);
    expect((await orderRow(orderId)).status).toBe("payment_failed");
    const shipment = await orderApi(shopper, orderId);
    expect(shipment.shipment_status).toMatchObject({ title: "Payment Failed", value: "payment_failed" });
    expect(shipment.payment).toMatchObject({ mode: "NB", status: "failed", display_name: "Net Banking" });

    // The reopened cart can be checked out again: a new order.
    await linkWallet(shopper, "PAYTM");
    const retry = await checkout(shopper, {
      id: cartId,
      address_id: addressId,
      payment_mode: "WL",
      payment_identifier: "PAYTM",
      aggregator: "Sandbox",
    });
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retry.body.order_id).not.toBe(orderId);
  });

  it("moves a declined cart's lines into the cart the shopper opened meanwhile", async () => {
    const [a, b] = [article(), article()];
    const { url, cartId, shopper } = await pendingPayment("WL", "PHONEPE", [[a, 1]]);
    const newer = await call(`${CART}/v1.0/detail`, {
      method: "POST",
      cookie: shopper.cookie,
      body: { items: [{ item_id: b.productUid, item_size: b.size, quantity: 1 }] },
    });
    expect(newer.body.cart.id).not.toBe(cartId);
    await decline(url);
    expect(await linesOf(newer.body.cart.id)).toEqual([`${a.articleId}x1`, `${b.articleId}x1`].sort());
    expect(await cartRow(cartId)).toMatchObject({ closedReason: "merged", mergedInto: newer.body.cart.id });
  });

  it("answers a card that fails the checks with the form, its errors and the values kept, and changes nothing", async () => {
    const a = article();
    const { orderId, url } = await pendingPayment("CARD", "", [[a, 1]]);
    const stock = await stockOf(a);
    const bad = await approve(url, { ...CARD_FORM, card_number: "4111 1111 1111 1112", save_card: "on" });
    expect(bad.status).toBe(200);
    expect(bad.text).toContain('aria-describedby="card_number-error"');
    expect(bad.text).toMatch(/<p class="error" id="card_number-error">Enter a valid card number<\/p>/);
    expect(bad.text).toContain('value="4111 1111 1111 1112"');
    expect(bad.text).toContain('value="Asha Rao"');
    expect(bad.text).toMatch(/id="save_card" name="save_card" type="checkbox"\s+checked/);
    expect(bad.text).not.toContain('value="987"');
    const expired = await approve(url, { ...CARD_FORM, exp_month: "1", exp_year: "2020" });
    expect(expired.text).toContain("This card has expired");
    const cvv = await approve(url, { ...CARD_FORM, cvv: "12" });
    expect(cvv.text).toContain("Enter the 3 or 4 digit CVV");
    expect((await orderRow(orderId)).status).toBe("payment_pending");
    expect(await stockOf(a)).toBe(stock);
    const [session] = await service.db.select().from(paymentSessions).where(eq(paymentSessions.orderId, orderId));
    expect(session.status).toBe("pending");
  });

  it("declines the test card 4000 0000 0000 0002 as the bank would", async () => {
    const a = article();
    const before = await stockOf(a);
    const { orderId, url } = await pendingPayment("CARD", "", [[a, 1]]);
    const done = await approve(url, { ...CARD_FORM, card_number: "4000 0000 0000 0002" });
    expect(done.status).toBe(303);
    expect(new URL(done.location!).searchParams.get("error")).toBe("Card declined by the bank");
    expect(new URL(done.location!).searchParams.get("success")).toBe("false");
    expect((await orderRow(orderId)).status).toBe("payment_failed");
    expect(await stockOf(a)).toBe(before);
  });

  it("answers a second decision with the first one's redirect, and a race of approve and decline ends one way", async () => {
    const a = article();
    const before = await stockOf(a);
    const { orderId, url } = await pendingPayment("PL", "SIMPL", [[a, 1]]);
    // The order's confirmation goes out when the payment goes through, once (none while it is pending).
    const confirmations = async (id: string) =>
      (await service.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "order-placed"))).filter(
        (m) => m.channel === "email" && m.subject === `Your order ${id} is confirmed`,
      ).length;
    expect(await confirmations(orderId)).toBe(0);
    const first = await approve(url);
    const second = await approve(url);
    const late = await decline(url);
    expect(second.location).toBe(first.location);
    expect(late.location).toBe(first.location);
    expect((await orderRow(orderId)).status).toBe("placed");
    expect(await confirmations(orderId)).toBe(1);
    expect(await stockOf(a)).toBe(before - 1);

    const b = article();
    const stockB = await stockOf(b);
    const race = await pendingPayment("NB", "SBIN", [[b, 1]]);
    const results = await Promise.all([approve(race.url), decline(race.url), approve(race.url), decline(race.url)]);
    expect(new Set(results.map((r) => r.location)).size).toBe(1);
    const status = (await orderRow(race.orderId)).status;
    expect(["placed", "payment_failed"]).toContain(status);
    expect(await stockOf(b)).toBe(status === "placed" ? stockB - 1 : stockB);
    expect((await cartRow(race.cartId)).closedReason).toBe(status === "placed" ? "ordered" : null);
    expect(await confirmations(race.orderId)).toBe(status === "placed" ? 1 : 0);
  });

  it("expires an unanswered payment by the sweep: same as a decline", async () => {
    const a = article();
    const before = await stockOf(a);
    const { orderId, url, cartId } = await pendingPayment("WL", "AMAZONPAY", [[a, 3]]);
    await expireSandboxPayments(service.db, Date.now() + 60_000);
    expect((await orderRow(orderId)).status).toBe("payment_pending");
    const ended = await expireSandboxPayments(service.db, Date.now() + 901_000);
    expect(ended).toBeGreaterThanOrEqual(1);
    expect((await orderRow(orderId)).status).toBe("payment_failed");
    expect(await stockOf(a)).toBe(before);
    expect(await cartRow(cartId)).toMatchObject({ closedAt: null });
    const page = await hosted(url);
    expect(page.text).toContain("<h1>Payment failed</h1>");
    expect(page.text).toContain("Payment timed out");
    const again = await approve(url);
    expect(new URL(again.location!).searchParams.get("error")).toBe("Payment timed out");
  });

  it("takes UPI: VPA check, collect request, polling pending → approved → complete; nobody else may poll", async () => {
    const { orderId, url, shopper } = await pendingPayment("UPI", "UPI", [[article(), 1]]);
    expect((await hosted(url)).text).toContain("No collect request yet");
    const early = await approve(url);
    expect(early.status).toBe(200);
    expect(early.text).toContain("No collect request yet");

    const valid = await call(`${PAYMENT}/validate-vpa`, {
      method: "POST",
      body: { upi_vpa: "asha.rao@okhdfc", aggregator: "Sandbox" },
    });
    expect(valid.body).toEqual({
      success: true,
      data: { upi_vpa: "asha.rao@okhdfc", is_valid: true, customer_name: "Sandbox Shopper", status: "VALID" },
    });
    const invalid = await call(`${PAYMENT}/validate-vpa`, { method: "POST", body: { upi_vpa: "asha rao@1" } });
    expect(invalid.body.data.is_valid).toBe(false);

    const init = (vpa: string, who = shopper) =>
      call(`${PAYMENT}/payment/request`, {
        method: "POST",
        cookie: who.cookie,
        body: upiCollectRequest(
          orderId,
          1,
          { customer_id: who.id, contact: "9876543210", email: "a@example.com" },
          vpa,
        ),
      });
    const refused = await init("nope");
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("UPI Initialization failed");
    const started = await init("asha.rao@okhdfc");
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({
      success: true,
      status: "pending",
      method: "UPI",
      aggregator: "Sandbox",
      merchant_order_id: orderId,
      polling_url: url,
      vpa: "asha.rao@okhdfc",
      currency: "INR",
    });
    expect(started.body.timeout).toBeGreaterThan(800);

    const pending = await poll(shopper, orderId);
    expect(pending.body).toEqual({ status: "pending", success: true, retry: true, aggregator_name: "Sandbox" });
    const other = await register();
    expect((await poll(other, orderId)).status).toBe(404);
    expect((await init("x.y@okaxis", other)).status).toBe(404);

    expect((await hosted(url)).text).toContain("Collect request to asha.rao@okhdfc");
    await approve(url);
    const complete = await poll(shopper, orderId);
    expect(complete.body).toEqual({
      status: "complete",
      success: true,
      retry: false,
      aggregator_name: "Sandbox",
      redirect_url: `${CALLBACK}?success=true&order_id=${orderId}`,
    });
  });

  it("answers a repeated checkout of a pending order with the same order and payment page", async () => {
    const a = article();
    const before = await stockOf(a);
    const cart = await shopperWithCart([[a, 1]]);
    const body = {
      id: cart.cartId,
      address_id: cart.addressId,
      payment_mode: "NB",
      payment_identifier: "ICIC",
      aggregator: "Sandbox",
      callback_url: CALLBACK,
    };
    const first = await checkout(cart.shopper, body, { "idempotency-key": `pending-${cart.cartId}` });
    const keyed = await checkout(cart.shopper, body, { "idempotency-key": `pending-${cart.cartId}` });
    const unkeyed = await checkout(cart.shopper, body);
    for (const again of [keyed, unkeyed]) {
      expect(again.status).toBe(200);
      expect(again.body.order_id).toBe(first.body.order_id);
      expect(again.body.payment_confirm_url).toBe(first.body.payment_confirm_url);
    }
    expect(await stockOf(a)).toBe(before - 1);
    expect(await service.db.select().from(paymentSessions).where(eq(paymentSessions.cartId, cart.cartId))).toHaveLength(
      1,
    );
  });

  it("refuses unknown banks, bad callbacks and unknown pages clearly", async () => {
    const cart = await shopperWithCart([[article(), 1]]);
    const base = { id: cart.cartId, address_id: cart.addressId, aggregator: "Sandbox" };
    const bank = await checkout(cart.shopper, { ...base, payment_mode: "NB", payment_identifier: "NOPE" });
    expect(bank.status).toBe(400);
    expect(bank.body.message).toBe("Payment mode NB is not available for this order");
    const card = await checkout(cart.shopper, {
      ...base,
      payment_mode: "CARD",
      payment_identifier: "someone-elses-card",
    });
    expect(card.body.message).toBe("Payment mode CARD is not available for this order");
    const callback = await checkout(cart.shopper, {
      ...base,
      payment_mode: "UPI",
      payment_identifier: "UPI",
      callback_url: "javascript:alert(1)",
    });
    expect(callback.status).toBe(400);
    expect(callback.body.message).toMatch(/callback_url/);
    expect(await cartRow(cart.cartId)).toMatchObject({ closedAt: null });
    const unknown = await hosted("http://localhost:3000/service/sandbox/pay/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain("<h1>Payment not found</h1>");
  });
});
