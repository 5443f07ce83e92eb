/**
 * The stock sections the seed puts on home (trust-marker, multi-collection-product-list,
 * countdown-banner), with JavaScript on and off: all server-rendered, the collection tabs working
 * without JavaScript (links to :target panels) and in place with it.
 */
import { expectNoAxeViolations } from "./a11y";
import { expect, test } from "./fixtures";

test.describe("stock sections on home", () => {
  test("trust markers list the store's promises", async ({ page }) => {
    await page.goto("/");
    const markers = page.locator('[data-section="trust-marker"]');
    await markers.scrollIntoViewIfNeeded();
    await expect(markers.getByRole("heading", { name: "Why shop with us" })).toBeVisible();
    await expect(markers.getByRole("listitem")).toHaveCount(4);
    await expect(markers.getByRole("heading", { name: "Free shipping" })).toBeVisible();
    await expect(markers.getByRole("link", { name: "Here to help" })).toHaveAttribute("href", "/contact-us");
  });

  test("collection tabs switch panels, with or without JavaScript", async ({ page, javaScriptEnabled }) => {
    await page.goto("/");
    const list = page.locator('[data-section="multi-collection-product-list"]');
    await list.scrollIntoViewIfNeeded();
    await expect(list.getByRole("heading", { name: "Shop the season" })).toBeVisible();
    const festive = list.getByRole("region", { name: "Festive edit" });
    const summer = list.getByRole("region", { name: "Summer essentials" });
    // Every panel is in the server's HTML; the first one shows.
    await expect(festive.locator('a[href^="/product/"]').first()).toBeVisible();
    await expect(summer).toBeHidden();
    expect(await summer.locator('a[href^="/product/"]').count()).toBeGreaterThan(0);

    await list.getByRole("link", { name: "Summer essentials" }).click();
    await expect(summer.locator('a[href^="/product/"]').first()).toBeVisible();
    await expect(festive).toBeHidden();
    await expect(summer.getByRole("link", { name: /View all/ })).toHaveAttribute(
      "href",
      "/collection/summer-essentials",
    );
    if (javaScriptEnabled) {
      // In place: the address keeps no fragment and the current tab is marked.
      expect(new URL(page.url()).hash).toBe("");
      await expect(list.getByRole("link", { name: "Summer essentials" })).toHaveAttribute("aria-current", "true");
    } else {
      expect(new URL(page.url()).hash).toMatch(/^#mcpl-\d+-1$/);
    }

    await list.getByRole("link", { name: "Sneakers" }).click();
    await expect(list.getByRole("region", { name: "Sneakers" }).locator('a[href^="/product/"]').first()).toBeVisible();
    await expect(summer).toBeHidden();
  });

  test("the countdown banner says the time left (or that the offer ended) and links to the sale", async ({ page }) => {
    await page.goto("/");
    const banner = page.locator('[data-section="countdown-banner"]');
    await banner.scrollIntoViewIfNeeded();
    await expect(banner.getByRole("heading", { name: "Year-End Sale: up to 60% off" })).toBeVisible();
    await expect(banner.getByText(/Ends in \d+ (day|hour|minute)|The Year-End Sale has ended/)).toBeVisible();
    await expect(banner.getByRole("link", { name: "Shop the sale" })).toHaveAttribute("href", "/collection/mega-sale");
  });

  test("has no accessibility violations in these sections, tab switched", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "axe runs as a script in the page");
    await page.goto("/");
    const list = page.locator('[data-section="multi-collection-product-list"]');
    await list.scrollIntoViewIfNeeded();
    await list.getByRole("link", { name: "Sneakers" }).click();
    await expectNoAxeViolations(page, "home with stock sections");
  });
});
