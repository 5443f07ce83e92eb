/**
 * Paying through the gateway (the service's sandbox aggregator), with JavaScript on and off: a card
 * approved on the gateway's page (and saved: only its last digits come back), a declined card that
 * leaves the bag as it was, net banking with a bank from "more", and UPI: the shopper's UPI id, the
 * collect request approved in the (test) UPI app while the store's page waits. Axe on the store's
 * payment pages.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./a11y";
import { headerCount, payWith, toPaymentStep } from "./cart-helpers";
import { expect, signedInShoppers, test } from "./fixtures";

/** Places the order on the review step; a gateway's page opens. */
async function placeOrder(page: Page) {
  await page.getByRole("button", { name: "Place order" }).click();
}

test.describe("payments through the gateway", () => {
  signedInShoppers();
  test.slow();

  test("a card approved on the gateway's page places the order; the saved card keeps only its last digits", async ({
    page,
    javaScriptEnabled,
  }) => {
    await toPaymentStep(page);
    await payWith(page, "Credit or debit card");
    await placeOrder(page);
    await expect(page).toHaveURL(/\/service\/sandbox\/pay\//);
    if (javaScriptEnabled) await expectNoAxeViolations(page, "gateway card page");

    // A number that fails the checksum is refused on the gateway's page, the rest kept.
    await page.getByLabel("Card number").fill("4111 1111 1111 1112");
    await page.getByLabel("Name on card").fill("Asha Rao");
    await page.getByLabel("Expiry month").fill("12");
    await page.getByLabel("Expiry year").fill(String(new Date().getFullYear() + 2));
    await page.getByLabel("CVV").fill("123");
    await page.getByRole("button", { name: "Approve payment" }).click();
    await expect(page.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Name on card")).toHaveValue("Asha Rao");

    await page.getByLabel("Card number").fill("4111 1111 1111 1111");
    await page.getByLabel("CVV").fill("123");
    await page.getByLabel(/Save this card/).check();
    await page.getByRole("button", { name: "Approve payment" }).click();
    await expect(page).toHaveURL(/\/cart\/order-status\?success=true&order_id=FY[0-9A-F]{18}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you! Your order is placed");
    await expect(page.getByRole("term")).toHaveText(["Total", "Payment", "Delivering to"]);
    await expect(headerCount(page)).toHaveText("0");

    await page.goto("/profile/my-cards/");
    await expect(page.getByRole("main")).toContainText("1111");
    await expect(page.getByRole("main")).not.toContainText("4111 1111");
  });

  test("a declined card leaves the order unplaced and the bag as it was", async ({ page, javaScriptEnabled }) => {
    const name = await toPaymentStep(page, "shirt");
    await payWith(page, "Credit or debit card");
    await placeOrder(page);
    await expect(page).toHaveURL(/\/service\/sandbox\/pay\//);
    await page.getByRole("button", { name: "Decline payment" }).click();
    await expect(page).toHaveURL(/\/cart\/order-status\?success=false&order_id=FY[0-9A-F]{18}/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your order could not be placed");
    await expect(page.getByRole("main")).toContainText("Nothing was charged and your cart is as you left it.");
    if (javaScriptEnabled) await expectNoAxeViolations(page, "order status (failed)");

    await expect(headerCount(page)).toHaveText("1");
    await page.getByRole("link", { name: "Back to cart" }).click();
    await expect(page.getByRole("list", { name: "Items in your cart" }).getByRole("link", { name })).toBeVisible();
  });

  test("net banking with a bank from 'more' is paid on the bank's page", async ({ page }) => {
    await toPaymentStep(page, "jeans");
    const banks = page.getByRole("group", { name: "Net Banking" });
    await banks.getByText(/More net banking options/).click();
    const sixth = banks.getByRole("radio").nth(5);
    const bank = (await sixth.evaluate((input) => input.closest("label")!.textContent ?? "")).trim();
    await sixth.check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("region", { name: "Payment" })).toContainText(bank);
    await placeOrder(page);
    await expect(page).toHaveURL(/\/service\/sandbox\/pay\//);
    await expect(page.getByRole("main")).toContainText(bank);
    await page.getByRole("button", { name: "Approve payment" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you! Your order is placed");
  });

  test("UPI: the shopper's UPI id, then the collect request approved in the UPI app", async ({
    page,
    javaScriptEnabled,
  }) => {
    await toPaymentStep(page, "t-shirt");
    await payWith(page, "UPI");
    await placeOrder(page);
    await expect(page).toHaveURL(/\/cart\/upi\?order_id=FY[0-9A-F]{18}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay with UPI");
    if (javaScriptEnabled) await expectNoAxeViolations(page, "UPI page");

    await page.getByLabel("UPI ID").fill("asha");
    await page.getByRole("button", { name: "Send payment request" }).click();
    await expect(page.getByLabel("UPI ID")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Enter a valid UPI ID, like name@bank")).toBeVisible();
    await expect(page.getByLabel("UPI ID")).toHaveValue("asha");

    await page.getByLabel("UPI ID").fill("asha.rao@okbank");
    await page.getByRole("button", { name: "Send payment request" }).click();
    await expect(page.getByRole("heading", { name: "Approve the payment in your UPI app" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("asha.rao@okbank");

    // The shopper's phone: the test UPI app, in another tab.
    const app = await page.getByRole("link", { name: "open the test UPI app" }).getAttribute("href");
    const phone = await page.context().newPage();
    await phone.goto(app!);
    await expect(phone.getByRole("main")).toContainText("asha.rao@okbank");
    await phone.getByRole("button", { name: "Approve payment" }).click();
    await phone.close();

    // With JavaScript the waiting page asks by itself every few seconds; without, it refreshes itself
    // (meta refresh) and the shopper may reload it ("Check payment status" is that link).
    if (!javaScriptEnabled) await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you! Your order is placed", {
      timeout: 20_000,
    });
  });
});
