/**
 * Content resources read by key: translations of resources (products, collections, pages…),
 * custom fields attached to a resource, and custom objects (entries of a definition).
 */
import { jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { applicationRef } from "./configuration";

/** A resource's translated texts in one locale (fetchResourceTranslations). */
export const resourceTranslations = pgTable(
  "resource_translations",
  {
    id: text("id").primaryKey(),
    applicationId: applicationRef(),
    /** e.g. "product", "collection", "page", "blog". */
    type: text("type").notNull(),
    resourceId: text("resource_id").notNull(),
    locale: text("locale").notNull(),
    value: jsonb("value").notNull().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("resource_translations_key").on(t.applicationId, t.type, t.locale, t.resourceId)],
);

/** Custom fields of one resource (a product by slug, a collection…): getCustomFieldsByResourceId. */
export const customFields = pgTable(
  "custom_fields",
  {
    id: text("id").primaryKey(),
    applicationId: applicationRef(),
    resource: text("resource").notNull(),
    resourceSlug: text("resource_slug").notNull(),
    namespace: text("namespace").notNull(),
    slug: text("slug").notNull(),
    /** Data type: string_single_line, string_multi_line, integer, float, boolean, date, url… */
    type: text("type").notNull(),
    values: jsonb("values").notNull().$type<unknown[]>(),
    definitionId: text("definition_id").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("custom_fields_key").on(t.applicationId, t.resource, t.resourceSlug, t.namespace, t.slug)],
);

/** One field of a custom object entry. */
export interface CustomObjectField {
  slug: string;
  type: string;
  values: unknown[];
  definition_id: string;
}

/** Entries of custom object definitions (getCustomObjectBySlug). */
export const customObjects = pgTable(
  "custom_objects",
  {
    id: text("id").primaryKey(),
    applicationId: applicationRef(),
    definitionId: text("definition_id").notNull(),
    definitionSlug: text("definition_slug").notNull(),
    definitionName: text("definition_name").notNull(),
    slug: text("slug").notNull(),
    displayName: text("display_name").notNull(),
    status: text("status").notNull().default("active"),
    fields: jsonb("fields").notNull().$type<CustomObjectField[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("custom_objects_key").on(t.applicationId, t.definitionSlug, t.slug)],
);
