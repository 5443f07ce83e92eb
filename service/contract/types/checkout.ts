/**
 * Checkout (cart/v1.0/payment, cart/v1.0/checkout, cart/v2.0/checkout): the payment mode chosen for a
 * cart, and placing the order.
 */
import type { CartDetailResponse } from "./cart";

/** PUT cart/v1.0/payment (UpdateCartPaymentRequest). */
export interface UpdateCartPaymentRequest {
  id?: string;
  address_id?: string;
  payment_mode?: string;
  payment_identifier?: string;
  aggregator_name?: string;
  merchant_code?: string;
}

export interface CartCheckoutCustomMeta {
  key: string;
  value: string;
}

export interface CustomerDetails {
  name?: string;
  email?: string;
  mobile: string;
}

/** POST cart/v1.0/checkout (CartCheckoutDetailCreation). */
export interface CartCheckoutDetailRequest {
  payment_mode: string;
  id?: string;
  address_id?: string;
  billing_address_id?: string;
  aggregator?: string;
  payment_identifier?: string;
  merchant_code?: string;
  callback_url?: string;
  payment_auto_confirm?: boolean;
  payment_params?: Record<string, unknown>;
  customer_details?: CustomerDetails;
  custom_meta?: CartCheckoutCustomMeta[];
  meta?: Record<string, unknown>;
  extra_meta?: Record<string, unknown>;
  order_type?: string;
  ordering_store?: number;
  iin?: string;
  network?: string;
  type?: string;
  card_id?: string;
}

export interface PaymentMethod {
  mode: string;
  name?: string;
  amount?: number;
  payment?: string;
  payment_meta: {
    merchant_code?: string;
    payment_gateway?: string;
    payment_identifier?: string;
    type?: string;
  };
}

/** POST cart/v2.0/checkout (CartCheckoutDetailV2Creation): v1's fields and the payment methods. */
export interface CartCheckoutDetailV2Request extends CartCheckoutDetailRequest {
  cart_id?: string;
  payment_methods: PaymentMethod[];
}

/** The cart as the checkout answers it (CheckCart): the cart's fields and the COD terms. */
export interface CheckCart extends CartDetailResponse {
  order_id: string;
  cod_available: boolean;
  cod_charges: number;
  cod_message: string;
  delivery_charges: number;
  user_type: string;
  error_message: string;
}

/** CartCheckoutResult. */
export interface CartCheckoutResponse {
  success: boolean;
  message: string;
  order_id: string;
  callback_url: string;
  app_intercept_url: string;
  payment_confirm_url: string;
  data: { order_id: string; [key: string]: unknown };
  cart: CheckCart;
}
