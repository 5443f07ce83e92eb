/**
 * Follows (the wishlist): a signed-in shopper follows products, brands and collections by uid.
 * Following twice or unfollowing what is not followed succeeds (idempotent); following needs the
 * item to exist. The listing is newest first, cursor-paged on (created_at, collection_id).
 */
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type {
  FollowCollectionType,
  FollowedBrand,
  FollowedCollection,
  FollowIdsResponse,
  FollowPostResponse,
  GetFollowListingResponse,
} from "../../contract/types";
import type { Db } from "../../db/client";
import { brands, collections, follows, products } from "../../db/schema";
import { ApiError, notFound, parseParams, parseQuery, queryInt } from "../../http/errors";
import { currentUser, optionalUser, requireUser, type UserEnv } from "../../http/session";
import { listingsByUids, pageAction } from "./products";
import type { CatalogState } from "./state";

export const FOLLOW_TYPES = ["products", "brands", "collections"] as const satisfies readonly FollowCollectionType[];
/** Spec part 2 §9: favourites are listed 15 a page. */
export const FOLLOW_PAGE_SIZE = 15;

const collectionType = z.enum(FOLLOW_TYPES, { message: "collection_type must be products, brands or collections" });
const followParams = z.object({
  collection_type: collectionType,
  collection_id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "collection_id must be the uid of the product, brand or collection"),
});

const SINGULAR: Record<FollowCollectionType, string> = {
  products: "Product",
  brands: "Brand",
  collections: "Collection",
};

interface Cursor {
  t: string;
  i: string;
}
const invalidPageId = () =>
  new ApiError(400, "Invalid page_id", { page_id: ["page_id must be * or the next_id of the previous page"] });
const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");
function decodeCursor(pageId: string | undefined): Cursor | undefined {
  if (pageId === undefined || pageId === "*") return undefined;
  try {
    const cursor = JSON.parse(Buffer.from(pageId, "base64url").toString("utf8")) as Partial<Cursor>;
    if (
      typeof cursor.t === "string" &&
      !Number.isNaN(Date.parse(cursor.t)) &&
      typeof cursor.i === "string" &&
      /^\d{1,10}$/.test(cursor.i)
    ) {
      return { t: cursor.t, i: cursor.i };
    }
  } catch {
    // fall through
  }
  throw invalidPageId();
}

const media = (url: string) => ({ url, type: "image" as const });

async function itemExists(db: Db, type: FollowCollectionType, uid: number): Promise<boolean> {
  const table = type === "products" ? products : type === "brands" ? brands : collections;
  const where =
    type === "collections" ? and(eq(collections.uid, uid), eq(collections.isActive, true)) : eq(table.uid, uid);
  const [row] = await db.select({ uid: table.uid }).from(table).where(where).limit(1);
  return !!row;
}

export function followRoutes(db: Db, state: CatalogState, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const routes = new Hono<UserEnv>({ strict: true });
  routes.use("/v1.0/follow/*", optionalUser(db, now), requireUser());

  // Registered before /follow/:collection_type/ so "ids" is not taken for a collection type.
  routes.get("/v1.0/follow/ids/", async (c) => {
    const { collection_type } = parseQuery(c, z.object({ collection_type: collectionType.optional() }));
    const user = currentUser(c);
    const rows = await db
      .select({ type: follows.collectionType, id: follows.collectionId })
      .from(follows)
      .where(
        and(
          eq(follows.applicationId, c.get("application").id),
          eq(follows.userId, user.id),
          collection_type ? eq(follows.collectionType, collection_type) : undefined,
        ),
      )
      .orderBy(desc(follows.createdAt), desc(follows.collectionId));
    const data: FollowIdsResponse["data"] = { products: [], brands: [], collections: [] };
    for (const row of rows) data[row.type]?.push(Number(row.id));
    return c.json({ data } satisfies FollowIdsResponse);
  });

  routes.post("/v1.0/follow/:collection_type/:collection_id/", async (c) => {
    const { collection_type, collection_id } = parseParams(c, followParams);
    if (!(await itemExists(db, collection_type, Number(collection_id)))) {
      throw notFound(`${SINGULAR[collection_type]} ${collection_id} not found`);
    }
    await db
      .insert(follows)
      .values({
        applicationId: c.get("application").id,
        userId: currentUser(c).id,
        collectionType: collection_type,
        collectionId: collection_id,
        createdAt: new Date(now()),
      })
      .onConflictDoNothing();
    return c.json({
      message: `${SINGULAR[collection_type]} added to your followed list`,
      id: collection_id,
    } satisfies FollowPostResponse);
  });

  routes.delete("/v1.0/follow/:collection_type/:collection_id/", async (c) => {
    const { collection_type, collection_id } = parseParams(c, followParams);
    await db
      .delete(follows)
      .where(
        and(
          eq(follows.applicationId, c.get("application").id),
          eq(follows.userId, currentUser(c).id),
          eq(follows.collectionType, collection_type),
          eq(follows.collectionId, collection_id),
        ),
      );
    return c.json({
      message: `${SINGULAR[collection_type]} removed from your followed list`,
      id: collection_id,
    } satisfies FollowPostResponse);
  });

  routes.get("/v1.0/follow/:collection_type/", async (c) => {
    const { collection_type } = parseParams(c, z.object({ collection_type: collectionType }));
    const query = parseQuery(
      c,
      z.object({ page_id: z.string().max(200).optional(), page_size: queryInt(1, 100).default(FOLLOW_PAGE_SIZE) }),
    );
    const cursor = decodeCursor(query.page_id);
    const mine = and(
      eq(follows.applicationId, c.get("application").id),
      eq(follows.userId, currentUser(c).id),
      eq(follows.collectionType, collection_type),
    );
    const after = cursor
      ? sql`(${follows.createdAt}, ${follows.collectionId}) < (${cursor.t}::timestamptz, ${cursor.i})`
      : undefined;
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({ id: follows.collectionId, createdAt: follows.createdAt })
        .from(follows)
        .where(and(mine, after))
        .orderBy(desc(follows.createdAt), desc(follows.collectionId))
        .limit(query.page_size + 1),
      db.select({ total: count() }).from(follows).where(mine),
    ]);
    const hasNext = rows.length > query.page_size;
    const pageRows = rows.slice(0, query.page_size);
    const uids = pageRows.map((r) => Number(r.id));
    const last = pageRows.at(-1);

    let items: GetFollowListingResponse["items"];
    if (collection_type === "products") {
      items = await listingsByUids(db, await state.dictionary(await state.revision()), uids);
    } else if (collection_type === "brands") {
      const found = uids.length ? await db.select().from(brands).where(inArray(brands.uid, uids)) : [];
      const byUid = new Map(found.map((b) => [b.uid, b]));
      items = uids.flatMap((uid): FollowedBrand[] => {
        const b = byUid.get(uid);
        return b
          ? [
              {
                uid: b.uid,
                name: b.name,
                slug: b.slug,
                logo: media(b.logo),
                action: pageAction("brand", b.slug, `/brand/${b.slug}/`),
              },
            ]
          : [];
      });
    } else {
      const found = uids.length
        ? await db
            .select()
            .from(collections)
            .where(and(inArray(collections.uid, uids), eq(collections.isActive, true)))
        : [];
      const byUid = new Map(found.map((r) => [r.uid, r]));
      items = uids.flatMap((uid): FollowedCollection[] => {
        const r = byUid.get(uid);
        return r
          ? [
              {
                uid: r.uid,
                name: r.name,
                slug: r.slug,
                logo: media(r.logo),
                action: pageAction("collection", r.slug, `/collection/${r.slug}/`),
              },
            ]
          : [];
      });
    }
    const body: GetFollowListingResponse = {
      items,
      page: {
        type: "cursor",
        size: query.page_size,
        item_total: total,
        has_previous: cursor !== undefined,
        has_next: hasNext,
        ...(hasNext && last ? { next_id: encodeCursor({ t: last.createdAt.toISOString(), i: last.id }) } : {}),
      },
    };
    return c.json(body);
  });

  return routes;
}
