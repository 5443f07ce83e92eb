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
