/**
 * Cancel and return, with JavaScript on and off: a shopper cancels one of two pieces of a shipment
 * (they leave for a shipment of their own), then the rest; a delivered shipment is returned for a
 * reason that needs a quality check, first without a photo (refused, the form keeps its answers),
 * then with one. The store operator moves the shipment along through the admin API. Axe on the form.
 */
import { expectNoAxeViolations } from "./a11y";
import { advanceShipment } from "./admin-helpers";
import { placeCodOrder } from "./cart-helpers";
import type { Page } from "@playwright/test";
import { expect, signedInShoppers, test } from "./fixtures";

/** Opens the order's first shipment from the history; answers its id. */
async function openShipment(page: Page, orderId: string): Promise<string> {
  await page.goto("/profile/orders/");
  const order = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Order ${orderId}` }) });
  await order
    .getByRole("link", { name: /View details/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/profile\/orders\/shipment\/\d{16}\/$/);
  return page.url().match(/shipment\/(\d{16})\//)![1];
}

const PHOTO = {
  name: "damage.png",
  mimeType: "image/png",
  // A 1×1 PNG.
  buffer: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  ),
};

test.describe("cancel and return", () => {
  signedInShoppers();
  test.slow();

  test("cancel one piece, then the rest of the shipment", async ({ page, javaScriptEnabled }) => {
    const { orderId, name } = await placeCodOrder(page, { query: "trousers", pieces: 2 });
    await openShipment(page, orderId);
    await page.getByRole("link", { name: "Cancel items" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancel items");
    if (javaScriptEnabled) await expectNoAxeViolations(page, "cancel form");

    // Nothing chosen: refused, with the field named.
    await page.getByLabel(new RegExp(name)).selectOption("0");
    await page.getByRole("button", { name: "Cancel these items" }).click();
    await expect(page.getByText("Choose at least one item to cancel")).toBeVisible();
    await expect(page.getByLabel("Reason")).toHaveAccessibleDescription("Choose a reason");

    await page.getByLabel(new RegExp(name)).selectOption("1");
    await page.getByLabel("Reason").selectOption({ index: 1 });
    await page.getByRole("button", { name: "Cancel these items" }).click();
    await expect(page.getByRole("status")).toContainText("The items you chose are cancelled");
    await expect(page.getByRole("main")).toContainText("Placed");

    await page.getByRole("link", { name: "Cancel items" }).click();
    await page.getByLabel("Reason").selectOption({ index: 1 });
    await page.getByRole("button", { name: "Cancel these items" }).click();
    await expect(page.getByRole("status")).toContainText("Your shipment is cancelled.");
    await expect(page.getByRole("link", { name: "Cancel items" })).toHaveCount(0);
  });

  test("return a delivered shipment with a photo for the quality check", async ({ page, javaScriptEnabled }) => {
    const { orderId } = await placeCodOrder(page, { query: "sweatshirt" });
    const shipmentId = await openShipment(page, orderId);
    await expect(page.getByRole("link", { name: "Return items" })).toHaveCount(0);
    for (let step = 0; step < 5; step++) await advanceShipment(page.request, shipmentId);
    await page.reload();
    await expect(page.getByRole("main")).toContainText("Delivered");
    await expect(page.getByRole("link", { name: "Cancel items" })).toHaveCount(0);

    await page.getByRole("link", { name: "Return items" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Return items");
    if (javaScriptEnabled) await expectNoAxeViolations(page, "return form");
    const reason = page.getByLabel("Reason");
    const damaged = await reason
      .locator("option", { hasText: /damaged/i })
      .first()
      .getAttribute("value");
    await reason.selectOption(damaged ?? "");
    await page.getByLabel("In your own words").fill("The seam is torn");
    await page.getByRole("button", { name: "Request a return" }).click();
    await expect(page.getByText(/Add at least one photo of the item/)).toBeVisible();
    await expect(page.getByLabel("Reason")).toHaveValue(damaged!);
    await expect(page.getByLabel("In your own words")).toHaveValue("The seam is torn");

    await page.getByLabel("Photos of the item").setInputFiles(PHOTO);
    await page.getByRole("button", { name: "Request a return" }).click();
    await expect(page.getByRole("status")).toContainText("Your return request is placed.");
    await expect(page.getByRole("link", { name: "Return items" })).toHaveCount(0);
    await expect(page.locator(".orders-shipment__status")).toHaveText("Status: Return requested (quality check)");

    // Cash on delivery: the refund waits for the return and goes to an account the shopper chooses.
    const refund = page.getByRole("region", { name: "Refund" });
    await expect(refund).toContainText("Refund pending");
    if (javaScriptEnabled) await expectNoAxeViolations(page, "shipment with a pending refund");
    await expect(refund.getByRole("link", { name: "Choose the account for this refund" })).toHaveAttribute(
      "href",
      `/refund/order/${orderId}/shipment/${shipmentId}`,
    );
    // The store accepts the return, picks the item up and completes it: the refund is paid.
    for (let step = 0; step < 3; step++) await advanceShipment(page.request, shipmentId);
    await page.reload();
    await expect(refund).toContainText("Refunded");
    await expect(refund.getByRole("link")).toHaveCount(0);

    // The returned shipment's document is now a credit note, printable.
    await expect(page.getByRole("link", { name: "Credit note (opens in a new tab)" })).toBeVisible();
    const document = await page.request.get(`/profile/orders/shipment/${shipmentId}/invoice`);
    expect(document.status()).toBe(200);
    const text = await document.text();
    expect(text).toContain(`CN-${shipmentId}`);
    expect(text).toContain(orderId);
  });
});
