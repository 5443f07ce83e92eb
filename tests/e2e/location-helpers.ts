/**
 * The shopper's delivery location in end-to-end tests: the header's pincode form and a product page
 * with a size in stock (shared by location-currency.spec.ts and delivery-zones.spec.ts).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Opens the first product of the listing that has a size in stock and chooses that size. */
export async function openInStockProduct(page: Page) {
  await page.goto("/products/");
  const hrefs = await page
    .locator('main a[href^="/product/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")!))]);
  const sizes = page.getByRole("group", { name: "Size" });
  for (const href of hrefs) {
    await page.goto(href);
    if ((await sizes.getByRole("link").count()) > 0) break;
  }
  await sizes.getByRole("link").first().click();
  await expect(page).toHaveURL(/size=/);
}

export const headerLocation = (page: Page) => page.locator(".site-header__location");

export async function setHeaderPincode(page: Page, pincode: string) {
  const details = headerLocation(page);
  if (!(await details.evaluate((el) => (el as HTMLDetailsElement).open))) await details.locator("summary").click();
  await page.getByLabel("Delivery pincode", { exact: true }).fill(pincode);
  // With JavaScript the form is an island (components/Island): its code loads on the first focus. A
  // shopper's Apply before that is the plain form post; the JavaScript test waits for the live form.
  if (test.info().project.name !== "no-js")
    await expect(details.locator("#header-location-island[data-live]")).toBeAttached();
  await page.getByRole("button", { name: "Apply", exact: true }).click();
}
