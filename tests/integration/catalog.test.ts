/**
 * The catalogue and discovery API over a real database: listing filters, facets, sorts and paging;
 * sizes, prices, sellers, variants, comparison, search suggestions and the home listing; pincode
 * lookups and delivery promises. Expected values are derived from the seeded rows, not hard-coded.
 */
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../../service/db/schema";
import { transitDays } from "../../service/modules/logistics/promise";
import { drivers, signedRequest, useTestService } from "./helpers";

const API = "/service/application";
const CATALOG = `${API}/catalog`;

describe.each(drivers)("catalogue and discovery on %s", (driver) => {
  const service = useTestService(driver);
  const call = async (path: string, init?: Parameters<typeof signedRequest>[1]) => {
    const response = await service().app.fetch(signedRequest(path, init));
    return { status: response.status, body: await response.json() };
  };
  const ok = async (path: string, init?: Parameters<typeof signedRequest>[1]) => {
    const { status, body } = await call(path, init);
    expect(status, `${path}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
    return body;
  };
  const products = (query: Record<string, string | number | boolean> = {}) => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    return ok(`${CATALOG}/v1.0/products/?${search}`);
  };
  const total = async (f: string, extra: Record<string, string> = {}) =>
    (await products({ f, page_size: 1, ...extra })).page.item_total as number;
  const db = () => service().database.db;
  const rows = async <T>(query: ReturnType<typeof sql>) => {
    const result: unknown = await db().execute(query);
    return (result as { rows: T[] }).rows;
  };

  // -------------------------------------------------------------------------------------------
  describe("listing filters and facets", () => {
    it("lists no facets unless filters=true, and every facet kind when asked", async () => {
      expect((await products()).filters).toEqual([]);
      const { filters } = await products({ filters: true });
      const names = filters.map((f: any) => f.key.name);
      expect(names).toEqual([
        "department",
        "category",
        "brand",
        "price",
        "sizes",
        "primary_color",
        "discount",
        "rating",
        "gender",
        "material",
        "pattern",
      ]);
      for (const facet of filters) {
        expect(facet.key.display).toBeTruthy();
        expect(facet.key.kind).toBe(facet.key.name === "price" ? "range" : "multivalued");
        for (const value of facet.values) {
          expect(value.is_selected).toBe(false);
          if (facet.key.kind === "multivalued") expect(value.count).toBeGreaterThan(0);
        }
      }
      const price = filters.find((f: any) => f.key.name === "price").values[0];
      expect(price).toMatchObject({
        currency_code: "INR",
        currency_symbol: "₹",
        query_format: "[{},INR TO {},INR]",
        display_format: "{} - {}",
        is_selected: false,
      });
      expect(price.min).toBeLessThanOrEqual(price.max);
      expect(price.selected_min).toBe(price.min);
      expect(price.selected_max).toBe(price.max);
    });

    it("counts each facet value as the total that applying it gives (standard faceting)", async () => {
      const base = "department:men";
      const { filters, page } = await products({ f: base, filters: true });
      expect(page.item_total).toBeGreaterThan(0);
      let checked = 0;
      for (const facet of filters) {
        if (facet.key.kind !== "multivalued") continue;
        for (const value of facet.values.slice(0, 2)) {
          // A facet's own selection does not shrink its counts: department values are counted
          // against the other filters (none here), so "women" counts all women's products.
          const f =
            facet.key.name === "department"
              ? `department:${value.value}`
              : `${base}:::${facet.key.name}:${value.value}`;
          expect(await total(f), `${facet.key.name}=${value.value}`).toBe(value.count);
          checked++;
        }
      }
      expect(checked).toBeGreaterThanOrEqual(18);
      const department = filters.find((f: any) => f.key.name === "department");
      expect(department.values.find((v: any) => v.value === "men")).toMatchObject({
        is_selected: true,
        count: page.item_total,
      });
      expect(department.values.filter((v: any) => v.is_selected)).toHaveLength(1);
    });

    it("ORs values within a key and ANDs keys", async () => {
      const { filters } = await products({ filters: true });
      const [a, b] = filters.find((f: any) => f.key.name === "brand").values;
      const both = await total(`brand:${a.value}||${b.value}`);
      expect(both).toBe(a.count + b.count);

      const colour = filters.find((f: any) => f.key.name === "primary_color").values[0];
      const { items, page } = await products({
        f: `brand:${a.value}||${b.value}:::primary_color:${colour.value}`,
        page_size: 100,
      });
      expect(page.item_total).toBeGreaterThan(0);
      expect(page.item_total).toBeLessThan(Math.min(both, colour.count));
      for (const item of items) {
        expect([a.display, b.display]).toContain(item.brand.name);
        expect(item.attributes.primary_color).toBe(colour.value);
      }

      // Category filters take any level: a level-1 slug covers its leaves.
      const clothing = await total("category:clothing");
      const leaves = (await products({ f: "category:clothing", filters: true })).filters.find(
        (f: any) => f.key.name === "category",
      ).values;
      const clothingLeaves = leaves.filter((v: any) => !v.is_selected);
      expect(clothing).toBeGreaterThan(0);
      expect(await total(`category:${clothingLeaves[0].value}||clothing`)).toBe(clothing);
    });

    it("keeps selected values listed (with their counts) and marks them", async () => {
      const { filters, page } = await products({ f: "brand:urban-loom:::department:home", filters: true });
      expect(page.item_total).toBe(0);
      const brand = filters.find((f: any) => f.key.name === "brand").values.find((v: any) => v.value === "urban-loom");
      expect(brand).toMatchObject({ is_selected: true, count: 0, display: "Urban Loom" });
    });

    it("filters a price range in Fynd's query format and the bare [min TO max] form, bounds included", async () => {
      const { items, page } = await products({ f: "price:[1000,INR TO 2000,INR]", page_size: 100, filters: true });
      expect(page.item_total).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.price.effective.min).toBeGreaterThanOrEqual(1000);
        expect(item.price.effective.min).toBeLessThanOrEqual(2000);
      }
      expect(await total("price:[1000 TO 2000]")).toBe(page.item_total);
      expect(await total("price:[2000 TO 1000]")).toBe(page.item_total);
      // The facet shows the whole span (its own selection excluded) and the selection.
      const all = (await products({ filters: true })).filters.find((f: any) => f.key.name === "price").values[0];
      const price = (await products({ f: "price:[1000,INR TO 2000,INR]", filters: true })).filters.find(
        (f: any) => f.key.name === "price",
      ).values[0];
      expect(price).toMatchObject({
        is_selected: true,
        selected_min: 1000,
        selected_max: 2000,
        min: all.min,
        max: all.max,
      });
      // Bounds are inclusive: a product's exact price finds it.
      const [row] = await db()
        .select({ uid: schema.products.uid, price: schema.products.priceEffectiveMin })
        .from(schema.products)
        .orderBy(asc(schema.products.uid))
        .limit(1);
      const exact = await products({ f: `price:[${row.price},INR TO ${row.price},INR]`, page_size: 100 });
      expect(exact.items.map((i: any) => i.uid)).toContain(row.uid);
    });

    it("filters by discount buckets and minimums, rating minimums and in-stock sizes", async () => {
      const { items, page } = await products({ f: "discount:20-30||50-60", page_size: 100 });
      expect(page.item_total).toBeGreaterThan(0);
      for (const item of items) {
        const d = Number(item.discount.replace("% OFF", ""));
        expect((d >= 20 && d < 30) || (d >= 50 && d < 60), item.discount).toBe(true);
      }
      const atLeast50 = await products({ f: "discount:50", page_size: 100 });
      for (const item of atLeast50.items) expect(Number(item.discount.replace("% OFF", ""))).toBeGreaterThanOrEqual(50);
      expect(atLeast50.page.item_total).toBe(await total("discount:50-60||60-70||70-100"));

      const rated = await products({ f: "rating:4", page_size: 100 });
      for (const item of rated.items) expect(item.rating).toBeGreaterThanOrEqual(4);

      const sized = await products({ f: "sizes:M", page_size: 100 });
      expect(sized.page.item_total).toBeGreaterThan(0);
      for (const item of sized.items) expect(item.sizes).toContain("M");
      const [{ n }] = await rows<{ n: number }>(
        sql`select count(distinct product_uid)::int as n from product_sizes where value = 'M' and quantity > 0`,
      );
      expect(sized.page.item_total).toBe(n);
    });

    it("drops values starting with __ and ignores unknown keys", async () => {
      const all = await total("");
      expect(await total("brand:__all")).toBe(all);
      expect(await total("brand:__all||urban-loom")).toBe(await total("brand:urban-loom"));
      expect(await total("colour_family:red:::warehouse:x")).toBe(all);
      expect(await total("price:cheap")).toBe(all);
      expect(await total("brand:no-such-brand")).toBe(0);
    });

    it("combines a collection's own rules with the shopper's filters", async () => {
      const festive = await ok(`${CATALOG}/v1.0/collections/festive-edit/items/?filters=true&page_size=100`);
      const categories = festive.filters.find((f: any) => f.key.name === "category").values;
      expect(categories.length).toBeGreaterThan(0);
      for (const c of categories) expect(["kurtas", "sarees", "kurta-sets", "earrings"]).toContain(c.value);
      const kurtas = await ok(`${CATALOG}/v1.0/collections/festive-edit/items/?f=category:kurtas&page_size=100`);
      expect(kurtas.page.item_total).toBe(categories.find((c: any) => c.value === "kurtas").count);
      for (const item of kurtas.items) expect(item.category_map.l3.slug).toBe("kurtas");
    });
  });

  // -------------------------------------------------------------------------------------------
  describe("sorting and paging", () => {
    const sortKeys: Record<string, { key: string; desc: boolean }> = {
      latest: { key: "online_date", desc: true },
      popular: { key: "popularity", desc: true },
      price_asc: { key: "price_effective_min", desc: false },
      price_dsc: { key: "price_effective_min", desc: true },
      discount_asc: { key: "discount_percent", desc: false },
      discount_dsc: { key: "discount_percent", desc: true },
      rating_dsc: { key: "coalesce(rating, 0)", desc: true },
    };
    const expectedOrder = async (sort: string, where = sql`true`) => {
      const { key, desc } = sortKeys[sort];
      const dir = sql.raw(desc ? "desc" : "asc");
      return (
        await rows<{ uid: number }>(
          sql`select uid from products where ${where} order by ${sql.raw(key)} ${dir}, uid ${dir}`,
        )
      ).map((r) => r.uid);
    };
    const walkCursor = async (query: Record<string, string>) => {
      const uids: number[] = [];
      let pageId = "*";
      let total = -1;
      for (let guard = 0; guard < 50; guard++) {
        const body = await products({ ...query, page_type: "cursor", page_id: pageId, page_size: 100 });
        expect(body.page.type).toBe("cursor");
        expect(body.page.has_previous).toBe(pageId !== "*");
        total = body.page.item_total;
        uids.push(...body.items.map((i: any) => i.uid));
        if (!body.page.has_next) {
          expect(body.page.next_id).toBeUndefined();
          break;
        }
        pageId = body.page.next_id;
      }
      return { uids, total };
    };

    it.each(Object.keys(sortKeys))("sorts %s correctly (ties broken by uid) and marks it selected", async (sort) => {
      const body = await products({ sort_on: sort, page_size: 100 });
      expect(body.items.map((i: any) => i.uid)).toEqual((await expectedOrder(sort)).slice(0, 100));
      expect(body.sort_on.filter((s: any) => s.is_selected).map((s: any) => s.value)).toEqual([sort]);
      expect(body.sort_on.map((s: any) => s.value)).toEqual(Object.keys(sortKeys));
    });

    it("visits every product exactly once with cursor paging, in order, for several sorts", async () => {
      for (const sort of ["price_asc", "latest", "rating_dsc", "discount_dsc"]) {
        const { uids, total } = await walkCursor({ sort_on: sort });
        expect(new Set(uids).size, sort).toBe(uids.length);
        expect(uids.length, sort).toBe(total);
        expect(uids, sort).toEqual(await expectedOrder(sort));
      }
      const women = await walkCursor({ sort_on: "price_dsc", f: "department:women" });
      expect(women.uids).toEqual(await expectedOrder("price_dsc", sql`department_uid = 2`));
    });

    it("pages an items collection in its own order, by cursor too", async () => {
      const [collection] = await db()
        .select()
        .from(schema.collections)
        .where(eq(schema.collections.slug, "new-arrivals"));
      const expected = (
        await db()
          .select()
          .from(schema.collectionItems)
          .where(eq(schema.collectionItems.collectionUid, collection.uid))
          .orderBy(asc(schema.collectionItems.position))
      ).map((i) => i.productUid);
      const uids: number[] = [];
      let pageId = "*";
      for (let guard = 0; guard < 20; guard++) {
        const body = await ok(
          `${CATALOG}/v1.0/collections/new-arrivals/items/?page_type=cursor&page_size=5&page_id=${encodeURIComponent(pageId)}`,
        );
        expect(body.page.item_total).toBe(expected.length);
        uids.push(...body.items.map((i: any) => i.uid));
        if (!body.page.has_next) break;
        pageId = body.page.next_id;
      }
      expect(uids).toEqual(expected);
    });

    it("pages by number with exact totals", async () => {
      const first = await products({ page_size: 50, sort_on: "price_asc" });
      const total = first.page.item_total;
      expect(total).toBe(
        (
          await db()
            .select({ n: sql<number>`count(*)::int` })
            .from(schema.products)
        )[0].n,
      );
      expect(first.page).toMatchObject({ type: "number", current: 1, size: 50, has_next: true, has_previous: false });
      const pages = Math.ceil(total / 50);
      const last = await products({ page_size: 50, page_no: pages, sort_on: "price_asc" });
      expect(last.items).toHaveLength(total - (pages - 1) * 50);
      expect(last.page).toMatchObject({ current: pages, has_next: false, has_previous: true, item_total: total });
      const beyond = await products({ page_size: 50, page_no: pages + 1 });
      expect(beyond.items).toEqual([]);
      expect(beyond.page.item_total).toBe(total);
      // Default page size 12.
      expect((await products()).items).toHaveLength(12);
    });

    it("rejects a page_id that is not a next_id of the same sort", async () => {
      const body = await products({ page_type: "cursor", page_id: "*", sort_on: "latest" });
      expect(
        (
          await call(
            `${CATALOG}/v1.0/products/?page_type=cursor&sort_on=price_asc&page_id=${encodeURIComponent(body.page.next_id)}`,
          )
        ).status,
      ).toBe(400);
      const junk = await call(`${CATALOG}/v1.0/products/?page_type=cursor&page_id=not-a-cursor`);
      expect(junk.status).toBe(400);
      expect(junk.body.errors.page_id).toBeDefined();
      const forged = Buffer.from(JSON.stringify({ s: "popular", k: "1; drop table products", u: 1 })).toString(
        "base64url",
      );
      expect((await call(`${CATALOG}/v1.0/products/?page_type=cursor&page_id=${forged}`)).status).toBe(400);
    });

    it("serves the home listing 20 to a cursor page", async () => {
      const first = await ok(`${CATALOG}/v1.0/home/listing/`);
      expect(first.items).toHaveLength(20);
      expect(first.page).toMatchObject({ type: "cursor", has_next: true, has_previous: false });
      expect(first.message).toBe("");
      const second = await ok(`${CATALOG}/v1.0/home/listing/?page_id=${encodeURIComponent(first.page.next_id)}`);
      const seen = new Set(first.items.map((i: any) => i.uid));
      for (const item of second.items) expect(seen.has(item.uid)).toBe(false);
      const cheap = await ok(`${CATALOG}/v1.0/home/listing/?sort_on=price_asc&page_size=5`);
      expect(cheap.items.map((i: any) => i.uid)).toEqual((await expectedOrder("price_asc")).slice(0, 5));
      expect((await call(`${CATALOG}/v1.0/home/listing/?sort_on=cheapest`)).status).toBe(400);
      expect((await call(`${CATALOG}/v1.0/home/listing/?page_size=0`)).status).toBe(400);
    });
  });

  // -------------------------------------------------------------------------------------------
  describe("sizes, prices and sellers", () => {
    /** A product with at least two sizes, one of them out of stock. */
    const pick = async () => {
      const rows = await db()
        .select({ slug: schema.products.slug, uid: schema.products.uid, size: schema.productSizes })
        .from(schema.products)
        .innerJoin(schema.productSizes, eq(schema.productSizes.productUid, schema.products.uid))
        .orderBy(asc(schema.products.uid), asc(schema.productSizes.position));
      const byProduct = new Map<number, typeof rows>();
      for (const r of rows) byProduct.set(r.uid, [...(byProduct.get(r.uid) ?? []), r]);
      const [, sizes] = [...byProduct].find(
        ([, s]) => s.length >= 2 && s.some((x) => x.size.quantity === 0) && s.some((x) => x.size.quantity > 0),
      )!;
      return { slug: sizes[0].slug, sizes: sizes.map((s) => s.size) };
    };

    it("lists the sizes with stock, prices and the store count", async () => {
      const { slug, sizes } = await pick();
      const body = await ok(`${CATALOG}/v1.0/products/${slug}/sizes/`);
      expect(body.sizes).toEqual(
        sizes.map((s) => ({
          value: s.value,
          display: s.display,
          quantity: s.quantity,
          is_available: s.quantity > 0,
          seller_identifiers: [s.sellerIdentifier],
        })),
      );
      expect(body.sellable).toBe(true);
      expect(body.multi_size).toBe(true);
      expect(body.stores).toEqual({ count: 1 });
      expect(body.price.effective.min).toBe(Math.min(...sizes.map((s) => s.priceEffective)));
      expect(body.price.marked.max).toBe(Math.max(...sizes.map((s) => s.priceMarked)));
      expect(body.price.effective.currency_symbol).toBe("₹");

      const elsewhere = sizes[0].storeUid === 1 ? 2 : 1;
      const atOther = await ok(`${CATALOG}/v1.0/products/${slug}/sizes/?store_id=${elsewhere}`);
      expect(atOther.sizes.every((s: any) => s.quantity === 0 && !s.is_available)).toBe(true);
      expect(atOther.stores.count).toBe(0);
      expect((await ok(`${CATALOG}/v1.0/products/${slug}/sizes/?store_id=${sizes[0].storeUid}`)).sizes).toEqual(
        body.sizes,
      );
      expect((await call(`${CATALOG}/v1.0/products/${slug}/sizes/?store_id=999`)).status).toBe(404);
      expect((await call(`${CATALOG}/v1.0/products/${slug}/sizes/?store_id=abc`)).status).toBe(400);
      expect((await call(`${CATALOG}/v1.0/products/no-such-product/sizes/`)).status).toBe(404);
    });

    it("answers a product's sizes asked again as its stock is now (memoised per stock revision)", async () => {
      const { slug, sizes } = await pick();
      const url = `${CATALOG}/v1.0/products/${slug}/sizes/`;
      const first = await ok(url);
      const client = (db() as unknown as { $client: { query: (...args: never[]) => unknown } }).$client;
      const original = client.query;
      const statements: string[] = [];
      client.query = (...args: never[]) => {
        const text = String(args[0]);
        if (/product_sizes|products/i.test(text)) statements.push(text);
        return original.apply(client, args);
      };
      try {
        expect(await ok(url)).toEqual(first);
      } finally {
        client.query = original;
      }
      // PGlite follows the revision from its notifications: a warm answer reads nothing.
      if (driver === "pglite") expect(statements).toEqual([]);

      const inStock = sizes.find((s) => s.quantity > 0)!;
      await db()
        .update(schema.productSizes)
        .set({ quantity: 0 })
        .where(eq(schema.productSizes.articleId, inStock.articleId));
      try {
        const after = await ok(url);
        expect(after.sizes.find((s: any) => s.value === inStock.value)).toMatchObject({
          quantity: 0,
          is_available: false,
        });
        // Another currency is its own answer.
        const inUsd = await ok(url, { headers: { "x-currency-code": "USD" } });
        expect(inUsd.price.effective.currency_code).toBe("USD");
        expect((await ok(url)).price.effective.currency_code).toBe("INR");
      } finally {
        await db()
          .update(schema.productSizes)
          .set({ quantity: inStock.quantity })
          .where(eq(schema.productSizes.articleId, inStock.articleId));
      }
      expect(await ok(url)).toEqual(first);
    });

    it("prices one size with its seller, store and a delivery promise for a pincode", async () => {
      const { slug, sizes } = await pick();
      const size = sizes.find((s) => s.quantity > 0)!;
      const [store] = await db().select().from(schema.stores).where(eq(schema.stores.uid, size.storeUid!));
      const body = await ok(
        `${CATALOG}/v4.0/products/${slug}/sizes/${encodeURIComponent(size.value)}/price/?pincode=110001`,
      );
      expect(body.price).toEqual({
        effective: size.priceEffective,
        marked: size.priceMarked,
        selling: size.priceEffective,
        currency_code: "INR",
        currency_symbol: "₹",
      });
      expect(body).toMatchObject({
        quantity: size.quantity,
        article_id: size.articleId,
        pincode: 110001,
        is_serviceable: true,
        seller_count: 1,
      });
      expect(body.store).toMatchObject({ uid: store.uid, name: store.name, pincode: store.pincode, count: 1 });
      expect(body.seller.uid).toBe(store.sellerUid);
      expect(body.return_config).toMatchObject({ unit: "days" });
      const days = (Date.parse(body.delivery_promise.min) - Date.now()) / 86_400_000;
      const rule = transitDays(store.pincode, "110001");
      expect(days).toBeGreaterThan(rule.min - 1);
      expect(days).toBeLessThanOrEqual(rule.min + 1);
      expect(Date.parse(body.delivery_promise.max) - Date.parse(body.delivery_promise.min)).toBe(
        (rule.max - rule.min) * 86_400_000,
      );

      // The pincode may come from the x-location-detail header the SDK sends.
      const fromHeader = await ok(`${CATALOG}/v4.0/products/${slug}/sizes/${encodeURIComponent(size.value)}/price/`, {
        headers: { "x-location-detail": JSON.stringify({ pincode: "400001", country: "India" }) },
      });
      expect(fromHeader.pincode).toBe(400001);
      expect(fromHeader.delivery_promise).toBeDefined();
      // No pincode, or one we do not deliver to: a price but no promise.
      const none = await ok(`${CATALOG}/v4.0/products/${slug}/sizes/${encodeURIComponent(size.value)}/price/?moq=2`);
      expect(none.delivery_promise).toBeUndefined();
      expect(none.pincode).toBeUndefined();
      const far = await ok(
        `${CATALOG}/v4.0/products/${slug}/sizes/${encodeURIComponent(size.value)}/price/?pincode=999999`,
      );
      expect(far).toMatchObject({ is_serviceable: false, pincode: 999999 });
      expect(far.delivery_promise).toBeUndefined();

      const out = sizes.find((s) => s.quantity === 0)!;
      expect(
        (await ok(`${CATALOG}/v4.0/products/${slug}/sizes/${encodeURIComponent(out.value)}/price/`)).quantity,
      ).toBe(0);
    });

    it("answers bad price requests with 400 and unknown ones with 404", async () => {
      const { slug, sizes } = await pick();
      const base = `${CATALOG}/v4.0/products/${slug}/sizes/${encodeURIComponent(sizes[0].value)}/price/`;
      const bad = await call(`${base}?pincode=12ab`);
      expect(bad.status).toBe(400);
      expect(bad.body.errors.pincode).toBeDefined();
      expect((await call(`${base}?moq=0`)).status).toBe(400);
      expect((await call(`${base}?store_id=-1`)).status).toBe(400);
      expect((await call(`${base}?fulfillment_option_slug=Not%20A%20Slug`)).status).toBe(400);
      expect((await call(`${CATALOG}/v4.0/products/${slug}/sizes/${encodeURIComponent("%%")}/price/`)).status).toBe(
        400,
      );
      expect((await call(`${CATALOG}/v4.0/products/${slug}/sizes/XXXXL/price/`)).status).toBe(404);
      expect((await call(`${CATALOG}/v4.0/products/no-such-product/sizes/M/price/`)).status).toBe(404);
      // An unusable header is ignored rather than refused: every SDK call carries it.
      expect((await call(base, { headers: { "x-location-detail": "{not json" } })).status).toBe(200);
    });

    it("lists the sellers of a size", async () => {
      const { slug, sizes } = await pick();
      const size = sizes.find((s) => s.quantity > 0)!;
      const base = `${CATALOG}/v4.0/products/${slug}/sizes/${encodeURIComponent(size.value)}/sellers/`;
      const body = await ok(`${base}?pincode=560001`);
      expect(body.items).toHaveLength(1);
      expect(body.items[0]).toMatchObject({
        article_id: size.articleId,
        quantity: size.quantity,
        store: { uid: size.storeUid },
        pincode: 560001,
      });
      expect(body.page).toMatchObject({ type: "number", current: 1, size: 100, item_total: 1, has_next: false });
      expect(body.sort_on.find((s: any) => s.is_selected).value).toBe("optimal");
      const fast = await ok(`${base}?strategy=fast-delivery&page_size=10`);
      expect(fast.sort_on.find((s: any) => s.is_selected).value).toBe("fast-delivery");
      const out = sizes.find((s) => s.quantity === 0)!;
      const none = await ok(`${CATALOG}/v4.0/products/${slug}/sizes/${encodeURIComponent(out.value)}/sellers/`);
      expect(none.items).toEqual([]);
      expect(none.page.item_total).toBe(0);
      for (const bad of ["strategy=cheapest", "page_size=101", "page_no=0", "pincode=1234567"]) {
        expect((await call(`${base}?${bad}`)).status, bad).toBe(400);
      }
    });
  });

  // -------------------------------------------------------------------------------------------
  describe("variants, comparison and suggestions", () => {
    it("lists the colour variants of a product and flags them in listings", async () => {
      const [group] = await rows<{ variant_group: string }>(
        sql`select variant_group from products group by variant_group having count(distinct primary_color) >= 2 order by variant_group limit 1`,
      );
      const members = await db()
        .select()
        .from(schema.products)
        .where(eq(schema.products.variantGroup, group.variant_group))
        .orderBy(asc(schema.products.uid));
      const body = await ok(`${CATALOG}/v1.0/products/${members[0].slug}/variants/`);
      expect(body.variants).toHaveLength(1);
      const [variant] = body.variants;
      expect(variant).toMatchObject({ key: "color", display_type: "color", header: "Colour" });
      expect(variant.items[0].slug).toBe(members[0].slug);
      const colours = variant.items.map((i: any) => i.value);
      expect(new Set(colours).size).toBe(colours.length);
      expect(new Set(colours)).toEqual(new Set(members.map((m) => m.attributes.primary_color)));
      expect(variant.total).toBe(variant.items.length);
      for (const item of variant.items) {
        expect(item.color).toMatch(/^[0-9a-f]{6}$/);
        expect(item.action.page.url).toBe(`/product/${item.slug}/`);
      }
      const listed = await products({
        f: `brand:${(await ok(`${CATALOG}/v1.0/products/${members[0].slug}/`)).brand.action.page.params.slug[0]}`,
        page_size: 100,
      });
      expect(listed.items.find((i: any) => i.uid === members[0].uid)?.has_variant ?? true).toBe(true);

      const [single] = await rows<{ slug: string }>(
        sql`select slug from products where variant_group in (select variant_group from products group by variant_group having count(*) = 1) order by uid limit 1`,
      );
      expect((await ok(`${CATALOG}/v1.0/products/${single.slug}/variants/`)).variants).toEqual([]);
      expect((await call(`${CATALOG}/v1.0/products/no-such-product/variants/`)).status).toBe(404);
      expect((await call(`${CATALOG}/v1.0/products/bad%20slug/variants/`)).status).toBe(400);
    });

    it("compares two to four products", async () => {
      const { items } = await products({ f: "category:t-shirts", page_size: 3 });
      const slugs = items.map((i: any) => i.slug);
      const body = await ok(`${CATALOG}/v1.0/products/compare/?slug=${slugs[0]}&slug=${slugs[1]}&slug=${slugs[2]}`);
      expect(body.items.map((i: any) => i.slug)).toEqual(slugs);
      expect(body.title).toBe("Compare T-Shirts");
      expect(body.subtitle).toBeTruthy();
      for (const item of body.items) expect(item.department.slug).toBeTruthy();
      const keys = body.attributes_metadata[0].details.map((d: any) => d.key);
      expect(keys).toEqual(expect.arrayContaining(["primary_color", "material", "gender", "pattern"]));
      expect(keys.some((k: string) => k.endsWith("_hex"))).toBe(false);
      for (const detail of body.attributes_metadata[0].details) expect(detail.display).toBeTruthy();
    });

    it("refuses comparisons without two product slugs", async () => {
      const none = await call(`${CATALOG}/v1.0/products/compare/`);
      expect(none.status).toBe(400);
      expect(none.body.message).toBe("No Product Slugs present");
      expect(none.body.errors.slug).toEqual(["No Product Slugs present"]);
      const { items } = await products({ page_size: 5 });
      const one = await call(`${CATALOG}/v1.0/products/compare/?slug=${items[0].slug}`);
      expect(one.status).toBe(400);
      expect(one.body.errors.slug).toBeDefined();
      const five = await call(`${CATALOG}/v1.0/products/compare/?${items.map((i: any) => `slug=${i.slug}`).join("&")}`);
      expect(five.status).toBe(400);
      expect((await call(`${CATALOG}/v1.0/products/compare/?slug=${items[0].slug}&slug=no-such-product`)).status).toBe(
        404,
      );
      expect((await call(`${CATALOG}/v1.0/products/compare/?slug=${items[0].slug}&slug=bad%20slug`)).status).toBe(400);
    });

    it("suggests products, brands, categories and collections for a search", async () => {
      const kurta = await ok(`${CATALOG}/v1.0/auto-complete/?q=kurta`);
      const productItems = kurta.items.filter((i: any) => i.type === "product");
      expect(productItems.length).toBeGreaterThan(0);
      expect(productItems.length).toBeLessThanOrEqual(5);
      expect(kurta.items.slice(0, productItems.length).every((i: any) => i.type === "product")).toBe(true);
      for (const item of productItems) {
        expect(item.display.toLowerCase()).toContain("kurta");
        expect(item._custom_json).toMatchObject({
          slug: expect.any(String),
          subtitle: expect.any(String),
          image: expect.stringMatching(/^\/service\/media\//),
        });
        expect(item._custom_json.price.effective.min).toBeGreaterThan(0);
        expect(item.action).toMatchObject({
          type: "page",
          page: { type: "product", url: `/product/${item._custom_json.slug}/` },
        });
        expect(item.logo.url).toBe(item._custom_json.image);
      }
      const category = kurta.items.find((i: any) => i.type === "category" && i.display === "Kurtas");
      expect(category.action.page).toMatchObject({
        type: "category",
        url: "/category/kurtas/",
        params: { slug: ["kurtas"] },
      });

      const brand = (await ok(`${CATALOG}/v1.0/auto-complete/?q=urban`)).items.find((i: any) => i.type === "brand");
      expect(brand).toMatchObject({
        display: "Urban Loom",
        action: { page: { type: "brand", url: "/brand/urban-loom/" } },
      });
      const collection = (await ok(`${CATALOG}/v1.0/auto-complete/?q=festive`)).items.find(
        (i: any) => i.type === "collection",
      );
      expect(collection.action.page.url).toBe("/collection/festive-edit/");
      expect((await ok(`${CATALOG}/v1.0/auto-complete/?q=zzqqxx`)).items).toEqual([]);
    });

    it("refuses suggestions without a query or with one over 200 characters", async () => {
      for (const q of ["", "?q=", `?q=${"a".repeat(201)}`]) {
        const { status, body } = await call(`${CATALOG}/v1.0/auto-complete/${q}`);
        expect(status, q).toBe(400);
        expect(body.errors.q).toBeDefined();
      }
    });
  });

  // -------------------------------------------------------------------------------------------
  describe("logistics", () => {
    const LOGISTICS = `${API}/logistics/v1.0`;

    it("looks up a pincode's city, state and country", async () => {
      const body = await ok(`${LOGISTICS}/localities/pincode/400001`);
      expect(body).toMatchObject({ name: "400001", display_name: "400001", type: "pincode" });
      expect(body.localities.map((l: any) => [l.type, l.display_name])).toEqual([
        ["city", "Mumbai"],
        ["state", "Maharashtra"],
        ["country", "India"],
      ]);
      expect(body.localities[1].meta.state_code).toBe("MH");
      expect(body.parent_ids).toEqual(body.localities.map((l: any) => l.id));
      const old = await ok(`${LOGISTICS}/pincode/560001`);
      expect(old.success).toBe(true);
      expect(old.data[0].parents.map((p: any) => p.display_name)).toEqual(["India", "Karnataka", "Bengaluru"]);
    });

    it("answers 'Pincode not serviceable' for pincodes outside the served areas, 400 for malformed ones", async () => {
      for (const path of [
        `${LOGISTICS}/localities/pincode/999999`,
        `${LOGISTICS}/pincode/999999`,
        `${LOGISTICS}/localities/pincode/400001?country=US`,
      ]) {
        const { status, body } = await call(path);
        expect(status, path).toBe(404);
        expect(body.message).toBe("Pincode not serviceable");
      }
      for (const path of [
        `${LOGISTICS}/localities/pincode/12345`,
        `${LOGISTICS}/localities/pincode/0123456`,
        `${LOGISTICS}/localities/city/mumbai`,
        `${LOGISTICS}/pincode/abcdef`,
      ]) {
        const { status, body } = await call(path);
        expect(status, path).toBe(400);
        expect(Object.keys(body.errors).length).toBeGreaterThan(0);
      }
    });

    const tat = (body: unknown) => call(`${LOGISTICS}/`, { method: "POST", body });
    const article = {
      category: { level: "l3", id: 3001 },
      manufacturing_time: 0,
      manufacturing_time_unit: "days",
      available_quantity: 5,
    };

    it("promises a delivery window by the distance between pincodes (TAT call)", async () => {
      const before = Date.now();
      const { status, body } = await tat({
        to_pincode: "110001",
        location_details: [
          { fulfillment_id: 1, from_pincode: "421302", articles: [article, { ...article, manufacturing_time: 2 }] },
        ],
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: true, to_pincode: "110001", to_city: "New Delhi", is_cod_available: true });
      const [ready, madeToOrder] = body.location_details[0].articles;
      const rule = transitDays("421302", "110001");
      expect(rule).toEqual({ min: 6, max: 7 });
      for (const [item, extra] of [
        [ready, 0],
        [madeToOrder, 2],
      ] as const) {
        expect(item.error.message).toBeNull();
        const { min, max } = item.promise.timestamp;
        expect(max - min).toBe((rule.max - rule.min) * 86_400);
        const days = (min * 1000 - before) / 86_400_000;
        expect(days).toBeGreaterThan(rule.min + extra - 1);
        expect(days).toBeLessThanOrEqual(rule.min + extra + 1);
        expect(item.promise.formatted.min).toMatch(/^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}$/);
      }
      expect(madeToOrder._manufacturing_time_seconds).toBe(2 * 86_400);
      // Same city: the fastest tier.
      const near = await tat({
        to_pincode: "421301",
        location_details: [{ from_pincode: "421302", articles: [article] }],
      });
      const n = near.body.location_details[0].articles[0].promise.timestamp;
      expect(n.min).toBeLessThan(ready.promise.timestamp.min);
      expect(transitDays("421302", "421301")).toEqual({ min: 2, max: 3 });
    });

    it("reports an unserviceable destination on each article, and refuses incomplete requests", async () => {
      const far = await tat({
        to_pincode: "999999",
        location_details: [{ from_pincode: "421302", articles: [article] }],
      });
      expect(far.status).toBe(200);
      expect(far.body.success).toBe(false);
      expect(far.body.location_details[0].articles[0].error.message).toBe("Pincode not serviceable");
      expect(far.body.location_details[0].articles[0].promise).toBeUndefined();

      const incomplete = [
        { location_details: [{ from_pincode: "421302", articles: [article] }] },
        { to_pincode: "110001" },
        { to_pincode: "110001", location_details: [{ articles: [article] }] },
        { to_pincode: "110001", location_details: [{ from_pincode: "421302", articles: [{ manufacturing_time: 1 }] }] },
        { to_pincode: "1100", location_details: [{ from_pincode: "421302", articles: [article] }] },
      ];
      for (const body of incomplete) {
        const res = await tat(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.message).toBe("Pincode not serviceable");
        expect(Object.keys(res.body.errors).length).toBeGreaterThan(0);
      }
      const wrongType = await tat({ to_pincode: "110001", location_details: "everywhere" });
      expect(wrongType.status).toBe(400);
      expect(wrongType.body.errors.location_details).toBeDefined();
      const response = await service().app.fetch(
        signedRequest(`${LOGISTICS}/`, { method: "POST", body: "x", headers: { "content-type": "application/json" } }),
      );
      expect(response.status).toBe(400);
    });

    it("promises delivery from every store that delivers to the shopper's pincode (getDeliveryPromise)", async () => {
      const body = await ok(`${LOGISTICS}/delivery-promise`, {
        headers: { "x-location-detail": JSON.stringify({ pincode: "110001" }) },
      });
      // The warehouses reach Delhi, and so do the two New Delhi stores; the other cities' stores do not.
      const serving = (await db().select().from(schema.stores)).filter(
        (s) => s.storeType === "warehouse" || s.city === "New Delhi",
      );
      expect(body.items.map((i: any) => i.uid)).toEqual(serving.map((s) => s.uid).sort((a, b) => a - b));
      const fastest = body.items.map((i: any) => i.delivery_promise.min).sort()[0];
      expect(body.delivery_promise.min).toBe(fastest);
      expect(body.page).toMatchObject({ type: "number", item_total: serving.length });
      expect((await call(`${LOGISTICS}/delivery-promise`)).status).toBe(400);
      expect(
        (
          await call(`${LOGISTICS}/delivery-promise`, {
            headers: { "x-location-detail": JSON.stringify({ pincode: "999999" }) },
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await call(`${LOGISTICS}/delivery-promise?page_size=0`, {
            headers: { "x-location-detail": JSON.stringify({ pincode: "110001" }) },
          })
        ).status,
      ).toBe(400);
    });
  });

  // -------------------------------------------------------------------------------------------
  // Last: these change the data, and the memoised totals must follow.
  describe("memoised totals follow catalogue changes", () => {
    it("recounts after a stock change and after a product change", async () => {
      const [article] = await db()
        .select()
        .from(schema.productSizes)
        .where(and(eq(schema.productSizes.value, "XL"), gt(schema.productSizes.quantity, 0)))
        .orderBy(asc(schema.productSizes.articleId))
        .limit(1);
      const before = await total("sizes:XL");
      const facetBefore = (await products({ filters: true })).filters
        .find((f: any) => f.key.name === "sizes")
        .values.find((v: any) => v.value === "XL").count;
      expect(facetBefore).toBe(before);

      await db()
        .update(schema.productSizes)
        .set({ quantity: 0 })
        .where(eq(schema.productSizes.articleId, article.articleId));
      expect(await total("sizes:XL")).toBe(before - 1);
      const facetAfter = (await products({ filters: true })).filters
        .find((f: any) => f.key.name === "sizes")
        .values.find((v: any) => v.value === "XL").count;
      expect(facetAfter).toBe(before - 1);

      const [product] = await db().select().from(schema.products).where(eq(schema.products.uid, article.productUid));
      const brandTotal = await total(`brand:urban-loom`);
      const moved = product.brandUid === 101 ? -1 : 1;
      await db()
        .update(schema.products)
        .set({ brandUid: product.brandUid === 101 ? 102 : 101 })
        .where(eq(schema.products.uid, product.uid));
      expect(await total(`brand:urban-loom`)).toBe(brandTotal + moved);

      await db()
        .update(schema.products)
        .set({ brandUid: product.brandUid })
        .where(eq(schema.products.uid, product.uid));
      await db()
        .update(schema.productSizes)
        .set({ quantity: article.quantity })
        .where(eq(schema.productSizes.articleId, article.articleId));
      expect(await total("sizes:XL")).toBe(before);
      expect(await total(`brand:urban-loom`)).toBe(brandTotal);
    });

    it.runIf(driver === "pglite")("answers a listing asked again without a database statement (PGlite)", async () => {
      const client = (db() as unknown as { $client: { query: (...args: never[]) => unknown } }).$client;
      const query = { f: "department:women", sort_on: "price_dsc", filters: true };
      const first = await products(query);
      const original = client.query;
      // The listing's own statements (a background job of the service may run meanwhile: not counted).
      const statements: string[] = [];
      client.query = (...args: never[]) => {
        const sql = String(args[0]);
        if (/products|articles|catalog_revision|collections|inventory/i.test(sql)) statements.push(sql);
        return original.apply(client, args);
      };
      try {
        expect(await products(query)).toEqual(first);
      } finally {
        client.query = original;
      }
      expect(statements).toEqual([]);
    });

    it("answers a page's items and order as they are after a product or stock change (memoised pages)", async () => {
      const query = { f: "department:men", sort_on: "price_asc", page_size: 12 };
      const first = (await products(query)).items;
      expect(await products(query)).toMatchObject({ items: first });
      const [top, second] = first;
      const [original] = await db().select().from(schema.products).where(eq(schema.products.uid, top.uid));

      // A product renamed: the memoised page's item answers the new name at once.
      await db()
        .update(schema.products)
        .set({ name: `${top.name} (renamed)` })
        .where(eq(schema.products.uid, top.uid));
      expect((await products(query)).items[0].name).toBe(`${top.name} (renamed)`);

      // A price change reorders the page.
      await db().update(schema.products).set({ priceEffectiveMin: 1_000_000 }).where(eq(schema.products.uid, top.uid));
      const reordered = (await products(query)).items.map((item: any) => item.uid);
      expect(reordered[0]).toBe(second.uid);
      expect(reordered).not.toContain(top.uid);

      // A size selling out leaves the item's sizes.
      const [size] = await db()
        .select()
        .from(schema.productSizes)
        .where(and(eq(schema.productSizes.productUid, second.uid), gt(schema.productSizes.quantity, 0)))
        .limit(1);
      await db()
        .update(schema.productSizes)
        .set({ quantity: 0 })
        .where(eq(schema.productSizes.articleId, size.articleId));
      const [sold] = (await products(query)).items;
      expect(sold.uid).toBe(second.uid);
      expect(sold.sizes).not.toContain(size.value);

      await db()
        .update(schema.productSizes)
        .set({ quantity: size.quantity })
        .where(eq(schema.productSizes.articleId, size.articleId));
      await db()
        .update(schema.products)
        .set({ name: original.name, priceEffectiveMin: original.priceEffectiveMin })
        .where(eq(schema.products.uid, top.uid));
      expect((await products(query)).items).toEqual(first);
    });
  });
});
