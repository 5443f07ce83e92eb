/**
 * Rewards module (rewards/v1.0): offers by name, the signed-in shopper's points and their history,
 * the referral programme (each shopper's code, redeeming someone else's once). Points are rows of
 * reward_points; one credit per (user, reason key) is enforced by a unique index, so retries and
 * races never credit twice.
 */
import { and, count, desc, eq, gt, isNull, like, or, sql, sum } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type {
  Offer,
  PointsDetails,
  PointsHistory,
  PointsHistoryDetails,
  RedeemReferralCodeDetails,
  ReferralDetails,
  ShareMessages,
} from "../../contract/types";
import type { Db, Tx } from "../../db/client";
import { referrals, rewardPoints, users } from "../../db/schema";
import { ApiError, notFound, parseJson, parseParams, parseQuery } from "../../http/errors";
import { currentUser, optionalUser, requireUser, type UserEnv } from "../../http/session";
import { creditPoints, ensureReferral, findLiveOffer, referrerName, rewardCreditEnabled, toOffer } from "./offers";

export const REFERRAL_OFFER = "referral";
export const MESSAGES = {
  offerNotFound: "Offer not found",
  ownCode: "You cannot use your own referral code",
  invalidCode: "Invalid referral code",
  alreadyRedeemed: "A referral code has already been used on this account",
  notEnabled: "Referral rewards are not enabled",
} as const;
export const HISTORY_PAGE_SIZE = 10;
export const HISTORY_MAX_PAGE_SIZE = 50;

/** Reason keys of referral credits: "referred" for the new shopper, "referral:<their id>" for the referrer. */
const REFERRED_KEY = "referred";
const referrerKey = (refereeId: string) => `referral:${refereeId}`;

type PointsRow = typeof rewardPoints.$inferSelect;
function toHistory(row: PointsRow): PointsHistory {
  return {
    _id: row.id,
    application_id: row.applicationId,
    user_id: row.userId,
    points: row.points,
    remaining_points: row.remainingPoints,
    claimed: true,
    expires_on: row.expiresOn ? row.expiresOn.toISOString() : null,
    txn_name: row.txnType,
    text_1: row.text1,
    text_2: row.text2,
    text_3: row.text3,
    meta: row.meta,
    created_at: row.createdAt.toISOString(),
    updated_at: row.createdAt.toISOString(),
  };
}

async function balance(db: Tx, userId: string, now: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(rewardPoints.remainingPoints) })
    .from(rewardPoints)
    .where(
      and(
        eq(rewardPoints.userId, userId),
        or(isNull(rewardPoints.expiresOn), gt(rewardPoints.expiresOn, new Date(now))),
      ),
    );
  return Number(row?.total ?? 0);
}

const offerName = z.object({
  name: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,50}$/, "name must be an offer name"),
});

const historyQuery = z.object({
  page_id: z.string().trim().max(64, "page_id is invalid").optional(),
  page_size: z.coerce
    .number({ invalid_type_error: `page_size must be a whole number from 1 to ${HISTORY_MAX_PAGE_SIZE}` })
    .int(`page_size must be a whole number from 1 to ${HISTORY_MAX_PAGE_SIZE}`)
    .min(1, `page_size must be a whole number from 1 to ${HISTORY_MAX_PAGE_SIZE}`)
    .max(HISTORY_MAX_PAGE_SIZE, `page_size must be a whole number from 1 to ${HISTORY_MAX_PAGE_SIZE}`)
    .default(HISTORY_PAGE_SIZE),
});

const redeemBody = z.object({
  referral_code: z
    .string({ required_error: "referral_code is required", invalid_type_error: "referral_code must be text" })
    .trim()
    .min(1, "referral_code is required")
    .max(32, MESSAGES.invalidCode)
    .transform((v) => v.toUpperCase()),
  device_id: z
    .string({ invalid_type_error: "device_id must be text" })
    .trim()
    .max(200, "device_id must be at most 200 characters")
    .optional(),
});

/** Fills "{code}" in the offer's share texts with the shopper's code. */
function withCode(texts: ShareMessages, code: string): ShareMessages {
  return Object.fromEntries(
    Object.entries(texts).map(([k, v]) => [k, v.replaceAll("{code}", code)]),
  ) as unknown as ShareMessages;
}

export function rewardsRoutes(db: Db, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const routes = new Hono<UserEnv>({ strict: true });
  // Offers are public: only the shopper's own calls look up the session.
  routes.use("/v1.0/user/*", optionalUser(db, now));

  routes.get("/v1.0/offers/:name/", async (c) => {
    const { name } = parseParams(c, offerName);
    const offer = await findLiveOffer(db, c.get("application").id, name.toLowerCase(), now());
    if (!offer) throw notFound(MESSAGES.offerNotFound);
    const response: Offer = toOffer(offer);
    return c.json(response);
  });

  routes.get("/v1.0/user/points/", requireUser(), async (c) => {
    const response: PointsDetails = { points: await balance(db, currentUser(c).id, now()) };
    return c.json(response);
  });

  // Newest first; page_id is the _id of the last item of the previous page (page.next_id).
  routes.get("/v1.0/user/points/history/", requireUser(), async (c) => {
    const { page_id, page_size } = parseQuery(c, historyQuery);
    const userId = currentUser(c).id;
    const cursor = page_id && page_id !== "*" ? page_id : undefined;
    if (cursor) {
      const [found] = await db
        .select({ id: rewardPoints.id })
        .from(rewardPoints)
        .where(and(eq(rewardPoints.id, cursor), eq(rewardPoints.userId, userId)))
        .limit(1);
      if (!found) throw new ApiError(400, "page_id is invalid", { page_id: ["page_id is invalid"] });
    }
    const [rows, [{ total }]] = await Promise.all([
      db
        .select()
        .from(rewardPoints)
        .where(
          and(
            eq(rewardPoints.userId, userId),
            cursor
              ? sql`(${rewardPoints.createdAt}, ${rewardPoints.id}) < (select p.created_at, p.id from ${rewardPoints} p where p.id = ${cursor})`
              : undefined,
          ),
        )
        .orderBy(desc(rewardPoints.createdAt), desc(rewardPoints.id))
        .limit(page_size + 1),
      db.select({ total: count() }).from(rewardPoints).where(eq(rewardPoints.userId, userId)),
    ]);
    const hasNext = rows.length > page_size;
    const items = rows.slice(0, page_size);
    const response: PointsHistoryDetails = {
      items: items.map(toHistory),
      page: {
        type: "cursor",
        has_next: hasNext,
        has_previous: !!cursor,
        next_id: hasNext ? items[items.length - 1].id : null,
        size: page_size,
        item_total: total,
      },
    };
    return c.json(response);
  });

  routes.get("/v1.0/user/referral/", requireUser(), async (c) => {
    const user = currentUser(c);
    const appId = c.get("application").id;
    const at = now();
    const offer = await findLiveOffer(db, appId, REFERRAL_OFFER, at);
    if (!offer) throw notFound(MESSAGES.offerNotFound);
    const referral = await ensureReferral(db, appId, user.id, at);
    const [[earned], [referred], [referrer]] = await Promise.all([
      db
        .select({ total: sum(rewardPoints.points) })
        .from(rewardPoints)
        .where(
          and(
            eq(rewardPoints.userId, user.id),
            or(eq(rewardPoints.reasonKey, REFERRED_KEY), like(rewardPoints.reasonKey, "referral:%")),
          ),
        ),
      db.select({ total: count() }).from(referrals).where(eq(referrals.referredBy, user.id)),
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
    const response: ReferralDetails = {
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
    return c.json(response);
  });

  routes.post("/v1.0/user/referral/redeem/", requireUser(), async (c) => {
    const user = currentUser(c);
    const appId = c.get("application").id;
    const body = await parseJson(c, redeemBody);
    const at = now();
    const offer = (await rewardCreditEnabled(db, appId))
      ? await findLiveOffer(db, appId, REFERRAL_OFFER, at)
      : undefined;
    if (!offer) throw new ApiError(400, MESSAGES.notEnabled);

    const [owner] = await db
      .select({ userId: referrals.userId, firstName: users.firstName, lastName: users.lastName })
      .from(referrals)
      .innerJoin(users, eq(users.id, referrals.userId))
      .where(
        and(
          eq(referrals.applicationId, appId),
          eq(referrals.code, body.referral_code),
          eq(users.active, true),
          isNull(users.deletedAt),
        ),
      )
      .limit(1);
    const codeError = (message: string) => new ApiError(400, message, { referral_code: [message] });
    if (owner?.userId === user.id) throw codeError(MESSAGES.ownCode);
    if (!owner) throw codeError(MESSAGES.invalidCode);

    const points = offer.points;
    await db.transaction(async (tx) => {
      await ensureReferral(tx, appId, user.id, at);
      // Only the first redemption sets referred_by: a concurrent second one updates nothing.
      const claimed = await tx
        .update(referrals)
        .set({ referredBy: owner.userId, redeemedAt: new Date(at) })
        .where(and(eq(referrals.userId, user.id), isNull(referrals.referredBy), isNull(referrals.redeemedAt)))
        .returning({ userId: referrals.userId });
      if (!claimed.length) throw codeError(MESSAGES.alreadyRedeemed);
      const credited = await creditPoints(tx, {
        applicationId: appId,
        userId: user.id,
        points,
        reasonKey: REFERRED_KEY,
        text1: "Referral bonus",
        text2: `Signed up with ${referrerName(owner.firstName, owner.lastName)}'s code`,
        meta: { offer: REFERRAL_OFFER, referrer_id: owner.userId, device_id: body.device_id ?? "" },
        now: at,
      });
      if (!credited) throw codeError(MESSAGES.alreadyRedeemed);
      await creditPoints(tx, {
        applicationId: appId,
        userId: owner.userId,
        points,
        reasonKey: referrerKey(user.id),
        text1: "Referral bonus",
        text2: `${referrerName(user.firstName, user.lastName)} used your referral code`,
        meta: { offer: REFERRAL_OFFER, referee_id: user.id },
        now: at,
      });
    });
    const response: RedeemReferralCodeDetails = {
      redeemed: true,
      message: `Referral code applied: you earned ${points} points`,
      referrer_info: referrerName(owner.firstName, owner.lastName),
      referrer_id: owner.userId,
      points,
    };
    return c.json(response);
  });

  return routes;
}
