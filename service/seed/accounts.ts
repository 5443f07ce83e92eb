/**
 * Account-side builders for the demo store: the sign-in settings (platform config) and the reward
 * offers ("signup" credits 100 points; "referral" credits 250 points to both the referrer and the
 * new shopper). Pure functions; timestamps are the seed's fixed base date.
 */
import type { platformConfigs, rewardOffers } from "../db/schema";
import { mediaUrl } from "../media/art";
import { defaultPlatformConfig } from "../modules/user/platform-config";
import { BASE_DATE } from "./catalog";
import { STORE_COLOUR } from "./content";

type PlatformConfigRow = typeof platformConfigs.$inferInsert;
type RewardOfferRow = typeof rewardOffers.$inferInsert;

const SIGNUP_POINTS = 100;
const REFERRAL_POINTS = 250;

/** The demo store's platform config: the default document (password and OTP sign-in, no social sign-in). */
export function buildPlatformConfig(applicationId: string): PlatformConfigRow {
  const { _id: _ignored, ...config } = defaultPlatformConfig(applicationId);
  return { applicationId, config, updatedAt: BASE_DATE };
}

export function buildRewardOffers(applicationId: string): RewardOfferRow[] {
  const start = BASE_DATE.toISOString();
  const schedule = { start, end: null, duration: null, cron: "" };
  const banner = (key: string) => ({
    id: key,
    secure_url: mediaUrl("banner", key, STORE_COLOUR),
    aspect_ratio: "16:9",
  });
  const share = (text: string) => ({
    text,
    message: text,
    fallback: text,
    sms: text,
    whatsapp: text,
    email: text,
    facebook: text,
    messenger: text,
    twitter: text,
  });
  return [
    {
      applicationId,
      name: "signup",
      points: SIGNUP_POINTS,
      active: true,
      document: {
        type: "signup",
        text: `Get ${SIGNUP_POINTS} reward points when you create an account`,
        sub_text: "Points are added to your account as soon as you sign up.",
        url: "/auth/register",
        banner_image: banner("rewards-signup"),
        _schedule: schedule,
        rule: { points: SIGNUP_POINTS },
        share: share(""),
        updated_by: "seed",
      },
      createdAt: BASE_DATE,
      updatedAt: BASE_DATE,
    },
    {
      applicationId,
      name: "referral",
      points: REFERRAL_POINTS,
      active: true,
      document: {
        type: "referral",
        text: `Invite a friend: you both get ${REFERRAL_POINTS} reward points`,
        sub_text: "Your friend enters your code after signing up; the points reach you both at once.",
        url: "/profile/refer-earn",
        banner_image: banner("rewards-referral"),
        _schedule: schedule,
        rule: { points: REFERRAL_POINTS },
        share: share(`Shop at Vitrine with my code {code} and we both get ${REFERRAL_POINTS} reward points.`),
        terms_conditions_link: "/terms-and-conditions",
        updated_by: "seed",
      },
      createdAt: BASE_DATE,
      updatedAt: BASE_DATE,
    },
  ];
}
