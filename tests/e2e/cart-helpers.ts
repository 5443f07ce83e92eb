/** Filling a cart the way a shopper does: from product pages (JavaScript on or off). */
import { expect, test, type Page } from "@playwright/test";

/**
 * Where a project starts in a list of search results: the JavaScript and no-JavaScript runs of one
 * test run at the same time, so they buy different products (a low-stock size bought by both at
 * once would fail one of them).
 */
const projectOffset = (step: number) => (test.info().project.name === "no-js" ? step : 0);

export const headerCount = (page: Page) => page.getByRole("banner").locator(".cart-count");

/** Opens a product, picks its first size in stock (unless one is chosen) and adds it to the cart. */
export async function addFromProductPage(page: Page, href: string): Promise<string> {
  await page.goto(href);
  const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  const sizes = page.getByRole("group", { name: "Size" });
  if ((await sizes.locator('a[aria-current="true"]').count()) === 0) {
    await sizes.getByRole("link").first().click();
    await expect(page).toHaveURL(/size=/);
  }
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Added to your cart" })).toBeVisible();
  return name;
}

/** Two products with a size in stock, from a search. */
export async function twoProducts(page: Page, query = "kurta"): Promise<[string, string]> {
  await page.goto(`/products/?q=${encodeURIComponent(query)}`);
  const hrefs = await page
    .locator('main a[href^="/product/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")!))]);
  const first = projectOffset(2);
  return [hrefs[first], hrefs[first + 1]];
}

/** On the payment step: picks a way to pay by its label and goes on to the review. */
export async function payWith(page: Page, option: string | RegExp): Promise<void> {
  await expect(page).toHaveURL(/\/cart\/payment-info\?/);
  await page.getByRole("radio", { name: option }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/cart\/order-review\?/);
}

/** A product from a search that has a size in stock (earlier tests may have sold some out). */
export async function inStockProduct(page: Page, query: string): Promise<string> {
  await page.goto(`/products/?q=${encodeURIComponent(query)}`);
  const hrefs = await page
    .locator('main a[href^="/product/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")!))].slice(0, 12));
  const start = projectOffset(Math.floor(hrefs.length / 2));
  for (const href of [...hrefs.slice(start), ...hrefs.slice(0, start)]) {
    await page.goto(href);
    const sizes = page.getByRole("group", { name: "Size" });
    if ((await sizes.getByRole("link").count()) > 0 || (await sizes.locator('a[aria-current="true"]').count()) > 0) {
      return href;
    }
  }
  throw new Error(`no product in stock among the first results for ${query}`);
}

/** Fills the address form's required fields (Indian address) with Asha Rao's details. */
export async function fillAddress(page: Page, street = "12, 4th Cross", pincode = "400001"): Promise<void> {
  await page.getByLabel("Full Name").fill("Asha Rao");
  await page.getByLabel("Mobile Number").fill("9876543210");
  await page.getByLabel("Flat No/House No").fill(street);
  await page.getByLabel("Building Name/Street").fill("Fort");
  await page.getByLabel("Pincode", { exact: true }).fill(pincode);
}

/** A signed-in shopper's bag with one product, an address saved at the delivery step: the payment step. */
export async function toPaymentStep(page: Page, query = "kurta"): Promise<string> {
  const name = await addFromProductPage(page, await inStockProduct(page, query));
  await page.goto("/cart/delivery");
  await fillAddress(page);
  await page.getByRole("button", { name: "Save and deliver here" }).click();
  await expect(page).toHaveURL(/\/cart\/payment-info\?address_id=/);
  return name;
}

/**
 * A signed-in shopper buys `pieces` of one product in stock from a search with cash on delivery
 * (adding Asha Rao's address, at `mobile` if given, when none is saved) and lands on the order
 * status page. Answers the order id and the product's name.
 */
export async function placeCodOrder(
  page: Page,
  { query = "shirt", pieces = 1, mobile }: { query?: string; pieces?: number; mobile?: string } = {},
): Promise<{ orderId: string; name: string }> {
  const name = await addFromProductPage(page, await inStockProduct(page, query));
  await page.goto("/cart/bag/");
  for (let n = 1; n < pieces; n++) {
    await page.getByRole("button", { name: `Increase quantity of ${name}` }).click();
    await expect(page.getByRole("status", { name: `Quantity of ${name}` })).toHaveText(String(n + 1));
  }
  await page.goto("/cart/delivery");
  if ((await page.getByRole("group", { name: "Deliver to" }).count()) > 0) {
    await page.getByRole("button", { name: "Deliver here" }).click();
  } else {
    await fillAddress(page);
    if (mobile) await page.getByLabel("Mobile Number").fill(mobile);
    await page.getByRole("button", { name: "Save and deliver here" }).click();
  }
  await payWith(page, "Cash on Delivery");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/cart\/order-status\?success=true&order_id=FY[0-9A-F]{18}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you! Your order is placed");
  return { orderId: new URL(page.url()).searchParams.get("order_id")!, name };
}
