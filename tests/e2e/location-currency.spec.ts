import { expectNoAxeViolations } from "./a11y";
import { expect, test } from "./fixtures";
import { headerLocation, openInStockProduct, setHeaderPincode } from "./location-helpers";

test.describe("the shopper's delivery location", () => {
  test("a pincode chosen in the header is where the product page promises delivery", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.slow(); // a long journey: header form, listing, product pages, two delivery checks
    await page.goto("/products/");
    await expect(headerLocation(page).locator("summary")).toHaveText("Choose delivery location");

    // A wrong pincode: the message, and the typed value kept.
    await setHeaderPincode(page, "12345");
    await expect(page.getByRole("alert").filter({ hasText: "Invalid pincode ." })).toBeVisible();
    await expect(page.getByLabel("Delivery pincode", { exact: true })).toHaveValue("12345");
    await expect(page.getByLabel("Delivery pincode", { exact: true })).toHaveAttribute("aria-invalid", "true");
    if (javaScriptEnabled) await expect(page).toHaveURL(/\/products\/$/);
    else await expect(page).toHaveURL(/\/location$/);

    // An empty one: the spec's '{label} not provided'.
    await page.getByLabel("Delivery pincode", { exact: true }).fill("");
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await expect(page.getByText("pincode not provided")).toBeVisible();

    // A served pincode: kept, shown in the header, back on the page the shopper was on.
    await setHeaderPincode(page, "400001");
    await expect(headerLocation(page).locator("summary")).toHaveText(/^Deliver to 400001 \S/);
    await expect(page).toHaveURL(/\/products\/$/);
    if (javaScriptEnabled) {
      await headerLocation(page).locator("summary").click();
      await expectNoAxeViolations(page, "/products/ with the header form open");
    }

    // The product page's delivery check starts from it.
    await openInStockProduct(page);
    await expect(page.getByLabel("Check delivery to pincode")).toHaveValue("400001");
    await expect(page.getByText(/^Delivery by .+ to 400001$/)).toBeVisible();

    // A pincode checked there becomes the shopper's location.
    await page.getByLabel("Check delivery to pincode").fill("110001");
    await page.getByRole("button", { name: "Check" }).click();
    await expect(page.getByText(/^Delivery by .+ to 110001$/)).toBeVisible();
    await expect(headerLocation(page).locator("summary")).toHaveText(/^Deliver to 110001 \S/);
  });
});

test.describe("the shopper's currency", () => {
  test("choosing a currency changes prices on listing and product pages, and back", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.slow(); // listing and product pages in two currencies
    // Any other settings path leads to the currency setting.
    await page.goto("/setting/anything");
    await expect(page).toHaveURL(/\/setting\/currency\/$/);
    await expect(page.getByRole("navigation", { name: "Settings" })).toBeVisible();
    if (javaScriptEnabled) await expectNoAxeViolations(page, "/setting/currency/");

    const firstPrice = () => page.locator("main .price__effective").first();
    // The home page's product sections are cached per process: seen in rupees first, they must not
    // stay in rupees for a shopper who chose dollars.
    await page.goto("/");
    await expect(firstPrice()).toContainText("₹");
    await page.goto("/products/");
    await expect(firstPrice()).toContainText("₹");

    await page.goto("/setting/currency/");
    await page.getByRole("radio", { name: /USD/ }).check();
    await page.getByRole("button", { name: "Save currency" }).click();
    await expect(page.locator(".setting-form").getByRole("status")).toHaveText("Prices are now shown in USD.");
    await expect(page.getByRole("radio", { name: /USD/ })).toBeChecked();

    await page.goto("/products/");
    await expect(firstPrice()).toContainText("$");
    await expect(firstPrice()).not.toContainText("₹");
    await page.goto("/");
    await expect(firstPrice()).toContainText("$");
    await openInStockProduct(page);
    await expect(page.locator("main .price__effective").first()).toContainText("$");

    await page.goto("/setting/currency/");
    await page.getByRole("radio", { name: /INR/ }).check();
    await page.getByRole("button", { name: "Save currency" }).click();
    await expect(page.locator(".setting-form").getByRole("status")).toHaveText("Prices are now shown in INR.");
    await expect(page.getByRole("radio", { name: /INR/ })).toBeChecked();
    await page.goto("/products/");
    await expect(firstPrice()).toContainText("₹");

    await page.goto("/setting/language/");
    await expect(page.getByText("English")).toBeVisible();
  });
});
