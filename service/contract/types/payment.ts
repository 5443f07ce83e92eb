/**
 * Payment (payment/v1.0): saved cards.
 */

export interface Card {
  card_id: string;
  card_name: string;
  card_number: string;
  card_brand: string;
  card_brand_image: string;
  card_type: string;
  card_issuer: string;
  card_reference: string;
  card_token: string;
  card_fingerprint: string;
  card_isin: string;
  nickname: string;
  exp_month: number;
  exp_year: number;
  expired: boolean;
  aggregator_name: string;
  compliant_with_tokenisation_guidelines: boolean;
}

/** GET payment/v1.0/cards. */
export interface ListCardsDetails {
  success: boolean;
  message: string;
  data: Card[];
}

/** POST payment/v1.0/card/remove. */
export interface DeletehCardRequest {
  card_id: string;
}

export interface DeleteCardsDetails {
  success: boolean;
  message: string;
}

/** POST payment/v1.0/payment/customer/validation (ValidateCustomer): may this shopper pay later? */
export interface ValidateCustomer {
  aggregator: string;
  transaction_amount_in_paise: number;
  phone_number: string;
  billing_address?: Record<string, unknown>;
  order_items?: Record<string, unknown>[];
  payload?: string;
  merchant_params?: Record<string, unknown>;
  delivery_address?: Record<string, unknown>;
}

/** ValidateCustomerDetails: approved when `success` and `data.data.approved` (spec part 2 §4). */
export interface ValidateCustomerDetails {
  success: boolean;
  message: string;
  data?: { data?: { approved?: boolean }; [key: string]: unknown };
}

/** A way to pay within a mode (PaymentModeList): a bank, a wallet, a saved card, or the COD terms. */
export interface PaymentModeList {
  aggregator_name: string;
  name: string;
  display_name: string;
  code: string;
  merchant_code: string;
  display_priority: number;
  logo_url: { small: string; large: string };
  /** COD: the most an order may cost to be paid on delivery, and what is left of it. */
  cod_limit?: number;
  remaining_limit?: number;
  cod_limit_per_order?: number;
  /** COD: the charge added to the order. */
  cod_charges?: number;
  /** CARD: a saved card (masked number, brand, expiry). */
  card_id?: string;
  card_brand?: string;
  card_number?: string;
  card_name?: string;
  card_reference?: string;
  card_type?: string;
  exp_month?: number;
  exp_year?: number;
  expired?: boolean;
  compliant_with_tokenisation_guidelines?: boolean;
  /** WL: whether the shopper linked the wallet, and its number masked (the official model's free-form `meta`). */
  meta?: { is_link_required: boolean; is_linked: boolean; linked_mobile: string };
}

/** A payment mode (RootPaymentMode): COD, CARD, NB, WL, UPI, PL… */
export interface RootPaymentMode {
  name: string;
  display_name: string;
  display_priority: number;
  payment_mode_id: number;
  aggregator_name: string;
  add_card_enabled: boolean;
  save_card: boolean;
  anonymous_enable: boolean;
  list: PaymentModeList[];
}

export interface AggregatorRoute {
  payment_flow: string;
  api_link: string;
  data: Record<string, unknown>;
  payment_flow_data: Record<string, unknown>;
}

/** GET payment/v1.0/payment/options (PaymentModeRouteDetails). */
export interface PaymentModeRouteDetails {
  success: boolean;
  payment_options: {
    payment_option: RootPaymentMode[];
    payment_flows: Record<string, AggregatorRoute>;
    payment_default_selection?: { mode: string; identifier: string; skip: boolean };
  };
}

/** POST payment/v1.0/validate-vpa (ValidateVPA). */
export interface ValidateVPARequest {
  upi_vpa: string;
  aggregator?: string;
}

/** ValidateVPADetails: whether the UPI id can receive a collect request. */
export interface ValidateVPADetails {
  success: boolean;
  data: { status: string; customer_name: string; is_valid: boolean; upi_vpa: string };
}

/** POST payment/v1.0/payment/request (PaymentInitialization): starts a UPI collect request. */
export interface PaymentInitializationRequest {
  merchant_order_id: string;
  order_id: string;
  method: string;
  aggregator: string;
  amount: number;
  currency: string;
  customer_id: string;
  contact: string;
  email: string;
  vpa?: string;
  device_id?: string;
  razorpay_payment_id?: string;
  timeout?: number;
}

/** PaymentInitializationDetails. */
export interface PaymentInitializationDetails {
  success: boolean;
  status?: string;
  method: string;
  aggregator: string;
  merchant_order_id: string;
  polling_url: string;
  upi_poll_url?: string;
  timeout?: number;
  amount?: number;
  vpa?: string;
  currency?: string;
  aggregator_order_id?: string;
}

/** POST payment/v1.0/payment/confirm/polling (PaymentStatusUpdate): the payment's state. */
export interface PaymentStatusUpdateRequest {
  merchant_order_id: string;
  order_id: string;
  status: string;
  method: string;
  aggregator: string;
  amount?: number;
  currency?: string;
  vpa?: string;
  contact?: string;
  email?: string;
  customer_id?: string;
  device_id?: string;
  merchant_transaction_id?: string;
}

/** PaymentStatusUpdateDetails: pending (retry), complete or failed, with where to go when decided. */
export interface PaymentStatusUpdateDetails {
  status: "pending" | "complete" | "failed";
  success: boolean;
  retry: boolean;
  redirect_url?: string;
  aggregator_name: string;
}

// ---------------------------------------------------------------------------------------------
// Payment links (decision 0022)

/** CreatePaymentLinkMeta: the cart the link pays for, as the official model names it. */
export interface CreatePaymentLinkMeta {
  cart_id: string;
  checkout_mode: string;
  amount: string;
  assign_card_id?: string;
}

/** POST payment/v1.0/create-payment-link/ (CreatePaymentLink). */
export interface CreatePaymentLinkRequest {
  amount: number;
  email: string;
  mobile_number: string;
  external_order_id: string;
  meta: CreatePaymentLinkMeta;
  description?: string;
  success_redirection_url?: string;
  failure_redirection_url?: string;
}

/** CreatePaymentLinkDetails. */
export interface CreatePaymentLinkDetails {
  status_code: number;
  success: boolean;
  message: string;
  payment_link_id?: string;
  payment_link_url?: string;
  polling_timeout?: number;
}

/** Where a link stands: active (payable), paid, cancelled or expired. */
export type PaymentLinkStatus = "active" | "paid" | "cancelled" | "expired";

/** GET payment/v1.0/create-payment-link/?payment_link_id= (GetPaymentLinkDetails). */
export interface GetPaymentLinkDetails {
  status_code: number;
  success: boolean;
  message: string;
  payment_link_current_status?: PaymentLinkStatus;
  payment_link_url?: string;
  external_order_id?: string;
  merchant_name?: string;
  amount?: number;
  polling_timeout?: number;
  /** Not in the official model: what the link is for, and its currency and expiry (ISO 8601). */
  description?: string;
  currency?: string;
  expires_at?: string;
}

/** GET payment/v1.0/polling-payment-link/?payment_link_id= (PollingPaymentLinkDetails). */
export interface PollingPaymentLinkDetails {
  status?: PaymentLinkStatus;
  status_code?: number;
  success?: boolean;
  http_status?: number;
  message?: string;
  order_id?: string;
  redirect_url?: string;
  payment_link_id?: string;
  aggregator_name?: string;
  amount?: number;
}

/** CancelOrResendPaymentLink: the body of cancel-payment-link/ and resend-payment-link/. */
export interface CancelOrResendPaymentLinkRequest {
  payment_link_id: string;
}

/** ResendPaymentLinkDetails. */
export interface ResendPaymentLinkDetails {
  status_code: number;
  success: boolean;
  message: string;
  polling_timeout?: number;
}

/** CancelPaymentLinkDetails. */
export interface CancelPaymentLinkDetails {
  status_code: number;
  success: boolean;
  message: string;
}

/** POST payment/v1.0/create-order/link/ (CreateOrderUser): starts paying a link with a mode. */
export interface CreateOrderUserRequest {
  currency: string;
  payment_link_id: string;
  payment_methods: {
    name: string;
    mode: string;
    meta: { merchant_code: string; payment_gateway: string; payment_identifier: string };
  };
  /** `callback_url`: where the gateway's page returns (absolute http(s)); else the link's page. */
  meta?: Record<string, unknown>;
}

/** CreateOrderUserDetails: the payment's order ids and where the shopper pays. */
export interface CreateOrderUserDetails {
  status_code: number;
  success: boolean;
  message: string;
  order_id?: string;
  callback_url?: string;
  payment_confirm_url?: string;
  data?: {
    method?: string;
    aggregator?: string;
    customer_id?: string;
    contact?: string;
    merchant_order_id?: string;
    order_id?: string;
    currency?: string;
    callback_url?: string;
    amount?: number;
    email?: string;
    /** Not in the official model, as in the checkout's answer: the Sandbox's page. */
    payment?: { authentication: { url: string; method: string } };
  };
}

/** POST payment/v1.0/payment/resend_or_cancel (ResendOrCancelPayment). */
export interface ResendOrCancelPaymentRequest {
  order_id: string;
  request_type: string;
  device_id?: string;
}

/** ResendOrCancelPaymentDetails (LinkStatus in `data`). */
export interface ResendOrCancelPaymentDetails {
  success: boolean;
  data: { status: string; message: string; is_payment_done?: boolean };
}
