/** Inputs of the catalog module's routes: path parameters, query strings and the location header. */
import { z } from "zod";
import { ApiError, queryBool, queryInt } from "../../http/errors";
import { PINCODE_PATTERN, SLUG_PATTERN } from "../../contract/validation";
import { FOLLOW_TYPES, FOLLOW_PAGE_SIZE } from "./follows";
import { SORT_VALUES } from "./listing";
import { SELLER_STRATEGIES } from "./offers";

const slug = z.string().regex(SLUG_PATTERN, "slug must contain only letters, digits, hyphens and underscores");
export const slugParam = z.object({ slug });
export const sizeParams = z.object({
  slug,
  size: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 ._-]{0,39}$/, "size must be a size value such as M, 8 or OS"),
});

export const productQuery = z.object({
  q: z.string().max(200, "q must be at most 200 characters").optional(),
  f: z.string().max(2000).optional(),
  filters: queryBool.optional(),
  sort_on: z.enum(SORT_VALUES).optional(),
  page_id: z.string().max(200).optional(),
  page_no: queryInt(1, 100_000).optional(),
  page_size: queryInt(1, 100).default(12),
  page_type: z.enum(["cursor", "number"]).optional(),
  show_all_variants: queryBool.optional(),
});
export type ProductQuery = z.infer<typeof productQuery>;

export const compareQuery = z.object({
  slug: z.union([z.string().max(200), z.array(z.string().max(200)).max(20)]).optional(),
});

/** Up to 4 distinct slugs; fewer than two is a 400 with the spec's message for none. */
const MAX_COMPARE = 4;
export function compareSlugs(input: string | string[] | undefined): string[] {
  const slugs = [
    ...new Set(
      (Array.isArray(input) ? input : input === undefined ? [] : [input])
        .flatMap((s) => s.split(","))
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  const fail = (message: string) => new ApiError(400, message, { slug: [message] });
  if (slugs.length === 0) throw fail("No Product Slugs present");
  if (slugs.length < 2) throw fail("At least 2 product slugs are needed to compare products");
  if (slugs.length > MAX_COMPARE) throw fail(`At most ${MAX_COMPARE} products can be compared`);
  const bad = slugs.find((s) => !SLUG_PATTERN.test(s));
  if (bad !== undefined) throw fail("slug must contain only letters, digits, hyphens and underscores");
  return slugs;
}

const storeId = z.coerce
  .number({ invalid_type_error: "store_id must be a number" })
  .int()
  .positive("store_id must be a positive integer");
const pincodeQuery = z.string().regex(PINCODE_PATTERN, "pincode must be a 6-digit Indian pincode");
const fulfillmentOptionSlug = z
  .string()
  .regex(/^[a-z0-9-]{1,100}$/, "fulfillment_option_slug must be a slug")
  .optional();

export const sizesQuery = z.object({ store_id: storeId.optional() });

export const priceQuery = z.object({
  store_id: storeId.optional(),
  moq: queryInt(1, 10_000).optional(),
  fulfillment_option_slug: fulfillmentOptionSlug,
  pincode: pincodeQuery.optional(),
});

export const sellersQuery = z.object({
  strategy: z
    .enum(SELLER_STRATEGIES.map((s) => s.value) as ["optimal", "low-price", "fast-delivery"])
    .default("optimal"),
  page_no: queryInt(1, 100_000).default(1),
  page_size: queryInt(1, 100).default(100),
  fulfillment_option_slug: fulfillmentOptionSlug,
  pincode: pincodeQuery.optional(),
});

/**
 * The shopper's pincode from the x-location-detail header. The header is ambient (every SDK call
 * carries it): an unusable value is ignored, not a 400.
 */
export function locationPincode(header: string | undefined): string | undefined {
  if (!header) return undefined;
  try {
    const detail = JSON.parse(header) as { pincode?: unknown; area_code?: unknown };
    const value = detail.pincode ?? detail.area_code ?? "";
    const pincode = typeof value === "string" || typeof value === "number" ? String(value) : "";
    return PINCODE_PATTERN.test(pincode) ? pincode : undefined;
  } catch {
    return undefined;
  }
}

export const autoCompleteQuery = z.object({
  q: z
    .string({ required_error: "q is required" })
    .trim()
    .min(1, "q must not be empty")
    .max(200, "q must be at most 200 characters"),
});

export const homeQuery = z.object({
  sort_on: z.enum(SORT_VALUES).optional(),
  page_id: z.string().max(200).optional(),
  page_size: queryInt(1, 100).default(20),
});
export type HomeQuery = z.infer<typeof homeQuery>;

export const departmentQuery = z.object({ department: z.string().max(100).optional() });

const pagedQuery = z.object({
  page_no: queryInt(1, 100_000).default(1),
  page_size: queryInt(1, 100).default(12),
});

export const brandsQuery = pagedQuery.extend({ department: z.string().max(100).optional() });
export type BrandsQuery = z.infer<typeof brandsQuery>;

export const collectionsQuery = pagedQuery.extend({
  q: z.string().max(200).optional(),
  tag: z.union([z.string(), z.array(z.string())]).optional(),
});
export type CollectionsQuery = z.infer<typeof collectionsQuery>;

const collectionType = z.enum(FOLLOW_TYPES, { message: "collection_type must be products, brands or collections" });
export const followTypeQuery = z.object({ collection_type: collectionType.optional() });
export const followTypeParams = z.object({ collection_type: collectionType });
export const followParams = z.object({
  collection_type: collectionType,
  collection_id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "collection_id must be the uid of the product, brand or collection"),
});
export const followListQuery = z.object({
  page_id: z.string().max(200).optional(),
  page_size: queryInt(1, 100).default(FOLLOW_PAGE_SIZE),
});
