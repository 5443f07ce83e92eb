/**
 * Refunds of cancelled and returned bags: one row per bag, recorded once (unique per shipment and
 * bag, so a repeated cancel never refunds twice). A prepaid cancel goes back to its source at once
 * (refund_done); a COD cancel was never paid, so nothing is refunded; a return is pending until the
 * store completes it, a returned COD bag being paid to the shopper's beneficiary. refundsOf is what
 * other modules (the refund page) read.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { RefundDetails } from "../../contract/types";
import type { Db, Tx } from "../../db/client";
import { orderBags, refunds, shipments } from "../../db/schema";
import { givebackBagPoints, redeemedPoints } from "../rewards/points";
import type { BagRow, OrderRow } from "./orders";

export type RefundRow = typeof refunds.$inferSelect;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A COD order is paid on delivery: its refunds (of returns) go to a beneficiary, not to a source. */
export const needsBeneficiary = (paymentMode: string) => paymentMode === "COD";

/** The refunds of these shipments, oldest first. */
export async function refundsOf(db: Db | Tx, shipmentIds: string[]): Promise<RefundRow[]> {
  if (shipmentIds.length === 0) return [];
  return db.select().from(refunds).where(inArray(refunds.shipmentId, shipmentIds)).orderBy(asc(refunds.id));
}

/** The charges of an order that pay for a service, not for goods: never refunded with a bag. */
const FEES = new Set(["delivery_charge", "cod_charge"]);

/**
 * What the goods of an order cost the shopper: its total less its fees (delivery, COD). Coupons,
 * promotions and reward points are already taken off the total.
 */
export function goodsPaid(order: Pick<OrderRow, "total" | "breakup">): number {
  const fees = order.breakup.filter((entry) => FEES.has(entry.name)).reduce((sum, entry) => sum + entry.value, 0);
  return round2(Math.max(0, order.total - fees));
}

/**
 * What each of `bags` refunds: its share of what the order's goods cost the shopper (goodsPaid), in
 * proportion to its price among all the order's bags; the bag that completes the order's refunds
 * takes what is left, so an order refunded whole gives back exactly what its goods cost.
 */
export function refundShares(
  goods: number,
  all: { id: number; gross: number }[],
  refunded: { bagId: number; amount: number }[],
  bags: { id: number; gross: number }[],
  round: (n: number) => number = round2,
): Map<number, number> {
  const gross = all.reduce((sum, bag) => sum + bag.gross, 0);
  const shares = new Map(bags.map((bag) => [bag.id, gross > 0 ? round((bag.gross * goods) / gross) : 0]));
  const done = new Set([...refunded.map((r) => r.bagId), ...bags.map((b) => b.id)]);
  const last = bags.at(-1);
  if (last && all.every((bag) => done.has(bag.id))) {
    const before = refunded.reduce((sum, r) => sum + r.amount, 0);
    const others = bags.slice(0, -1).reduce((sum, bag) => sum + (shares.get(bag.id) ?? 0), 0);
    shares.set(last.id, round(Math.max(0, goods - before - others)));
  }
  return shares;
}

/** What a bag cost before the order's discounts: its effective price times its quantity. */
const grossOf = (bag: Pick<BagRow, "id" | "priceEffective" | "quantity">) => ({
  id: bag.id,
  gross: bag.priceEffective * bag.quantity,
});

/**
 * Every bag of an order (of all its shipments, split bags included) with what it cost, and whether
 * it is back with the store for good (cancelled, or its return completed).
 */
async function grossOfBags(tx: Tx, orderId: string): Promise<{ id: number; gross: number; back: boolean }[]> {
  const rows = await tx
    .select({
      id: orderBags.id,
      priceEffective: orderBags.priceEffective,
      quantity: orderBags.quantity,
      status: shipments.status,
    })
    .from(orderBags)
    .innerJoin(shipments, eq(shipments.id, orderBags.shipmentId))
    .where(eq(shipments.orderId, orderId));
  return rows.map((row) => ({
    ...grossOf(row),
    back: row.status.startsWith("cancelled") || row.status === "return_completed",
  }));
}

/**
 * Gives back the reward points that bags just cancelled, or whose return completed, stand for (in
 * the caller's transaction): each bag's share of what the order redeemed, by price, in whole points,
 * the bag that completes the order taking what is left (refundShares), so an order cancelled or
 * returned whole gives back exactly what it redeemed. Once per bag; nothing when the order redeemed
 * none or had them all back with its failed payment. A COD order's points come back too: they were
 * spent at checkout, not on delivery.
 */
export async function givebackPointsOfBags(
  tx: Tx,
  orderId: string,
  bags: Pick<BagRow, "id" | "priceEffective" | "quantity">[],
  at: Date,
): Promise<void> {
  if (bags.length === 0) return;
  const redeemed = await redeemedPoints(tx, orderId);
  if (!redeemed || redeemed.whole) return;
  const fresh = bags.filter((bag) => !redeemed.bags.some((given) => given.bagId === bag.id));
  if (fresh.length === 0) return;
  const all = await grossOfBags(tx, orderId);
  // A bag whose share was under one point got none, and no row says so: it counts as done all the same.
  const done = [
    ...redeemed.bags,
    ...all
      .filter(
        (bag) => bag.back && !fresh.some((f) => f.id === bag.id) && !redeemed.bags.some((g) => g.bagId === bag.id),
      )
      .map((bag) => ({ bagId: bag.id, amount: 0 })),
  ];
  const shares = refundShares(redeemed.points, all, done, fresh.map(grossOf), Math.floor);
  for (const bag of fresh) {
    await givebackBagPoints(tx, {
      applicationId: redeemed.applicationId,
      userId: redeemed.userId,
      orderId,
      bagId: bag.id,
      points: shares.get(bag.id) ?? 0,
      now: at.getTime(),
    });
  }
}

/**
 * Records the refunds of bags just cancelled or returned (in the caller's transaction): each bag's
 * share of what the order's goods cost (refundShares). Bags already refunded are left as they are.
 */
export async function recordRefunds(
  tx: Tx,
  change: { order: OrderRow; shipmentId: string; bags: BagRow[]; kind: "cancel" | "return"; beneficiaryId?: string },
  at: Date,
): Promise<void> {
  const { order, kind } = change;
  // An unpaid (COD) order that is cancelled owes nothing back.
  if (kind === "cancel" && needsBeneficiary(order.paymentMode)) return;
  if (change.bags.length === 0) return;
  const [all, refunded] = await Promise.all([
    grossOfBags(tx, order.id),
    tx.select({ bagId: refunds.bagId, amount: refunds.amount }).from(refunds).where(eq(refunds.orderId, order.id)),
  ]);
  const fresh = change.bags.filter((bag) => !refunded.some((r) => r.bagId === bag.id));
  const shares = refundShares(goodsPaid(order), all, refunded, fresh.map(grossOf));
  if (fresh.length === 0) return;
  await tx
    .insert(refunds)
    .values(
      fresh.map((bag) => ({
        orderId: order.id,
        shipmentId: change.shipmentId,
        bagId: bag.id,
        amount: shares.get(bag.id) ?? 0,
        currencyCode: order.currencyCode,
        mode: order.paymentMode,
        status: kind === "cancel" ? "refund_done" : "pending",
        beneficiaryId: change.beneficiaryId ?? null,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .onConflictDoNothing({ target: [refunds.shipmentId, refunds.bagId] });
}

/** A completed return: its pending refunds are paid (in the caller's transaction). */
export async function completeRefunds(tx: Tx, shipmentId: string, at: Date): Promise<void> {
  await tx
    .update(refunds)
    .set({ status: "refund_done", updatedAt: at })
    .where(and(eq(refunds.shipmentId, shipmentId), eq(refunds.status, "pending")));
}

/** Refunds added up as Shipments.refund_details: pending while any is; null when there are none. */
export function refundDetails(rows: RefundRow[]): RefundDetails | null {
  if (rows.length === 0) return null;
  const latest = rows.reduce((a, b) => (b.updatedAt > a.updatedAt ? b : a));
  const beneficiary = rows.find((r) => r.beneficiaryId)?.beneficiaryId;
  return {
    status: rows.some((r) => r.status === "pending") ? "pending" : "refund_done",
    amount: round2(rows.reduce((sum, r) => sum + r.amount, 0)),
    mode: rows[0].mode,
    currency_code: rows[0].currencyCode,
    updated_at: latest.updatedAt.toISOString(),
    ...(beneficiary ? { beneficiary_id: beneficiary } : {}),
  };
}
