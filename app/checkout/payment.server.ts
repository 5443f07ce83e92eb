/**
 * /cart/payment-info (step 1, spec part 2 §2, §4): the payment modes for the cart's total; the
 * chosen one is checked against the applied coupon first, then selected on the cart, and the
 * shopper goes to the review. The address chosen at step 0 comes along in the query. An unlinked
 * wallet is linked first on /cart/link-wallet (wallet-link.server.ts).
 */
import { data, redirect, type LoaderFunctionArgs, type ActionFunctionArgs } from "@remix-run/node";
import { PRIVATE_HEADERS } from "~/lib/cache-headers";
import { choiceOf, stepHref } from "~/lib/checkout/payment";
import { linkWalletHref } from "~/lib/checkout/wallet-link";
import {
  checkoutSummary,
  DELIVERY,
  chosenOption,
  offeredOptions,
  paymentChoices,
  requireCheckout,
  REVIEW,
  type CheckoutContext,
} from "./checkout.server";
import { selectPayment } from "./steps.server";

function addressOf(checkout: CheckoutContext): string {
  const { addressId } = checkout.state;
  if (!addressId) throw redirect(stepHref(DELIVERY, checkout.state));
  return addressId;
}

export async function loadPayment({ request, context }: LoaderFunctionArgs) {
  const checkout = await requireCheckout(request, context);
  addressOf(checkout);
  const { state } = checkout;
  const options = await offeredOptions(checkout);
  const selected = state.choice
    ? options.find(
        (o) => o.mode_name === state.choice?.payment_mode && o.option_name === state.choice.payment_identifier,
      )
    : options[0];
  return data(
    {
      groups: paymentChoices(options, checkout.cart.currency, (code) => linkWalletHref(request.url, code, "payment")),
      selected: selected?.option_id ?? null,
      deliveryHref: stepHref(DELIVERY, { ...state, choice: null }),
      summary: checkoutSummary(checkout.cart),
    },
    { headers: PRIVATE_HEADERS },
  );
}

const failure = (formError: string) => data({ formError }, { status: 400, headers: PRIVATE_HEADERS });

export async function handlePayment({ request, context }: ActionFunctionArgs) {
  const checkout = await requireCheckout(request, context);
  const addressId = addressOf(checkout);
  const formData = await request.formData();
  const option = chosenOption(await offeredOptions(checkout), formData.get("option_id"));
  if ("refused" in option) return failure(option.refused);
  const choice = choiceOf(option);
  const selected = await selectPayment(checkout, addressId, choice);
  if (!selected.ok) return failure(selected.message);
  return redirect(stepHref(REVIEW, { ...checkout.state, addressId, choice }), 303);
}
