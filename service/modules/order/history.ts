/**
 * The shopper's order history (order/v1.0/orders): newest first, a page at a time, filtered by a
 * status group and by the day the order was placed; and one shipment by id. Like an order, a
 * shipment belongs to one shopper: another shopper's shipment id answers 404.
 */
import { and, count, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import type { OrderList, Shipments, ShipmentTrack } from "../../contract/types";
import type { Db } from "../../db/client";
import { ownedBy } from "../../db/owner";
import { orders, shipments } from "../../db/schema";
import { notFound } from "../../http/errors";
import { JOURNEY, RETURN_JOURNEY } from "./lifecycle";
import { assemble, type OrderOwner } from "./orders";
import type { OrdersQuery } from "./validators";

/** The status filter of the history (`filters.statuses`): a value and the shipment statuses it stands for. */
const STATUS_FILTERS: { value: number; display: string; statuses: string[] | null }[] = [
  { value: 0, display: "All", statuses: null },
  { value: 1, display: "Processing", statuses: JOURNEY.slice(0, -1).map((step) => step.value) },
  { value: 2, display: "Delivered", statuses: ["delivery_done"] },
  { value: 3, display: "Cancelled", statuses: ["cancelled_customer", "cancelled_fynd"] },
  { value: 4, display: "Payment pending", statuses: ["payment_pending"] },
  { value: 5, display: "Payment failed", statuses: ["payment_failed"] },
  { value: 6, display: "Returns", statuses: ["return_pre_qc", ...RETURN_JOURNEY.map((step) => step.value)] },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** GET orders: a page of the shopper's orders. An unknown status value filters nothing out (All). */
export async function listOrders(db: Db, owner: OrderOwner, query: OrdersQuery, now = Date.now()): Promise<OrderList> {
  const filter = STATUS_FILTERS.find((f) => f.value === query.status) ?? STATUS_FILTERS[0];
  const from = query.from_date ?? query.start_date;
  const to = query.to_date ?? query.end_date;
  const where: SQL[] = [ownedBy(orders, owner)];
  if (from) where.push(gte(orders.createdAt, from));
  // Both days count: an order placed on `to` is in.
  if (to) where.push(lt(orders.createdAt, new Date(to.getTime() + DAY_MS)));
  if (filter.statuses) {
    where.push(
      inArray(
        orders.id,
        db.select({ id: shipments.orderId }).from(shipments).where(inArray(shipments.status, filter.statuses)),
      ),
    );
  }
  const condition = and(...where);
  const [{ total }] = await db.select({ total: count() }).from(orders).where(condition);
  const rows = await db
    .select()
    .from(orders)
    .where(condition)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.page_size)
    .offset((query.page_no - 1) * query.page_size);
  return {
    items: await assemble(db, rows, now),
    page: {
      type: "number",
      item_total: total,
      current: query.page_no,
      size: query.page_size,
      has_next: query.page_no * query.page_size < total,
    },
    filters: {
      statuses: STATUS_FILTERS.map((f) => ({ value: f.value, display: f.display, is_selected: f === filter })),
    },
  };
}

/** GET orders/shipments/{id}: one of the shopper's shipments; 404 'Shipment not found' otherwise. */
export async function getShipment(db: Db, owner: OrderOwner, shipmentId: string, now = Date.now()): Promise<Shipments> {
  const rows = await db
    .select({ order: orders })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(eq(shipments.id, shipmentId), ownedBy(orders, owner)));
  const [order] = await assemble(
    db,
    rows.map((r) => r.order),
    now,
  );
  const shipment = order?.shipments.find((s) => s.shipment_id === shipmentId);
  if (!shipment) throw notFound("Shipment not found");
  return shipment;
}

/** GET orders/shipments/{id}/track: the shipment's status changes so far, oldest first. */
export async function trackShipment(db: Db, owner: OrderOwner, shipmentId: string): Promise<ShipmentTrack> {
  const shipment = await getShipment(db, owner, shipmentId);
  const steps = shipment.tracking_details.filter((step) => step.is_passed);
  return {
    results: steps.map((step) => ({
      awb: shipmentId,
      status: step.status,
      reason: "",
      shipment_type: "HomeDelivery",
      updated_at: step.time,
      updated_time: step.time,
      last_location_recieved_at: "",
      account_name: "Vitrine Delivery",
    })),
  };
}
