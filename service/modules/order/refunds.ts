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
import { refunds } from "../../db/schema";
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

/**
 * Records the refunds of bags just cancelled or returned (in the caller's transaction). Bags already
 * refunded are left as they are.
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
  await tx
    .insert(refunds)
    .values(
      change.bags.map((bag) => ({
        orderId: order.id,
        shipmentId: change.shipmentId,
        bagId: bag.id,
        amount: round2(bag.priceEffective * bag.quantity),
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
