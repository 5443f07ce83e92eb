/**
 * The official Fynd SDK (@gofynd/fdk-client-javascript) calls the shared-cart methods of its cart
 * client and every method of its share client over real HTTP, and our storefront SDK sends the very
 * requests it sends.
 */
import { describe, expect, it } from "vitest";
import { SHARE_OPERATIONS } from "../../app/sdk/operations";
import { expectConsoleError } from "../console-errors";
import { captureOfficialRequests, itSendsTheOfficialRequest } from "../official-sdk";
import { useHttpTestService } from "./helpers";
import { officialClient } from "./official-shopper";

describe("official SDK: shared carts and the share client", () => {
  const { origin } = useHttpTestService();

  const client = () => officialClient(origin());

  /** Two products with a size of at least 3 in stock. */
  const picks = async (c: any) => {
    const { items } = await c.catalog.getProducts({ pageSize: 40, sortOn: "popular" });
    const found: { uid: number; slug: string; size: string }[] = [];
    for (const product of items) {
      if (found.length === 2) break;
      const sizes = await c.catalog.getProductSizesBySlug({ slug: product.slug });
      const size = sizes.sizes.find((s: any) => s.is_available && s.quantity >= 3);
      if (size) found.push({ uid: product.uid, slug: product.slug, size: size.value });
    }
    expect(found).toHaveLength(2);
    return found;
  };

  it("shares a cart, reads it and merges or replaces another cart with it (getCartShareLink, getCartSharedItems, updateCartWithSharedItems)", async () => {
    const c = client();
    const [a, b] = await picks(c);
    const sharer = await c.cart.addItems({
      body: {
        items: [
          { item_id: a.uid, item_size: a.size, quantity: 2 },
          { item_id: b.uid, item_size: b.size, quantity: 1 },
        ],
      },
    });
    const link = await c.cart.getCartShareLink({ body: { id: sharer.cart.id, meta: { channel: "sdk" } } });
    expect(link.share_url).toBe(`http://localhost:3000/shared-cart/${link.token}`);

    const shared = await c.cart.getCartSharedItems({ token: link.token });
    expect(shared.cart.items.map((i: any) => [i.product.uid, i.quantity])).toEqual([
      [a.uid, 2],
      [b.uid, 1],
    ]);
    expect(shared.cart.shared_cart_details).toMatchObject({ token: link.token, meta: { channel: "sdk" } });

    // The official SDK sends no cart id: an anonymous caller's merge starts a new cart.
    const merged = await c.cart.updateCartWithSharedItems({ token: link.token, action: "merge" });
    expect(merged.cart.id).not.toBe(sharer.cart.id);
    expect(merged.cart.items.map((i: any) => i.quantity)).toEqual([2, 1]);
    const replaced = await c.cart.updateCartWithSharedItems({ token: link.token, action: "replace" });
    expect(replaced.cart.items.map((i: any) => i.quantity)).toEqual([2, 1]);

    expectConsoleError(/shared cart does not exist/);
    await expect(c.cart.getCartSharedItems({ token: "no-such-token" })).rejects.toMatchObject({
      code: 404,
      message: "This shared cart does not exist: check the link you were sent",
    });
  });

  it("answers every method of the official share client with the official fields", async () => {
    const share = client().share;
    const created = await share.createShortLink({
      body: { title: "Home", url: "/products/?sort_on=latest", meta: { from: "sdk" } },
    });
    expect(created).toMatchObject({
      title: "Home",
      active: true,
      url: { original: "/products/?sort_on=latest", hash: expect.stringMatching(/^[\w-]{8}$/) },
    });
    const hash = created.url.hash;
    expect(await share.getShortLinkByHash({ hash })).toEqual(created);
    expect((await share.getOriginalShortLinkByHash({ hash })).url.original).toBe("/products/?sort_on=latest");

    const [product] = await picks(client());
    const { items: collections } = await client().catalog.getCollections({ pageSize: 1 });
    const qrs = [
      await share.getApplicationQRCode(),
      await share.getProductQRCodeBySlug({ slug: product.slug }),
      await share.getCollectionQRCodeBySlug({ slug: collections[0].slug }),
      await share.getUrlQRCode({ url: "https://example.com/sdk" }),
    ];
    expect(qrs.map((q) => q.link)).toEqual([
      "http://localhost:3000/",
      `http://localhost:3000/product/${product.slug}`,
      `http://localhost:3000/collection/${collections[0].slug}`,
      "https://example.com/sdk",
    ]);
    for (const qr of qrs) expect(qr.svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(new Set(qrs.map((q) => q.svg)).size).toBe(4);

    expectConsoleError(/Product not found/);
    await expect(share.getProductQRCodeBySlug({ slug: "no-such-product" })).rejects.toMatchObject({ code: 404 });
  });
});

/** The storefront SDK's share operations send the very request the official SDK sends. */
describe("storefront SDK share requests match the official SDK's", () => {
  const samples: Record<string, Record<string, unknown>> = {
    getCartShareLink: { body: { id: "0123456789abcdef01234567", meta: { a: 1 } } },
    getCartSharedItems: { token: "tok_1" },
    updateCartWithSharedItems: { token: "tok_1", action: "merge" },
    createShortLink: { body: { title: "Sale", url: "/collection/sale" } },
    getShortLinkByHash: { hash: "abc123" },
    getOriginalShortLinkByHash: { hash: "abc123" },
    getApplicationQRCode: {},
    getProductQRCodeBySlug: { slug: "blue-tee" },
    getCollectionQRCodeBySlug: { slug: "summer" },
    getUrlQRCode: { url: "https://example.com/a?b=c d" },
  };
  const cases = Object.entries(SHARE_OPERATIONS).flatMap(([module, operations]) =>
    Object.keys(operations).map((name) => [`${module}.${name}`, module, name] as const),
  );

  it("covers every operation", () => {
    expect(cases.map(([, , name]) => name).sort()).toEqual(Object.keys(samples).sort());
  });

  itSendsTheOfficialRequest(captureOfficialRequests(), cases, samples);
});
