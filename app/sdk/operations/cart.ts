/** Cart operations (CartApplicationClient): the shopper's saved addresses. */
import type { ModuleOperations } from "./table";

export const cartOperations = {
  getAddresses: {
    method: "GET",
    path: "/service/application/cart/v1.0/address",
    query: ["cart_id", "buy_now", "mobile_no", "checkout_mode", "tags", "is_default"],
  },
  addAddress: { method: "POST", path: "/service/application/cart/v1.0/address", body: true },
  getAddressById: {
    method: "GET",
    path: "/service/application/cart/v1.0/address/{id}",
    query: ["cart_id", "buy_now", "mobile_no", "checkout_mode", "tags", "is_default"],
  },
  updateAddress: { method: "PUT", path: "/service/application/cart/v1.0/address/{id}", body: true },
  removeAddress: { method: "DELETE", path: "/service/application/cart/v1.0/address/{id}" },
} as const satisfies ModuleOperations<"cart">;
