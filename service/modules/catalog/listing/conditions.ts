/**
 * The WHERE of a product listing: fixed conditions (an "items" collection, the search text, a query
 * collection's rules) and one condition per selected filter key, kept apart so each facet can be
 * counted without its own key's selection (standard faceting).
 */
import { and, inArray, or, sql, type SQL } from "drizzle-orm";
import { collectionItems, products, productSizes } from "../../../db/schema";
import { canonicalFilters, parseDiscount, parseRange, parseRating, type FilterMap } from "../filters";
import type { Dictionary } from "../state";

export const defined = <T>(x: T | undefined | null): x is T => x !== undefined && x !== null;
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
export function searchCondition(q: string, dict: Dictionary): SQL | null {
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

interface ScopeInput {
  q?: string;
  /** The shopper's selection (`f`). */
  filters: FilterMap;
  /** Fixed rules (a query collection's). */
  base?: FilterMap;
  /** Restrict to an "items" collection. */
  collectionUid?: number;
}

interface ListingScope {
  /** The fixed rules, canonical. */
  base: FilterMap;
  /** The shopper's readable selection, per canonical key. */
  selected: Map<string, { values: string[]; condition: SQL }>;
  /** The WHERE without one selected key's condition (undefined: all of them); undefined when empty. */
  whereWithout: (exclude?: string) => SQL | undefined;
}

export function listingScope(input: ScopeInput, dict: Dictionary): ListingScope {
  const fixed: SQL[] = [];
  if (input.collectionUid !== undefined) {
    fixed.push(
      sql`${products.uid} in (select ${collectionItems.productUid} from ${collectionItems} where ${collectionItems.collectionUid} = ${input.collectionUid})`,
    );
  }
  const search = input.q ? searchCondition(input.q.trim(), dict) : null;
  if (search) fixed.push(search);
  const base = canonicalFilters(input.base ?? new Map<string, string[]>());
  for (const [key, values] of base) {
    const condition = keyCondition(key, values, dict);
    if (condition) fixed.push(condition);
  }
  const selected = new Map<string, { values: string[]; condition: SQL }>();
  for (const [key, values] of canonicalFilters(input.filters)) {
    const condition = keyCondition(key, values, dict);
    if (condition) selected.set(key, { values, condition });
  }
  const whereWithout = (exclude?: string): SQL | undefined => {
    const parts = [...fixed, ...[...selected].filter(([key]) => key !== exclude).map(([, s]) => s.condition)];
    return parts.length ? and(...parts) : undefined;
  };
  return { base, selected, whereWithout };
}
