import { expectNoAxeViolations } from "./a11y";
import { expect, test } from "./fixtures";

test.describe("home page", () => {
  test("shows the store's navigation, hero, featured products and footer", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);

    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Brands", exact: true })).toBeVisible();
    // Inactive navigation entries are not listed.
    await expect(nav.getByRole("link", { name: /hidden/i })).toHaveCount(0);

    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const featured = page.locator('[data-section="featured-collection"]').first();
    await expect(featured.getByRole("heading", { name: "New arrivals" })).toBeVisible();
    await expect(featured.locator('a[href^="/product/"]').first()).toBeVisible();
    expect(await featured.locator('a[href^="/product/"]').count()).toBeGreaterThanOrEqual(8);

    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: /instagram/i })).toBeVisible();
    await expect(footer.getByText(/© 2026/)).toBeVisible();

    // The raw-html section's scripts are not in the server's HTML (they run after hydration: theme-runtime.spec.ts).
    expect(await (await page.request.get("/")).text()).not.toContain('<script src="/theme-scripts/');
  });

  test("opens a product from the featured collection", async ({ page }) => {
    await page.goto("/");
    const link = page.locator('[data-section="featured-collection"] a[href^="/product/"]').first();
    const href = await link.getAttribute("href");
    await link.click();
    await expect(page).toHaveURL(new RegExp(href!.replace(/\/$/, "")));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("never scrolls sideways on a phone or a desktop", async ({ page }) => {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
    }
  });

  test("lays its product grids and tiles out in columns, and its scrollers in one row", async ({ page }) => {
    // A stylesheet change once dropped the grid rule: every card stacked alone, the page 40,000 px high.
    for (const [width, columns] of [
      [390, 2],
      [800, 3],
      [1366, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/", "/products/", "/brands/"]) {
        await page.goto(path);
        const layout = await page.evaluate(() => {
          /** How many of a list's items stand in its first row. */
          const firstRow = (list: Element) => {
            const tops = [...list.children].map((item) => item.getBoundingClientRect().top);
            return { items: tops.length, first: tops.filter((top) => Math.abs(top - tops[0]) < 2).length };
          };
          // Lists in a hidden tab panel are not laid out.
          const of = (selector: string) =>
            [...document.querySelectorAll(selector)].filter((list) => list.getClientRects().length > 0).map(firstRow);
          return {
            grids: of(".product-list--grid"),
            tiles: of(".tile-list"),
            scrollers: of(".product-list--horizontal"),
            height: document.documentElement.scrollHeight,
          };
        });
        const at = `${path} at ${width}px`;
        expect(layout.grids.length + layout.tiles.length, at).toBeGreaterThan(0);
        for (const grid of layout.grids) expect(grid.first, `product grid, ${at}`).toBe(Math.min(columns, grid.items));
        for (const tiles of layout.tiles)
          expect(tiles.first, `tiles, ${at}`).toBeGreaterThanOrEqual(Math.min(2, tiles.items));
        for (const scroller of layout.scrollers) expect(scroller.first, `scroller, ${at}`).toBe(scroller.items);
        // The home page is ≈ 11,000 px on a desktop today.
        if (path === "/" && width === 1366) expect(layout.height, at).toBeLessThan(20_000);
      }
    }
  });

  test("has no accessibility violations", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "axe runs as a script in the page; the server HTML is the same in both projects");
    await page.goto("/");
    await expectNoAxeViolations(page, "home");
  });
});

test.describe("not found", () => {
  test("answers an unknown path with a 404 and 'Page Not Found.'", async ({ page }) => {
    const response = await page.goto("/no-such-page/anywhere");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found." })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });

  test("answers an unknown product with a 404 inside the store layout", async ({ page }) => {
    const response = await page.goto("/product/no-such-product");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found." })).toBeVisible();
  });

  test("has no accessibility violations", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "axe runs as a script in the page; the server HTML is the same in both projects");
    await page.goto("/no-such-page");
    await expectNoAxeViolations(page, "not found");
  });
});
