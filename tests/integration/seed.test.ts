/**
 * The demo-store seed: minimum contents, internal consistency, determinism, and the media route that
 * serves the images it references.
 */
import { createHash } from "node:crypto";
import { asc } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NavigationReference, ThemeSection } from "../../service/contract/types";
import { openDatabase, type Database } from "../../service/db/client";
import * as schema from "../../service/db/schema";
import { escapeXml, renderArt } from "../../service/media/art";
import { mediaRoutes } from "../../service/media/routes";
import { seedDemoStore, type SeedSummary } from "../../service/seed/index";

const APP_ID = "5f0000000000000000000abc";
const TOKEN = "seed-test-token";

async function freshSeed(): Promise<{ database: Database; summary: SeedSummary; ms: number }> {
  const database = await openDatabase();
  const started = performance.now();
  const summary = await seedDemoStore(database.db, { applicationId: APP_ID, applicationToken: TOKEN, products: 600 });
  return { database, summary, ms: performance.now() - started };
}

/** A stable digest of every seeded table, rows in primary-key order. */
async function digest(database: Database): Promise<string> {
  const { db } = database;
  const s = schema;
  const tables = [
    await db.select().from(s.applications).orderBy(asc(s.applications.id)),
    await db.select().from(s.appDocuments).orderBy(asc(s.appDocuments.kind)),
    await db.select().from(s.currencies).orderBy(asc(s.currencies.id)),
    await db.select().from(s.navigations).orderBy(asc(s.navigations.id)),
    await db.select().from(s.themes).orderBy(asc(s.themes.id)),
    await db.select().from(s.themePages).orderBy(asc(s.themePages.themeId), asc(s.themePages.value)),
    await db.select().from(s.departments).orderBy(asc(s.departments.uid)),
    await db.select().from(s.categories).orderBy(asc(s.categories.uid)),
    await db.select().from(s.brands).orderBy(asc(s.brands.uid)),
    await db.select().from(s.sellers).orderBy(asc(s.sellers.uid)),
    await db.select().from(s.stores).orderBy(asc(s.stores.uid)),
    await db.select().from(s.products).orderBy(asc(s.products.uid)),
    await db.select().from(s.productSizes).orderBy(asc(s.productSizes.articleId)),
    await db.select().from(s.collections).orderBy(asc(s.collections.uid)),
    await db
      .select()
      .from(s.collectionItems)
      .orderBy(asc(s.collectionItems.collectionUid), asc(s.collectionItems.productUid)),
    await db.select().from(s.files).orderBy(asc(s.files.id)),
    await db.select().from(s.resourceTranslations).orderBy(asc(s.resourceTranslations.id)),
    await db.select().from(s.customFields).orderBy(asc(s.customFields.id)),
    await db.select().from(s.customObjects).orderBy(asc(s.customObjects.id)),
    await db.select().from(s.customForms).orderBy(asc(s.customForms.id)),
  ];
  return createHash("sha256").update(JSON.stringify(tables)).digest("hex");
}

describe("seedDemoStore", () => {
  let first: Awaited<ReturnType<typeof freshSeed>>;

  beforeAll(async () => {
    first = await freshSeed();
    console.info(`seeded 600 products in ${first.ms.toFixed(0)} ms`, first.summary);
  });
  afterAll(async () => {
    await first?.database.close();
  });

  it("returns counts that match the tables and the minimum contents", async () => {
    const { summary, database } = first;
    const { db } = database;
    expect(summary).toMatchObject({ applications: 1, navigations: 2, themes: 2, sellers: 2, products: 600 });
    const atLeast = {
      currencies: 5,
      departments: 3,
      categories: 20,
      brands: 30,
      collections: 8,
      stores: 4,
      productSizes: 600,
    };
    for (const [key, least] of Object.entries(atLeast)) {
      expect(summary[key as keyof typeof atLeast], key).toBeGreaterThanOrEqual(least);
    }

    expect((await db.select().from(schema.products)).length).toBe(summary.products);
    expect((await db.select().from(schema.productSizes)).length).toBe(summary.productSizes);
    expect((await db.select().from(schema.collectionItems)).length).toBe(summary.collectionItems);
    expect((await db.select().from(schema.appDocuments)).map((d) => d.kind).sort()).toEqual([
      "about",
      "app_currency",
      "data_loaders",
      "features",
      "information",
      "landing_page",
      "languages",
      "legal",
      "ordering_store",
      "seo",
      "seo_markup_schemas",
      "support",
      "tags",
      "ui_labels",
    ]);
    expect(summary.appStaff).toBeGreaterThanOrEqual(5);
    expect((await db.select().from(schema.appStaff)).length).toBe(summary.appStaff);

    // The first 6 products' first 2 images are JPEG photos in file storage, public like uploads.
    expect(summary.files).toBe(12);
    const photos = await db.select().from(schema.files);
    expect(photos).toHaveLength(12);
    const photoUrls = (await db.select().from(schema.products))
      .flatMap((p) => p.medias.map((m) => m.url))
      .filter((url) => url.startsWith("/service/storage/files/"));
    expect(photoUrls.sort()).toEqual(photos.map((f) => `/service/storage/files/${f.id}/${f.fileName}`).sort());
    for (const f of photos) {
      expect([f.status, f.contentType, f.size]).toEqual(["complete", "image/jpeg", f.data!.byteLength]);
      expect([...f.data!.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect(f.id).toBe(createHash("sha256").update(f.data!).digest("hex").slice(0, 24));
    }
  });

  it("seeds the application, currencies and documents", async () => {
    const { db } = first.database;
    const [app] = await db.select().from(schema.applications);
    expect(app).toMatchObject({
      id: APP_ID,
      token: TOKEN,
      name: "Vitrine Demo Store",
      slug: "vitrine-demo",
      companyId: 1,
      domain: "localhost:3000",
    });
    for (const url of [app.logo, app.mobileLogo, app.favicon, app.banner]) expect(url).toMatch(/^\/service\/media\//);

    const currencies = await db.select().from(schema.currencies);
    const inr = currencies.find((c) => c.code === "INR")!;
    expect(inr).toMatchObject({ symbol: "₹", decimalDigits: 2 });
    expect(currencies.map((c) => c.code).sort()).toEqual(["AED", "EUR", "GBP", "INR", "USD"]);
    for (const c of currencies) expect(c.id).toMatch(/^[0-9a-f]{24}$/);

    const docs = Object.fromEntries(
      (await db.select().from(schema.appDocuments)).map((d) => [d.kind, d.data]),
    ) as Record<string, any>;
    expect(docs.app_currency).toEqual({ default_currency: { ref: inr.id, code: "INR" } });
    expect(docs.information.address.city).toBe("Mumbai");
    expect(docs.information.copyright_text).toBe("© 2026 Vitrine Demo Store");
    expect(docs.information.business_highlights).toHaveLength(3);
    for (const network of ["facebook", "instagram", "twitter", "youtube", "pinterest"]) {
      const link = docs.information.social_links[network];
      expect(link.title).toBeTruthy();
      expect(link.icon).toBe(`/service/media/icon/${network}.svg`);
      expect(link.link).toMatch(/^https:\/\//);
    }
    expect(docs.features.feature.common.currency).toEqual({
      value: ["INR"],
      type: "explicit",
      default_currency: "INR",
    });
    expect(docs.features.feature.common.compare_products.enabled).toBe(true);
    expect(docs.features.feature.common.listing_page.sort_on).toBe("popular");
    expect(docs.legal.faq).toHaveLength(4);
    expect(docs.seo.seo.details.title).toBeTruthy();
    expect(docs.support.contact.phone.active).toBe(true);
  });

  it("builds a consistent three-level category tree", async () => {
    const { db } = first.database;
    const departments = await db.select().from(schema.departments);
    const categories = await db.select().from(schema.categories);
    const deptUids = new Set(departments.map((d) => d.uid));
    const byUid = new Map(categories.map((c) => [c.uid, c]));
    const leaves = categories.filter((c) => c.level === 3);
    expect(leaves.length).toBeGreaterThanOrEqual(15);
    expect(categories.filter((c) => c.level === 1).length).toBeGreaterThanOrEqual(3);
    for (const c of categories) {
      expect(c.departmentUids.length).toBeGreaterThan(0);
      for (const d of c.departmentUids) expect(deptUids.has(d)).toBe(true);
      if (c.level === 1) expect(c.parentUid).toBeNull();
      else expect(byUid.get(c.parentUid!)?.level).toBe(c.level - 1);
    }
  });

  it("keeps every product consistent with its sizes, prices and category path", async () => {
    const { db } = first.database;
    const products = await db.select().from(schema.products).orderBy(asc(schema.products.uid));
    const sizes = await db.select().from(schema.productSizes);
    const categories = new Map((await db.select().from(schema.categories)).map((c) => [c.uid, c]));
    const brands = await db.select().from(schema.brands);
    const sizesOf = new Map<number, typeof sizes>();
    for (const s of sizes) sizesOf.set(s.productUid, [...(sizesOf.get(s.productUid) ?? []), s]);

    let unsellable = 0;
    let withPaise = 0;
    let undiscounted = 0;
    for (const p of products) {
      const own = sizesOf.get(p.uid) ?? [];
      expect(own.length, p.slug).toBeGreaterThan(0);
      for (const s of own) {
        expect(s.articleId).toBe(`${p.uid}_${s.value}`);
        expect(s.priceEffective).toBeLessThanOrEqual(s.priceMarked);
        expect(s.priceEffective).toBeGreaterThan(0);
        expect(s.quantity).toBeGreaterThanOrEqual(0);
        expect(s.quantity).toBeLessThanOrEqual(40);
      }
      const inStock = own.some((s) => s.quantity > 0);
      expect(p.sellable, p.slug).toBe(inStock);
      if (!p.sellable) unsellable++;
      expect(p.priceMarkedMin).toBe(Math.min(...own.map((s) => s.priceMarked)));
      expect(p.priceMarkedMax).toBe(Math.max(...own.map((s) => s.priceMarked)));
      expect(p.priceEffectiveMin).toBe(Math.min(...own.map((s) => s.priceEffective)));
      expect(p.priceEffectiveMax).toBe(Math.max(...own.map((s) => s.priceEffective)));
      expect(p.priceEffectiveMin).toBeLessThanOrEqual(p.priceMarkedMin);
      expect(p.discountPercent).toBe(Math.round(((p.priceMarkedMin - p.priceEffectiveMin) / p.priceMarkedMin) * 100));
      expect(p.discountPercent).toBeLessThanOrEqual(70);
      if (p.discountPercent === 0) undiscounted++;
      if (!Number.isInteger(p.priceEffectiveMin)) withPaise++;

      const leaf = categories.get(p.categoryUid)!;
      expect(leaf.level).toBe(3);
      expect(leaf.parentUid).toBe(p.categoryL2Uid);
      expect(categories.get(p.categoryL2Uid)!.parentUid).toBe(p.categoryL1Uid);
      expect(leaf.departmentUids).toContain(p.departmentUid);

      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.medias.length).toBeGreaterThanOrEqual(2);
      expect(p.medias.length).toBeLessThanOrEqual(4);
      p.medias.forEach((m, i) => {
        // A few products' first images are JPEG photos in file storage (service/seed/photos.ts).
        expect(m.url).toMatch(/^\/service\/(media\/product\/.+\.svg|storage\/files\/[0-9a-f]{24}\/.+\.jpg)$/);
        expect(m.alt).toBe(`${p.name} image ${i + 1}`);
      });
      expect(p.highlights).toHaveLength(3);
      expect(p.attributes).toMatchObject({
        primary_color: expect.any(String),
        material: expect.any(String),
        gender: expect.any(String),
      });
      if (p.rating !== null) {
        expect(p.rating).toBeGreaterThanOrEqual(2.5);
        expect(p.rating).toBeLessThanOrEqual(5);
      }
    }
    expect(unsellable).toBeGreaterThan(0);
    expect(unsellable).toBeLessThan(products.length * 0.1);
    expect(withPaise).toBeGreaterThan(0);
    expect(undiscounted).toBeGreaterThan(0);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    // Every brand sells something.
    const used = new Set(products.map((p) => p.brandUid));
    for (const b of brands) expect(used.has(b.uid), b.slug).toBe(true);
  });

  it("ships every article from a store of a seller, one store per product", async () => {
    const { db } = first.database;
    const stores = await db.select().from(schema.stores);
    const sellerUids = new Set((await db.select().from(schema.sellers)).map((s) => s.uid));
    for (const store of stores) {
      expect(sellerUids.has(store.sellerUid)).toBe(true);
      expect(store.pincode).toMatch(/^[1-9][0-9]{5}$/);
      expect(store.city && store.state && store.address).toBeTruthy();
    }
    const storeUids = new Set(stores.map((s) => s.uid));
    const sizes = await db.select().from(schema.productSizes);
    const storeOf = new Map<number, number>();
    for (const size of sizes) {
      expect(size.storeUid, size.articleId).not.toBeNull();
      expect(storeUids.has(size.storeUid!)).toBe(true);
      expect(storeOf.get(size.productUid) ?? size.storeUid).toBe(size.storeUid);
      storeOf.set(size.productUid, size.storeUid!);
    }
    // Every warehouse holds part of the catalogue; the retail stores (ordering stores) hold none.
    const warehouses = new Set(stores.filter((s) => s.storeType === "warehouse").map((s) => s.uid));
    expect(new Set(storeOf.values())).toEqual(warehouses);
    const retail = stores.filter((s) => !warehouses.has(s.uid));
    expect(retail.length).toBeGreaterThanOrEqual(12);
    expect(new Set(retail.map((s) => s.city)).size).toBeGreaterThanOrEqual(8);
    for (const store of retail) {
      expect(
        store.timings.map((t) => t.weekday),
        store.code,
      ).toHaveLength(7);
      expect(store.timings.some((t) => t.open)).toBe(true);
      expect(store.latitude).toBeGreaterThan(6);
      expect(store.latitude).toBeLessThan(36);
      expect(store.longitude).toBeGreaterThan(68);
      expect(store.longitude).toBeLessThan(98);
    }
  });

  it("seeds query and item collections, including new-arrivals and bestsellers", async () => {
    const { db } = first.database;
    const collections = await db.select().from(schema.collections);
    const items = await db.select().from(schema.collectionItems);
    const slugs = collections.map((c) => c.slug);
    expect(slugs).toContain("new-arrivals");
    expect(slugs).toContain("bestsellers");
    expect(collections.some((c) => c.type === "query")).toBe(true);
    expect(collections.some((c) => c.type === "items")).toBe(true);
    const newArrivals = collections.find((c) => c.slug === "new-arrivals")!;
    expect(items.filter((i) => i.collectionUid === newArrivals.uid).length).toBeGreaterThanOrEqual(12);
    const allowed = new Set(["department:in", "brand:in", "category:in", "tag:in", "discount_percent:gte"]);
    for (const c of collections) {
      if (c.type === "query") expect(c.query.length).toBeGreaterThan(0);
      for (const q of c.query) expect(allowed.has(`${q.attribute}:${q.op}`), `${c.slug} ${q.attribute}`).toBe(true);
      if (c.type === "items") expect(items.some((i) => i.collectionUid === c.uid)).toBe(true);
    }
  });

  it("seeds the navigation menus with hidden and out-of-order entries", async () => {
    const { db } = first.database;
    const navs = await db.select().from(schema.navigations);
    const main = navs.find((n) => n.slug === "main-menu")!;
    const footer = navs.find((n) => n.slug === "footer-menu")!;
    expect(main.orientation).toEqual({ landscape: ["top"], portrait: ["top"] });
    expect(footer.orientation).toEqual({ landscape: ["bottom"], portrait: ["bottom"] });
    const entries = main.navigation as NavigationReference[];
    expect(entries.some((e) => !e.active && e.display === "Sale (hidden)")).toBe(true);
    const orders = entries.map((e) => e.sort_order);
    expect(orders).not.toEqual([...orders].sort((a, b) => a - b));
    expect(entries.filter((e) => e.sub_navigation.length >= 3).length).toBeGreaterThanOrEqual(3);
    for (const e of entries) expect(e.action.page?.url).toMatch(/^\//);
    expect((footer.navigation as NavigationReference[]).map((e) => e.action.page?.url)).toEqual([
      "/about-us",
      "/contact-us/",
      "/faq",
      "/blog/",
      "/shipping-policy/",
      "/return-policy/",
      "/privacy-policy/",
      "/terms-and-conditions/",
      "/order-tracking/",
    ]);
  });

  it("seeds an applied theme with the home sections in order, and an unapplied preview theme", async () => {
    const { db } = first.database;
    const themes = await db.select().from(schema.themes);
    const applied = themes.filter((t) => t.applied);
    expect(applied).toHaveLength(1);
    expect(applied[0].name).toBe("Vitrine Classic");
    expect((applied[0].font as { family: string }).family).toBe("Poppins");
    const night = themes.find((t) => !t.applied)!;
    expect(night.name).toBe("Vitrine Night");

    const pages = await db.select().from(schema.themePages);
    const home = pages.find((p) => p.themeId === applied[0].id && p.value === "home")!;
    const sections = home.sections as ThemeSection[];
    expect(sections.map((s) => s.name)).toEqual([
      "hero-image",
      "featured-collection",
      "image-slideshow",
      "categories-listing",
      "brand-listing",
      "media-with-text",
      "collections-listing",
      "testimonials",
      "raw-html",
      "featured-collection",
      "trust-marker",
      "multi-collection-product-list",
      "countdown-banner",
      "demo-notice",
      "blog-posts",
      "newsletter",
    ]);
    expect(sections[13]).toMatchObject({
      __source: { type: "extension" },
      assets: { js: "/extensions/demo/notice.js", css: "/extensions/demo/notice.css" },
    });
    expect(sections[1].props.collection.value).toBe("new-arrivals");
    expect(sections[1].props.item_count.value).toBe(8);
    expect(sections[2].blocks.filter((b) => b.type === "gallery")).toHaveLength(3);
    expect(sections[4].blocks).toHaveLength(8);
    expect(String(sections[8].props.code.value)).toContain("<script>");
    expect(sections[9].props.collection.value).toBe("bestsellers");
    expect(sections[9].predicate?.user).toEqual({ authenticated: false, anonymous: true });
    for (const s of sections) {
      expect(s.predicate?.screen).toEqual({ mobile: true, tablet: true, desktop: true });
      expect(s.predicate?.route).toEqual({ selected: "none", exact_url: "", query: {} });
    }
    const nightHome = pages.find((p) => p.themeId === night.id && p.value === "home")!;
    const nightSections = nightHome.sections as ThemeSection[];
    expect(nightSections.map((s) => s.name).sort()).toEqual(sections.map((s) => s.name).sort());
    expect(nightSections.map((s) => s.name)).not.toEqual(sections.map((s) => s.name));
    expect(nightSections[0].props.heading.value).not.toBe(sections[0].props.heading.value);
    for (const value of [
      "home",
      "product-listing",
      "product-description",
      "brands",
      "categories",
      "collections",
      "page-not-found",
    ]) {
      expect(pages.some((p) => p.themeId === applied[0].id && p.value === value)).toBe(true);
    }
  });

  it("is deterministic: a second fresh database gets identical rows", async () => {
    const second = await freshSeed();
    try {
      expect(second.summary).toEqual(first.summary);
      expect(await digest(second.database)).toBe(await digest(first.database));
    } finally {
      await second.database.close();
    }
  });

  describe("media route", () => {
    const app = new Hono().route("/service/media", mediaRoutes);

    it("serves every image URL the seed stored as a small SVG", async () => {
      const { db } = first.database;
      const urls = new Set<string>();
      const [application] = await db.select().from(schema.applications);
      [application.logo, application.mobileLogo, application.favicon, application.banner].forEach(
        (u) => u && urls.add(u),
      );
      for (const d of await db.select().from(schema.departments)) urls.add(d.logo);
      for (const c of await db.select().from(schema.categories))
        [c.bannerLandscape, c.bannerPortrait].forEach((u) => urls.add(u));
      for (const b of await db.select().from(schema.brands))
        [b.logo, b.bannerLandscape, b.bannerPortrait].forEach((u) => urls.add(u));
      for (const c of await db.select().from(schema.collections))
        [c.logo, c.bannerLandscape, c.bannerPortrait].forEach((u) => urls.add(u));
      for (const p of (await db.select().from(schema.products)).slice(0, 40))
        for (const m of p.medias) if (!m.url.startsWith("/service/storage/")) urls.add(m.url); // photos: images.test.ts
      const json = JSON.stringify([
        await db.select().from(schema.themePages),
        await db.select().from(schema.appDocuments),
        await db.select().from(schema.themes),
      ]);
      for (const m of json.matchAll(/\/service\/media\/[a-z0-9./-]+\.svg/g)) urls.add(m[0]);

      expect(urls.size).toBeGreaterThan(100);
      for (const url of urls) {
        expect(url).toMatch(/^\/service\/media\//);
        const res = await app.request(url);
        expect(res.status, url).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/svg+xml");
        expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        const body = await res.text();
        expect(body.startsWith("<svg"), url).toBe(true);
        expect(body.endsWith("</svg>")).toBe(true);
        expect(Buffer.byteLength(body), url).toBeLessThanOrEqual(2048);
      }
    });

    it("renders the same bytes for the same URL", async () => {
      // The first product with SVG art only (the first few have photos).
      const product = (await first.database.db.select().from(schema.products).orderBy(asc(schema.products.uid))).find(
        (p) => p.medias.every((m) => m.url.startsWith("/service/media/")),
      )!;
      const a = await (await app.request(product.medias[0].url)).text();
      const b = await (await app.request(product.medias[0].url)).text();
      const other = await (await app.request(product.medias[1].url)).text();
      expect(a).toBe(b);
      expect(other).not.toBe(a);
    });

    it("answers 404 JSON for unknown kinds and malformed files", async () => {
      for (const junk of [
        "/service/media/nope/file.svg",
        "/service/media/product/abc",
        "/service/media/product/ABC.svg",
        "/service/media/product/zzzzzz/shirt-1.svg",
        "/service/media/product/7043f7/shirt-1.png",
        "/service/media/product/a--b.svg",
        "/service/media/icon/myspace.svg",
        "/service/media/hero/big.99999x10.svg",
        "/service/media/product/7043f7/extra/shirt-1.svg",
        "/service/media/product",
      ]) {
        const res = await app.request(junk);
        expect(res.status, junk).toBe(404);
        expect(await res.json()).toEqual({ success: false, message: "Media not found" });
      }
    });

    it("honours an explicit size and escapes text", async () => {
      const res = await app.request("/service/media/banner/ff0000/summer-sale.800x200.svg");
      expect(res.status).toBe(200);
      const body = await res.text();
      expect(body).toContain('width="800" height="200"');
      expect(body).toContain(">Summer Sale</text>");
      expect(escapeXml(`<b a="1">&'`)).toBe("&lt;b a=&quot;1&quot;&gt;&amp;&apos;");
      expect(renderArt("product", "shirt-1", { colour: "red" })).toBeNull();
    });
  });
});
