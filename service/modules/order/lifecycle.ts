/**
 * A shipment's journey after the order (issue 11): placed → confirmed → packed → shipped → out for
 * delivery → delivered, one step at a time, each change recorded with its time (shipment_events) so
 * tracking can show when each step happened. A shipment waiting for or failed by its payment, or
 * cancelled, does not move. A returned one takes the return branch: requested (return_initiated, or
 * return_pre_qc when the store checks photos first) → accepted → picked up → completed, which pays
 * its refunds. Pure timeline logic plus the one write of a status (recordShipmentStatus).
 */
import { asc, desc, eq, inArray } from "drizzle-orm";
import type { TrackingStep } from "../../contract/types";
import type { Db, Tx } from "../../db/client";
import { orders, shipmentEvents, shipments } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { queueShipmentStatusMessages } from "./notifications";
import { bagsOf } from "./orders";
import { releaseStock } from "./place";
import { completeRefunds, givebackPointsOfBags } from "./refunds";

/** Fynd's status values of the forward journey, in order, with the titles shoppers see. */
export const JOURNEY = [
  { value: "placed", title: "Placed" },
  { value: "confirmed", title: "Confirmed" },
  { value: "packed", title: "Packed" },
  { value: "shipped", title: "Shipped" },
  { value: "out_for_delivery", title: "Out for delivery" },
  { value: "delivery_done", title: "Delivered" },
] as const;

/** The return branch after delivery, in order (a return starts at either request status). */
export const RETURN_JOURNEY = [
  { value: "return_initiated", title: "Return requested" },
  { value: "return_accepted", title: "Return accepted" },
  { value: "return_bag_picked", title: "Return picked up" },
  { value: "return_completed", title: "Returned" },
] as const;

/** The statuses off both journeys, with their titles. */
const BRANCH_TITLES: Record<string, string> = {
  return_pre_qc: "Return requested (quality check)",
  cancelled_customer: "Cancelled",
  cancelled_fynd: "Cancelled by the store",
  payment_pending: "Payment Pending",
  payment_failed: "Payment Failed",
};

/** The title shoppers see for a status value (the value itself when unknown). */
export function statusTitle(value: string): string {
  return [...JOURNEY, ...RETURN_JOURNEY].find((step) => step.value === value)?.title ?? BRANCH_TITLES[value] ?? value;
}

/** Whether a status is on the return branch (requested, in pre-QC, accepted, picked up or completed). */
export const isReturnStatus = (value: string) =>
  value === "return_pre_qc" || RETURN_JOURNEY.some((step) => step.value === value);

/** The next step of a return, if it has one. */
function nextReturnStep(value: string): string | undefined {
  const index = value === "return_pre_qc" ? 0 : RETURN_JOURNEY.findIndex((step) => step.value === value);
  return index < 0 ? undefined : RETURN_JOURNEY[index + 1]?.value;
}

export interface ShipmentEvent {
  status: string;
  at: Date;
}

/**
 * The timeline of a shipment now at `current`, made at `createdAt` with `events` after it: every
 * step of the journey, those reached with their time. A shipment that left the journey (cancelled,
 * returned) shows the steps it reached, then its branch's steps with their times; a return also shows
 * the steps still ahead of it.
 */
export function trackingTimeline(current: string, createdAt: Date, events: ShipmentEvent[]): TrackingStep[] {
  const reached = new Map<string, Date>([[JOURNEY[0].value, createdAt]]);
  for (const event of events) reached.set(event.status, event.at);
  const onJourney = JOURNEY.some((step) => step.value === current);
  const step = (value: string, at: Date | undefined): TrackingStep => ({
    status: statusTitle(value),
    value,
    time: at ? at.toISOString() : "",
    is_current: value === current,
    is_passed: Boolean(at),
  });
  const steps = JOURNEY.filter((s) => onJourney || reached.has(s.value)).map((s) =>
    step(s.value, reached.get(s.value)),
  );
  if (onJourney) return steps;
  const onJourneyValue = (value: string) => JOURNEY.some((s) => s.value === value);
  const branch = [...new Set(events.map((e) => e.status).filter((value) => !onJourneyValue(value)))];
  if (!branch.includes(current)) branch.push(current);
  steps.push(...branch.map((value) => step(value, reached.get(value) ?? (value === current ? createdAt : undefined))));
  for (let next = nextReturnStep(current); next; next = nextReturnStep(next)) steps.push(step(next, undefined));
  return steps;
}

/** The recorded events of shipments, oldest first, by shipment id. */
export async function shipmentEventsOf(db: Db | Tx, ids: string[]): Promise<Map<string, ShipmentEvent[]>> {
  const byShipment = new Map<string, ShipmentEvent[]>();
  if (ids.length === 0) return byShipment;
  const rows = await db
    .select()
    .from(shipmentEvents)
    .where(inArray(shipmentEvents.shipmentId, ids))
    .orderBy(asc(shipmentEvents.id));
  for (const row of rows) {
    byShipment.set(row.shipmentId, [
      ...(byShipment.get(row.shipmentId) ?? []),
      { status: row.status, at: row.createdAt },
    ]);
  }
  return byShipment;
}

/**
 * Records a shipment's new status and queues its messages (in the caller's transaction): the one way
 * a status is written.
 */
export async function recordShipmentStatus(tx: Tx, shipmentId: string, status: string, at: Date): Promise<void> {
  await tx.update(shipments).set({ status, updatedAt: at }).where(eq(shipments.id, shipmentId));
  await tx.insert(shipmentEvents).values({ shipmentId, status, createdAt: at });
  await queueShipmentStatusMessages(tx, shipmentId, statusTitle(status));
}

/**
 * Moves a shipment one step along its journey or its return (the store operator's command, or the
 * demo's timer); a completed return puts its pieces back in stock, pays its pending refunds and gives back its
 * share of the reward points the order redeemed. Answers its new status; 404 for an
 * unknown shipment, 409 when it cannot move (delivered, returned, cancelled, or its payment is
 * pending or failed).
 */
export async function advanceShipment(db: Db, shipmentId: string, at = new Date()): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(shipments).where(eq(shipments.id, shipmentId)).for("update");
    if (!row) throw notFound("Shipment not found");
    const index = JOURNEY.findIndex((step) => step.value === row.status);
    const next = index >= 0 ? JOURNEY[index + 1]?.value : nextReturnStep(row.status);
    if (!next) throw new ApiError(409, `Shipment ${shipmentId} cannot move on from ${row.status}`);
    await recordShipmentStatus(tx, shipmentId, next, at);
    if (next === "return_completed") {
      // The returned pieces passed the store's check and are back on its shelf: sellable again.
      await releaseStock(tx, { shipmentId });
      await completeRefunds(tx, shipmentId, at);
      await givebackPointsOfBags(tx, row.orderId, await bagsOf(tx, shipmentId), at);
    }
    return next;
  });
}

/** A shipment as the store operator lists them. */
interface StoreShipment {
  shipment_id: string;
  order_id: string;
  status: string;
  updated_at: string;
  /** The staff member credited with the sale (staff selection on the bag), or "". */
  staff_user_id: string;
}

/** The latest shipments (newest first), optionally of one status: what the operator's command lists. */
export async function storeShipments(db: Db, query: { status?: string; limit: number }): Promise<StoreShipment[]> {
  const rows = await db
    .select({ shipment: shipments, staffUserId: orders.staffUserId })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(query.status ? eq(shipments.status, query.status) : undefined)
    .orderBy(desc(shipments.createdAt), desc(shipments.id))
    .limit(query.limit);
  return rows.map(({ shipment, staffUserId }) => ({
    shipment_id: shipment.id,
    order_id: shipment.orderId,
    status: shipment.status,
    updated_at: shipment.updatedAt.toISOString(),
    staff_user_id: staffUserId ?? "",
  }));
}

/**
 * Moves every shipment still on its way, or on its way back, one step (the demo store's timer, when
 * asked for). Answers how many moved.
 */
export async function advanceAllShipments(db: Db, at = new Date()): Promise<number> {
  const moving = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(
      inArray(shipments.status, [
        ...JOURNEY.slice(0, -1).map((step) => step.value),
        "return_pre_qc",
        ...RETURN_JOURNEY.slice(0, -1).map((step) => step.value),
      ]),
    );
  let moved = 0;
  for (const { id } of moving) {
    try {
      await advanceShipment(db, id, at);
      moved++;
    } catch (error) {
      // Changed since it was read (e.g. cancelled meanwhile): it stays where it is.
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return moved;
}
