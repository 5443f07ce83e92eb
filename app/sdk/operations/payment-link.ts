/** Payment-link operations (PaymentApplicationClient, decision 0022): create, read, poll, resend, cancel and pay a link. */
import type { ModuleOperations } from "./table";

const PAYMENT = "/service/application/payment/v1.0";

export const paymentLinkOperations = {
  createPaymentLink: { method: "POST", path: `${PAYMENT}/create-payment-link/`, body: true },
  getPaymentLink: { method: "GET", path: `${PAYMENT}/create-payment-link/`, query: ["payment_link_id"] },
  pollingPaymentLink: { method: "GET", path: `${PAYMENT}/polling-payment-link/`, query: ["payment_link_id"] },
  resendPaymentLink: { method: "POST", path: `${PAYMENT}/resend-payment-link/`, body: true },
  cancelPaymentLink: { method: "POST", path: `${PAYMENT}/cancel-payment-link/`, body: true },
  getPaymentModeRoutesPaymentLink: {
    method: "GET",
    path: `${PAYMENT}/payment/options/link/`,
    query: ["payment_link_id"],
  },
  createOrderHandlerPaymentLink: { method: "POST", path: `${PAYMENT}/create-order/link/`, body: true },
  initialisePaymentPaymentLink: { method: "POST", path: `${PAYMENT}/payment/request/link/`, body: true },
  checkAndUpdatePaymentStatusPaymentLink: {
    method: "POST",
    path: `${PAYMENT}/payment/confirm/polling/link/`,
    body: true,
  },
  resendOrCancelPayment: { method: "POST", path: `${PAYMENT}/payment/resend_or_cancel`, body: true },
} as const satisfies ModuleOperations<"payment">;
