/** Payment operations (PaymentApplicationClient): saved cards. */
import type { ModuleOperations } from "./table";

export const paymentOperations = {
  getActiveUserCards: { method: "GET", path: "/service/application/payment/v1.0/cards", query: ["force_refresh"] },
  deleteUserCard: { method: "POST", path: "/service/application/payment/v1.0/card/remove", body: true },
} as const satisfies ModuleOperations<"payment">;
