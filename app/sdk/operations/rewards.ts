/** Rewards operations (RewardsApplicationClient): offers, points and referrals. */
import type { ModuleOperations } from "./table";

export const rewardsOperations = {
  getOfferByName: { method: "GET", path: "/service/application/rewards/v1.0/offers/{name}/" },
  getUserPoints: { method: "GET", path: "/service/application/rewards/v1.0/user/points/" },
  getUserPointsHistory: {
    method: "GET",
    path: "/service/application/rewards/v1.0/user/points/history/",
    query: ["page_id", "page_size"],
  },
  getUserReferralDetails: { method: "GET", path: "/service/application/rewards/v1.0/user/referral/" },
  redeemReferralCode: { method: "POST", path: "/service/application/rewards/v1.0/user/referral/redeem/", body: true },
} as const satisfies ModuleOperations<"rewards">;
