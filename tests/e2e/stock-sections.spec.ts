/**
 * The stock sections the seed puts on home (trust-marker, multi-collection-product-list,
 * countdown-banner), with JavaScript on and off: all server-rendered, the collection tabs working
 * without JavaScript (links to :target panels) and in place with it.
 */
import { expectNoAxeViolations } from "./a11y";
import { expect, test } from "./fixtures";
import { scrollToSection } from "./section-helpers";

test.describe("stock sections on home", () => {
  test("trust markers list the store's promises", async ({ page }) => {
    await page.goto("/");
    const markers = page.locator('[data-section="trust-marker"]');
    await scrollToSection(markers);
    await expect(markers.getByRole("heading", { name: "Why shop with us" })).toBeVisible();
    await expect(markers.getByRole("listitem")).toHaveCount(4);
    await expect(markers.getByRole("heading", { name: "Free shipping" })).toBeVisible();
    await expect(markers.getByRole("link", { name: "Here to help" })).toHaveAttribute("href", "/contact-us");
  });

  test("collection tabs switch panels, with or without JavaScript", async ({ page, javaScriptEnabled }) => {
    await page.goto("/");
    const list = page.locator('[data-section="multi-collection-product-list"]');
    await scrollToSection(list);
    // With JavaScript, the tabs switch in place once the page is hydrated.
    if (javaScriptEnabled) await expect(list.locator(".mcpl[data-live]")).toHaveCount(1);
    await expect(list.getByRole("heading", { name: "Shop the season" })).toBeVisible();
    const panels = list.locator(".mcpl__panel");
    await expect(panels).toHaveCount(3);
    const [festive, summer, sneakers] = [panels.nth(0), panels.nth(1), panels.nth(2)];
    // Every panel is in the server's HTML; the first one shows.
    await expect(festive.getByRole("heading", { name: "Festive edit" })).toBeAttached();
    await expect(festive.locator('a[href^="/product/"]').first()).toBeVisible();
    await expect(summer).toBeHidden();
    expect(await summer.locator('a[href^="/product/"]').count()).toBeGreaterThan(0);

    const summerTab = list.getByRole("link", { name: "Summer essentials", exact: true });
    await summerTab.click();
    await expect(summer.locator('a[href^="/product/"]').first()).toBeVisible();
    await expect(festive).toBeHidden();
    await expect(summer.getByRole("link", { name: /^View all\s*: Summer essentials$/ })).toHaveAttribute(
      "href",
      "/collection/summer-essentials",
    );
    if (javaScriptEnabled) {
      // In place: the address keeps no fragment and the current tab is marked.
      expect(new URL(page.url()).hash).toBe("");
      await expect(summerTab).toHaveAttribute("aria-current", "true");
    } else {
      expect(new URL(page.url()).hash).toMatch(/^#mcpl-\d+-1$/);
    }

    await list.getByRole("link", { name: "Sneakers", exact: true }).click();
    await expect(sneakers.locator('a[href^="/product/"]').first()).toBeVisible();
    await expect(summer).toBeHidden();
    await expect(festive).toBeHidden();
  });

  test("the countdown banner says the time left (or that the offer ended) and links to the sale", async ({ page }) => {
    await page.goto("/");
    const banner = page.locator('[data-section="countdown-banner"]');
    await scrollToSection(banner);
    await expect(banner.getByRole("heading", { name: "Year-End Sale: up to 60% off" })).toBeVisible();
    await expect(banner.getByText(/Ends in \d+ (day|hour|minute)|The Year-End Sale has ended/)).toBeVisible();
    await expect(banner.getByRole("link", { name: "Shop the sale" })).toHaveAttribute("href", "/collection/mega-sale");
  });

  test("has no accessibility violations with a collection tab switched", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "axe runs as a script in the page");
    await page.goto("/");
    const list = page.locator('[data-section="multi-collection-product-list"]');
    await scrollToSection(list);
    await expect(list.locator(".mcpl[data-live]")).toHaveCount(1);
    await list.getByRole("link", { name: "Sneakers", exact: true }).click();
    await expect(list.getByRole("link", { name: "Sneakers", exact: true })).toHaveAttribute("aria-current", "true");
    await expectNoAxeViolations(page, "home with stock sections");
  });
});
