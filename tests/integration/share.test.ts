/**
 * Sharing over a real database: shared carts (share → view → merge → replace, stock bounds, a
 * snapshot that does not follow the sharer's cart, unknown tokens) and the share module's short
 * links and QR codes.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { collections, products } from "../../service/db/schema";
import { useShopperService } from "./accounts-helpers";
import { articleStock, cartItem, useStockedArticles } from "./checkout-helpers";
import { drivers } from "./helpers";

const CART = "/service/application/cart/v1.0";
const SHARE = "/service/application/share/v1.0";

describe.each(drivers)("sharing on %s", (driver) => {
  const service = useShopperService(driver);
  const { call, register } = service;
  const article = useStockedArticles(service);
  const line = cartItem;
  const add = async (items: unknown[], query = "", cookie?: string) => {
    const res = await call(`${CART}/detail${query}`, { method: "POST", body: { items }, cookie });
    expect(res.status).toBe(200);
    return res.body.cart as { id: string };
  };
  const share = (body: unknown, cookie?: string) => call(`${CART}/share-cart`, { method: "POST", body, cookie });
  const quantities = (cart: { items: { article: { uid: string }; quantity: number }[] }) =>
    Object.fromEntries(cart.items.map((i) => [i.article.uid, i.quantity]));
  const { setStock } = articleStock(service);

  it("shares a cart, shows it, merges it into another cart, then replaces a cart with it", async () => {
    const sharer = await register({ first_name: "Asha", last_name: "Rao" });
    const [a, b, c] = [article(), article(), article()];
    await add([line(a, 2), line(b, 1)], "", sharer.cookie);

    const shared = await share({ meta: { via: "test" } }, sharer.cookie);
    expect(shared.status).toBe(200);
    const { token, share_url } = shared.body as { token: string; share_url: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(share_url).toBe(`http://localhost:3000/shared-cart/${token}`);

    // The sharer's cart changes afterwards: the shared cart is the snapshot.
    await add([line(c, 1)], "", sharer.cookie);

    const viewed = await call(`${CART}/share-cart/${token}`);
    expect(viewed.status).toBe(200);
    expect(viewed.body.error).toBe("");
    expect(quantities(viewed.body.cart)).toEqual({ [a.articleId]: 2, [b.articleId]: 1 });
    expect(viewed.body.cart.shared_cart_details).toMatchObject({
      token,
      user: { user_id: sharer.id, first_name: "Asha", last_name: "Rao", is_anonymous: false },
      meta: { via: "test" },
    });
    expect(new Date(viewed.body.cart.shared_cart_details.created_on).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(viewed.body.cart.breakup_values.raw.subtotal).toBeGreaterThan(0);

    // An anonymous visitor with a cart of their own (1 of a): merge sums.
    const mine = await add([line(a, 1)]);
    const merged = await call(`${CART}/share-cart/${token}/merge?id=${mine.id}`, { method: "POST" });
    expect(merged.status).toBe(200);
    expect(merged.body.cart.id).toBe(mine.id);
    expect(quantities(merged.body.cart)).toEqual({ [a.articleId]: 3, [b.articleId]: 1 });
    expect(merged.body.cart.shared_cart_details.token).toBe(token);
    // The cart kept them.
    expect(quantities((await call(`${CART}/detail?id=${mine.id}`)).body)).toEqual({
      [a.articleId]: 3,
      [b.articleId]: 1,
    });

    // Replace: a cart with d only becomes the shared lines.
    const d = article();
    const other = await add([line(d, 1)]);
    const replaced = await call(`${CART}/share-cart/${token}/replace?id=${other.id}`, { method: "POST" });
    expect(replaced.status).toBe(200);
    expect(quantities(replaced.body.cart)).toEqual({ [a.articleId]: 2, [b.articleId]: 1 });

    // A visitor without a cart gets a new one holding the lines.
    const fresh = await call(`${CART}/share-cart/${token}/merge`, { method: "POST" });
    expect(fresh.status).toBe(200);
    expect(fresh.body.cart.id).toMatch(/^[0-9a-f]{24}$/);
    expect(quantities(fresh.body.cart)).toEqual({ [a.articleId]: 2, [b.articleId]: 1 });

    // The signed-in shopper's merge goes to their own cart.
    const friend = await register();
    const signedIn = await call(`${CART}/share-cart/${token}/merge`, { method: "POST", cookie: friend.cookie });
    expect(quantities((await call(`${CART}/detail`, { cookie: friend.cookie })).body)).toEqual(
      quantities(signedIn.body.cart),
    );
  });

  it("bounds merged quantities by stock and leaves out what is out of stock", async () => {
    const [a, b] = [article(), article()];
    const sharerCart = await add([line(a, 4), line(b, 1)]);
    const { token } = (await share({ id: sharerCart.id })).body as { token: string };
    expect((await share({ id: sharerCart.id })).body.token).not.toBe(token);
    const anonymousView = await call(`${CART}/share-cart/${token}`);
    expect(anonymousView.body.cart.shared_cart_details.user).toMatchObject({ user_id: "", is_anonymous: true });

    const mine = await add([line(a, 2)]);
    try {
      await setStock(a, 5);
      await setStock(b, 0);
      const merged = await call(`${CART}/share-cart/${token}/merge?id=${mine.id}`, { method: "POST" });
      expect(merged.status).toBe(200);
      // 2 + 4 capped at the stock of 5; b is out of stock and left out, and the answer says so.
      expect(quantities(merged.body.cart)).toEqual({ [a.articleId]: 5 });
      expect(merged.body.error).toBe("Some shared items are out of stock or no longer sold and were left out");
      const replaced = await call(`${CART}/share-cart/${token}/replace?id=${mine.id}`, { method: "POST" });
      expect(quantities(replaced.body.cart)).toEqual({ [a.articleId]: 4 });
    } finally {
      await setStock(a, a.stock);
      await setStock(b, b.stock);
    }
  });

  it("refuses unknown tokens, empty carts, bad actions and someone else's cart id", async () => {
    const unknown = await call(`${CART}/share-cart/not-a-real-token-at-all`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("This shared cart does not exist: check the link you were sent");
    expect((await call(`${CART}/share-cart/nope/merge`, { method: "POST" })).status).toBe(404);

    const cart = await add([line(article(), 1)]);
    const { token } = (await share({ id: cart.id })).body as { token: string };
    const badAction = await call(`${CART}/share-cart/${token}/swap`, { method: "POST" });
    expect(badAction.status).toBe(400);
    expect(badAction.body.errors).toEqual({ action: ["action must be merge or replace"] });

    expect((await share({})).status).toBe(404);
    expect((await share({ id: "x" })).status).toBe(400);
    const shopper = await register();
    const a = article();
    const mine = await add([line(a, 1)], "", shopper.cookie);
    const removed = await call(`${CART}/detail`, {
      method: "PUT",
      cookie: shopper.cookie,
      body: { operation: "remove_item", items: [{ article_id: a.articleId }] },
    });
    expect(removed.body.cart.items).toEqual([]);
    const emptyShare = await share({}, shopper.cookie);
    expect(emptyShare.status).toBe(400);
    expect(emptyShare.body.message).toBe("Add items to your cart before sharing it");
    // Another shopper's cart id.
    expect((await share({ id: mine.id })).status).toBe(404);
  });

  it("creates short links and resolves them by hash", async () => {
    const created = await call(`${SHARE}/links/short-link/`, {
      method: "POST",
      body: { title: "Summer sale", url: "/collection/summer?x=1", meta: { campaign: "s" } },
    });
    expect(created.status).toBe(200);
    const link = created.body;
    expect(link.url.hash).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(link.url).toEqual({
      original: "/collection/summer?x=1",
      short: `http://localhost:3000/s/${link.url.hash}`,
      hash: link.url.hash,
      alias: "",
    });
    expect(link).toMatchObject({ title: "Summer sale", active: true, expire_at: null, meta: { campaign: "s" } });

    const byHash = await call(`${SHARE}/links/short-link/${link.url.hash}/`);
    expect(byHash.status).toBe(200);
    expect(byHash.body).toEqual(link);
    const original = await call(`${SHARE}/links/short-link/${link.url.hash}/original/`);
    expect(original.body.url.original).toBe("/collection/summer?x=1");

    const chosen = await call(`${SHARE}/links/short-link/`, {
      method: "POST",
      body: { title: "Fixed", url: "https://example.com/a", hash: `fixed-${Date.now()}`, active: false },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.active).toBe(false);
    const again = await call(`${SHARE}/links/short-link/`, {
      method: "POST",
      body: { title: "Fixed", url: "/a", hash: chosen.body.url.hash },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This hash is already used by another short link");

    expect((await call(`${SHARE}/links/short-link/nothing-here/`)).status).toBe(404);
    const bad = await call(`${SHARE}/links/short-link/`, {
      method: "POST",
      body: { title: "x", url: "//evil.example" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.url).toEqual(["url must be an http(s) URL or a path starting with /"]);
    const noTitle = await call(`${SHARE}/links/short-link/`, { method: "POST", body: { url: "/a" } });
    expect(noTitle.body.errors.title).toEqual(["title is required"]);
  });

  it("answers QR codes as SVG documents of the link, and 404 for unknown slugs", async () => {
    const isSvg = (svg: string) =>
      expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>\s*$/);
    const app = await call(`${SHARE}/qr/`, { method: "POST" });
    expect(app.status).toBe(200);
    expect(app.body.link).toBe("http://localhost:3000/");
    isSvg(app.body.svg);

    const [product] = await service.db.select({ slug: products.slug }).from(products).limit(1);
    const productQr = await call(`${SHARE}/qr/products/${product.slug}/`, { method: "POST" });
    expect(productQr.body.link).toBe(`http://localhost:3000/product/${product.slug}`);
    isSvg(productQr.body.svg);
    expect(productQr.body.svg).not.toBe(app.body.svg);

    const [collection] = await service.db
      .select({ slug: collections.slug })
      .from(collections)
      .where(and(eq(collections.isActive, true), eq(collections.published, true)))
      .limit(1);
    const collectionQr = await call(`${SHARE}/qr/collection/${collection.slug}/`, { method: "POST" });
    expect(collectionQr.body.link).toBe(`http://localhost:3000/collection/${collection.slug}`);
    isSvg(collectionQr.body.svg);

    const one = await call(`${SHARE}/qr/url/?url=${encodeURIComponent("https://example.com/one")}`, { method: "POST" });
    const two = await call(`${SHARE}/qr/url/?url=${encodeURIComponent("https://example.com/two")}`, { method: "POST" });
    expect(one.body.link).toBe("https://example.com/one");
    isSvg(one.body.svg);
    expect(one.body.svg).not.toBe(two.body.svg);

    const missing = await call(`${SHARE}/qr/products/no-such-product/`, { method: "POST" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Product not found");
    expect((await call(`${SHARE}/qr/collection/no-such-collection/`, { method: "POST" })).status).toBe(404);
    expect((await call(`${SHARE}/qr/url/`, { method: "POST" })).body.errors.url).toEqual(["url is required"]);
  });
});
