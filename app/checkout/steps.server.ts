/**
 * The checkout's three writes, shared by the step pages (delivery, payment, review) and the
 * single-page checkout (spec part 2 §4): select the address on the cart (its country becomes the
 * shopper's location when it differs), select the payment after checking the applied coupon for it,
 * and place the order — then where the shopper goes: the order status (paid on delivery), the UPI
 * page, or the gateway's page.
 */
import { redirect, redirectDocument, type AppLoadContext } from "@remix-run/node";
import { forgetCart } from "~/cart/cart.server";
import { serviceFailure } from "~/forms.server";
import { gatewayPage, orderStatusHref, paysOnDelivery, type PaymentChoice } from "~/lib/checkout/payment";
import { activeLocation, deliversElsewhere, locationFromAddress } from "~/lib/location";
import { saveLocation } from "~/location.server";
import { requestScope } from "~/request-scope.server";
import { shopperFacingUrl } from "~/sdk.server";
import { commitSession } from "~/session.server";
import { ORDER_STATUS, UPI, type CheckoutContext } from "./checkout.server";

const AN_ERROR = "An error occurred.";
/** The spec's text when a gateway gives no page to pay on (part 2 §9). */
const TRANSACTION_FAILED = "Transaction Initiation Failed";

type Outcome = { ok: true } | { ok: false; message: string };

const failed = (message: string | undefined): Outcome => ({ ok: false, message: message || AN_ERROR });

/**
 * Selects the address on the cart (the service checks it serves it). Its country, when it is not the
 * shopper's location's, becomes the location: true in `moved` (the caller commits the session).
 */
export async function selectAddress(
  checkout: CheckoutContext,
  addressId: string,
  request: Request,
  context: AppLoadContext,
): Promise<Outcome & { moved?: boolean }> {
  const { api, cartId, buyNow } = checkout;
  try {
    const selected = await api.cart.selectAddress({
      cartId,
      buyNow,
      body: { id: addressId, billing_address_id: addressId, cart_id: cartId },
    });
    if (!selected.is_valid) return failed(selected.message);
    const address = await api.cart.getAddressById({ id: addressId });
    const session = await requestScope(request, context).session();
    if (!deliversElsewhere(activeLocation(session.get("location"), Date.now()), address)) return { ok: true };
    saveLocation(session, locationFromAddress(address));
    return { ok: true, moved: true };
  } catch (error) {
    return failed(serviceFailure(error).message);
  }
}

/** Checks the applied coupon for the way to pay, then selects it on the cart. */
export async function selectPayment(
  checkout: CheckoutContext,
  addressId: string,
  choice: PaymentChoice,
): Promise<Outcome> {
  const { api, cart, cartId, buyNow } = checkout;
  try {
    if (cart.breakup_values.coupon?.is_applied) {
      const check = await api.cart.validateCouponForPayment({
        id: cartId,
        buyNow,
        addressId,
        paymentMode: choice.payment_mode,
        paymentIdentifier: choice.payment_identifier,
        aggregatorName: choice.aggregator_name,
        merchantCode: choice.merchant_code,
      });
      if (!check.coupon_validity.valid) return failed(check.coupon_validity.display_message_en || check.message);
    }
    await api.cart.selectPaymentMode({ id: cartId, buyNow, body: { id: cartId, address_id: addressId, ...choice } });
    return { ok: true };
  } catch (error) {
    return failed(serviceFailure(error).message);
  }
}

/**
 * Places the order (the idempotency key makes a double submit the same order) and throws the
 * redirect to where the shopper goes next; a refusal returns the message to show on the form.
 */
export async function placeOrder(
  checkout: CheckoutContext,
  order: { addressId: string; choice: PaymentChoice; idempotencyKey: string },
  request: Request,
  context: AppLoadContext,
): Promise<{ message: string }> {
  const { addressId, choice } = order;
  const onDelivery = paysOnDelivery(choice);
  let to: string;
  let gateway = false;
  try {
    const placed = await checkout.api.cart.checkoutCart({
      buyNow: checkout.buyNow,
      body: {
        id: checkout.cartId,
        address_id: addressId,
        billing_address_id: addressId,
        payment_mode: choice.payment_mode,
        payment_identifier: choice.payment_identifier,
        aggregator: choice.aggregator_name,
        merchant_code: choice.merchant_code,
        // A gateway sends the shopper back to the order status with the outcome.
        ...(onDelivery ? {} : { callback_url: new URL(ORDER_STATUS, request.url).href }),
      },
      requestHeaders: { "idempotency-key": order.idempotencyKey },
    });
    if (!placed.success || !placed.order_id) return { message: placed.message || AN_ERROR };
    if (onDelivery) to = orderStatusHref(placed.order_id, true);
    else if (choice.payment_mode === "UPI") to = `${UPI}?${new URLSearchParams({ order_id: placed.order_id })}`;
    else {
      const page = gatewayPage(placed.data);
      if (!page) return { message: TRANSACTION_FAILED };
      to = shopperFacingUrl(context.commerce, page);
      gateway = true;
    }
  } catch (error) {
    return { message: serviceFailure(error).message || AN_ERROR };
  }
  // The gateway's page is not one of the store's routes: the browser loads it as a document.
  const go = gateway ? redirectDocument : redirect;
  // A buy-now order leaves the bag as it was; the bag's own order empties it. The session is stored
  // either way (an address chosen in the same request may have moved the location).
  const session = await requestScope(request, context).session();
  if (!checkout.buyNow) forgetCart(session);
  throw go(to, { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
}
