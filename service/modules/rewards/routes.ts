/**
 * Rewards module (rewards/v1.0): offers by name (offers.ts), the signed-in shopper's points and
 * their history (points.ts), the referral programme (referrals.ts).
 */
import { Hono } from "hono";
import type { Db } from "../../db/client";
import { parseJson, parseParams, parseQuery } from "../../http/errors";
import { currentUser, optionalUser, requireUser, type UserEnv } from "../../http/session";
import { liveOffer } from "./offers";
import { pointsBalance, pointsHistory } from "./points";
import { redeemReferral, referralDetails } from "./referrals";
import { historyQuery, offerName, redeemBody } from "./validators";

export function rewardsRoutes(db: Db, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const routes = new Hono<UserEnv>({ strict: true });
  // Offers are public: only the shopper's own calls look up the session.
  routes.use("/v1.0/user/*", optionalUser(db, now));

  routes.get("/v1.0/offers/:name/", async (c) => {
    const { name } = parseParams(c, offerName);
    return c.json(await liveOffer(db, c.get("application").id, name, now()));
  });

  routes.get("/v1.0/user/points/", requireUser(), async (c) =>
    c.json(await pointsBalance(db, currentUser(c).id, now())),
  );

  routes.get("/v1.0/user/points/history/", requireUser(), async (c) => {
    const { page_id, page_size } = parseQuery(c, historyQuery);
    return c.json(await pointsHistory(db, currentUser(c).id, { pageId: page_id, pageSize: page_size }));
  });

  routes.get("/v1.0/user/referral/", requireUser(), async (c) =>
    c.json(await referralDetails(db, c.get("application").id, currentUser(c).id, now())),
  );

  routes.post("/v1.0/user/referral/redeem/", requireUser(), async (c) => {
    const shopper = currentUser(c);
    const body = await parseJson(c, redeemBody);
    const input = { referralCode: body.referral_code, deviceId: body.device_id };
    return c.json(await redeemReferral(db, c.get("application").id, shopper, input, now()));
  });

  return routes;
}
