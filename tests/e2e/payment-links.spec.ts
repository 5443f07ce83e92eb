/**
 * Payment links, with JavaScript on and off: the store operator creates a link (admin API); a
 * signed-out shopper opens /payment/link/:id (outside the main layout), must choose a mode, declines
 * once on the Sandbox's page (the link stays payable, the reason shown), then pays by card and sees
 * the link paid. A page waiting for a payment approved in another tab updates by itself (a timer with
 * JavaScript, a refresh without), and a pending payment can be cancelled. A cancelled link says so.
 * Axe on each state (with JavaScript).
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./a11y";
import { cancelPaymentLink, createPaymentLink } from "./admin-helpers";
import { uniqueEmail } from "./auth-helpers";
import { expect, test } from "./fixtures";

const MERCHANT = "Vitrine Demo Store";

async function payWith(page: Page, option: string | RegExp) {
  await page.getByLabel(option).check();
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/service\/sandbox\/pay\//);
}

async function fillCard(page: Page) {
  await page.getByLabel("Card number").fill("4111 1111 1111 1111");
  await page.getByLabel("Name on card").fill("Asha Rao");
  await page.getByLabel("Expiry month").fill("12");
  await page.getByLabel("Expiry year").fill(String(new Date().getFullYear() + 2));
  await page.getByLabel("CVV").fill("123");
}

test.describe("payment links", () => {
  test("a shopper pays a link by card after declining once", async ({ page, javaScriptEnabled }) => {
    test.slow();
    const id = await createPaymentLink(page.request, {
      amount: 1250,
      email: uniqueEmail(),
      description: "Alteration of a blazer",
    });
    await page.goto(`/payment/link/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Pay ₹1,250 to ${MERCHANT}`);
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("main")).toContainText("Alteration of a blazer");
    await expect(page.getByLabel("Cash on Delivery")).toHaveCount(0);
    if (javaScriptEnabled) await expectNoAxeViolations(page, "payment link");

    await page.getByRole("button", { name: "Pay ₹1,250" }).click();
    await expect(page.getByRole("alert")).toHaveText("Payment options are required");

    await payWith(page, "HDFC Bank");
    await page.getByRole("button", { name: "Decline payment" }).click();
    await expect(page).toHaveURL(new RegExp(`/payment/link/${id}\\?success=false&order_id=PL`));
    await expect(page.getByRole("alert")).toHaveText("Payment declined by the shopper");
    if (javaScriptEnabled) await expectNoAxeViolations(page, "payment link after a decline");

    await payWith(page, "Credit or debit card");
    await expect(page.getByLabel(/Save this card/)).toHaveCount(0);
    await fillCard(page);
    await page.getByRole("button", { name: "Approve payment" }).click();
    await expect(page).toHaveURL(new RegExp(`/payment/link/${id}\\?success=true&order_id=PL`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment received");
    await expect(page.getByRole("status")).toHaveText(`Thank you. ₹1,250 was paid to ${MERCHANT}.`);
    if (javaScriptEnabled) await expectNoAxeViolations(page, "paid payment link");
    // The link's own address shows it paid too.
    await page.goto(`/payment/link/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment received");
  });

  test("a waiting page updates by itself when the payment is approved elsewhere; a payment can be cancelled", async ({
    page,
    context,
  }) => {
    test.slow();
    const id = await createPaymentLink(page.request, { amount: 499, email: uniqueEmail() });
    await page.goto(`/payment/link/${id}`);
    await payWith(page, "Paytm");
    const orderId = await page.locator("dt:text-is('Order') + dd").innerText();
    expect(orderId).toMatch(/^PL[0-9A-F]{18}$/);

    // Back on the link's page with the payment under way: it waits, and offers to cancel.
    const waiting = await context.newPage();
    await waiting.goto(`/payment/link/${id}?success=true&order_id=${orderId}`);
    await expect(waiting.getByRole("heading", { name: "Waiting for your payment" })).toBeVisible();
    await waiting.getByRole("button", { name: "Cancel this payment" }).click();
    await expect(waiting.getByRole("alert")).toHaveText("Payment cancelled by the shopper");

    // A new attempt, approved in the other tab: the waiting page moves on without a click.
    await waiting.getByLabel("PhonePe").check();
    await waiting.getByRole("button", { name: "Pay ₹499" }).click();
    await expect(waiting).toHaveURL(/\/service\/sandbox\/pay\//);
    const second = await waiting.locator("dt:text-is('Order') + dd").innerText();
    const gateway = waiting.url();
    await waiting.goto(`/payment/link/${id}?success=true&order_id=${second}`);
    await expect(waiting.getByRole("heading", { name: "Waiting for your payment" })).toBeVisible();
    await page.goto(gateway);
    await page.getByRole("button", { name: "Approve payment" }).click();
    await expect(waiting.getByRole("heading", { level: 1 })).toHaveText("Payment received", { timeout: 15_000 });
  });

  test("a cancelled link says so and cannot be paid", async ({ page, javaScriptEnabled }) => {
    const id = await createPaymentLink(page.request, { amount: 80, email: uniqueEmail() });
    await cancelPaymentLink(page.request, id);
    await page.goto(`/payment/link/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This payment link was cancelled");
    await expect(page.getByRole("status")).toContainText("Nothing was charged");
    await expect(page.getByRole("button", { name: /^Pay/ })).toHaveCount(0);
    if (javaScriptEnabled) await expectNoAxeViolations(page, "cancelled payment link");
    const unknown = await page.goto(`/payment/link/${"x".repeat(32)}`);
    expect(unknown?.status()).toBe(404);
  });
});
