/** Cart operations (CartApplicationClient): the cart, coupons, checkout steps and saved addresses. */
import type { ModuleOperations } from "./table";

const CART = "/service/application/cart/v1.0";

export const cartOperations = {
  // The cart. `id` is the cart id the service answered (`cart.id`): an anonymous shopper's cart is
  // found by it alone; a signed-in shopper's cart by the session (an anonymous `id` is merged in).
  getCart: {
    method: "GET",
    path: `${CART}/detail`,
    query: ["id", "i", "b", "c", "assign_card_id", "area_code", "buy_now", "order_type"],
  },
  getCartLastModified: { method: "HEAD", path: `${CART}/detail`, query: ["id"] },
  addItems: {
    method: "POST",
    path: `${CART}/detail`,
    query: ["i", "b", "area_code", "buy_now", "id", "order_type"],
    body: true,
  },
  updateCart: {
    method: "PUT",
    path: `${CART}/detail`,
    query: ["id", "i", "b", "area_code", "buy_now", "cart_type", "order_type"],
    body: true,
  },
  getItemCount: { method: "GET", path: `${CART}/basic`, query: ["id", "buy_now"] },
  deleteCart: { method: "PUT", path: `${CART}/cart_archive`, query: ["id"] },

  // Coupons.
  getCoupons: { method: "GET", path: `${CART}/coupon`, query: ["id", "buy_now", "product_slug", "store_id"] },
  applyCoupon: {
    method: "POST",
    path: `${CART}/coupon`,
    query: ["i", "b", "p", "id", "buy_now", "cart_type"],
    body: true,
  },
  removeCoupon: { method: "DELETE", path: `${CART}/coupon`, query: ["id", "buy_now"] },

  // Checkout steps.
  selectAddress: {
    method: "POST",
    path: `${CART}/select-address`,
    query: ["cart_id", "buy_now", "i", "b"],
    body: true,
  },
  validateCouponForPayment: {
    method: "GET",
    path: `${CART}/payment/validate/`,
    query: [
      "id",
      "buy_now",
      "address_id",
      "payment_mode",
      "payment_identifier",
      "aggregator_name",
      "merchant_code",
      "iin",
      "network",
      "type",
      "card_id",
      "cart_type",
    ],
  },

  // The signed-in shopper's saved addresses.
  getAddresses: {
    method: "GET",
    path: `${CART}/address`,
    query: ["cart_id", "buy_now", "mobile_no", "checkout_mode", "tags", "is_default"],
  },
  addAddress: { method: "POST", path: `${CART}/address`, body: true },
  getAddressById: {
    method: "GET",
    path: `${CART}/address/{id}`,
    query: ["cart_id", "buy_now", "mobile_no", "checkout_mode", "tags", "is_default"],
  },
  updateAddress: { method: "PUT", path: `${CART}/address/{id}`, body: true },
  removeAddress: { method: "DELETE", path: `${CART}/address/{id}` },
} as const satisfies ModuleOperations<"cart">;
