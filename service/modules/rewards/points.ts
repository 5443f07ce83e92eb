/**
 * The signed-in shopper's reward points: the live balance and the history, newest first; and points
 * redeemed by an order (debited once per order in its checkout transaction, given back whole once
 * when its payment fails, or bag by bag as its bags are cancelled or their return completes).
 */
import { and, asc, count, desc, eq, gt, isNull, or, sql, sum } from "drizzle-orm";
import type { PointsDetails, PointsHistory, PointsHistoryDetails } from "../../contract/types";
import type { Db, Tx } from "../../db/client";
import { newId } from "../../db/ids";
import { rewardPoints } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { creditPoints } from "./offers";

export const HISTORY_PAGE_SIZE = 10;
export const HISTORY_MAX_PAGE_SIZE = 50;

type PointsRow = typeof rewardPoints.$inferSelect;
function toHistory(row: PointsRow): PointsHistory {
  return {
    _id: row.id,
    application_id: row.applicationId,
    user_id: row.userId,
    points: row.points,
    remaining_points: row.remainingPoints,
    claimed: true,
    expires_on: row.expiresOn ? row.expiresOn.toISOString() : null,
    txn_name: row.txnType,
    text_1: row.text1,
    text_2: row.text2,
    text_3: row.text3,
    meta: row.meta,
    created_at: row.createdAt.toISOString(),
    updated_at: row.createdAt.toISOString(),
  };
}

/** Points not expired at `now`. */
export async function pointsBalance(db: Tx, userId: string, now: number): Promise<PointsDetails> {
  const [row] = await db
    .select({ total: sum(rewardPoints.remainingPoints) })
    .from(rewardPoints)
    .where(
      and(
        eq(rewardPoints.userId, userId),
        or(isNull(rewardPoints.expiresOn), gt(rewardPoints.expiresOn, new Date(now))),
      ),
    );
  return { points: Number(row?.total ?? 0) };
}

/** One page of the history; page_id is the _id of the last item of the previous page (page.next_id). */
export async function pointsHistory(
  db: Db,
  userId: string,
  input: { pageId?: string; pageSize: number },
): Promise<PointsHistoryDetails> {
  const { pageSize } = input;
  const cursor = input.pageId && input.pageId !== "*" ? input.pageId : undefined;
  if (cursor) {
    const [found] = await db
      .select({ id: rewardPoints.id })
      .from(rewardPoints)
      .where(and(eq(rewardPoints.id, cursor), eq(rewardPoints.userId, userId)))
      .limit(1);
    if (!found) throw new ApiError(400, "page_id is invalid", { page_id: ["page_id is invalid"] });
  }
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(rewardPoints)
      .where(
        and(
          eq(rewardPoints.userId, userId),
          cursor
            ? sql`(${rewardPoints.createdAt}, ${rewardPoints.id}) < (select p.created_at, p.id from ${rewardPoints} p where p.id = ${cursor})`
            : undefined,
        ),
      )
      .orderBy(desc(rewardPoints.createdAt), desc(rewardPoints.id))
      .limit(pageSize + 1),
    db.select({ total: count() }).from(rewardPoints).where(eq(rewardPoints.userId, userId)),
  ]);
  const hasNext = rows.length > pageSize;
  const items = rows.slice(0, pageSize);
  return {
    items: items.map(toHistory),
    page: {
      type: "cursor",
      has_next: hasNext,
      has_previous: !!cursor,
      next_id: hasNext ? items[items.length - 1].id : null,
      size: pageSize,
      item_total: total,
    },
  };
}

const orderKey = (orderId: string) => `order:${orderId}`;
const refundKey = (orderId: string) => `refund:order:${orderId}`;

/**
 * Debits `points` for an order, taken from the credits that expire first (then the oldest), whose
 * rows are locked so two checkouts of one shopper cannot spend the same points. Once per order
 * (reason key `order:<id>`); 400 when the balance is short (the caller's transaction rolls back).
 */
export async function debitOrderPoints(
  tx: Tx,
  debit: { applicationId: string; userId: string; orderId: string; points: number; now: number },
): Promise<boolean> {
  if (debit.points <= 0) return false;
  const credits = await tx
    .select({ id: rewardPoints.id, remaining: rewardPoints.remainingPoints })
    .from(rewardPoints)
    .where(
      and(
        eq(rewardPoints.userId, debit.userId),
        gt(rewardPoints.remainingPoints, 0),
        or(isNull(rewardPoints.expiresOn), gt(rewardPoints.expiresOn, new Date(debit.now))),
      ),
    )
    .orderBy(sql`${rewardPoints.expiresOn} asc nulls last`, asc(rewardPoints.createdAt), asc(rewardPoints.id))
    .for("update");
  if (credits.reduce((sum, c) => sum + c.remaining, 0) < debit.points)
    throw new ApiError(400, "You do not have enough reward points for this order");
  const inserted = await tx
    .insert(rewardPoints)
    .values({
      id: newId(),
      applicationId: debit.applicationId,
      userId: debit.userId,
      points: -debit.points,
      remainingPoints: 0,
      txnType: "debit",
      reasonKey: orderKey(debit.orderId),
      text1: "Redeemed on an order",
      text2: debit.orderId,
      meta: { order_id: debit.orderId },
      createdAt: new Date(debit.now),
    })
    .onConflictDoNothing()
    .returning({ id: rewardPoints.id });
  if (inserted.length === 0) return false;
  let left = debit.points;
  for (const credit of credits) {
    if (left === 0) break;
    const take = Math.min(left, credit.remaining);
    await tx
      .update(rewardPoints)
      .set({ remainingPoints: sql`${rewardPoints.remainingPoints} - ${take}` })
      .where(eq(rewardPoints.id, credit.id));
    left -= take;
  }
  return true;
}

/**
 * The points an order redeemed, and what has been given back of them: whole (a failed payment:
 * `refund:order:<id>`) or per bag (cancelled or returned bags: `refund:order:<id>:bag:<bag id>`).
 * Null when the order redeemed none.
 */
export async function redeemedPoints(
  tx: Tx,
  orderId: string,
): Promise<{
  applicationId: string;
  userId: string;
  points: number;
  whole: boolean;
  bags: { bagId: number; amount: number }[];
} | null> {
  const [debit] = await tx
    .select()
    .from(rewardPoints)
    .where(eq(rewardPoints.reasonKey, orderKey(orderId)));
  if (!debit) return null;
  const given = await tx
    .select({ reasonKey: rewardPoints.reasonKey, points: rewardPoints.points })
    .from(rewardPoints)
    .where(
      and(
        eq(rewardPoints.userId, debit.userId),
        or(
          eq(rewardPoints.reasonKey, refundKey(orderId)),
          sql`${rewardPoints.reasonKey} like ${`${refundKey(orderId)}:bag:%`}`,
        ),
      ),
    );
  const bagOf = (key: string) => (key.startsWith(`${refundKey(orderId)}:bag:`) ? Number(key.split(":").at(-1)) : null);
  return {
    applicationId: debit.applicationId,
    userId: debit.userId,
    points: -debit.points,
    whole: given.some((row) => row.reasonKey === refundKey(orderId)),
    bags: given.flatMap((row) => {
      const bagId = bagOf(row.reasonKey);
      return bagId === null ? [] : [{ bagId, amount: row.points }];
    }),
  };
}

/** Gives back `points` of an order's redeemed points for one of its bags, once per bag. */
export async function givebackBagPoints(
  tx: Tx,
  giveback: { applicationId: string; userId: string; orderId: string; bagId: number; points: number; now: number },
): Promise<boolean> {
  if (giveback.points <= 0) return false;
  return creditPoints(tx, {
    applicationId: giveback.applicationId,
    userId: giveback.userId,
    points: giveback.points,
    reasonKey: `${refundKey(giveback.orderId)}:bag:${giveback.bagId}`,
    text1: "Points given back",
    text2: giveback.orderId,
    meta: { order_id: giveback.orderId, bag_id: giveback.bagId },
    now: giveback.now,
  });
}

/** Gives back the points an order redeemed, once (reason key `refund:order:<id>`). */
export async function givebackOrderPoints(tx: Tx, orderId: string, now: number): Promise<boolean> {
  const [debit] = await tx
    .select()
    .from(rewardPoints)
    .where(eq(rewardPoints.reasonKey, orderKey(orderId)));
  if (!debit) return false;
  return creditPoints(tx, {
    applicationId: debit.applicationId,
    userId: debit.userId,
    points: -debit.points,
    reasonKey: refundKey(orderId),
    text1: "Points given back",
    text2: orderId,
    meta: { order_id: orderId },
    now,
  });
}
