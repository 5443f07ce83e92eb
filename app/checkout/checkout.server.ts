/**
 * What every checkout step needs (spec part 2 §2, §4): a signed-in shopper (else the login page, then
 * back), the cart feature on (else home), and a cart with lines (else the bag). The cart is the
 * shopper's own, found by their service session (and the kept cart id).
 */
import { redirect, type AppLoadContext } from "@remix-run/node";
import { cartIdOf } from "~/cart/cart.server";
import { requireUser } from "~/guards.server";
import { addressLines } from "~/lib/checkout/address";
import { breakupRows, itemCountLabel, type BreakupRow } from "~/lib/cart/breakup";
import {
  amountInPaise,
  checkoutState,
  findOption,
  optionGroups,
  paymentOptions,
  type CheckoutState,
  type PaymentOption,
} from "~/lib/checkout/payment";
import { formatPrice } from "~/lib/money";
import { isCartDisabled } from "~/profile/guards.server";
import type { Address, CartDetailResponse, StorefrontApi } from "~/sdk";
import { critical } from "~/sdk.server";
import { requestScope } from "~/request-scope.server";

const BAG = "/cart/bag/";
export const DELIVERY = "/cart/delivery";
export const PAYMENT = "/cart/payment-info";
export const REVIEW = "/cart/order-review";
export const ORDER_STATUS = "/cart/order-status";
export const UPI = "/cart/upi";

export interface CheckoutContext {
  api: StorefrontApi;
  cart: CartDetailResponse;
  /** The cart id to send with cart calls. */
  cartId: string;
  /** A buy-now checkout (its own cart, named in the query); false for the bag's cart. */
  buyNow: boolean;
  /** The state the query carries (buy-now cart, address, payment choice). */
  state: CheckoutState;
  /** The shopper's mobile number (pay later checks the shopper by it), or "". */
  phone: string;
}

export async function requireCheckout(request: Request, context: AppLoadContext): Promise<CheckoutContext> {
  const { user } = await requireUser(request, context);
  const scope = requestScope(request, context);
  if (await isCartDisabled(scope)) throw redirect("/");
  const api = await scope.shopperApi();
  const query = checkoutState(new URL(request.url).searchParams);
  const buyNow = query.buyNowCartId !== null;
  const id = query.buyNowCartId ?? cartIdOf(await scope.session());
  const cart = await critical(api.cart.getCart({ id, buyNow, i: true, b: true }));
  if (!cart.id || cart.items.length === 0) throw redirect(BAG);
  // The id the service answers is the one to carry on (an anonymous buy-now cart joins the shopper's).
  const state = buyNow ? { ...query, buyNowCartId: cart.id } : query;
  const phone = (user.phone_numbers.find((p) => p.primary) ?? user.phone_numbers[0])?.phone ?? "";
  return { api, cart, cartId: cart.id, buyNow, state, phone };
}

/**
 * The ways to pay offered for the cart's total right now (the payment and review steps). A pay-later
 * provider is asked first whether it takes this shopper for this amount (spec part 2 §4): the option
 * says so, and one that refuses cannot be chosen.
 */
export async function offeredOptions(checkout: CheckoutContext): Promise<OfferedOption[]> {
  const { api, cart, cartId } = checkout;
  const amount = cart.breakup_values.raw.total;
  const options = paymentOptions(await critical(api.payment.getPaymentModeRoutes({ amount, cartId })));
  return Promise.all(
    options.map(async (option): Promise<OfferedOption> => {
      if (option.mode_name !== "PL") return option;
      const approved = await payLaterApproved(checkout, option, amount);
      return { ...option, payLater: { approved, text: approved ? PAY_LATER_YES : PAY_LATER_NO } };
    }),
  );
}

type OfferedOption = PaymentOption & { payLater?: { approved: boolean; text: string } };

const PAY_LATER_YES = "Yay! Grab a new wardrobe & Pay Later!";
const PAY_LATER_NO = "Sorry! Please try some other payment method!";

/** Approved only when the provider says success and `data.data.approved` (spec part 2 §4); a failure is a no. */
async function payLaterApproved({ api, phone }: CheckoutContext, option: PaymentOption, amount: number) {
  try {
    const answer = await api.payment.verifyCustomerForPayment({
      body: {
        aggregator: option.option_name,
        phone_number: phone,
        transaction_amount_in_paise: amountInPaise(amount),
        merchant_params: { merchant_profile_id: 1, source: "web" },
      },
    });
    return answer.success && answer.data?.data?.approved === true;
  } catch {
    return false;
  }
}

/** The order summary beside every step: item count and the price breakup, formatted. */
interface CheckoutSummary {
  countLabel: string;
  breakup: BreakupRow[];
}

export function checkoutSummary(
  cart: CartDetailResponse,
  extra: { key: string; display: string; value: number }[] = [],
) {
  const currency = { code: cart.currency.code, symbol: cart.currency.symbol };
  const entries = cart.breakup_values.display.map((entry) =>
    entry.key === "total" ? { ...entry, value: entry.value + extra.reduce((sum, e) => sum + e.value, 0) } : entry,
  );
  return {
    countLabel: itemCountLabel(cart.items.reduce((sum, line) => sum + line.quantity, 0)),
    breakup: breakupRows([...entries, ...extra], currency),
  } satisfies CheckoutSummary;
}

/** An address as the steps show it: who, the lines, the phone. */
interface AddressView {
  id: string;
  name: string;
  type: string;
  lines: string[];
  phone: string;
  isDefault: boolean;
}

export function addressView(address: Address): AddressView {
  return {
    id: address.id,
    name: address.name,
    type: address.address_type,
    lines: addressLines(address),
    phone: address.phone,
    isDefault: address.is_default_address,
  };
}

/** What an option's line says under its name: COD's charge, pay later's answer, or a wallet's link. */
function optionNote(o: OfferedOption, currency: { code: string; symbol: string }): string | null {
  if (o.charge > 0) return `${formatPrice(o.charge, currency.symbol, currency.code)} cash handling charge`;
  if (o.payLater) return o.payLater.text;
  if (o.wallet) return o.wallet.linked ? `Linked to ${o.wallet.mobile}` : "Link this wallet to pay with it";
  return null;
}

/**
 * The offered options as the payment choices show them, grouped by mode. An unlinked wallet cannot
 * be chosen; `linkHref` gives its "Link wallet" address.
 */
export function paymentChoices(
  options: OfferedOption[],
  currency: { code: string; symbol: string },
  linkHref?: (code: string) => string,
) {
  return optionGroups(
    options.map((o) => ({
      mode_name: o.mode_name,
      mode_display: o.mode_display,
      option_id: o.option_id,
      option_display: o.option_display,
      note: optionNote(o, currency),
      disabled: o.payLater ? !o.payLater.approved : o.wallet ? !o.wallet.linked : false,
      linkHref: o.wallet && !o.wallet.linked && linkHref ? linkHref(o.option_name) : null,
    })),
  );
}

/** The service's words for a wallet chosen before it is linked. */
const linkWalletFirst = (wallet: string) => `Link your ${wallet} wallet before paying with it`;

/** The posted option when it is offered and may be chosen; else the message to show. */
export function chosenOption(options: OfferedOption[], posted: unknown): OfferedOption | { refused: string } {
  const option: OfferedOption | null = findOption(options, typeof posted === "string" ? posted : null);
  if (!option) return { refused: PAYMENT_REQUIRED };
  if (option.payLater && !option.payLater.approved) return { refused: PAY_LATER_NO };
  if (option.wallet && !option.wallet.linked) return { refused: linkWalletFirst(option.option_display) };
  return option;
}

/** The spec's messages for a missing choice (part 2 §9). */
export const PAYMENT_REQUIRED = "Payment options are required";
export const NO_ADDRESS_SELECTED = "No address selected";
