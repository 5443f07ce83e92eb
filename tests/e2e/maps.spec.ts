/**
 * The address form's map picker on a store with a maps key (the "maps" project's own server, see
 * playwright.config.ts), in a browser that cannot reach Google: the page loads no map until the
 * shopper opens it; opening it loads the picker (search box 'Search Google Maps', 'Get current
 * location'), asks Google for the maps script (the CSP lets it), and after 5000 ms without a script
 * says 'Loading took too long'. The form stays complete: the address saves without a map.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./a11y";
import { expect, test } from "./fixtures";

/**
 * No network to Google here (nor in CI): makes that certain, and answers what the page asked for.
 * The aborted script request is logged by the browser: allowed.
 */
async function withoutGoogle(page: Page, consoleErrors: { allow(pattern: RegExp): void }): Promise<string[]> {
  consoleErrors.allow(/Failed to load resource|ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  const googleRequests: string[] = [];
  await page.route(/^https:\/\/[^/]*(googleapis|gstatic|google)\.com\//, (route) => {
    googleRequests.push(route.request().url());
    return route.abort("internetdisconnected");
  });
  return googleRequests;
}

test("the map picker loads on demand and gives up after 5000 ms without Google", async ({
  page,
  shopper,
  consoleErrors,
}) => {
  void shopper;
  test.setTimeout(90_000);
  const googleRequests = await withoutGoogle(page, consoleErrors);

  await page.goto("/profile/address/?add");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add address");
  const open = page.getByRole("button", { name: "Pick on the map" });
  await expect(open).toBeVisible();
  // Nothing of the map before it is opened.
  expect(googleRequests).toEqual([]);
  await expect(page.getByPlaceholder("Search Google Maps")).toHaveCount(0);

  const openedAt = Date.now();
  await open.click();
  const search = page.getByPlaceholder("Search Google Maps");
  await expect(search).toBeVisible();
  await expect(page.getByLabel("Search Google Maps")).toBeVisible();
  await expect(page.getByRole("button", { name: "Get current location" })).toHaveAttribute(
    "title",
    "Get current location",
  );
  await expect(page.getByText("Note: Please mark exact location for easy pickup of items from store")).toBeVisible();
  await expect
    .poll(() => googleRequests.some((url) => url.startsWith("https://maps.googleapis.com/maps/api/js?")))
    .toBe(true);
  expect(googleRequests.find((url) => url.includes("/maps/api/js?"))).toContain("key=e2e-maps-key-not-real");

  await expect(page.getByRole("alert").filter({ hasText: "Loading took too long" })).toBeVisible({ timeout: 15_000 });
  expect(Date.now() - openedAt).toBeGreaterThanOrEqual(5000);
  await expectNoAxeViolations(page, "address form with the map picker");

  // The form is complete without the map.
  await page.getByLabel("Full Name").fill("Asha Rao");
  await page.getByLabel("Mobile Number").fill("9876543210");
  await page.getByLabel("Flat No/House No").fill("12, 4th Cross");
  await page.getByLabel("Building Name/Street").fill("Fort");
  await page.getByLabel("Pincode", { exact: true }).fill("400001");
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("Mumbai");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByText("Address added.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Saved addresses" })).toContainText("Mumbai, Maharashtra 400001");
});

test("the store locator maps the stores with the store's key, and keeps its list without Google", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const googleRequests = await withoutGoogle(page, consoleErrors);

  await page.goto("/locate-us/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Store locator");
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(12);
  await expect(page.getByRole("region", { name: "Map of the stores" })).toBeVisible();
  await expect
    .poll(() => googleRequests.find((url) => url.startsWith("https://maps.googleapis.com/maps/api/js?")))
    .toContain("key=e2e-maps-key-not-real");
  await expect(page.getByRole("alert").filter({ hasText: "Loading took too long" })).toBeVisible({ timeout: 15_000 });
  // The list does not depend on the map.
  await expect(page.getByRole("article", { name: "Vitrine Bandra West" })).toContainText("+91 2226401124");
  await expectNoAxeViolations(page, "store locator with a map");
});
