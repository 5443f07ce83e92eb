/**
 * The profile area (/profile/*) in both projects (with and without JavaScript): a new shopper edits
 * their details, adds and verifies a second e-mail address with the code from the dev mailbox,
 * makes it primary and removes the first one; sees their referral code, the empty saved-cards and
 * addresses pages; a signed-out shopper is sent to login and back. Axe checks each page type.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./a11y";
import { codeSentTo, createShopper, shownMobile, signIn, skipProfile, uniqueEmail, uniqueMobile } from "./auth-helpers";
import { expect, test } from "./fixtures";

const notice = (page: Page) => page.getByRole("main").getByRole("status");

// A test that takes `shopper` starts signed in as a new shopper (created without the browser).
test.describe("profile area", () => {
  test("details, e-mail addresses (add → verify → primary → remove old), refer & earn, cards, addresses", async ({
    page,
    shopper,
  }) => {
    const { email, mobile } = shopper;
    const second = uniqueEmail("second");

    // The header name leads to the profile menu.
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: /Asha/ }).click();
    await expect(page).toHaveURL(/\/profile\/profile-tabs\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Asha Rao");
    const menu = page.getByRole("list", { name: "Account menu" });
    for (const label of [
      "Details",
      "My orders",
      "Phone numbers",
      "E-mail addresses",
      "Addresses",
      "Refer & earn",
      "Reward points history",
      "Saved cards",
    ]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("button", { name: "Sign out" })).toBeVisible();

    // Details: change the first name and the date of birth.
    await menu.getByRole("link", { name: "Details", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your details");
    await expect(page.getByLabel("First name")).toHaveValue("Asha");
    await page.getByLabel("First name").fill("Meera");
    await page.getByLabel("Date of birth (optional)").fill("1990-04-12");
    await page.getByRole("radio", { name: "Female" }).check();
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page).toHaveURL(/\/profile\/details\/\?done=profile-saved$/);
    await expect(notice(page)).toHaveText("Your details have been saved.");
    await expect(page.getByLabel("First name")).toHaveValue("Meera");
    await expect(page.getByLabel("Date of birth (optional)")).toHaveValue("1990-04-12");
    await expect(page.getByRole("radio", { name: "Female" })).toBeChecked();
    await expect(page.getByRole("banner").getByRole("link", { name: /Meera/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();

    // E-mail: add a second address, verify it with the mailed code.
    await page.getByRole("navigation", { name: "Profile" }).getByRole("link", { name: "E-mail addresses" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("E-mail addresses");
    const list = page.getByRole("list", { name: "Your e-mail addresses" });
    await expect(list.getByRole("listitem").filter({ hasText: email })).toContainText("Primary");
    await page.getByLabel("E-mail address", { exact: true }).fill(second);
    await page.getByRole("button", { name: "Add e-mail address" }).click();
    await expect(notice(page)).toHaveText("E-mail address added. We sent a code to it.");
    const entry = list.getByRole("listitem").filter({ hasText: second });
    await expect(entry).toContainText("Unverified");
    await expect(entry.getByRole("button", { name: /Make primary/ })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: `Verify ${second}` })).toBeVisible();
    await page.getByLabel("One-time code").fill(await codeSentTo(page, second));
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(notice(page)).toHaveText("E-mail address verified.");
    await expect(entry).toContainText("Verified");

    // Make it primary, then remove the first address.
    await entry.getByRole("button", { name: `Make primary ${second}` }).click();
    await expect(notice(page)).toHaveText("Primary e-mail address changed.");
    await expect(list.getByRole("listitem").first()).toContainText(second);
    await expect(list.getByRole("listitem").first()).toContainText("Primary");
    await expect(
      list
        .getByRole("listitem")
        .first()
        .getByRole("button", { name: /Remove/ }),
    ).toHaveCount(0);
    await list.getByRole("button", { name: `Remove ${email}` }).click();
    await expect(notice(page)).toHaveText("E-mail address removed.");
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).not.toContainText(email);

    // Phone numbers are shown formatted; a second one is verified with the code sent by SMS.
    await page.goto("/profile/phone/");
    const phones = page.getByRole("list", { name: "Your phone numbers" });
    await expect(phones).toContainText(shownMobile(mobile));
    const mobile2 = uniqueMobile();
    const shown2 = shownMobile(mobile2);
    await page.getByLabel("Mobile number").fill(mobile2);
    await page.getByRole("button", { name: "Add phone number" }).click();
    await expect(notice(page)).toHaveText("Phone number added. We sent a code to it by SMS.");
    await expect(page).toHaveURL(/[?&]request_id=/);
    await expect(page.getByRole("heading", { name: `Verify ${shown2}` })).toBeVisible();
    await page.getByLabel("One-time code").fill(await codeSentTo(page, `+91 ${mobile2}`));
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(notice(page)).toHaveText("Phone number verified.");
    await expect(phones.getByRole("listitem").filter({ hasText: shown2 })).toContainText("Verified");

    // Refer & earn shows the shopper's code and points; the history page is titled.
    await page.goto("/profile/refer-earn/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Refer & earn");
    await expect(page.locator(".profile-referral__code")).toHaveText(/^[A-Z0-9_-]{4,}$/i);
    // The demo store's "signup" offer is credited at registration and shown here.
    await expect(page.getByText("Every new account gets a signup bonus of 100 points.")).toBeVisible();
    await expect(page.locator(".profile-points strong")).toHaveText("100");
    await page.getByRole("link", { name: "Reward points history" }).last().click();
    await expect(page).toHaveURL(/\/profile\/refer-earn-credit\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reward points history");
    await expect(page.getByRole("main")).toContainText("Signup bonus");

    // Nothing saved yet.
    await page.goto("/profile/my-cards/");
    await expect(page.getByText("You have no saved cards.")).toBeVisible();
    await page.goto("/profile/address/");
    await expect(page.getByText("You have no saved addresses yet.")).toBeVisible();

    // Unknown profile paths go to the details.
    await page.goto("/profile/no-such-page/");
    await expect(page).toHaveURL(/\/profile\/details\/$/);
  });

  test("a wrong code, a bad name and a bad referral code are shown at their fields, values kept", async ({
    page,
    shopper: _,
  }) => {
    await page.goto("/profile/details/");
    await page.getByLabel("First name").fill("Asha<script>");
    await page.getByRole("button", { name: "Save details" }).click();
    const first = page.getByLabel("First name");
    await expect(first).toHaveAttribute("aria-invalid", "true");
    await expect(first).toHaveAccessibleDescription(
      /First name may contain only letters, digits, hyphens, underscores, apostrophes, periods and spaces/,
    );
    await expect(first).toHaveValue("Asha<script>");

    await page.getByLabel("Current password").fill("Wrong#pass1");
    await page.getByLabel("New password", { exact: true }).fill("Another#pass2");
    await page.getByLabel("Confirm new password").fill("Another#pass3");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByLabel("Confirm new password")).toHaveAccessibleDescription("The passwords do not match");

    const second = uniqueEmail("second");
    await page.goto("/profile/email/");
    await page.getByLabel("E-mail address", { exact: true }).fill("not-an-address");
    await page.getByRole("button", { name: "Add e-mail address" }).click();
    await expect(page.getByLabel("E-mail address", { exact: true })).toHaveAccessibleDescription(
      "Enter a valid e-mail address",
    );
    await expect(page.getByLabel("E-mail address", { exact: true })).toHaveValue("not-an-address");
    await page.getByLabel("E-mail address", { exact: true }).fill(second);
    await page.getByRole("button", { name: "Add e-mail address" }).click();
    await expect(page.getByRole("heading", { name: `Verify ${second}` })).toBeVisible();
    const code = await codeSentTo(page, second);
    await page.getByLabel("One-time code").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page.getByLabel("One-time code")).toHaveAccessibleDescription(/Invalid OTP/);
    await expect(page.getByRole("heading", { name: `Verify ${second}` })).toBeVisible();

    await page.goto("/profile/refer-earn/");
    await page.getByRole("textbox", { name: "Referral code" }).fill("NOSUCHCODE1");
    await page.getByRole("button", { name: "Apply code" }).click();
    await expect(page.getByRole("textbox", { name: "Referral code" })).toHaveAccessibleDescription(
      "Invalid referral code",
    );
    await expect(page.getByRole("textbox", { name: "Referral code" })).toHaveValue("NOSUCHCODE1");
  });

  test("a signed-out shopper is sent to login and back to the profile page", async ({ page, request }) => {
    // Created on the test's own request context: the page stays signed out.
    const email = uniqueEmail();
    await createShopper(request, { email });
    await page.goto("/profile/details/");
    await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fprofile%2Fdetails%2F$/);
    await page.goto("/profile/");
    await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fprofile%2F(profile-tabs%2F)?$/);

    await page.goto("/profile/details/");
    await signIn(page, email);
    // The optional mobile step is asked again in a new session.
    await skipProfile(page);
    await expect(page).toHaveURL(/\/profile\/details\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your details");
    const response = await page.request.get("/profile/details/");
    expect(response.headers()["cache-control"]).toBe("private, no-store");
  });

  test("profile pages have no accessibility violations", async ({ page, javaScriptEnabled, shopper: _ }) => {
    test.skip(!javaScriptEnabled, "axe runs as a script in the page");
    test.setTimeout(100_000); // eleven axe runs
    for (const path of [
      "/profile/profile-tabs/",
      "/profile/details/",
      "/profile/phone/",
      "/profile/email/",
      "/profile/address/",
      "/profile/refer-earn/",
      "/profile/refer-earn-credit/",
      "/profile/my-cards/",
      "/profile/orders/",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, path);
    }
    // With errors and the code form open.
    await page.goto("/profile/details/");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, "details errors");
    await page.goto("/profile/email/");
    await page.getByLabel("E-mail address", { exact: true }).fill(uniqueEmail("axe"));
    await page.getByRole("button", { name: "Add e-mail address" }).click();
    await expect(page.getByLabel("One-time code")).toBeVisible();
    await expectNoAxeViolations(page, "email verify");
  });

  test("deleting the account signs out and locks it", async ({ page, shopper: _ }) => {
    await page.goto("/profile/details/");
    const danger = page.getByRole("region", { name: "Delete account" });
    await danger.getByRole("radio").first().check();
    await danger.getByRole("checkbox").check();
    await danger.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/auth\/account-locked\/$/);
    await page.goto("/profile/details/");
    await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=/);
  });
});
