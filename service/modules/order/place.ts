/**
 * Placing an order inside the checkout's transaction: the stock of every line is taken (or nothing
 * is), then the order, one shipment per fulfilling store and a bag per line are written. The caller
 * (the cart's checkout) owns the transaction, so a failure anywhere leaves stock, cart and orders as
 * they were.
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import type { OrderAddress, OrderBreakupValue, OrderItem } from "../../contract/types";
import type { Tx } from "../../db/client";
import { catalogRevision, orderBags, orders, productSizes, shipments } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { putBackStoreStock, takeStoreStock } from "../catalog/store-stock";
import { givebackOrderPoints } from "../rewards/points";
import { queueOrderPlacedMessages } from "./notifications";

/** A cart line as it is ordered: prices per unit in the order's currency, at checkout time. */
export interface OrderLine {
  productUid: number;
  articleId: string;
  size: string;
  quantity: number;
  storeUid: number | null;
  priceMarked: number;
  priceEffective: number;
  item: OrderItem;
}

interface NewOrder {
  applicationId: string;
  userId: string;
  cartId: string;
  checkoutKey: string;
  /** placed, or payment_pending while a gateway is paying it. */
  status: "placed" | "payment_pending";
  payment: { mode: string; identifier: string; aggregator: string; merchantCode: string };
  deliveryAddress: OrderAddress;
  billingAddress: OrderAddress;
  breakup: OrderBreakupValue[];
  total: number;
  currency: { code: string; symbol: string };
  lines: OrderLine[];
  /** The staff member the bag was kept for (staff selection), credited with the sale. */
  staffUserId?: string | null;
}

/** "FY" and 18 upper-case hexadecimal characters, like Fynd's order ids. */
const newOrderId = () => `FY${randomBytes(9).toString("hex").toUpperCase()}`;

/** 16 digits, like Fynd's shipment ids: "1" and 15 random digits (no two concurrent checkouts collide). */
export const newShipmentId = () =>
  `1${(BigInt(`0x${randomBytes(8).toString("hex")}`) % 10n ** 15n).toString().padStart(15, "0")}`;

/** The shopper sees this when a line's stock ran out between the cart and the checkout. */
class OutOfStock extends ApiError {
  constructor(readonly articleIds: string[]) {
    super(400, "Some items in your bag are out of stock. Remove them or lower the quantity to place your order.");
  }
}

/**
 * Locks articles' rows in one sorted order before any is changed: a change that empties an article
 * (or stocks it again) also locks the catalogue's revision row (trigger of 0002), and taking that
 * lock while still waiting for another article's would let two writers sharing articles deadlock.
 */
async function lockArticles(tx: Tx, articleIds: string[]): Promise<Map<string, number | null>> {
  const rows = await tx
    .select({ id: productSizes.articleId, storeUid: productSizes.storeUid })
    .from(productSizes)
    .where(inArray(productSizes.articleId, articleIds))
    .orderBy(asc(productSizes.articleId))
    .for("update");
  return new Map(rows.map((r) => [r.id, r.storeUid]));
}

/** An article's stock in a store: its product_sizes row's at its own store, else that store's store_stock row. */
type Stock = { articleId: string; storeUid?: number | null; quantity: number };
const ownStock = (homes: Map<string, number | null>, line: Stock) =>
  line.storeUid === undefined || line.storeUid === null || homes.get(line.articleId) === line.storeUid;

/** The lines' quantities summed per article and store, in the articles' lock order. */
function perArticleAndStore(lines: Stock[]): Stock[] {
  const summed = new Map<string, Stock>();
  for (const line of lines) {
    const key = `${line.articleId}\u0000${line.storeUid ?? ""}`;
    const had = summed.get(key);
    summed.set(key, { ...line, quantity: (had?.quantity ?? 0) + line.quantity });
  }
  return [...summed.values()].sort(
    (a, b) => a.articleId.localeCompare(b.articleId) || (a.storeUid ?? 0) - (b.storeUid ?? 0),
  );
}

/**
 * Takes `quantity` units of each article, or throws OutOfStock naming every article that has too few
 * (after which the caller's transaction rolls back what was taken). Articles are locked in one order
 * (sorted ids) so two checkouts sharing articles cannot deadlock.
 */
async function takeStock(tx: Tx, lines: OrderLine[]): Promise<void> {
  const wanted = perArticleAndStore(lines);
  const short: string[] = [];
  let soldOut = false;
  const homes = await lockArticles(tx, [...new Set(wanted.map((w) => w.articleId))]);
  for (const line of wanted) {
    const { articleId, quantity } = line;
    // From a chosen ordering store's shelf (store-stock.ts): the catalogue's own stock is not touched.
    if (!ownStock(homes, line)) {
      if (!(await takeStoreStock(tx, line.storeUid!, articleId, quantity))) short.push(articleId);
      continue;
    }
    const [row] = await tx
      .update(productSizes)
      .set({ quantity: sql`${productSizes.quantity} - ${quantity}` })
      .where(and(eq(productSizes.articleId, articleId), gte(productSizes.quantity, quantity)))
      .returning({ left: productSizes.quantity });
    if (!row) short.push(articleId);
    else if (row.left === 0) soldOut = true;
  }
  if (short.length > 0) throw new OutOfStock(short);
  // An article that went out of stock leaves the size filter and facet: their memo keys on this.
  if (soldOut) await bumpStockRevision(tx);
}

const bumpStockRevision = (tx: Tx) =>
  tx
    .update(catalogRevision)
    .set({ stockRevision: sql`${catalogRevision.stockRevision} + 1` })
    .where(eq(catalogRevision.id, 1));

/** Puts units back in stock (a failed payment, a cancel), locking as takeStock does. */
export async function putBackStock(tx: Tx, lines: Stock[]): Promise<void> {
  const back = perArticleAndStore(lines);
  let restocked = false;
  if (back.length === 0) return;
  const homes = await lockArticles(tx, [...new Set(back.map((b) => b.articleId))]);
  for (const line of back) {
    const { articleId, quantity } = line;
    if (!ownStock(homes, line)) {
      await putBackStoreStock(tx, line.storeUid!, articleId, quantity);
      continue;
    }
    const [row] = await tx
      .update(productSizes)
      .set({ quantity: sql`${productSizes.quantity} + ${quantity}` })
      .where(eq(productSizes.articleId, articleId))
      .returning({ now: productSizes.quantity });
    // Back from 0: the article returns to the size filter and facet.
    if (row && row.now === quantity) restocked = true;
  }
  if (restocked) await bumpStockRevision(tx);
}

/** Gives back the stock of an order's bags, or of one shipment's bags (`{ shipmentId }`), to their stores. */
export async function releaseStock(tx: Tx, of: { orderId: string } | { shipmentId: string }): Promise<void> {
  const bags = await tx
    .select({ articleId: orderBags.articleId, quantity: orderBags.quantity, storeUid: shipments.storeUid })
    .from(orderBags)
    .innerJoin(shipments, eq(shipments.id, orderBags.shipmentId))
    .where("orderId" in of ? eq(shipments.orderId, of.orderId) : eq(shipments.id, of.shipmentId));
  await putBackStock(tx, bags);
}

async function setOrderStatus(tx: Tx, orderId: string, status: string, extra: { checkoutKey?: SQL } = {}) {
  await tx
    .update(orders)
    .set({ status, updatedAt: sql`now()`, ...extra })
    .where(eq(orders.id, orderId));
  await tx
    .update(shipments)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(shipments.orderId, orderId));
}

/** A payment_pending order whose payment went through: it and its shipments are placed. */
export async function confirmPaidOrder(tx: Tx, orderId: string): Promise<void> {
  await setOrderStatus(tx, orderId, "placed");
  await queueOrderPlacedMessages(tx, orderId);
}

/**
 * A payment_pending order whose payment failed (declined, timed out): its stock comes back, it and
 * its shipments are payment_failed, the reward points it redeemed come back, and its checkout key is freed so the reopened cart (or a retry
 * with the same idempotency key) can be checked out again.
 */
export async function failUnpaidOrder(tx: Tx, orderId: string): Promise<void> {
  await releaseStock(tx, { orderId });
  await givebackOrderPoints(tx, orderId, Date.now());
  await setOrderStatus(tx, orderId, "payment_failed", {
    checkoutKey: sql`'failed:' || ${orders.id} || ':' || ${orders.checkoutKey}`,
  });
}

/** How an order is split into shipments: one per fulfilling store, lines in their order (also the cart's shipments). */
export function shipmentsByStore<T extends { storeUid: number | null }>(lines: T[]): Map<number | null, T[]> {
  const byStore = new Map<number | null, T[]>();
  for (const line of lines) byStore.set(line.storeUid, [...(byStore.get(line.storeUid) ?? []), line]);
  return byStore;
}

/** Writes the order (stock first). Returns its id. */
export async function placeOrder(tx: Tx, order: NewOrder): Promise<string> {
  if (order.lines.length === 0) throw new ApiError(400, "Your bag is empty");
  await takeStock(tx, order.lines);
  const id = newOrderId();
  await tx.insert(orders).values({
    id,
    applicationId: order.applicationId,
    userId: order.userId,
    cartId: order.cartId,
    checkoutKey: order.checkoutKey,
    status: order.status,
    paymentMode: order.payment.mode,
    paymentIdentifier: order.payment.identifier,
    aggregator: order.payment.aggregator,
    merchantCode: order.payment.merchantCode,
    deliveryAddress: order.deliveryAddress,
    billingAddress: order.billingAddress,
    breakup: order.breakup,
    total: order.total,
    currencyCode: order.currency.code,
    currencySymbol: order.currency.symbol,
    staffUserId: order.staffUserId ?? null,
  });
  let lineNumber = 0;
  for (const [storeUid, lines] of shipmentsByStore(order.lines)) {
    const shipmentId = newShipmentId();
    await tx.insert(shipments).values({ id: shipmentId, orderId: id, storeUid, status: order.status });
    await tx.insert(orderBags).values(
      lines.map((line) => ({
        shipmentId,
        lineNumber: ++lineNumber,
        productUid: line.productUid,
        articleId: line.articleId,
        size: line.size,
        quantity: line.quantity,
        priceMarked: line.priceMarked,
        priceEffective: line.priceEffective,
        item: line.item,
      })),
    );
  }
  if (order.status === "placed") await queueOrderPlacedMessages(tx, id);
  return id;
}

/** The order a checkout key already made, if any (a repeated checkout answers it). */
export async function orderForCheckout(tx: Tx, applicationId: string, checkoutKey: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.applicationId, applicationId), eq(orders.checkoutKey, checkoutKey)));
  return row?.id ?? null;
}
