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
): Map<number, number> {
  const gross = all.reduce((sum, bag) => sum + bag.gross, 0);
  const shares = new Map(bags.map((bag) => [bag.id, gross > 0 ? round2((bag.gross * goods) / gross) : 0]));
  const done = new Set([...refunded.map((r) => r.bagId), ...bags.map((b) => b.id)]);
  const last = bags.at(-1);
  if (last && all.every((bag) => done.has(bag.id))) {
    const before = refunded.reduce((sum, r) => sum + r.amount, 0);
    const others = bags.slice(0, -1).reduce((sum, bag) => sum + (shares.get(bag.id) ?? 0), 0);
    shares.set(last.id, round2(Math.max(0, goods - before - others)));
  }
  return shares;
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
    tx
      .select({ id: orderBags.id, price: orderBags.priceEffective, quantity: orderBags.quantity })
      .from(orderBags)
      .innerJoin(shipments, eq(shipments.id, orderBags.shipmentId))
      .where(eq(shipments.orderId, order.id)),
    tx.select({ bagId: refunds.bagId, amount: refunds.amount }).from(refunds).where(eq(refunds.orderId, order.id)),
  ]);
  const gross = (bag: { id: number; price: number; quantity: number }) => ({
    id: bag.id,
    gross: bag.price * bag.quantity,
  });
  const fresh = change.bags.filter((bag) => !refunded.some((r) => r.bagId === bag.id));
  const shares = refundShares(
    goodsPaid(order),
    all.map(gross),
    refunded,
    fresh.map((bag) => gross({ id: bag.id, price: bag.priceEffective, quantity: bag.quantity })),
  );
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
