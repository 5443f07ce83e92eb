/**
 * Communication (communication/v1.0): a shopper's consent per channel and app push tokens; webhook
 * (webhook/v1.0): click-analytics events.
 */

export type ConsentChannel = "email" | "sms" | "whatsapp";

/** getCommunicationConsent / upsertCommunicationConsent (CommunicationConsent). */
export interface CommunicationConsent {
  app_id: string;
  user_id: string;
  channels: {
    email: { response: string; display_name: string };
    sms: { response: string; display_name: string };
    whatsapp: { response: string; display_name: string; country_code: string; phone_number: string };
  };
}

/** giveEmailConsent (Vitrine's newsletter sign-up): the address and whether it had already said yes. */
export interface EmailConsent {
  email: string;
  response: "yes";
  /** True when the address was already signed up (nothing changed). */
  already_subscribed: boolean;
}

/** upsertAppPushtoken (PushtokenRes). */
export interface PushToken {
  _id: string;
  application_id: string;
  user_id: string;
  unique_device_id: string;
  bundle_identifier: string;
  push_token: string;
  type: string;
  platform: string;
  created_at: string;
  updated_at: string;
  expired_at: string;
}

/** saveClickEvent (ClickEventDetails). */
export interface ClickEventDetails {
  success_count: number;
  failed_count: number;
  failed_events: { event_name: string }[];
}
