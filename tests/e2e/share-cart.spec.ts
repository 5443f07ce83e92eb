/**
 * Shared carts, with JavaScript on and off: shopper A fills a bag and shares it; another browser
 * opens the link, sees the lines and who shared them, adds them to its own bag (merge), then makes
 * its bag exactly the shared lines (replace). Axe on the shared cart page; an unknown link is a 404.
 */
import { expectNoAxeViolations } from "./a11y";
import { addFromProductPage, headerCount } from "./cart-helpers";
import { expect, test } from "./fixtures";

test.describe("shared carts", () => {
  test("share the bag → open the link elsewhere → add to my bag → replace my bag", async ({
    page,
    browser,
    baseURL,
    javaScriptEnabled,
  }) => {
    test.slow();
    await page.goto("/products/?q=kurta");
    const links = page.locator('main a[href^="/product/"]');
    const [firstHref, secondHref, thirdHref] = await Promise.all(
      [0, 1, 2].map(async (i) => (await links.nth(i).getAttribute("href"))!),
    );
    const first = await addFromProductPage(page, firstHref);
    const second = await addFromProductPage(page, secondHref);

    await page.goto("/cart/bag/");
    await page.getByRole("button", { name: "Share bag" }).click();
    const linkBox = page.getByRole("textbox", { name: "Link to your bag" });
    await expect(linkBox).toHaveValue(/\/shared-cart\/[\w-]{32}$/);
    const shareUrl = await linkBox.inputValue();
    expect(new URL(shareUrl).origin).toBe(new URL(baseURL!).origin);
    // Copying needs JavaScript: without it the link is there to select.
    await expect(page.getByRole("button", { name: "Copy link" })).toHaveCount(javaScriptEnabled ? 1 : 0);
    if (javaScriptEnabled) await expectNoAxeViolations(page, "bag with a share link");

    // Someone else, in a browser of their own (signed out), with a product in their bag already.
    const other = await browser.newContext({ javaScriptEnabled, baseURL });
    try {
      const friend = await other.newPage();
      const third = await addFromProductPage(friend, thirdHref);

      await friend.goto(shareUrl);
      await expect(friend.getByRole("heading", { level: 1 })).toContainText("Shared bag");
      await expect(friend.getByText("Someone shared this bag with you")).toBeVisible();
      const shared = friend.getByRole("list", { name: "Items in the shared bag" });
      await expect(shared.getByRole("listitem")).toHaveCount(2);
      await expect(shared.getByRole("link", { name: first })).toBeVisible();
      await expect(shared.getByRole("link", { name: second })).toBeVisible();
      await expect(shared.getByText("Quantity: 1")).toHaveCount(2);
      await expect(shared.getByText(/^Size: /)).toHaveCount(2);
      if (javaScriptEnabled) await expectNoAxeViolations(friend, "shared cart");

      await friend.getByRole("button", { name: "Add to my bag" }).click();
      await expect(friend).toHaveURL(/\/cart\/bag\/$/);
      await expect(friend.getByRole("status").filter({ hasText: "The shared items are in your bag" })).toBeVisible();
      const bag = friend.getByRole("list", { name: "Items in your cart" });
      await expect(bag.getByRole("listitem")).toHaveCount(3);
      for (const name of [first, second, third]) await expect(bag.getByRole("link", { name })).toBeVisible();
      await expect(headerCount(friend)).toHaveText("3");

      await friend.goto(shareUrl);
      await friend.getByRole("button", { name: "Replace my bag" }).click();
      await expect(friend).toHaveURL(/\/cart\/bag\/$/);
      await expect(friend.getByRole("status").filter({ hasText: "Your bag now holds the shared items" })).toBeVisible();
      await expect(bag.getByRole("listitem")).toHaveCount(2);
      await expect(bag.getByRole("link", { name: third })).toHaveCount(0);
      await expect(headerCount(friend)).toHaveText("2");

      // The sharer's own bag is unchanged by all this.
      await page.goto("/cart/bag/");
      await expect(page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem")).toHaveCount(2);
    } finally {
      await other.close();
    }
  });

  test("an unknown shared cart link is a 404 that says so", async ({ page }) => {
    const response = await page.goto("/shared-cart/no-such-shared-cart-token");
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shared bag not found");
    await expect(page.getByText("This shared cart does not exist: check the link you were sent")).toBeVisible();
  });

  test("an unknown short link is a 404", async ({ page }) => {
    const response = await page.goto("/s/no-such-hash");
    expect(response!.status()).toBe(404);
  });
});
