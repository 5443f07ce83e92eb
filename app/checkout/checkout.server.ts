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
import { checkoutState, paymentOptions, type CheckoutState, type PaymentOption } from "~/lib/checkout/payment";
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
}

export async function requireCheckout(request: Request, context: AppLoadContext): Promise<CheckoutContext> {
  await requireUser(request, context);
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
  return { api, cart, cartId: cart.id, buyNow, state };
}

/** The ways to pay offered for the cart's total right now (the payment and review steps). */
export async function offeredOptions({ api, cart, cartId }: CheckoutContext): Promise<PaymentOption[]> {
  return paymentOptions(
    await critical(api.payment.getPaymentModeRoutes({ amount: cart.breakup_values.raw.total, cartId })),
  );
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
