/**
 * Store selection and the onboarding wizard, JavaScript on and off. The demo store keeps deployment
 * store selection off: no wizard, no Store setting. A second store (ONBOARDING_PORT, flags turned on
 * by tests/e2e/store-selection-setup.ts, which also lets all 17 stores take orders) shows the wizard
 * on any page until a store is chosen: with JavaScript a modal dialog (scroll locked, Escape
 * refused, Continue disabled until a store is checked), without it a page of forms. A signed-in shopper also saves a store address (second
 * step); reached steps open again, arrow keys move between the steps. Then /setting/store/ changes
 * the store. Axe on the wizard's steps and the Store setting.
 */
import { ONBOARDING_PORT } from "../../playwright.config";
import { expectNoAxeViolations } from "./a11y";
import { createShopper, uniqueEmail, uniqueMobile } from "./auth-helpers";
import { expect, test } from "./fixtures";

test.describe("with store selection off (the demo store)", () => {
  test("no wizard, and /setting/store/ goes to the currency setting", async ({ page }) => {
    await page.goto("/products/");
    await expect(page).toHaveURL(/\/products\/$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.goto("/setting/store/");
    await expect(page).toHaveURL(/\/setting\/currency\/$/);
    const nav = page.getByRole("navigation", { name: "Settings" });
    await expect(nav.getByRole("link", { name: "Currency" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Store" })).toHaveCount(0);
  });
});

test.describe("onboarding wizard", () => {
  test.use({ baseURL: `http://127.0.0.1:${ONBOARDING_PORT}` });

  test("pick a store in the wizard, then change it under Settings › Store", async ({ page, javaScriptEnabled }) => {
    await page.goto("/products/?q=shirt");
    await expect(page).toHaveURL(/\/onboarding\/\?redirectTo=%2Fproducts%2F%3Fq%3Dshirt$/);
    const wizard = page.getByRole("dialog", { name: "Deployment Stores" });
    await expect(wizard).toBeVisible();
    // A single step: no step header.
    await expect(page.getByRole("navigation", { name: "Onboarding steps" })).toHaveCount(0);
    // 12 stores a page; "Load more stores" adds the next page (a link: it works without JavaScript).
    await expect(wizard.getByRole("radio")).toHaveCount(12);
    await wizard.getByRole("link", { name: "Load more stores" }).click();
    await expect(wizard.getByRole("radio")).toHaveCount(17);
    await expect(wizard.getByRole("link", { name: "Load more stores" })).toHaveCount(0);
    const search = wizard.getByRole("searchbox", { name: "Search stores" });
    await expect(search).toHaveAttribute("placeholder", "Search");
    const proceed = wizard.getByRole("button", { name: "Continue" });

    if (javaScriptEnabled) {
      // A modal that cannot be cancelled, over a page that does not scroll.
      await expect.poll(() => wizard.evaluate((el) => el.matches(":modal"))).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
      await expect(proceed).toBeDisabled();
      await search.focus();
      await page.keyboard.press("Escape");
      await page.keyboard.press("Escape");
      // A second Escape closes a modal dialog whatever the page does (Chromium's close watcher): the
      // wizard opens itself again on "close", a moment later.
      await expect.poll(() => wizard.evaluate((el) => el.matches(":modal"))).toBe(true);
      await expectNoAxeViolations(page, "onboarding: store step");
    } else {
      // A page of forms: the server asks for a store.
      await proceed.click();
      await expect(wizard.getByRole("alert")).toHaveText("Choose a store");
    }

    await search.fill("hyderabad");
    if (!javaScriptEnabled) await wizard.getByRole("button", { name: "Search", exact: true }).click();
    await expect(wizard.getByRole("radio")).toHaveCount(1);
    await wizard.getByRole("radio", { name: /Banjara Hills/ }).check();
    await expect(proceed).toBeEnabled();
    await proceed.click();

    // Done: back on the page the shopper asked for, and no wizard on the next pages.
    await expect(page).toHaveURL(/\/products\/\?q=shirt$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // Settings › Store shows the choice and changes it.
    await page.goto("/setting/");
    await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Store" }).click();
    await expect(page).toHaveURL(/\/setting\/store\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Store");
    await expect(page.getByRole("status").filter({ hasText: "ordering from" })).toHaveText(
      "You are ordering from Banjara Hills.",
    );
    await expect(page.getByRole("radio", { name: /Banjara Hills/ })).toBeChecked();
    if (javaScriptEnabled) await expectNoAxeViolations(page, "Settings › Store");
    await page.getByRole("searchbox", { name: "Search stores" }).fill("delhi");
    if (!javaScriptEnabled) await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("radio")).toHaveCount(2);
    await page.getByRole("radio", { name: /Connaught Place/ }).check();
    await page.getByRole("button", { name: "Save store" }).click();
    await expect(page.getByRole("status").filter({ hasText: "ordering from" })).toHaveText(
      "You are ordering from Connaught Place. Saved.",
    );
    await page.goto("/setting/store/");
    await expect(page.getByRole("radio", { name: /Connaught Place/ })).toBeChecked();
  });

  test("a store id in the link (_ds) is remembered: no wizard", async ({ page }) => {
    await page.goto("/brands/?_ds=8");
    await expect(page).toHaveURL(/\/brands\/$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.goto("/setting/store/");
    await expect(page.getByRole("radio", { name: /Connaught Place/ })).toBeChecked();
  });

  test("a signed-in shopper: store, then a store address; steps reopen, arrow keys move between them", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(120_000);
    await createShopper(page.request, { email: uniqueEmail("onboarding"), mobile: uniqueMobile() });
    await page.goto("/");
    await expect(page).toHaveURL(/\/onboarding\/$/);
    const steps = page.getByRole("navigation", { name: "Onboarding steps" });
    await expect(steps.getByRole("link")).toHaveText(["1 Deployment Stores"]);
    await expect(steps.getByRole("link", { name: "1 Deployment Stores" })).toHaveAttribute("aria-current", "step");
    // The second step is not reached yet: not a link.
    await expect(steps.getByText("Store Address")).toBeVisible();

    await page.getByRole("radio", { name: /Koramangala/ }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/onboarding\/\?step=2$/);
    const wizard = page.getByRole("dialog", { name: "Store Address" });
    await expect(wizard).toBeVisible();
    await expect(steps.getByRole("link")).toHaveText(["1 Deployment Stores", "2 Store Address"]);
    if (javaScriptEnabled) {
      await steps.getByRole("link", { name: "1 Deployment Stores" }).focus();
      await page.keyboard.press("ArrowRight");
      await expect(steps.getByRole("link", { name: "2 Store Address" })).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect(steps.getByRole("link", { name: "1 Deployment Stores" })).toBeFocused();
      await expectNoAxeViolations(page, "onboarding: store address step");
    }

    // Back to the first step without any check: the chosen store is checked; Continue again.
    await wizard.getByRole("link", { name: "Back" }).click();
    await expect(page.getByRole("dialog", { name: "Deployment Stores" })).toBeVisible();
    await expect(page.getByRole("radio", { name: /Koramangala/ })).toBeChecked();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(wizard).toBeVisible();

    // The shared address form, saved with the 'store' tag.
    await wizard.getByLabel("Full Name").fill("Asha Rao");
    await wizard.getByLabel("Mobile Number").fill("9876543210");
    await wizard.getByLabel("Flat No/House No").fill("12, 4th Cross");
    await wizard.getByLabel("Building Name/Street").fill("Fort");
    await wizard.getByLabel("Pincode", { exact: true }).fill("12345");
    await wizard.getByRole("button", { name: "SAVE ADDRESS" }).click();
    await expect(page.locator("#pincode-error")).toHaveText("Invalid pincode .");
    await expect(wizard.getByLabel("Full Name")).toHaveValue("Asha Rao");
    await wizard.getByLabel("Pincode", { exact: true }).fill("400001");
    // With JavaScript the debounced serviceability check fills city and state first.
    if (javaScriptEnabled) await expect(wizard.getByLabel("City", { exact: true })).toHaveValue("Mumbai");
    await wizard.getByRole("button", { name: "SAVE ADDRESS" }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.goto("/profile/address/");
    await expect(page).toHaveURL(/\/profile\/address\/$/);
    await expect(page.getByRole("list", { name: "Saved addresses" })).toContainText("Mumbai, Maharashtra 400001");
  });
});
