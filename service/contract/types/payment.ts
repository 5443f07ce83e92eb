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
