/**
 * Order mail and signed-out tracking (issue 11) over a real database: a placed order and each later
 * shipment status put exactly one e-mail (and one SMS) in the outbox with the tracking link; a
 * signed-out caller reads the order without its personal details (rate-limited per client address),
 * as does another shopper signed in, and a code sent to the order's phone opens the details for that
 * browser.
 * The official SDK calls the four tracking operations.
 */
import { and, eq, gt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, productSizes, products } from "../../service/db/schema";
import { advanceShipment } from "../../service/modules/order/lifecycle";
import { SIGNED_OUT_LOOKUPS } from "../../service/modules/order/tracking";
import { useAccountsHarness, type Shopper } from "./accounts-helpers";
import { firstShipmentOf, HOME, placeCodOrder } from "./checkout-helpers";
import { ORDERS } from "./constants";
import { drivers, useHttpTestService } from "./helpers";
import { officialClient, officialSignUp, sessionCookie } from "./official-shopper";

const STOREFRONT = "http://localhost:3000";

describe.each(drivers)("order mail and signed-out tracking on %s", (driver) => {
  const service = useAccountsHarness(driver);
  const { call } = service;
  let articles: { productUid: number; size: string }[] = [];
  let shopper: Shopper;

  /** A COD order of one unit of the nth article, to a delivery address with its own e-mail and phone. */
  async function order(who: Shopper, n: number) {
    const email = `track.${n}.${Date.now()}@example.com`;
    const phone = service.uniqueMobile();
    const orderId = await placeCodOrder(service, who, [[articles[n], 1]], { address: { email, phone } });
    return { orderId, shipmentId: await firstShipmentOf(service, who, orderId), email, phone };
  }

  beforeAll(async () => {
    articles = await service.db
      .select({ productUid: productSizes.productUid, size: productSizes.value })
      .from(productSizes)
      .innerJoin(products, eq(products.uid, productSizes.productUid))
      .where(and(gt(productSizes.quantity, 5), eq(products.sellable, true)))
      .limit(6);
    shopper = await service.register();
  });

  it("puts one e-mail and one SMS with the tracking link in the outbox when an order is placed and at each status", async () => {
    const placed = await order(shopper, 0);
    const link = `${STOREFRONT}/order-tracking/${placed.orderId}/${placed.shipmentId}`;
    const mails = await service.messagesTo(placed.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "order-placed", channel: "email", status: "pending" });
    expect(mails[0].subject).toBe(`Your order ${placed.orderId} is confirmed`);
    expect(mails[0].text).toContain(link);
    const sms = await service.messagesTo(`+91 ${placed.phone}`);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ kind: "order-placed", channel: "sms", status: "held" });
    expect(sms[0].text).toContain(link);

    expect(await advanceShipment(service.db, placed.shipmentId)).toBe("confirmed");
    const after = await service.messagesTo(placed.email);
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ kind: "shipment-status", subject: `Shipment ${placed.shipmentId}: Confirmed` });
    expect(after[0].text).toContain(link);
    expect(await service.messagesTo(`+91 ${placed.phone}`)).toHaveLength(2);
    const tracked = await call(`${ORDERS}/${placed.orderId}`, { ip: service.nextIp() });
    expect(tracked.body.order.shipments[0].shipment_status).toMatchObject({ value: "confirmed", title: "Confirmed" });

    // A change that cannot happen (a delivered shipment moving on) rolls back and sends nothing.
    for (let step = 0; step < 4; step++) await advanceShipment(service.db, placed.shipmentId);
    const delivered = await service.messagesTo(placed.email);
    expect(delivered).toHaveLength(6);
    expect(delivered[0].subject).toBe(`Shipment ${placed.shipmentId}: Delivered`);
    await expect(advanceShipment(service.db, placed.shipmentId)).rejects.toThrow(/cannot move on/);
    expect(await service.messagesTo(placed.email)).toHaveLength(6);
  });

  it("answers a signed-out caller (or another shopper) the order without personal details, the owner everything", async () => {
    const placed = await order(shopper, 1);
    const ip = service.nextIp();
    const signedOut = await call(`${ORDERS}/${placed.orderId}`, { ip });
    expect(signedOut.status, JSON.stringify(signedOut.body)).toBe(200);
    const { order: masked } = signedOut.body;
    expect(masked.order_id).toBe(placed.orderId);
    expect(masked.shipments[0].shipment_status.value).toBe("placed");
    expect(masked.shipments[0].tracking_details[0]).toMatchObject({ value: "placed", is_passed: true });
    expect(masked.shipments[0].bags).toHaveLength(1);
    expect(masked.user_info).toEqual({ name: "", first_name: "", last_name: "", mobile: "", email: "", gender: "" });
    expect(Object.values(masked.shipments[0].delivery_address).every((v) => v === "")).toBe(true);
    expect(Object.values(masked.shipments[0].billing_address).every((v) => v === "")).toBe(true);
    expect(masked.shipments[0].payment.mode).toBe("");
    expect(JSON.stringify(masked)).not.toContain(placed.phone);
    expect(JSON.stringify(masked)).not.toContain(placed.email);

    const own = await call(`${ORDERS}/${placed.orderId}`, { cookie: shopper.cookie });
    expect(own.body.order.shipments[0].delivery_address).toMatchObject({ phone: placed.phone, email: placed.email });
    expect(own.body.order.shipments[0].payment.mode).toBe("COD");

    // Another shopper, signed in (a gift's recipient, a family member's link): as a signed-out caller.
    const stranger = await service.register();
    const theirs = await call(`${ORDERS}/${placed.orderId}`, { cookie: stranger.cookie, ip });
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);
    expect(theirs.body.order).toEqual(masked);
    const strangerDetails = await call(`${ORDERS}/${placed.orderId}/shipments/${placed.shipmentId}/customer-details`, {
      cookie: stranger.cookie,
      ip,
    });
    expect(strangerDetails.body).toMatchObject({ name: "A*** R**" });
    expect((await call(`${ORDERS}/FY000000000000000000`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await call(`${ORDERS}/FY000000000000000000`, { ip })).status).toBe(404);
    // The tracking form's contact check: the order's phone (with or without its country code) or
    // e-mail opens it; anything else answers as an unknown order does.
    for (const contact of [placed.phone, `+91 ${placed.phone}`, `0${placed.phone}`, placed.email.toUpperCase()]) {
      const found = await call(`${ORDERS}/${placed.orderId}`, { ip, headers: { "x-order-contact": contact } });
      expect(found.status, contact).toBe(200);
    }
    for (const contact of ["9999999999", "someone@example.com", placed.phone.slice(1)]) {
      const wrong = await call(`${ORDERS}/${placed.orderId}`, { ip, headers: { "x-order-contact": contact } });
      expect(wrong.status, contact).toBe(404);
      expect(wrong.body.message).toBe("Order not found");
    }
    // The rest of the order API still asks for a sign-in.
    expect((await call(ORDERS, { ip })).status).toBe(401);
  });

  it("limits signed-out lookups per client address", async () => {
    const placed = await order(shopper, 2);
    service.freshWindow();
    const ip = service.nextIp();
    for (let n = 0; n < SIGNED_OUT_LOOKUPS.limit; n++) {
      expect((await call(`${ORDERS}/${placed.orderId}`, { ip })).status).toBe(200);
    }
    const refused = await call(`${ORDERS}/${placed.orderId}`, { ip });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Too many order lookups from your network. Try again in 15 minutes.");
    expect((await call(`${ORDERS}/${placed.orderId}`, { ip: service.nextIp() })).status).toBe(200);
    expect((await call(`${ORDERS}/${placed.orderId}`, { cookie: shopper.cookie, ip })).status).toBe(200);
  });

  it("opens the personal details for the browser that answers the code sent to the order's phone", async () => {
    const placed = await order(shopper, 3);
    const other = await order(shopper, 4);
    const base = `${ORDERS}/${placed.orderId}/shipments/${placed.shipmentId}`;
    const ip = service.nextIp();

    const details = await call(`${base}/customer-details`, { ip });
    expect(details.status).toBe(200);
    expect(details.body).toEqual({
      order_id: placed.orderId,
      shipment_id: placed.shipmentId,
      name: "A*** R**",
      phone: `******${placed.phone.slice(-4)}`,
      country: "India",
    });
    expect(
      (await call(`${ORDERS}/${placed.orderId}/shipments/${other.shipmentId}/customer-details`, { ip })).status,
    ).toBe(404);

    const sent = await call(`${base}/otp/send/`, { method: "POST", ip });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ success: true, resend_timer: 30 });
    expect(sent.body.message).toBe(`A code was sent to your phone number ******${placed.phone.slice(-4)}`);
    const code = await service.lastCode(`+91 ${placed.phone}`);

    const wrong = await call(`${base}/otp/verify/`, {
      method: "POST",
      ip,
      body: { request_id: sent.body.request_id, otp_code: code === "000000" ? "111111" : "000000" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Invalid OTP");
    // The code of one order does not open another.
    const elsewhere = await call(`${ORDERS}/${other.orderId}/shipments/${other.shipmentId}/otp/verify/`, {
      method: "POST",
      ip,
      body: { request_id: sent.body.request_id, otp_code: code },
    });
    expect(elsewhere.status).toBe(400);

    const right = await call(`${base}/otp/verify/`, {
      method: "POST",
      ip,
      body: { request_id: sent.body.request_id, otp_code: code },
    });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body).toEqual({ success: true });
    const grant = /f\.order_access=[^;]+/.exec(right.headers.get("set-cookie") ?? "")?.[0];
    expect(grant).toBeDefined();

    const opened = await call(`${ORDERS}/${placed.orderId}`, { ip, cookie: grant });
    expect(opened.body.order.shipments[0].delivery_address).toMatchObject({ phone: placed.phone, city: "Bengaluru" });
    expect(opened.body.order.user_info.email).toBe(placed.email);
    const notThisOne = await call(`${ORDERS}/${other.orderId}`, { ip, cookie: grant });
    expect(notThisOne.body.order.shipments[0].delivery_address.phone).toBe("");
    // A tampered grant opens nothing; the code was spent.
    const tampered = await call(`${ORDERS}/${placed.orderId}`, {
      ip,
      cookie: grant!.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
    });
    expect(tampered.body.order.shipments[0].delivery_address.phone).toBe("");
    const again = await call(`${base}/otp/verify/`, {
      method: "POST",
      ip,
      body: { request_id: sent.body.request_id, otp_code: code },
    });
    expect(again.status).toBe(400);
    // A grant expires after an hour.
    service.advance(61 * 60_000);
    const later = await call(`${ORDERS}/${placed.orderId}`, { ip: service.nextIp(), cookie: grant });
    expect(later.body.order.shipments[0].delivery_address.phone).toBe("");
  });

  it("sends the code by e-mail when the order has no phone", async () => {
    const placed = await order(shopper, 5);
    const [row] = await service.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, placed.email));
    expect(row).toBeDefined();
    const { orders } = await import("../../service/db/schema");
    await service.db
      .update(orders)
      .set({ deliveryAddress: { ...HOME, email: placed.email, phone: "" } })
      .where(eq(orders.id, placed.orderId));
    const sent = await call(`${ORDERS}/${placed.orderId}/shipments/${placed.shipmentId}/otp/send/`, {
      method: "POST",
      ip: service.nextIp(),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.message).toMatch(/^A code was sent to t\*\*\*@example\.com$/);
    expect(await service.lastCode(placed.email)).toMatch(/^\d{6}$/);
  });
});

describe("official SDK: signed-out order tracking", () => {
  const { origin, runtime } = useHttpTestService();

  it("calls getOrderById, getCustomerDetailsByShipmentId, sendOtpToShipmentCustomer and verifyOtpShipmentCustomer", async () => {
    const { client: shopper } = await officialSignUp(origin(), {
      first_name: "Sdk",
      last_name: "Tracker",
      email: `sdk.tracker.${Date.now()}@example.com`,
      password: "Secret#123",
    });
    const [article] = await runtime()
      .database.db.select({ productUid: productSizes.productUid, size: productSizes.value })
      .from(productSizes)
      .innerJoin(products, eq(products.uid, productSizes.productUid))
      .where(and(gt(productSizes.quantity, 5), eq(products.sellable, true)))
      .limit(1);
    const phone = `9${String(Date.now()).slice(-9)}`;
    const address = await shopper.cart.addAddress({ body: { ...HOME, phone } });
    const added = await shopper.cart.addItems({
      body: { items: [{ item_id: article.productUid, item_size: article.size, quantity: 1 }] },
    });
    const placed = await shopper.cart.checkoutCart({
      body: { id: added.cart.id, address_id: address.id, payment_mode: "COD", aggregator: "Fynd" },
    });
    const orderId = placed.order_id as string;

    const anonymous = officialClient(origin());
    const { order } = await anonymous.order.getOrderById({ orderId });
    const shipmentId = order.shipments[0].shipment_id as string;
    expect(order.shipments[0].delivery_address.phone).toBe("");
    const details = await anonymous.order.getCustomerDetailsByShipmentId({ orderId, shipmentId });
    expect(details).toMatchObject({ order_id: orderId, shipment_id: shipmentId, phone: `******${phone.slice(-4)}` });
    const sent = await anonymous.order.sendOtpToShipmentCustomer({ orderId, shipmentId });
    expect(sent).toMatchObject({ success: true, resend_timer: 30 });
    const [message] = await runtime()
      .database.db.select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, `+91 ${phone}`), eq(mailOutbox.kind, "otp")));
    const code = /^(\d{6}) is your /.exec(message.text)?.[1];
    const [verified, headers] = await anonymous.order.verifyOtpShipmentCustomer(
      { orderId, shipmentId, body: { request_id: sent.request_id, otp_code: code } },
      { responseHeaders: true },
    );
    expect(verified).toEqual({ success: true });
    const opened = officialClient(origin(), { cookie: sessionCookie(headers) });
    const full = await opened.order.getOrderById({ orderId });
    expect(full.order.shipments[0].delivery_address.phone).toBe(phone);
  });
});
