/**
 * A shipment's journey after the order (issue 11): placed → confirmed → packed → shipped → out for
 * delivery → delivered, one step at a time, each change recorded with its time (shipment_events) so
 * tracking can show when each step happened. A shipment waiting for or failed by its payment, or
 * cancelled, does not move. Pure timeline logic plus the one write that advances a shipment.
 */
import { asc, desc, eq, inArray } from "drizzle-orm";
import type { TrackingStep } from "../../contract/types";
import type { Db, Tx } from "../../db/client";
import { shipmentEvents, shipments } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { queueShipmentStatusMessages } from "./notifications";

/** Fynd's status values of the forward journey, in order, with the titles shoppers see. */
export const JOURNEY = [
  { value: "placed", title: "Placed" },
  { value: "confirmed", title: "Confirmed" },
  { value: "packed", title: "Packed" },
  { value: "shipped", title: "Shipped" },
  { value: "out_for_delivery", title: "Out for delivery" },
  { value: "delivery_done", title: "Delivered" },
] as const;

export interface ShipmentEvent {
  status: string;
  at: Date;
}

/**
 * The timeline of a shipment now at `current`, made at `createdAt` with `events` after it: every
 * step of the journey, those reached with their time; a shipment that left the journey (cancelled)
 * shows the steps it reached and where it ended.
 */
export function trackingTimeline(current: string, createdAt: Date, events: ShipmentEvent[]): TrackingStep[] {
  const reached = new Map<string, Date>([[JOURNEY[0].value, createdAt]]);
  for (const event of events) reached.set(event.status, event.at);
  const onJourney = JOURNEY.some((step) => step.value === current);
  const steps: TrackingStep[] = JOURNEY.filter((step) => onJourney || reached.has(step.value)).map((step) => {
    const at = reached.get(step.value);
    return {
      status: step.title,
      value: step.value,
      time: at ? at.toISOString() : "",
      is_current: step.value === current,
      is_passed: Boolean(at),
    };
  });
  if (!onJourney) {
    const at = reached.get(current);
    steps.push({
      status: current,
      value: current,
      time: at ? at.toISOString() : "",
      is_current: true,
      is_passed: true,
    });
  }
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

/** Records a shipment's new status and queues its messages (in the caller's transaction). */
async function recordShipmentStatus(tx: Tx, shipmentId: string, status: string, at: Date): Promise<void> {
  await tx.update(shipments).set({ status, updatedAt: at }).where(eq(shipments.id, shipmentId));
  await tx.insert(shipmentEvents).values({ shipmentId, status, createdAt: at });
  await queueShipmentStatusMessages(tx, shipmentId, JOURNEY.find((step) => step.value === status)?.title ?? status);
}

/**
 * Moves a shipment one step along the journey (the store operator's command, or the demo's timer).
 * Answers its new status; 404 for an unknown shipment, 409 when it cannot move (delivered, cancelled,
 * or its payment is pending or failed).
 */
export async function advanceShipment(db: Db, shipmentId: string, at = new Date()): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(shipments).where(eq(shipments.id, shipmentId)).for("update");
    if (!row) throw notFound("Shipment not found");
    const index = JOURNEY.findIndex((step) => step.value === row.status);
    if (index < 0 || index === JOURNEY.length - 1) {
      throw new ApiError(409, `Shipment ${shipmentId} cannot move on from ${row.status}`);
    }
    const next = JOURNEY[index + 1].value;
    await recordShipmentStatus(tx, shipmentId, next, at);
    return next;
  });
}

/** A shipment as the store operator lists them. */
interface StoreShipment {
  shipment_id: string;
  order_id: string;
  status: string;
  updated_at: string;
}

/** The latest shipments (newest first), optionally of one status: what the operator's command lists. */
export async function storeShipments(db: Db, query: { status?: string; limit: number }): Promise<StoreShipment[]> {
  const rows = await db
    .select()
    .from(shipments)
    .where(query.status ? eq(shipments.status, query.status) : undefined)
    .orderBy(desc(shipments.createdAt), desc(shipments.id))
    .limit(query.limit);
  return rows.map((row) => ({
    shipment_id: row.id,
    order_id: row.orderId,
    status: row.status,
    updated_at: row.updatedAt.toISOString(),
  }));
}

/**
 * Moves every shipment still on its way one step (the demo store's timer, when asked for). Answers
 * how many moved.
 */
export async function advanceAllShipments(db: Db, at = new Date()): Promise<number> {
  const moving = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(
      inArray(
        shipments.status,
        JOURNEY.slice(0, -1).map((step) => step.value),
      ),
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
