/**
 * The cart, with JavaScript on and off: add two products from their pages, change a quantity,
 * remove a line, the header's count follows, the bag survives a reload, and signing in merges the
 * anonymous cart into the shopper's own. Axe on the bag, empty and filled.
 */
import { expectNoAxeViolations } from "./a11y";
import { createShopper, signIn, skipProfile, uniqueEmail } from "./auth-helpers";
import { addFromProductPage, headerCount, twoProducts } from "./cart-helpers";
import { expect, test } from "./fixtures";

test.describe("cart", () => {
  test("/cart, /cart/ and unknown cart paths lead to the bag", async ({ page }) => {
    for (const [path, status] of [
      ["/cart", 301],
      ["/cart/", 301],
      ["/cart/nothing-here", 302],
    ] as const) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(status);
      expect(response.headers().location).toBe("/cart/bag/");
    }
    await page.goto("/cart/whatever/deeper");
    await expect(page).toHaveURL(/\/cart\/bag\/$/);
    // A personal page: described for the shopper's browser and tabs, kept out of search engines.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /apply a coupon/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("add two products → change a quantity → remove a line → reload → sign in (merged)", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    test.slow();
    // An account made elsewhere (its own cookies): the page stays an anonymous shopper until it signs in.
    const email = uniqueEmail("cart");
    await createShopper(request, { email });

    await page.goto("/cart/bag/");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/products/");
    await expect(headerCount(page)).toHaveText("0");
    if (javaScriptEnabled) await expectNoAxeViolations(page, "empty bag");

    const [firstHref, secondHref] = await twoProducts(page);
    const first = await addFromProductPage(page, firstHref);
    await expect(headerCount(page)).toHaveText("1");
    const second = await addFromProductPage(page, secondHref);
    await expect(headerCount(page)).toHaveText("2");

    await page.goto("/cart/bag/");
    const lines = page.getByRole("list", { name: "Items in your cart" });
    await expect(lines.getByRole("listitem")).toHaveCount(2);
    await expect(lines.getByRole("link", { name: first })).toBeVisible();
    await expect(lines.getByRole("link", { name: second })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("2 items");
    const total = page.locator(".cart-breakup__row--total");
    await expect(total.locator("dt")).toHaveText("Total");
    await expect(total.locator("dd")).toHaveText(/^₹[\d,]+(\.\d{2})?$/);
    if (javaScriptEnabled) await expectNoAxeViolations(page, "filled bag");

    // Change the first line's quantity: rapid clicks with JavaScript settle on the last one.
    const quantity = page.getByRole("status", { name: `Quantity of ${first}` });
    const increase = page.getByRole("button", { name: `Increase quantity of ${first}` });
    const expected = javaScriptEnabled ? 4 : 2;
    for (let i = 1; i < expected; i++) await increase.click();
    await expect(quantity).toHaveText(String(expected));
    await expect(headerCount(page)).toHaveText(String(expected + 1));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`${expected + 1} items`);
    await page.getByRole("button", { name: `Decrease quantity of ${first}` }).click();
    await expect(quantity).toHaveText(String(expected - 1));
    await expect(headerCount(page)).toHaveText(String(expected));

    // Remove the second line.
    await page.getByRole("button", { name: `Remove ${second}` }).click();
    await expect(lines.getByRole("listitem")).toHaveCount(1);
    await expect(lines.getByRole("link", { name: second })).toHaveCount(0);
    await expect(headerCount(page)).toHaveText(String(expected - 1));

    // The bag survives a reload.
    await page.reload();
    await expect(lines.getByRole("listitem")).toHaveCount(1);
    await expect(page.getByRole("status", { name: `Quantity of ${first}` })).toHaveText(String(expected - 1));

    // Signing in merges the anonymous cart into the shopper's own.
    await page.goto("/auth/login?redirectUrl=%2Fcart%2Fbag%2F");
    await signIn(page, email);
    await skipProfile(page);
    await expect(page).toHaveURL(/\/cart\/bag\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: /Asha/ })).toBeVisible();
    await expect(lines.getByRole("link", { name: first })).toBeVisible();
    await expect(page.getByRole("status", { name: `Quantity of ${first}` })).toHaveText(String(expected - 1));
    await expect(headerCount(page)).toHaveText(String(expected - 1));
  });

  test("a refused quantity shows the message and keeps the cart", async ({ page }) => {
    const [href] = await twoProducts(page);
    const name = await addFromProductPage(page, href);
    // A forged form (quantity 0) gets a clear message; nothing changes.
    const response = await page.request.post("/cart", {
      form: { intent: "update", item_id: "1", item_size: "M", quantity: "0", enhanced: "1" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ ok: false, errors: { quantity: "Quantity must be at least 1" } });
    const plain = await page.request.post("/cart", {
      form: { intent: "update", item_id: "1", item_size: "M", quantity: "-1", redirectTo: "/cart/bag/" },
      maxRedirects: 0,
    });
    expect(plain.status()).toBe(303);
    expect(plain.headers().location).toBe("/cart/bag/");
    await page.goto("/cart/bag/");
    // The plain post's message is shown once, on the page it went back to.
    await expect(page.getByRole("alert")).toHaveText("Quantity must be at least 1");
    await expect(page.getByRole("status", { name: `Quantity of ${name}` })).toHaveText("1");
    await expect(headerCount(page)).toHaveText("1");
  });
});
