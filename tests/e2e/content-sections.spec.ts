/**
 * The content sections on the home page and the notification settings, in both projects (with and
 * without JavaScript): the newsletter sign-up refuses a bad address on its field (typed value kept),
 * thanks a new address and says so when it signs up again; the blog-posts section links to posts;
 * a signed-in shopper changes their notification channels and sees them saved. Axe with JavaScript.
 */
import { expectNoAxeViolations } from "./a11y";
import { expect, test } from "./fixtures";
import { scrollToSection } from "./section-helpers";

const uniqueAddress = (tag: string) =>
  `${tag}-${test.info().project.name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

test.describe("content sections", () => {
  test("home shows the blog posts and the newsletter sign-up works", async ({ page, javaScriptEnabled }) => {
    await page.goto("/");
    const posts = page.getByRole("region", { name: "Style notes" });
    await expect(posts.getByRole("listitem").first()).toBeVisible();
    await expect(posts.getByRole("link", { name: /View all posts/ })).toHaveAttribute("href", "/blog/");

    const newsletter = page.getByRole("region", { name: "Join our newsletter" });
    await scrollToSection(newsletter);
    if (javaScriptEnabled) await expectNoAxeViolations(page, "home with content sections");

    const field = newsletter.getByLabel("E-mail address");
    await field.fill("not-an-address");
    // The section's code loads on the first focus (an island); a click before it is the plain form post.
    if (javaScriptEnabled) await expect(page.locator(".island[data-live] .newsletter")).toHaveCount(1);
    await newsletter.getByRole("button", { name: "Sign up" }).click();
    // Without JavaScript the form is answered on /newsletter; with it, in place.
    const form = javaScriptEnabled ? newsletter : page.locator(".newsletter");
    const shown = form.getByLabel("E-mail address");
    await expect(shown).toHaveAttribute("aria-invalid", "true");
    await expect(shown).toHaveValue("not-an-address");
    await expect(form.getByText("Enter a valid e-mail address, like name@example.com")).toBeVisible();
    if (!javaScriptEnabled) await expect(page).toHaveURL(/\/newsletter$/);

    const address = uniqueAddress("reader");
    await shown.fill(address);
    await form.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you for subscribing" })).toBeVisible();
    if (!javaScriptEnabled) {
      await expect(page).toHaveURL(/\/newsletter\?subscribed=subscribed$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Newsletter");
    }

    // The same address again: said kindly, nothing breaks.
    await page.goto("/");
    const again = page.getByRole("region", { name: "Join our newsletter" });
    await again.getByLabel("E-mail address").fill(address.toUpperCase());
    await again.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByRole("status").filter({ hasText: "already subscribed" })).toBeVisible();
  });

  test("the newsletter page passes axe", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "axe runs in the page");
    await page.goto("/newsletter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Newsletter");
    await expectNoAxeViolations(page, "newsletter page");
  });
});

test.describe("notification settings", () => {
  test("signed out: to login", async ({ page }) => {
    await page.goto("/notification-settings");
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  test("a shopper changes their channels from the profile menu", async ({ page, shopper, javaScriptEnabled }) => {
    void shopper;
    await page.goto("/profile/details/");
    await page
      .getByRole("navigation", { name: "Profile" })
      .getByRole("link", { name: "Notification settings" })
      .click();
    await expect(page).toHaveURL(/\/notification-settings/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Notification settings");
    const email = page.getByRole("checkbox", { name: "Email" });
    const sms = page.getByRole("checkbox", { name: "SMS" });
    const whatsapp = page.getByRole("checkbox", { name: "WhatsApp" });
    await expect(email).not.toBeChecked();
    await expect(sms).not.toBeChecked();
    if (javaScriptEnabled) await expectNoAxeViolations(page, "notification settings");

    await email.check();
    await whatsapp.check();
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your notification settings are saved." })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "Email" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "SMS" })).not.toBeChecked();
    await expect(page.getByRole("checkbox", { name: "WhatsApp" })).toBeChecked();

    await page.getByRole("checkbox", { name: "Email" }).uncheck();
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your notification settings are saved." })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Email" })).not.toBeChecked();
  });
});
