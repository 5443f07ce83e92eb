/**
 * Sorts, keyset cursors and the page query of the product listing. Every sort has a (key, uid)
 * btree: number pages use LIMIT/OFFSET on it, cursor pages continue with a row comparison
 * `(key, uid) > (k, u)`, so deep pages cost the same as the first.
 */
import { and, sql, type SQL } from "drizzle-orm";
import type { Page, ProductSortOn } from "../../../contract/types";
import { collectionItems, products } from "../../../db/schema";
import { ApiError } from "../../../http/errors";

/** The sorts in the order the response lists them: value → display name. */
const SORT_DISPLAY = {
  latest: "Latest Products",
  popular: "Popularity",
  price_asc: "Price Low to High",
  price_dsc: "Price High to Low",
  discount_asc: "Discount Low to High",
  discount_dsc: "Discount High to Low",
  rating_dsc: "Rating",
} as const;

export type SortOn = keyof typeof SORT_DISPLAY;
export const SORT_VALUES = Object.keys(SORT_DISPLAY) as [SortOn, ...SortOn[]];

export function sortOnList(selected: string | undefined): ProductSortOn[] {
  const current = selected ?? "popular";
  return SORT_VALUES.map((value) => ({
    display: SORT_DISPLAY[value],
    name: SORT_DISPLAY[value],
    value,
    is_selected: value === current,
  }));
}

type KeyType = "int" | "numeric" | "timestamptz";

interface SortSpec {
  name: SortOn | "position";
  /** The sort key; its (key, uid) index serves ORDER BY and the cursor's row comparison. */
  key: SQL;
  desc: boolean;
  type: KeyType;
}

export function sortSpec(sort: SortOn | "position"): SortSpec {
  switch (sort) {
    case "latest":
      return { name: sort, key: sql`${products.onlineDate}`, desc: true, type: "timestamptz" };
    case "price_asc":
    case "price_dsc":
      return { name: sort, key: sql`${products.priceEffectiveMin}`, desc: sort === "price_dsc", type: "numeric" };
    case "discount_asc":
    case "discount_dsc":
      return { name: sort, key: sql`${products.discountPercent}`, desc: sort === "discount_dsc", type: "int" };
    case "rating_dsc":
      // Unrated products last: the same expression as the products_rating_uid index.
      return { name: sort, key: sql`coalesce(${products.rating}, 0)`, desc: true, type: "numeric" };
    case "position":
      return { name: sort, key: sql`${collectionItems.position}`, desc: false, type: "int" };
    default:
      return { name: "popular", key: sql`${products.popularity}`, desc: true, type: "int" };
  }
}

interface Cursor {
  s: string;
  k: string;
  u: number;
}

const KEY_TEXT: Record<KeyType, RegExp> = {
  int: /^-?\d{1,12}$/,
  numeric: /^-?\d{1,12}(\.\d{1,6})?$/,
  timestamptz: /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/,
};

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");

const invalidPageId = () =>
  new ApiError(400, "Invalid page_id", { page_id: ["page_id must be * or the next_id of the previous page"] });

export function decodeCursor(pageId: string, sort: SortSpec): Cursor | undefined {
  if (pageId === "*") return undefined;
  let cursor: Partial<Cursor>;
  try {
    cursor = JSON.parse(Buffer.from(pageId, "base64url").toString("utf8")) as Partial<Cursor>;
  } catch {
    throw invalidPageId();
  }
  if (
    !cursor ||
    cursor.s !== sort.name ||
    typeof cursor.k !== "string" ||
    !KEY_TEXT[sort.type].test(cursor.k) ||
    !Number.isInteger(cursor.u)
  ) {
    throw invalidPageId();
  }
  return cursor as Cursor;
}

interface PageWindow {
  sort: SortSpec;
  /** Cursor paging when defined (undefined = the first page), else number paging from `offset`. */
  cursor?: Cursor;
  offset: number;
  pageSize: number;
  /** The "items" collection whose position the "position" sort reads. */
  collectionUid?: number;
}

/** Uids and sort keys (as text) of one page, plus one row that tells whether a next page exists. */
export function pageQuery(where: SQL | undefined, { sort, cursor, offset, pageSize, collectionUid }: PageWindow): SQL {
  const dir = sql.raw(sort.desc ? "desc" : "asc");
  const conditions = [
    where,
    cursor
      ? sql`(${sort.key}, ${products.uid}) ${sql.raw(sort.desc ? "<" : ">")} (${cursor.k}::${sql.raw(sort.type)}, ${cursor.u}::int)`
      : undefined,
  ].filter((c) => c !== undefined);
  const join =
    sort.name === "position"
      ? sql` join ${collectionItems} on ${collectionItems.productUid} = ${products.uid} and ${collectionItems.collectionUid} = ${collectionUid!}`
      : sql``;
  return sql`select ${products.uid} as uid, (${sort.key})::text as k from ${products}${join}${conditions.length ? sql` where ${and(...conditions)}` : sql``} order by ${sort.key} ${dir}, ${products.uid} ${dir} limit ${pageSize + 1} offset ${offset}`;
}

/** The response's page: cursor pages carry the next_id of their last row when there is more. */
export function pageOf(
  rows: { uid: number; k: string }[],
  window: PageWindow & { cursorMode: boolean; pageNo: number; itemTotal: number },
): Page {
  const hasMore = rows.length > window.pageSize;
  const last = rows[Math.min(rows.length, window.pageSize) - 1];
  return window.cursorMode
    ? {
        type: "cursor",
        has_previous: window.cursor !== undefined,
        has_next: hasMore,
        item_total: window.itemTotal,
        size: window.pageSize,
        ...(hasMore && last ? { next_id: encodeCursor({ s: window.sort.name, k: last.k, u: last.uid }) } : {}),
      }
    : {
        type: "number",
        current: window.pageNo,
        size: window.pageSize,
        item_total: window.itemTotal,
        has_next: hasMore,
        has_previous: window.pageNo > 1,
      };
}
