/**
 * Analytics (spec part 1 §7): a search → add to cart → checkout run pushes the spec's events to the
 * data layer — the search's words, the line added (with its product and size), a quantity change
 * labelled increment, the checkout's start and its steps — and the page-level emitter has them too.
 * JavaScript only: without it no data layer runs.
 */
import type { Page } from "@playwright/test";
import { addFromProductPage, fillAddress, inStockProduct } from "./cart-helpers";
import { expect, test } from "./fixtures";
import { searchFromHeader } from "./search-helpers";

/**
 * A tag manager's data layer, kept in the tab's session storage so that it survives full page
 * loads: what the test reads at the end is everything the run pushed.
 */
const DATA_LAYER = `
  window.dataLayer = [];
  const push = window.dataLayer.push.bind(window.dataLayer);
  window.dataLayer.push = (...entries) => {
    const all = JSON.parse(sessionStorage.getItem("test-data-layer") || "[]");
    sessionStorage.setItem("test-data-layer", JSON.stringify([...all, ...entries]));
    return push(...entries);
  };
`;

type Pushed = { event: string; channel?: string; [key: string]: unknown };
const pushed = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem("test-data-layer") || "[]") as Pushed[]);
const named = async (page: Page, name: string) => (await pushed(page)).filter((entry) => entry.event === name);

test("a search, an add to cart, a quantity change and the checkout's steps reach the data layer", async ({
  page,
  shopper,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the data layer runs with JavaScript");
  void shopper;
  test.slow();
  await page.addInitScript(DATA_LAYER);

  // The shopper's own words in the search box.
  await page.goto("/");
  await searchFromHeader(page, "shirt");
  await expect
    .poll(() => named(page, "search"))
    .toEqual([
      expect.objectContaining({ event: "search", search_term: "shirt", source: "custom_search", channel: "web" }),
    ]);

  // Added from the product page (a fetcher: no navigation, the event comes with its answer).
  const name = await addFromProductPage(page, await inStockProduct(page, "shirt"));
  await expect
    .poll(() => named(page, "add_to_cart"))
    .toEqual([
      expect.objectContaining({
        cart_action: "add to cart",
        items: [expect.objectContaining({ item_name: name, quantity: 1 })],
      }),
    ]);

  // One more in the bag: an increment.
  await page.goto("/cart/bag/");
  await page.getByRole("button", { name: `Increase quantity of ${name}` }).click();
  await expect(page.getByRole("group", { name: `Quantity of ${name}` }).locator("output")).toHaveText("2");
  await expect
    .poll(async () => (await named(page, "add_to_cart")).at(-1))
    .toMatchObject({ cart_action: "quantity_add", label: "increment", items: [{ item_name: name, quantity: 1 }] });

  // The checkout: its start, then each step.
  await page.getByRole("link", { name: "Checkout", exact: true }).click();
  await expect(page).toHaveURL(/\/cart\/delivery/);
  await fillAddress(page);
  await page.getByRole("button", { name: "Save and deliver here" }).click();
  await expect(page).toHaveURL(/\/cart\/payment-info\?address_id=/);
  await expect.poll(() => named(page, "begin_checkout")).toHaveLength(1);
  await expect
    .poll(async () => (await named(page, "checkout_progress")).map((entry) => entry.step))
    .toEqual(["address", "payment_option"]);
  // The page-level emitter saw the same events.
  const emitted = await page.evaluate(() => window.vitrineAnalytics?.events.map((event) => event.event) ?? []);
  expect(emitted).toContain("checkout_progress");
});
