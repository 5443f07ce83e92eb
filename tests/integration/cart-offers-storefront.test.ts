/**
 * The storefront's reward points toggle and staff selection through the one `/cart` action over
 * the real service and database (no browser): the bag offers "Use N reward points" to a signed-in
 * shopper with points, the intent applies and removes them with JavaScript (JSON) and without (303,
 * a one-time notice), the breakup shows the Reward Points row; the staff intent is refused while
 * the store's staff_selection feature is off and keeps the chosen member when it is on.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { appStaff } from "../../service/db/schema";
import { creditPoints } from "../../service/modules/rewards/offers";
import { handleCartAction } from "../../app/cart/action.server";
import { loadBag } from "../../app/cart/bag.server";
import { loadStaffPage } from "../../app/cart/staff.server";
import { requestScope } from "../../app/request-scope.server";
import { useShopperService, type Shopper } from "./accounts-helpers";
import { setStaffSelection, stockedArticles, type Article } from "./checkout-helpers";
import { TEST_APPLICATION_ID } from "./constants";
import { signedInCookie, STOREFRONT_ORIGIN as ORIGIN, storefrontContext } from "./storefront-helpers";

vi.hoisted(() => {
  process.env.SESSION_SECRET = "integration-session-secret-not-for-production";
  // The store's features are read fresh on every page (the test switches staff_selection).
  process.env.STORE_CACHE_TTL_MS = "0";
});

describe("reward points and staff selection on the bag (storefront, PGlite)", () => {
  const service = useShopperService("pglite");
  let stocked: Article[] = [];
  beforeAll(async () => {
    stocked = await stockedArticles(service.db);
  });

  const context = () => storefrontContext(service.runtime);

  /** A signed-in shopper's browser with one line in the cart. */
  async function browserOf(shopper: Shopper, article: Article) {
    let cookie = await signedInCookie(context(), shopper.cookie);
    const post = async (fields: Record<string, string>) => {
      const response = await handleCartAction(
        new Request(`${ORIGIN}/cart`, {
          method: "POST",
          headers: { cookie, referer: `${ORIGIN}/cart/bag/` },
          body: new URLSearchParams(fields),
        }),
        context(),
      );
      const set = response.headers.get("set-cookie");
      if (set) cookie = set.split(";")[0];
      const json = response.headers.get("content-type")?.includes("application/json");
      return { status: response.status, body: json ? await response.json() : null, response };
    };
    const bag = async () =>
      (await loadBag(new Request(`${ORIGIN}/cart/bag/`, { headers: { cookie } }), context())).data;
    const notice = async () =>
      (await requestScope(new Request(`${ORIGIN}/`, { headers: { cookie } }), context()).session()).get("cartNotice");
    expect(
      (await post({ intent: "add", item_id: String(article.productUid), item_size: article.size, enhanced: "1" }))
        .status,
    ).toBe(200);
    const staffPage = async () =>
      (await loadStaffPage(new Request(`${ORIGIN}/cart/staff/`, { headers: { cookie } }), context())).data;
    return { post, bag, notice, staffPage };
  }

  it("offers the shopper's points and applies and removes them with and without JavaScript", async () => {
    const shopper = await service.register();
    await service.db.transaction((tx) =>
      creditPoints(tx, {
        applicationId: TEST_APPLICATION_ID,
        userId: shopper.id,
        points: 5000,
        reasonKey: "storefront-test",
        text1: "Test",
        now: Date.now(),
      }),
    );
    const browser = await browserOf(shopper, stocked[0]);
    const before = await browser.bag();
    expect(before.rewardPoints).toMatchObject({
      applied: false,
      label: expect.stringMatching(/^Use \d+ reward points$/),
    });
    expect(before.breakup.map((r) => r.key)).not.toContain("loyalty_points");

    const applied = await browser.post({ intent: "reward-points", points: "true", enhanced: "1" });
    expect(applied).toMatchObject({ status: 200, body: { ok: true, message: "Reward points applied" } });
    const after = await browser.bag();
    expect(after.rewardPoints?.applied).toBe(true);
    expect(after.breakup.find((r) => r.key === "loyalty_points")).toMatchObject({
      label: "Reward Points",
      value: expect.stringMatching(/^-₹[\d,]+/),
    });

    // Without JavaScript: 303 back to the bag with the outcome as a one-time notice.
    const removed = await browser.post({ intent: "reward-points", points: "false", redirectTo: "/cart/bag/" });
    expect(removed.status).toBe(303);
    expect(removed.response.headers.get("location")).toBe("/cart/bag/");
    expect(await browser.notice()).toMatchObject({ tone: "success", message: "Reward points removed" });
    expect((await browser.bag()).rewardPoints?.applied).toBe(false);
    expect((await browser.post({ intent: "reward-points", points: "maybe", enhanced: "1" })).status).toBe(400);
  });

  it("shows no toggle without points and refuses the staff intent while staff_selection is off", async () => {
    const shopper = await service.register();
    await service.db.execute(sql`delete from reward_points where user_id = ${shopper.id}`);
    const browser = await browserOf(shopper, stocked[1]);
    expect((await browser.bag()).rewardPoints).toBeNull();
    const [staff] = await service.db.select().from(appStaff).where(eq(appStaff.orderIncent, true)).limit(1);
    const off = await browser.post({ intent: "staff", staff_user_id: staff.id, enhanced: "1" });
    expect(off).toMatchObject({
      status: 400,
      body: { ok: false, errors: { staff_user_id: "Staff selection is not available" } },
    });
    const setFlag = (on: boolean) => setStaffSelection(service.db, on);
    expect((await browser.bag()).staff).toBeNull();
    await setFlag(true);
    try {
      const offered = (await browser.bag()).staff;
      expect(offered?.selected).toBe("");
      expect(offered?.options.map((o) => o.id)).toContain(staff.id);
      const chosen = await browser.post({ intent: "staff", staff_user_id: staff.id, enhanced: "1" });
      expect(chosen).toMatchObject({ status: 200, body: { ok: true, message: "Staff member selected" } });
      expect((await browser.bag()).staff?.selected).toBe(staff.id);
      expect((await browser.bag()).offerForms.map((f) => f.action)).toContain("/cart/staff/");
      expect((await browser.staffPage()).staff.selected).toBe(staff.id);
    } finally {
      await setFlag(false);
    }
  });
});
