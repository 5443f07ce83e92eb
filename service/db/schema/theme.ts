/**
 * Theme: themes and their pages (sections stored in the API's response shape).
 */
import { boolean, index, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { applicationRef } from "./configuration";

export const themes = pgTable(
  "themes",
  {
    id: text("id").primaryKey(),
    applicationId: applicationRef(),
    name: text("name").notNull(),
    version: text("version").notNull().default("1.0.0"),
    applied: boolean("applied").notNull().default(false),
    themeType: text("theme_type").notNull().default("react"),
    font: jsonb("font").notNull().$type<Record<string, unknown>>(),
    config: jsonb("config").notNull().$type<Record<string, unknown>>(),
    styles: jsonb("styles").notNull().$type<Record<string, unknown>>().default({}),
    availableSections: jsonb("available_sections").notNull().$type<unknown[]>(),
    meta: jsonb("meta").notNull().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("themes_app_applied").on(t.applicationId, t.applied)],
);

export const themePages = pgTable(
  "theme_pages",
  {
    themeId: text("theme_id")
      .notNull()
      .references(() => themes.id, { onDelete: "cascade" }),
    id: text("id").notNull(),
    value: text("value").notNull(),
    text: text("text").notNull(),
    path: text("path").notNull(),
    type: text("type").notNull().default("system"),
    props: jsonb("props").notNull().$type<unknown[]>().default([]),
    seo: jsonb("seo").notNull().$type<Record<string, unknown>>().default({}),
    sections: jsonb("sections").notNull().$type<unknown[]>(),
    sectionsMeta: jsonb("sections_meta").notNull().$type<unknown[]>().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.themeId, t.value] })],
);

/**
 * Section preview drafts (the editor's unsaved sections of one page): named by the hash of their
 * content, read by the page call's `section_preview_hash`. Not part of the theme: writing one
 * changes no shopper's page.
 */
export const themeSectionPreviews = pgTable(
  "theme_section_previews",
  {
    hash: text("hash").primaryKey(),
    themeId: text("theme_id")
      .notNull()
      .references(() => themes.id, { onDelete: "cascade" }),
    pageValue: text("page_value").notNull(),
    sections: jsonb("sections").notNull().$type<unknown[]>(),
    createdAt: createdAt(),
  },
  (t) => [index("theme_section_previews_created").on(t.createdAt)],
);
