/**
 * Payment: saved cards, payment links and the Sandbox aggregator's payment sessions.
 */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, money } from "./columns";
import { applicationRef } from "./configuration";
import { orders } from "./order";
import { shopperOwned, users } from "./user";

/** Cards a shopper saved at payment (tokenised: no card number is stored, only its last digits). */
export const savedCards = pgTable(
  "saved_cards",
  {
    ...shopperOwned(),
    /** Masked, e.g. "XXXX-XXXX-XXXX-1111". */
    cardNumber: text("card_number").notNull(),
    cardName: text("card_name").notNull().default(""),
    cardBrand: text("card_brand").notNull(),
    cardType: text("card_type").notNull().default("credit"),
    cardIssuer: text("card_issuer").notNull().default(""),
    nickname: text("nickname").notNull().default(""),
    expMonth: smallint("exp_month").notNull(),
    expYear: smallint("exp_year").notNull(),
    cardToken: text("card_token").notNull(),
    cardFingerprint: text("card_fingerprint").notNull(),
    aggregatorName: text("aggregator_name").notNull().default("Sandbox"),
    createdAt: createdAt(),
  },
  (t) => [
    index("saved_cards_user").on(t.userId),
    uniqueIndex("saved_cards_user_fingerprint").on(t.userId, t.cardFingerprint),
  ],
);

/**
 * Payment links (decision 0022): a request to pay an amount, sent to a shopper's e-mail and phone and
 * paid on the storefront's /payment/link/{id} through the Sandbox aggregator. The id is 24 random
 * bytes (base64url), so a link cannot be guessed. `status` is active, paid or cancelled; an active link
 * past `expires_at` reads as expired.
 */
export const paymentLinks = pgTable(
  "payment_links",
  {
    id: text("id").primaryKey(),
    applicationId: applicationRef(),
    /** The signed-in shopper who created it (createPaymentLink), null for the store operator's links. */
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    amount: money("amount").notNull(),
    currency: text("currency").notNull().default("INR"),
    description: text("description").notNull().default(""),
    externalOrderId: text("external_order_id").notNull(),
    email: text("email").notNull().default(""),
    mobileNumber: text("mobile_number").notNull().default(""),
    /** CreatePaymentLinkMeta as given (cart_id, checkout_mode, amount, assign_card_id). */
    meta: jsonb("meta").notNull().$type<Record<string, unknown>>().default({}),
    successRedirectionUrl: text("success_redirection_url").notNull().default(""),
    failureRedirectionUrl: text("failure_redirection_url").notNull().default(""),
    /** active, paid or cancelled (expired is read from expires_at). */
    status: text("status").notNull().default("active"),
    /** The merchant order id of the payment that paid it. */
    paidOrderId: text("paid_order_id").notNull().default(""),
    paidMode: text("paid_mode").notNull().default(""),
    resendCount: integer("resend_count").notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [index("payment_links_application").on(t.applicationId)],
);

/**
 * Payments the built-in Sandbox aggregator is taking (decision 0015): one per order paid by card,
 * UPI, net banking, wallet or pay later. The id is the hosted page's unguessable token. A session
 * is pending until the shopper approves or declines it on the hosted page, or it expires.
 */
export const paymentSessions = pgTable(
  "payment_sessions",
  {
    /** 24 random bytes, base64url: the hosted page's address, so it cannot be guessed. */
    id: text("id").primaryKey(),
    /** The order id (the gateway's merchant order id). */
    merchantOrderId: text("merchant_order_id").notNull(),
    /** The order it pays; null when it pays a payment link. */
    orderId: text("order_id").references(() => orders.id, { onDelete: "cascade" }),
    /** The payment link it pays (decision 0022); null for an order's payment. */
    paymentLinkId: text("payment_link_id").references(() => paymentLinks.id, { onDelete: "cascade" }),
    applicationId: applicationRef(),
    /** The paying shopper; null for a payment link paid signed out. */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The order's cart ("" for a payment link). */
    cartId: text("cart_id").notNull(),
    /** CARD, UPI, NB, WL or PL. */
    mode: text("mode").notNull(),
    /** The bank, wallet or pay-later code; the saved card's id (or "") for CARD; "UPI" for UPI. */
    identifier: text("identifier").notNull().default(""),
    amount: money("amount").notNull(),
    currency: text("currency").notNull(),
    /** pending, approved, declined or expired. */
    status: text("status").notNull().default("pending"),
    /** Why a declined or expired payment failed (the redirect's `error`). */
    failureReason: text("failure_reason").notNull().default(""),
    /** Where the hosted page returns to (absolute http(s) URL), "" for the service's own result page. */
    callbackUrl: text("callback_url").notNull().default(""),
    /** UPI: the id the collect request went to (initialisePayment), "" before. */
    vpa: text("vpa").notNull().default(""),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payment_sessions_order").on(t.orderId),
    uniqueIndex("payment_sessions_merchant_order").on(t.merchantOrderId),
    index("payment_sessions_link").on(t.paymentLinkId),
    index("payment_sessions_pending_expiry")
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
