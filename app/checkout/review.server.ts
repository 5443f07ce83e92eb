/**
 * /cart/order-review (step 2, spec part 2 §2, §4): the lines, the address, the payment mode and the
 * price with its charges, and "Place order". The place-order form carries an idempotency key made
 * when the page is shown, so a double submit (or a retry after a lost answer) gets the same order.
 * A placed order archives the cart: the shopper lands on the order status page.
 */
import { randomUUID } from "node:crypto";
import { data, redirect, type LoaderFunctionArgs, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { PRIVATE_HEADERS } from "~/lib/cache-headers";
import { stepHref, type CheckoutState, type PaymentChoice } from "~/lib/checkout/payment";
import { critical } from "~/sdk.server";
import {
  addressView,
  checkoutSummary,
  DELIVERY,
  offeredOptions,
  PAYMENT,
  requireCheckout,
  type CheckoutContext,
} from "./checkout.server";
import { placeOrder } from "./steps.server";

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
  // A wallet unlinked since it was chosen goes back to the payment step, to be linked again.
  if (!option || (option.wallet && !option.wallet.linked))
    throw redirect(stepHref(PAYMENT, { ...state, choice: null }));
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

export async function handleReview({ request, context }: ActionFunctionArgs) {
  const checkout = await requireCheckout(request, context);
  const { addressId, choice } = stateOf(checkout);
  const parsed = placeForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return failure("Reload the page and place your order again.");
  const placed = await placeOrder(
    checkout,
    { addressId, choice, idempotencyKey: parsed.data.idempotency_key },
    request,
    context,
  );
  return failure(placed.message);
}
