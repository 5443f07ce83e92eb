/**
 * The product listing behind GET products/, collection items and the home listing: search, filters,
 * sorts, number and keyset-cursor paging, exact totals and facets.
 *
 * Per request:
 *  1. the catalogue revisions (one row) and the dictionary of departments/brands/categories (memoised
 *     per revision), so filter slugs become uid lists and facet values get their names;
 *  2. the page: uids only, from `products` alone, ordered by (sort key, uid) with LIMIT — every sort
 *     has a (key, uid) btree, and cursor pages continue with a row comparison `(key, uid) > (k, u)`,
 *     so deep pages cost the same as the first;
 *  3. the listing rows of those uids (names from the dictionary, not joins);
 *  4. the total, and with `filters=true` the facets: one GROUPING SETS pass for every facet whose key
 *     is not selected (its () set is the total), one query for the in-stock sizes, and one per
 *     selected key without that key's own condition (standard faceting). These passes read the
 *     narrow products_facets index, not the product rows. Totals and facets are memoised per
 *     revision (state.ts): exact, and computed once per catalogue change rather than per request.
 */
import { and, inArray, or, sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type {
  Page,
  ProductFilter,
  ProductFilterValue,
  ProductListingDetail,
  ProductSortOn,
} from "../../contract/types";
import type { Db } from "../../db/client";
import { collectionItems, products, productSizes } from "../../db/schema";
import { ApiError } from "../../http/errors";
import {
  canonicalFilters,
  compareSizes,
  DISCOUNT_BUCKETS,
  parseDiscount,
  parseRange,
  parseRating,
  PRICE_DISPLAY_FORMAT,
  PRICE_QUERY_FORMAT,
  RATING_LEVELS,
  ratingDisplay,
  type FilterMap,
} from "./filters";
import { listingsByUids } from "./products";
import { queryRows, type CatalogState, type Dictionary } from "./state";

export const SORT_OPTIONS = [
  { value: "latest", display: "Latest Products" },
  { value: "popular", display: "Popularity" },
  { value: "price_asc", display: "Price Low to High" },
  { value: "price_dsc", display: "Price High to Low" },
  { value: "discount_asc", display: "Discount Low to High" },
  { value: "discount_dsc", display: "Discount High to Low" },
  { value: "rating_dsc", display: "Rating" },
] as const;

export type SortOn = (typeof SORT_OPTIONS)[number]["value"];
export const SORT_VALUES = SORT_OPTIONS.map((o) => o.value) as [SortOn, ...SortOn[]];

export function sortOnList(selected: string | undefined): ProductSortOn[] {
  const current = selected ?? "popular";
  return SORT_OPTIONS.map((o) => ({
    display: o.display,
    name: o.display,
    value: o.value,
    is_selected: o.value === current,
  }));
}

// ---------------------------------------------------------------------------------------------
// Sorts and cursors

type KeyType = "int" | "numeric" | "timestamptz";

interface SortSpec {
  name: SortOn | "position";
  /** The sort key; its (key, uid) index serves ORDER BY and the cursor's row comparison. */
  key: SQL;
  desc: boolean;
  type: KeyType;
}

function sortSpec(sort: SortOn | "position"): SortSpec {
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

function decodeCursor(pageId: string, sort: SortSpec): Cursor | undefined {
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

// ---------------------------------------------------------------------------------------------
// Conditions

const defined = <T>(x: T | undefined | null): x is T => x !== undefined && x !== null;
const never = sql`false`;
const anyOf = (parts: SQL[]): SQL => (parts.length === 0 ? never : parts.length === 1 ? parts[0] : or(...parts)!);

/**
 * The condition of one filter key, or null when the key is unknown or none of its values can be
 * read (ignored, like Fynd ignores unknown keys). Unknown slugs of a known key match nothing.
 */
function keyCondition(key: string, values: string[], dict: Dictionary): SQL | null {
  switch (key) {
    case "department": {
      const uids = values.map((v) => dict.departmentBySlug.get(v)?.uid).filter(defined);
      return uids.length ? inArray(products.departmentUid, uids) : never;
    }
    case "brand": {
      const uids = values.map((v) => dict.brandBySlug.get(v)?.uid).filter(defined);
      return uids.length ? inArray(products.brandUid, uids) : never;
    }
    case "category": {
      const found = values.map((v) => dict.categoryBySlug.get(v)).filter(defined);
      const level = (n: number) => found.filter((c) => c.level === n).map((c) => c.uid);
      const parts = [
        level(3).length ? inArray(products.categoryUid, level(3)) : undefined,
        level(2).length ? inArray(products.categoryL2Uid, level(2)) : undefined,
        level(1).length ? inArray(products.categoryL1Uid, level(1)) : undefined,
      ].filter(defined);
      return anyOf(parts);
    }
    case "primary_color":
      return inArray(products.primaryColor, values);
    case "material":
      return inArray(products.material, values);
    case "gender":
      return inArray(products.gender, values);
    case "pattern":
      return inArray(products.pattern, values);
    case "sizes":
      return sql`${products.uid} in (select ${productSizes.productUid} from ${productSizes} where ${productSizes.quantity} > 0 and ${inArray(productSizes.value, values)})`;
    case "discount": {
      const ranges = values.map(parseDiscount).filter(defined);
      if (!ranges.length) return null;
      return anyOf(
        ranges.map((r) => sql`(${products.discountPercent} >= ${r.min} and ${products.discountPercent} < ${r.max})`),
      );
    }
    case "rating": {
      const levels = values.map(parseRating).filter(defined);
      if (!levels.length) return null;
      return sql`${products.rating} >= ${Math.min(...levels)}`;
    }
    case "price": {
      const ranges = values.map(parseRange).filter(defined);
      if (!ranges.length) return null;
      return anyOf(ranges.map((r) => sql`${products.priceEffectiveMin} between ${r.min} and ${r.max}`));
    }
    case "tags":
      return sql`${products.tags} && ${sql.param(values)}::text[]`;
    default:
      return null;
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every word of q must match the name, the short description, the brand or a category name. */
function searchCondition(q: string, dict: Dictionary): SQL | null {
  const terms = [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 8);
  if (!terms.length) return null;
  return and(
    ...terms.map((term) => {
      const pattern = `%${escapeLike(term)}%`;
      const parts: SQL[] = [sql`${products.name} ilike ${pattern}`, sql`${products.shortDescription} ilike ${pattern}`];
      const brandUids = dict.brands.filter((b) => b.name.toLowerCase().includes(term)).map((b) => b.uid);
      if (brandUids.length) parts.push(inArray(products.brandUid, brandUids));
      const cats = dict.categories.filter((c) => c.name.toLowerCase().includes(term));
      const level = (n: number) => cats.filter((c) => c.level === n).map((c) => c.uid);
      if (level(3).length) parts.push(inArray(products.categoryUid, level(3)));
      if (level(2).length) parts.push(inArray(products.categoryL2Uid, level(2)));
      if (level(1).length) parts.push(inArray(products.categoryL1Uid, level(1)));
      return or(...parts)!;
    }),
  )!;
}

// ---------------------------------------------------------------------------------------------
// Facets

interface GroupedFacet {
  key: string;
  display: string;
  column: SQL;
}

const GROUPED_FACETS: GroupedFacet[] = [
  { key: "department", display: "Department", column: sql`${products.departmentUid}` },
  { key: "category", display: "Category", column: sql`${products.categoryUid}` },
  { key: "brand", display: "Brand", column: sql`${products.brandUid}` },
  { key: "discount", display: "Discount", column: sql`least(${products.discountPercent} / 10, 7)` },
  { key: "primary_color", display: "Colour", column: sql`${products.primaryColor}` },
  { key: "gender", display: "Gender", column: sql`${products.gender}` },
  { key: "material", display: "Material", column: sql`${products.material}` },
  { key: "pattern", display: "Pattern", column: sql`${products.pattern}` },
];

/** Facets in the order the response lists them. */
const FACET_ORDER: { key: string; display: string }[] = [
  { key: "department", display: "Department" },
  { key: "category", display: "Category" },
  { key: "brand", display: "Brand" },
  { key: "price", display: "Price" },
  { key: "sizes", display: "Size" },
  { key: "primary_color", display: "Colour" },
  { key: "discount", display: "Discount" },
  { key: "rating", display: "Customer Rating" },
  { key: "gender", display: "Gender" },
  { key: "material", display: "Material" },
  { key: "pattern", display: "Pattern" },
];

interface GroupedResult {
  total: number;
  lo: number | null;
  hi: number | null;
  ratings: number[];
  /** Per grouped facet key: value → count. */
  groups: Map<string, Map<string, number>>;
}

interface GroupedRow {
  g: number;
  n: number;
  lo: number | null;
  hi: number | null;
  [column: string]: unknown;
}

/**
 * One scan of the matching products: a grouping set per facet in `facets`, plus the () set with the
 * total, the price span and the rating counts.
 */
function groupedQuery(where: SQL | undefined, facets: GroupedFacet[]): SQL {
  const names = facets.map((_, i) => `f${i}`);
  const inner = sql.join(
    [
      ...facets.map((f, i) => sql`${f.column} as ${sql.raw(names[i])}`),
      sql`${products.priceEffectiveMin} as price`,
      sql`${products.rating} as rating`,
    ],
    sql`, `,
  );
  const grouping = names.length ? `grouping(${names.join(", ")})` : "0";
  const outer = [
    `${grouping} as g`,
    ...names.map((n) => `${n}::text as ${n}`),
    "count(*)::int as n",
    "min(price)::float8 as lo",
    "max(price)::float8 as hi",
    ...RATING_LEVELS.map((level, i) => `(count(*) filter (where rating >= ${level}))::int as r${i}`),
  ].join(", ");
  const groupBy = names.length
    ? sql.raw(` group by grouping sets (${[...names.map((n) => `(${n})`), "()"].join(", ")})`)
    : sql``;
  return sql`select ${sql.raw(outer)} from (select ${inner} from ${products}${where ? sql` where ${where}` : sql``}) m${groupBy}`;
}

function readGrouped(rows: GroupedRow[], facets: GroupedFacet[]): GroupedResult {
  const n = facets.length;
  const all = (1 << n) - 1;
  const result: GroupedResult = {
    total: 0,
    lo: null,
    hi: null,
    ratings: RATING_LEVELS.map(() => 0),
    groups: new Map(),
  };
  for (const f of facets) result.groups.set(f.key, new Map());
  for (const row of rows) {
    if (n === 0 || row.g === all) {
      result.total = row.n;
      result.lo = row.lo;
      result.hi = row.hi;
      result.ratings = RATING_LEVELS.map((_, i) => Number(row[`r${i}`] ?? 0));
      continue;
    }
    const index = facets.findIndex((_, i) => row.g === (all ^ (1 << (n - 1 - i))));
    const value = row[`f${index}`];
    if (index < 0 || value === null || value === undefined) continue;
    result.groups.get(facets[index].key)!.set(String(value), row.n);
  }
  return result;
}

/**
 * In-stock sizes of the matching products ((product_uid, value) is unique, so count(*) counts
 * products). Unfiltered, the partial in-stock index answers it alone; filtered, the planner picks
 * per-product index probes or one hash join by the size of the match.
 */
function sizesQuery(where: SQL | undefined): SQL {
  const scope = where
    ? sql` and ${productSizes.productUid} in (select ${products.uid} from ${products} where ${where})`
    : sql``;
  return sql`select ${productSizes.value} as value, min(${productSizes.display}) as display, count(*)::int as n from ${productSizes} where ${productSizes.quantity} > 0${scope} group by ${productSizes.value}`;
}

// ---------------------------------------------------------------------------------------------
// The listing

export interface ListingParams {
  q?: string;
  /** The shopper's selection (`f`): facets exclude their own key's selection. */
  filters: FilterMap;
  /** Fixed rules (a query collection's): always applied, never shown as selected. */
  base?: FilterMap;
  /** Restrict to an "items" collection. */
  collectionUid?: number;
  /** Sort; undefined = popular, or an items collection's own order. */
  sortOn?: SortOn;
  pageSize: number;
  /** Number paging (1-based). */
  pageNo?: number;
  /** Cursor paging: "*" or a next_id. */
  pageId?: string;
  facets?: boolean;
}

export interface ListingResult {
  items: ProductListingDetail[];
  page: Page;
  filters: ProductFilter[];
}

const dialect = new PgDialect();
/** A memo key that identifies a query exactly: its text and parameters. */
const queryKey = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return JSON.stringify([text, params]);
};

export async function listProducts(db: Db, state: CatalogState, params: ListingParams): Promise<ListingResult> {
  const revision = await state.revision();
  const dict = await state.dictionary(revision);

  // Conditions: fixed ones (collection, search, base rules) and one per selected key.
  const fixed: SQL[] = [];
  if (params.collectionUid !== undefined) {
    fixed.push(
      sql`${products.uid} in (select ${collectionItems.productUid} from ${collectionItems} where ${collectionItems.collectionUid} = ${params.collectionUid})`,
    );
  }
  const search = params.q ? searchCondition(params.q.trim(), dict) : null;
  if (search) fixed.push(search);
  const base = canonicalFilters(params.base ?? new Map());
  for (const [key, values] of base) {
    const condition = keyCondition(key, values, dict);
    if (condition) fixed.push(condition);
  }
  const selected = new Map<string, { values: string[]; condition: SQL }>();
  for (const [key, values] of canonicalFilters(params.filters)) {
    const condition = keyCondition(key, values, dict);
    if (condition) selected.set(key, { values, condition });
  }
  const whereWithout = (exclude?: string): SQL | undefined => {
    const parts = [...fixed, ...[...selected].filter(([key]) => key !== exclude).map(([, s]) => s.condition)];
    return parts.length ? and(...parts) : undefined;
  };
  const where = whereWithout();

  // The page of uids.
  const sort = sortSpec(params.sortOn ?? (params.collectionUid !== undefined ? "position" : "popular"));
  const cursorMode = params.pageId !== undefined;
  const cursor = cursorMode ? decodeCursor(params.pageId!, sort) : undefined;
  const offset = cursorMode ? 0 : ((params.pageNo ?? 1) - 1) * params.pageSize;
  const dir = sql.raw(sort.desc ? "desc" : "asc");
  const pageConditions = [
    where,
    cursor
      ? sql`(${sort.key}, ${products.uid}) ${sql.raw(sort.desc ? "<" : ">")} (${cursor.k}::${sql.raw(sort.type)}, ${cursor.u}::int)`
      : undefined,
  ].filter(defined);
  const join =
    sort.name === "position"
      ? sql` join ${collectionItems} on ${collectionItems.productUid} = ${products.uid} and ${collectionItems.collectionUid} = ${params.collectionUid!}`
      : sql``;
  const pageQuery = sql`select ${products.uid} as uid, (${sort.key})::text as k from ${products}${join}${pageConditions.length ? sql` where ${and(...pageConditions)}` : sql``} order by ${sort.key} ${dir}, ${products.uid} ${dir} limit ${params.pageSize + 1} offset ${offset}`;

  // Stock matters to a result only through the size filter (when it applies) or the size facet.
  const memo = <T>(query: SQL, withStock: boolean, compute: () => Promise<T>) =>
    state.remember(revision, withStock, queryKey(query), compute);
  const usesSizes = (exclude?: string) => base.has("sizes") || (selected.has("sizes") && exclude !== "sizes");
  const grouped = (exclude: string | undefined, facets: GroupedFacet[]) => {
    const query = groupedQuery(whereWithout(exclude), facets);
    return memo(query, usesSizes(exclude), async () => readGrouped(await queryRows<GroupedRow>(db, query), facets));
  };
  const sizes = (exclude: string | undefined) => {
    const query = sizesQuery(whereWithout(exclude));
    return memo(query, true, () => queryRows<{ value: string; display: string; n: number }>(db, query));
  };

  const pageRows = queryRows<{ uid: number; k: string }>(db, pageQuery);
  let filters: ProductFilter[] = [];
  let total: Promise<number>;
  if (params.facets) {
    const commonFacets = GROUPED_FACETS.filter((f) => !selected.has(f.key));
    const common = grouped(undefined, commonFacets);
    const commonSizes = selected.has("sizes") ? undefined : sizes(undefined);
    const own = new Map<string, Promise<GroupedResult>>();
    for (const key of selected.keys()) {
      const facet = GROUPED_FACETS.find((f) => f.key === key);
      if (facet) own.set(key, grouped(key, [facet]));
      else if (key === "price" || key === "rating") own.set(key, grouped(key, []));
    }
    const ownSizes = selected.has("sizes") ? sizes("sizes") : undefined;
    total = common.then((r) => r.total);
    const [commonResult, sizeRows, ownResults] = await Promise.all([
      common,
      ownSizes ?? commonSizes!,
      Promise.all([...own].map(async ([key, result]) => [key, await result] as const)),
    ]);
    filters = buildFacets(dict, selected, commonResult, new Map(ownResults), sizeRows);
  } else {
    const countQuery = sql`select count(*)::int as n from ${products}${where ? sql` where ${where}` : sql``}`;
    total = memo(countQuery, usesSizes(), async () => (await queryRows<{ n: number }>(db, countQuery))[0].n);
  }

  const rows = await pageRows;
  const hasMore = rows.length > params.pageSize;
  const pageUids = rows.slice(0, params.pageSize);
  const [items, itemTotal] = await Promise.all([
    listingsByUids(
      db,
      dict,
      pageUids.map((r) => r.uid),
    ),
    total,
  ]);
  const last = pageUids[pageUids.length - 1];
  const page: Page = cursorMode
    ? {
        type: "cursor",
        has_previous: cursor !== undefined,
        has_next: hasMore,
        item_total: itemTotal,
        size: params.pageSize,
        ...(hasMore && last ? { next_id: encodeCursor({ s: sort.name, k: last.k, u: last.uid }) } : {}),
      }
    : {
        type: "number",
        current: params.pageNo ?? 1,
        size: params.pageSize,
        item_total: itemTotal,
        has_next: hasMore,
        has_previous: (params.pageNo ?? 1) > 1,
      };
  return { items, page, filters };
}

// ---------------------------------------------------------------------------------------------
// Facet assembly

type SizeRow = { value: string; display: string; n: number };

const byCountThenName = (a: ProductFilterValue, b: ProductFilterValue) =>
  (b.count ?? 0) - (a.count ?? 0) || a.display.localeCompare(b.display);

/** Keeps values with products, plus every selected value (count 0 when it matches nothing). */
function withSelected(
  values: ProductFilterValue[],
  chosen: string[],
  label: (value: string) => string | undefined,
): ProductFilterValue[] {
  const present = new Set(values.map((v) => v.value));
  const out = values.filter((v) => (v.count ?? 0) > 0 || v.is_selected);
  for (const value of chosen) {
    if (present.has(value)) continue;
    const display = label(value);
    if (display !== undefined) out.push({ display, value, count: 0, is_selected: true });
  }
  return out;
}

function facetValues(
  key: string,
  chosen: string[],
  source: GroupedResult,
  sizeRows: SizeRow[],
  dict: Dictionary,
): ProductFilterValue[] {
  const isChosen = (value: string) => chosen.includes(value);
  const group = source.groups.get(key);
  switch (key) {
    case "department": {
      const values = dict.departments.map((d) => ({
        display: d.name,
        value: d.slug,
        count: group?.get(String(d.uid)) ?? 0,
        is_selected: isChosen(d.slug),
      }));
      return withSelected(values, chosen, () => undefined);
    }
    case "brand": {
      const values = [...(group ?? [])].flatMap(([uid, count]) => {
        const b = dict.brandByUid.get(Number(uid));
        return b ? [{ display: b.name, value: b.slug, count, is_selected: isChosen(b.slug) }] : [];
      });
      return withSelected(values.sort(byCountThenName), chosen, (slug) => dict.brandBySlug.get(slug)?.name);
    }
    case "category": {
      // Values are leaf categories; a selected department-wide (level 1 or 2) category is listed
      // too, counted as the sum of its leaves.
      const leaves = [...(group ?? [])].flatMap(([uid, count]) => {
        const c = dict.categoryByUid.get(Number(uid));
        return c ? [{ category: c, count }] : [];
      });
      const values: ProductFilterValue[] = leaves.map(({ category, count }) => ({
        display: category.name,
        value: category.slug,
        count,
        is_selected: isChosen(category.slug),
      }));
      for (const slug of chosen) {
        const c = dict.categoryBySlug.get(slug);
        if (!c || c.level === 3) continue;
        const count = leaves
          .filter(({ category }) => (c.level === 1 ? category.l1Uid : category.l2Uid) === c.uid)
          .reduce((sum, l) => sum + l.count, 0);
        values.push({ display: c.name, value: c.slug, count, is_selected: true });
      }
      return withSelected(values.sort(byCountThenName), chosen, (slug) => dict.categoryBySlug.get(slug)?.name);
    }
    case "discount": {
      const values = DISCOUNT_BUCKETS.map((b, i) => ({
        display: b.display,
        value: b.value,
        count: group?.get(String(i)) ?? 0,
        is_selected: isChosen(b.value),
      }));
      // A selected minimum ("50") or custom range: counted from the buckets inside it.
      const custom = chosen.flatMap((value) => {
        if (DISCOUNT_BUCKETS.some((b) => b.value === value)) return [];
        const range = parseDiscount(value);
        if (!range) return [];
        const count = DISCOUNT_BUCKETS.reduce(
          (sum, b, i) => (b.min >= range.min && b.max <= range.max ? sum + (group?.get(String(i)) ?? 0) : sum),
          0,
        );
        const display = range.max > 100 ? `${range.min}% and above` : `${range.min}% - ${range.max}%`;
        return [{ display, value, count, is_selected: true }];
      });
      return [...withSelected(values, [], () => undefined), ...custom];
    }
    case "rating": {
      const values = RATING_LEVELS.map((level, i) => ({
        display: ratingDisplay(level),
        value: String(level),
        count: source.ratings[i],
        is_selected: isChosen(String(level)),
      }));
      return withSelected(values, chosen, (value) =>
        parseRating(value) !== null ? ratingDisplay(parseRating(value)!) : undefined,
      );
    }
    case "sizes": {
      const values = sizeRows
        .map((r) => ({ display: r.display, value: r.value, count: r.n, is_selected: isChosen(r.value) }))
        .sort((a, b) => compareSizes(a.value, b.value));
      return withSelected(values, chosen, (value) => value);
    }
    case "price": {
      const ranges = chosen.map(parseRange).filter(defined);
      const selection = ranges[0];
      if (source.lo === null || source.hi === null) {
        if (!selection) return [];
      }
      const min = source.lo === null ? selection.min : Math.floor(source.lo);
      const max = source.hi === null ? selection.max : Math.ceil(source.hi);
      const selectedMin = selection ? selection.min : min;
      const selectedMax = selection ? selection.max : max;
      return [
        {
          display: `₹${min} - ₹${max}`,
          min,
          max,
          selected_min: selectedMin,
          selected_max: selectedMax,
          currency_code: "INR",
          currency_symbol: "₹",
          query_format: PRICE_QUERY_FORMAT,
          display_format: PRICE_DISPLAY_FORMAT,
          is_selected: selection !== undefined,
        },
      ];
    }
    default: {
      // Attribute facets: the stored value is both the value and its display.
      const values = [...(group ?? [])].map(([value, count]) => ({
        display: value,
        value,
        count,
        is_selected: isChosen(value),
      }));
      return withSelected(values.sort(byCountThenName), chosen, (value) => value);
    }
  }
}

function buildFacets(
  dict: Dictionary,
  selected: Map<string, { values: string[] }>,
  common: GroupedResult,
  own: Map<string, GroupedResult>,
  sizeRows: SizeRow[],
): ProductFilter[] {
  return FACET_ORDER.flatMap(({ key, display }) => {
    const chosen = selected.get(key)?.values ?? [];
    const values = facetValues(key, chosen, own.get(key) ?? common, sizeRows, dict);
    if (!values.length) return [];
    return [
      { key: { name: key, display, kind: key === "price" ? ("range" as const) : ("multivalued" as const) }, values },
    ];
  });
}

/** The most popular products matching a search text (auto-complete suggestions). */
export async function searchProducts(
  db: Db,
  state: CatalogState,
  q: string,
  limit: number,
): Promise<ProductListingDetail[]> {
  const dict = await state.dictionary(await state.revision());
  const condition = searchCondition(q.trim(), dict);
  if (!condition) return [];
  const rows = await queryRows<{ uid: number }>(
    db,
    sql`select ${products.uid} as uid from ${products} where ${condition} order by ${products.popularity} desc, ${products.uid} desc limit ${limit}`,
  );
  return listingsByUids(
    db,
    dict,
    rows.map((r) => r.uid),
  );
}
