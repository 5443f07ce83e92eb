/**
 * Content: navigation menus, FAQ (categories and questions), blog posts and custom pages.
 */
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
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

/** A FAQ category (FAQCategorySchema), shown in `position` order. */
export const faqCategories = pgTable(
  "faq_categories",
  {
    id: text("id").primaryKey(),
    applicationId: applicationRef(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    iconUrl: text("icon_url").notNull().default(""),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("faq_categories_app_slug").on(t.applicationId, t.slug)],
);

/** A question and its answer (FaqSchema, plain text), in a category, in `position` order. */
export const faqs = pgTable(
  "faqs",
  {
    id: text("id").primaryKey(),
    applicationId: applicationRef(),
    categoryId: text("category_id")
      .notNull()
      .references(() => faqCategories.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    tags: jsonb("tags").notNull().$type<string[]>().default([]),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("faqs_app_slug").on(t.applicationId, t.slug), index("faqs_category").on(t.categoryId)],
);

/** One block of a post's or page's content: `{type: "html" | "rawhtml" | "css" | "js", value}`. */
export interface ContentBlock {
  type: string;
  value: string;
}

/** A blog post (BlogSchema). Only published posts whose publish date has come are served. */
export const blogs = pgTable(
  "blogs",
  {
    id: text("id").primaryKey(),
    applicationId: applicationRef(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    author: jsonb("author").notNull().$type<{ name: string; designation: string; id: string }>(),
    content: jsonb("content").notNull().$type<ContentBlock[]>(),
    featureImage: jsonb("feature_image").notNull().$type<{ secure_url: string; aspect_ratio: string }>(),
    readingTime: text("reading_time").notNull().default(""),
    tags: jsonb("tags").notNull().$type<string[]>().default([]),
    seo: jsonb("seo").notNull().$type<{ title: string; description: string }>(),
    published: boolean("published").notNull().default(true),
    publishDate: timestamp("publish_date", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("blogs_app_slug").on(t.applicationId, t.slug),
    index("blogs_app_publish_date").on(t.applicationId, t.publishDate),
  ],
);

/** A custom page (PageSchema) at /page/:slug, e.g. about-us. Only published pages are served. */
export const customPages = pgTable(
  "custom_pages",
  {
    id: text("id").primaryKey(),
    applicationId: applicationRef(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** The page's kind: "html" (this store's pages) or "rawhtml". */
    type: text("type").notNull().default("html"),
    content: jsonb("content").notNull().$type<ContentBlock[]>(),
    featureImage: jsonb("feature_image").notNull().$type<{ secure_url: string; aspect_ratio: string }>(),
    tags: jsonb("tags").notNull().$type<string[]>().default([]),
    seo: jsonb("seo").notNull().$type<{ title: string; description: string }>(),
    published: boolean("published").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("custom_pages_app_slug").on(t.applicationId, t.slug)],
);
