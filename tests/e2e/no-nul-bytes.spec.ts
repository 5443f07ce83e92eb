import { expect, test, type APIRequestContext } from "@playwright/test";

/**
 * Crawls the demo store over raw HTTP and checks every page's bytes: React 18.3.1's streaming
 * renderer can put NUL bytes into a page wherever a multibyte character (₹, –) meets the edge of its
 * 2048-byte buffer, as it did in the price filter's label on /products/?sort_on=price_asc. Which
 * pages it hits moves with every change of markup or data, so the crawl is wide: every page type,
 * every brand, category and collection the index pages link, and the products of two listings.
 */
/** Pages fetched at once: the crawl is bound by the server's rendering, which overlaps with the transfers. */
const CONCURRENCY = 4;

test.describe("served HTML", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only");

  test("no page carries a NUL byte", async ({ request }) => {
    test.setTimeout(120_000);
    const withNul: string[] = [];
    let crawled = 0;

    /** The page's bytes exactly as sent (no compression to undo), after checking its status. */
    async function page(api: APIRequestContext, path: string, status = 200): Promise<string> {
      const response = await api.get(path, { headers: { "accept-encoding": "identity" } });
      expect(response.status(), path).toBe(status);
      expect(response.headers()["content-type"], path).toContain("text/html");
      const body = await response.body();
      crawled++;
      if (body.includes(0)) withNul.push(`${path} (byte ${body.indexOf(0)})`);
      return body.toString("utf8");
    }

    /** The distinct links under `prefix` in the markup, in order. */
    function links(html: string, prefix: string): string[] {
      const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replaceAll("&amp;", "&"));
      return [...new Set(hrefs.filter((href) => href.startsWith(prefix)))];
    }

    /** Several pages at once (the server answers them concurrently, as it would real shoppers). */
    async function pages(paths: string[], status = 200): Promise<string[]> {
      const bodies: string[] = [];
      for (let i = 0; i < paths.length; i += CONCURRENCY)
        bodies.push(...(await Promise.all(paths.slice(i, i + CONCURRENCY).map((path) => page(request, path, status)))));
      return bodies;
    }

    const sorts = ["price_asc", "price_dsc"];
    const [home, listing, ...sorted] = await pages([
      "/",
      "/products/",
      ...sorts.map((sort) => `/products/?sort_on=${sort}`),
    ]);
    const listings = [listing, ...sorted];
    await pages(
      sorts.flatMap((sort) => [
        `/products/?sort_on=${sort}&page_no=2`,
        `/products/?q=kurta&sort_on=${sort}`,
        `/products/?${new URLSearchParams({ price: "[500,INR TO 2000,INR]", sort_on: sort })}`,
      ]),
    );

    // The first value of a few of the filter form's facets, alone and with each price sort.
    const filters = new Map<string, string>();
    for (const [tag] of listing.matchAll(/<input[^>]*type="checkbox"[^>]*>/g)) {
      const name = /name="([^"]+)"/.exec(tag)?.[1];
      const value = /value="([^"]+)"/.exec(tag)?.[1];
      if (name && value && !filters.has(name)) filters.set(name, value.replaceAll("&amp;", "&"));
    }
    expect(filters.size, "filter facets on the listing").toBeGreaterThanOrEqual(3);
    await pages(
      [...filters]
        .slice(0, 4)
        .flatMap(([name, value]) => [
          `/products/?${new URLSearchParams({ [name]: value })}`,
          ...sorts.map((sort) => `/products/?${new URLSearchParams({ [name]: value, sort_on: sort })}`),
        ]),
    );

    const indexes = [home, ...(await pages(["/brands/", "/categories/", "/collections/"]))];
    for (const prefix of ["/brand/", "/category/", "/collection/"]) {
      const found = links(indexes.join(""), prefix);
      expect(found.length, prefix).toBeGreaterThan(0);
      await pages(found);
    }

    const products = links(listings.join(""), "/product/").map((href) => href.split("?")[0]);
    expect(products.length).toBeGreaterThan(10);
    await pages([...new Set(products)]);
    const slugs = products.slice(0, 2).map((href) => href.split("/").filter(Boolean).pop()!);
    await pages([
      `/compare/?id=${slugs.join(",")}`,
      "/compare/",
      "/auth/login/",
      "/auth/register/",
      "/auth/forgot-password/",
    ]);
    await pages(["/no-such-page/anywhere", "/product/no-such-product/"], 404);

    expect(crawled).toBeGreaterThan(80);
    expect(withNul, `pages with a NUL byte out of ${crawled}`).toEqual([]);
  });
});
