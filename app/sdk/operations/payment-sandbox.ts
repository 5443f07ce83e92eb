/** Payment operations of the Sandbox aggregator's flows (PaymentApplicationClient): UPI id check, collect request, status polling. */
import type { ModuleOperations } from "./table";

const PAYMENT = "/service/application/payment/v1.0";

export const sandboxPaymentOperations = {
  validateVPA: { method: "POST", path: `${PAYMENT}/validate-vpa`, body: true },
  initialisePayment: { method: "POST", path: `${PAYMENT}/payment/request`, body: true },
  checkAndUpdatePaymentStatus: { method: "POST", path: `${PAYMENT}/payment/confirm/polling`, body: true },
} as const satisfies ModuleOperations<"payment">;
