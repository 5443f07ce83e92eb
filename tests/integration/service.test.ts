import { describe, expect, it } from "vitest";
import { bearer, drivers, signedRequest, useTestService } from "./helpers";
import { TEST_APPLICATION_ID } from "./constants";

describe.each(drivers)("commerce service on %s", (driver) => {
  const service = useTestService(driver);
  const call = async (path: string, init?: Parameters<typeof signedRequest>[1]) => {
    const response = await service().app.fetch(signedRequest(path, init));
    return { status: response.status, body: await response.json(), headers: response.headers };
  };

  describe("authentication and signing", () => {
    const path = "/service/application/configuration/v1.0/application";

    it("accepts a correctly signed request and tags it with a request id", async () => {
      const { status, body, headers } = await call(path);
      expect(status).toBe(200);
      expect(body._id).toBe(TEST_APPLICATION_ID);
      expect(headers.get("x-request-id")).toMatch(/[\w-]+/);
    });

    it("refuses a wrong token with a JSON 401", async () => {
      const { status, body } = await call(path, { token: "not-the-token" });
      expect(status).toBe(401);
      expect(body).toMatchObject({ success: false, message: "Invalid application id or token" });
    });

    it("refuses an unknown application", async () => {
      const { status } = await call(path, { applicationId: "ffffffffffffffffffffffff" });
      expect(status).toBe(401);
    });

    it("refuses a request without credentials", async () => {
      const response = await service().app.fetch(new Request(`http://localhost:3000${path}`));
      expect(response.status).toBe(401);
      expect((await response.json()).message).toMatch(/Bearer/);
    });

    it("refuses a tampered signature", async () => {
      const { status, body } = await call(path, { tamper: (s) => s.slice(0, -1) + (s.endsWith("0") ? "1" : "0") });
      expect(status).toBe(401);
      expect(body.message).toBe("Invalid request signature");
    });

    it("refuses a request whose query was changed after signing", async () => {
      const request = signedRequest("/service/application/catalog/v1.0/products/?page_size=5");
      const changed = new Request(request.url.replace("page_size=5", "page_size=50"), { headers: request.headers });
      const response = await service().app.fetch(changed);
      expect(response.status).toBe(401);
    });

    it("refuses a stale x-fp-date", async () => {
      const { status, body } = await call(path, { date: new Date(Date.now() - 6 * 60_000) });
      expect(status).toBe(401);
      expect(body.message).toMatch(/expired/);
    });

    it("refuses a request with no signature", async () => {
      const response = await service().app.fetch(
        new Request(`http://localhost:3000${path}`, {
          headers: { authorization: bearer(TEST_APPLICATION_ID, "test-application-token") },
        }),
      );
      expect(response.status).toBe(401);
      expect((await response.json()).message).toMatch(/signature missing/);
    });
  });

  describe("errors", () => {
    it("answers unknown routes with a JSON 404", async () => {
      const { status, body } = await call("/service/application/catalog/v1.0/nothing-here");
      expect(status).toBe(404);
      expect(body).toMatchObject({ success: false });
    });

    it("answers invalid query values with a 400 and a field-error map", async () => {
      const { status, body } = await call("/service/application/catalog/v1.0/products/?page_size=0&sort_on=cheapest");
      expect(status).toBe(400);
      expect(Object.keys(body.errors).sort()).toEqual(["page_size", "sort_on"]);
    });

    it("answers a missing product with a JSON 404", async () => {
      const { status, body } = await call("/service/application/catalog/v1.0/products/no-such-product/");
      expect(status).toBe(404);
      expect(body.message).toMatch(/no-such-product/);
    });
  });

  describe("configuration", () => {
    it("serves details, contact information, currencies and features", async () => {
      const detail = await call("/service/application/configuration/v1.0/detail");
      expect(detail.body.logo.secure_url).toMatch(/^\/service\/media\//);
      const info = await call("/service/application/configuration/v1.0/information");
      expect(info.body.social_links.instagram).toMatchObject({
        title: expect.any(String),
        link: expect.stringMatching(/^https:/),
      });
      expect(info.body.support.email.length).toBeGreaterThan(0);
      const currencies = await call("/service/application/configuration/v1.0/currencies");
      expect(currencies.body.items.map((c: any) => c.code)).toContain("INR");
      const appCurrency = await call("/service/application/configuration/v1.0/currency");
      expect(appCurrency.body.default_currency.code).toBe("INR");
      const features = await call("/service/application/configuration/v1.0/feature");
      expect(features.body.feature.common).toBeDefined();
    });
  });

  describe("content", () => {
    it("serves navigations with a page object", async () => {
      const { body } = await call("/service/application/content/v1.0/navigations?page_size=10");
      expect(body.items.length).toBeGreaterThanOrEqual(2);
      expect(body.page).toMatchObject({ type: "number", current: 1 });
      const main = body.items.find((n: any) => n.position === "top");
      expect(main.navigation.length).toBeGreaterThan(3);
    });

    it("serves seo, support and legal documents", async () => {
      expect((await call("/service/application/content/v1.0/seo")).body.seo.details.title).toBeTruthy();
      expect((await call("/service/application/content/v1.0/support")).body.contact).toBeDefined();
      expect((await call("/service/application/content/v1.0/legal")).body.tnc).toBeTruthy();
    });
  });

  describe("theme", () => {
    it("serves the applied theme and its home page sections", async () => {
      const { body: theme } = await call("/service/application/theme/v2.0/applied-theme");
      expect(theme.applied).toBe(true);
      const { status, body: page } = await call(`/service/application/theme/v1.0/${theme._id}/home`);
      expect(status).toBe(200);
      const names = page.sections.map((s: any) => s.name);
      expect(names).toEqual(expect.arrayContaining(["hero-image", "featured-collection", "brand-listing", "raw-html"]));
      for (const section of page.sections) expect(section.props).toBeTypeOf("object");
    });

    it("serves any theme of the store for preview and 404s for others", async () => {
      const { body: theme } = await call("/service/application/theme/v2.0/applied-theme");
      const pages = await call(`/service/application/theme/v1.0/${theme._id}/page`);
      expect(pages.body.pages.map((p: any) => p.value)).toContain("home");
      expect((await call(`/service/application/theme/v2.0/${theme._id}/preview`)).status).toBe(200);
      expect((await call("/service/application/theme/v2.0/ffffffffffffffffffffffff/preview")).status).toBe(404);
      expect((await call("/service/application/theme/v2.0/not-an-id/preview")).status).toBe(400);
    });
  });

  describe("catalog", () => {
    it("lists products 12 to a page with totals", async () => {
      const { body } = await call("/service/application/catalog/v1.0/products/");
      expect(body.items).toHaveLength(12);
      expect(body.page).toMatchObject({ type: "number", current: 1, has_next: true });
      expect(body.page.item_total).toBeGreaterThanOrEqual(600);
      const item = body.items[0];
      expect(item).toMatchObject({ type: "product", slug: expect.any(String), brand: { name: expect.any(String) } });
      expect(item.price.effective.min).toBeLessThanOrEqual(item.price.marked.min);
      expect(item.medias[0].url).toMatch(/^\/service\/media\//);
    });

    it("sorts by price", async () => {
      const { body } = await call("/service/application/catalog/v1.0/products/?sort_on=price_asc&page_size=50");
      const prices = body.items.map((p: any) => p.price.effective.min);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(body.sort_on.find((s: any) => s.is_selected).value).toBe("price_asc");
    });

    it("visits every product exactly once with cursor paging", async () => {
      const seen = new Set<number>();
      let pageId = "*";
      let total = 0;
      for (let guard = 0; guard < 100; guard++) {
        const { body } = await call(
          `/service/application/catalog/v1.0/products/?page_type=cursor&page_size=100&page_id=${encodeURIComponent(pageId)}`,
        );
        total = body.page.item_total;
        for (const item of body.items) {
          expect(seen.has(item.uid)).toBe(false);
          seen.add(item.uid);
        }
        if (!body.page.has_next) break;
        pageId = body.page.next_id;
      }
      expect(seen.size).toBe(total);
    });

    it("filters by department and brand with the f string", async () => {
      const { body: brands } = await call("/service/application/catalog/v1.0/brands/?page_size=5");
      const brand = brands.items[0].slug;
      const { body } = await call(
        `/service/application/catalog/v1.0/products/?f=${encodeURIComponent(`brand:${brand}`)}&page_size=100`,
      );
      expect(body.items.length).toBeGreaterThan(0);
      for (const item of body.items) expect(item.brand.name).toBe(brands.items[0].name);
    });

    it("finds products by search text", async () => {
      const { body: first } = await call("/service/application/catalog/v1.0/products/?page_size=1");
      const word = first.items[0].name.split(" ").at(-1);
      const { body } = await call(`/service/application/catalog/v1.0/products/?q=${encodeURIComponent(word)}`);
      expect(body.page.item_total).toBeGreaterThan(0);
    });

    it("serves a product by slug", async () => {
      const { body: list } = await call("/service/application/catalog/v1.0/products/?page_size=1");
      const { status, body } = await call(`/service/application/catalog/v1.0/products/${list.items[0].slug}/`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ slug: list.items[0].slug, department: { slug: expect.any(String) } });
    });

    it("serves departments, the category tree, brands and collections", async () => {
      const departments = await call("/service/application/catalog/v1.0/departments/");
      expect(departments.body.items.length).toBeGreaterThanOrEqual(3);
      const categories = await call("/service/application/catalog/v1.0/categories/");
      expect(categories.body.data.length).toBe(departments.body.items.length);
      expect(categories.body.data[0].items[0].childs.length).toBeGreaterThan(0);
      const brands = await call("/service/application/catalog/v1.0/brands/?page_size=100");
      expect(brands.body.items.length).toBeGreaterThanOrEqual(30);
      const collections = await call("/service/application/catalog/v1.0/collections/?page_size=50");
      expect(collections.body.items.length).toBeGreaterThanOrEqual(8);
      const items = await call("/service/application/catalog/v1.0/collections/new-arrivals/items/?page_size=8");
      expect(items.body.items).toHaveLength(8);
    });
  });
});
