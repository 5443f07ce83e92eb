/**
 * The order's messages (issue 11): when an order is placed (or its online payment goes through) and
 * whenever one of its shipments changes status, an e-mail to the order's address and an SMS to its
 * phone, each with the signed-out tracking link `<storefront>/order-tracking/{orderId}/{shipmentId}`.
 * They are queued in the outbox in the caller's transaction (decision 0005): a change that rolls back
 * sends nothing.
 */
import { asc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { applications, orders, shipments } from "../../db/schema";
import { enqueueMessage } from "../../mail/outbox";
import { storefrontUrl } from "../user/messages";
import { orderContact } from "./contact";

type OrderRow = typeof orders.$inferSelect;

/** The storefront page that tracks a shipment, signed out or in (app/routes/order-tracking.*). */
const trackingLink = (orderId: string, shipmentId: string) =>
  `${storefrontUrl()}/order-tracking/${encodeURIComponent(orderId)}/${encodeURIComponent(shipmentId)}`;

interface Notice {
  kind: string;
  subject: string;
  /** The e-mail's text. */
  text: string;
  /** The SMS (short). */
  sms: string;
}

async function send(tx: Tx, order: OrderRow, notice: Notice): Promise<void> {
  const contact = await orderContact(tx, order);
  if (contact.email) {
    await enqueueMessage(tx, {
      applicationId: order.applicationId,
      channel: "email",
      recipient: contact.email,
      kind: notice.kind,
      subject: notice.subject,
      text: notice.text,
    });
  }
  if (contact.phone) {
    await enqueueMessage(tx, {
      applicationId: order.applicationId,
      channel: "sms",
      recipient: contact.phone.recipient,
      kind: notice.kind,
      text: notice.sms,
    });
  }
}

export async function storeName(tx: Tx, applicationId: string): Promise<string> {
  const [app] = await tx
    .select({ name: applications.name })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return app?.name ?? "our store";
}

/** "Your order … is confirmed": one e-mail (and SMS) listing each shipment's tracking link. */
export async function queueOrderPlacedMessages(tx: Tx, orderId: string): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const own = await tx
    .select({ id: shipments.id })
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipments.id));
  const store = await storeName(tx, order.applicationId);
  const links = own.map((s) => trackingLink(orderId, s.id));
  const name = order.deliveryAddress.name.trim();
  await send(tx, order, {
    kind: "order-placed",
    subject: `Your order ${orderId} is confirmed`,
    text: [
      `${name ? `Hello ${name},\n\n` : ""}Thank you for shopping at ${store}. Your order ${orderId} is confirmed.`,
      own.length === 1
        ? `Follow your shipment here:\n${links[0]}`
        : `It comes in ${own.length} shipments. Follow each one here:\n${links.join("\n")}`,
      `You will hear from us again as your order moves along.`,
    ].join("\n\n"),
    sms: `${store}: your order ${orderId} is confirmed. Track it: ${links[0] ?? ""}`.trim(),
  });
}

/** "Shipment …: Shipped": the shipment's new status, with its tracking link. */
export async function queueShipmentStatusMessages(tx: Tx, shipmentId: string, statusTitle: string): Promise<void> {
  const [row] = await tx
    .select({ order: orders })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(eq(shipments.id, shipmentId));
  if (!row) return;
  const { order } = row;
  const store = await storeName(tx, order.applicationId);
  const link = trackingLink(order.id, shipmentId);
  await send(tx, order, {
    kind: "shipment-status",
    subject: `Shipment ${shipmentId}: ${statusTitle}`,
    text: [
      `Your ${store} shipment ${shipmentId} (order ${order.id}) is now: ${statusTitle}.`,
      `See every step of its journey here:\n${link}`,
    ].join("\n\n"),
    sms: `${store}: shipment ${shipmentId} of order ${order.id} is now ${statusTitle}. Track it: ${link}`,
  });
}
