/**
 * Catalog module: products (listing with facets, detail, sizes, prices, sellers, variants,
 * comparison), search suggestions, the home listing, departments, categories, brands and collections.
 * (Follows need a signed-in user and come with the user module.)
 */
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import type {
  Action,
  BrandDetailResponse,
  BrandItem,
  BrandListingResponse,
  CategoryItem,
  CategoryListingResponse,
  CategoryMetaResponse,
  Collection,
  CollectionListingResponse,
  DepartmentResponse,
  HomeListingResponse,
  ProductListingResponse,
} from "../../contract/types";
import { SLUG_PATTERN } from "../../contract/validation";
import type { Db } from "../../db/client";
import { brands, categories, collections, departments } from "../../db/schema";
import { notFound, parseParams, parseQuery, queryBool, queryInt } from "../../http/errors";
import type { ServiceEnv } from "../../http/middleware";
import { PINCODE_PATTERN } from "../logistics/pincodes";
import { autoComplete, compareProducts, compareSlugs, productVariants } from "./discovery";
import { parseFilterString, type FilterMap } from "./filters";
import { followRoutes } from "./follows";
import { listProducts, SORT_VALUES, sortOnList, type SortOn } from "./listing";
import { productPrice, productSellers, productSizesOf, SELLER_STRATEGIES } from "./offers";
import { getProductBySlug } from "./products";
import { CatalogState } from "./state";

const slug = z.string().regex(SLUG_PATTERN, "slug must contain only letters, digits, hyphens and underscores");
const slugParam = z.object({ slug });
const sizeParams = z.object({
  slug,
  size: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 ._-]{0,39}$/, "size must be a size value such as M, 8 or OS"),
});

const productQuery = z.object({
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

const storeId = z.coerce
  .number({ invalid_type_error: "store_id must be a number" })
  .int()
  .positive("store_id must be a positive integer");
const pincodeQuery = z.string().regex(PINCODE_PATTERN, "pincode must be a 6-digit Indian pincode");

const pagedQuery = z.object({
  page_no: queryInt(1, 100_000).default(1),
  page_size: queryInt(1, 100).default(12),
});

const media = (url: string) => ({ url, type: "image" as const });
const pageAction = (type: string, url: string, slug?: string): Action => ({
  type: "page",
  page: { type, url, ...(slug ? { params: { slug: [slug] } } : {}) },
});
const numberPage = (current: number, size: number, total: number) => ({
  type: "number" as const,
  current,
  size,
  item_total: total,
  has_next: current * size < total,
  has_previous: current > 1,
  total: Math.ceil(total / size),
});

type CollectionRow = typeof collections.$inferSelect;

function toCollection(row: CollectionRow, appId: string): Collection {
  return {
    uid: String(row.uid),
    slug: row.slug,
    name: row.name,
    description: row.description,
    type: row.type as Collection["type"],
    query: row.query,
    banners: { portrait: media(row.bannerPortrait), landscape: media(row.bannerLandscape) },
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
    action: pageAction("collection", `/collection/${row.slug}/`, row.slug),
    app_id: appId,
    _custom_json: {},
  };
}

/** A "query" collection's rules, as product-list filters. */
function collectionFilters(row: CollectionRow): FilterMap {
  const filters: FilterMap = new Map();
  for (const rule of row.query) filters.set(rule.attribute, rule.value.map(String));
  return filters;
}

/** The shopper's pincode: the `pincode` query parameter, else the x-location-detail header's. */
function shopperPincode(c: Context, fromQuery: string | undefined): string | undefined {
  if (fromQuery !== undefined) return fromQuery;
  const header = c.req.header("x-location-detail");
  if (!header) return undefined;
  try {
    const detail = JSON.parse(header) as { pincode?: unknown; area_code?: unknown };
    const pincode = String(detail.pincode ?? detail.area_code ?? "");
    // The header is ambient (every SDK call carries it): an unusable value is ignored, not a 400.
    return PINCODE_PATTERN.test(pincode) ? pincode : undefined;
  } catch {
    return undefined;
  }
}

export function catalogRoutes(db: Db, options: { now?: () => number } = {}) {
  const routes = new Hono<ServiceEnv>();
  const state = new CatalogState(db);
  const now = options.now ?? Date.now;

  async function productListing(
    query: z.infer<typeof productQuery>,
    extra: { base?: FilterMap; collectionUid?: number; defaultSort?: SortOn },
  ): Promise<ProductListingResponse> {
    const cursor = query.page_type === "cursor" || (query.page_id !== undefined && query.page_no === undefined);
    const sortOn = query.sort_on ?? extra.defaultSort;
    const { items, page, filters } = await listProducts(db, state, {
      q: query.q,
      filters: parseFilterString(query.f),
      base: extra.base,
      collectionUid: extra.collectionUid,
      sortOn,
      pageSize: query.page_size,
      facets: query.filters === true,
      ...(cursor ? { pageId: query.page_id ?? "*" } : { pageNo: query.page_no ?? 1 }),
    });
    return { items, filters, sort_on: sortOnList(sortOn), page };
  }

  routes.get("/v1.0/products/", async (c) => c.json(await productListing(parseQuery(c, productQuery), {})));

  routes.get("/v1.0/products/compare/", async (c) => {
    const query = parseQuery(
      c,
      z.object({ slug: z.union([z.string().max(200), z.array(z.string().max(200)).max(20)]).optional() }),
    );
    return c.json(await compareProducts(db, state, compareSlugs(query.slug)));
  });

  routes.get("/v1.0/products/:slug/", async (c) => {
    const { slug } = parseParams(c, slugParam);
    const product = await getProductBySlug(db, await state.dictionary(await state.revision()), slug);
    if (!product) throw notFound(`Product ${slug} not found`);
    return c.json(product);
  });

  routes.get("/v1.0/products/:slug/sizes/", async (c) => {
    const { slug } = parseParams(c, slugParam);
    const query = parseQuery(c, z.object({ store_id: storeId.optional() }));
    return c.json(await productSizesOf(db, slug, query.store_id));
  });

  routes.get("/v4.0/products/:slug/sizes/:size/price/", async (c) => {
    const { slug, size } = parseParams(c, sizeParams);
    const query = parseQuery(
      c,
      z.object({
        store_id: storeId.optional(),
        moq: queryInt(1, 10_000).optional(),
        fulfillment_option_slug: z
          .string()
          .regex(/^[a-z0-9-]{1,100}$/, "fulfillment_option_slug must be a slug")
          .optional(),
        pincode: pincodeQuery.optional(),
      }),
    );
    return c.json(
      await productPrice(db, slug, size, {
        storeId: query.store_id,
        pincode: shopperPincode(c, query.pincode),
        now: now(),
      }),
    );
  });

  routes.get("/v4.0/products/:slug/sizes/:size/sellers/", async (c) => {
    const { slug, size } = parseParams(c, sizeParams);
    const query = parseQuery(
      c,
      z.object({
        strategy: z
          .enum(SELLER_STRATEGIES.map((s) => s.value) as ["optimal", "low-price", "fast-delivery"])
          .default("optimal"),
        page_no: queryInt(1, 100_000).default(1),
        page_size: queryInt(1, 100).default(100),
        fulfillment_option_slug: z
          .string()
          .regex(/^[a-z0-9-]{1,100}$/, "fulfillment_option_slug must be a slug")
          .optional(),
        pincode: pincodeQuery.optional(),
      }),
    );
    return c.json(
      await productSellers(db, slug, size, {
        strategy: query.strategy,
        pageNo: query.page_no,
        pageSize: query.page_size,
        pincode: shopperPincode(c, query.pincode),
        now: now(),
      }),
    );
  });

  routes.get("/v1.0/products/:slug/variants/", async (c) => {
    const { slug } = parseParams(c, slugParam);
    return c.json(await productVariants(db, slug));
  });

  routes.get("/v1.0/auto-complete/", async (c) => {
    const { q } = parseQuery(
      c,
      z.object({
        q: z
          .string({ required_error: "q is required" })
          .trim()
          .min(1, "q must not be empty")
          .max(200, "q must be at most 200 characters"),
      }),
    );
    return c.json(await autoComplete(db, state, q));
  });

  routes.get("/v1.0/home/listing/", async (c) => {
    const query = parseQuery(
      c,
      z.object({
        sort_on: z.enum(SORT_VALUES).optional(),
        page_id: z.string().max(200).optional(),
        page_size: queryInt(1, 100).default(20),
      }),
    );
    const { items, page } = await listProducts(db, state, {
      filters: new Map(),
      sortOn: query.sort_on,
      pageSize: query.page_size,
      pageId: query.page_id ?? "*",
    });
    const body: HomeListingResponse = { items, page, message: "" };
    return c.json(body);
  });

  routes.get("/v1.0/departments/", async (c) => {
    const rows = await db.select().from(departments).orderBy(asc(departments.priorityOrder), asc(departments.uid));
    const body: DepartmentResponse = {
      items: rows.map((d) => ({
        uid: d.uid,
        name: d.name,
        slug: d.slug,
        priority_order: d.priorityOrder,
        logo: media(d.logo),
      })),
    };
    return c.json(body);
  });

  routes.get("/v1.0/categories/", async (c) => {
    const { department } = parseQuery(c, z.object({ department: z.string().max(100).optional() }));
    const [deptRows, catRows] = await Promise.all([
      db.select().from(departments).orderBy(asc(departments.priorityOrder), asc(departments.uid)),
      db.select().from(categories).orderBy(asc(categories.priority), asc(categories.uid)),
    ]);
    const selected = department ? deptRows.filter((d) => d.slug === department) : deptRows;
    const toItem = (row: (typeof catRows)[number], deptUid: number): CategoryItem => ({
      uid: row.uid,
      name: row.name,
      slug: row.slug,
      banners: { portrait: media(row.bannerPortrait), landscape: media(row.bannerLandscape) },
      action: pageAction("category", `/category/${row.slug}/`, row.slug),
      childs: catRows
        .filter((child) => child.parentUid === row.uid && child.departmentUids.includes(deptUid))
        .map((child) => toItem(child, deptUid)),
      _custom_json: {},
    });
    const body: CategoryListingResponse = {
      departments: selected.map((d) => ({ uid: d.uid, slug: d.slug })),
      data: selected.map((d) => ({
        department: d.slug,
        items: catRows
          .filter((row) => row.level === 1 && row.departmentUids.includes(d.uid))
          .map((row) => toItem(row, d.uid)),
      })),
    };
    return c.json(body);
  });

  routes.get("/v1.0/categories/:slug/", async (c) => {
    const { slug } = parseParams(c, slugParam);
    const [row] = await db.select().from(categories).where(eq(categories.slug, slug)).limit(1);
    if (!row) throw notFound(`Category ${slug} not found`);
    const body: CategoryMetaResponse = {
      uid: row.uid,
      name: row.name,
      logo: media(row.bannerPortrait),
      banners: { portrait: media(row.bannerPortrait), landscape: media(row.bannerLandscape) },
      _custom_json: {},
    };
    return c.json(body);
  });

  routes.get("/v1.0/brands/", async (c) => {
    const query = parseQuery(c, pagedQuery.extend({ department: z.string().max(100).optional() }));
    const deptRows = await db.select().from(departments);
    const slugByUid = new Map(deptRows.map((d) => [d.uid, d.slug]));
    const dept = query.department ? deptRows.find((d) => d.slug === query.department) : undefined;
    if (query.department && !dept) {
      return c.json({ items: [], page: numberPage(query.page_no, query.page_size, 0) } satisfies BrandListingResponse);
    }
    const where = dept ? sql`${dept.uid} = any(${brands.departmentUids})` : undefined;
    const [rows, [{ total }]] = await Promise.all([
      db
        .select()
        .from(brands)
        .where(where)
        .orderBy(desc(brands.priority), asc(brands.name))
        .limit(query.page_size)
        .offset((query.page_no - 1) * query.page_size),
      db.select({ total: count() }).from(brands).where(where),
    ]);
    const items: BrandItem[] = rows.map((b) => ({
      uid: b.uid,
      name: b.name,
      slug: b.slug,
      logo: media(b.logo),
      banners: { portrait: media(b.bannerPortrait), landscape: media(b.bannerLandscape) },
      departments: b.departmentUids.map((uid) => slugByUid.get(uid) ?? String(uid)),
      discount: "",
      description: b.description,
      action: pageAction("brand", `/brand/${b.slug}/`, b.slug),
    }));
    const body: BrandListingResponse = { items, page: numberPage(query.page_no, query.page_size, total) };
    return c.json(body);
  });

  routes.get("/v1.0/brands/:slug/", async (c) => {
    const { slug } = parseParams(c, slugParam);
    const [b] = await db.select().from(brands).where(eq(brands.slug, slug)).limit(1);
    if (!b) throw notFound(`Brand ${slug} not found`);
    const body: BrandDetailResponse = {
      uid: b.uid,
      name: b.name,
      logo: media(b.logo),
      banners: { portrait: media(b.bannerPortrait), landscape: media(b.bannerLandscape) },
      description: b.description,
      _custom_json: {},
    };
    return c.json(body);
  });

  routes.get("/v1.0/collections/", async (c) => {
    const query = parseQuery(
      c,
      pagedQuery.extend({
        q: z.string().max(200).optional(),
        tag: z.union([z.string(), z.array(z.string())]).optional(),
      }),
    );
    const tags = query.tag === undefined ? [] : Array.isArray(query.tag) ? query.tag : [query.tag];
    const conditions = [eq(collections.isActive, true), eq(collections.published, true)];
    if (tags.length) conditions.push(sql`${collections.tags} && ${sql.param(tags)}::text[]`);
    if (query.q)
      conditions.push(sql`${collections.name} ilike ${`%${query.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}`);
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
    const appId = c.get("application").id;
    const body: CollectionListingResponse = {
      items: rows.map((row) => toCollection(row, appId)),
      filters: {
        tags: tagRows.map(({ tag }) => ({ name: tag, display: tag, is_selected: tags.includes(tag) })),
        type: ["query", "items"].map((t) => ({ name: t, display: t, is_selected: false })),
      },
      page: numberPage(query.page_no, query.page_size, total),
    };
    return c.json(body);
  });

  async function findCollection(slug: string) {
    const [row] = await db
      .select()
      .from(collections)
      .where(and(eq(collections.slug, slug), eq(collections.isActive, true)))
      .limit(1);
    if (!row) throw notFound(`Collection ${slug} not found`);
    return row;
  }

  routes.get("/v1.0/collections/:slug/", async (c) => {
    const { slug } = parseParams(c, slugParam);
    return c.json(toCollection(await findCollection(slug), c.get("application").id));
  });

  routes.get("/v1.0/collections/:slug/items/", async (c) => {
    const { slug } = parseParams(c, slugParam);
    const query = parseQuery(c, productQuery);
    const row = await findCollection(slug);
    const body =
      row.type === "items"
        ? await productListing(query, { collectionUid: row.uid })
        : await productListing(query, {
            base: collectionFilters(row),
            defaultSort: (SORT_VALUES as string[]).includes(row.sortOn) ? (row.sortOn as SortOn) : undefined,
          });
    return c.json(body);
  });

  routes.route("/", followRoutes(db, state, { now }));

  return routes;
}
