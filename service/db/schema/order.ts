/**
 * Orders: what a checkout made. An order has one shipment per fulfilling store and a bag per cart
 * line. Prices, the product's name and image, and both addresses are copied at checkout, so a later
 * catalogue or address-book change never rewrites an order.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { BagReturnMeta, OrderAddress, OrderBreakupValue, OrderItem } from "../../contract/types/order";
import { createdAt, money, updatedAt } from "./columns";
import { applicationRef } from "./configuration";
import { userRef } from "./user";

export const orders = pgTable(
  "orders",
  {
    /** "FY" and 18 upper-case hexadecimal characters, like Fynd's order ids. */
    id: text("id").primaryKey(),
    applicationId: applicationRef(),
    userId: userRef(),
    /** The cart it was made from (archived by the checkout). */
    cartId: text("cart_id").notNull(),
    /**
     * What makes a checkout "the same one again": the caller's idempotency key, else the cart id and
     * its last-modified stamp. A repeated checkout finds the order by it instead of making another.
     */
    checkoutKey: text("checkout_key").notNull(),
    /** placed (COD, or paid), payment_pending (waiting for the gateway), payment_failed (stock released). */
    status: text("status").notNull(),
    paymentMode: text("payment_mode").notNull(),
    paymentIdentifier: text("payment_identifier").notNull().default(""),
    aggregator: text("aggregator").notNull().default(""),
    merchantCode: text("merchant_code").notNull().default(""),
    deliveryAddress: jsonb("delivery_address").$type<OrderAddress>().notNull(),
    billingAddress: jsonb("billing_address").$type<OrderAddress>().notNull(),
    breakup: jsonb("breakup").$type<OrderBreakupValue[]>().notNull(),
    total: money("total").notNull(),
    currencyCode: text("currency_code").notNull(),
    currencySymbol: text("currency_symbol").notNull(),
    /** The staff member chosen on the bag (staff selection) when the order was placed: whose sale it is. */
    staffUserId: text("staff_user_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("orders_checkout_key").on(t.applicationId, t.checkoutKey),
    index("orders_user_created").on(t.applicationId, t.userId, t.createdAt),
  ],
);

export const shipments = pgTable(
  "shipments",
  {
    /** 16 digits, like Fynd's shipment ids. */
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    storeUid: integer("store_uid"),
    /** Fynd's shipment status value: placed, cancelled_customer, delivery_done… */
    status: text("status").notNull(),
    /**
     * The shopper's Idempotency-Key of the cancel or return that gave this shipment its status: the
     * same request again answers this shipment instead of cancelling or returning more.
     */
    requestKey: text("request_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("shipments_order").on(t.orderId), uniqueIndex("shipments_request_key").on(t.orderId, t.requestKey)],
);

export const orderBags = pgTable(
  "order_bags",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: text("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    lineNumber: smallint("line_number").notNull(),
    productUid: integer("product_uid").notNull(),
    articleId: text("article_id").notNull(),
    size: text("size").notNull(),
    quantity: integer("quantity").notNull(),
    /** Per unit, in the order's currency, at checkout. */
    priceMarked: money("price_marked").notNull(),
    priceEffective: money("price_effective").notNull(),
    item: jsonb("item").$type<OrderItem>().notNull(),
    /** Why the shopper cancelled or returned it, and a return's quality-check photos (urls). */
    returnMeta: jsonb("return_meta").$type<BagReturnMeta>(),
  },
  (t) => [
    index("order_bags_shipment").on(t.shipmentId),
    uniqueIndex("order_bags_line").on(t.shipmentId, t.lineNumber),
    check("order_bags_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/**
 * A shipment's status changes after it was made (confirmed, packed, shipped, …, or cancelled), each
 * with its time: the tracking timeline. The first status is the shipment's own, at its creation.
 */
export const shipmentEvents = pgTable(
  "shipment_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: text("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("shipment_events_shipment").on(t.shipmentId, t.id)],
);

/**
 * Money owed back to a shopper: one row per cancelled or returned bag (recorded once: unique per
 * shipment and bag). A prepaid cancel is refunded at once to its source (refund_done); a return is
 * pending until the store completes it; a returned COD bag is paid to a beneficiary.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    shipmentId: text("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    bagId: integer("bag_id")
      .notNull()
      .references(() => orderBags.id, { onDelete: "cascade" }),
    /** What the bag was paid (unit price × quantity), in the order's currency. */
    amount: money("amount").notNull(),
    currencyCode: text("currency_code").notNull(),
    /** The order's payment mode (COD, UPI, CARD…). */
    mode: text("mode").notNull(),
    /** pending or refund_done. */
    status: text("status").notNull(),
    /** The shopper's refund beneficiary (a returned COD bag), as given with the return. */
    beneficiaryId: text("beneficiary_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("refunds_shipment_bag").on(t.shipmentId, t.bagId), index("refunds_order").on(t.orderId)],
);
