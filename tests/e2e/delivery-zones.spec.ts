/**
 * Where the store delivers and what it sells from a chosen store (docs/decisions/0023), JavaScript on
 * and off: a well-formed pincode no store reaches (Port Blair, Kavaratti) is refused in the header
 * and in the product page's delivery check with the spec's 'Pincode not serviceable'; and on the
 * store with store selection on, a product the chosen store does not hold shows out of stock while
 * another store has it.
 */
import { ONBOARDING_PORT } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { headerLocation, openInStockProduct, setHeaderPincode } from "./location-helpers";

test.describe("pincodes the store does not deliver to", () => {
  test("the header and the product page say 'Pincode not serviceable'", async ({ page }) => {
    await page.goto("/products/");
    await setHeaderPincode(page, "744101");
    await expect(page.getByRole("alert").filter({ hasText: "Pincode not serviceable" })).toBeVisible();
    await expect(page.getByLabel("Delivery pincode", { exact: true })).toHaveValue("744101");
    await expect(headerLocation(page).locator("summary")).toHaveText("Choose delivery location");

    // A served one is kept; the product page then refuses an island pincode and keeps the location.
    await setHeaderPincode(page, "560038");
    await expect(headerLocation(page).locator("summary")).toHaveText(/^Deliver to 560038 \S/);
    await openInStockProduct(page);
    await expect(page.getByText(/^Delivery by .+ to 560038$/)).toBeVisible();
    await page.getByLabel("Check delivery to pincode").fill("682555");
    await page.getByRole("button", { name: "Check" }).click();
    await expect(page.getByText("Pincode not serviceable")).toBeVisible();
    await expect(headerLocation(page).locator("summary")).toHaveText(/^Deliver to 560038 \S/);
  });
});

test.describe("stock of the chosen ordering store", () => {
  test.use({ baseURL: `http://127.0.0.1:${ONBOARDING_PORT}` });

  test("a product the chosen store does not hold is out of stock there, in stock at another", async ({ page }) => {
    test.slow(); // looks through the listing's products for one
    // Bandra West (6) holds no product whose uid is 4 more than a multiple of 5; Lower Parel (7) holds those.
    await page.goto("/products/?_ds=6");
    await expect(page).toHaveURL(/\/products\/$/);
    const hrefs = await page
      .locator('main a[href^="/product/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")!))]);
    const outOfStock = page.locator(".product-page__stock");
    let found: string | undefined;
    for (const href of hrefs) {
      await page.goto(`${href}${href.includes("?") ? "&" : "?"}_ds=6`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if ((await outOfStock.count()) === 0) continue;
      await page.goto(`${href}${href.includes("?") ? "&" : "?"}_ds=7`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if ((await outOfStock.count()) === 0) {
        found = href;
        break;
      }
    }
    expect(found, "a product out of stock at Bandra West and in stock at Lower Parel").toBeDefined();
    await expect(page.getByRole("group", { name: "Size" }).getByRole("link").first()).toBeVisible();
    await page.goto(`${found}${found!.includes("?") ? "&" : "?"}_ds=6`);
    await expect(outOfStock).toHaveText("Out of stock");
  });
});
