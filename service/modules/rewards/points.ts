/** The signed-in shopper's reward points: the live balance and the history, newest first. */
import { and, count, desc, eq, gt, isNull, or, sql, sum } from "drizzle-orm";
import type { PointsDetails, PointsHistory, PointsHistoryDetails } from "../../contract/types";
import type { Db, Tx } from "../../db/client";
import { rewardPoints } from "../../db/schema";
import { ApiError } from "../../http/errors";

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
