/**
 * The checkout steps before the order (orders are not built yet): choosing the cart's delivery and
 * billing address (cart/v1.0/select-address) and checking the applied coupon against the chosen
 * payment mode (cart/v1.0/payment/validate/).
 */
import { eq, sql } from "drizzle-orm";
import type { CartDetailResponse, PaymentCouponValidate } from "../../contract/types";
import type { Db } from "../../db/client";
import { carts } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { assertAddressServed } from "../logistics/zones";
import { findAddress, type AddressOwner } from "./addresses";
import { cartDetail, lockCart, reread, resolveCart, type CartEnv } from "./carts";
import { checkCouponOnCart } from "./cart-coupons";
import { findCoupon } from "./coupons";
import type { CartSelector, SelectAddressInput } from "./validators";

const STEP_MESSAGES = {
  noAddress: "No address selected",
  addressNotFound: (id: string) => `No address found with address id ${id}`,
  cartNotFound: "Cart not found",
} as const;

/** POST cart/v1.0/select-address: the signed-in shopper's address (and billing address) for the cart. */
export async function selectAddress(
  db: Db,
  owner: AddressOwner,
  sel: CartSelector,
  input: SelectAddressInput,
  env: CartEnv,
): Promise<CartDetailResponse> {
  if (!input.id) throw new ApiError(400, STEP_MESSAGES.noAddress);
  const addressId = input.id;
  return db.transaction(async (tx) => {
    const resolved = await resolveCart(tx, owner, { ...sel, id: input.cart_id ?? sel.id }, false);
    if (!resolved) throw notFound(STEP_MESSAGES.cartNotFound);
    const cart = await lockCart(tx, resolved);
    for (const id of [addressId, input.billing_address_id ?? addressId]) {
      const address = await findAddress(tx, owner, id);
      if (!address) throw notFound(STEP_MESSAGES.addressNotFound(id));
      // The delivery address must be one a store delivers to (the billing address need not).
      if (id === addressId) await assertAddressServed(tx, address, env.scope?.storeUid);
    }
    await tx
      .update(carts)
      .set({ addressId, billingAddressId: input.billing_address_id ?? addressId, updatedAt: sql`now()` })
      .where(eq(carts.id, cart.id));
    return cartDetail(tx, await reread(tx, cart), env);
  });
}

/**
 * GET cart/v1.0/payment/validate/: whether the cart's coupon holds with the payment mode. A cart
 * without a coupon is valid for every mode.
 */
export async function validateCouponForPayment(
  db: Db,
  who: { applicationId: string; userId?: string },
  sel: CartSelector,
  paymentMode: string | undefined,
  env: CartEnv,
): Promise<PaymentCouponValidate> {
  return db.transaction(async (tx) => {
    const cart = await resolveCart(tx, who, sel, false);
    const coupon = cart?.couponCode ? await findCoupon(tx, who.applicationId, cart.couponCode) : undefined;
    const validity = {
      title: coupon?.title ?? "",
      discount: 0,
      next_validation_required: false,
      valid: true,
      display_message_en: "",
      code: coupon?.code ?? "",
      error_en: "",
    };
    if (cart && coupon) {
      const check = await checkCouponOnCart(tx, coupon, cart, env, paymentMode);
      validity.valid = check.ok;
      validity.discount = check.ok ? check.discount : 0;
      validity.display_message_en = check.ok ? "" : check.message;
      validity.error_en = check.ok ? "" : check.message;
    }
    return { success: true, message: validity.valid ? "" : validity.error_en, coupon_validity: validity };
  });
}
