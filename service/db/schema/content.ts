/**
 * Content: navigation menus.
 */
import { jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { applicationRef } from "./configuration";

/** A navigation menu; `navigation` is the NavigationReference tree of the API. */
export const navigations = pgTable(
  "navigations",
  {
    id: text("id").primaryKey(),
    applicationId: applicationRef(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    platform: jsonb("platform").notNull().$type<string[]>(),
    position: text("position").notNull().default("top"),
    orientation: jsonb("orientation").notNull().$type<{ portrait: string[]; landscape: string[] }>(),
    navigation: jsonb("navigation").notNull().$type<unknown[]>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("navigations_app_slug").on(t.applicationId, t.slug)],
);
