/**
 * Totals and facets of a product listing. One GROUPING SETS pass counts every facet whose key is
 * not selected (its () set is the total), one query counts the in-stock sizes, and one pass per
 * selected key runs without that key's own condition (standard faceting). These passes read the
 * narrow products_facets index, not the product rows; the listing memoises them per revision.
 */
import { sql, type SQL } from "drizzle-orm";
import type { ProductFilter } from "../../../contract/types";
import { products, productSizes } from "../../../db/schema";
import { RATING_LEVELS } from "../filters";
import type { Dictionary } from "../state";
import { buildFacets, type GroupedResult, type SizeRow } from "./facet-values";

export interface GroupedFacet {
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

export interface GroupedRow {
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
export function groupedQuery(where: SQL | undefined, facets: GroupedFacet[]): SQL {
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

export function readGrouped(rows: GroupedRow[], facets: GroupedFacet[]): GroupedResult {
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
    // Facet columns are selected as ::text.
    const value = row[`f${index}`];
    if (index < 0 || typeof value !== "string") continue;
    result.groups.get(facets[index].key)!.set(value, row.n);
  }
  return result;
}

/**
 * In-stock sizes of the matching products ((product_uid, value) is unique, so count(*) counts
 * products). Unfiltered, the partial in-stock index answers it alone; filtered, the planner picks
 * per-product index probes or one hash join by the size of the match.
 */
export function sizesQuery(where: SQL | undefined): SQL {
  const scope = where
    ? sql` and ${productSizes.productUid} in (select ${products.uid} from ${products} where ${where})`
    : sql``;
  return sql`select ${productSizes.value} as value, min(${productSizes.display}) as display, count(*)::int as n from ${productSizes} where ${productSizes.quantity} > 0${scope} group by ${productSizes.value}`;
}

/** Runs (memoised) the passes above without one selected key's condition (undefined: with all). */
interface FacetPasses {
  grouped: (exclude: string | undefined, facets: GroupedFacet[]) => Promise<GroupedResult>;
  sizes: (exclude: string | undefined) => Promise<SizeRow[]>;
}

/** The total and the facets: the common pass for unselected keys, an own pass per selected key. */
export function listingFacets(
  passes: FacetPasses,
  selected: Map<string, { values: string[] }>,
  dict: Dictionary,
): { total: Promise<number>; filters: Promise<ProductFilter[]> } {
  const common = passes.grouped(
    undefined,
    GROUPED_FACETS.filter((f) => !selected.has(f.key)),
  );
  const commonSizes = selected.has("sizes") ? undefined : passes.sizes(undefined);
  const own = new Map<string, Promise<GroupedResult>>();
  for (const key of selected.keys()) {
    const facet = GROUPED_FACETS.find((f) => f.key === key);
    if (facet) own.set(key, passes.grouped(key, [facet]));
    else if (key === "price" || key === "rating") own.set(key, passes.grouped(key, []));
  }
  const ownSizes = selected.has("sizes") ? passes.sizes("sizes") : undefined;
  const filters = Promise.all([
    common,
    ownSizes ?? commonSizes!,
    Promise.all([...own].map(async ([key, result]) => [key, await result] as const)),
  ]).then(([commonResult, sizeRows, ownResults]) =>
    buildFacets(dict, selected, commonResult, new Map(ownResults), sizeRows),
  );
  return { total: common.then((r) => r.total), filters };
}
