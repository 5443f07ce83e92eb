/**
 * Shared by the checkout and payment tests: a delivery address, articles with stock to spare, a
 * signed-in shopper with that address saved and a cart holding some lines, and shoppers ready to
 * check out written straight to the database (no HTTP round trips) for tests that race many
 * checkouts (checkout.test.ts, checkout-restart.test.ts).
 */
import { and, eq, gt, sql } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import type { Db } from "../../service/db/client";
import { newId } from "../../service/db/ids";
import { addresses, appDocuments, cartLines, carts, products, productSizes, users } from "../../service/db/schema";
import type { useShopperService, Shopper } from "./accounts-helpers";
import { TEST_APPLICATION_ID } from "./constants";

const CART = "/service/application/cart";

/** A good test card on the Sandbox's hosted page (decision 0015). */
export const CARD_FORM = {
  card_number: "4111 1111 1111 1111",
  card_name: "Asha Rao",
  exp_month: "12",
  exp_year: String(new Date().getUTCFullYear() + 3),
  cvv: "987",
};

export const HOME = {
  name: "Asha Rao",
  phone: "9876543210",
  email: "asha@example.com",
  address: "12, 4th Cross, HAL 2nd Stage",
  area: "Indiranagar",
  landmark: "Near the metro",
  area_code: "560038",
  city: "Bengaluru",
  state: "Karnataka",
  country: "India",
  country_iso_code: "IN",
  country_phone_code: "+91",
  address_type: "home",
};

export interface Article {
  productUid: number;
  size: string;
  articleId: string;
  stock: number;
  marked: number;
  effective: number;
}

/** One article (more than 5 in stock, under ₹5000, INR) of each of many sellable products. */
export async function stockedArticles(db: Db, order: "asc" | "desc" = "asc"): Promise<Article[]> {
  const rows = await db
    .select({
      productUid: productSizes.productUid,
      size: productSizes.value,
      articleId: productSizes.articleId,
      stock: productSizes.quantity,
      marked: productSizes.priceMarked,
      effective: productSizes.priceEffective,
    })
    .from(productSizes)
    .innerJoin(products, eq(products.uid, productSizes.productUid))
    .where(
      and(
        gt(productSizes.quantity, 5),
        eq(products.sellable, true),
        eq(products.currencyCode, "INR"),
        sql`${productSizes.priceEffective} < 5000`,
      ),
    )
    .orderBy(order === "asc" ? productSizes.productUid : sql`${productSizes.productUid} desc`, productSizes.position)
    .limit(300);
  const seen = new Set<number>();
  const stocked = rows.filter((r) => !seen.has(r.productUid) && seen.add(r.productUid));
  expect(stocked.length).toBeGreaterThan(20);
  return stocked;
}

/**
 * Stocked articles for the enclosing describe block (read in beforeAll): each call hands out one
 * that no earlier test of the block was given (the first left, or the first left that `fits`), so
 * tests do not share stock.
 */
export function useStockedArticles(
  service: { readonly db: Db },
  order: "asc" | "desc" = "asc",
): (fits?: (article: Article) => boolean) => Article {
  let left: Article[] = [];
  beforeAll(async () => {
    left = await stockedArticles(service.db, order);
  });
  return (fits = () => true) => {
    const index = left.findIndex(fits);
    if (index < 0) throw new Error(`none of the ${left.length} stocked articles left fits`);
    return left.splice(index, 1)[0];
  };
}

/** Reads and sets articles' stock in `service`'s database. */
export function articleStock(service: { readonly db: Db }) {
  const where = (a: Pick<Article, "articleId">) => eq(productSizes.articleId, a.articleId);
  return {
    stockOf: async (a: Pick<Article, "articleId">) =>
      (await service.db.select().from(productSizes).where(where(a)))[0].quantity,
    setStock: (a: Pick<Article, "articleId">, quantity: number) =>
      service.db.update(productSizes).set({ quantity }).where(where(a)),
  };
}

/** The cart/v1.0/detail item for `quantity` of an article. */
export const cartItem = (a: Pick<Article, "productUid" | "size" | "articleId">, quantity = 1) => ({
  item_id: a.productUid,
  item_size: a.size,
  quantity,
  article_id: a.articleId,
});

/**
 * A signed-in shopper (a new one unless given) with a saved address (HOME, with `address`'s fields
 * instead where given) and a cart holding `lines`.
 */
export async function shopperWithCart(
  service: ReturnType<typeof useShopperService>,
  lines: [Pick<Article, "productUid" | "size">, number][],
  who?: Shopper,
  address: Partial<typeof HOME> = {},
): Promise<{ shopper: Shopper; addressId: string; cartId: string }> {
  const shopper = who ?? (await service.register());
  const saved = await service.call(`${CART}/v1.0/address`, {
    method: "POST",
    cookie: shopper.cookie,
    body: { ...HOME, ...address },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const added = await service.call(`${CART}/v1.0/detail`, {
    method: "POST",
    cookie: shopper.cookie,
    body: { items: lines.map(([a, quantity]) => ({ item_id: a.productUid, item_size: a.size, quantity })) },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return { shopper, addressId: saved.body.id as string, cartId: added.body.cart.id as string };
}

/** Where a Sandbox checkout sends the shopper back after the hosted page (the tests read it, never open it). */
export const SANDBOX_CALLBACK = "https://shop.example.com/cart/order-status";

/**
 * `cart` (from shopperWithCart) checked out with a Sandbox payment mode and identifier, `extra`
 * added to the checkout's body: the answer, unchecked (a pending order and its hosted page when 200).
 */
export function checkoutWithSandbox(
  service: Pick<ReturnType<typeof useShopperService>, "call">,
  cart: { shopper: Shopper; cartId: string; addressId: string },
  mode: string,
  identifier: string,
  extra: Record<string, unknown> = {},
) {
  return service.call(`${CART}/v1.0/checkout`, {
    method: "POST",
    cookie: cart.shopper.cookie,
    body: {
      id: cart.cartId,
      address_id: cart.addressId,
      payment_mode: mode,
      payment_identifier: identifier,
      aggregator: "Sandbox",
      callback_url: SANDBOX_CALLBACK,
      ...extra,
    },
  });
}

/**
 * The body of payment/v1.0/payment/request (the SDK's initialisePayment): a Sandbox UPI collect
 * request for `orderId` to `vpa`, with the payer's details (blank where the service does not need them).
 */
export const upiCollectRequest = (
  orderId: string,
  amount: number,
  payer: { customer_id: string; contact: string; email: string },
  vpa = "asha@okicici",
) => ({
  merchant_order_id: orderId,
  order_id: orderId,
  method: "UPI",
  vpa,
  aggregator: "Sandbox",
  amount,
  currency: "INR",
  ...payer,
});

/** The body of finance/v1.0/lock-unlock-credit-note: lock `amount` of credit note CN-1 for `orderId`. */
export const creditNoteLock = (amount: number, orderId: string) => ({
  data: {
    seller_id: 1,
    affiliate_id: "vitrine",
    ordering_channel: "ECOMM",
    credit_note_number: "CN-1",
    amount,
    request_type: "lock",
    order_id: orderId,
  },
});

/**
 * A COD order of `lines` by `who` (a saved address, HOME or with `address`'s fields instead, the
 * lines added, the shopper's reward points redeemed on it with `redeemPoints`, checked out): its id.
 */
export async function placeCodOrder(
  service: ReturnType<typeof useShopperService>,
  who: Shopper,
  lines: [Pick<Article, "productUid" | "size">, number][],
  options: { redeemPoints?: boolean; address?: Partial<typeof HOME> } = {},
): Promise<string> {
  const { addressId, cartId } = await shopperWithCart(service, lines, who, options.address);
  if (options.redeemPoints) {
    const redeemed = await service.call(`${CART}/v1.0/redeem/points/?id=${cartId}`, {
      method: "POST",
      cookie: who.cookie,
      body: { points: true },
    });
    expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);
  }
  const done = await service.call(`${CART}/v1.0/checkout`, {
    method: "POST",
    cookie: who.cookie,
    body: { id: cartId, address_id: addressId, payment_mode: "COD", aggregator: "Fynd" },
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body.order_id as string;
}

/** The id of an order's first shipment (as its shopper sees the order). */
export async function firstShipmentOf(
  service: ReturnType<typeof useShopperService>,
  who: Shopper,
  orderId: string,
): Promise<string> {
  const order = await service.call(`/service/application/order/v1.0/orders/${orderId}`, { cookie: who.cookie });
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  return order.body.order.shipments[0].shipment_id as string;
}

export interface CartLineSeed {
  productUid: number;
  size: string;
  articleId: string;
  quantity: number;
}

export interface ShopperSeed {
  userId: string;
  cartId: string;
  addressId: string;
  lines: CartLineSeed[];
}

export async function insertShoppersWithCarts(db: Db, shoppers: ShopperSeed[], name = "Race Test"): Promise<void> {
  const [firstName, lastName] = name.split(" ");
  await db
    .insert(users)
    .values(shoppers.map((s) => ({ id: s.userId, applicationId: TEST_APPLICATION_ID, firstName, lastName })));
  await db.insert(addresses).values(
    shoppers.map((s) => ({
      id: s.addressId,
      applicationId: TEST_APPLICATION_ID,
      userId: s.userId,
      name,
      address: "1 Main Road",
      areaCode: "560038",
      city: "Bengaluru",
      state: "Karnataka",
    })),
  );
  await db
    .insert(carts)
    .values(shoppers.map((s) => ({ id: s.cartId, applicationId: TEST_APPLICATION_ID, userId: s.userId })));
  await db.insert(cartLines).values(
    shoppers.flatMap((s) =>
      s.lines.map((l) => ({
        id: newId(),
        cartId: s.cartId,
        productUid: l.productUid,
        size: l.size,
        articleId: l.articleId,
        quantity: l.quantity,
      })),
    ),
  );
}

/** Switches the test store's `staff_selection` cart feature (the demo seed keeps it off). */
export function setStaffSelection(db: Db, on: boolean) {
  return db
    .update(appDocuments)
    .set({ data: sql`jsonb_set(${appDocuments.data}, '{feature,cart,staff_selection}', ${JSON.stringify(on)}::jsonb)` })
    .where(and(eq(appDocuments.applicationId, TEST_APPLICATION_ID), eq(appDocuments.kind, "features")));
}
