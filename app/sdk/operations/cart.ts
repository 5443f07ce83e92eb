/** Cart operations (CartApplicationClient): the address list. */
import type { ModuleOperations } from "./table";

export const cartOperations = {
  getAddresses: {
    method: "GET",
    path: "/service/application/cart/v1.0/address",
    query: ["cart_id", "buy_now", "mobile_no", "checkout_mode", "tags", "is_default"],
  },
} as const satisfies ModuleOperations<"cart">;
