/**
 * The catalog's domain functions called directly on a real database, without HTTP: what a route
 * does is parse (validators.ts), call one of these and answer, so they carry the whole behaviour.
 */
import { randomBytes } from "node:crypto";
import { asc, count, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../../service/db/client";
import * as schema from "../../service/db/schema";
import { ApiError } from "../../service/http/errors";
import { listBrands } from "../../service/modules/catalog/browse";
import { follow, followedIds, listFollows, unfollow } from "../../service/modules/catalog/follows";
import { listProducts } from "../../service/modules/catalog/listing";
import { productListing } from "../../service/modules/catalog/listings";
import { productDetail } from "../../service/modules/catalog/products";
import { CatalogState } from "../../service/modules/catalog/state";
import { brandsQuery, productQuery } from "../../service/modules/catalog/validators";
import { TEST_APPLICATION_ID } from "./constants";
import { drivers, openTestDatabase } from "./helpers";

describe.each(drivers)("catalog domain functions on %s", (driver) => {
  let database: Database;
  let db: Db;
  let state: CatalogState;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    db = database.db;
    state = new CatalogState(db);
  });
  afterAll(async () => {
    await database?.close();
  });

  /** The brand with the most products, and how many it has. */
  async function biggestBrand() {
    const [row] = await db
      .select({ slug: schema.brands.slug, name: schema.brands.name, n: count() })
      .from(schema.products)
      .innerJoin(schema.brands, eq(schema.brands.uid, schema.products.brandUid))
      .groupBy(schema.brands.slug, schema.brands.name)
      .orderBy(desc(count()), asc(schema.brands.slug))
      .limit(1);
    return row;
  }

  it("lists a brand's products from a parsed query, with the exact total and the brand facet selected", async () => {
    const brand = await biggestBrand();
    const query = productQuery.parse({ f: `brand:${brand.slug}`, filters: "true", page_size: "5" });
    const listing = await productListing(db, state, query);
    expect(listing.page).toMatchObject({ type: "number", current: 1, size: 5, item_total: brand.n });
    expect(listing.items).toHaveLength(Math.min(5, brand.n));
    for (const item of listing.items) expect(item.brand.name).toBe(brand.name);
    const facet = listing.filters.find((f) => f.key.name === "brand");
    expect(facet?.values).toContainEqual(
      expect.objectContaining({ value: brand.slug, count: brand.n, is_selected: true }),
    );
    expect(listing.sort_on.find((s) => s.is_selected)?.value).toBe("popular");
  });

  it("walks a department once with cursor pages", async () => {
    const [department] = await db.select().from(schema.departments).orderBy(asc(schema.departments.uid)).limit(1);
    const expected = await db
      .select({ uid: schema.products.uid })
      .from(schema.products)
      .where(eq(schema.products.departmentUid, department.uid));
    const seen: number[] = [];
    let pageId = "*";
    for (let pages = 0; pages < 100; pages++) {
      const { items, page } = await listProducts(db, state, {
        filters: new Map([["department", [department.slug]]]),
        sortOn: "price_asc",
        pageSize: 40,
        pageId,
      });
      seen.push(...items.map((p) => p.uid));
      expect(page.item_total).toBe(expected.length);
      if (!page.next_id) break;
      pageId = page.next_id;
    }
    expect(seen.length).toBe(expected.length);
    expect(new Set(seen)).toEqual(new Set(expected.map((r) => r.uid)));
  });

  it("throws typed errors the routes answer as they are", async () => {
    await expect(productDetail(db, state, "no-such-product")).rejects.toMatchObject({
      status: 404,
      message: "Product no-such-product not found",
    });
    const badCursor = listProducts(db, state, { filters: new Map(), pageSize: 10, pageId: "not-a-cursor" });
    await expect(badCursor).rejects.toBeInstanceOf(ApiError);
    await expect(badCursor).rejects.toMatchObject({ status: 400, message: "Invalid page_id" });
  });

  it("has no brands for an unknown department", async () => {
    const brands = await listBrands(db, brandsQuery.parse({ department: "no-such-department" }));
    expect(brands).toEqual({
      items: [],
      page: { type: "number", current: 1, size: 12, item_total: 0, has_next: false, has_previous: false, total: 0 },
    });
  });

  it("follows, lists and unfollows for a user id the route takes from the session", async () => {
    const userId = randomBytes(12).toString("hex");
    await db.insert(schema.users).values({ id: userId, applicationId: TEST_APPLICATION_ID });
    const follower = { applicationId: TEST_APPLICATION_ID, userId };
    const [first, second] = await db
      .select({ uid: schema.products.uid, slug: schema.products.slug })
      .from(schema.products)
      .orderBy(asc(schema.products.uid))
      .limit(2);

    const at = Date.parse("2025-01-01T00:00:00Z");
    await follow(db, follower, { collectionType: "products", collectionId: String(first.uid) }, at);
    const added = await follow(db, follower, { collectionType: "products", collectionId: String(second.uid) }, at + 1);
    expect(added).toEqual({ message: "Product added to your followed list", id: String(second.uid) });
    await expect(
      follow(db, follower, { collectionType: "brands", collectionId: "999999999" }, at),
    ).rejects.toMatchObject({ status: 404, message: "Brand 999999999 not found" });

    expect((await followedIds(db, follower, undefined)).data).toEqual({
      products: [second.uid, first.uid],
      brands: [],
      collections: [],
    });
    const page1 = await listFollows(db, state, follower, { collectionType: "products", pageSize: 1 });
    expect(page1.items.map((p) => ("slug" in p ? p.slug : ""))).toEqual([second.slug]);
    expect(page1.page).toMatchObject({ type: "cursor", item_total: 2, has_next: true, has_previous: false });
    const page2 = await listFollows(db, state, follower, {
      collectionType: "products",
      pageSize: 1,
      pageId: page1.page.next_id,
    });
    expect(page2.items.map((p) => ("slug" in p ? p.slug : ""))).toEqual([first.slug]);
    expect(page2.page).toMatchObject({ has_next: false, has_previous: true });

    await unfollow(db, follower, { collectionType: "products", collectionId: String(first.uid) });
    expect((await followedIds(db, follower, "products")).data.products).toEqual([second.uid]);
    const [{ n }] = await db
      .select({ n: count() })
      .from(schema.follows)
      .where(sql`${schema.follows.userId} = ${userId}`);
    expect(n).toBe(1);
  });
});
