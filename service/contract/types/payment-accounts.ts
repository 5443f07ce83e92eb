/**
 * Payment (payment/v1.0): wallet linking, pay-later credit, card look-ups and the Sandbox
 * aggregator's own calls (decision 0024). Names and fields as the official models have them.
 */
/** walletLinkInitiate, linkWallet, delinkWallet. */
export interface WalletResponseSchema {
  success: boolean;
  data: {
    wallet_code: string;
    /** walletLinkInitiate: the token linkWallet takes with the code. */
    link_token?: string;
    /** The number (masked) the code went to, or the linked one. */
    mobile: string;
    is_linked: boolean;
    message: string;
  };
}

/** WalletLinkRequestSchema, WalletVerifyRequestSchema, WalletDelinkRequestSchema (the storefront SDK's). */
export interface WalletLinkRequest {
  aggregator: string;
  mobile: string;
  wallet_code: string;
}
export interface WalletVerifyRequest {
  aggregator: string;
  link_token: string;
  otp: number;
}
export interface WalletDelinkRequest {
  aggregator: string;
  wallet_code: string;
}

export interface BalanceDetails {
  value: number;
  currency: string;
  formatted_value: string;
}

export interface CreditSummary {
  status: string;
  status_message: string;
  credit_line_id: string;
  merchant_customer_ref_id: string;
  buyer_status: string;
  is_eligible_for_txn: boolean;
  limit: BalanceDetails;
  amount_available: BalanceDetails;
  balance: BalanceDetails;
  due_amount: BalanceDetails;
  total_due_amount: BalanceDetails;
  due_date: string;
  repayment_url: string;
  soa_url: string;
  activation_url: string;
}

export interface CustomerCreditSummaryDetails {
  success: boolean;
  data: CreditSummary;
}

export interface CheckCreditDetails {
  success: boolean;
  data: { status: boolean; is_registered: boolean; signup_url: string };
}

export interface CustomerOnboardingDetails {
  success: boolean;
  data: {
    status: boolean;
    status_remark: string;
    is_eligible_for_txn: boolean;
    merchant_customer_ref_id: string;
    redirect_url: string;
    activation_url: string;
  };
}

export interface UserCreditSchema {
  value: number;
  currency: string;
}

/** POST payment/validate/customer-credits-v2. */
export interface ValidateCustomerCreditSchema {
  success: boolean;
  is_eligible: boolean;
  is_applied: boolean;
  message: string;
  cart_id?: string;
  account?: {
    account_id: string;
    status: string;
    redeemable_balance: UserCreditSchema;
    available_balance: UserCreditSchema;
    amount_on_hold: UserCreditSchema[];
  };
}

export interface EpaylaterBannerDetails {
  success: boolean;
  data: { display: boolean; status: string; message: string };
}

export interface RupifiBannerDetails {
  success: boolean;
  data: { status: string; kyc_url: string };
}

export interface AttachCardsDetails {
  success: boolean;
  message: string;
  data: Record<string, unknown>;
}

export interface CardDetails {
  status: boolean;
  id: string;
  country: string;
  bank: string;
  bank_code: string;
  card_brand: string;
  type: string;
  card_sub_type: string;
  extended_card_type: string;
  is_domestic_card: boolean;
  card_object: string;
}

export interface CardDetailsFetchedDetails {
  success: boolean;
  data: CardDetails;
}

export interface ActiveCardPaymentGatewayDetails {
  success: boolean;
  message: string;
  cards: { aggregator: string; api: string; customer_id: string };
}

export interface AggregatorConfigDetail {
  config_type: string;
  key: string;
  /** Never answered: always "". */
  secret: string;
  api: string;
  merchant_id: string;
  sdk: boolean;
}

export interface AggregatorsConfigDetail {
  success: boolean;
  env: string;
  /** The Sandbox's public configuration (the official model names each gateway in lower case). */
  sandbox: AggregatorConfigDetail;
}

export interface RedirectToAggregatorDetails {
  success: boolean;
  data: { status: boolean; signup_url: string };
}

export interface RenderHTMLDetails {
  html: string;
}

export interface ChargeCustomerDetails {
  success: boolean;
  status: string;
  message: string;
  aggregator: string;
  order_id: string;
  cart_id?: string;
  delivery_address_id?: string;
}

export interface PaidOrder {
  order_id: string;
  shipment_ids: string[];
  amount: number;
  currency: string;
  payment_mode: string;
  aggregator: string;
  payment_identifier: string;
  payment_date: string;
  transaction_id: string;
}

export interface PaidOrderDetails {
  status_code: number;
  success: boolean;
  message: string;
  data: PaidOrder[];
}

export interface PaymentOrderDetails {
  status_code: number;
  success: boolean;
  message: string;
  order_id: string;
  callback_url: string;
  payment_confirm_url: string;
  data: {
    amount: number;
    aggregator: string;
    callback_url: string;
    order_id: string;
    merchant_order_id: string;
    customer_id: string;
    currency: string;
    email: string;
    contact: string;
    method: string;
  };
}
