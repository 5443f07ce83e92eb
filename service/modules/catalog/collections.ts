/** Collections: the published list with its tag filter, one collection, and its rules as filters. */
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Collection, CollectionListingResponse } from "../../contract/types";
import type { Db } from "../../db/client";
import { collections } from "../../db/schema";
import { notFound } from "../../http/errors";
import type { FilterMap } from "./filters";
import { banners, listingAction, media, numberPage } from "./products";
import type { CollectionsQuery } from "./validators";

type CollectionRow = typeof collections.$inferSelect;

function toCollection(row: CollectionRow, appId: string): Collection {
  return {
    uid: String(row.uid),
    slug: row.slug,
    name: row.name,
    description: row.description,
    type: row.type as Collection["type"],
    query: row.query,
    banners: banners(row),
    logo: media(row.logo),
    tags: row.tags,
    is_active: row.isActive,
    published: row.published,
    allow_facets: row.allowFacets,
    allow_sort: row.allowSort,
    visible_facets_keys: [],
    sort_on: row.sortOn,
    badge: row.badge,
    meta: {},
    priority: row.priority,
    action: listingAction("collection", `/collection/${row.slug}/`, row.slug),
    app_id: appId,
    _custom_json: {},
  };
}

/** A "query" collection's rules, as product-list filters. */
export function collectionFilters(row: CollectionRow): FilterMap {
  const filters: FilterMap = new Map();
  for (const rule of row.query) filters.set(rule.attribute, rule.value.map(String));
  return filters;
}

/** An active collection; 404 otherwise. */
export async function findCollection(db: Db, slug: string): Promise<CollectionRow> {
  const [row] = await db
    .select()
    .from(collections)
    .where(and(eq(collections.slug, slug), eq(collections.isActive, true)))
    .limit(1);
  if (!row) throw notFound(`Collection ${slug} not found`);
  return row;
}

export async function getCollection(db: Db, applicationId: string, slug: string): Promise<Collection> {
  return toCollection(await findCollection(db, slug), applicationId);
}

/** Active, published collections by priority, filtered by tags (any of them) and a name search. */
export async function listCollections(
  db: Db,
  applicationId: string,
  query: CollectionsQuery,
): Promise<CollectionListingResponse> {
  const tags = query.tag === undefined ? [] : Array.isArray(query.tag) ? query.tag : [query.tag];
  const conditions = [eq(collections.isActive, true), eq(collections.published, true)];
  if (tags.length) conditions.push(sql`${collections.tags} && ${sql.param(tags)}::text[]`);
  if (query.q) conditions.push(sql`${collections.name} ilike ${`%${query.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}`);
  const where = and(...conditions);
  const [rows, [{ total }], tagRows] = await Promise.all([
    db
      .select()
      .from(collections)
      .where(where)
      .orderBy(desc(collections.priority), asc(collections.uid))
      .limit(query.page_size)
      .offset((query.page_no - 1) * query.page_size),
    db.select({ total: count() }).from(collections).where(where),
    db.selectDistinct({ tag: sql<string>`unnest(${collections.tags})` }).from(collections),
  ]);
  return {
    items: rows.map((row) => toCollection(row, applicationId)),
    filters: {
      tags: tagRows.map(({ tag }) => ({ name: tag, display: tag, is_selected: tags.includes(tag) })),
      type: ["query", "items"].map((t) => ({ name: t, display: t, is_selected: false })),
    },
    page: numberPage(query.page_no, query.page_size, total),
  };
}
