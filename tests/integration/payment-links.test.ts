/**
 * Payment links over a real database (PGlite, and PostgreSQL when DATABASE_URL is set): created by a
 * shopper or the store operator and sent through the outbox, read and polled by anyone holding the
 * id, paid on the Sandbox's hosted page (approve → paid; decline → still payable), cancelled, expired,
 * resent, a payment attempt cancelled with resend_or_cancel, and 404 for an unknown id or another
 * application's link. `npm run store -- paylink …` runs as a child process against the admin API.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createServiceApp } from "../../service/app";
import { applications, paymentLinks } from "../../service/db/schema";
import { createPaymentLink } from "../../service/modules/payment/payment-links";
import { useAccountsHarness, type Shopper } from "./accounts-helpers";
import { CARD_FORM, upiCollectRequest } from "./checkout-helpers";
import { PAYMENT } from "./constants";
import { drivers, useServedApp } from "./helpers";

const ADMIN_TOKEN = "operator-secret-for-payment-links";
const STOREFRONT = "http://localhost:3000";

describe.each(drivers)("payment links on %s", (driver) => {
  const service = useAccountsHarness(driver);
  const { call } = service;
  let creator: Shopper;

  beforeAll(async () => {
    creator = await service.register();
  });

  async function createLink(body: Record<string, unknown> = {}, cookie = creator.cookie) {
    const email = service.uniqueEmail().toLowerCase();
    const res = await call(`${PAYMENT}/create-payment-link/`, {
      method: "POST",
      cookie,
      body: {
        amount: 1499.5,
        email,
        mobile_number: "9876543210",
        external_order_id: "INV-1001",
        description: "Tailoring of a kurta",
        meta: { cart_id: "", checkout_mode: "self", amount: "1499.50" },
        ...body,
      },
    });
    return { ...res, email, id: res.body?.payment_link_id as string };
  }

  const getLink = (id: string) => call(`${PAYMENT}/create-payment-link/?payment_link_id=${encodeURIComponent(id)}`);
  const pollLink = (id: string) => call(`${PAYMENT}/polling-payment-link/?payment_link_id=${encodeURIComponent(id)}`);
  const startPayment = (id: string, mode = "CARD", identifier = "", meta: Record<string, unknown> = {}) =>
    call(`${PAYMENT}/create-order/link/`, {
      method: "POST",
      body: {
        payment_link_id: id,
        currency: "INR",
        payment_methods: {
          name: mode,
          mode,
          meta: { merchant_code: identifier, payment_gateway: "Sandbox", payment_identifier: identifier },
        },
        meta,
      },
    });
  async function hosted(url: string, form?: Record<string, string>) {
    const response = await service.app.fetch(
      new Request(url, form ? { method: "POST", body: new URLSearchParams(form) } : undefined),
    );
    return { status: response.status, text: await response.text(), location: response.headers.get("location") };
  }

  it("creates a link, sends it by e-mail and SMS, and answers its page's data to anyone holding the id", async () => {
    const created = await createLink();
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({
      status_code: 200,
      success: true,
      message: "Payment link created",
      payment_link_url: `${STOREFRONT}/payment/link/${created.id}`,
      polling_timeout: 24 * 3600,
    });
    expect(created.id).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const mail = await service.lastMessage(created.email, "payment-link");
    expect(mail?.subject).toBe("Vitrine Demo Store: pay ₹1,499.50 for Tailoring of a kurta");
    expect(mail?.text).toContain(`${STOREFRONT}/payment/link/${created.id}`);
    const sms = await service.lastMessage("+91 9876543210", "payment-link");
    expect(sms?.text).toContain(`/payment/link/${created.id}`);

    const read = await getLink(created.id);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      status_code: 200,
      success: true,
      payment_link_current_status: "active",
      external_order_id: "INV-1001",
      amount: 1499.5,
      merchant_name: "Vitrine Demo Store",
      description: "Tailoring of a kurta",
      currency: "INR",
    });
    const polled = await pollLink(created.id);
    expect(polled.body).toMatchObject({ status: "active", success: true, payment_link_id: created.id });
    expect(polled.body.redirect_url).toBeUndefined();
  });

  it("refuses a link without a sign-in, without a contact, or with a bad amount", async () => {
    expect((await createLink({}, "")).status).toBe(401);
    const noContact = await createLink({ email: "", mobile_number: "" });
    expect(noContact.status).toBe(400);
    expect(noContact.body.message).toBe("A payment link needs an e-mail address or a mobile number");
    expect((await createLink({ amount: -5 })).status).toBe(400);
    expect((await createLink({ amount: "ten" })).status).toBe(400);
  });

  it("is paid through the Sandbox: options, create-order/link, decline (still payable), approve → paid", async () => {
    const { id } = await createLink();
    const options = await call(`${PAYMENT}/payment/options/link/?payment_link_id=${id}`);
    expect(options.status).toBe(200);
    const modes = options.body.payment_options.payment_option as { name: string; save_card: boolean }[];
    expect(modes.map((m) => m.name)).toEqual(["CARD", "UPI", "NB", "WL", "PL"]);
    expect(modes[0].save_card).toBe(false);
    expect(options.body.payment_options.payment_flows.Sandbox.api_link).toBe(`${PAYMENT}/payment/request/link/`);

    const first = await startPayment(id, "NB", "HDFC", { callback_url: "https://shop.example.com/payment/link/x" });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.order_id).toMatch(/^PL[0-9A-F]{18}$/);
    expect(first.body.data.payment.authentication).toEqual({ url: first.body.payment_confirm_url, method: "GET" });
    const declined = await hosted(first.body.payment_confirm_url, { decision: "decline" });
    expect(declined.status).toBe(303);
    expect(declined.location).toBe(
      `https://shop.example.com/payment/link/x?success=false&order_id=${first.body.order_id}&error=Payment+declined+by+the+shopper`,
    );
    expect((await pollLink(id)).body.status).toBe("active");

    const second = await startPayment(id, "CARD");
    const page = await hosted(second.body.payment_confirm_url);
    expect(page.text).toContain("Card number");
    expect(page.text).not.toContain("Save this card");
    const status = () =>
      call(`${PAYMENT}/payment/confirm/polling/link/`, {
        method: "POST",
        body: {
          merchant_order_id: second.body.order_id,
          order_id: second.body.order_id,
          status: "pending",
          method: "CARD",
          aggregator: "Sandbox",
        },
      });
    expect((await status()).body).toEqual({
      status: "pending",
      success: true,
      retry: true,
      aggregator_name: "Sandbox",
    });
    const approved = await hosted(second.body.payment_confirm_url, { ...CARD_FORM, decision: "approve" });
    expect(approved.status).toBe(303);
    expect(approved.location).toBe(`${STOREFRONT}/payment/link/${id}?success=true&order_id=${second.body.order_id}`);
    expect((await status()).body).toMatchObject({ status: "complete", retry: false, redirect_url: approved.location });

    const polled = await pollLink(id);
    expect(polled.body).toMatchObject({
      status: "paid",
      order_id: second.body.order_id,
      redirect_url: `${STOREFRONT}/payment/link/${id}`,
    });
    expect((await getLink(id)).body.payment_link_current_status).toBe("paid");
    // Paid: no more attempts, options, resends or cancellation.
    const again = await startPayment(id, "CARD");
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("This payment link is already paid");
    expect((await call(`${PAYMENT}/payment/options/link/?payment_link_id=${id}`)).status).toBe(400);
  });

  it("pays by UPI: the collect request and status polling of a link's attempt", async () => {
    const { id } = await createLink();
    const attempt = await startPayment(id, "UPI", "UPI");
    const orderId = attempt.body.order_id as string;
    const started = await call(`${PAYMENT}/payment/request/link/`, {
      method: "POST",
      body: upiCollectRequest(orderId, 1499.5, { customer_id: "", contact: "", email: "" }),
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({ success: true, status: "pending", vpa: "asha@okicici" });
    const approved = await hosted(attempt.body.payment_confirm_url, { decision: "approve" });
    expect(approved.status).toBe(303);
    expect((await pollLink(id)).body.status).toBe("paid");
    // The order's own polling does not answer a link's attempt (another shopper's order, as it were).
    const ordersPoll = await call(`${PAYMENT}/payment/confirm/polling`, {
      method: "POST",
      cookie: creator.cookie,
      body: { merchant_order_id: orderId, order_id: orderId, status: "pending", method: "UPI", aggregator: "Sandbox" },
    });
    expect(ordersPoll.status).toBe(404);
  });

  it("is cancelled by its creator only; a pending attempt's approval is then refused", async () => {
    const { id } = await createLink();
    const attempt = await startPayment(id, "WL", "PAYTM");
    expect(attempt.status, JSON.stringify(attempt.body)).toBe(200);
    const stranger = await service.register();
    const refused = await call(`${PAYMENT}/cancel-payment-link/`, {
      method: "POST",
      cookie: stranger.cookie,
      body: { payment_link_id: id },
    });
    expect(refused.status).toBe(404);
    const cancelled = await call(`${PAYMENT}/cancel-payment-link/`, {
      method: "POST",
      cookie: creator.cookie,
      body: { payment_link_id: id },
    });
    expect(cancelled.body).toEqual({ status_code: 200, success: true, message: "Payment link cancelled" });
    const approved = await hosted(attempt.body.payment_confirm_url, { decision: "approve" });
    expect(approved.location).toContain("success=false");
    expect(approved.location).toContain("error=This+payment+link+was+cancelled");
    expect((await pollLink(id)).body).toMatchObject({
      status: "cancelled",
      redirect_url: `${STOREFRONT}/payment/link/${id}`,
    });
    const twice = await call(`${PAYMENT}/cancel-payment-link/`, {
      method: "POST",
      cookie: creator.cookie,
      body: { payment_link_id: id },
    });
    expect(twice.status).toBe(400);
    expect((await startPayment(id)).body.message).toBe("This payment link was cancelled");
  });

  it("expires: reads expired after its time, and can no longer be paid or resent", async () => {
    const { id } = await createLink();
    const attempt = await startPayment(id, "CARD");
    service.advance(24 * 3600 * 1000 + 1000);
    try {
      expect((await getLink(id)).body).toMatchObject({ payment_link_current_status: "expired", polling_timeout: 0 });
      expect((await pollLink(id)).body.status).toBe("expired");
      expect((await startPayment(id)).body.message).toBe("This payment link has expired");
      const resent = await call(`${PAYMENT}/resend-payment-link/`, {
        method: "POST",
        cookie: creator.cookie,
        body: { payment_link_id: id },
      });
      expect(resent.status).toBe(400);
      // The attempt, opened before, expired with the link (its timeout never outlives the link's).
      const approved = await hosted(attempt.body.payment_confirm_url, { ...CARD_FORM, decision: "approve" });
      expect(approved.location).toContain("success=false");
    } finally {
      service.advance(-(24 * 3600 * 1000 + 1000));
    }
  });

  it("is resent by its creator (at most 5 times), and an attempt is cancelled or the link resent with resend_or_cancel", async () => {
    const created = await createLink();
    const resend = () =>
      call(`${PAYMENT}/resend-payment-link/`, {
        method: "POST",
        cookie: creator.cookie,
        body: { payment_link_id: created.id },
      });
    const first = await resend();
    expect(first.body).toMatchObject({ status_code: 200, success: true, message: "Payment link sent again" });
    expect(await service.messagesTo(created.email)).toHaveLength(2);

    const attempt = await startPayment(created.id, "PL", "SIMPL");
    const cancel = await call(`${PAYMENT}/payment/resend_or_cancel`, {
      method: "POST",
      body: { order_id: attempt.body.order_id, request_type: "cancel" },
    });
    expect(cancel.body).toEqual({
      success: true,
      data: { status: "cancelled", message: "Payment cancelled by the shopper", is_payment_done: false },
    });
    const page = await hosted(attempt.body.payment_confirm_url);
    expect(page.text).toContain("Payment cancelled by the shopper");
    const resentByAttempt = await call(`${PAYMENT}/payment/resend_or_cancel`, {
      method: "POST",
      body: { order_id: attempt.body.order_id, request_type: "resend" },
    });
    expect(resentByAttempt.body.data).toMatchObject({ status: "resent", is_payment_done: false });
    expect(await service.messagesTo(created.email)).toHaveLength(3);
    for (let i = 0; i < 3; i++) expect((await resend()).status).toBe(200);
    const tooMany = await resend();
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe("A payment link can be sent again at most 5 times");
    const bad = await call(`${PAYMENT}/payment/resend_or_cancel`, {
      method: "POST",
      body: { order_id: attempt.body.order_id, request_type: "explode" },
    });
    expect(bad.status).toBe(400);
    const unknown = await call(`${PAYMENT}/payment/resend_or_cancel`, {
      method: "POST",
      body: { order_id: "PL000000000000000000", request_type: "cancel" },
    });
    expect(unknown.status).toBe(404);
  });

  it("answers 404 for an unknown id and for another application's link", async () => {
    expect((await getLink("x".repeat(32))).status).toBe(404);
    expect((await pollLink("nope")).status).toBe(404);
    expect((await call(`${PAYMENT}/payment/options/link/?payment_link_id=nope`)).status).toBe(404);
    expect((await startPayment("nope")).status).toBe(404);
    expect((await getLink("")).status).toBe(400);

    const otherId = `b${Date.now().toString(16).padStart(23, "0")}`.slice(0, 24);
    await service.db.insert(applications).values({
      id: otherId,
      name: "Other store",
      slug: `other-${otherId}`,
      token: `token-${otherId}`,
      companyId: 2,
      domain: `${otherId}.example.com`,
    });
    const other = await createPaymentLink(
      service.db,
      { applicationId: otherId, userId: null },
      { amount: 10, email: "someone@example.com", mobileNumber: "", externalOrderId: "X", description: "" },
      service.clock.now,
    );
    const id = other.payment_link_id ?? "";
    expect((await getLink(id)).status).toBe(404);
    expect((await pollLink(id)).status).toBe(404);
    expect((await startPayment(id)).status).toBe(404);
    const [row] = await service.db.select().from(paymentLinks).where(eq(paymentLinks.id, id));
    expect(row.applicationId).toBe(otherId);
  });
});

describe("the store operator's payment links", () => {
  const service = useAccountsHarness("pglite");
  const run = promisify(execFile);
  const served = useServedApp(() => createServiceApp({ db: service.db, adminToken: ADMIN_TOKEN }));

  const store = (args: string[]) =>
    run("node", ["--import", "tsx", "scripts/store.ts", ...args], {
      env: { ...process.env, STORE_URL: served(), ADMIN_TOKEN },
    }).then(
      (out) => ({ code: 0, stdout: out.stdout, stderr: out.stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it("creates, shows, resends and cancels a link with `npm run store -- paylink`", async () => {
    const created = await store([
      "paylink",
      "create",
      "--amount",
      "250",
      "--email",
      "payer@example.com",
      "--description",
      "Gift wrapping",
      "--expires-in",
      "60",
    ]);
    expect(created.code, created.stderr).toBe(0);
    const match = /^Payment link ([A-Za-z0-9_-]{32}) sent: (\S+)$/.exec(created.stdout.trim());
    expect(match, created.stdout).not.toBeNull();
    const id = match![1];
    expect(match![2]).toBe(`${STOREFRONT}/payment/link/${id}`);
    const [row] = await service.db.select().from(paymentLinks).where(eq(paymentLinks.id, id));
    expect(row).toMatchObject({
      amount: 250,
      email: "payer@example.com",
      description: "Gift wrapping",
      createdBy: null,
    });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(60 * 60_000);
    expect(row.externalOrderId).toMatch(/^REF[0-9A-F]{12}$/);

    const shown = await store(["paylink", "show", id]);
    expect(shown.stdout).toMatch(/payment_link_current_status\s+active/);
    expect((await store(["paylink", "resend", id])).stdout.trim()).toBe("Payment link sent again.");
    expect((await store(["paylink", "cancel", id])).stdout.trim()).toBe("Payment link cancelled.");
    const again = await store(["paylink", "cancel", id]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("This payment link was cancelled");
    const bad = await store(["paylink", "create", "--amount", "0", "--email", "payer@example.com"]);
    expect(bad.code).toBe(1);
    const usage = await store(["paylink"]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("paylink create --amount");
  });
});
