/** Checkout operations of CartApplicationClient (payment mode, checkout v1 and v2), kept beside the cart's. */
import type { ModuleOperations } from "./table";

const CART = "/service/application/cart";

export const checkoutOperations = {
  selectPaymentMode: { method: "PUT", path: `${CART}/v1.0/payment`, query: ["id", "buy_now"], body: true },
  checkoutCart: { method: "POST", path: `${CART}/v1.0/checkout`, query: ["buy_now", "cart_type"], body: true },
  checkoutCartV2: { method: "POST", path: `${CART}/v2.0/checkout`, query: ["buy_now", "cart_type"], body: true },
} as const satisfies ModuleOperations<"cart">;
