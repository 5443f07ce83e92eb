/**
 * The cart (cart/v1.0/detail, basic, cart_archive) over a real database: adding, updating,
 * removing, counting, the last-modified check, archiving, anonymous carts merged into the
 * shopper's at sign-in, separate buy-now carts, prices in the shopper's currency, the breakup,
 * stock-bound quantities, one line per article under concurrent adds, and bad input answered
 * with a clear 4xx.
 */
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cartLines, carts } from "../../service/db/schema";
import { AUTH, PASSWORD, useShopperService, type Shopper } from "./accounts-helpers";
import { articleStock, type Article, cartItem, useStockedArticles } from "./checkout-helpers";
import { drivers, signedRequest } from "./helpers";

const CART = "/service/application/cart/v1.0";

describe.each(drivers)("the cart on %s", (driver) => {
  const service = useShopperService(driver);
  const { call, register } = service;
  /** A fresh article (at least 5 in stock, of a sellable product) no other test of this file uses. */
  const article = useStockedArticles(service);
  const { setStock } = articleStock(service);

  const line = cartItem;
  const add = (items: unknown[], query = "", cookie?: string) =>
    call(`${CART}/detail${query}`, { method: "POST", body: { items }, cookie });
  const get = (query = "", cookie?: string) => call(`${CART}/detail${query}`, { cookie });
  const update = (body: unknown, query = "", cookie?: string) =>
    call(`${CART}/detail${query}`, { method: "PUT", body, cookie });
  const count = async (query = "", cookie?: string) =>
    (await call(`${CART}/basic${query}`, { cookie })).body.user_cart_items_count as number;

  it("adds to a new anonymous cart, then finds it by its id", async () => {
    const a = article();
    const added = await add([line(a, 2)]);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ success: true, partial: false, message: "Added to cart" });
    expect(added.body.result).toEqual({ [`${a.productUid}_${a.size}`]: { success: true, message: "Added to cart" } });
    const cart = added.body.cart;
    expect(cart.id).toMatch(/^[0-9a-f]{24}$/);
    expect(cart.uid).toBe(String(cart.cart_id));
    expect(cart.buy_now).toBe(false);
    expect(cart.is_valid).toBe(true);
    expect(cart.items).toHaveLength(1);
    const [item] = cart.items;
    expect(item).toMatchObject({
      key: `${a.productUid}_${a.size}`,
      quantity: 2,
      article: { uid: a.articleId, size: a.size, quantity: a.stock },
      product: { uid: a.productUid },
      availability: { out_of_stock: false, is_valid: true },
      price: { converted: { currency_code: "INR", effective: a.effective * 2, marked: a.marked * 2 } },
      price_per_unit: { converted: { effective: a.effective, marked: a.marked } },
      moq: { minimum: 1, maximum: a.stock },
    });
    expect(item.identifiers.identifier).toMatch(/^[0-9a-f]{24}$/);
    expect(item.product.images.length).toBeGreaterThan(0);
    expect(item.product.brand.name).toBeTruthy();
    expect(item.availability.sizes).toContain(a.size);
    expect(new Date(cart.last_modified).getTime()).not.toBeNaN();

    const again = await get(`?id=${cart.id}&i=true&b=true`);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(cart.id);
    expect(again.body.items.map((i: { quantity: number }) => i.quantity)).toEqual([2]);
    expect(await count(`?id=${cart.id}`)).toBe(2);

    // Without an id an anonymous shopper has no cart: an empty answer, nothing written.
    const none = await get();
    expect(none.body).toMatchObject({ id: "", items: [], is_valid: false });
    expect(await count()).toBe(0);
  });

  it("sums quantities of the same article into one line, and keeps each quantity within the stock", async () => {
    const a = article();
    const first = await add([line(a, 1)]);
    const id = first.body.cart.id as string;
    const second = await add([line(a, 2)], `?id=${id}`);
    expect(second.body.cart.items).toHaveLength(1);
    expect(second.body.cart.items[0].quantity).toBe(3);

    const tooMany = await add([line(a, a.stock)], `?id=${id}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ success: false, message: `Only ${a.stock} left in stock` });
    expect(await count(`?id=${id}`)).toBe(3);
  });

  it("updates and removes lines by their identifier", async () => {
    const [a, b] = [article(), article()];
    const added = await add([line(a), line(b, 2)]);
    const cart = added.body.cart;
    const idOf = (x: Article) =>
      cart.items.find((i: { article: { uid: string } }) => i.article.uid === x.articleId).identifiers;

    const updated = await update(
      {
        operation: "update_item",
        items: [{ identifiers: idOf(a), item_id: a.productUid, item_size: a.size, quantity: 4 }],
      },
      `?id=${cart.id}`,
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ success: true, message: "Cart updated" });
    expect(updated.body.cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([4, 2]);

    const tooMany = await update(
      { operation: "update_item", items: [{ identifiers: idOf(a), quantity: a.stock + 1 }] },
      `?id=${cart.id}`,
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(`Only ${a.stock} left in stock`);

    const removed = await update({ operation: "remove_item", items: [{ identifiers: idOf(b) }] }, `?id=${cart.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe("Item removed from the cart");
    expect(removed.body.cart.items.map((i: { article: { uid: string } }) => i.article.uid)).toEqual([a.articleId]);
    expect(await count(`?id=${cart.id}`)).toBe(4);

    const gone = await update({ operation: "remove_item", items: [{ identifiers: idOf(b) }] }, `?id=${cart.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe("This item is not in the cart");
  });

  it("answers the breakup: MRP total, discount, subtotal, delivery charges and Total", async () => {
    const a = article((s) => s.effective < 500 && s.marked > s.effective && s.stock >= 10);
    const cart = (await add([line(a, 1)])).body.cart;
    const raw = cart.breakup_values.raw;
    expect(raw).toMatchObject({
      mrp_total: a.marked,
      subtotal: a.effective,
      discount: -(a.marked * 100 - a.effective * 100) / 100,
      coupon: 0,
      delivery_charge: 50,
      total: (a.effective * 100 + 5000) / 100,
      you_saved: (a.marked * 100 - a.effective * 100) / 100,
    });
    expect(cart.breakup_values.display.map((d: { key: string; display: string }) => [d.key, d.display])).toEqual([
      ["mrp_total", "MRP Total"],
      ["discount", "Discount"],
      ["subtotal", "Subtotal"],
      ["delivery_charge", "Delivery Charges"],
      ["total", "Total"],
    ]);
    expect(cart.delivery_charge_info).toMatch(/^Add ₹[\d,.]+ more for free delivery$/);
    expect(cart.common_config.delivery_charges_config).toEqual({
      enabled: true,
      charges: [{ threshold: 500, charges: 50 }],
    });

    // Enough of it for free delivery.
    const quantity = Math.ceil(500 / a.effective);
    const more = await update(
      { operation: "update_item", items: [{ identifiers: cart.items[0].identifiers, quantity }] },
      `?id=${cart.id}`,
    );
    const after = more.body.cart.breakup_values.raw;
    expect(after.delivery_charge).toBe(0);
    expect(after.total).toBe(after.subtotal);
    expect(more.body.cart.delivery_charge_info).toBe("");
  });

  it("answers prices in the shopper's currency (x-currency-code)", async () => {
    const a = article();
    const id = (await add([line(a, 2)])).body.cart.id as string;
    const res = await service.runtime.app.fetch(
      signedRequest(`${CART}/detail?id=${id}`, { headers: { "x-currency-code": "USD" } }),
    );
    const cart = await res.json();
    expect(cart.currency.code).toBe("USD");
    const unit = cart.items[0].price_per_unit;
    expect(unit.base).toMatchObject({ currency_code: "INR", effective: a.effective });
    expect(unit.converted.currency_code).toBe("USD");
    expect(unit.converted.effective).toBeLessThan(a.effective);
    expect(cart.breakup_values.raw.subtotal).toBeCloseTo(unit.converted.effective * 2, 2);
    expect(cart.breakup_values.display.at(-1)).toMatchObject({ key: "total", currency_code: "USD" });
  });

  it("shows lines whose stock ran out as out of stock and the cart as not valid", async () => {
    const a = article();
    const id = (await add([line(a, 2)])).body.cart.id as string;
    await setStock(a, 1);
    const short = (await get(`?id=${id}`)).body;
    expect(short.is_valid).toBe(false);
    expect(short.items[0]).toMatchObject({
      message: "Only 1 left in stock",
      availability: { out_of_stock: false, is_valid: false },
    });
    await setStock(a, 0);
    const out = (await get(`?id=${id}`)).body;
    expect(out.items[0]).toMatchObject({
      message: "This size is out of stock",
      availability: { out_of_stock: true, is_valid: false },
    });
    // Lines that cannot be ordered are left out of the totals.
    expect(out.breakup_values.raw.total).toBe(0);
    const again = await add([line(a, 1)], `?id=${id}`);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("This size is out of stock");
  });

  it("answers the last change on HEAD, and 404 when there is no cart", async () => {
    const a = article();
    const cart = (await add([line(a)])).body.cart;
    const head = await service.runtime.app.fetch(signedRequest(`${CART}/detail?id=${cart.id}`, { method: "HEAD" }));
    expect(head.status).toBe(200);
    expect(head.headers.get("last-modified")).toBe(cart.last_modified);
    expect(await head.text()).toBe("");
    const none = await service.runtime.app.fetch(signedRequest(`${CART}/detail`, { method: "HEAD" }));
    expect(none.status).toBe(404);
  });

  it("archives a cart: its id then means no cart", async () => {
    const a = article();
    const id = (await add([line(a)])).body.cart.id as string;
    const archived = await call(`${CART}/cart_archive?id=${id}`, { method: "PUT" });
    expect(archived.status).toBe(200);
    expect(archived.body).toEqual({ success: true, message: "Cart archived" });
    expect((await get(`?id=${id}`)).body).toMatchObject({ id: "", items: [] });
    expect((await call(`${CART}/cart_archive?id=${id}`, { method: "PUT" })).status).toBe(404);
    // The next add starts a new cart.
    const fresh = await add([line(a)], `?id=${id}`);
    expect(fresh.body.cart.id).not.toBe(id);
  });

  it("keeps a signed-in shopper's cart by the session", async () => {
    const shopper = await register();
    const a = article();
    const added = await add([line(a, 2)], "", shopper.cookie);
    const id = added.body.cart.id as string;
    expect((await get("", shopper.cookie)).body.id).toBe(id);
    expect(await count("", shopper.cookie)).toBe(2);
    // Another add without an id goes to the same cart.
    await add([line(article())], "", shopper.cookie);
    expect(await count("", shopper.cookie)).toBe(3);
  });

  it("merges the anonymous cart into the shopper's at sign-in, summing quantities of the same article", async () => {
    const shopper = await register();
    const [a, b] = [article(), article()];
    await add([line(a, 1)], "", shopper.cookie);
    const signOut = await call(`${AUTH}/logout`, { cookie: shopper.cookie });
    expect(signOut.status).toBe(200);

    const anonymous = (await add([line(a, 2), line(b, 1)])).body.cart.id as string;
    const login = await call(`${AUTH}/login/password`, {
      method: "POST",
      body: { username: shopper.email, password: PASSWORD },
      ip: service.nextIp(),
    });
    expect(login.status).toBe(200);
    const cookie = login.cookie!;

    const merged = await get(`?id=${anonymous}`, cookie);
    expect(merged.status).toBe(200);
    expect(merged.body.id).not.toBe(anonymous);
    const quantities = Object.fromEntries(
      merged.body.items.map((i: { article: { uid: string }; quantity: number }) => [i.article.uid, i.quantity]),
    );
    expect(quantities).toEqual({ [a.articleId]: 3, [b.articleId]: 1 });
    // The anonymous cart is closed: its id now means the shopper's cart, and nothing more is merged.
    const again = await get(`?id=${anonymous}`, cookie);
    expect(again.body.id).toBe(merged.body.id);
    expect(await count(`?id=${anonymous}`, cookie)).toBe(4);
    const [closed] = await service.db.select().from(carts).where(eq(carts.id, anonymous));
    expect(closed).toMatchObject({ closedReason: "merged", mergedInto: merged.body.id });
    // Signed out, the old anonymous id is no cart any more.
    expect((await get(`?id=${anonymous}`)).body.items).toEqual([]);
  });

  it("keeps buy-now carts apart from the regular cart", async () => {
    const shopper = await register();
    const [a, b, c] = [article(), article(), article()];
    const regular = (await add([line(a, 2)], "", shopper.cookie)).body.cart;
    const buyNow = (await add([line(b, 1)], "?buy_now=true", shopper.cookie)).body.cart;
    expect(buyNow.buy_now).toBe(true);
    expect(buyNow.id).not.toBe(regular.id);
    // A second buy-now replaces the first one's item.
    const replaced = (await add([line(c, 1)], `?buy_now=true&id=${buyNow.id}`, shopper.cookie)).body.cart;
    expect(replaced.id).toBe(buyNow.id);
    expect(replaced.items.map((i: { article: { uid: string } }) => i.article.uid)).toEqual([c.articleId]);
    expect(await count("", shopper.cookie)).toBe(2);
    expect(await count("?buy_now=true", shopper.cookie)).toBe(1);
    expect((await get("", shopper.cookie)).body.items.map((i: { quantity: number }) => i.quantity)).toEqual([2]);
  });

  it("refuses another shopper's cart id with a 404", async () => {
    const [owner, other] = [await register(), await register()];
    const id = (await add([line(article())], "", owner.cookie)).body.cart.id as string;
    for (const [label, res] of [
      ["signed in", await get(`?id=${id}`, other.cookie)],
      ["anonymous", await get(`?id=${id}`)],
      ["add", await add([line(article())], `?id=${id}`, other.cookie)],
      ["archive", await call(`${CART}/cart_archive?id=${id}`, { method: "PUT", cookie: other.cookie })],
      ["count", await call(`${CART}/basic?id=${id}`)],
      ["unknown", await get(`?id=${"0".repeat(24)}`)],
    ] as const) {
      expect(res.status, label).toBe(404);
      expect(res.body.message, label).toBe("Cart not found");
    }
    expect(await count("", owner.cookie)).toBe(1);
  });

  it("answers bad input with a clear 4xx, never a 5xx", async () => {
    const shopper: Shopper = await register();
    const a = article();
    const id = (await add([line(a)], "", shopper.cookie)).body.cart.id as string;
    const identifiers = (await get("", shopper.cookie)).body.items[0].identifiers;
    const cases: [string, Promise<{ status: number; body: { message: string; errors?: unknown } }>, number, string][] =
      [
        ["quantity 0", add([line(a, 0)], "", shopper.cookie), 400, "Quantity must be at least 1"],
        ["quantity -1", add([line(a, -1)], "", shopper.cookie), 400, "Quantity must be at least 1"],
        ["quantity 1e9", add([line(a, 1e9)], "", shopper.cookie), 400, `Only ${a.stock} left in stock`],
        ["quantity 1e12", add([line(a, 1e12)], "", shopper.cookie), 400, "Quantity is too large"],
        ["quantity 1.5", add([line(a, 1.5)], "", shopper.cookie), 400, "Quantity must be a whole number"],
        ["quantity text", add([{ ...line(a), quantity: "two" }], "", shopper.cookie), 400, "Quantity must be a number"],
        ["no items", add([], "", shopper.cookie), 400, "Add at least one item"],
        ["unknown product", add([{ ...line(a), item_id: 999999999 }], "", shopper.cookie), 404, "Product not found"],
        [
          "unknown size",
          add([{ ...line(a), item_size: "XXXL-none", article_id: undefined }], "", shopper.cookie),
          404,
          "This size is not available for this product",
        ],
        [
          "item_id text",
          add([{ ...line(a), item_id: "abc" }], "", shopper.cookie),
          400,
          "item_id must be a product uid",
        ],
        ["bad id", get("?id=not-a-cart", shopper.cookie), 400, "id must be a cart id (24 hexadecimal characters)"],
        ["bad buy_now", get("?buy_now=yes", shopper.cookie), 400, "buy_now must be true or false"],
        [
          "bad operation",
          update({ operation: "drop", items: [{ identifiers }] }, "", shopper.cookie),
          400,
          "operation must be update_item or remove_item",
        ],
        [
          "update to 0",
          update({ operation: "update_item", items: [{ identifiers, quantity: 0 }] }, "", shopper.cookie),
          400,
          "Quantity must be at least 1",
        ],
        [
          "update without quantity",
          update({ operation: "update_item", items: [{ identifiers }] }, "", shopper.cookie),
          400,
          "Quantity is required",
        ],
        [
          "unknown line",
          update(
            { operation: "update_item", items: [{ identifiers: { identifier: "x" }, quantity: 1 }] },
            "",
            shopper.cookie,
          ),
          404,
          "This item is not in the cart",
        ],
        [
          "update without a cart",
          update({ operation: "remove_item", items: [{ identifiers }] }),
          404,
          "Cart not found",
        ],
      ];
    for (const [label, pending, status, message] of cases) {
      const res = await pending;
      expect(res.status, label).toBe(status);
      // Input the schema refuses answers field errors ("Invalid request: <fields>"); the domain's refusals a message.
      const said = res.body.errors
        ? Object.values(res.body.errors as Record<string, string[]>)[0][0]
        : res.body.message;
      expect(said, label).toBe(message);
    }
    const notJson = await service.runtime.app.fetch(
      signedRequest(`${CART}/detail`, { method: "POST", headers: { "content-type": "application/json" } }),
    );
    expect(notJson.status).toBe(400);
    // Nothing changed.
    expect((await get(`?id=${id}`, shopper.cookie)).body.items.map((i: { quantity: number }) => i.quantity)).toEqual([
      1,
    ]);
  });

  it("adds some lines and reports the others when only part of an add can be done", async () => {
    const a = article();
    const res = await add([line(a), { ...line(a), item_id: 999999999 }]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, partial: true, message: "Product not found" });
    expect(res.body.result[`999999999_${a.size}`]).toEqual({ success: false, message: "Product not found" });
    expect(res.body.cart.items).toHaveLength(1);
  });

  it("keeps one cart and one line per article when adds race, and merges an anonymous cart once", async () => {
    const shopper = await register();
    const a = article();
    // The shopper has no cart yet: every add races to create it too.
    const results = await Promise.all(Array.from({ length: 6 }, () => add([line(a)], "", shopper.cookie)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const open = await service.db
      .select()
      .from(carts)
      .where(and(eq(carts.userId, shopper.id), sql`${carts.closedAt} is null`));
    expect(open).toHaveLength(1);
    const lines = await service.db.select().from(cartLines).where(eq(cartLines.cartId, open[0].id));
    expect(lines).toHaveLength(1);
    expect(lines[0].quantity).toBe(6);

    const b = article();
    const anonymous = (await add([line(b, 2)])).body.cart.id as string;
    const merges = await Promise.all(Array.from({ length: 3 }, () => get(`?id=${anonymous}`, shopper.cookie)));
    expect(merges.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await count("", shopper.cookie)).toBe(8);
  });

  describe("coupons", () => {
    const coupons = (query = "", cookie?: string) => call(`${CART}/coupon${query}`, { cookie });
    const apply = (code: unknown, query = "", cookie?: string) =>
      call(`${CART}/coupon${query}`, { method: "POST", body: { coupon_code: code }, cookie });
    /** A new cart worth at least `value`: enough of one article whose unit price is at most `maxUnitPrice`. */
    const cartWorth = async (value: number, cookie?: string, maxUnitPrice = Infinity) => {
      const a = article((s) => s.effective * s.stock >= value && s.effective <= maxUnitPrice);
      const quantity = Math.ceil(value / a.effective);
      const res = await add([line(a, quantity)], "", cookie);
      expect(res.status).toBe(200);
      return { article: a, cart: res.body.cart, quantity };
    };

    it("lists the running coupons with whether each holds for the cart", async () => {
      const { cart } = await cartWorth(100, undefined, 500);
      const res = await coupons(`?id=${cart.id}`);
      expect(res.status).toBe(200);
      const byCode = Object.fromEntries(
        res.body.available_coupon_list.map((c: { coupon_code: string }) => [c.coupon_code, c]),
      );
      // The expired coupon is not listed.
      expect(Object.keys(byCode).sort()).toEqual(["FLAT100", "PREPAID50", "SAVE20", "WELCOME10"]);
      expect(byCode.WELCOME10).toMatchObject({ is_applicable: false, message: "Sign in to use this coupon" });
      const missing = Math.round((999 - cart.breakup_values.raw.subtotal) * 100) / 100;
      expect(byCode.FLAT100).toMatchObject({
        is_applicable: false,
        is_applied: false,
        coupon_amount: 100,
        minimum_cart_value: 999,
        message: `Add items worth ₹${Number.isInteger(missing) ? missing : missing.toFixed(2)} more to apply this coupon`,
      });
      expect(res.body.page).toMatchObject({ total_item_count: 4, has_next: false });
    });

    it("applies a coupon into the breakup, one per cart, and removes it", async () => {
      const { cart } = await cartWorth(1500);
      const subtotal = cart.breakup_values.raw.subtotal as number;
      const flat = await apply("flat100", `?id=${cart.id}`);
      expect(flat.status).toBe(200);
      expect(flat.body.breakup_values.raw).toMatchObject({ coupon: -100, delivery_charge: 0, total: subtotal - 100 });
      expect(flat.body.breakup_values.display.map((d: { key: string }) => d.key)).toContain("coupon");
      expect(flat.body.coupon).toMatchObject({
        coupon_code: "FLAT100",
        is_applied: true,
        is_valid: true,
        discount: 100,
      });
      expect(flat.body.breakup_values.coupon).toMatchObject({ code: "FLAT100", is_applied: true, value: 100 });

      // Another coupon replaces it.
      const save = await apply("SAVE20", `?id=${cart.id}`);
      const expected = Math.min(500, Math.round(subtotal * 20) / 100);
      expect(save.body.coupon).toMatchObject({ coupon_code: "SAVE20", is_applied: true, discount: expected });
      expect(save.body.breakup_values.raw.coupon).toBe(-expected);
      const listed = (await coupons(`?id=${cart.id}`)).body.available_coupon_list;
      expect(listed.filter((c: { is_applied: boolean }) => c.is_applied).map((c: any) => c.coupon_code)).toEqual([
        "SAVE20",
      ]);

      const removed = await call(`${CART}/coupon?id=${cart.id}`, { method: "DELETE" });
      expect(removed.status).toBe(200);
      expect(removed.body.coupon).toMatchObject({ coupon_code: "", is_applied: false });
      expect(removed.body.breakup_values.raw.coupon).toBe(0);
    });

    it("keeps a coupon that stops holding on the cart, unapplied, with the reason", async () => {
      const { cart, article: a } = await cartWorth(1000, undefined, 500);
      await apply("FLAT100", `?id=${cart.id}`);
      const fewer = await update(
        { operation: "update_item", items: [{ identifiers: cart.items[0].identifiers, quantity: 1 }] },
        `?id=${cart.id}`,
      );
      expect(fewer.status).toBe(200);
      expect(fewer.body.cart.coupon).toMatchObject({ coupon_code: "FLAT100", is_applied: false, is_valid: false });
      expect(fewer.body.cart.coupon.message).toMatch(/^Add items worth ₹[\d.]+ more to apply this coupon$/);
      expect(fewer.body.cart.breakup_values.raw.coupon).toBe(0);
      expect(fewer.body.cart.breakup_values.raw.subtotal).toBe(a.effective);
    });

    it("refuses coupons that do not hold with the rule's message", async () => {
      const { cart } = await cartWorth(100, undefined, 500);
      for (const [code, message] of [
        ["NEWYEAR26", "This coupon has expired"],
        ["NOPE", "Invalid coupon code"],
        ["FLAT100", undefined],
        ["WELCOME10", "Sign in to use this coupon"],
      ] as const) {
        const res = await apply(code, `?id=${cart.id}`);
        expect(res.status, code).toBe(400);
        if (message) expect(res.body.message, code).toBe(message);
        else expect(res.body.message, code).toMatch(/^Add items worth ₹[\d.]+ more to apply this coupon$/);
      }
      const blank = await apply("  ", `?id=${cart.id}`);
      expect(blank.status).toBe(400);
      expect(blank.body.errors).toEqual({ coupon_code: ["Enter a coupon code"] });
      const noCart = await apply("FLAT100");
      expect(noCart.status).toBe(400);
      expect(noCart.body.message).toBe("Add items to the cart to apply a coupon");
      expect((await get(`?id=${cart.id}`)).body.coupon.coupon_code).toBe("");
    });

    it("gives the first-order coupon only to a signed-in shopper with no order yet", async () => {
      const first = await register();
      const { cart } = await cartWorth(1000, first.cookie);
      const subtotal = cart.breakup_values.raw.subtotal as number;
      const applied = await apply("WELCOME10", "", first.cookie);
      expect(applied.status).toBe(200);
      expect(applied.body.coupon).toMatchObject({
        is_applied: true,
        discount: Math.min(200, Math.round(subtotal * 10) / 100),
      });

      // A shopper who has ordered before (checkout closes the cart as "ordered").
      const returning = await register();
      await cartWorth(1000, returning.cookie);
      await service.db
        .update(carts)
        .set({ closedAt: new Date(), closedReason: "ordered" })
        .where(eq(carts.userId, returning.id));
      await cartWorth(1000, returning.cookie);
      const refused = await apply("WELCOME10", "", returning.cookie);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe("This coupon is valid on your first order only");
    });
  });

  describe("checkout steps", () => {
    const saveAddress = async (shopper: Shopper) => {
      const res = await call(`${CART}/address`, {
        method: "POST",
        cookie: shopper.cookie,
        body: {
          name: "Asha Rao",
          phone: "9876543210",
          address: "12, 4th Cross, HAL 2nd Stage",
          area: "Indiranagar",
          area_code: "560038",
          city: "Bengaluru",
          state: "Karnataka",
          country: "India",
          country_iso_code: "IN",
          address_type: "home",
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.id as string;
    };
    const select = (body: unknown, query = "", cookie?: string) =>
      call(`${CART}/select-address${query}`, { method: "POST", body, cookie });

    it("selects the shopper's own address for the cart, with the spec's messages otherwise", async () => {
      const [shopper, other] = [await register(), await register()];
      const cart = (await add([line(article())], "", shopper.cookie)).body.cart;
      const mine = await saveAddress(shopper);
      const theirs = await saveAddress(other);

      const selected = await select({ id: mine, billing_address_id: mine, cart_id: cart.id }, "", shopper.cookie);
      expect(selected.status).toBe(200);
      expect(selected.body).toMatchObject({ id: cart.id, is_valid: true });
      const [row] = await service.db.select().from(carts).where(eq(carts.id, cart.id));
      expect(row).toMatchObject({ addressId: mine, billingAddressId: mine });

      const none = await select({ cart_id: cart.id }, "", shopper.cookie);
      expect(none.status).toBe(400);
      expect(none.body.message).toBe("No address selected");
      const foreign = await select({ id: theirs }, `?cart_id=${cart.id}`, shopper.cookie);
      expect(foreign.status).toBe(404);
      expect(foreign.body.message).toBe(`No address found with address id ${theirs}`);
      expect((await select({ id: mine })).status).toBe(401);
      const noCart = await select({ id: theirs }, "?buy_now=true", other.cookie);
      expect(noCart.status).toBe(404);
      expect(noCart.body.message).toBe("Cart not found");
    });

    it("checks the applied coupon against the payment mode", async () => {
      const a = article((s) => s.effective >= 499 && s.effective <= 900);
      const cart = (await add([line(a)])).body.cart;
      const validate = (query: string) => call(`${CART}/payment/validate/?id=${cart.id}${query}`);
      const plain = await validate("&payment_mode=COD");
      expect(plain.status).toBe(200);
      expect(plain.body).toMatchObject({ success: true, coupon_validity: { valid: true, code: "" } });

      expect(
        (await call(`${CART}/coupon?id=${cart.id}`, { method: "POST", body: { coupon_code: "PREPAID50" } })).status,
      ).toBe(200);
      const cod = await validate("&payment_mode=COD&payment_identifier=COD&aggregator_name=Fynd");
      expect(cod.body).toMatchObject({
        success: true,
        message: "This coupon is not valid for the selected payment mode",
        coupon_validity: {
          valid: false,
          code: "PREPAID50",
          error_en: "This coupon is not valid for the selected payment mode",
        },
      });
      const card = await validate("&payment_mode=CARD");
      expect(card.body.coupon_validity).toMatchObject({ valid: true, code: "PREPAID50", discount: 50 });
      const bad = await validate("&payment_mode=CASH");
      expect(bad.status).toBe(400);
      expect(bad.body.errors.payment_mode[0]).toMatch(/^payment_mode must be one of NB, WL, COD/);
    });
  });
});
