/**
 * Lead: support tickets.
 */
import { jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { applicationRef } from "./configuration";

/** Support tickets (lead module), e.g. product requests from the storefront. */
export const tickets = pgTable(
  "tickets",
  {
    id: text("id").primaryKey(), // 24 hex characters
    /** The number shoppers quote. */
    number: serial("number").notNull(),
    applicationId: applicationRef(),
    category: text("category").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    attachments: jsonb("attachments")
      .notNull()
      .$type<{ type: string; value: string; display?: string }[]>()
      .default([]),
    customJson: jsonb("custom_json").notNull().$type<Record<string, unknown>>().default({}),
    status: text("status").notNull().default("open"),
    /** low, medium, high or urgent (the official PriorityEnum). */
    priority: text("priority").notNull().default("low"),
    /** The client's Idempotency-Key: a repeated create answers the first ticket. */
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("tickets_app_idempotency_key").on(t.applicationId, t.idempotencyKey),
    uniqueIndex("tickets_number").on(t.number),
  ],
);
