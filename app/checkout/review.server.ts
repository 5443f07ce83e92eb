/**
 * /cart/order-review (step 2, spec part 2 §2, §4): the lines, the address, the payment mode and the
 * price with its charges, and "Place order". The place-order form carries an idempotency key made
 * when the page is shown, so a double submit (or a retry after a lost answer) gets the same order.
 * A placed order archives the cart: the shopper lands on the order status page.
 */
import { randomUUID } from "node:crypto";
import { data, redirect, redirectDocument, type LoaderFunctionArgs, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { forgetCart } from "~/cart/cart.server";
import { PRIVATE_HEADERS } from "~/lib/cache-headers";
import {
  gatewayPage,
  orderStatusHref,
  paysOnDelivery,
  stepHref,
  type CheckoutState,
  type PaymentChoice,
} from "~/lib/checkout/payment";
import { serviceFailure } from "~/forms.server";
import { critical, shopperFacingUrl } from "~/sdk.server";
import { requestScope } from "~/request-scope.server";
import { commitSession } from "~/session.server";
import {
  addressView,
  checkoutSummary,
  DELIVERY,
  offeredOptions,
  ORDER_STATUS,
  PAYMENT,
  requireCheckout,
  UPI,
  type CheckoutContext,
} from "./checkout.server";

function stateOf(checkout: CheckoutContext): CheckoutState & { addressId: string; choice: PaymentChoice } {
  const { state } = checkout;
  if (!state.addressId) throw redirect(stepHref(DELIVERY, state));
  if (!state.choice) throw redirect(stepHref(PAYMENT, state));
  return state as CheckoutState & { addressId: string; choice: PaymentChoice };
}

/** The chosen option among those offered now (the total may have changed since), or null. */
async function chosenOption(checkout: CheckoutContext, choice: PaymentChoice) {
  const options = await offeredOptions(checkout);
  return (
    options.find((o) => o.mode_name === choice.payment_mode && o.option_name === choice.payment_identifier) ?? null
  );
}

export async function loadReview({ request, context }: LoaderFunctionArgs) {
  const checkout = await requireCheckout(request, context);
  const state = stateOf(checkout);
  const option = await chosenOption(checkout, state.choice);
  if (!option) throw redirect(stepHref(PAYMENT, { ...state, choice: null }));
  const address = await critical(checkout.api.cart.getAddressById({ id: state.addressId }));
  const charges = option.charge > 0 ? [{ key: "cod_charge", display: "COD charges", value: option.charge }] : [];
  return data(
    {
      lines: checkout.cart.items.map((line) => ({
        key: line.key,
        name: line.product.name,
        brand: line.product.brand.name,
        size: line.article.size,
        quantity: line.quantity,
      })),
      address: addressView(address),
      payment: option.option_display,
      idempotencyKey: randomUUID(),
      deliveryHref: stepHref(DELIVERY, state),
      paymentHref: stepHref(PAYMENT, state),
      summary: checkoutSummary(checkout.cart, charges),
    },
    { headers: PRIVATE_HEADERS },
  );
}

const placeForm = z.object({ idempotency_key: z.string().trim().min(8).max(100) });

const failure = (formError: string) => data({ formError }, { status: 400, headers: PRIVATE_HEADERS });

/** The spec's text when a gateway gives no page to pay on (part 2 §9). */
const TRANSACTION_FAILED = "Transaction Initiation Failed";

export async function handleReview({ request, context }: ActionFunctionArgs) {
  const checkout = await requireCheckout(request, context);
  const { addressId, choice } = stateOf(checkout);
  const parsed = placeForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return failure("Reload the page and place your order again.");
  const onDelivery = paysOnDelivery(choice);
  let orderId: string;
  let gateway: string | null = null;
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
        // A gateway sends the shopper back here with the outcome.
        ...(onDelivery ? {} : { callback_url: new URL(ORDER_STATUS, request.url).href }),
      },
      requestHeaders: { "idempotency-key": parsed.data.idempotency_key },
    });
    if (!placed.success || !placed.order_id) return failure(placed.message || "An error occurred.");
    orderId = placed.order_id;
    if (!onDelivery && choice.payment_mode !== "UPI") {
      gateway = gatewayPage(placed.data);
      if (!gateway) return failure(TRANSACTION_FAILED);
    }
  } catch (error) {
    return failure(serviceFailure(error).message || "An error occurred.");
  }
  // Paid on delivery: placed. UPI: the shopper gives their UPI id next. Others: the gateway's page.
  const to = onDelivery
    ? orderStatusHref(orderId, true)
    : gateway
      ? shopperFacingUrl(context.commerce, gateway)
      : `${UPI}?${new URLSearchParams({ order_id: orderId })}`;
  // The gateway's page is not one of the store's routes: the browser loads it as a document.
  const go = gateway ? redirectDocument : redirect;
  // A buy-now order leaves the bag as it was; the bag's own order empties it.
  if (checkout.buyNow) return go(to, 303);
  const session = await requestScope(request, context).session();
  forgetCart(session);
  return go(to, { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
}
