/** Payment operations (PaymentApplicationClient): saved cards, payment options. */
import type { ModuleOperations } from "./table";

export const paymentOperations = {
  getActiveUserCards: { method: "GET", path: "/service/application/payment/v1.0/cards", query: ["force_refresh"] },
  deleteUserCard: { method: "POST", path: "/service/application/payment/v1.0/card/remove", body: true },
  verifyCustomerForPayment: {
    method: "POST",
    path: "/service/application/payment/v1.0/payment/customer/validation",
    body: true,
  },
  getPaymentModeRoutes: {
    method: "GET",
    path: "/service/application/payment/v1.0/payment/options",
    query: [
      "amount",
      "cart_id",
      "checkout_mode",
      "refresh",
      "order_id",
      "card_reference",
      "user_details",
      "display_split",
      "advance_payment",
      "shipment_id",
    ],
  },
} as const satisfies ModuleOperations<"payment">;
