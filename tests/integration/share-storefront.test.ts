/**
 * The storefront's side of sharing over the real service and database (no browser): the /cart
 * action's share intent (JSON and 303), the shared cart page's loader and its merge/replace action
 * for a signed-out shopper (cart id kept in the session), and /s/<hash> short links followed only
 * within the store.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { products, productSizes } from "../../service/db/schema";
import { handleCartAction } from "../../app/cart/action.server";
import { loadBag } from "../../app/cart/bag.server";
import { loadSharedCart, sharedCartAction } from "../../app/cart/shared-cart.server";
import { requestScope } from "../../app/request-scope.server";
import { followShortLink } from "../../app/short-link.server";
import { STOREFRONT_ORIGIN as ORIGIN, storefrontContext, sessionCookieOf } from "./storefront-helpers";
import { useTestService } from "./helpers";

vi.hoisted(() => {
  process.env.SESSION_SECRET = "integration-session-secret-not-for-production";
});

describe("storefront sharing (PGlite)", () => {
  const runtime = useTestService("pglite");
  let articles: { productUid: number; value: string }[] = [];

  beforeAll(async () => {
    const rows = await runtime()
      .database.db.select({ productUid: productSizes.productUid, value: productSizes.value })
      .from(productSizes)
      .innerJoin(products, eq(products.uid, productSizes.productUid))
      .where(and(gt(productSizes.quantity, 5), eq(products.sellable, true)))
      .orderBy(sql`${productSizes.productUid}`)
      .limit(40);
    const seen = new Set<number>();
    articles = rows.filter((r) => !seen.has(r.productUid) && seen.add(r.productUid));
  });

  const context = () => storefrontContext(runtime());

  /** A shopper's browser: keeps the session cookie between requests. */
  function browser() {
    let cookie = "";
    const keep = (response: Response) => {
      cookie = sessionCookieOf(response) ?? cookie;
      return response;
    };
    const form = (path: string, fields: Record<string, string>) =>
      new Request(`${ORIGIN}${path}`, {
        method: "POST",
        headers: { cookie, referer: `${ORIGIN}/cart/bag/` },
        body: new URLSearchParams(fields),
      });
    return {
      cart: async (fields: Record<string, string>) => keep(await handleCartAction(form("/cart", fields), context())),
      shared: async (token: string, fields: Record<string, string>) => {
        const result = await sharedCartAction({
          request: form(`/shared-cart/${token}`, fields),
          context: context(),
          params: { token },
        });
        return result instanceof Response ? keep(result) : result;
      },
      view: async (token: string) =>
        (
          await loadSharedCart({
            request: new Request(`${ORIGIN}/shared-cart/${token}`, { headers: { cookie } }),
            context: context(),
            params: { token },
          })
        ).data,
      bag: async () => {
        const answer = await loadBag(new Request(`${ORIGIN}/cart/bag/`, { headers: { cookie } }), context());
        return answer.data;
      },
    };
  }

  const add = (b: ReturnType<typeof browser>, a: { productUid: number; value: string }) =>
    b.cart({ intent: "add", item_id: String(a.productUid), item_size: a.value, enhanced: "1" });

  it("shares the bag (JSON with JavaScript, a 303 notice without), shows it and merges or replaces another bag with it", async () => {
    const sharer = browser();
    const empty = await sharer.cart({ intent: "share", enhanced: "1" });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ ok: false, message: "Add items to your bag before sharing it" });

    const [a, b, c] = articles;
    await add(sharer, a);
    await add(sharer, b);
    const shared = await sharer.cart({ intent: "share", enhanced: "1" });
    expect(shared.status).toBe(200);
    const body = (await shared.json()) as { ok: boolean; shareUrl: string };
    expect(body.ok).toBe(true);
    expect(body.shareUrl).toMatch(/^http:\/\/localhost:3000\/shared-cart\/[\w-]{32}$/);
    const token = body.shareUrl.split("/").pop()!;

    const plain = await sharer.cart({ intent: "share" });
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe("/cart/bag/");

    const friend = browser();
    const view = await friend.view(token);
    expect(view.lines.map((l) => l.itemId)).toEqual([a.productUid, b.productUid]);
    expect(view.sharedBy).toBeNull();
    expect(view.countLabel).toBe("2 items");

    await add(friend, c);
    const merged = await friend.shared(token, { intent: "merge" });
    expect(merged).toBeInstanceOf(Response);
    expect((merged as Response).status).toBe(303);
    expect((merged as Response).headers.get("location")).toBe("/cart/bag/");
    expect((await friend.bag()).lines.map((l) => l.itemId)).toEqual([c.productUid, a.productUid, b.productUid]);

    await friend.shared(token, { intent: "replace" });
    expect((await friend.bag()).lines.map((l) => l.itemId)).toEqual([a.productUid, b.productUid]);

    // A newcomer without any cart: the merge makes one and the session keeps it.
    const newcomer = browser();
    await newcomer.shared(token, { intent: "merge" });
    expect((await newcomer.bag()).lines).toHaveLength(2);

    const bad = await friend.shared(token, { intent: "steal" });
    expect(bad).not.toBeInstanceOf(Response);
    expect((bad as { init: ResponseInit | null }).init?.status).toBe(400);
  });

  it("answers 404 for an unknown shared cart", async () => {
    const thrown = await browser()
      .view("no-such-token")
      .catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
    expect(await (thrown as Response).json()).toEqual({
      message: "This shared cart does not exist: check the link you were sent",
    });
  });

  it("follows short links within the store only, while they are active and unexpired", async () => {
    const api = requestScope(new Request(`${ORIGIN}/`), context()).api;
    const make = async (url: string, extra: Record<string, unknown> = {}) =>
      (await api.share.createShortLink({ body: { title: "t", url, ...extra } })).url.hash;
    const follow = (hash: string) =>
      followShortLink({ request: new Request(`${ORIGIN}/s/${hash}`), context: context(), params: { hash } }).catch(
        (e: unknown) => e as Response,
      );

    const inside = await follow(await make("/products/?q=kurta"));
    expect(inside.status).toBe(302);
    expect(inside.headers.get("location")).toBe("/products/?q=kurta");
    const sameHost = await follow(await make(`${ORIGIN}/collections/`));
    expect(sameHost.headers.get("location")).toBe("/collections/");

    for (const hash of [
      await make("https://evil.example/phish"),
      await make("/a", { active: false }),
      await make("/a", { expire_at: new Date(Date.now() - 1000).toISOString() }),
      "no-such-hash",
      "bad hash!",
    ])
      expect((await follow(hash)).status, hash).toBe(404);
  });
});
