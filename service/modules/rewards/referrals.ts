/**
 * The referral programme: each shopper's code and what it earned, and redeeming someone else's
 * code once. Points are rows of reward_points; one credit per (user, reason key) is enforced by a
 * unique index, so retries and races never credit twice.
 */
import { and, count, eq, isNull, like, or, sum } from "drizzle-orm";
import type { RedeemReferralCodeDetails, ReferralDetails, ShareMessages } from "../../contract/types";
import type { Db } from "../../db/client";
import { referrals, rewardPoints, users } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import {
  creditPoints,
  ensureReferral,
  findLiveOffer,
  MESSAGES,
  referrerName,
  rewardCreditEnabled,
  toOffer,
} from "./offers";

const REFERRAL_OFFER = "referral";

/** Reason keys of referral credits: "referred" for the new shopper, "referral:<their id>" for the referrer. */
const REFERRED_KEY = "referred";
const referrerKey = (refereeId: string) => `referral:${refereeId}`;

/** The signed-in shopper, as the route takes it from the session. */
interface Shopper {
  id: string;
  firstName: string;
  lastName: string;
}

/** Fills "{code}" in the offer's share texts with the shopper's code. */
function withCode(texts: ShareMessages, code: string): ShareMessages {
  const entries = Object.entries(texts) as [keyof ShareMessages, string][];
  return Object.fromEntries(entries.map(([k, v]) => [k, v.replaceAll("{code}", code)])) as Record<
    keyof ShareMessages,
    string
  >;
}

/** The shopper's code (created on first use), the offer's share texts with it, and what it earned. */
export async function referralDetails(
  db: Db,
  applicationId: string,
  userId: string,
  now: number,
): Promise<ReferralDetails> {
  const offer = await findLiveOffer(db, applicationId, REFERRAL_OFFER, now);
  if (!offer) throw notFound(MESSAGES.offerNotFound);
  const referral = await ensureReferral(db, applicationId, userId, now);
  const [[earned], [referred], [referrer]] = await Promise.all([
    db
      .select({ total: sum(rewardPoints.points) })
      .from(rewardPoints)
      .where(
        and(
          eq(rewardPoints.userId, userId),
          or(eq(rewardPoints.reasonKey, REFERRED_KEY), like(rewardPoints.reasonKey, "referral:%")),
        ),
      ),
    db.select({ total: count() }).from(referrals).where(eq(referrals.referredBy, userId)),
    referral.referredBy
      ? db
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, referral.referredBy))
          .limit(1)
      : Promise.resolve([undefined]),
  ]);
  const document = toOffer(offer);
  const share = withCode(document.share, referral.code);
  return {
    referral: { ...document, share },
    share,
    user: {
      blocked: false,
      points: Number(earned?.total ?? 0),
      redeemed: !!referral.referredBy || !!referral.redeemedAt,
      referral_code: referral.code,
    },
    referrer_info: referrer ? referrerName(referrer.firstName, referrer.lastName) : "",
    terms_conditions_link:
      typeof offer.document.terms_conditions_link === "string" ? offer.document.terms_conditions_link : "",
    referred_count: referred?.total ?? 0,
  };
}

/** Redeems another shopper's code once: both get the referral offer's points. */
export async function redeemReferral(
  db: Db,
  applicationId: string,
  shopper: Shopper,
  input: { referralCode: string; deviceId?: string },
  now: number,
): Promise<RedeemReferralCodeDetails> {
  const offer = (await rewardCreditEnabled(db, applicationId))
    ? await findLiveOffer(db, applicationId, REFERRAL_OFFER, now)
    : undefined;
  if (!offer) throw new ApiError(400, MESSAGES.notEnabled);

  const [owner] = await db
    .select({ userId: referrals.userId, firstName: users.firstName, lastName: users.lastName })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.userId))
    .where(
      and(
        eq(referrals.applicationId, applicationId),
        eq(referrals.code, input.referralCode),
        eq(users.active, true),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  const codeError = (message: string) => new ApiError(400, message, { referral_code: [message] });
  if (owner?.userId === shopper.id) throw codeError(MESSAGES.ownCode);
  if (!owner) throw codeError(MESSAGES.invalidCode);

  const points = offer.points;
  await db.transaction(async (tx) => {
    await ensureReferral(tx, applicationId, shopper.id, now);
    // Only the first redemption sets referred_by: a concurrent second one updates nothing.
    const claimed = await tx
      .update(referrals)
      .set({ referredBy: owner.userId, redeemedAt: new Date(now) })
      .where(and(eq(referrals.userId, shopper.id), isNull(referrals.referredBy), isNull(referrals.redeemedAt)))
      .returning({ userId: referrals.userId });
    if (!claimed.length) throw codeError(MESSAGES.alreadyRedeemed);
    const credited = await creditPoints(tx, {
      applicationId,
      userId: shopper.id,
      points,
      reasonKey: REFERRED_KEY,
      text1: "Referral bonus",
      text2: `Signed up with ${referrerName(owner.firstName, owner.lastName)}'s code`,
      meta: { offer: REFERRAL_OFFER, referrer_id: owner.userId, device_id: input.deviceId ?? "" },
      now,
    });
    if (!credited) throw codeError(MESSAGES.alreadyRedeemed);
    await creditPoints(tx, {
      applicationId,
      userId: owner.userId,
      points,
      reasonKey: referrerKey(shopper.id),
      text1: "Referral bonus",
      text2: `${referrerName(shopper.firstName, shopper.lastName)} used your referral code`,
      meta: { offer: REFERRAL_OFFER, referee_id: shopper.id },
      now,
    });
  });
  return {
    redeemed: true,
    message: `Referral code applied: you earned ${points} points`,
    referrer_info: referrerName(owner.firstName, owner.lastName),
    referrer_id: owner.userId,
    points,
  };
}
