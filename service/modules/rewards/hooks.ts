/**
 * Rewards side effects of account events, called by the user module inside its transactions: the
 * "signup" offer's points when the store credits reward points.
 */
import type { Tx } from "../../db/client";
import { creditPoints, findLiveOffer, rewardCreditEnabled } from "./offers";

const SIGNUP_OFFER = "signup";

/**
 * Called once when an account is created (form registration or first OTP sign-in): credits the
 * live "signup" offer's points once (reason key "signup"), when reward credit is enabled.
 */
export async function onUserCreated(tx: Tx, applicationId: string, userId: string, now: number): Promise<void> {
  if (!(await rewardCreditEnabled(tx, applicationId))) return;
  const offer = await findLiveOffer(tx, applicationId, SIGNUP_OFFER, now);
  if (!offer) return;
  await creditPoints(tx, {
    applicationId,
    userId,
    points: offer.points,
    reasonKey: SIGNUP_OFFER,
    text1: "Signup bonus",
    text2: typeof offer.document.text === "string" ? offer.document.text : "",
    meta: { offer: SIGNUP_OFFER },
    now,
  });
}
