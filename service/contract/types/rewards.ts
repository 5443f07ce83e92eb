/**
 * Rewards (rewards/v1.0). Field names follow the official SDK's Rewards models (Offer, Schedule,
 * Asset, ShareMessages, PointsDetails, PointsHistory, Page, ReferralDetails, RedeemReferralCode*).
 */

/** Offer `_schedule`: when the offer runs (ISO instants; `end` null = open-ended). */
export interface RewardsSchedule {
  start: string;
  end: string | null;
  duration: number | null;
  cron: string;
}

/** Offer `banner_image` (the official Asset model). */
export interface RewardsAsset {
  id: string;
  secure_url: string;
  aspect_ratio: string;
}

/** Share texts for the referral link, per channel (official ShareMessages; the SDK types `email` as a number, we send text). */
export interface ShareMessages {
  email: string;
  facebook: string;
  fallback: string;
  message: string;
  messenger: string;
  sms: string;
  text: string;
  twitter: string;
  whatsapp: string;
}

/** GET offers/{name}/ — e.g. "signup", "referral". */
export interface Offer {
  _schedule: RewardsSchedule;
  active: boolean;
  application_id: string;
  banner_image: RewardsAsset;
  created_at: string;
  name: string;
  /** The offer's rule; ours holds `points` (what the offer credits). */
  rule: Record<string, unknown>;
  share: ShareMessages;
  sub_text: string;
  text: string;
  type: string;
  updated_at: string;
  updated_by: string;
  url: string;
  /** Our addition: the points this offer credits (the same as rule.points). */
  points: number;
}

/** GET user/points/: the balance (remaining, unexpired points). */
export interface PointsDetails {
  points: number;
}

export interface PointsHistory {
  _id: string;
  application_id: string;
  user_id: string;
  points: number;
  remaining_points: number;
  claimed: boolean;
  expires_on: string | null;
  /** "credit" or "debit". */
  txn_name: string;
  text_1: string;
  text_2: string;
  text_3: string;
  meta: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

/** GET user/points/history/ (cursor paging: pass page.next_id as page_id). */
export interface PointsHistoryDetails {
  items: PointsHistory[];
  page: {
    type: "cursor";
    has_next: boolean;
    has_previous: boolean;
    next_id: string | null;
    size: number;
    item_total: number;
  };
}

export interface ReferralDetailsUser {
  blocked: boolean;
  /** Points this shopper earned through referrals (as referrer and as referee). */
  points: number;
  /** True when this shopper has redeemed someone's referral code. */
  redeemed: boolean;
  referral_code: string;
}

/** GET user/referral/. */
export interface ReferralDetails {
  referral: Offer;
  share: ShareMessages;
  user: ReferralDetailsUser;
  /** Who referred this shopper ("Asha R."), or "". */
  referrer_info: string;
  terms_conditions_link: string;
  /** Our addition: how many shoppers redeemed this shopper's code. */
  referred_count: number;
}

/** POST user/referral/redeem/ (official RedeemReferralCode). */
export interface RedeemReferralCodeRequest {
  device_id: string;
  referral_code: string;
}

export interface RedeemReferralCodeDetails {
  redeemed: boolean;
  message: string;
  referrer_info: string;
  referrer_id: string;
  points: number;
}
