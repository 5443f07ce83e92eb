/**
 * Support tickets. The storefront's product requests are tickets of category 'product-request'
 * whose image attachments must be files completed in this store's storage. A create carrying an
 * idempotency key that was seen before answers the first ticket.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Ticket } from "../../contract/types";
import type { Db, Tx } from "../../db/client";
import { newId } from "../../db/ids";
import { files, tickets } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { limitPerAddressHourly } from "../user/rate-limit";
import { fileIdFromUrl } from "../file-storage/files";
import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type CategoryKey,
  type TicketPriorityKey,
  type TicketStatusKey,
} from "./categories";
import type { CreateTicketBody } from "./validators";

/** The store a ticket belongs to. */
interface TicketOwner {
  applicationId: string;
  companyId: number;
}

/** Who files a ticket: the store, and the client address that contact messages are counted by. */
export interface TicketFiler extends TicketOwner {
  ip: string;
}

/** Contact-us messages per client address in one hour. */
const CONTACT_MESSAGES_PER_HOUR = 10;
const TOO_MANY_MESSAGES = "Too many messages from your network. Try again in an hour.";

/** 429 after CONTACT_MESSAGES_PER_HOUR messages of one kind (contact-us, custom-form) from one client address in the hour. */
export function limitContactMessages(
  db: Db,
  filer: TicketFiler,
  now: number,
  kind: "contact-us" | "custom-form" = "contact-us",
): Promise<void> {
  return limitPerAddressHourly(db, kind, filer, CONTACT_MESSAGES_PER_HOUR, TOO_MANY_MESSAGES, now);
}

type TicketRow = typeof tickets.$inferSelect;

export function toTicket(row: TicketRow, companyId: number): Ticket {
  return {
    _id: row.id,
    number: row.number,
    context: { application_id: row.applicationId, company_id: String(companyId) },
    content: {
      title: row.title,
      description: row.description,
      attachments: row.attachments.map((a) => ({
        type: "image",
        value: a.value,
        ...(a.display ? { display: a.display } : {}),
      })),
    },
    category: { key: row.category, display: TICKET_CATEGORIES[row.category as CategoryKey] ?? row.category },
    source: "sales_channel",
    status: {
      ...(TICKET_STATUSES[row.status as TicketStatusKey] ?? { key: row.status, display: row.status, color: "#888888" }),
    },
    priority: { ...(TICKET_PRIORITIES[row.priority as TicketPriorityKey] ?? TICKET_PRIORITIES.low) },
    tags: [],
    _custom_json: row.customJson,
    is_feedback_pending: false,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const byKey = (tx: Tx, applicationId: string, key: string) =>
  tx
    .select()
    .from(tickets)
    .where(and(eq(tickets.applicationId, applicationId), eq(tickets.idempotencyKey, key)))
    .limit(1);

/** 400 unless every attachment is a completed file of this store's storage. */
export async function checkAttachments(tx: Tx, applicationId: string, attachments: { value: string }[]): Promise<void> {
  const ids = attachments.map((a) => fileIdFromUrl(a.value));
  const known = new Set(
    ids.some(Boolean)
      ? (
          await tx
            .select({ id: files.id })
            .from(files)
            .where(
              and(
                eq(files.applicationId, applicationId),
                eq(files.status, "complete"),
                inArray(
                  files.id,
                  ids.filter((id): id is string => !!id),
                ),
              ),
            )
        ).map((f) => f.id)
      : [],
  );
  const errors: Record<string, string[]> = {};
  ids.forEach((id, i) => {
    if (!id || !known.has(id))
      errors[`content.attachments.${i}.value`] = ["Attachment is not a file uploaded to this store"];
  });
  if (Object.keys(errors).length) throw new ApiError(400, `Invalid request: ${Object.keys(errors).join(", ")}`, errors);
}

/**
 * Creates a ticket, or answers the one created before with the same idempotency key (`created`
 * false). Contact-us messages are limited per client address (CONTACT_MESSAGES_PER_HOUR).
 */
export async function createTicket(
  db: Db,
  owner: TicketFiler,
  body: CreateTicketBody,
  idempotencyKey: string | undefined,
  now: number,
): Promise<{ ticket: Ticket; created: boolean }> {
  if (body.category === "contact-us") await limitContactMessages(db, owner, now);
  const { row, created } = await db.transaction(async (tx) => {
    if (idempotencyKey) {
      const [seen] = await byKey(tx, owner.applicationId, idempotencyKey);
      if (seen) return { row: seen, created: false };
    }
    const attachments = body.content.attachments;
    await checkAttachments(tx, owner.applicationId, attachments);
    const [inserted] = await tx
      .insert(tickets)
      .values({
        id: newId(),
        applicationId: owner.applicationId,
        category: body.category,
        title: body.content.title,
        description: body.content.description,
        attachments,
        customJson: body._custom_json ?? {},
        status: body.status,
        priority: body.priority,
        idempotencyKey: idempotencyKey ?? null,
      })
      .onConflictDoNothing({ target: [tickets.applicationId, tickets.idempotencyKey] })
      .returning();
    if (inserted) return { row: inserted, created: true };
    // A concurrent create with the same key won the race: answer its ticket.
    const [winner] = await byKey(tx, owner.applicationId, idempotencyKey!);
    if (!winner) throw new ApiError(409, "A ticket with this Idempotency-Key is being created; retry");
    return { row: winner, created: false };
  });
  return { ticket: toTicket(row, owner.companyId), created };
}

export async function getTicket(db: Db, owner: TicketOwner, id: string): Promise<Ticket> {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), eq(tickets.applicationId, owner.applicationId)))
    .limit(1);
  if (!row) throw notFound("Ticket not found");
  return toTicket(row, owner.companyId);
}
