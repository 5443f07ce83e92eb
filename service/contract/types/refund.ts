/** Refund beneficiaries, refund transfer modes, the finance module's credit notes and shipment invoices. */

/** OrderBeneficiaryDetails: a bank account or a wallet / UPI id refunds may be paid to. */
export interface OrderBeneficiaryDetails {
  id: number;
  beneficiary_id: string;
  /** "bank" or "wallet". */
  transfer_mode: string;
  account_holder: string;
  /** Masked: "XXXXXXXX1234". */
  account_no: string;
  bank_name: string;
  ifsc_code: string;
  branch_name?: string;
  email: string;
  mobile?: string;
  address: string;
  comment?: string;
  delights_user_name?: string;
  is_active: boolean;
  title: string;
  subtitle: string;
  display_name: string;
  created_on: string;
  modified_on: string;
  /** Not in the official model: the shopper's default beneficiary (or the one chosen for the order). */
  is_default: boolean;
}

/** A refund destination chosen for an order (shipment_id "" for the whole order). Not in the official model. */
export interface RefundChoice {
  shipment_id: string;
  beneficiary_id: string;
}

export interface OrderBeneficiaryFetchDetails {
  show_beneficiary_details?: boolean;
  beneficiaries?: OrderBeneficiaryDetails[];
  /** getOrderBeneficiariesDetail only, not in the official model: the choices recorded for the order. */
  refund_choices?: RefundChoice[];
}

export interface IfscCodeDetails {
  success?: boolean;
  bank_name: string;
  branch_name: string;
  /** Not in the official model: why an IFSC is refused. */
  message?: string;
}

interface TransferItemsDetails {
  id: number;
  name: string;
  display_name?: string;
  logo_large: string;
  logo_small: string;
}

export interface TransferModeDetails {
  display_name: string;
  items?: TransferItemsDetails[];
}

export interface TransferModeFetchDetails {
  data: TransferModeDetails[];
}

export interface RefundTransferModeUpdateDetails {
  success?: boolean;
}

export interface RefundAccountDetails {
  success: boolean;
  message: string;
  is_verified_flag?: boolean;
  data?: Record<string, unknown>;
}

export interface WalletOtpDetails {
  success?: boolean;
  request_id: string;
  /** The official model types it as text. */
  is_verified_flag: string;
}

export interface AddBeneficiaryViaOtpVerificationDetails {
  success?: boolean;
  message: string;
}

export interface SetDefaultBeneficiaryDetails {
  success?: boolean;
  is_beneficiary_set: boolean;
}

/** Finance: CustomerCreditBalanceResponseSchema. */
export interface CustomerCreditBalanceResponseSchema {
  success?: boolean;
  data?: {
    customer_mobile_number?: string;
    customer_email?: string;
    total_credited_balance?: number;
    total_locked_amount?: number;
    allowed_redemption_amount?: number;
  };
}

/** Order: ResponseGetInvoiceShipment. */
export interface ResponseGetInvoiceShipment {
  success: boolean;
  shipment_id: string;
  presigned_url: string;
  presigned_type: string;
}

/** BankDetailsForOTP. */
export interface BankDetailsForOTP {
  account_holder: string;
  account_no: string;
  ifsc_code: string;
  bank_name: string;
  branch_name: string;
  email?: string;
  mobile?: string;
}

/** AddBeneficiaryDetailsOTP (order_id "" when added from the profile). */
export interface RefundBankAccountRequest {
  order_id: string;
  details: BankDetailsForOTP;
}

/** AddBeneficiaryDetails. */
export interface AddBeneficiaryRequest {
  transfer_mode: "bank" | "wallet";
  details: Partial<BankDetailsForOTP> & {
    vpa?: string;
    wallet?: string;
    mobile: string;
    email?: string;
    comment?: string;
  };
  request_id: string;
  otp: string;
  order_id?: string;
  shipment_id?: string;
  delights?: boolean;
}
