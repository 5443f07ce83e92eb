/**
 * SEO files and the store locator and team pages (issue 13): robots.txt names this origin's
 * sitemap; /sitemap.xml and every child parse as XML in the browser's own parser (DOMParser, no
 * parsererror), have the sitemap protocol's root and namespace, and EVERY URL they list answers 200
 * over HTTP without a redirect. /locate-us/ lists the stores and searches by city and by pincode
 * through its GET form, with or without JavaScript; /team/ shows the team. Axe on both pages.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./a11y";
import { expect, test } from "./fixtures";

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** The <loc>s of a sitemap document under its root `root`, parsed by the browser's XML parser. */
async function parseSitemap(page: Page, xml: string, root: "urlset" | "sitemapindex"): Promise<string[]> {
  const parsed = await page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    const error = doc.getElementsByTagName("parsererror")[0];
    const top = doc.documentElement;
    return {
      error: error ? error.textContent : null,
      root: top.localName,
      ns: top.namespaceURI,
      children: [...top.children].map((child) => ({
        name: child.localName,
        ns: child.namespaceURI,
        locs: [...child.children].filter((c) => c.localName === "loc").map((c) => c.textContent ?? ""),
      })),
    };
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed.root).toBe(root);
  expect(parsed.ns).toBe(SITEMAP_NS);
  const child = root === "urlset" ? "url" : "sitemap";
  for (const c of parsed.children) {
    expect(c.name).toBe(child);
    expect(c.ns).toBe(SITEMAP_NS);
    expect(c.locs).toHaveLength(1);
  }
  return parsed.children.map((c) => c.locs[0]);
}

async function fetchXml(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url, { maxRedirects: 0 });
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  expect(response.headers()["cache-control"]).toMatch(/^public, max-age=\d+/);
  expect(response.headers()["set-cookie"]).toBeUndefined();
  return response.text();
}

test.describe("robots.txt and the sitemaps", () => {
  test("robots.txt names the sitemap; every sitemap URL parses and answers 200", async ({
    page,
    baseURL,
    javaScriptEnabled,
  }) => {
    // The browser's XML parser needs JavaScript; the no-JS project has nothing more to check here.
    test.skip(!javaScriptEnabled, "parses XML in the browser");
    // 700-odd pages of the demo store, four at a time.
    test.setTimeout(600_000);
    const origin = new URL(baseURL!).origin;
    const request = page.request;

    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(robots.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expect(robots.headers()["cache-control"]).toMatch(/^public, max-age=\d+/);
    const text = await robots.text();
    // The store's configured rules (the demo seed's SEO configuration), then the sitemap.
    expect(text).toContain("User-agent: *\nAllow: /\nDisallow: /cart/\n");
    expect(text.trimEnd().split("\n").at(-1)).toBe(`Sitemap: ${origin}/sitemap.xml`);

    await page.goto("about:blank");
    const children = await parseSitemap(page, await fetchXml(request, "/sitemap.xml"), "sitemapindex");
    expect(children).toEqual([`${origin}/sitemaps/pages.xml`, `${origin}/sitemaps/products-1.xml`]);
    const urls: string[] = [];
    for (const child of children) urls.push(...(await parseSitemap(page, await fetchXml(request, child), "urlset")));

    // Absolute, on this origin, each once; every kind of page is there.
    expect(urls.every((url) => url.startsWith(`${origin}/`))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    const paths = urls.map((url) => new URL(url).pathname);
    for (const path of ["/", "/about-us", "/team/", "/locate-us/", "/contact-us/", "/faq/", "/privacy-policy/"]) {
      expect(paths).toContain(path);
    }
    for (const prefix of ["/product/", "/brand/", "/category/", "/collection/", "/blog/", "/page/", "/faq/"]) {
      expect(paths.filter((p) => p.startsWith(prefix) && p.length > prefix.length).length, prefix).toBeGreaterThan(0);
    }
    expect(paths).toContain("/page/team");
    // The demo store's 600 products, each once (the storefront's listing shows them all).
    expect(paths.filter((p) => p.startsWith("/product/"))).toHaveLength(600);

    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < urls.length) {
        const url = urls[next++];
        const response = await request.get(url, { maxRedirects: 0 });
        if (response.status() !== 200) failures.push(`${response.status()} ${url}`);
        await response.dispose();
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    expect(failures).toEqual([]);
    expect((await request.get("/sitemaps/products-2.xml")).status()).toBe(404);
    expect((await request.get("/sitemaps/anything.xml")).status()).toBe(404);
  });
});

test.describe("store locator", () => {
  test("lists the stores and searches by city and by pincode", async ({ page, javaScriptEnabled }) => {
    const googleRequests: string[] = [];
    page.on("request", (r) => {
      if (/^https:\/\/[^/]*(googleapis|gstatic|google)\.com\//.test(r.url())) googleRequests.push(r.url());
    });
    await page.goto("/locate-us/");
    await expect(page).toHaveTitle("Store locator");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /by city or pincode/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Store locator");
    const stores = page.getByRole("main").getByRole("article");
    await expect(stores).toHaveCount(12);
    const bandra = page.getByRole("article", { name: "Vitrine Bandra West" });
    await expect(bandra.locator("address")).toContainText("24, Hill Road, Bandra West");
    await expect(bandra.locator("address")).toContainText("Mumbai, Maharashtra 400050");
    await expect(bandra.getByRole("link", { name: "+91 2226401124" })).toHaveAttribute("href", "tel:+912226401124");
    await expect(bandra.getByRole("heading", { name: "Opening hours" })).toBeVisible();
    await expect(bandra.getByRole("definition")).toHaveText("10:30 AM – 9:30 PM");
    // Closed on Tuesdays.
    const banjara = page.getByRole("article", { name: "Vitrine Banjara Hills" });
    await expect(banjara.getByRole("term")).toHaveText(["Monday", "Tuesday", "Wednesday – Sunday"]);
    await expect(banjara.getByRole("definition").nth(1)).toHaveText("Closed");
    // No maps key on this store: no map, and nothing asked of Google.
    await expect(page.getByRole("region", { name: "Map of the stores" })).toHaveCount(0);
    expect(googleRequests).toEqual([]);
    if (javaScriptEnabled) await expectNoAxeViolations(page, "store locator");

    const search = page.getByRole("search", { name: "Store search" }).getByLabel("Search by city or pincode");
    await search.fill("Bengaluru");
    await page.getByRole("search", { name: "Store search" }).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/locate-us\/\?q=Bengaluru$/);
    await expect(page.getByRole("status")).toContainText("2 stores found for “Bengaluru”.");
    await expect(stores).toHaveCount(2);
    await expect(stores.getByRole("heading", { level: 2 })).toHaveText([
      "Vitrine Forum Koramangala",
      "Vitrine Indiranagar",
    ]);

    await page.getByRole("search", { name: "Store search" }).getByLabel("Search by city or pincode").fill("400013");
    await page.getByRole("search", { name: "Store search" }).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\?q=400013$/);
    await expect(stores.getByRole("heading", { level: 2 })).toHaveText(["Vitrine Phoenix Palladium"]);

    await page.goto("/locate-us/?q=Atlantis");
    await expect(stores).toHaveCount(0);
    await expect(page.getByText("No stores found. Try another city or pincode.")).toBeVisible();
    await page.getByRole("link", { name: "Show all stores" }).click();
    await expect(stores).toHaveCount(12);
  });
});

test("the team page shows each person with a role and a portrait", async ({ page, javaScriptEnabled }) => {
  await page.goto("/team/");
  await expect(page).toHaveTitle("Our team");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Meet the people/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our team");
  const people = page.getByRole("main").getByRole("figure");
  await expect(people).toHaveCount(6);
  await expect(people.first()).toContainText("Kavya Menon");
  await expect(people.first()).toContainText("Founder and chief executive");
  const portrait = people.first().locator("img");
  await expect(portrait).toHaveAttribute("src", /\/service\/media\/avatar\//);
  // The portrait loads (a real image, not a broken link).
  expect((await page.request.get((await portrait.getAttribute("src"))!)).status()).toBe(200);
  if (javaScriptEnabled) await expectNoAxeViolations(page, "team");
});
