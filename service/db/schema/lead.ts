/**
 * Lead: support tickets, their history, custom forms and their responses.
 */
import { boolean, index, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { CustomFormInput } from "../../contract/types/lead";
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

/** A ticket's history (createHistory): comments, ratings, logs and threads, oldest first. */
export const ticketHistory = pgTable(
  "ticket_history",
  {
    id: text("id").primaryKey(),
    ticketId: text("ticket_id")
      .notNull()
      .references(() => tickets.id, { onDelete: "cascade" }),
    /** rating, log, comment or thread (the official HistoryTypeEnum). */
    type: text("type").notNull(),
    value: jsonb("value").notNull().$type<unknown>(),
    /** The signed-in shopper who added the entry, when there is one. */
    createdBy: text("created_by"),
    userAgent: text("user_agent").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("ticket_history_ticket").on(t.ticketId, t.createdAt)],
);

/** Custom forms (lead getCustomForm / submitCustomForm): their fields are data, answers are validated against them. */
export const customForms = pgTable(
  "custom_forms",
  {
    id: text("id").primaryKey(),
    applicationId: applicationRef(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    headerImage: text("header_image").notNull().default(""),
    priority: text("priority").notNull().default("low"),
    loginRequired: boolean("login_required").notNull().default(false),
    shouldNotify: boolean("should_notify").notNull().default(false),
    successMessage: text("success_message").notNull().default(""),
    submitButton: jsonb("submit_button")
      .notNull()
      .$type<{ title: string; title_color: string; background_color: string }>(),
    inputs: jsonb("inputs").notNull().$type<CustomFormInput[]>(),
    /** Whether a submission also files a support ticket (category = the form's slug). */
    createsTicket: boolean("creates_ticket").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("custom_forms_app_slug").on(t.applicationId, t.slug)],
);

/** Submitted answers of custom forms, as validated. */
export const customFormResponses = pgTable(
  "custom_form_responses",
  {
    id: text("id").primaryKey(),
    formId: text("form_id")
      .notNull()
      .references(() => customForms.id, { onDelete: "cascade" }),
    /** The signed-in shopper, when the submission came with a session. */
    userId: text("user_id"),
    response: jsonb("response").notNull().$type<{ key: string; value: unknown }[]>(),
    attachments: jsonb("attachments")
      .notNull()
      .$type<{ type: string; value: string; display?: string }[]>()
      .default([]),
    ticketId: text("ticket_id").references(() => tickets.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("custom_form_responses_form").on(t.formId, t.createdAt)],
);
