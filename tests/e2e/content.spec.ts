import { expectNoAxeViolations } from "./a11y";
import { expect, test } from "./fixtures";

test.describe("content pages", () => {
  test("every footer link opens its page", async ({ page }) => {
    const expected: [name: string, url: RegExp, heading: string][] = [
      ["About us", /\/about-us$/, "About us"],
      ["Contact us", /\/contact-us\/$/, "Contact us"],
      ["FAQ", /\/faq$/, "Frequently asked questions"],
      ["Blog", /\/blog\/$/, "Blog"],
      ["Shipping policy", /\/shipping-policy\/$/, "Shipping policy"],
      ["Return policy", /\/return-policy\/$/, "Return policy"],
      ["Privacy policy", /\/privacy-policy\/$/, "Privacy policy"],
      ["Terms", /\/terms-and-conditions\/$/, "Terms and conditions"],
      ["Track your order", /\/order-tracking\/$/, "Track your order"],
    ];
    await page.goto("/");
    const footer = () => page.getByRole("contentinfo").getByRole("navigation", { name: "Information" });
    await expect(footer().getByRole("link")).toHaveText(expected.map(([name]) => name));
    for (const [name, url, heading] of expected) {
      await footer().getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }
  });

  test("policy, about and custom pages render the store's text", async ({ page, javaScriptEnabled }) => {
    await page.goto("/return-policy/");
    await expect(page).toHaveTitle("Return policy");
    await expect(page.getByRole("main").getByText(/within 15 days of delivery/)).toBeVisible();
    if (javaScriptEnabled) await expectNoAxeViolations(page, "return policy");
    await page.goto("/page/size-guide");
    await expect(page.getByRole("table", { name: "Chest and waist in inches" })).toBeVisible();
    if (javaScriptEnabled) await expectNoAxeViolations(page, "custom page");
    expect((await page.request.get("/page/no-such-page")).status()).toBe(404);
  });

  test("the FAQ lists categories; a category opens with its questions", async ({ page, javaScriptEnabled }) => {
    await page.goto("/faq/");
    await expect(page.getByRole("heading", { level: 2, name: "Returns and refunds" })).toBeVisible();
    if (javaScriptEnabled) await expectNoAxeViolations(page, "faq");
    await page.getByRole("navigation", { name: "FAQ categories" }).getByRole("link", { name: "Payments" }).click();
    await expect(page).toHaveURL(/\/faq\/payments$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payments");
    const question = page.getByText("Is cash on delivery available?");
    await question.click();
    await expect(page.getByText(/on orders of up to ₹50,000/)).toBeVisible();
    if (javaScriptEnabled) await expectNoAxeViolations(page, "faq category");
    expect((await page.request.get("/faq/no-such-category")).status()).toBe(404);
  });

  test("the blog lists posts and opens one", async ({ page, javaScriptEnabled }) => {
    await page.goto("/blog/");
    const posts = page.getByRole("main").getByRole("listitem");
    await expect(posts).toHaveCount(4);
    if (javaScriptEnabled) await expectNoAxeViolations(page, "blog");
    await page.getByRole("link", { name: "How to find your jeans size, the first time" }).click();
    await expect(page).toHaveURL(/\/blog\/how-to-find-your-jeans-size$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How to find your jeans size, the first time");
    await expect(page.getByText("By Rohan Mehta, Head of quality")).toBeVisible();
    if (javaScriptEnabled) await expectNoAxeViolations(page, "blog post");
    expect((await page.request.get("/blog/winter-layering-guide")).status()).toBe(404);
    expect((await page.request.get("/blog/?page_no=2")).status()).toBe(404);
  });

  test("the contact form shows linked errors, keeps what was typed, then thanks", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/contact-us/");
    await expect(page.getByRole("main").getByRole("link", { name: "support@vitrine.example" })).toBeVisible();
    if (javaScriptEnabled) await expectNoAxeViolations(page, "contact us");

    await page.getByLabel("Name").fill("Asha Rao");
    await page.getByLabel("E-mail address").fill("asha@");
    await page.getByLabel("Phone number").fill("98765 43210");
    await page.getByRole("button", { name: "Send message" }).click();

    const summary = page.getByRole("alert");
    await expect(summary.getByRole("link", { name: "Enter a valid email address" })).toBeVisible();
    await expect(summary.getByRole("link", { name: "Phone can only contain digits" })).toBeVisible();
    await expect(summary.getByRole("link", { name: "name, email, phone and comment is required" })).toBeVisible();
    const email = page.getByLabel("E-mail address");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Enter a valid email address");
    await expect(page.getByLabel("Comment")).toHaveAccessibleDescription("name, email, phone and comment is required");
    await expect(page.getByLabel("Name")).toHaveValue("Asha Rao");
    await expect(email).toHaveValue("asha@");
    if (javaScriptEnabled) await expectNoAxeViolations(page, "contact us errors");

    await email.fill("asha@example.com");
    await page.getByLabel("Phone number").fill("9876543210");
    await page.getByLabel("Comment").fill("My parcel shows delivered but has not arrived.");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/contact-us\/\?sent=1$/);
    await expect(page.getByRole("status")).toContainText("Thank you for your message");
    if (javaScriptEnabled) await expectNoAxeViolations(page, "contact us sent");
  });
});
