/**
 * The storefront's /cart action and bag over the real service and database (no browser): add,
 * update and remove with and without JavaScript, the anonymous cart id kept in the session cookie,
 * and bad input (quantities 0, −1, 10⁹, text; unknown products) answered with a clear 4xx, never a 5xx.
 */
import { decodeEvents, EVENTS_COOKIE } from "~/lib/analytics";
import { and, between, gt, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { productSizes, themes } from "../../service/db/schema";
import { handleCartAction } from "../../app/cart/action.server";
import { loadBag } from "../../app/cart/bag.server";
import { loadCartCount } from "../../app/cart/cart.server";
import { loadAvailableCoupons } from "../../app/cart/coupons.server";
import { requestScope } from "../../app/request-scope.server";
import { commitSession } from "../../app/session.server";
import { storefrontContext, sessionCookieOf } from "./storefront-helpers";
import { useTestService } from "./helpers";

// Before the storefront's modules load: the session cookie's secret (never a file in the data folder).
vi.hoisted(() => {
  process.env.SESSION_SECRET = "integration-session-secret-not-for-production";
});

describe("storefront cart (PGlite)", () => {
  const runtime = useTestService("pglite");
  let article: { productUid: number; value: string };
  let another: { productUid: number; value: string };

  beforeAll(async () => {
    const inStock = await runtime()
      .database.db.select({ productUid: productSizes.productUid, value: productSizes.value })
      .from(productSizes)
      .where(and(gt(productSizes.quantity, 5)))
      .orderBy(sql`${productSizes.productUid}`)
      .limit(40);
    article = inStock[0];
    another = inStock.find((a) => a.productUid !== article.productUid)!;
  });

  const context = () => storefrontContext(runtime());

  /** A shopper's browser: keeps the session cookie between requests. */
  function shopper() {
    let cookie = "";
    const keep = (response: Response) => {
      cookie = sessionCookieOf(response) ?? cookie;
      return response;
    };
    return {
      async post(fields: Record<string, string>) {
        const request = new Request("http://localhost:3000/cart", {
          method: "POST",
          headers: { cookie, referer: "http://localhost:3000/products/" },
          body: new URLSearchParams(fields),
        });
        const response = keep(await handleCartAction(request, context()));
        const json = response.headers.get("content-type")?.includes("application/json");
        return { status: response.status, body: json ? ((await response.json()) as unknown) : null, response };
      },
      async bag() {
        const request = new Request("http://localhost:3000/cart/bag/", { headers: { cookie } });
        const answer = await loadBag(request, context());
        const headers = new Headers(answer.init?.headers);
        if (headers.get("set-cookie")) cookie = headers.get("set-cookie")!.split(";")[0];
        return answer.data;
      },
      async count() {
        const request = new Request("http://localhost:3000/", { headers: { cookie } });
        return loadCartCount(requestScope(request, context()));
      },
      get cookie() {
        return cookie;
      },
    };
  }

  it("adds, updates and removes with JavaScript (JSON), the cart id kept in the session", async () => {
    const browser = shopper();
    expect(await browser.count()).toBe(0);
    expect((await browser.bag()).lines).toEqual([]);
    const added = await browser.post({
      intent: "add",
      item_id: String(article.productUid),
      item_size: article.value,
      enhanced: "1",
    });
    expect(added).toMatchObject({ status: 200, body: { ok: true, intent: "add", message: "Added to your cart" } });
    expect(browser.cookie).toMatch(/^__vitrine=/);
    // The analytics event of the add, for the page's script (app/analytics.client.ts).
    const events = added.response.headers.getSetCookie().find((set) => set.startsWith(`${EVENTS_COOKIE}=`))!;
    expect(events).toMatch(/Max-Age=60/);
    expect(decodeEvents(decodeURIComponent(events.split(";")[0].slice(EVENTS_COOKIE.length + 1)))).toEqual([
      expect.objectContaining({
        event: "add_to_cart",
        cart_action: "add to cart",
        channel: "web",
        items: [
          expect.objectContaining({ item_id: String(article.productUid), item_variant: article.value, quantity: 1 }),
        ],
      }),
    ]);
    await browser.post({ intent: "add", item_id: String(another.productUid), item_size: another.value, enhanced: "1" });
    expect(await browser.count()).toBe(2);

    const bag = await browser.bag();
    expect(bag.lines.map((l) => l.itemId).sort()).toEqual([article.productUid, another.productUid].sort());
    expect(bag.countLabel).toBe("2 items");
    expect(bag.breakup.at(-1)).toMatchObject({ key: "total", total: true });
    expect(bag.breakup.at(-1)!.value).toMatch(/^₹[\d,]+(\.\d{2})?$/);
    expect(bag.isValid).toBe(true);

    const line = bag.lines.find((l) => l.itemId === article.productUid)!;
    const ids = {
      item_id: String(line.itemId),
      item_size: line.size,
      article_id: line.articleId,
      identifier: line.identifier,
      item_index: String(line.itemIndex),
      enhanced: "1",
    };
    expect(await browser.post({ ...ids, intent: "update", quantity: "3" })).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect((await browser.bag()).lines.find((l) => l.itemId === article.productUid)!.quantity).toBe(3);
    expect(await browser.count()).toBe(4);
    expect(await browser.post({ ...ids, intent: "remove" })).toMatchObject({ status: 200, body: { ok: true } });
    expect((await browser.bag()).lines.map((l) => l.itemId)).toEqual([another.productUid]);
    expect(await browser.count()).toBe(1);
  });

  it("without JavaScript answers 303 back to the page, with the outcome as a one-time notice", async () => {
    const browser = shopper();
    const added = await browser.post({
      intent: "add",
      item_id: String(article.productUid),
      item_size: article.value,
      redirectTo: "/product/x/?size=M",
    });
    expect(added.status).toBe(303);
    expect(added.response.headers.get("location")).toBe("/product/x/?size=M");
    const refused = await browser.post({ intent: "add", item_id: String(article.productUid) });
    expect(refused.status).toBe(303);
    // No redirectTo: back to the referring page of this store.
    expect(refused.response.headers.get("location")).toBe("/products/");
    expect(await browser.count()).toBe(1);
  });

  it("answers bad input with a clear 4xx and leaves the cart as it was", async () => {
    const browser = shopper();
    await browser.post({ intent: "add", item_id: String(article.productUid), item_size: article.value, enhanced: "1" });
    const line = (await browser.bag()).lines[0];
    const update = (quantity: string) =>
      browser.post({
        intent: "update",
        item_id: String(line.itemId),
        item_size: line.size,
        identifier: line.identifier,
        quantity,
        enhanced: "1",
      });
    for (const [quantity, message] of [
      ["0", "Quantity must be at least 1"],
      ["-1", "Quantity must be at least 1"],
      ["1000000000", "Quantity can be at most 50"],
      ["text", "Quantity must be a whole number"],
    ]) {
      expect(await update(quantity), quantity).toMatchObject({ status: 400, body: { ok: false, message } });
    }
    const unknown = await browser.post({ intent: "add", item_id: "999999999", item_size: "M", enhanced: "1" });
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.status).toBeLessThan(500);
    expect(unknown.body).toMatchObject({ ok: false });
    expect((unknown.body as { message: string }).message).toBeTruthy();
    const absurd = await browser.post({
      intent: "add",
      item_id: String(article.productUid),
      item_size: "NO-SUCH-SIZE",
      enhanced: "1",
    });
    expect(absurd.status).toBeGreaterThanOrEqual(400);
    expect(absurd.status).toBeLessThan(500);
    expect((await browser.bag()).lines.map((l) => l.quantity)).toEqual([1]);
  });
  it("applies and removes a coupon (JSON and 303); a refusal goes under the coupon field, the typed code kept", async () => {
    // One article worth ₹1,000–₹1,400: enough for FLAT100 (₹999), not for SAVE20 (₹1,499); no delivery charge.
    const [worth] = await runtime()
      .database.db.select({ productUid: productSizes.productUid, value: productSizes.value })
      .from(productSizes)
      .where(and(gt(productSizes.quantity, 5), between(productSizes.priceEffective, 1000, 1400)))
      .orderBy(sql`${productSizes.productUid}`)
      .limit(1);
    const browser = shopper();
    const apply = (code: string, extra: Record<string, string> = { enhanced: "1" }) =>
      browser.post({ intent: "apply-coupon", coupon_code: code, ...extra });
    const notice = async () => {
      const request = new Request("http://localhost:3000/cart/bag/", { headers: { cookie: browser.cookie } });
      return (await requestScope(request, context()).session()).get("cartNotice");
    };

    expect(await apply("FLAT100")).toMatchObject({
      status: 400,
      body: { ok: false, intent: "apply-coupon", errors: { coupon_code: "Add items to the cart to apply a coupon" } },
    });
    await browser.post({ intent: "add", item_id: String(worth.productUid), item_size: worth.value, enhanced: "1" });
    for (const [code, message] of [
      ["", "Enter a coupon code"],
      ["NOT A CODE", "Invalid coupon code"],
      ["NOSUCHCODE", "Invalid coupon code"],
      ["WELCOME10", "Sign in to use this coupon"],
      ["NEWYEAR26", "This coupon has expired"],
    ]) {
      expect(await apply(code), code).toMatchObject({
        status: 400,
        body: { ok: false, message, errors: { coupon_code: message } },
      });
    }
    const below = await apply("save20");
    expect(below.status).toBe(400);
    expect((below.body as { message: string }).message).toMatch(/^Add items worth ₹[\d.]+ more to apply this coupon$/);

    const before = await browser.bag();
    expect(before.coupon).toBeNull();
    expect(before.breakup.some((row) => row.key === "coupon")).toBe(false);
    expect(await apply(" flat100 ")).toMatchObject({
      status: 200,
      body: { ok: true, intent: "apply-coupon", message: "Coupon FLAT100 applied", errors: {} },
    });
    const after = await browser.bag();
    expect(after.coupon).toEqual({ code: "FLAT100", title: "₹100 off", message: "₹100 off applied", holds: true });
    expect(after.breakup.find((row) => row.key === "coupon")).toMatchObject({ value: "-₹100", notes: ["FLAT100"] });
    const total = (bag: typeof after) => Number(bag.breakup.at(-1)!.value.replace(/[₹,]/g, ""));
    expect(total(after)).toBe(total(before) - 100);

    const listed = await loadAvailableCoupons(
      new Request("http://localhost:3000/cart/available-coupons/?buy_now=true", {
        headers: { cookie: browser.cookie },
      }),
      context(),
    );
    expect(listed.data.bagHref).toBe("/cart/bag/?buy_now=true");
    const byCode = Object.fromEntries(listed.data.coupons.map((c) => [c.code, c]));
    expect(Object.keys(byCode).sort()).toEqual(["FLAT100", "PREPAID50", "SAVE20", "WELCOME10"]);
    expect(byCode.FLAT100).toMatchObject({ applied: true, applicable: true, message: "" });
    expect(byCode.FLAT100.conditions).toEqual(["Minimum cart value ₹999", "Valid till 31 Dec 2031"]);
    expect(byCode.WELCOME10).toMatchObject({
      applied: false,
      applicable: false,
      message: "Sign in to use this coupon",
    });

    // Without JavaScript: 303 back to the bag with a one-time notice about the coupon field.
    const removed = await browser.post({ intent: "remove-coupon", redirectTo: "/cart/bag/?from=coupons" });
    expect(removed.status).toBe(303);
    expect(removed.response.headers.get("location")).toBe("/cart/bag/?from=coupons");
    expect(await notice()).toEqual({ tone: "success", message: "Coupon removed", field: "coupon_code" });
    expect((await browser.bag()).coupon).toBeNull();
    expect((await browser.bag()).breakup.some((row) => row.key === "coupon")).toBe(false);
    const refused = await apply("wrong-code", { redirectTo: "/cart/bag/" });
    expect(refused.status).toBe(303);
    expect(await notice()).toEqual({
      tone: "error",
      message: "Invalid coupon code",
      field: "coupon_code",
      value: "wrong-code",
    });

    // A coupon that stops holding (the cart drops below its minimum) stays on the cart, takes
    // nothing off, and the bag says why.
    const line = (await browser.bag()).lines[0];
    const quantity = (n: number) =>
      browser.post({
        intent: "update",
        item_id: String(line.itemId),
        item_size: line.size,
        identifier: line.identifier,
        quantity: String(n),
        enhanced: "1",
      });
    await quantity(2);
    expect(await apply("SAVE20")).toMatchObject({ status: 200, body: { ok: true } });
    expect((await browser.bag()).coupon).toMatchObject({ code: "SAVE20", holds: true });
    await quantity(1);
    const stale = await browser.bag();
    expect(stale.coupon).toMatchObject({ code: "SAVE20", title: "20% off", holds: false });
    expect(stale.coupon!.message).toMatch(/^Add items worth ₹[\d.]+ more to apply this coupon$/);
    expect(stale.breakup.some((row) => row.key === "coupon")).toBe(false);
  });

  it("sends shoppers home from the coupon list and the coupon intents when the theme disables the cart", async () => {
    // A copy of the applied theme with the cart disabled, previewed by this shopper (its session).
    const db = runtime().database.db;
    const [applied] = await db
      .select()
      .from(themes)
      .where(sql`${themes.applied}`);
    const config = structuredClone(applied.config) as { list: { global_config: { custom: { props: object } } }[] };
    for (const entry of config.list)
      entry.global_config.custom.props = { ...entry.global_config.custom.props, disable_cart: true };
    const id = "c0c0c0c0c0c0c0c0c0c0c0c0";
    await db.insert(themes).values({ ...applied, id, applied: false, config });
    const session = await requestScope(new Request("http://localhost:3000/"), context()).session();
    session.set("previewThemeId", id);
    const cookie = (await commitSession(session)).split(";")[0];

    const list = new Request("http://localhost:3000/cart/available-coupons/", { headers: { cookie } });
    const thrown = await loadAvailableCoupons(list, context()).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe("/");
    const apply = new Request("http://localhost:3000/cart", {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams({ intent: "apply-coupon", coupon_code: "FLAT100", enhanced: "1" }),
    });
    const refused = await handleCartAction(apply, context()).catch((error: unknown) => error);
    expect((refused as Response).status).toBe(303);
    expect((refused as Response).headers.get("location")).toBe("/");
  });
});
