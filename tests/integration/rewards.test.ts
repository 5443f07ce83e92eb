/**
 * Rewards over a real database: offers, the signup credit (onUserCreated), points and their
 * history, referral codes and redeeming them.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../../service/db/client";
import { appDocuments, referrals, rewardOffers, rewardPoints } from "../../service/db/schema";
import { onUserCreated } from "../../service/modules/rewards/hooks";
import { REFERRAL_CODE_PATTERN } from "../../service/modules/rewards/offers";
import { TEST_APPLICATION_ID } from "./constants";
import { useShopperService } from "./accounts-helpers";
import { drivers } from "./helpers";

const REWARDS = "/service/application/rewards/v1.0";

/** Switches the features document's reward credit; returns the undo. */
async function setCredit(db: Db, enabled: boolean): Promise<() => Promise<unknown>> {
  const where = and(eq(appDocuments.applicationId, TEST_APPLICATION_ID), eq(appDocuments.kind, "features"));
  const [row] = await db.select().from(appDocuments).where(where);
  const data = structuredClone(row.data) as {
    feature: { common: { reward_points: { credit: { enabled: boolean } } } };
  };
  data.feature.common.reward_points.credit.enabled = enabled;
  await db.update(appDocuments).set({ data }).where(where);
  return () => db.update(appDocuments).set({ data: row.data }).where(where);
}

describe.each(drivers)("rewards on %s", (driver) => {
  const service = useShopperService(driver);
  const { call } = service;
  /** A new shopper with the signup credit (the user module's registration calls onUserCreated; calling it again is a no-op). */
  const register = async (overrides: Record<string, unknown> = {}) => {
    const shopper = await service.register(overrides);
    await onUserCreated(service.db, TEST_APPLICATION_ID, shopper.id, Date.now());
    return shopper;
  };
  const points = async (cookie: string) => (await call(`${REWARDS}/user/points/`, { cookie })).body.points as number;
  const referralCode = async (cookie: string) =>
    (await call(`${REWARDS}/user/referral/`, { cookie })).body.user.referral_code as string;
  const redeem = (cookie: string, body: unknown) =>
    call(`${REWARDS}/user/referral/redeem/`, { method: "POST", cookie, body });
  const redeemCode = (cookie: string, code: string) => redeem(cookie, { referral_code: code, device_id: "web" });

  it("answers 401 'Login required' for the shopper's calls without a session", async () => {
    for (const [path, method, body] of [
      ["user/points/", "GET", undefined],
      ["user/points/history/", "GET", undefined],
      ["user/referral/", "GET", undefined],
      ["user/referral/redeem/", "POST", { referral_code: "ABCDEFGH", device_id: "web" }],
    ] as const) {
      const res = await call(`${REWARDS}/${path}`, { method, body });
      expect(res.status, path).toBe(401);
      expect(res.body.message).toBe("Login required");
    }
  });

  describe("offers", () => {
    it("serves the seeded signup and referral offers in the official Offer shape", async () => {
      const signup = await call(`${REWARDS}/offers/signup/`);
      expect(signup.status).toBe(200);
      expect(signup.body).toMatchObject({
        name: "signup",
        type: "signup",
        active: true,
        application_id: TEST_APPLICATION_ID,
        points: 100,
        rule: { points: 100 },
        _schedule: { start: expect.any(String), end: null },
        banner_image: { secure_url: expect.stringContaining("/service/media/banner/") },
        share: expect.objectContaining({ text: expect.any(String) }),
      });
      expect(signup.body.text).toContain("100");
      const referral = await call(`${REWARDS}/offers/referral/`);
      expect(referral.body).toMatchObject({ name: "referral", points: 250 });
    });

    it("answers 404 'Offer not found' for a missing, inactive or not yet started offer", async () => {
      const missing = await call(`${REWARDS}/offers/birthday/`);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe("Offer not found");
      expect((await call(`${REWARDS}/offers/bad%20name/`)).status).toBe(400);

      const where = and(eq(rewardOffers.applicationId, TEST_APPLICATION_ID), eq(rewardOffers.name, "signup"));
      const [row] = await service.db.select().from(rewardOffers).where(where);
      try {
        await service.db.update(rewardOffers).set({ active: false }).where(where);
        expect((await call(`${REWARDS}/offers/signup/`)).status).toBe(404);
        await service.db
          .update(rewardOffers)
          .set({ active: true, document: { ...row.document, _schedule: { start: "2999-01-01T00:00:00Z", end: null } } })
          .where(where);
        expect((await call(`${REWARDS}/offers/signup/`)).status).toBe(404);
      } finally {
        await service.db.update(rewardOffers).set({ active: row.active, document: row.document }).where(where);
      }
    });
  });

  describe("signup credit", () => {
    it("credits the signup offer once when reward credit is enabled", async () => {
      const shopper = await register();
      // The user module calls onUserCreated at registration; calling it again credits nothing more.
      await onUserCreated(service.db, TEST_APPLICATION_ID, shopper.id, Date.now());
      await onUserCreated(service.db, TEST_APPLICATION_ID, shopper.id, Date.now());
      expect(await points(shopper.cookie)).toBe(100);
      const history = await call(`${REWARDS}/user/points/history/`, { cookie: shopper.cookie });
      expect(history.body.items).toHaveLength(1);
      expect(history.body.items[0]).toMatchObject({
        user_id: shopper.id,
        application_id: TEST_APPLICATION_ID,
        points: 100,
        remaining_points: 100,
        txn_name: "credit",
        text_1: "Signup bonus",
        expires_on: null,
      });
    });

    it("credits nothing when reward credit is off or the offer is inactive", async () => {
      /** The points onUserCreated credits a new shopper (their registration's credit taken back first). */
      const signupCreditOfNewShopper = async () => {
        const shopper = await register();
        await service.db.delete(rewardPoints).where(eq(rewardPoints.userId, shopper.id));
        await onUserCreated(service.db, TEST_APPLICATION_ID, shopper.id, Date.now());
        return points(shopper.cookie);
      };
      const undo = await setCredit(service.db, false);
      try {
        expect(await signupCreditOfNewShopper()).toBe(0);
      } finally {
        await undo();
      }
      const where = and(eq(rewardOffers.applicationId, TEST_APPLICATION_ID), eq(rewardOffers.name, "signup"));
      await service.db.update(rewardOffers).set({ active: false }).where(where);
      try {
        expect(await signupCreditOfNewShopper()).toBe(0);
      } finally {
        await service.db.update(rewardOffers).set({ active: true }).where(where);
      }
    });
  });

  describe("points and history", () => {
    it("sums unexpired remaining points and pages the history newest first", async () => {
      const shopper = await register();
      await service.db.delete(rewardPoints).where(eq(rewardPoints.userId, shopper.id));
      const base = Date.UTC(2026, 0, 10);
      const rows = Array.from({ length: 23 }, (_, i) => ({
        id: `p${String(i).padStart(3, "0")}${shopper.id.slice(0, 8)}`,
        applicationId: TEST_APPLICATION_ID,
        userId: shopper.id,
        points: 10 + i,
        remainingPoints: i % 5 === 0 ? 0 : 10 + i,
        txnType: "credit" as const,
        reasonKey: `order:${i}`,
        text1: `Order ${i}`,
        // Three rows share an instant: the id breaks the tie.
        createdAt: new Date(base + (i < 3 ? 0 : i) * 60_000),
      }));
      rows.push({
        ...rows[0],
        id: `expired${shopper.id.slice(0, 8)}`,
        reasonKey: "old",
        remainingPoints: 500,
        createdAt: new Date(base - 1),
      });
      await service.db.insert(rewardPoints).values(rows);
      await service.db
        .update(rewardPoints)
        .set({ expiresOn: new Date(Date.now() - 1000) })
        .where(eq(rewardPoints.id, `expired${shopper.id.slice(0, 8)}`));

      const expected = rows.filter((r) => r.reasonKey !== "old").reduce((sum, r) => sum + r.remainingPoints, 0);
      expect(await points(shopper.cookie)).toBe(expected);

      const seen: string[] = [];
      let pageId: string | null = null;
      let pages = 0;
      do {
        const query: string = pageId ? `?page_size=10&page_id=${pageId}` : "?page_size=10";
        const res = await call(`${REWARDS}/user/points/history/${query}`, { cookie: shopper.cookie });
        expect(res.status).toBe(200);
        expect(res.body.page).toMatchObject({ type: "cursor", size: 10, item_total: 24, has_previous: pages > 0 });
        seen.push(...res.body.items.map((i: { _id: string }) => i._id));
        pageId = res.body.page.next_id;
        expect(res.body.page.has_next).toBe(pageId !== null);
        pages++;
      } while (pageId && pages < 10);
      expect(pages).toBe(3);
      const order = [...rows]
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
        .map((r) => r.id);
      expect(seen).toEqual(order);

      const defaults = await call(`${REWARDS}/user/points/history/`, { cookie: shopper.cookie });
      expect(defaults.body.items).toHaveLength(10);
      expect(defaults.body.page.size).toBe(10);

      for (const query of ["?page_size=51", "?page_size=0", "?page_size=abc", "?page_id=unknown"]) {
        const res = await call(`${REWARDS}/user/points/history/${query}`, { cookie: shopper.cookie });
        expect(res.status, query).toBe(400);
      }
      // Another shopper's cursor is not accepted.
      const other = await register();
      const foreign = await call(`${REWARDS}/user/points/history/?page_id=${rows[5].id}`, { cookie: other.cookie });
      expect(foreign.status).toBe(400);
      expect(foreign.body.errors).toEqual({ page_id: ["page_id is invalid"] });
    });
  });

  describe("referrals", () => {
    it("creates one code per shopper lazily, even under concurrent requests", async () => {
      const shopper = await register();
      const results = await Promise.all(
        Array.from({ length: 5 }, () => call(`${REWARDS}/user/referral/`, { cookie: shopper.cookie })),
      );
      const codes = new Set(results.map((r) => r.body.user.referral_code));
      expect(results.every((r) => r.status === 200)).toBe(true);
      expect(codes.size).toBe(1);
      const [code] = codes;
      expect(code).toMatch(REFERRAL_CODE_PATTERN);
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      expect(results[0].body).toMatchObject({
        referral: { name: "referral", points: 250 },
        user: { blocked: false, points: 0, redeemed: false, referral_code: code },
        referrer_info: "",
        referred_count: 0,
        terms_conditions_link: expect.any(String),
      });
      expect(results[0].body.share.text).toContain(code);
      expect(await service.db.select().from(referrals).where(eq(referrals.userId, shopper.id))).toHaveLength(1);
    });

    it("redeems a friend's code once, crediting both sides once", async () => {
      const referrer = await register({ first_name: "Asha", last_name: "Rao" });
      const code = await referralCode(referrer.cookie);
      const friend = await register({ first_name: "Vikram", last_name: "Shah" });
      const before = { referrer: await points(referrer.cookie), friend: await points(friend.cookie) };

      const res = await redeemCode(friend.cookie, ` ${code.toLowerCase()} `);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        redeemed: true,
        message: expect.stringContaining("250"),
        referrer_info: "Asha R.",
        referrer_id: referrer.id,
        points: 250,
      });
      expect(await points(referrer.cookie)).toBe(before.referrer + 250);
      expect(await points(friend.cookie)).toBe(before.friend + 250);

      const friendDetails = (await call(`${REWARDS}/user/referral/`, { cookie: friend.cookie })).body;
      expect(friendDetails.user).toMatchObject({ redeemed: true, points: 250 });
      expect(friendDetails.referrer_info).toBe("Asha R.");
      const referrerDetails = (await call(`${REWARDS}/user/referral/`, { cookie: referrer.cookie })).body;
      expect(referrerDetails).toMatchObject({ referred_count: 1, user: { points: 250, redeemed: false } });

      // A second code on the same account is refused; nothing more is credited.
      const third = await register();
      const thirdCode = await referralCode(third.cookie);
      const again = await redeemCode(friend.cookie, thirdCode);
      expect(again.status).toBe(400);
      expect(again.body.message).toBe("A referral code has already been used on this account");
      expect(await points(friend.cookie)).toBe(before.friend + 250);
      expect(await points(third.cookie)).toBe(100);
    });

    it("refuses the shopper's own code, unknown codes and bad bodies", async () => {
      const shopper = await register();
      const code = await referralCode(shopper.cookie);
      const own = await redeemCode(shopper.cookie, code);
      expect(own.status).toBe(400);
      expect(own.body).toMatchObject({
        message: "You cannot use your own referral code",
        errors: { referral_code: ["You cannot use your own referral code"] },
      });
      const unknown = await redeemCode(shopper.cookie, "ZZZZZZZZ");
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe("Invalid referral code");
      const missing = await redeem(shopper.cookie, { device_id: "web" });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({ referral_code: ["referral_code is required"] });
      expect((await redeem(shopper.cookie, { referral_code: 12345678 })).status).toBe(400);
      expect(await points(shopper.cookie)).toBe(100);
    });

    it("credits once when the same shopper redeems concurrently", async () => {
      const referrer = await register();
      const code = await referralCode(referrer.cookie);
      const friend = await register();
      const results = await Promise.all(Array.from({ length: 4 }, () => redeemCode(friend.cookie, code)));
      expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400]);
      expect(await points(friend.cookie)).toBe(350);
      expect(await points(referrer.cookie)).toBe(350);
    });

    it("answers 'Referral rewards are not enabled' when reward credit is off", async () => {
      const referrer = await register();
      const code = await referralCode(referrer.cookie);
      const friend = await register();
      const undo = await setCredit(service.db, false);
      try {
        const res = await redeemCode(friend.cookie, code);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe("Referral rewards are not enabled");
      } finally {
        await undo();
      }
      const later = await redeemCode(friend.cookie, code);
      expect(later.status).toBe(200);
    });
  });
});
