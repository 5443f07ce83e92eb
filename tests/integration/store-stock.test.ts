/**
 * Selling from the shopper's chosen ordering store (docs/decisions/0023), on a real database: with
 * store selection on and a signed f.ordering_store cookie, the product's sizes and price, the cart's
 * lines and the checkout's shipment come from that store's stock; the store's own zone decides where
 * it delivers; a cancel puts the stock back on its shelf. Without the cookie, or with store selection
 * off, nothing changes.
 */
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appDocuments, products, productSizes, shipments, storeStock } from "../../service/db/schema";
import { orderingStoreCookie } from "../../service/http/ordering-store";
import { cancelShipmentAsStore } from "../../service/modules/order/changes";
import { retailStoreHolds } from "../../service/seed/stores";
import { useShopperService } from "./accounts-helpers";
import { HOME, stockedArticles, type Article } from "./checkout-helpers";
import { TEST_APPLICATION_ID, TEST_APPLICATION_TOKEN } from "./constants";
import { drivers } from "./helpers";

const CATALOG = "/service/application/catalog";
const CART = "/service/application/cart/v1.0";
/** Vitrine Bandra West, Mumbai: delivers in Mumbai (400, 401) only. */
const BANDRA = 6;
const chosen = orderingStoreCookie(BANDRA, TEST_APPLICATION_TOKEN).split(";")[0];
const MUMBAI_HOME = {
  ...HOME,
  address: "24, Hill Road",
  area: "Bandra West",
  area_code: "400050",
  city: "Mumbai",
  state: "Maharashtra",
};

describe.each(drivers)("ordering-store stock on %s", (driver) => {
  const service = useShopperService(driver);
  const { call } = service;
  let held: Article & { slug: string };
  let missing: Article & { slug: string };

  const slugOf = async (uid: number) =>
    (await service.db.select({ slug: products.slug }).from(products).where(eq(products.uid, uid)))[0].slug;
  const setStoreSelection = (on: boolean) =>
    service.db
      .update(appDocuments)
      .set({
        data: sql`jsonb_set(${appDocuments.data}, '{feature,common,deployment_store_selection,enabled}', ${on ? "true" : "false"}::jsonb)`,
      })
      .where(and(eq(appDocuments.applicationId, TEST_APPLICATION_ID), eq(appDocuments.kind, "features")));
  const sizes = (slug: string, cookie?: string) =>
    call(`${CATALOG}/v1.0/products/${slug}/sizes/`, { ...(cookie ? { cookie } : {}) });
  const shelf = async (articleId: string) =>
    (
      await service.db
        .select({ quantity: storeStock.quantity })
        .from(storeStock)
        .where(and(eq(storeStock.storeUid, BANDRA), eq(storeStock.articleId, articleId)))
    )[0]?.quantity;

  beforeAll(async () => {
    const stocked = await stockedArticles(service.db);
    const heldArticle = stocked.find((a) => retailStoreHolds(a.productUid, BANDRA))!;
    const missingArticle = stocked.find((a) => !retailStoreHolds(a.productUid, BANDRA))!;
    held = { ...heldArticle, slug: await slugOf(heldArticle.productUid) };
    missing = { ...missingArticle, slug: await slugOf(missingArticle.productUid) };
  });

  it("ignores the cookie while store selection is off", async () => {
    await setStoreSelection(false);
    expect((await sizes(missing.slug, chosen)).body).toEqual((await sizes(missing.slug)).body);
  });

  it("answers the product's sizes and price from the chosen store's shelf", async () => {
    await setStoreSelection(true);
    const everywhere = await sizes(missing.slug);
    expect(everywhere.body.sellable).toBe(true);
    const atBandra = await sizes(missing.slug, chosen);
    expect(atBandra.body.sellable).toBe(false);
    expect(atBandra.body.sizes.every((s: any) => s.quantity === 0 && !s.is_available)).toBe(true);

    const held_ = await sizes(held.slug, chosen);
    const size = held_.body.sizes.find((s: any) => s.value === held.size);
    expect(size.quantity).toBe(await shelf(held.articleId));
    expect(held_.body.stores.count).toBe(1);

    const price = (pincode: string) =>
      call(`${CATALOG}/v4.0/products/${held.slug}/sizes/${encodeURIComponent(held.size)}/price/?pincode=${pincode}`, {
        cookie: chosen,
      });
    const mumbai = await price("400001");
    expect(mumbai.body).toMatchObject({
      store: { uid: BANDRA, city: "Mumbai" },
      quantity: size.quantity,
      is_serviceable: true,
    });
    // Bandra delivers in Mumbai only.
    expect((await price("110001")).body).toMatchObject({ store: { uid: BANDRA }, is_serviceable: false });
  });

  it("shows the chosen store's availability in the listing", async () => {
    await setStoreSelection(true);
    const [{ name }] = await service.db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.uid, missing.productUid));
    const listed = async (cookie?: string) => {
      const { body } = await call(`${CATALOG}/v1.0/products/?q=${encodeURIComponent(name)}&page_size=50`, {
        ...(cookie ? { cookie } : {}),
      });
      return body.items.find((item: any) => item.uid === missing.productUid);
    };
    const everywhere = await listed();
    expect(everywhere).toMatchObject({ sellable: true });
    expect(everywhere.sizes).toContain(missing.size);
    expect(await listed(chosen)).toMatchObject({ sellable: false, sizes: [] });
  });

  it("fills the cart from the chosen store and ships the order from it", async () => {
    await setStoreSelection(true);
    const shopper = await service.register();
    const cookie = `${shopper.cookie}; ${chosen}`;
    const add = (a: Article, quantity = 1) =>
      call(`${CART}/detail`, {
        method: "POST",
        cookie,
        body: { items: [{ item_id: a.productUid, item_size: a.size, quantity }] },
      });
    const refused = await add(missing);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("This size is out of stock");
    const added = await add(held);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const [line] = added.body.cart.items;
    expect(line.article.store.uid).toBe(BANDRA);
    expect(line.article.quantity).toBe(await shelf(held.articleId));
    // Without the store the same line is the catalogue's own store's.
    const plain = await call(`${CART}/detail?id=${added.body.cart.id}`, { cookie: shopper.cookie });
    expect(plain.body.items[0].article.store.uid).not.toBe(BANDRA);

    const address = async (body: typeof HOME) =>
      (await call(`${CART}/address`, { method: "POST", cookie, body })).body.id as string;
    const bengaluru = await address(HOME);
    const checkout = (addressId: string) =>
      call(`${CART}/checkout`, {
        method: "POST",
        cookie,
        body: { id: added.body.cart.id, address_id: addressId, payment_mode: "COD", aggregator: "Fynd" },
      });
    // The Bandra store does not deliver to Bengaluru, though the warehouses do.
    const far = await checkout(bengaluru);
    expect(far.status).toBe(400);
    expect(far.body.message).toBe("Pincode not serviceable");

    const [home] = await service.db
      .select({ quantity: productSizes.quantity })
      .from(productSizes)
      .where(eq(productSizes.articleId, held.articleId));
    const before = await shelf(held.articleId);
    const placed = await checkout(await address(MUMBAI_HOME));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const ordered = await service.db.select().from(shipments).where(eq(shipments.orderId, placed.body.order_id));
    expect(ordered.map((s) => s.storeUid)).toEqual([BANDRA]);
    expect(await shelf(held.articleId)).toBe(before - 1);
    const [after] = await service.db
      .select({ quantity: productSizes.quantity })
      .from(productSizes)
      .where(eq(productSizes.articleId, held.articleId));
    expect(after.quantity).toBe(home.quantity);

    // A cancel puts the bag back on the Bandra shelf, not in the catalogue's own stock.
    await cancelShipmentAsStore(service.db, ordered[0].id);
    expect(await shelf(held.articleId)).toBe(before);
    const [restored] = await service.db
      .select({ quantity: productSizes.quantity })
      .from(productSizes)
      .where(eq(productSizes.articleId, held.articleId));
    expect(restored.quantity).toBe(home.quantity);
  });
});
