/**
 * A shopper's orders as the order API answers them (OrderSchema → Shipments → Bags). An order
 * belongs to one shopper: another shopper's order id answers 404, like an unknown one.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Bags, OrderSchema, Prices, Shipments } from "../../contract/types";
import type { Db, Tx } from "../../db/client";
import { orderBags, orders, shipments, stores, users } from "../../db/schema";
import { notFound } from "../../http/errors";
import { JOURNEY, shipmentEventsOf, trackingTimeline, type ShipmentEvent } from "./lifecycle";
import { expireDueSandboxPayment } from "../payment/sandbox";
import { SANDBOX_MODES } from "../payment/sandbox-catalogue";

/** The shopper whose orders are read. */
interface OrderOwner {
  applicationId: string;
  userId: string;
}

type OrderRow = typeof orders.$inferSelect;
type ShipmentRow = typeof shipments.$inferSelect;
type BagRow = typeof orderBags.$inferSelect;

/** Fynd's shipment status values this store uses, with the title shoppers see. */
const SHIPMENT_STATUS: Record<string, { title: string; hex_code: string }> = {
  ...Object.fromEntries(JOURNEY.map((step) => [step.value, { title: step.title, hex_code: "#02D1CB" }])),
  placed: { title: "Placed", hex_code: "#02D1CB" },
  payment_pending: { title: "Payment Pending", hex_code: "#F4A261" },
  payment_failed: { title: "Payment Failed", hex_code: "#E63946" },
  cancelled_customer: { title: "Cancelled", hex_code: "#E63946" },
};

const CANCELLABLE = new Set(["placed"]);

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

function toBag(order: OrderRow, shipment: ShipmentRow, bag: BagRow): Bags {
  const status = SHIPMENT_STATUS[shipment.status] ?? { title: shipment.status, hex_code: "#000000" };
  return {
    id: bag.id,
    line_number: bag.lineNumber,
    quantity: bag.quantity,
    item: bag.item,
    prices: prices(order, bag.priceMarked * bag.quantity, bag.priceEffective * bag.quantity),
    current_status: {
      status: shipment.status,
      name: status.title,
      updated_at: shipment.updatedAt.toISOString(),
      journey_type: "forward",
    },
    can_cancel: CANCELLABLE.has(shipment.status),
    can_return: false,
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

function toShipment(
  order: OrderRow,
  shipment: ShipmentRow,
  bags: BagRow[],
  store: StoreRow | undefined,
  events: ShipmentEvent[],
): Shipments {
  const lines = bags.map((bag) => toBag(order, shipment, bag));
  const marked = lines.reduce((sum, b) => sum + b.prices.price_marked, 0);
  const effective = lines.reduce((sum, b) => sum + b.prices.price_effective, 0);
  const status = SHIPMENT_STATUS[shipment.status] ?? { title: shipment.status, hex_code: "#000000" };
  return {
    shipment_id: shipment.id,
    order_id: order.id,
    shipment_status: { title: status.title, value: shipment.status, hex_code: status.hex_code },
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
    can_cancel: CANCELLABLE.has(shipment.status),
    can_return: false,
    total_details: {
      sizes: new Set(lines.map((b) => b.article.size)).size,
      pieces: lines.reduce((sum, b) => sum + b.quantity, 0),
      total_price: round2(effective),
    },
    order_type: "HomeDelivery",
    tracking_details: trackingTimeline(shipment.status, shipment.createdAt, events),
  };
}

/** Builds the answers of the given orders (in their order), with their shipments and bags. */
export async function assemble(db: Db | Tx, rows: OrderRow[]): Promise<OrderSchema[]> {
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
        toShipment(
          order,
          s,
          bagRows.filter((b) => b.shipmentId === s.id),
          storeRows.find((st) => st.uid === s.storeUid),
          events.get(s.id) ?? [],
        ),
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
  return getOrder(db, owner, orderId);
}

/** One of the shopper's orders; 404 'Order not found' for an unknown or another shopper's id. */
async function getOrder(db: Db | Tx, owner: OrderOwner, orderId: string): Promise<OrderSchema> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.applicationId, owner.applicationId), eq(orders.userId, owner.userId)));
  const [order] = await assemble(db, rows);
  if (!order) throw notFound("Order not found");
  return order;
}
