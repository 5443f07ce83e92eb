/**
 * /cart/delivery (step 0, spec part 2 §2, §4): choose one of the saved addresses, or add one with the
 * address form (`?add`, or at once when there is none). The choice is selected on the cart at the
 * service ('No address selected' without one; the service's message when it refuses; its country
 * becomes the shopper's location when it differs, steps.server.ts), then the
 * shopper goes to the payment step — or straight to the review when the store's default payment
 * says skip.
 */
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import {
  reloadAddressForm,
  saveAddressForm,
  internationalShipping,
  type AddressFormFailure,
} from "~/addresses/save.server";
import { loadAddressCountry, loadCountryOptions } from "~/components/AddressForm.server";
import { PRIVATE_HEADERS } from "~/lib/cache-headers";
import { choiceOf, skippableDefault, stepHref } from "~/lib/checkout/payment";
import { intentOf, redirectWithSession } from "~/forms.server";
import { requestScope } from "~/request-scope.server";
import { critical } from "~/sdk.server";
import {
  addressView,
  checkoutSummary,
  DELIVERY,
  NO_ADDRESS_SELECTED,
  PAYMENT,
  requireCheckout,
  REVIEW,
  type CheckoutContext,
} from "./checkout.server";
import { selectAddress } from "./steps.server";

export async function loadDelivery({ request, context }: LoaderFunctionArgs) {
  const { api, cart, state } = await requireCheckout(request, context);
  const params = new URL(request.url).searchParams;
  const here = stepHref(DELIVERY, { ...state, addressId: null, choice: null });
  const { address: addresses } = await critical(api.cart.getAddresses({ cartId: cart.id }));
  const adding = params.has("add") || addresses.length === 0;
  const form = adding
    ? {
        countries: await loadCountryOptions(api),
        country: await loadAddressCountry(api, params.get("country")),
        internationalShipping: await internationalShipping(api),
      }
    : null;
  const chosen = params.get("address_id");
  return data(
    {
      addresses: addresses.map(addressView),
      selected:
        addresses.find((a) => a.id === chosen)?.id ??
        addresses.find((a) => a.is_default_address)?.id ??
        addresses[0]?.id,
      form,
      /** Where the step's forms post (a buy-now checkout keeps its cart in the query). */
      action: here,
      addAction: `${here}${here.includes("?") ? "&" : "?"}add`,
      summary: checkoutSummary(cart),
    },
    { headers: PRIVATE_HEADERS },
  );
}

interface DeliveryActionResult extends Partial<AddressFormFailure> {
  intent: string;
  formError: string | null;
}

const failure = (status: number, result: DeliveryActionResult) => data(result, { status, headers: PRIVATE_HEADERS });

/**
 * Selects the address on the cart, then on to payment (or the review when payment can be skipped).
 * An address in another country than the shopper's location moves the location there (the session
 * is stored with the redirect).
 */
async function continueWith(checkout: CheckoutContext, addressId: string, request: Request, context: AppLoadContext) {
  const selected = await selectAddress(checkout, addressId, request, context);
  if (!selected.ok) return failure(400, { intent: "select", formError: selected.message });
  const go = async (to: string) =>
    selected.moved ? redirectWithSession(await requestScope(request, context).session(), to) : redirect(to, 303);

  const { api, cart, cartId, buyNow } = checkout;
  const state = { ...checkout.state, addressId, choice: null };
  try {
    const options = await api.payment.getPaymentModeRoutes({ amount: cart.breakup_values.raw.total, cartId });
    const skip = skippableDefault(options);
    if (skip) {
      const choice = choiceOf(skip);
      await api.cart.selectPaymentMode({ id: cartId, buyNow, body: { id: cartId, address_id: addressId, ...choice } });
      return go(stepHref(REVIEW, { ...state, choice }));
    }
  } catch {
    // The payment step asks again and shows what went wrong.
  }
  return go(stepHref(PAYMENT, state));
}

export async function handleDelivery({ request, context }: ActionFunctionArgs) {
  const checkout = await requireCheckout(request, context);
  const formData = await request.formData();
  const intent = intentOf(formData);

  if (intent === "select") {
    const posted = formData.get("address_id");
    const id = typeof posted === "string" ? posted.trim().slice(0, 64) : "";
    if (!id) return failure(400, { intent, formError: NO_ADDRESS_SELECTED });
    return continueWith(checkout, id, request, context);
  }
  if (intent === "reload") {
    return data<DeliveryActionResult>(
      { intent, ...(await reloadAddressForm(checkout.api, formData)) },
      { headers: PRIVATE_HEADERS },
    );
  }
  if (intent === "save") {
    const saved = await saveAddressForm(checkout.api, formData, { tags: [] });
    if (!saved.ok) return failure(saved.status, { intent, ...saved.reply });
    return continueWith(checkout, saved.id, request, context);
  }
  return failure(400, { intent, formError: "Unknown action" });
}

/** The address form as the server renders it in its island (components/AddressFormIsland). */
export { AddressForm } from "~/components/AddressForm";
