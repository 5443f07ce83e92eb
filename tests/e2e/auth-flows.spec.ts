/**
 * The auth area in both projects (with and without JavaScript): OTP sign-in by e-mail creating an
 * account (code read from the dev mailbox; a wrong code shows the error on the field), forgotten
 * password by link (set password → signed in; the link works once), the code route of forgotten
 * password, a guarded page → login → profile completion → back, and axe on every auth page.
 */
import { expectNoAxeViolations } from "./a11y";
import {
  codeSentTo,
  linkSentTo,
  PASSWORD,
  register,
  registerByPost,
  shownMobile,
  signIn,
  signOut,
  skipProfile,
  uniqueEmail,
  uniqueMobile,
  verifyEmailByLink,
} from "./auth-helpers";
import { expect, test } from "./fixtures";

test.describe("auth flows", () => {
  test("OTP sign-in by e-mail for a new address: wrong code, then the right one → complete the profile", async ({
    consoleErrors,
    page,
    javaScriptEnabled,
  }) => {
    // The early resend answers 429, which the browser logs.
    consoleErrors.allow(/status of 429/);
    const email = uniqueEmail("otp");
    await page.goto("/auth/login?redirectUrl=%2Fwishlist%2F");
    const otp = page.getByRole("region", { name: "Sign in with a one-time code" });
    if (javaScriptEnabled) await expectNoAxeViolations(page, "login");
    await otp.getByLabel("Your e-mail or mobile").fill(email);
    await otp.getByRole("button", { name: "Send me a code" }).click();

    await expect(page).toHaveURL(/\/auth\/verify-email\/\?redirectUrl=%2Fwishlist%2F$/);
    await expect(page.getByText(/Enter the code sent to/)).toContainText("ot•••@example.com");
    const code = await codeSentTo(page, email);
    if (javaScriptEnabled) await expectNoAxeViolations(page, "verify-email");

    const wrong = code === "000000" ? "111111" : "000000";
    const field = page.getByLabel("One-time code");
    await field.fill(wrong);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/Invalid OTP/);
    if (javaScriptEnabled) await expectNoAxeViolations(page, "verify-email error");

    // An early resend is refused with the service's message (the code stays valid).
    await page.getByRole("button", { name: "Send a new code" }).click();
    await expect(
      page.getByRole("main").getByRole("alert").or(page.getByRole("main").getByRole("status")),
    ).toBeVisible();

    const latest = await codeSentTo(page, email);
    await page.getByLabel("One-time code").fill(latest);
    await page.getByRole("button", { name: "Sign in" }).click();

    // A new account: edit-profile first (carrying the target), then on to the wishlist.
    await expect(page).toHaveURL(/\/auth\/edit-profile\/\?redirectUrl=%2Fwishlist%2F$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Complete your profile");
    if (javaScriptEnabled) await expectNoAxeViolations(page, "edit-profile");
    await page.getByRole("button", { name: /Save/ }).click();
    await expect(page.getByLabel("First name")).toHaveAccessibleDescription("First name is required");
    await page.getByLabel("First name").fill("Otto");
    await page.getByRole("button", { name: /Save/ }).click();
    await expect(page).toHaveURL(/\/wishlist\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: /Otto/ })).toBeVisible();

    // Signed in: the visitor-only pages send the shopper home.
    for (const path of ["/auth/login", "/auth/forgot-password/", "/auth/set-password/"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    }
  });

  test("OTP sign-in by mobile for a new number: the store's required e-mail is added and verified by code", async ({
    page,
    javaScriptEnabled,
  }) => {
    const mobile = uniqueMobile();
    const email = uniqueEmail("mobile");
    await page.goto("/auth/login?redirectUrl=%2Fwishlist%2F");
    const otp = page.getByRole("region", { name: "Sign in with a one-time code" });
    await otp.getByLabel("Your e-mail or mobile").fill(shownMobile(mobile));
    await otp.getByRole("button", { name: "Send me a code" }).click();
    await expect(page).toHaveURL(/\/auth\/verify-mobile\/\?redirectUrl=%2Fwishlist%2F$/);
    await expect(page.getByText(/Enter the code sent to/)).toContainText(`+91 ••••••${mobile.slice(-4)}`);
    if (javaScriptEnabled) await expectNoAxeViolations(page, "verify-mobile");
    await page.getByLabel("One-time code").fill(await codeSentTo(page, `+91 ${mobile}`));
    await page.getByRole("button", { name: "Sign in" }).click();

    // New account without an e-mail address, which the store requires ("hard": no skipping).
    await expect(page).toHaveURL(/\/auth\/edit-profile\/\?redirectUrl=%2Fwishlist%2F$/);
    await expect(page.getByRole("button", { name: "Skip for now" })).toHaveCount(0);
    await page.getByLabel("First name").fill("Mona");
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByRole("button", { name: /Save/ }).click();
    await expect(page).toHaveURL(/\/auth\/verify-email\/\?redirectUrl=%2Fwishlist%2F$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verify your e-mail address");
    await page.getByLabel("One-time code").fill(await codeSentTo(page, email));
    await page.getByRole("button", { name: "Verify" }).click();
    // Verified (and made primary): nothing is missing, on to the target.
    await expect(page).toHaveURL(/\/wishlist\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: /Mona/ })).toBeVisible();
  });

  test("forgotten password by link → set password → signed in; the link works once", async ({
    consoleErrors,
    page,
    request,
    javaScriptEnabled,
  }) => {
    // The old password answers 401, which the browser logs.
    consoleErrors.allow(/status of 401/);
    const email = uniqueEmail("reset");
    await registerByPost(request, { email });

    await page.goto("/auth/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password\/$/);
    if (javaScriptEnabled) await expectNoAxeViolations(page, "forgot-password");
    await page.getByLabel("E-mail or mobile number").fill(email);
    await page.getByRole("button", { name: "Send me a reset link" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      `If an account exists for ${email}, we've sent a link to reset your password.`,
    );

    const { href: link } = await linkSentTo(page, email, "/auth/set-password/");
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Set a new password");
    if (javaScriptEnabled) await expectNoAxeViolations(page, "set-password");
    const newPassword = "Another#456";
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill("Different#789");
    await page.getByRole("button", { name: "Save password and sign in" }).click();
    await expect(page.getByLabel("Confirm new password")).toHaveAccessibleDescription("The passwords do not match");
    if (javaScriptEnabled) await expectNoAxeViolations(page, "set-password errors");
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Save password and sign in" }).click();

    // Signed in (the store still wants the e-mail address verified: edit-profile first).
    await expect(page.getByRole("banner").getByRole("link", { name: /Asha/ })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/edit-profile\/$/);
    await expect(page.getByRole("button", { name: "Skip for now" })).toHaveCount(0);

    await signOut(page);
    await page.goto(link);
    await expect(page.getByRole("alert")).toHaveText("This link has expired or was already used.");
    await expect(page.getByRole("link", { name: "Ask for a new link or code" })).toHaveAttribute(
      "href",
      "/auth/forgot-password/",
    );
    if (javaScriptEnabled) await expectNoAxeViolations(page, "set-password expired");

    // The new password works, the old one does not.
    await page.goto("/auth/login");
    await signIn(page, email, PASSWORD);
    await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
    await signIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/auth\/edit-profile\/$/);
  });

  test("forgotten password by code → set password", async ({ page, request, javaScriptEnabled }) => {
    const email = uniqueEmail("forgot-code");
    await registerByPost(request, { email });
    await page.goto("/auth/forgot-password/?redirectUrl=%2Fwishlist%2F");
    await page.getByLabel("E-mail or mobile number").fill(email);
    await page.getByRole("button", { name: "Send me a code" }).click();
    await expect(page.getByText(/Enter the code sent to/)).toContainText("fo•••@example.com");
    if (javaScriptEnabled) await expectNoAxeViolations(page, "forgot-password code");
    await page.getByLabel("One-time code").fill(await codeSentTo(page, email));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/auth\/set-password\/\?redirectUrl=%2Fwishlist%2F$/);
    await page.getByLabel("New password", { exact: true }).fill("Third#7890");
    await page.getByLabel("Confirm new password").fill("Third#7890");
    await page.getByRole("button", { name: "Save password and sign in" }).click();
    await expect(page).toHaveURL(/\/auth\/edit-profile\/\?redirectUrl=%2Fwishlist%2F$/);
    // The session's token was spent: the set-password page no longer offers the form.
    await signOut(page);
    await page.goto("/auth/set-password/");
    await expect(page).toHaveURL(/\/auth\/forgot-password\/$/);
  });

  test("a guarded page sends a signed-out shopper to login, then (profile completed) back", async ({
    page,
    javaScriptEnabled,
  }) => {
    const email = uniqueEmail("guard");
    await register(page, email);
    if (javaScriptEnabled) await expectNoAxeViolations(page, "verify-email-link sent");
    await verifyEmailByLink(page, email);
    if (javaScriptEnabled) await expectNoAxeViolations(page, "verify-email-link verified");
    await signOut(page);

    await page.goto("/wishlist/");
    await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fwishlist%2F$/);
    await signIn(page, email);
    // The store asks for a mobile number ("soft"): skipping goes on to the wishlist.
    await expect(page).toHaveURL(/\/auth\/edit-profile\/\?redirectUrl=%2Fwishlist%2F$/);
    await expect(page.getByLabel("Mobile number (optional)")).toBeVisible();
    await skipProfile(page);
    await expect(page).toHaveURL(/\/wishlist\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wishlist");
  });

  test("pages without a pending code or a signed-in shopper redirect; account-locked explains", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/auth/verify-mobile/?redirectUrl=%2Fwishlist%2F");
    await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fwishlist%2F$/);
    await page.goto("/auth/edit-profile/");
    await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fauth%2Fedit-profile%2F$/);
    await page.goto("/auth/account-locked/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This account is closed");
    if (javaScriptEnabled) await expectNoAxeViolations(page, "account-locked");
    await page.goto("/auth/verify-email-link/?code=not-a-real-code");
    if (javaScriptEnabled) await expectNoAxeViolations(page, "verify-email-link code");
  });
});
