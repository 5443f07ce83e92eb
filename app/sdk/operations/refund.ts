/**
 * Refund operations (PaymentApplicationClient's refund beneficiary calls) and the shipment invoice
 * (OrderApplicationClient.getInvoiceByShipmentId).
 */
import type { ModuleOperations } from "./table";

const PAYMENT = "/service/application/payment/v1.0";

export const refundPaymentOperations = {
  verifyIfscCode: { method: "GET", path: `${PAYMENT}/ifsc-code/verify`, query: ["ifsc_code"] },
  getActiveRefundTransferModes: { method: "GET", path: `${PAYMENT}/refund/transfer-mode` },
  enableOrDisableRefundTransferMode: { method: "PUT", path: `${PAYMENT}/refund/transfer-mode`, body: true },
  getUserBeneficiariesDetail: { method: "GET", path: `${PAYMENT}/refund/user/beneficiary`, query: ["order_id"] },
  getOrderBeneficiariesDetail: { method: "GET", path: `${PAYMENT}/refund/order/beneficiaries`, query: ["order_id"] },
  addRefundBankAccountUsingOTP: { method: "POST", path: `${PAYMENT}/refund/account/otp`, body: true },
  verifyOtpAndAddBeneficiaryForBank: { method: "POST", path: `${PAYMENT}/refund/verification/bank`, body: true },
  verifyOtpAndAddBeneficiaryForWallet: { method: "POST", path: `${PAYMENT}/refund/verification/wallet`, body: true },
  addBeneficiaryDetails: { method: "POST", path: `${PAYMENT}/refund/account`, body: true },
  updateDefaultBeneficiary: { method: "POST", path: `${PAYMENT}/refund/beneficiary/default`, body: true },
} as const satisfies ModuleOperations<"payment">;

export const invoiceOperations = {
  getInvoiceByShipmentId: {
    method: "GET",
    path: "/service/application/order/v1.0/orders/shipments/{shipment_id}/invoice",
  },
} as const satisfies ModuleOperations<"order">;
