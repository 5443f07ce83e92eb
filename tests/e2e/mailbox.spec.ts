/**
 * The dev mailbox (/_dev/mailbox, on in this run through DEV_MAILBOX=1): a shopper who registers
 * with an e-mail address finds the verification e-mail there, with its link as a real link; the
 * recipient filter works as a plain GET form; the page is private, unindexed and accessible.
 */
import { expectNoAxeViolations } from "./a11y";
import { registerByPost, uniqueEmail } from "./auth-helpers";
import { expect, test } from "./fixtures";

test.describe("dev mailbox", () => {
  test("a new shopper's verification e-mail is listed, filtered by recipient, with its link", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("mailbox");
    await registerByPost(request, { email, firstName: "Mira" });

    await page.goto(`/_dev/mailbox?to=${encodeURIComponent(email)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Mailbox" })).toBeVisible();
    await expect(page.getByLabel("Recipient")).toHaveValue(email);
    const messages = page.getByRole("article");
    await expect(messages).toHaveCount(1);
    const message = messages.first();
    await expect(message.getByRole("heading", { level: 2, name: /Confirm your e-mail address/ })).toBeVisible();
    await expect(message.getByText(email, { exact: true })).toBeVisible();
    await expect(message.getByText("verify-email", { exact: true })).toBeVisible();
    await expect(message.getByRole("link", { name: /\/auth\/verify-email-link\/\?code=/ })).toHaveAttribute(
      "href",
      /\/auth\/verify-email-link\/\?code=[\w%-]+$/,
    );
  });

  test("the recipient filter is a plain form and the full list shows every message", async ({ page, request }) => {
    const first = uniqueEmail("mailbox");
    const second = uniqueEmail("mailbox");
    await registerByPost(request, { email: first, firstName: "Mira" });
    await registerByPost(request, { email: second, firstName: "Mira" });

    await page.goto("/_dev/mailbox");
    // Newest first: the second shopper's e-mail comes before the first one's.
    const recipients = await page.getByRole("article").allInnerTexts();
    const at = (email: string) => recipients.findIndex((text) => text.includes(email));
    expect(at(second)).toBeGreaterThanOrEqual(0);
    expect(at(second)).toBeLessThan(at(first));

    await page.getByLabel("Recipient").fill(first);
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(
      new RegExp(`/_dev/mailbox\\?to=${encodeURIComponent(first).replace(/[.+]/g, "\\$&")}$`),
    );
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article").getByText(first, { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "All messages" }).click();
    await expect(page).toHaveURL(/\/_dev\/mailbox$/);
  });

  test("is private, unindexed and has no accessibility violations", async ({ page, request, javaScriptEnabled }) => {
    const response = await request.get("/_dev/mailbox");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(await response.text()).not.toContain("<script");

    test.skip(!javaScriptEnabled, "axe runs as a script in the page");
    await page.goto("/_dev/mailbox");
    await expectNoAxeViolations(page, "mailbox");
  });
});
