/**
 * A shopper cancels or returns a shipment, or part of it (updateShipmentStatus), and the store
 * operator cancels one. Cancelling is allowed until the store ships it, returning within the return
 * window after delivery (rules.ts). Part of a shipment moves to a NEW shipment in the new status and
 * the rest stays where it was (Fynd does the same; the storefront polls the original until its
 * quantity is what remains); all of it keeps its shipment id. A cancel puts the stock back; each
 * cancelled or returned bag is refunded once (refunds.ts). One transaction with the shipment row
 * locked, so two identical requests cannot both go through: the second answers the first's result
 * (the shipment is already cancelled, or the Idempotency-Key names it).
 */
import { and, eq } from "drizzle-orm";
import type {
  BagReasons,
  BagReturnMeta,
  ShipmentApplicationStatusResponse,
  ShipmentReason,
} from "../../contract/types";
import type { Db, Tx } from "../../db/client";
import { ownedBy } from "../../db/owner";
import { orderBags, orders, shipmentEvents, shipments } from "../../db/schema";
import { ApiError, invalidFields, notFound } from "../../http/errors";
import { returnWindowsOf } from "../catalog/offers";
import { getShipment } from "./history";
import { recordShipmentStatus, shipmentEventsOf } from "./lifecycle";
import { bagsOf, type BagRow, type OrderOwner, type OrderRow, type ShipmentRow } from "./orders";
import { newShipmentId, putBackStock } from "./place";
import { bagReasons, findReason, shipmentReasons, type ReasonFlow } from "./reasons";
import { givebackPointsOfBags, recordRefunds } from "./refunds";
import { bagRules, CANCELLABLE_STATUSES, deliveredAt } from "./rules";
import type { ShipmentChange, ShipmentStatusBody } from "./validators";

/** Cancelled bags go back to the shelf of the store that was to ship them. */
const shelved = (bags: { articleId: string; quantity: number }[], storeUid: number | null) =>
  bags.map(({ articleId, quantity }) => ({ articleId, quantity, storeUid }));

/** The flow a shipment is open to now: cancel while it may be cancelled, return while it may be returned. */
const flowOf = (can: { can_cancel: boolean; can_return: boolean }): ReasonFlow | null =>
  can.can_cancel ? "cancel" : can.can_return ? "return" : null;

/** GET orders/shipments/{id}/reasons: cancel reasons, or return reasons, or none (it can be neither). */
export async function shipmentReasonsOf(
  db: Db,
  owner: OrderOwner,
  shipmentId: string,
  now: number,
): Promise<{ reasons: ShipmentReason[] }> {
  const flow = flowOf(await getShipment(db, owner, shipmentId, now));
  return { reasons: flow ? shipmentReasons(flow) : [] };
}

/** GET orders/shipments/{id}/bags/{bag_id}/reasons: the reasons for one bag of the shipment (404 for another's). */
export async function bagReasonsOf(
  db: Db,
  owner: OrderOwner,
  shipmentId: string,
  bagId: number,
  now: number,
): Promise<{ success: boolean; reasons: BagReasons[] }> {
  const bag = (await getShipment(db, owner, shipmentId, now)).bags.find((b) => b.id === bagId);
  if (!bag) throw notFound("Bag not found");
  const flow = flowOf(bag);
  return { success: true, reasons: flow ? bagReasons(flow) : [] };
}

/** The shipment's row, locked for the change, and its order; 404 unless `owner` (when given) owns it. */
async function lockShipment(
  tx: Tx,
  shipmentId: string,
  owner?: OrderOwner,
): Promise<{ shipment: ShipmentRow; order: OrderRow }> {
  const [shipment] = await tx.select().from(shipments).where(eq(shipments.id, shipmentId)).for("update");
  const [order] = shipment
    ? await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, shipment.orderId), owner ? ownedBy(orders, owner) : undefined))
    : [];
  if (!shipment || !order) throw notFound("Shipment not found");
  return { shipment, order };
}

/** A 400 whose message is what the shopper reads (and `errors` names the field). */
const invalid = (field: string, message: string) => invalidFields({ [field]: [message] });

/** Bag id → units chosen: every unit when no products are named. */
function chooseBags(bags: BagRow[], products: ShipmentChange["products"]): Map<number, number> {
  if (!products?.length) return new Map(bags.map((bag) => [bag.id, bag.quantity]));
  const chosen = new Map<number, number>();
  for (const product of products) {
    const bag = bags.find((b) => b.lineNumber === product.line_number);
    if (!bag) throw invalid("products", `There is no item ${product.line_number} in this shipment`);
    const quantity = (chosen.get(bag.id) ?? 0) + product.quantity;
    if (quantity > bag.quantity) {
      throw invalid("products", `Item ${product.line_number} has only ${bag.quantity} in this shipment`);
    }
    chosen.set(bag.id, quantity);
  }
  return chosen;
}

const covers = (lineNumber: number, filters: { line_number: number }[] | undefined) =>
  filters?.some((f) => f.line_number === lineNumber) ?? false;

/** Each chosen bag's reason (the one naming its line, else the one naming none), checked against the catalogue. */
function reasonsOf(flow: ReasonFlow, change: ShipmentChange, bags: BagRow[]) {
  type Entry = { data: { reason_id: number; reason_text?: string }; filters?: { line_number: number }[] };
  const entries: Entry[] = [
    ...(change.reasons?.products ?? []),
    ...(change.reasons?.entities ?? []).map((e) => ({ data: e.data })),
  ];
  if (entries.length === 0) throw invalid("reasons", "Choose a reason");
  const byBag = new Map<number, { reason_id: number; reason_text: string; preQc: boolean }>();
  for (const bag of bags) {
    const entry =
      entries.find((e) => covers(bag.lineNumber, e.filters)) ?? entries.find((e) => !e.filters?.length) ?? entries[0];
    const reason = findReason(flow, entry.data.reason_id);
    if (!reason) throw invalid("reasons", `Unknown ${flow} reason ${entry.data.reason_id}`);
    const text = entry.data.reason_text || reason.text;
    if (reason.other && text === reason.text) throw invalid("reason_text", "Tell us the reason");
    byBag.set(bag.id, { reason_id: entry.data.reason_id, reason_text: text, preQc: reason.preQc });
  }
  return byBag;
}

/** A return's quality-check photos and words for a bag (the data update naming its line, else the one naming none). */
function qcOf(change: ShipmentChange, bag: BagRow): BagReturnMeta["return_qc_json"] {
  const updates = change.data_updates?.products ?? [];
  const update = updates.find((u) => covers(bag.lineNumber, u.filters)) ?? updates.find((u) => !u.filters?.length);
  const qc = update?.data.meta?.return_qc_json;
  return qc && { images: qc.images, return_reason: qc.return_reason ?? "" };
}

const beneficiaryOf = (change: ShipmentChange) =>
  change.data_updates?.products?.find((u) => u.data.meta?.beneficiary_id)?.data.meta?.beneficiary_id ??
  change.data_updates?.entities?.find((e) => e.data.beneficiary_id)?.data.beneficiary_id;

/**
 * Gives the chosen units the new status: the shipment itself when all of it was chosen, else a new
 * shipment (same order, store and history) that the chosen bags, or the chosen part of a bag, move to.
 * Answers the shipment now in the new status and its bags.
 */
async function moveBags(
  tx: Tx,
  move: { shipment: ShipmentRow; bags: BagRow[]; chosen: Map<number, number>; status: string; key?: string },
  at: Date,
): Promise<{ id: string; bags: BagRow[] }> {
  const { shipment, chosen } = move;
  if (move.bags.every((bag) => chosen.get(bag.id) === bag.quantity)) {
    if (move.key) await tx.update(shipments).set({ requestKey: move.key }).where(eq(shipments.id, shipment.id));
    await recordShipmentStatus(tx, shipment.id, move.status, at);
    return { id: shipment.id, bags: move.bags };
  }
  const id = newShipmentId();
  await tx.insert(shipments).values({
    id,
    orderId: shipment.orderId,
    storeUid: shipment.storeUid,
    status: shipment.status,
    requestKey: move.key ?? null,
    createdAt: shipment.createdAt,
    updatedAt: at,
  });
  const history = (await shipmentEventsOf(tx, [shipment.id])).get(shipment.id) ?? [];
  if (history.length > 0) {
    await tx.insert(shipmentEvents).values(history.map((e) => ({ shipmentId: id, status: e.status, createdAt: e.at })));
  }
  const moved: BagRow[] = [];
  for (const bag of move.bags) {
    const quantity = chosen.get(bag.id);
    if (!quantity) continue;
    if (quantity === bag.quantity) {
      moved.push(...(await tx.update(orderBags).set({ shipmentId: id }).where(eq(orderBags.id, bag.id)).returning()));
    } else {
      await tx
        .update(orderBags)
        .set({ quantity: bag.quantity - quantity })
        .where(eq(orderBags.id, bag.id));
      const copy = {
        shipmentId: id,
        lineNumber: bag.lineNumber,
        productUid: bag.productUid,
        articleId: bag.articleId,
        size: bag.size,
        quantity,
        priceMarked: bag.priceMarked,
        priceEffective: bag.priceEffective,
        item: bag.item,
      };
      moved.push(...(await tx.insert(orderBags).values(copy).returning()));
    }
  }
  await tx.update(shipments).set({ updatedAt: at }).where(eq(shipments.id, shipment.id));
  await recordShipmentStatus(tx, id, move.status, at);
  return { id, bags: moved };
}

function answer(
  identifier: string,
  changed: { id: string; status: string },
  message: string,
): ShipmentApplicationStatusResponse {
  return {
    statuses: [
      {
        shipments: [
          {
            identifier,
            status: 200,
            message,
            code: "",
            exception: "",
            stack_trace: "",
            final_state: {
              shipment_id: changed.id,
              status: changed.status,
              remaining_shipment_id: changed.id === identifier ? null : identifier,
            },
          },
        ],
      },
    ],
  };
}

const MESSAGES: Record<ReasonFlow, string> = {
  cancel: "Your shipment has been cancelled",
  return: "Your return request has been placed",
};

/**
 * PUT orders/shipments/{id}/status: the shopper cancels (cancelled_customer) or returns
 * (return_initiated, or return_pre_qc when a chosen reason asks for a quality check) all or part of
 * their shipment. 404 for another shopper's shipment, 409 when it can no longer be cancelled or
 * returned, 400 for a malformed change. `requestKey` (Idempotency-Key) makes a repeat answer the
 * first result.
 */
export async function updateShipmentStatus(
  db: Db,
  owner: OrderOwner,
  shipmentId: string,
  body: ShipmentStatusBody,
  requestKey: string | undefined,
  at = new Date(),
): Promise<ShipmentApplicationStatusResponse> {
  const [{ status: asked, shipments: changes }] = body.statuses;
  const [change] = changes;
  if (change.identifier !== shipmentId) throw invalid("identifier", "identifier must be the shipment of the path");
  const flow: ReasonFlow = asked === "cancelled_customer" ? "cancel" : "return";
  return db.transaction(async (tx) => {
    const { shipment, order } = await lockShipment(tx, shipmentId, owner);
    if (requestKey) {
      const [done] = await tx
        .select()
        .from(shipments)
        .where(and(eq(shipments.orderId, order.id), eq(shipments.requestKey, requestKey)));
      if (done) return answer(shipmentId, done, MESSAGES[flow]);
    }
    const bags = await bagsOf(tx, shipmentId);
    const chosen = chooseBags(bags, change.products);
    const chosenBags = bags.filter((bag) => chosen.has(bag.id));
    const whole = bags.every((bag) => chosen.get(bag.id) === bag.quantity);
    // The same cancel or return again (a double submit): it already happened.
    const already = flow === "cancel" ? ["cancelled_customer"] : ["return_initiated", "return_pre_qc"];
    if (whole && already.includes(shipment.status)) return answer(shipmentId, shipment, MESSAGES[flow]);

    const delivered = deliveredAt((await shipmentEventsOf(tx, [shipmentId])).get(shipmentId) ?? []);
    const windowOf = await returnWindowsOf(
      tx,
      chosenBags.map((bag) => bag.productUid),
    );
    for (const bag of chosenBags) {
      const rules = bagRules(shipment.status, delivered, windowOf(bag.productUid), at.getTime());
      if (flow === "cancel" && !rules.can_cancel) throw new ApiError(409, "This shipment can no longer be cancelled");
      if (flow === "return" && !rules.can_return) {
        throw new ApiError(409, `${bag.item.name} can no longer be returned`);
      }
    }
    const reasons = reasonsOf(flow, change, chosenBags);
    const status =
      flow === "cancel"
        ? "cancelled_customer"
        : [...reasons.values()].some((r) => r.preQc)
          ? "return_pre_qc"
          : "return_initiated";

    const moved = await moveBags(tx, { shipment, bags, chosen, status, key: requestKey }, at);
    for (const bag of moved.bags) {
      // A bag split in two keeps its line: its reason is the chosen bag's of that line.
      const reason = reasons.get(chosenBags.find((b) => b.lineNumber === bag.lineNumber)!.id)!;
      const qc = flow === "return" ? qcOf(change, bag) : undefined;
      const meta: BagReturnMeta = {
        reason: { reason_id: reason.reason_id, reason_text: reason.reason_text },
        ...(qc ? { return_qc_json: qc } : {}),
      };
      await tx.update(orderBags).set({ returnMeta: meta }).where(eq(orderBags.id, bag.id));
    }
    if (flow === "cancel") {
      await putBackStock(tx, shelved(moved.bags, shipment.storeUid));
      await givebackPointsOfBags(tx, order.id, moved.bags, at);
    }
    await recordRefunds(
      tx,
      { order, shipmentId: moved.id, bags: moved.bags, kind: flow, beneficiaryId: beneficiaryOf(change) },
      at,
    );
    return answer(shipmentId, { id: moved.id, status }, MESSAGES[flow]);
  });
}

/**
 * The store cancels a whole shipment it has not shipped (cancelled_fynd): stock back, prepaid money
 * refunded. Answers the new status; 404 for an unknown shipment, 409 when it can no longer be
 * cancelled.
 */
export async function cancelShipmentAsStore(db: Db, shipmentId: string, at = new Date()): Promise<string> {
  return db.transaction(async (tx) => {
    const { shipment, order } = await lockShipment(tx, shipmentId);
    if (!CANCELLABLE_STATUSES.includes(shipment.status)) {
      throw new ApiError(409, `Shipment ${shipmentId} cannot be cancelled from ${shipment.status}`);
    }
    const bags = await bagsOf(tx, shipmentId);
    const chosen = new Map(bags.map((bag) => [bag.id, bag.quantity]));
    const moved = await moveBags(tx, { shipment, bags, chosen, status: "cancelled_fynd" }, at);
    await putBackStock(tx, shelved(moved.bags, shipment.storeUid));
    await givebackPointsOfBags(tx, order.id, moved.bags, at);
    await recordRefunds(tx, { order, shipmentId: moved.id, bags: moved.bags, kind: "cancel" }, at);
    return "cancelled_fynd";
  });
}
