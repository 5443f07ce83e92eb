/**
 * Order e-mails and signed-out tracking, with JavaScript on and off: a shopper places an order; the
 * confirmation in the mailbox links to the shipment's tracking page, which a signed-out browser opens
 * (the journey, no address); the store operator moves the shipment along (admin API) and the page
 * shows the new status after a reload; a code sent to the order's phone reveals the address. The
 * lookup form finds the order by id and phone, and answers one error for a wrong contact. Axe on
 * each new page (with JavaScript).
 */
import type { APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations } from "./a11y";
import { advanceShipment } from "./admin-helpers";
import { codeSentTo } from "./auth-helpers";
import { placeCodOrder } from "./cart-helpers";
import { expect, test } from "./fixtures";

/** The path of the tracking link in the newest message to `to` whose text has `subject`. */
async function trackingLinkSentTo(request: APIRequestContext, to: string, subject: string) {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const html = await (await request.get(`/_dev/mailbox?${new URLSearchParams({ to })}`)).text();
        const message = (html.match(/<article[\s\S]*?<\/article>/g) ?? []).find((m) => m.includes(subject));
        found = message ? /href="[^"]*(\/order-tracking\/[^"]+)"/.exec(message)?.[1] : undefined;
        return Boolean(found);
      },
      { message: `a message "${subject}" to ${to}` },
    )
    .toBe(true);
  return found!;
}

test.describe("order tracking", () => {
  test("the order e-mail's link tracks the shipment signed out; a code reveals the address", async ({
    page,
    browser,
    shopper,
    javaScriptEnabled,
  }) => {
    test.slow();
    // 1. The shopper buys one item, cash on delivery, to an address with their own mobile number.
    const { orderId } = await placeCodOrder(page, { query: "jeans", mobile: shopper.mobile });

    // 2. The confirmation e-mail links to the shipment's tracking page.
    const link = await trackingLinkSentTo(page.request, shopper.email, `Your order ${orderId} is confirmed`);
    expect(link).toMatch(new RegExp(`^/order-tracking/${orderId}/\\d{16}$`));
    const shipmentId = link.split("/").at(-1)!;

    // 3. A signed-out browser opens it: the journey so far, no address.
    const visitor = await browser.newContext({ javaScriptEnabled });
    const tracker = await visitor.newPage();
    await tracker.goto(link);
    await expect(tracker).toHaveTitle(`Shipment ${shipmentId}`);
    await expect(tracker.getByRole("banner")).toBeVisible();
    await expect(tracker.getByRole("heading", { level: 1 })).toHaveText(`Shipment ${shipmentId}`);
    await expect(tracker.locator(".orders-shipment__status")).toHaveText("Status: Placed");
    const timeline = tracker.getByRole("region", { name: "Tracking" });
    await expect(timeline.getByRole("listitem")).toHaveCount(1);
    await expect(timeline).toContainText("Placed");
    await expect(tracker.getByRole("region", { name: "Delivery address" })).toHaveCount(0);
    await expect(tracker.getByRole("main")).not.toContainText("Asha Rao");
    if (javaScriptEnabled) await expectNoAxeViolations(tracker, "tracked shipment (signed out)");

    // 4. The operator confirms the shipment: the page shows it after a reload, and an e-mail says so.
    await advanceShipment(page.request, shipmentId);
    await tracker.reload();
    await expect(tracker.locator(".orders-shipment__status")).toHaveText("Status: Confirmed");
    await expect(timeline.getByRole("listitem")).toHaveCount(2);
    await expect(timeline.getByRole("listitem").nth(1)).toContainText("Confirmed");
    expect(await trackingLinkSentTo(page.request, shopper.email, `Shipment ${shipmentId}: Confirmed`)).toBe(link);

    // 5. A code sent to the order's phone reveals the address and payment.
    const verify = tracker.getByRole("region", { name: "Verify with a code to see address and payment" });
    await verify.getByRole("button", { name: "Send code" }).click();
    await expect(tracker.getByRole("status")).toHaveText(
      `A code was sent to your phone number ******${shopper.mobile.slice(-4)}`,
    );
    const code = await codeSentTo(tracker, `+91 ${shopper.mobile}`);
    if (javaScriptEnabled) await expectNoAxeViolations(tracker, "tracked shipment, code sent");
    await verify.getByLabel("Code").fill(code === "000000" ? "111111" : "000000");
    await verify.getByRole("button", { name: "Verify" }).click();
    await expect(verify.getByLabel("Code")).toHaveAccessibleDescription(/Invalid OTP/);
    await verify.getByLabel("Code").fill(code);
    await verify.getByRole("button", { name: "Verify" }).click();
    const address = tracker.getByRole("region", { name: "Delivery address" });
    await expect(address).toContainText("Asha Rao");
    await expect(address).toContainText(shopper.mobile);
    await expect(tracker.getByRole("region", { name: "Payment" })).toContainText("Cash on Delivery");
    if (javaScriptEnabled) await expectNoAxeViolations(tracker, "tracked shipment, verified");
    await visitor.close();
  });

  test("the lookup form finds an order by its id and phone, with one error for a wrong contact", async ({
    page,
    browser,
    shopper,
    javaScriptEnabled,
    consoleErrors,
  }) => {
    test.slow();
    consoleErrors.allow(/status of 404/);
    const { orderId } = await placeCodOrder(page, { query: "sandals", mobile: shopper.mobile });

    const visitor = await browser.newContext({ javaScriptEnabled });
    const tracker = await visitor.newPage();
    await tracker.goto("/order-tracking/");
    await expect(tracker).toHaveTitle("Track your order");
    await expect(tracker.getByRole("heading", { level: 1 })).toHaveText("Track your order");
    if (javaScriptEnabled) await expectNoAxeViolations(tracker, "order-tracking form");

    const error =
      "We could not find an order with this order ID and phone number or e-mail address. Check both and try again.";
    for (const [id, contact] of [
      [orderId, "9000000001"],
      ["FY000000000000000000", shopper.mobile],
    ]) {
      await tracker.getByLabel("Order ID").fill(id);
      await tracker.getByLabel("Phone number or e-mail address").fill(contact);
      await tracker.getByRole("button", { name: "Track order" }).click();
      await expect(tracker.getByRole("alert")).toHaveText(error);
      await expect(tracker.getByLabel("Order ID")).toHaveValue(id);
      await expect(tracker.getByLabel("Phone number or e-mail address")).toHaveAccessibleDescription(error);
    }
    if (javaScriptEnabled) await expectNoAxeViolations(tracker, "order-tracking form with an error");

    await tracker.getByLabel("Order ID").fill(orderId.toLowerCase());
    await tracker.getByLabel("Phone number or e-mail address").fill(`+91 ${shopper.mobile}`);
    await tracker.getByRole("button", { name: "Track order" }).click();
    await expect(tracker).toHaveURL(new RegExp(`/order-tracking/${orderId}/$`));
    await expect(tracker).toHaveTitle(`Order ${orderId}`);
    await expect(tracker.getByRole("heading", { level: 1 })).toHaveText(`Order ${orderId}`);
    const shipments = tracker
      .getByRole("list", { name: "Shipments" })
      .getByRole("listitem")
      .filter({
        has: tracker.getByRole("heading", { level: 2 }),
      });
    await expect(shipments).toHaveCount(1);
    await expect(shipments.first()).toContainText("Status: Placed");
    if (javaScriptEnabled) await expectNoAxeViolations(tracker, "tracked order (signed out)");
    await shipments
      .first()
      .getByRole("link", { name: /View details/ })
      .click();
    await expect(tracker).toHaveURL(new RegExp(`/order-tracking/${orderId}/\\d{16}$`));
    await expect(tracker.getByRole("heading", { level: 1 })).toHaveText(/^Shipment \d{16}$/);

    // The owner, signed in, sees the address at once.
    await page.goto(new URL(tracker.url()).pathname);
    await expect(page.getByRole("region", { name: "Delivery address" })).toContainText("Asha Rao");
    await expect(page.getByRole("region", { name: "Verify with a code to see address and payment" })).toHaveCount(0);

    // An unknown order's page says so, with the way to the form.
    await tracker.goto("/order-tracking/FY000000000000000000/");
    await expect(tracker.getByRole("heading", { level: 1 })).toHaveText("Order not found");
    await expect(tracker.getByRole("link", { name: "Track an order" })).toBeVisible();
    await visitor.close();
  });
});
