/**
 * Refund accounts (/profile/refund-accounts/) in both projects (with and without JavaScript): a
 * wrong IFSC is refused on its field and the typed values stay; a bank account is added with the
 * one-time code read from the dev mailbox (a wrong code first adds nothing) and listed, masked; a UPI
 * ID is added the same way and made the default. Axe with JavaScript.
 */
import { expectNoAxeViolations } from "./a11y";
import { codeSentTo } from "./auth-helpers";
import { addFromProductPage, fillAddress, inStockProduct, payWith } from "./cart-helpers";
import { expect, test } from "./fixtures";

test.describe("refund accounts", () => {
  test("add a bank account with the code, then a UPI ID made default", async ({ page, shopper, javaScriptEnabled }) => {
    await page.goto("/profile/refund-accounts/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Refund accounts");
    await expect(page.getByText("You have no refund accounts yet.")).toBeVisible();
    if (javaScriptEnabled) await expectNoAxeViolations(page, "refund accounts");

    const bank = page.getByRole("region", { name: "Add a bank account" });
    await bank.getByLabel("Account holder's name").fill("Asha Rao");
    await bank.getByLabel("Account number", { exact: true }).fill("123456789012");
    await bank.getByLabel("Confirm account number").fill("123456789012");
    await bank.getByLabel("IFSC code").fill("ABCD0001234");
    if (javaScriptEnabled) {
      // Checked on leaving the field.
      await bank.getByLabel("Confirm account number").focus();
      await expect(bank.getByText(/could not find a bank for this IFSC/)).toBeVisible();
    }
    await bank.getByRole("button", { name: "Add bank account" }).click();
    const ifsc = bank.getByLabel("IFSC code");
    await expect(ifsc).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#ifsc-error")).toHaveText(/could not find a bank for this IFSC/);
    await expect(bank.getByLabel("Account holder's name")).toHaveValue("Asha Rao");

    await ifsc.fill("hdfc0001234");
    if (javaScriptEnabled) {
      await bank.getByLabel("Account holder's name").focus();
      await expect(page.locator("#ifsc-bank")).toHaveText("HDFC Bank, Branch 001234");
    } else {
      await bank.getByRole("button", { name: "Check IFSC" }).click();
      await expect(page.locator("#ifsc-bank")).toHaveText("HDFC Bank, Branch 001234");
    }
    await bank.getByLabel("Account number", { exact: true }).fill("123456789012");
    await bank.getByLabel("Confirm account number").fill("123456789012");
    await bank.getByRole("button", { name: "Add bank account" }).click();

    const verify = page.getByRole("region", { name: "Confirm the bank account" });
    await expect(verify.getByText(/We sent a code to your registered contact/)).toBeVisible();
    const code = await codeSentTo(page, `+91 ${shopper.mobile}`);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    await verify.getByLabel("One-time code").fill(wrong);
    await verify.getByRole("button", { name: "Confirm" }).click();
    await expect(page.locator("#otp-error")).toHaveText("Invalid OTP");
    await expect(page.getByText("You have no refund accounts yet.")).toBeVisible();
    await page.getByRole("region", { name: "Confirm the bank account" }).getByLabel("One-time code").fill(code);
    await page
      .getByRole("region", { name: "Confirm the bank account" })
      .getByRole("button", { name: "Confirm" })
      .click();
    await expect(page.getByRole("status").filter({ hasText: "Refund account added." })).toBeVisible();
    const list = page.getByRole("list", { name: "Refund accounts" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText("HDFC Bank XXXXXXXX9012");
    await expect(list).toContainText("Default");
    await expect(list.getByRole("term").first()).toHaveText("Account holder");
    await expect(list.getByRole("definition").first()).toHaveText("Asha Rao");
    await expect(list).not.toContainText("123456789012");

    // A UPI ID: the code goes by SMS to its mobile number.
    const upi = page.getByRole("region", { name: "Add a UPI ID" });
    const upiMobile = `8${shopper.mobile.slice(1)}`;
    await upi.getByLabel("UPI ID", { exact: true }).fill("asha@okicici");
    await upi.getByLabel("Mobile number linked to the UPI ID").fill(upiMobile);
    await upi.getByRole("button", { name: "Send code" }).click();
    const confirmUpi = page.getByRole("region", { name: "Confirm the UPI ID" });
    await confirmUpi.getByLabel("One-time code").fill(await codeSentTo(page, `+91 ${upiMobile}`));
    await confirmUpi.getByRole("button", { name: "Confirm" }).click();
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await list.getByRole("button", { name: "Make default UPI asha@okicici" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Default refund account changed." })).toBeVisible();
    await expect(list.getByRole("listitem").filter({ hasText: "asha@okicici" })).toContainText("Default");
    if (javaScriptEnabled) await expectNoAxeViolations(page, "refund accounts with accounts");
  });

  test("the refund page of a shipment, outside the main layout: add a UPI ID and choose it", async ({
    page,
    shopper,
    javaScriptEnabled,
  }) => {
    test.slow();
    await addFromProductPage(page, await inStockProduct(page, "kurta"));
    await page.goto("/cart/delivery");
    await fillAddress(page);
    await page.getByRole("button", { name: "Save and deliver here" }).click();
    await payWith(page, "Cash on Delivery");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/cart\/order-status\?success=true&order_id=FY[0-9A-F]{18}$/);
    const orderId = new URL(page.url()).searchParams.get("order_id")!;
    await page.goto("/profile/orders/");
    await page
      .getByRole("link", { name: /View details/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/profile\/orders\/shipment\/\d{16}\/$/);
    const shipmentId = /shipment\/(\d{16})/.exec(page.url())![1];

    // Another order's (or no) shipment: not found.
    const other = await page.goto(`/refund/order/${orderId}/shipment/0000000000000000`);
    expect(other?.status()).toBe(404);

    const refundPath = `/refund/order/${orderId}/shipment/${shipmentId}`;
    await page.goto(refundPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Where should we send your refund?");
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByText("This order was paid on delivery")).toBeVisible();
    await expect(page.getByText("You have no refund accounts yet.")).toBeVisible();
    if (javaScriptEnabled) await expectNoAxeViolations(page, "refund page");

    const upi = page.getByRole("region", { name: "Add a UPI ID" });
    const upiMobile = `7${shopper.mobile.slice(1)}`;
    await upi.getByLabel("UPI ID", { exact: true }).fill("rao@okaxis");
    await upi.getByLabel("Mobile number linked to the UPI ID").fill(upiMobile);
    await upi.getByRole("button", { name: "Send code" }).click();
    const confirm = page.getByRole("region", { name: "Confirm the UPI ID" });
    await confirm.getByLabel("One-time code").fill(await codeSentTo(page, `+91 ${upiMobile}`));
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await expect(page).toHaveURL(new RegExp(`${refundPath}\\?done=refund-account-added$`));

    const choice = page.getByRole("group", { name: "Send the refund to" });
    await expect(choice.getByRole("radio", { name: /rao@okaxis/ })).toBeChecked();
    await page.getByRole("button", { name: "Use this account" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The refund for this shipment will go to" })).toBeVisible();
    await expect(choice.getByRole("radio", { name: /rao@okaxis/ })).toBeChecked();
  });
});
