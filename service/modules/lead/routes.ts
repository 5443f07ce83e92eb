/**
 * Lead module: support tickets. The storefront's product requests are tickets of category
 * 'product-request' whose image attachments must be files completed in this store's storage.
 * A create carrying an `Idempotency-Key` header that was seen before answers the first ticket.
 */
import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { Ticket } from "../../contract/types";
import type { Db } from "../../db/client";
import { files, tickets } from "../../db/schema";
import { ApiError, notFound, parseJson, parseParams } from "../../http/errors";
import type { ServiceEnv } from "../../http/middleware";
import { fileIdFromUrl } from "../file-storage/files";

export const TICKET_CATEGORIES = { "product-request": "Product request" } as const;
type CategoryKey = keyof typeof TICKET_CATEGORIES;
const categoryKeys = Object.keys(TICKET_CATEGORIES) as [CategoryKey, ...CategoryKey[]];

const STATUS = { open: { key: "open", display: "Open", color: "#eb9a34" } } as const;

const createBody = z.object({
  category: z.enum(categoryKeys, { message: `Unknown category: use ${categoryKeys.join(", ")}` }),
  content: z.object(
    {
      title: z
        .string({ required_error: "title is required" })
        .trim()
        .min(1, "title is required")
        .max(200, "title must be at most 200 characters"),
      description: z.string().max(10_000, "description must be at most 10000 characters").default(""),
      attachments: z
        .array(
          z.object({
            type: z.literal("image", { errorMap: () => ({ message: "Only image attachments are accepted" }) }),
            value: z.string().min(1, "value is required").max(2000),
            display: z.string().max(200).optional(),
          }),
        )
        .max(10, "At most 10 attachments")
        .default([]),
    },
    { required_error: "content is required" },
  ),
  _custom_json: z.record(z.unknown()).optional(),
});

const idempotencyKey = z
  .string()
  .regex(/^[\w-]{8,128}$/, "Idempotency-Key must be 8 to 128 letters, digits, '-' or '_'")
  .optional();

const ticketParams = z.object({ id: z.string().min(1).max(64) });

type TicketRow = typeof tickets.$inferSelect;

function toTicket(row: TicketRow, companyId: number): Ticket {
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
    status:
      STATUS.open.key === row.status ? { ...STATUS.open } : { key: row.status, display: row.status, color: "#888888" },
    priority: { key: "low", display: "Low", color: "#28a745" },
    tags: [],
    _custom_json: row.customJson,
    is_feedback_pending: false,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function leadRoutes(db: Db) {
  const routes = new Hono<ServiceEnv>({ strict: true });

  routes.post("/v1.0/ticket/", async (c) => {
    const app = c.get("application");
    const keyResult = idempotencyKey.safeParse(c.req.header("idempotency-key"));
    if (!keyResult.success)
      throw new ApiError(400, "Invalid request: Idempotency-Key", {
        "Idempotency-Key": keyResult.error.issues.map((i) => i.message),
      });
    const key = keyResult.data;
    const body = await parseJson(c, createBody);

    const { row, created } = await db.transaction(async (tx) => {
      if (key) {
        const [seen] = await tx
          .select()
          .from(tickets)
          .where(and(eq(tickets.applicationId, app.id), eq(tickets.idempotencyKey, key)))
          .limit(1);
        if (seen) return { row: seen, created: false };
      }
      const attachments = body.content.attachments;
      const ids = attachments.map((a) => fileIdFromUrl(a.value));
      const known = new Set(
        ids.some(Boolean)
          ? (
              await tx
                .select({ id: files.id })
                .from(files)
                .where(
                  and(
                    eq(files.applicationId, app.id),
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
      if (Object.keys(errors).length)
        throw new ApiError(400, `Invalid request: ${Object.keys(errors).join(", ")}`, errors);

      const [inserted] = await tx
        .insert(tickets)
        .values({
          id: randomBytes(12).toString("hex"),
          applicationId: app.id,
          category: body.category,
          title: body.content.title,
          description: body.content.description,
          attachments,
          customJson: body._custom_json ?? {},
          idempotencyKey: key ?? null,
        })
        .onConflictDoNothing({ target: [tickets.applicationId, tickets.idempotencyKey] })
        .returning();
      if (inserted) return { row: inserted, created: true };
      // A concurrent create with the same key won the race: answer its ticket.
      const [winner] = await tx
        .select()
        .from(tickets)
        .where(and(eq(tickets.applicationId, app.id), eq(tickets.idempotencyKey, key!)))
        .limit(1);
      if (!winner) throw new ApiError(409, "A ticket with this Idempotency-Key is being created; retry");
      return { row: winner, created: false };
    });
    if (!created) c.header("Idempotent-Replayed", "true");
    return c.json(toTicket(row, app.companyId), created ? 201 : 200);
  });

  routes.get("/v1.0/ticket/:id", async (c) => {
    const { id } = parseParams(c, ticketParams);
    const app = c.get("application");
    const [row] = await db
      .select()
      .from(tickets)
      .where(and(eq(tickets.id, id), eq(tickets.applicationId, app.id)))
      .limit(1);
    if (!row) throw notFound("Ticket not found");
    return c.json(toTicket(row, app.companyId));
  });

  return routes;
}
