/**
 * Payment: saved cards and the Sandbox aggregator's payment sessions.
 */
import { sql } from "drizzle-orm";
import { index, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, money } from "./columns";
import { applicationRef } from "./configuration";
import { orders } from "./order";
import { shopperOwned, userRef } from "./user";

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
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    applicationId: applicationRef(),
    userId: userRef(),
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
    index("payment_sessions_pending_expiry")
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
