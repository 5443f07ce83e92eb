/**
 * Coupons on the bag, with JavaScript on and off: a wrong code is refused under the field (the
 * typed code kept), the coupon list shows every running coupon (those that do not hold for the cart
 * disabled, with the reason), applying one from there brings the shopper back to the bag with the
 * discount in the breakup and a lower total, and Remove takes it off. Axe on both pages.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./a11y";
import { addFromProductPage, twoProducts } from "./cart-helpers";
import { expect, test } from "./fixtures";

/** The bag's Total as a number (₹1,23,456.50 → 123456.5). */
async function bagTotal(page: Page): Promise<number> {
  const text = await page.locator(".cart-breakup__row--total dd").textContent();
  return Number(text!.replace(/[^\d.]/g, ""));
}

test.describe("coupons", () => {
  test("wrong code → the coupon list → apply one → the discount in the breakup → remove", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.slow();
    // Two sarees (₹1,499 and up, before their discounts): enough for a coupon with a minimum.
    const [firstHref, secondHref] = await twoProducts(page, "saree");
    await addFromProductPage(page, firstHref);
    await addFromProductPage(page, secondHref);

    await page.goto("/cart/bag/");
    const box = page.getByRole("region", { name: "Coupons" });
    const breakup = page.locator(".cart-breakup");
    await expect(breakup.getByText("Coupon", { exact: true })).toHaveCount(0);
    const before = await bagTotal(page);

    // A code the store does not have: the service's message under the field, the code kept.
    const field = box.getByLabel("Coupon code");
    await field.fill("NOSUCHCODE");
    await box.getByRole("button", { name: "Apply" }).click();
    await expect(box.getByText("Invalid coupon code")).toBeVisible();
    await expect(field).toHaveValue("NOSUCHCODE");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription("Invalid coupon code");
    await expect(page).toHaveURL(/\/cart\/bag\/$/);
    expect(await bagTotal(page)).toBe(before);

    // Every running coupon; one that needs a signed-in shopper is shown disabled with its reason.
    await box.getByRole("link", { name: "View all coupons" }).click();
    await expect(page).toHaveURL(/\/cart\/available-coupons\/$/);
    await expect(page).toHaveTitle("Available coupons");
    await expect(page.getByRole("heading", { level: 1, name: "Available coupons" })).toBeVisible();
    const list = page.getByRole("list", { name: "Coupons" });
    const welcome = list.getByRole("listitem", { name: /WELCOME10/ });
    await expect(welcome.getByRole("button", { name: "Apply WELCOME10" })).toBeDisabled();
    await expect(welcome.getByRole("button", { name: "Apply WELCOME10" })).toHaveAccessibleDescription(
      "Sign in to use this coupon",
    );
    await expect(list.getByRole("listitem", { name: /FLAT100/ })).toContainText("Minimum cart value ₹999");
    if (javaScriptEnabled) await expectNoAxeViolations(page, "available coupons");

    // Apply the first coupon that holds for the cart: back on the bag with it.
    const apply = list.locator("button:enabled").first();
    const code = (await apply.textContent())!.replace("Apply", "").trim();
    expect(code).toMatch(/^[A-Z0-9]+$/);
    await apply.click();
    await expect(page).toHaveURL(/\/cart\/bag\/$/);
    await expect(box.getByText(`Coupon ${code} applied`)).toBeVisible();
    await expect(box.getByText(code, { exact: true })).toBeVisible();
    await expect(box.getByText(/^₹[\d,.]+ off applied$/)).toBeVisible();
    const couponRow = breakup.locator(".cart-breakup__row").filter({ has: page.getByText("Coupon", { exact: true }) });
    await expect(couponRow.locator("dd")).toContainText(/^-₹[\d,.]+/);
    await expect(couponRow.locator("dd")).toContainText(code);
    await expect.poll(() => bagTotal(page)).toBeLessThan(before);
    await expect(box.getByLabel("Coupon code")).toHaveCount(0);
    if (javaScriptEnabled) await expectNoAxeViolations(page, "bag with a coupon");

    // The list marks it as applied.
    await page.goto("/cart/available-coupons/");
    await expect(list.getByRole("listitem", { name: new RegExp(code) })).toContainText("Applied to your cart");

    // Remove it: the field is back, the breakup and total as before.
    await page.goto("/cart/bag/");
    await box.getByRole("button", { name: `Remove coupon ${code}` }).click();
    await expect(box.getByText("Coupon removed")).toBeVisible();
    await expect(box.getByLabel("Coupon code")).toBeVisible();
    await expect(breakup.getByText("Coupon", { exact: true })).toHaveCount(0);
    await expect.poll(() => bagTotal(page)).toBe(before);
  });

  test("the coupon link keeps the bag's query", async ({ page }) => {
    const [href] = await twoProducts(page, "saree");
    await addFromProductPage(page, href);
    await page.goto("/cart/bag/?from=header");
    await expect(page.getByRole("link", { name: "View all coupons" })).toHaveAttribute(
      "href",
      "/cart/available-coupons/?from=header",
    );
  });
});
