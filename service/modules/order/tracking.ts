/**
 * Signed-out order tracking (issue 11, decision 0018): an order id is 72 random bits, so knowing it
 * (from the order e-mail's link) is enough to follow the order — its shipments, their status and
 * tracking — but not to see who ordered it or where it goes. Those personal details (delivery and
 * billing address, user_info, payment) are answered only to the signed-in owner, or to a browser
 * that proved with a one-time code, sent to the order's phone (else e-mail), that the order is its
 * own. Lookups by signed-out callers are rate-limited per client address. A signed-in shopper
 * following someone else's order (a gift, a family member's e-mail) is one of those callers too.
 */
import { and, eq } from "drizzle-orm";
import type { OrderAddress, OrderSchema, Shipments } from "../../contract/types";
import type { Db } from "../../db/client";
import { applications, orders, shipments } from "../../db/schema";
import { ApiError, notFound, RetryLater } from "../../http/errors";
import { expireDueSandboxPayment } from "../payment/sandbox";
import { checkCode, consumeCode, sendCode } from "../user/codes";
import { consume, type RateLimitRule } from "../user/rate-limit";
import { contactMatches, orderContact } from "./contact";
import { assemble, readOrder } from "./orders";

/** Who asks: the application, the signed-in shopper (if any), the order a code check opened (if any). */
export interface OrderTracker {
  applicationId: string;
  userId?: string;
  /** The order id of a valid order-access grant (f.order_access), if the request carries one. */
  grantedOrderId?: string;
  ip: string;
  /**
   * The order's phone number or e-mail address as the shopper typed it (the storefront's tracking
   * form sends it as `x-order-contact`): when given and it is not the order's, the order is not found.
   */
  contact?: string;
}

const LOOKUP_WINDOW_MS = 15 * 60_000;
/** Signed-out order lookups (order, customer details) per client address in one window. */
export const SIGNED_OUT_LOOKUPS: RateLimitRule = { limit: 120, windowMs: LOOKUP_WINDOW_MS };
const TOO_MANY_LOOKUPS = "Too many order lookups from your network. Try again in 15 minutes.";
const ORDER_NOT_FOUND = "Order not found";
const SHIPMENT_NOT_FOUND = "Shipment not found";

async function limitLookups(db: Db, who: OrderTracker, now: number): Promise<void> {
  const key = `order-lookup:address:${who.applicationId}:${who.ip}`;
  if ((await consume(db, [{ key, rule: SIGNED_OUT_LOOKUPS }], now)).length) {
    throw new RetryLater(TOO_MANY_LOOKUPS, Math.ceil((LOOKUP_WINDOW_MS - (now % LOOKUP_WINDOW_MS)) / 1000));
  }
}

const EMPTY_ADDRESS: OrderAddress = {
  name: "",
  phone: "",
  email: "",
  address: "",
  area: "",
  landmark: "",
  area_code: "",
  city: "",
  state: "",
  country: "",
  country_iso_code: "",
  country_phone_code: "",
  address_type: "",
};

/** A shipment without the personal details: no address, no payment. */
const withoutPersonal = (shipment: Shipments): Shipments => ({
  ...shipment,
  delivery_address: EMPTY_ADDRESS,
  billing_address: EMPTY_ADDRESS,
  payment: { mode: "", mop: "", payment_mode: "", status: "", display_name: "", logo: "" },
});

/** The order as a signed-out caller without a grant sees it (the same fields, personal ones emptied). */
const maskedOrder = (order: OrderSchema): OrderSchema => ({
  ...order,
  user_info: { name: "", first_name: "", last_name: "", mobile: "", email: "", gender: "" },
  shipments: order.shipments.map(withoutPersonal),
});

/** The order row of the store with that id; 404 when there is none. */
async function trackedOrderRow(db: Db, who: OrderTracker, orderId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.applicationId, who.applicationId)));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/**
 * Who follows this order: its signed-in owner as the owner; anyone else — signed out, or signed in
 * to another account (a gift, a family member's link) — as a tracker without an account.
 */
const trackerOf = (who: OrderTracker, row: { userId: string | null }): OrderTracker =>
  who.userId && row.userId !== who.userId ? { ...who, userId: undefined } : who;

/**
 * GET orders/{order_id}: everything for the signed-in owner; for anyone else (signed out, or signed
 * in to another account; rate-limited) the order without personal details, unless a code check
 * opened it; 404 too when the caller gave a contact that is not the order's.
 */
export async function readTrackedOrder(
  db: Db,
  caller: OrderTracker,
  orderId: string,
  now: number,
): Promise<OrderSchema> {
  const who = caller.userId ? trackerOf(caller, await trackedOrderRow(db, caller, orderId)) : caller;
  if (who.userId) return readOrder(db, { applicationId: who.applicationId, userId: who.userId }, orderId, now);
  await limitLookups(db, who, now);
  await expireDueSandboxPayment(db, orderId, now);
  const row = await trackedOrderRow(db, who, orderId);
  // The same answer as an unknown id: the form does not tell which of the two was wrong.
  if (who.contact !== undefined && !contactMatches(await orderContact(db, row), who.contact)) {
    throw notFound(ORDER_NOT_FOUND);
  }
  const [order] = await assemble(db, [row]);
  return who.grantedOrderId === orderId ? order : maskedOrder(order);
}

/** The order and one of its shipments; 404 when either is unknown. */
async function orderAndShipment(db: Db, who: OrderTracker, orderId: string, shipmentId: string) {
  const order = await trackedOrderRow(db, who, orderId);
  const [shipment] = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.id, shipmentId), eq(shipments.orderId, orderId)));
  if (!shipment) throw notFound(SHIPMENT_NOT_FOUND);
  return order;
}

/** "9876543210" → "******3210": enough for the shopper to recognise, not to learn. */
const maskPhone = (phone: string) => (phone.length > 4 ? "*".repeat(phone.length - 4) + phone.slice(-4) : "****");
/** "Asha Rao" → "A*** R**". */
const maskName = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0] + "*".repeat(Math.max(word.length - 1, 2)))
    .join(" ");
/** "asha@example.com" → "a***@example.com". */
const maskEmail = (email: string) => email.replace(/^(.)[^@]*/, "$1***");

/** CustomerDetailsResponseSchema: whom the order's code would go to, masked. */
export async function customerDetails(db: Db, caller: OrderTracker, orderId: string, shipmentId: string, now: number) {
  if (!caller.userId) await limitLookups(db, caller, now);
  const order = await orderAndShipment(db, caller, orderId, shipmentId);
  // Signed in to another account: counted like a signed-out lookup.
  if (trackerOf(caller, order) !== caller) await limitLookups(db, caller, now);
  const contact = await orderContact(db, order);
  return {
    order_id: order.id,
    shipment_id: shipmentId,
    name: maskName(order.deliveryAddress.name),
    phone: contact.phone ? maskPhone(contact.phone.number) : "",
    country: order.deliveryAddress.country,
  };
}

/** The code's target: one order (codes of one order never open another). */
const orderTarget = (orderId: string) => `order:${orderId}`;

/**
 * POST …/otp/send/: a one-time code to the order's phone (its e-mail when it has no phone), through
 * the outbox; rate-limited per order and per client address like every code (decision 0005).
 */
export async function sendOrderCode(
  db: Db,
  who: OrderTracker,
  orderId: string,
  shipmentId: string,
  now: number,
): Promise<{ request_id: string; message: string; success: boolean; resend_timer: number }> {
  const order = await orderAndShipment(db, who, orderId, shipmentId);
  const contact = await orderContact(db, order);
  const channel = contact.phone ? "sms" : contact.email ? "email" : null;
  if (!channel) throw new ApiError(400, "This order has no phone number or e-mail address to send a code to");
  const [app] = await db
    .select({ name: applications.name })
    .from(applications)
    .where(eq(applications.id, order.applicationId));
  const recipient = contact.phone ? contact.phone.recipient : contact.email;
  const issued = await sendCode(
    db,
    {
      applicationId: order.applicationId,
      store: app?.name ?? "",
      purpose: "order",
      channel,
      target: orderTarget(order.id),
      recipient,
      userId: null,
    },
    { action: "send" },
    who.ip,
    now,
  );
  const to = contact.phone ? `your phone number ${maskPhone(contact.phone.number)}` : `${maskEmail(contact.email)}`;
  return {
    request_id: issued.id,
    message: `A code was sent to ${to}`,
    success: true,
    resend_timer: issued.resendTimer,
  };
}

/**
 * POST …/otp/verify/: checks the code (request_id + otp_code) sent for this order and spends it.
 * Answers the order id it opens: the route hands back the order-access grant for it.
 */
export async function verifyOrderCode(
  db: Db,
  who: OrderTracker,
  orderId: string,
  shipmentId: string,
  body: { request_id: string; otp_code: string },
  now: number,
): Promise<string> {
  const order = await orderAndShipment(db, who, orderId, shipmentId);
  const row = await checkCode(
    db,
    { applicationId: order.applicationId, purposes: ["order"], id: body.request_id },
    body.otp_code,
    now,
  );
  if (row.target !== orderTarget(order.id)) {
    throw new ApiError(400, "Invalid OTP", { otp_code: ["Invalid OTP"] });
  }
  await db.transaction((tx) => consumeCode(tx, row.id, now));
  return order.id;
}
