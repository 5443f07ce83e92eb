/**
 * /cart/checkout (spec part 2 §2): the single-page alternative to the three steps. One form chooses
 * the saved address and the way to pay and places the order; the same writes as the steps
 * (steps.server.ts), in the same order: address, coupon check and payment, order. Adding an address
 * goes through the delivery step's address form. The query carries the choices like the steps'.
 */
import { randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { formFailure, keptValues } from "~/forms.server";
import { PRIVATE_HEADERS } from "~/lib/cache-headers";
import { choiceOf, stepHref } from "~/lib/checkout/payment";
import { linkWalletHref } from "~/lib/checkout/wallet-link";
import { critical } from "~/sdk.server";
import {
  addressView,
  checkoutSummary,
  DELIVERY,
  NO_ADDRESS_SELECTED,
  chosenOption,
  offeredOptions,
  paymentChoices,
  PAYMENT_REQUIRED,
  requireCheckout,
} from "./checkout.server";
import { placeOrder, selectAddress, selectPayment } from "./steps.server";

const checkoutForm = z.object({
  address_id: z.string({ required_error: NO_ADDRESS_SELECTED }).trim().min(1, NO_ADDRESS_SELECTED).max(64),
  option_id: z.string({ required_error: PAYMENT_REQUIRED }).trim().min(1, PAYMENT_REQUIRED).max(160),
  idempotency_key: z.string({ required_error: "Reload the page and place your order again." }).trim().min(8).max(100),
});

export async function loadSinglePage({ request, context }: LoaderFunctionArgs) {
  const checkout = await requireCheckout(request, context);
  const { api, cart, state } = checkout;
  const [{ address: addresses }, options] = await Promise.all([
    critical(api.cart.getAddresses({ cartId: cart.id })),
    offeredOptions(checkout),
  ]);
  const chosen = state.choice
    ? options.find(
        (o) => o.mode_name === state.choice?.payment_mode && o.option_name === state.choice.payment_identifier,
      )
    : null;
  return data(
    {
      addresses: addresses.map(addressView),
      selectedAddress:
        addresses.find((a) => a.id === state.addressId)?.id ??
        addresses.find((a) => a.is_default_address)?.id ??
        addresses[0]?.id ??
        null,
      groups: paymentChoices(options, cart.currency, (code) => linkWalletHref(request.url, code, "checkout")),
      selectedOption: (chosen ?? options[0])?.option_id ?? null,
      lines: cart.items.map((line) => ({
        key: line.key,
        name: line.product.name,
        brand: line.product.brand.name,
        size: line.article.size,
        quantity: line.quantity,
      })),
      addHref: `${stepHref(DELIVERY, { ...state, addressId: null, choice: null })}${checkout.buyNow ? "&" : "?"}add`,
      idempotencyKey: randomUUID(),
      summary: checkoutSummary(cart),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function handleSinglePage({ request, context }: ActionFunctionArgs) {
  const checkout = await requireCheckout(request, context);
  const formData = await request.formData();
  const values = keptValues(formData, ["address_id", "option_id"]);
  const submission = parseWithZod(formData, { schema: checkoutForm });
  if (submission.status !== "success") {
    return formFailure(400, { intent: "place", errors: submission.error ?? {}, values }, { headers: PRIVATE_HEADERS });
  }
  const form = submission.value;
  const option = chosenOption(await offeredOptions(checkout), form.option_id);
  if ("refused" in option) {
    return formFailure(
      400,
      { intent: "place", errors: { option_id: [option.refused] }, values },
      { headers: PRIVATE_HEADERS },
    );
  }
  const fail = (message: string) =>
    formFailure(400, { intent: "place", formError: message, values }, { headers: PRIVATE_HEADERS });
  const address = await selectAddress(checkout, form.address_id, request, context);
  if (!address.ok) return fail(address.message);
  const choice = choiceOf(option);
  const payment = await selectPayment(checkout, form.address_id, choice);
  if (!payment.ok) return fail(payment.message);
  const placed = await placeOrder(
    checkout,
    { addressId: form.address_id, choice, idempotencyKey: form.idempotency_key },
    request,
    context,
  );
  return fail(placed.message);
}
