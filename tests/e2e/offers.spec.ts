/**
 * Promotions and reward points, with JavaScript on and off: a staff pick with the "Buy more, save
 * more" ladder shows its steps on the product page, and three of it in the bag bring the Promotion
 * row into the breakup; a signed-in shopper with points (the signup offer's) uses them on the bag —
 * the Reward Points row lowers the Total — and stops using them. Axe on both pages.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./a11y";
import { addFromProductPage } from "./cart-helpers";
import { expect, test } from "./fixtures";

/** The bag's Total as a number (₹1,23,456.50 → 123456.5). */
async function bagTotal(page: Page): Promise<number> {
  return amountOf(await page.locator(".cart-breakup__row--total dd").textContent());
}

/** The amount a breakup value starts with ("-₹1,234.50" and its notes → 1234.5). */
const amountOf = (text: string | null) => Number(/₹([\d,.]+)/.exec(text ?? "")![1].replace(/,/g, ""));

/** The first staff pick whose page shows a ladder promotion (the seed puts one on the first picks). */
async function ladderProduct(page: Page): Promise<string> {
  await page.goto("/collection/staff-picks/");
  const hrefs = await page
    .locator('main a[href^="/product/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")!))]);
  for (const href of hrefs) {
    await page.goto(href);
    if ((await page.getByRole("region", { name: "Buy more, save more" }).count()) > 0) return href;
  }
  throw new Error("no staff pick shows a ladder promotion");
}

test.describe("promotions and reward points", () => {
  test("the product page's ladder, and the promotion in the bag's breakup", async ({ page, javaScriptEnabled }) => {
    test.slow();
    const href = await ladderProduct(page);
    const ladder = page.getByRole("region", { name: "Buy more, save more" });
    await expect(ladder.getByRole("rowheader", { name: "Buy 2", exact: true })).toBeVisible();
    await expect(ladder.getByRole("rowheader", { name: "Buy 3 or more" })).toBeVisible();
    await expect(ladder.getByRole("row", { name: /Buy 3 or more/ })).toContainText("Save 10%");
    // Axe runs as a script in the page.
    if (javaScriptEnabled) await expectNoAxeViolations(page, "product page with a ladder promotion");

    await addFromProductPage(page, href);
    await page.goto("/cart/bag/");
    const breakup = page.locator(".cart-breakup");
    await expect(breakup.getByText("Promotion", { exact: true })).toHaveCount(0);
    // Three of it: the ladder's 10% step.
    await addFromProductPage(page, `${new URL(page.url()).origin}${href}`);
    await addFromProductPage(page, `${new URL(page.url()).origin}${href}`);
    await page.goto("/cart/bag/");
    const row = breakup.locator(".cart-breakup__row").filter({ hasText: "Promotion" });
    await expect(row).toContainText("Buy more, save more");
    await expect(row.locator("dd")).toHaveText(/^-₹[\d,.]+/);
  });

  test("a shopper with points uses them on the bag and stops using them", async ({
    page,
    shopper,
    javaScriptEnabled,
  }) => {
    test.slow();
    expect(shopper.email).toContain("@");
    await page.goto("/products/?q=saree");
    const first = await page.locator('main a[href^="/product/"]').first().getAttribute("href");
    await addFromProductPage(page, first!);
    await page.goto("/cart/bag/");
    const summary = page.getByRole("region", { name: "Price details" });
    const points = summary.locator("form", { has: page.locator('input[value="reward-points"]') });
    await expect(points).toContainText("(you have 100)");
    const before = await bagTotal(page);
    await points.getByRole("button", { name: /^Use \d+ reward points \(you have 100\)$/ }).click();
    const row = summary.locator(".cart-breakup__row").filter({ hasText: "Reward Points" });
    await expect(row).toBeVisible();
    // "-₹N" and the note "N points": a point is worth ₹1.
    const used = Number(/^(\d+) points$/.exec((await row.locator("small").textContent()) ?? "")![1]);
    expect(used).toBeGreaterThan(0);
    await expect.poll(() => bagTotal(page)).toBeCloseTo(before - used, 2);
    if (javaScriptEnabled) await expectNoAxeViolations(page, "bag with reward points");

    await expect(page.getByRole("status").filter({ hasText: "Reward points applied" })).toBeVisible();
    await points.getByRole("button", { name: "Stop using reward points (you have 100)" }).click();
    await expect(row).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "Reward points removed" })).toBeVisible();
    await expect.poll(() => bagTotal(page)).toBeCloseTo(before, 2);
  });
});
