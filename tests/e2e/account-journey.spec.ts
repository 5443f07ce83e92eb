/**
 * The whole account journey of issue 4, with JavaScript on and off: register → verify the e-mail
 * address from the mailbox → sign out → sign in with a one-time code → complete the profile (a
 * mobile number, verified by SMS code) → add a second e-mail address and make it primary → sign out.
 * Codes and links are read from the dev mailbox (/_dev/mailbox), as a shopper reads their inbox.
 */
import { expectNoAxeViolations } from "./a11y";
import {
  codeSentTo,
  register,
  shownMobile,
  signInWithEmailCode,
  signOut,
  uniqueEmail,
  uniqueMobile,
  verifyEmailByLink,
} from "./auth-helpers";
import { expect, test } from "./fixtures";

test("register, verify, sign in with a code, complete the profile, switch the primary e-mail, sign out", async ({
  page,
  javaScriptEnabled,
}) => {
  const email = uniqueEmail("journey");
  const second = uniqueEmail("journey-second");
  const mobile = uniqueMobile();

  // 1. Register with an e-mail address only; the store wants it verified (decision 0005).
  await register(page, email, "Journey");
  await expect(page.getByText(`We've sent a verification link to ${email}.`)).toBeVisible();

  // 2. The link from the mailbox verifies it.
  await verifyEmailByLink(page, email);

  // 3. Sign out.
  await signOut(page);

  // 4. Sign in with a one-time code sent to the e-mail address.
  await page.goto("/auth/login");
  await signInWithEmailCode(page, email);

  // 5. The store asks for a mobile number: give one and verify it with the SMS code.
  await expect(page).toHaveURL(/\/auth\/edit-profile\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Complete your profile");
  await expect(page.getByLabel("First name")).toHaveValue("Journey");
  await page.getByLabel("Mobile number (optional)").fill(mobile);
  await page.getByRole("button", { name: /Save/ }).click();
  await expect(page).toHaveURL(/\/auth\/verify-mobile\//);
  await page.getByLabel("One-time code", { exact: true }).fill(await codeSentTo(page, `+91 ${mobile}`));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: /Journey/ })).toBeVisible();

  // Nothing is asked any more: the profile pages open directly.
  await page.goto("/profile/phone/");
  await expect(page.getByRole("list", { name: "Your phone numbers" })).toContainText(shownMobile(mobile));

  // 6. Add a second e-mail address, verify it with its code and make it primary.
  await page.goto("/profile/email/");
  const list = page.getByRole("list", { name: "Your e-mail addresses" });
  await page.getByLabel("E-mail address", { exact: true }).fill(second);
  await page.getByRole("button", { name: "Add e-mail address" }).click();
  await page.getByLabel("One-time code", { exact: true }).fill(await codeSentTo(page, second));
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  const entry = list.getByRole("listitem").filter({ hasText: second });
  await expect(entry).toContainText("Verified");
  await entry.getByRole("button", { name: `Make primary ${second}` }).click();
  await expect(list.getByRole("listitem").first()).toContainText(second);
  await expect(list.getByRole("listitem").first()).toContainText("Primary");
  await expect(list.getByRole("listitem").filter({ hasText: email })).not.toContainText("Primary");
  if (javaScriptEnabled) await expectNoAxeViolations(page, "profile e-mail");

  // 7. Sign out: the profile is closed again.
  await signOut(page);
  await page.goto("/profile/email/");
  await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=/);

  // The new primary address signs in by code too (no profile step left).
  await signInWithEmailCode(page, second);
  await expect(page).toHaveURL(/\/profile\/email\/$/);
  await expect(list.getByRole("listitem").first()).toContainText(second);
});
