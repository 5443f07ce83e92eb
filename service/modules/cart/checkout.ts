/**
 * The cart's last checkout steps (cart/v1.0/payment, checkout and v2.0/checkout): the payment mode
 * kept on the cart, and placing the order (decision 0013). The address is chosen by select-address
 * (checkout-steps.ts).
 *
 * A checkout is one transaction: it locks the cart row, prices the lines from the catalogue, takes
 * the stock and writes the order (order/place.ts), then closes the cart. Whatever fails, nothing of
 * it stays. It answers the same order again, without making another, when it is repeated:
 * - with the same `idempotency-key` header (a retried request), or
 * - for a cart that a checkout already closed (a double submit racing the first: the second waits
 *   for the cart's lock, then finds it closed).
 */
import { and, eq, ne } from "drizzle-orm";
import type { CartCheckoutResponse, CartDetailResponse, OrderBreakupValue } from "../../contract/types";
import type { Db, Tx } from "../../db/client";
import { ownedBy } from "../../db/owner";
import { type addresses, carts, orders, savedCards } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { placeOrder, orderForCheckout, type OrderLine } from "../order/place";
import { codAllowed, codTerms, COD_AGGREGATOR } from "../payment/options";
import { openSandboxSession, sandboxCheckoutData, sessionOfOrder, type PaymentSession } from "../payment/sandbox";
import { isSandboxMode, SANDBOX_AGGREGATOR, SANDBOX_CHOICES } from "../payment/sandbox-catalogue";
import { requireLinkedWallet } from "../payment/wallets";
import { convertAmount, type Pricing } from "../catalog/money";
import { PAY_LATER_LIMITS_INR } from "../payment/pay-later";
import { assertAddressServed } from "../logistics/zones";
import { debitOrderPoints } from "../rewards/points";
import { findAddress, toOrderAddress } from "./addresses";
import { checkCouponOnCart } from "./cart-coupons";
import { cartDetail, lockCart, resolveCart, type CartCaller, type CartEnv, type CartRow } from "./carts";
import { findCoupon } from "./coupons";
import type { CartSelector, CheckoutInput, PaymentModeInput } from "./validators";

const CHECKOUT_MESSAGES = {
  noAddressData: "No address data",
  noAddress: (id: string) => `No address found with address id ${id}`,
  emptyCart: "Cart is empty",
  noCart: "Cart not found",
  paymentRequired: "Payment options are required",
  modeUnavailable: (mode: string) => `Payment mode ${mode} is not available for this order`,
  codOverLimit: "Cash on delivery is not available for orders of this value",
} as const;

type Shopper = CartCaller & { userId: string };
type AddressRow = typeof addresses.$inferSelect;

/** The shopper's saved address by id, or a 400 naming it (the official failure text). */
async function ownAddress(tx: Tx, who: Shopper, id: string): Promise<AddressRow> {
  const row = await findAddress(tx, who, id);
  if (!row) throw new ApiError(400, CHECKOUT_MESSAGES.noAddress(id));
  return row;
}

/** The cart's coupon must hold for the payment mode (e.g. a prepaid-only coupon and COD). */
async function checkCoupon(tx: Tx, cart: CartRow, env: CartEnv, mode: string) {
  if (!cart.couponCode) return;
  const coupon = await findCoupon(tx, cart.applicationId, cart.couponCode);
  if (!coupon) return;
  const check = await checkCouponOnCart(tx, coupon, cart, env, mode);
  if (!check.ok) throw new ApiError(400, check.message);
}

/** The open cart of the call, locked for the rest of the transaction. */
async function lockedCart(tx: Tx, who: Shopper, sel: CartSelector) {
  const cart = await resolveCart(tx, who, sel, false);
  if (!cart) throw new ApiError(400, CHECKOUT_MESSAGES.emptyCart);
  return lockCart(tx, cart);
}

/** How a checkout pays: v2's first payment method, else v1's fields. */
interface Payment {
  mode: string;
  identifier: string;
  aggregator: string;
  merchantCode: string;
}

/** For CARD, "CARD" (like no identifier) means a card not saved yet: the hosted page asks for it. */
const cardIdentifier = (mode: string, identifier: string) =>
  mode === "CARD" && identifier === "CARD" ? "" : identifier;

function paymentOf(input: CheckoutInput): Payment {
  const meta = input.payment_methods?.[0]?.payment_meta;
  const mode = input.payment_mode;
  const sandbox = isSandboxMode(mode);
  return {
    mode,
    identifier: cardIdentifier(
      mode,
      meta?.payment_identifier || input.payment_identifier || input.card_id || (sandbox ? "" : mode),
    ),
    aggregator: meta?.payment_gateway || input.aggregator || (sandbox ? SANDBOX_AGGREGATOR : COD_AGGREGATOR),
    merchantCode: meta?.merchant_code || input.merchant_code || "",
  };
}

/**
 * The modes this store takes, for a cart total: COD (up to its limit), and the Sandbox's modes with
 * a known bank, wallet or provider, "UPI" for UPI, and for CARD one of the shopper's saved cards or
 * none (the card is entered on the hosted page).
 */
async function checkPaymentMode(tx: Tx, who: Shopper, payment: Payment, total: number, pricing: Pricing) {
  const { mode, identifier, aggregator } = payment;
  const unavailable = () => new ApiError(400, CHECKOUT_MESSAGES.modeUnavailable(mode));
  if (mode === "COD") {
    if (!codAllowed(total, pricing)) throw new ApiError(400, CHECKOUT_MESSAGES.codOverLimit);
    return;
  }
  if (!isSandboxMode(mode) || aggregator !== SANDBOX_AGGREGATOR) throw unavailable();
  if (mode === "CARD") {
    if (!identifier) return;
    const [card] = await tx
      .select({ id: savedCards.id })
      .from(savedCards)
      .where(and(eq(savedCards.id, identifier), ownedBy(savedCards, who)));
    if (!card) throw unavailable();
    return;
  }
  if (!SANDBOX_CHOICES[mode].some((c) => c.code === identifier)) throw unavailable();
  // A pay-later provider lends up to its limit per order (its customer check says the same).
  if (mode === "PL") {
    const limit = convertAmount(PAY_LATER_LIMITS_INR[identifier] ?? 0, pricing.rates.get("INR") ?? 1, pricing.currency);
    if (total > limit) throw unavailable();
  }
}

/** PUT cart/v1.0/payment: the payment mode of the cart, checked against the modes offered for its total. */
export async function selectPaymentMode(
  db: Db,
  who: Shopper,
  sel: CartSelector,
  input: PaymentModeInput,
  env: CartEnv,
): Promise<CartDetailResponse> {
  return db.transaction(async (tx) => {
    const cart = await lockedCart(tx, who, sel);
    const detail = await cartDetail(tx, cart, env);
    if (detail.items.length === 0) throw new ApiError(400, CHECKOUT_MESSAGES.emptyCart);
    if (!input.payment_mode) throw new ApiError(400, CHECKOUT_MESSAGES.paymentRequired);
    const sandbox = isSandboxMode(input.payment_mode);
    const payment: Payment = {
      mode: input.payment_mode,
      identifier: cardIdentifier(input.payment_mode, input.payment_identifier ?? ""),
      aggregator: input.aggregator_name || (sandbox ? SANDBOX_AGGREGATOR : COD_AGGREGATOR),
      merchantCode: input.merchant_code ?? "",
    };
    // Choosing a mode before its bank or wallet is picked is allowed: the checkout checks the choice.
    const mode = input.payment_mode;
    if (isSandboxMode(mode) && mode !== "CARD" && !payment.identifier)
      payment.identifier = SANDBOX_CHOICES[mode][0].code;
    await checkPaymentMode(tx, who, payment, detail.breakup_values.raw.total, env.pricing);
    if (input.address_id) await ownAddress(tx, who, input.address_id);
    await tx
      .update(carts)
      .set({
        paymentMode: input.payment_mode,
        paymentIdentifier: input.payment_identifier ?? "",
        aggregatorName: payment.aggregator,
        merchantCode: input.merchant_code ?? "",
        ...(input.address_id ? { addressId: input.address_id } : {}),
      })
      .where(eq(carts.id, cart.id));
    return detail;
  });
}

function orderLines(detail: CartDetailResponse): OrderLine[] {
  return detail.items.map((line) => ({
    productUid: line.product.uid,
    articleId: line.article.uid,
    size: line.article.size,
    quantity: line.quantity,
    storeUid: line.article.store.uid || null,
    priceMarked: line.price_per_unit.converted.marked,
    priceEffective: line.price_per_unit.converted.effective,
    item: {
      id: line.product.uid,
      name: line.product.name,
      slug_key: line.product.slug,
      brand: { name: line.product.brand.name, logo: "" },
      image: line.product.images.map((i) => i.secure_url || i.url).filter(Boolean),
      size: line.article.size,
      code: line.product.item_code,
      seller_identifier: line.article.seller_identifier,
    },
  }));
}

/** The order's breakup: the cart's, with the COD charge added to it and to the total. */
function orderBreakup(detail: CartDetailResponse, codCharge: number): { entries: OrderBreakupValue[]; total: number } {
  const { code, symbol } = detail.currency;
  const total = detail.breakup_values.raw.total + codCharge;
  const entries = detail.breakup_values.display
    .filter((e) => e.key !== "total")
    .map((e) => ({ name: e.key, display: e.display, value: e.value, currency_code: code, currency_symbol: symbol }));
  if (codCharge > 0) {
    entries.push({
      name: "cod_charge",
      display: "COD charges",
      value: codCharge,
      currency_code: code,
      currency_symbol: symbol,
    });
  }
  entries.push({ name: "total", display: "Total", value: total, currency_code: code, currency_symbol: symbol });
  return { entries, total };
}

/** What the checkout depends on besides the cart: where the request came from, the Sandbox's timeout. */
interface CheckoutEnv extends CartEnv {
  /** The incoming request's origin: the hosted payment page's URL is made on it. */
  origin: string;
  /** SANDBOX_PAYMENT_TIMEOUT_SECONDS. */
  sandboxTimeoutSeconds: number;
}

async function checkoutAnswer(
  tx: Tx,
  orderId: string,
  detail: CartDetailResponse,
  env: CheckoutEnv,
  opened?: PaymentSession,
): Promise<CartCheckoutResponse> {
  const { limit, charge } = codTerms(env.pricing);
  const session = opened ?? (await sessionOfOrder(tx, orderId));
  const gateway = session ? sandboxCheckoutData(session, env.origin) : undefined;
  return {
    success: true,
    message: "",
    order_id: orderId,
    callback_url: session?.callbackUrl ?? "",
    app_intercept_url: "",
    payment_confirm_url: gateway?.url ?? "",
    data: gateway?.data ?? { order_id: orderId },
    cart: {
      ...detail,
      order_id: orderId,
      cod_available: detail.breakup_values.raw.total <= limit,
      cod_charges: charge,
      cod_message: "",
      delivery_charges: detail.breakup_values.raw.delivery_charge,
      user_type: "Store User",
      error_message: "",
    },
  };
}

/** The order the shopper's cart was checked out into (placed, or waiting for its payment), if any. */
async function orderOfCart(tx: Tx, who: Shopper, cartId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.cartId, cartId),
        ownedBy(orders, who),
        // A failed payment gave the cart back: it may be checked out again.
        ne(orders.status, "payment_failed"),
      ),
    );
  return row?.id ?? null;
}

/** POST cart/v1.0/checkout and v2.0/checkout: places the order (see the module comment). */
export async function checkoutCart(
  db: Db,
  who: Shopper,
  sel: CartSelector,
  input: CheckoutInput,
  options: { idempotencyKey?: string; env: CheckoutEnv },
): Promise<CartCheckoutResponse> {
  const { env } = options;
  return db.transaction(async (tx) => {
    const keyed = options.idempotencyKey ? `key:${options.idempotencyKey}` : null;
    if (keyed) {
      const again = await orderForCheckout(tx, who.applicationId, keyed);
      if (again) return checkoutAnswer(tx, again, await cartDetailOfOrder(tx, again, env), env);
    }
    const cartId = input.id ?? sel.id;
    // A checkout of a cart that is already an order (a double submit after the first finished).
    const before = cartId ? await orderOfCart(tx, who, cartId) : null;
    if (before) return checkoutAnswer(tx, before, await cartDetailOfOrder(tx, before, env), env);
    const found = await resolveCart(tx, who, { ...sel, id: cartId }, false);
    if (!found) throw new ApiError(400, CHECKOUT_MESSAGES.emptyCart);
    const cart = await lockCart(tx, found);
    if (cart.closedAt) {
      const placed = await orderOfCart(tx, who, cart.id);
      if (placed) return checkoutAnswer(tx, placed, await cartDetail(tx, cart, env), env);
      throw new ApiError(400, CHECKOUT_MESSAGES.noCart);
    }
    const detail = await cartDetail(tx, cart, env);
    if (detail.items.length === 0) throw new ApiError(400, CHECKOUT_MESSAGES.emptyCart);
    if (!detail.is_valid) throw new ApiError(400, detail.message);

    const addressId = input.address_id || cart.addressId;
    if (!addressId) throw new ApiError(400, CHECKOUT_MESSAGES.noAddressData);
    const delivery = await ownAddress(tx, who, addressId);
    await assertAddressServed(tx, delivery, env.scope?.storeUid);
    const billingId = input.billing_address_id || cart.billingAddressId;
    const billing = billingId && billingId !== delivery.id ? await ownAddress(tx, who, billingId) : delivery;

    const payment = paymentOf(input);
    const { mode } = payment;
    await checkPaymentMode(tx, who, payment, detail.breakup_values.raw.total, env.pricing);
    if (mode === "WL") await requireLinkedWallet(tx, who, payment.identifier);
    await checkCoupon(tx, cart, env, mode);
    const { entries, total } = orderBreakup(detail, mode === "COD" ? codTerms(env.pricing).charge : 0);
    const sandbox = isSandboxMode(mode);

    const orderId = await placeOrder(tx, {
      applicationId: who.applicationId,
      userId: who.userId,
      cartId: cart.id,
      checkoutKey: keyed ?? `cart:${cart.id}`,
      status: sandbox ? "payment_pending" : "placed",
      payment,
      deliveryAddress: toOrderAddress(delivery),
      billingAddress: toOrderAddress(billing),
      breakup: entries,
      total,
      currency: detail.currency,
      lines: orderLines(detail),
      // The staff member chosen on the bag, while still kept (15 minutes): the sale is theirs.
      staffUserId: detail.staff_user_id || null,
    });
    // Redeemed reward points are debited with the order, once (a repeated checkout answers above).
    const points = detail.breakup_values.loyalty_points;
    if (points.is_applied) {
      await debitOrderPoints(tx, { ...who, orderId, points: points.applicable, now: env.now });
    }
    await tx
      .update(carts)
      .set({ closedAt: new Date(env.now), closedReason: sandbox ? "payment_pending" : "ordered" })
      .where(eq(carts.id, cart.id));
    const session = isSandboxMode(mode)
      ? await openSandboxSession(
          tx,
          {
            orderId,
            applicationId: who.applicationId,
            userId: who.userId,
            cartId: cart.id,
            mode,
            identifier: payment.identifier,
            amount: total,
            currency: detail.currency.code,
            callbackUrl: input.callback_url ?? "",
          },
          { now: env.now, timeoutSeconds: env.sandboxTimeoutSeconds },
        )
      : undefined;
    return checkoutAnswer(tx, orderId, detail, env, session);
  });
}

/** A repeated checkout's cart: the one the order was made from. */
async function cartDetailOfOrder(tx: Tx, orderId: string, env: CartEnv): Promise<CartDetailResponse> {
  const [row] = await tx
    .select({ cart: carts })
    .from(orders)
    .innerJoin(carts, eq(carts.id, orders.cartId))
    .where(eq(orders.id, orderId));
  return cartDetail(tx, row?.cart, env);
}
