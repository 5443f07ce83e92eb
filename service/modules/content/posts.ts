/**
 * Blog posts (content/v1.0/blogs) and custom pages (content/v2.0/pages). Only published posts whose
 * publish date has come, and published pages, are served; newest posts first.
 */
import { and, asc, count, desc, eq, ilike, lte, or, sql, type SQL } from "drizzle-orm";
import type { Blog, BlogsResponse, ContentSeo, CustomPage, PagesResponse } from "../../contract/types";
import type { Db } from "../../db/client";
import { blogs, customPages } from "../../db/schema";
import { notFound } from "../../http/errors";
import { numberPage } from "../catalog/products";
import type { BlogsQuery, PagesQuery } from "./validators";

type BlogRow = typeof blogs.$inferSelect;
type PageRow = typeof customPages.$inferSelect;

const seoOf = (seo: { title: string; description: string }, image: string): ContentSeo => ({
  title: seo.title,
  description: seo.description,
  image: { url: image },
});

const dateMeta = (row: { createdAt: Date; updatedAt: Date }) => ({
  created_on: row.createdAt.toISOString(),
  modified_on: row.updatedAt.toISOString(),
});

function toBlog(row: BlogRow): Blog {
  return {
    _id: row.id,
    application: row.applicationId,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    author: row.author,
    content: row.content,
    feature_image: row.featureImage,
    published: row.published,
    publish_date: row.publishDate.toISOString(),
    reading_time: row.readingTime,
    tags: row.tags,
    seo: seoOf(row.seo, row.featureImage.secure_url),
    archived: false,
    date_meta: dateMeta(row),
    _custom_json: {},
  };
}

function toPage(row: PageRow): CustomPage {
  return {
    _id: row.id,
    application: row.applicationId,
    slug: row.slug,
    title: row.title,
    description: row.description,
    type: row.type,
    content: row.content,
    content_path: "",
    feature_image: row.featureImage,
    published: row.published,
    tags: row.tags,
    seo: seoOf(row.seo, row.featureImage.secure_url),
    orientation: "portrait",
    platform: "web",
    archived: false,
    component_ids: [],
    page_meta: [],
    visibility: {},
    _custom_json: {},
    date_meta: dateMeta(row),
  };
}

/** Escapes LIKE's wildcards in a shopper's search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const visibleBlogs = (applicationId: string, now: Date) =>
  and(eq(blogs.applicationId, applicationId), eq(blogs.published, true), lte(blogs.publishDate, now));

export async function listBlogs(
  db: Db,
  applicationId: string,
  { page_no, page_size, tags, search }: BlogsQuery,
  now: Date,
): Promise<BlogsResponse> {
  const conditions: (SQL | undefined)[] = [visibleBlogs(applicationId, now)];
  if (tags.length)
    conditions.push(
      sql`${blogs.tags} ?| array[${sql.join(
        tags.map((t) => sql`${t}`),
        sql`, `,
      )}]::text[]`,
    );
  if (search) conditions.push(or(ilike(blogs.title, likePattern(search)), ilike(blogs.summary, likePattern(search))));
  const where = and(...conditions);
  const [rows, [{ total }], tagRows] = await Promise.all([
    db
      .select()
      .from(blogs)
      .where(where)
      .orderBy(desc(blogs.publishDate), asc(blogs.id))
      .limit(page_size)
      .offset((page_no - 1) * page_size),
    db.select({ total: count() }).from(blogs).where(where),
    db.select({ tags: blogs.tags }).from(blogs).where(visibleBlogs(applicationId, now)),
  ]);
  return {
    items: rows.map(toBlog),
    page: numberPage(page_no, page_size, total),
    filters: { tags: [...new Set(tagRows.flatMap((r) => r.tags))].sort() },
  };
}

export async function blogBySlug(db: Db, applicationId: string, slug: string, now: Date): Promise<Blog> {
  const [row] = await db
    .select()
    .from(blogs)
    .where(and(visibleBlogs(applicationId, now), eq(blogs.slug, slug)))
    .limit(1);
  if (!row) throw notFound("Blog not found");
  return toBlog(row);
}

const visiblePages = (applicationId: string) =>
  and(eq(customPages.applicationId, applicationId), eq(customPages.published, true));

export async function listPages(
  db: Db,
  applicationId: string,
  { page_no, page_size }: PagesQuery,
): Promise<PagesResponse> {
  const where = visiblePages(applicationId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(customPages)
      .where(where)
      .orderBy(asc(customPages.createdAt), asc(customPages.id))
      .limit(page_size)
      .offset((page_no - 1) * page_size),
    db.select({ total: count() }).from(customPages).where(where),
  ]);
  return { items: rows.map(toPage), page: numberPage(page_no, page_size, total) };
}

export async function pageBySlug(db: Db, applicationId: string, slug: string): Promise<CustomPage> {
  const [row] = await db
    .select()
    .from(customPages)
    .where(and(visiblePages(applicationId), eq(customPages.slug, slug)))
    .limit(1);
  if (!row) throw notFound("Page not found");
  return toPage(row);
}
