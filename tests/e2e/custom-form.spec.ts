import { expectNoAxeViolations } from "./a11y";
import { expect, test } from "./fixtures";

test.describe("custom forms", () => {
  test("the bulk order enquiry shows linked errors, keeps what was typed, then thanks with the form's message", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/form/bulk-order-enquiry");
    await expect(page.getByRole("heading", { level: 1, name: "Bulk order enquiry" })).toBeVisible();
    await expect(page.getByText(/Ordering 25 pieces or more/)).toBeVisible();
    if (javaScriptEnabled) await expectNoAxeViolations(page, "custom form");

    await page.getByLabel("Full name").fill("Meera Iyer");
    await page.getByLabel("E-mail address").fill("meera@");
    await page.getByLabel("Mobile number").fill("12345");
    await page.getByLabel("What would you like to order?").selectOption("footwear");
    await page.getByLabel("Number of pieces").fill("10");
    await page.getByRole("button", { name: "Send enquiry" }).click();

    const summary = page.getByRole("alert");
    await expect(
      summary.getByRole("link", { name: "Enter a valid e-mail address, like name@example.com" }),
    ).toBeVisible();
    await expect(summary.getByRole("link", { name: "Enter a 10-digit mobile number" })).toBeVisible();
    await expect(summary.getByRole("link", { name: "Number of pieces must be at least 25" })).toBeVisible();
    await expect(summary.getByRole("link", { name: "Choose an option for Delivery" })).toHaveAttribute(
      "href",
      "#form-delivery-0",
    );
    const email = page.getByLabel("E-mail address");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Enter a valid e-mail address, like name@example.com");
    await expect(page.getByRole("group", { name: "Delivery *" })).toHaveAccessibleDescription(
      "Choose an option for Delivery",
    );
    await expect(page.getByLabel("Full name")).toHaveValue("Meera Iyer");
    await expect(email).toHaveValue("meera@");
    await expect(page.getByLabel("What would you like to order?")).toHaveValue("footwear");
    if (javaScriptEnabled) await expectNoAxeViolations(page, "custom form errors");

    await email.fill("meera@acme.example");
    await page.getByLabel("Mobile number").fill("9876543210");
    await page.getByLabel("Number of pieces").fill("120");
    await page.getByLabel("To several addresses").check();
    await page.getByLabel("I need a GST invoice").check();
    await page.getByLabel("Anything else we should know?").fill("Team T-shirts in three colours.");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page).toHaveURL(/\/form\/bulk-order-enquiry\?sent=1$/);
    await expect(page.getByRole("status")).toContainText(
      "Thank you: our corporate sales team will call you within 2 business days with a quote.",
    );
    if (javaScriptEnabled) await expectNoAxeViolations(page, "custom form sent");
  });

  test("an unknown form is the not-found page", async ({ page }) => {
    expect((await page.request.get("/form/no-such-form")).status()).toBe(404);
  });
});
