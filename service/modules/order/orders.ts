/**
 * A shopper's orders as the order API answers them (OrderSchema → Shipments → Bags). An order
 * belongs to one shopper: another shopper's order id answers 404, like an unknown one.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Bags, OrderSchema, Prices, Shipments } from "../../contract/types";
import type { Db, Tx } from "../../db/client";
import { ownedBy, type Owner } from "../../db/owner";
import { orderBags, orders, shipments, stores, users } from "../../db/schema";
import { notFound } from "../../http/errors";
import { returnWindowsOf } from "../catalog/offers";
import { expireDueSandboxPayment } from "../payment/sandbox";
import { SANDBOX_MODES } from "../payment/sandbox-catalogue";
import { isReturnStatus, shipmentEventsOf, statusTitle, trackingTimeline, type ShipmentEvent } from "./lifecycle";
import { needsBeneficiary, refundDetails, refundsOf, type RefundRow } from "./refunds";
import { bagRules, deliveredAt, shipmentRules, type BagRules, type ReturnWindow } from "./rules";

/** The shopper whose orders are read (or changed). */
export type OrderOwner = Owner;

export type OrderRow = typeof orders.$inferSelect;
export type ShipmentRow = typeof shipments.$inferSelect;
export type BagRow = typeof orderBags.$inferSelect;

/** A shipment's bags, in the order of their lines. */
export const bagsOf = (tx: Db | Tx, shipmentId: string): Promise<BagRow[]> =>
  tx.select().from(orderBags).where(eq(orderBags.shipmentId, shipmentId)).orderBy(asc(orderBags.lineNumber));

/** The colour of a shipment status (titles: lifecycle's statusTitle). */
function hexCode(status: string): string {
  if (status === "payment_pending" || isReturnStatus(status)) return "#F4A261";
  if (status === "payment_failed" || status.startsWith("cancelled")) return "#E63946";
  return "#02D1CB";
}

const shipmentStatus = (status: string) => ({ title: statusTitle(status), value: status, hex_code: hexCode(status) });

const round2 = (n: number) => Math.round(n * 100) / 100;

function prices(order: OrderRow, marked: number, effective: number): Prices {
  return {
    price_marked: round2(marked),
    price_effective: round2(effective),
    discount: round2(marked - effective),
    coupon_value: 0,
    delivery_charge: 0,
    cod_charges: 0,
    amount_paid: round2(effective),
    value_of_good: round2(effective),
    currency_code: order.currencyCode,
    currency_symbol: order.currencySymbol,
  };
}

function toBag(order: OrderRow, shipment: ShipmentRow, bag: BagRow, rules: BagRules, refunds: RefundRow[]): Bags {
  return {
    id: bag.id,
    line_number: bag.lineNumber,
    quantity: bag.quantity,
    item: bag.item,
    prices: prices(order, bag.priceMarked * bag.quantity, bag.priceEffective * bag.quantity),
    current_status: {
      status: shipment.status,
      name: statusTitle(shipment.status),
      updated_at: shipment.updatedAt.toISOString(),
      journey_type: isReturnStatus(shipment.status) ? "return" : "forward",
    },
    ...rules,
    refund_details: refundDetails(refunds.filter((r) => r.bagId === bag.id)),
    meta: bag.returnMeta ?? {},
    article: { uid: bag.articleId, size: bag.size },
    currency_code: order.currencyCode,
    currency_symbol: order.currencySymbol,
  };
}

type StoreRow = Pick<typeof stores.$inferSelect, "uid" | "code" | "name" | "sellerUid">;

/** pending (COD, or a gateway not answered yet), paid (a gateway's payment went through) or failed. */
function paymentStatus(order: OrderRow): "pending" | "paid" | "failed" {
  if (order.status === "payment_failed") return "failed";
  if (order.status === "payment_pending" || order.paymentMode === "COD") return "pending";
  return "paid";
}

const paymentDisplayName = (mode: string) =>
  mode === "COD" ? "Cash on Delivery" : (SANDBOX_MODES.find((m) => m.name === mode)?.display_name ?? mode);

interface ShipmentParts {
  bags: BagRow[];
  store: StoreRow | undefined;
  events: ShipmentEvent[];
  refunds: RefundRow[];
  windowOf: (productUid: number) => ReturnWindow;
  now: number;
}

function toShipment(order: OrderRow, shipment: ShipmentRow, parts: ShipmentParts): Shipments {
  const delivered = deliveredAt(parts.events);
  const lines = parts.bags.map((bag) =>
    toBag(
      order,
      shipment,
      bag,
      bagRules(shipment.status, delivered, parts.windowOf(bag.productUid), parts.now),
      parts.refunds,
    ),
  );
  const marked = lines.reduce((sum, b) => sum + b.prices.price_marked, 0);
  const effective = lines.reduce((sum, b) => sum + b.prices.price_effective, 0);
  const store = parts.store;
  return {
    shipment_id: shipment.id,
    order_id: order.id,
    shipment_status: shipmentStatus(shipment.status),
    shipment_created_at: shipment.createdAt.toISOString(),
    total_bags: lines.length,
    bags: lines,
    prices: prices(order, marked, effective),
    breakup_values: order.breakup,
    delivery_address: order.deliveryAddress,
    billing_address: order.billingAddress,
    fulfilling_store: { id: store?.uid ?? 0, code: store?.code ?? "", name: store?.name ?? "", company_id: 1 },
    payment: {
      mode: order.paymentMode,
      mop: order.paymentMode,
      payment_mode: order.paymentMode,
      status: paymentStatus(order),
      display_name: paymentDisplayName(order.paymentMode),
      logo: "",
    },
    promise: null,
    ...shipmentRules(lines),
    refund_details: refundDetails(parts.refunds),
    beneficiary_details: parts.refunds.length > 0 && needsBeneficiary(order.paymentMode),
    total_details: {
      sizes: new Set(lines.map((b) => b.article.size)).size,
      pieces: lines.reduce((sum, b) => sum + b.quantity, 0),
      total_price: round2(effective),
    },
    order_type: "HomeDelivery",
    tracking_details: trackingTimeline(shipment.status, shipment.createdAt, parts.events),
  };
}

/** Builds the answers of the given orders (in their order), with their shipments and bags. */
export async function assemble(db: Db | Tx, rows: OrderRow[], now = Date.now()): Promise<OrderSchema[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const shipmentRows = await db
    .select()
    .from(shipments)
    .where(inArray(shipments.orderId, ids))
    .orderBy(asc(shipments.id));
  const bagRows = shipmentRows.length
    ? await db
        .select()
        .from(orderBags)
        .where(
          inArray(
            orderBags.shipmentId,
            shipmentRows.map((s) => s.id),
          ),
        )
        .orderBy(asc(orderBags.lineNumber))
    : [];
  const events = await shipmentEventsOf(
    db,
    shipmentRows.map((s) => s.id),
  );
  const refundRows = await refundsOf(
    db,
    shipmentRows.map((s) => s.id),
  );
  const windowOf = await returnWindowsOf(
    db,
    bagRows.map((b) => b.productUid),
  );
  const storeUids = [...new Set(shipmentRows.flatMap((s) => (s.storeUid === null ? [] : [s.storeUid])))];
  const storeRows: StoreRow[] = storeUids.length
    ? await db
        .select({ uid: stores.uid, code: stores.code, name: stores.name, sellerUid: stores.sellerUid })
        .from(stores)
        .where(inArray(stores.uid, storeUids))
    : [];
  const userRows = await db
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((o) => o.userId))]));
  return rows.map((order) => {
    const user = userRows.find((u) => u.id === order.userId);
    const own = shipmentRows.filter((s) => s.orderId === order.id);
    const first = order.deliveryAddress;
    return {
      order_id: order.id,
      order_created_time: order.createdAt.toISOString(),
      order_created_ts: String(order.createdAt.getTime()),
      total_shipments_in_order: own.length,
      user_info: {
        name: first.name,
        first_name: user?.firstName ?? "",
        last_name: user?.lastName ?? "",
        mobile: first.phone,
        email: first.email,
        gender: user?.gender ?? "",
      },
      breakup_values: order.breakup,
      shipments: own.map((s) =>
        toShipment(order, s, {
          bags: bagRows.filter((b) => b.shipmentId === s.id),
          store: storeRows.find((st) => st.uid === s.storeUid),
          events: events.get(s.id) ?? [],
          refunds: refundRows.filter((r) => r.shipmentId === s.id),
          windowOf,
          now,
        }),
      ),
      bags_for_reorder: bagRows
        .filter((b) => own.some((s) => s.id === b.shipmentId))
        .map((b) => {
          const storeUid = own.find((s) => s.id === b.shipmentId)?.storeUid ?? 0;
          return {
            item_id: b.productUid,
            item_size: b.size,
            quantity: b.quantity,
            store_id: storeUid,
            seller_id: storeRows.find((st) => st.uid === storeUid)?.sellerUid ?? 0,
          };
        }),
    };
  });
}

/**
 * One of the shopper's orders; 404 'Order not found' for an unknown or another shopper's id. An
 * unanswered Sandbox payment whose time is up fails first (its order then reads payment_failed).
 */
export async function readOrder(db: Db, owner: OrderOwner, orderId: string, now: number): Promise<OrderSchema> {
  await expireDueSandboxPayment(db, orderId, now);
  return getOrder(db, owner, orderId, now);
}

/** One of the shopper's orders; 404 'Order not found' for an unknown or another shopper's id. */
async function getOrder(db: Db | Tx, owner: OrderOwner, orderId: string, now: number): Promise<OrderSchema> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), ownedBy(orders, owner)));
  const [order] = await assemble(db, rows, now);
  if (!order) throw notFound("Order not found");
  return order;
}
