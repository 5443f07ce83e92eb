/**
 * The official Fynd SDK (@gofynd/fdk-client-javascript) over real HTTP calls the cart client's
 * offer methods — applyRewardPoints, getLadderOffers, getBulkDiscountOffers, getPromotionOffers,
 * getPromotionPaymentOffers, getShipments and updateCartMeta — and gets the official fields back;
 * and our storefront SDK sends these calls exactly as the official one does.
 */
import { and, eq, gte, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CART_OFFER_OPERATIONS } from "../../app/sdk/operations";
import { carts, productSizes, products, promotions } from "../../service/db/schema";
import { creditPoints } from "../../service/modules/rewards/offers";
import { captureOfficialRequests, itSendsTheOfficialRequest } from "../official-sdk";
import { TEST_APPLICATION_ID } from "./constants";
import { useHttpTestService } from "./helpers";
import { officialShopper } from "./official-shopper";

describe("official SDK: reward points, promotions, shipments and cart meta", () => {
  const { origin, runtime } = useHttpTestService();

  it("answers every offer method of the official cart client with the official fields", async () => {
    const db = runtime().database.db;
    const c = await officialShopper(origin(), `sdk.offers.${Date.now()}@example.com`, "Offers");
    const promoted = async (kind: "ladder_price" | "bulk_price") => {
      const [promotion] = await db.select().from(promotions).where(eq(promotions.kind, kind));
      const [row] = await db
        .select({ uid: products.uid, slug: products.slug, size: productSizes.value })
        .from(productSizes)
        .innerJoin(products, eq(products.uid, productSizes.productUid))
        .where(and(inArray(products.uid, promotion.productUids), gte(productSizes.quantity, 3)))
        .limit(1);
      return row;
    };
    const ladder = await promoted("ladder_price");
    const bulk = await promoted("bulk_price");

    const ladders = await c.cart.getLadderOffers({ slug: ladder.slug, pageSize: 5 });
    expect(Object.keys(ladders).sort()).toEqual(["available_offers", "currency"]);
    expect(Object.keys(ladders.available_offers[0].offer_prices[0]).sort()).toEqual(
      ["margin", "max_quantity", "min_quantity", "price", "type"].sort(),
    );
    expect(Object.keys(ladders.available_offers[0].offer_prices[0].price).sort()).toEqual(
      ["currency_code", "currency_symbol", "effective", "marked", "offer_price"].sort(),
    );
    const bulkPrices = await c.cart.getBulkDiscountOffers({ slug: bulk.slug });
    expect(bulkPrices.data[0].offers[0].price.bulk_effective).toBeGreaterThan(0);
    expect(bulkPrices.data[0].seller.uid).toBeGreaterThan(0);
    const offers = await c.cart.getPromotionOffers({ slug: ladder.slug, pageSize: 10, promotionType: "ladder_price" });
    expect(offers.available_promotions.map((p: any) => p.promotion_name)).toEqual(["Buy more, save more"]);
    const payment = await c.cart.getPromotionPaymentOffers({});
    expect(payment.promotions[0]).toMatchObject({
      application_id: TEST_APPLICATION_ID,
      promotion_name: "5% off with UPI",
    });

    const added = await c.cart.addItems({
      body: { items: [{ item_id: ladder.uid, item_size: ladder.size, quantity: 2 }] },
    });
    const id = added.cart.id;
    expect(added.cart.breakup_values.display.map((d: any) => d.key)).toContain("promotion");
    const [{ userId }] = await db.select({ userId: carts.userId }).from(carts).where(eq(carts.id, id));
    await db.transaction((tx) =>
      creditPoints(tx, {
        applicationId: TEST_APPLICATION_ID,
        userId: userId!,
        points: 100,
        reasonKey: "sdk-test",
        text1: "Test",
        now: Date.now(),
      }),
    );
    const redeemed = await c.cart.applyRewardPoints({ id, i: true, b: true, body: { points: true } });
    expect(redeemed.breakup_values.loyalty_points.is_applied).toBe(true);
    expect(redeemed.breakup_values.raw.fynd_cash).toBeLessThan(0);
    const stopped = await c.cart.applyRewardPoints({ id, body: { points: false } });
    expect(stopped.breakup_values.loyalty_points.is_applied).toBe(false);

    expect(await c.cart.updateCartMeta({ id, body: { gstin: "29ABCDE1234F1Z5", comment: "Gift wrap" } })).toEqual({
      message: "Cart meta updated",
      is_valid: true,
    });
    const shipments = await c.cart.getShipments({ id, areaCode: "560038", p: true });
    expect(shipments).toMatchObject({ id, gstin: "29ABCDE1234F1Z5", comment: "Gift wrap", error: false });
    expect(Object.keys(shipments.shipments[0]).sort()).toEqual(
      [
        "box_type",
        "dp_id",
        "dp_options",
        "fulfillment_id",
        "fulfillment_type",
        "items",
        "order_type",
        "promise",
        "shipment_type",
        "shipments",
      ].sort(),
    );
    expect(Object.keys(shipments.shipments[0].promise).sort()).toEqual(["formatted", "iso", "timestamp"]);
  });
});

describe("storefront SDK offer requests match the official SDK's", () => {
  const samples: Record<string, Record<string, unknown>> = {
    applyRewardPoints: { id: "0123456789abcdef01234567", i: true, b: true, buyNow: false, body: { points: true } },
    getLadderOffers: { slug: "blue-tee", storeId: "3", promotionId: "p1", pageSize: 5 },
    getBulkDiscountOffers: { itemId: 7, articleId: "a1", uid: 7, slug: "blue-tee" },
    getPromotionOffers: {
      slug: "blue-tee",
      pageSize: 10,
      promotionGroup: "cart",
      storeId: 3,
      cartType: "universal",
      promotionType: "ladder_price",
      cartId: "c1",
      autoApply: true,
    },
    getPromotionPaymentOffers: { id: "c1", uid: 12 },
    getShipments: { p: true, id: "c1", buyNow: false, addressId: "a1", areaCode: "560038", orderType: "HomeDelivery" },
    updateCartMeta: { id: "c1", buyNow: false, body: { gstin: "29ABCDE1234F1Z5", comment: "Gift wrap" } },
    getAppStaffList: { pageNo: 1, pageSize: 100, orderIncent: true, orderingStore: 3, user: "u1", userName: "asha" },
  };
  const cases = Object.entries(CART_OFFER_OPERATIONS).flatMap(([module, operations]) =>
    Object.keys(operations).map((name) => [`${module}.${name}`, module, name] as const),
  );

  it("covers every operation", () => {
    expect(cases.map(([, , name]) => name).sort()).toEqual(Object.keys(samples).sort());
  });

  itSendsTheOfficialRequest(captureOfficialRequests(), cases, samples);
});
