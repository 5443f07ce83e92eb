/** A ticket's history: comments, ratings, logs and threads added to it (createHistory). */
import { and, eq } from "drizzle-orm";
import type { TicketHistory } from "../../contract/types";
import type { Db } from "../../db/client";
import { newId } from "../../db/ids";
import { ticketHistory, tickets } from "../../db/schema";
import { notFound } from "../../http/errors";
import type { HistoryBody } from "./validators";

/** Who adds an entry: the store, the signed-in shopper if any, and their browser. */
interface HistoryAuthor {
  applicationId: string;
  userId?: string;
  userAgent: string;
}

/** Adds an entry to a ticket of this store (404 for another store's or an unknown ticket). */
export async function addTicketHistory(
  db: Db,
  author: HistoryAuthor,
  ticketId: string,
  body: HistoryBody,
): Promise<TicketHistory> {
  const [ticket] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.id, ticketId), eq(tickets.applicationId, author.applicationId)))
    .limit(1);
  if (!ticket) throw notFound("Ticket not found");
  const [row] = await db
    .insert(ticketHistory)
    .values({
      id: newId(),
      ticketId,
      type: body.type,
      value: body.value,
      createdBy: author.userId ?? null,
      userAgent: author.userAgent,
    })
    .returning();
  return {
    _id: row.id,
    ticket_id: row.ticketId,
    type: body.type,
    value: row.value,
    created_on: { user_agent: row.userAgent },
    ...(row.createdBy ? { created_by: row.createdBy } : {}),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
