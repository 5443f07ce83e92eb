/**
 * The purchase, with JavaScript on and off: an anonymous shopper fills the cart, checks out, signs
 * in on the way (the cart comes along), adds a delivery address with the address form, picks cash on
 * delivery, places the order on the review and sees its id; the cart is empty afterwards. A second purchase picks the saved address. Axe on every
 * step.
 */
import { expectNoAxeViolations } from "./a11y";
import { createShopper, signIn, skipProfile, uniqueEmail } from "./auth-helpers";
import { addFromProductPage, fillAddress, headerCount, payWith, twoProducts } from "./cart-helpers";
import { expect, test } from "./fixtures";

test.describe("checkout", () => {
  test("cart → sign in → add an address → review → place a COD order → order status", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    test.slow();
    const email = uniqueEmail("buyer");
    await createShopper(request, { email });

    const [firstHref, secondHref] = await twoProducts(page);
    const first = await addFromProductPage(page, firstHref);
    const second = await addFromProductPage(page, secondHref);
    await page.goto("/cart/bag/");
    await page.getByRole("button", { name: `Increase quantity of ${first}` }).click();
    await expect(page.getByRole("status", { name: `Quantity of ${first}` })).toHaveText("2");
    await expect(headerCount(page)).toHaveText("3");

    // Checkout asks a signed-out shopper to sign in, then comes back to the delivery step.
    await page.getByRole("link", { name: "Checkout" }).click();
    await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fcart%2Fdelivery/);
    await signIn(page, email);
    await skipProfile(page);
    await expect(page).toHaveURL(/\/cart\/delivery$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delivery address");
    await expect(page.getByRole("navigation", { name: "Checkout steps" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Price details (3 items)" })).toBeVisible();
    if (javaScriptEnabled) await expectNoAxeViolations(page, "delivery step (no address yet)");

    // No saved address yet: the address form is there at once.
    await fillAddress(page);
    // With JavaScript the pincode check fills city and state; without, the server does on save.
    if (javaScriptEnabled) await expect(page.getByLabel("City", { exact: true })).toHaveValue("Mumbai");
    await page.getByRole("button", { name: "Save and deliver here" }).click();

    // The payment step: cash on delivery among the modes, each in its group.
    await expect(page).toHaveURL(/\/cart\/payment-info\?address_id=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment");
    await expect(page.getByRole("group", { name: "Net Banking" }).getByRole("radio")).toHaveCount(5);
    if (javaScriptEnabled) await expectNoAxeViolations(page, "payment step");
    await payWith(page, "Cash on Delivery");
    await expect(page).toHaveURL(/\/cart\/order-review\?address_id=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Review your order");
    const review = page.getByRole("main");
    await expect(review).toContainText(first);
    await expect(review).toContainText(second);
    await expect(review.getByRole("region", { name: "Delivery address" })).toContainText("Asha Rao");
    await expect(review.getByRole("region", { name: "Payment" })).toContainText("Cash on Delivery");
    await expect(page.locator(".cart-breakup")).toContainText("COD charges");
    if (javaScriptEnabled) await expectNoAxeViolations(page, "review step");

    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/cart\/order-status\?success=true&order_id=FY[0-9A-F]{18}$/);
    const orderId = new URL(page.url()).searchParams.get("order_id")!;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you! Your order is placed");
    await expect(page.getByText(orderId)).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Cash on Delivery");
    await expect(headerCount(page)).toHaveText("0");
    if (javaScriptEnabled) await expectNoAxeViolations(page, "order status");

    await page.goto("/cart/bag/");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();

    // The order is in the shopper's history, its shipment a click away.
    await page.goto("/profile/orders/");
    const history = page.getByRole("list", { name: "Orders" });
    await expect(history.getByRole("heading", { name: `Order ${orderId}` })).toBeVisible();
    await history
      .getByRole("link", { name: /View details/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/profile\/orders\/shipment\/\d{16}\/$/);
    await expect(page.getByRole("main")).toContainText(`Order ${orderId}`);
    // Two products from two sellers make two shipments: this one holds one of them.
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    await expect(page.getByRole("main")).toContainText(new RegExp(`${escape(first)}|${escape(second)}`));
    await expect(page.getByRole("main")).toContainText("Cash on Delivery");
    if (javaScriptEnabled) await expectNoAxeViolations(page, "shipment details");

    // A second purchase: the saved address is offered and chosen.
    await addFromProductPage(page, secondHref);
    await page.goto("/cart/delivery");
    const saved = page.getByRole("group", { name: "Deliver to" });
    await expect(saved.getByRole("radio")).toHaveCount(1);
    await expect(saved.getByRole("radio")).toBeChecked();
    if (javaScriptEnabled) await expectNoAxeViolations(page, "delivery step (saved address)");
    await page.getByRole("button", { name: "Deliver here" }).click();
    await payWith(page, "Cash on Delivery");
    await expect(page).toHaveURL(/\/cart\/order-review\?/);
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you! Your order is placed");
    expect(new URL(page.url()).searchParams.get("order_id")).not.toBe(orderId);
  });

  test("buy now: one item checked out on its own, the bag left as it was", async ({ page, shopper }) => {
    void shopper;
    test.slow();
    const [bagHref, buyHref] = await twoProducts(page, "shirt");
    const inBag = await addFromProductPage(page, bagHref);
    await page.goto(buyHref);
    const bought = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    const sizes = page.getByRole("group", { name: "Size" });
    if ((await sizes.locator('a[aria-current="true"]').count()) === 0) {
      await sizes.getByRole("link").first().click();
      await expect(page).toHaveURL(/size=/);
    }
    await page.getByRole("button", { name: "Buy now" }).click();
    await expect(page).toHaveURL(/\/cart\/delivery\?id=[0-9a-f]{24}&buy_now=true$/);
    await expect(page.getByRole("heading", { name: "Price details (1 item)" })).toBeVisible();

    await page.getByLabel("Full Name").fill("Asha Rao");
    await page.getByLabel("Mobile Number").fill("9876543210");
    await page.getByLabel("Flat No/House No").fill("4 Hill Road");
    await page.getByLabel("Building Name/Street").fill("Bandra West");
    await page.getByLabel("Pincode", { exact: true }).fill("400050");
    await page.getByRole("button", { name: "Save and deliver here" }).click();
    await expect(page).toHaveURL(/\/cart\/payment-info\?id=[0-9a-f]{24}&buy_now=true&address_id=/);
    await payWith(page, "Cash on Delivery");
    await expect(page).toHaveURL(/\/cart\/order-review\?id=[0-9a-f]{24}&buy_now=true&address_id=/);
    await expect(page.getByRole("main")).toContainText(bought);
    await expect(page.getByRole("main")).not.toContainText(inBag);
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you! Your order is placed");

    // The bag still holds what was in it.
    await expect(headerCount(page)).toHaveText("1");
    await page.goto("/cart/bag/");
    await expect(
      page.getByRole("list", { name: "Items in your cart" }).getByRole("link", { name: inBag }),
    ).toBeVisible();
  });

  test("single-page checkout: address and payment in one form; an address in another country moves the location", async ({
    page,
    shopper,
    javaScriptEnabled,
  }) => {
    void shopper;
    test.slow();
    const [href] = await twoProducts(page, "shirt");
    const name = await addFromProductPage(page, href);
    await page.goto("/cart/checkout");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Checkout");
    await page.getByRole("link", { name: "add a delivery address" }).click();
    await expect(page).toHaveURL(/\/cart\/delivery\?add$/);
    await fillAddress(page);
    await page.getByRole("button", { name: "Save and deliver here" }).click();
    await expect(page).toHaveURL(/\/cart\/payment-info\?/);
    // The address (India) became the location of a shopper who had none.
    await expect(page.getByRole("banner")).toContainText("400001");

    await page.goto("/cart/checkout");
    const form = page.getByRole("main");
    await expect(form).toContainText(name);
    await expect(form.getByRole("group", { name: "Deliver to" }).getByRole("radio")).toBeChecked();
    if (javaScriptEnabled) await expectNoAxeViolations(page, "single-page checkout");
    await page.getByRole("radio", { name: "Cash on Delivery" }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/cart\/order-status\?success=true&order_id=FY[0-9A-F]{18}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you! Your order is placed");
    await expect(headerCount(page)).toHaveText("0");
  });

  test("checkout steps need a cart: an empty one goes back to the bag", async ({ page, shopper }) => {
    void shopper;
    for (const path of [
      "/cart/delivery",
      "/cart/payment-info?address_id=x",
      "/cart/order-review?address_id=x",
      "/cart/checkout",
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/cart\/bag\/$/);
    }
    await page.goto("/cart/order-status?success=false");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your order could not be placed");
  });
});
