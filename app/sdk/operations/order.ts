/** Order operations (OrderApplicationClient). */
import type { ModuleOperations } from "./table";

export const orderOperations = {
  getOrderById: {
    method: "GET",
    path: "/service/application/order/v1.0/orders/{order_id}",
    query: ["allow_inactive"],
  },
} as const satisfies ModuleOperations<"order">;
