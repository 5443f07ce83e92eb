/**
 * Linking a wallet at checkout and paying with it (spec part 2 §4: "Wallet linking runs in two steps
 * (initiate, then verify)"), with JavaScript on and off: an unlinked wallet cannot be chosen and
 * offers "Link wallet"; the wallet's mobile number, then the code sent to it (a wrong one refused)
 * on /cart/link-wallet link it; the linked wallet comes back chosen on the payment step and pays on
 * the gateway's page. Axe on the link page.
 */
import { expectNoAxeViolations } from "./a11y";
import { codeSentTo, uniqueMobile } from "./auth-helpers";
import { headerCount, toPaymentStep } from "./cart-helpers";
import { expect, signedInShoppers, test } from "./fixtures";

signedInShoppers();

test("a wallet is linked in two steps on the payment step, then pays the order", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow();
  await toPaymentStep(page, "shirt");
  const paytm = page.getByRole("radio", { name: /^Paytm/ });
  await expect(paytm).toBeDisabled();
  await page.locator("label", { has: paytm }).getByRole("link", { name: "Link this wallet to pay with it" }).click();
  await expect(page).toHaveURL(/\/cart\/link-wallet\?address_id=[^&]+&wallet=PAYTM&from=payment$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Link your Paytm wallet");
  const form = page.getByRole("main");
  await form.getByLabel("Mobile number of your Paytm wallet").fill("12345");
  await form.getByRole("button", { name: "Send code" }).click();
  await expect(form.getByLabel("Mobile number of your Paytm wallet")).toHaveAttribute("aria-invalid", "true");
  await expect(form).toContainText("Enter a 10-digit Indian mobile number");
  await expect(form.getByLabel("Mobile number of your Paytm wallet")).toHaveValue("12345");
  const mobile = uniqueMobile();
  await form.getByLabel("Mobile number of your Paytm wallet").fill(mobile);
  await form.getByRole("button", { name: "Send code" }).click();
  const masked = `${mobile.slice(0, 2)}xxxxxx${mobile.slice(-2)}`;
  await expect(form).toContainText(`We sent a code to ${masked}.`);
  await expect(page).toHaveURL(/&link_token=[^&]+&link_to=/);
  if (javaScriptEnabled) await expectNoAxeViolations(page, "wallet link code step");

  const code = await codeSentTo(page, `+91 ${mobile}`);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  await form.getByLabel("One-time code").fill(wrong);
  await form.getByRole("button", { name: "Link wallet" }).click();
  await expect(form.getByLabel("One-time code")).toHaveAttribute("aria-invalid", "true");
  await expect(form).toContainText("Invalid OTP");

  await form.getByLabel("One-time code").fill(code);
  await form.getByRole("button", { name: "Link wallet" }).click();
  await expect(page).toHaveURL(/\/cart\/payment-info\?address_id=[^&]+&payment_mode=WL&payment_identifier=PAYTM/);
  await expect(paytm).toBeEnabled();
  await expect(paytm).toBeChecked();
  await expect(page.getByRole("main")).toContainText(`Linked to ${masked}`);

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/cart\/order-review\?/);
  await expect(page.getByRole("main")).toContainText("Paytm");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/service\/sandbox\/pay\//);
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(/\/cart\/order-status\?success=true&order_id=FY[0-9A-F]{18}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you! Your order is placed");
  await expect(headerCount(page)).toHaveText("0");
});

test("the single-page checkout offers the same link and comes back to itself", async ({ page }) => {
  await toPaymentStep(page, "kurta");
  await page.goto("/cart/checkout");
  const phonePe = page.getByRole("radio", { name: /^PhonePe/ });
  await expect(phonePe).toBeDisabled();
  await page.locator("label", { has: phonePe }).getByRole("link", { name: "Link this wallet to pay with it" }).click();
  await expect(page).toHaveURL(/\/cart\/link-wallet\?wallet=PHONEPE&from=checkout$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Link your PhonePe wallet");
  await page.getByRole("link", { name: "Back to payment" }).click();
  await expect(page).toHaveURL(/\/cart\/checkout$/);
});
