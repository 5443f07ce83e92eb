/**
 * Follows (the wishlist): a signed-in shopper follows products, brands and collections by uid.
 * Following twice or unfollowing what is not followed succeeds (idempotent); following needs the
 * item to exist. The listing is newest first, cursor-paged on (created_at, collection_id).
 */
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type {
  FollowCollectionType,
  FollowedBrand,
  FollowedCollection,
  FollowIdsResponse,
  FollowPostResponse,
  GetFollowListingResponse,
} from "../../contract/types";
import type { Db } from "../../db/client";
import { ownedBy, type Owner } from "../../db/owner";
import { brands, collections, follows, products } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { BASE_PRICING, type Pricing } from "./money";
import { listingsByUids, media, pageAction } from "./products";
import type { CatalogState } from "./state";

export const FOLLOW_TYPES = ["products", "brands", "collections"] as const satisfies readonly FollowCollectionType[];
/** Spec part 2 §9: favourites are listed 15 a page. */
export const FOLLOW_PAGE_SIZE = 15;

const SINGULAR: Record<FollowCollectionType, string> = {
  products: "Product",
  brands: "Brand",
  collections: "Collection",
};

interface FollowItem {
  collectionType: FollowCollectionType;
  /** The uid, as its decimal text. */
  collectionId: string;
}

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

async function itemExists(db: Db, type: FollowCollectionType, uid: number): Promise<boolean> {
  const table = type === "products" ? products : type === "brands" ? brands : collections;
  const where =
    type === "collections" ? and(eq(collections.uid, uid), eq(collections.isActive, true)) : eq(table.uid, uid);
  const [row] = await db.select({ uid: table.uid }).from(table).where(where).limit(1);
  return !!row;
}

/** The uids the shopper follows, per type (of one type when given), newest first. */
export async function followedIds(
  db: Db,
  follower: Owner,
  collectionType: FollowCollectionType | undefined,
): Promise<FollowIdsResponse> {
  const rows = await db
    .select({ type: follows.collectionType, id: follows.collectionId })
    .from(follows)
    .where(and(ownedBy(follows, follower), collectionType ? eq(follows.collectionType, collectionType) : undefined))
    .orderBy(desc(follows.createdAt), desc(follows.collectionId));
  const data: FollowIdsResponse["data"] = { products: [], brands: [], collections: [] };
  for (const row of rows) data[row.type]?.push(Number(row.id));
  return { data };
}

export async function follow(db: Db, follower: Owner, item: FollowItem, now: number): Promise<FollowPostResponse> {
  const { collectionType, collectionId } = item;
  if (!(await itemExists(db, collectionType, Number(collectionId)))) {
    throw notFound(`${SINGULAR[collectionType]} ${collectionId} not found`);
  }
  await db
    .insert(follows)
    .values({
      applicationId: follower.applicationId,
      userId: follower.userId,
      collectionType,
      collectionId,
      createdAt: new Date(now),
    })
    .onConflictDoNothing();
  return { message: `${SINGULAR[collectionType]} added to your followed list`, id: collectionId };
}

export async function unfollow(db: Db, follower: Owner, item: FollowItem): Promise<FollowPostResponse> {
  await db
    .delete(follows)
    .where(
      and(
        ownedBy(follows, follower),
        eq(follows.collectionType, item.collectionType),
        eq(follows.collectionId, item.collectionId),
      ),
    );
  return { message: `${SINGULAR[item.collectionType]} removed from your followed list`, id: item.collectionId };
}

/** Followed items whose uids are given, in that order (items gone meanwhile are left out). */
async function followedItems(
  db: Db,
  state: CatalogState,
  collectionType: FollowCollectionType,
  uids: number[],
  pricing: Pricing,
): Promise<GetFollowListingResponse["items"]> {
  if (collectionType === "products") {
    return listingsByUids(db, await state.dictionary(await state.revision()), uids, pricing);
  }
  if (!uids.length) return [];
  const found =
    collectionType === "brands"
      ? await db
          .select({ uid: brands.uid, name: brands.name, slug: brands.slug, logo: brands.logo })
          .from(brands)
          .where(inArray(brands.uid, uids))
      : await db
          .select({ uid: collections.uid, name: collections.name, slug: collections.slug, logo: collections.logo })
          .from(collections)
          .where(and(inArray(collections.uid, uids), eq(collections.isActive, true)));
  const type = collectionType === "brands" ? "brand" : "collection";
  const byUid = new Map(found.map((r) => [r.uid, r]));
  return uids.flatMap((uid): FollowedBrand[] | FollowedCollection[] => {
    const r = byUid.get(uid);
    return r
      ? [
          {
            uid: r.uid,
            name: r.name,
            slug: r.slug,
            logo: media(r.logo),
            action: pageAction(type, r.slug, `/${type}/${r.slug}/`),
          },
        ]
      : [];
  });
}

/** One page of the shopper's follows of a type, newest first. */
export async function listFollows(
  db: Db,
  state: CatalogState,
  follower: Owner,
  input: { collectionType: FollowCollectionType; pageId?: string; pageSize: number },
  pricing: Pricing = BASE_PRICING,
): Promise<GetFollowListingResponse> {
  const { collectionType, pageSize } = input;
  const cursor = decodeCursor(input.pageId);
  const mine = and(ownedBy(follows, follower), eq(follows.collectionType, collectionType));
  const after = cursor
    ? sql`(${follows.createdAt}, ${follows.collectionId}) < (${cursor.t}::timestamptz, ${cursor.i})`
    : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: follows.collectionId, createdAt: follows.createdAt })
      .from(follows)
      .where(and(mine, after))
      .orderBy(desc(follows.createdAt), desc(follows.collectionId))
      .limit(pageSize + 1),
    db.select({ total: count() }).from(follows).where(mine),
  ]);
  const hasNext = rows.length > pageSize;
  const pageRows = rows.slice(0, pageSize);
  const last = pageRows.at(-1);
  const items = await followedItems(
    db,
    state,
    collectionType,
    pageRows.map((r) => Number(r.id)),
    pricing,
  );
  return {
    items,
    page: {
      type: "cursor",
      size: pageSize,
      item_total: total,
      has_previous: cursor !== undefined,
      has_next: hasNext,
      ...(hasNext && last ? { next_id: encodeCursor({ t: last.createdAt.toISOString(), i: last.id }) } : {}),
    },
  };
}
