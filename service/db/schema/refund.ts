/**
 * Refund beneficiaries (decision 0019): the bank accounts and wallets / UPI ids a shopper's refunds
 * may be paid to, which refund transfer modes the shopper has turned off, and the beneficiary a
 * shopper chose for an order's (or one shipment's) refund.
 */
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { applicationRef } from "./configuration";
import { orders } from "./order";
import { userRef } from "./user";

export const refundBeneficiaries = pgTable(
  "refund_beneficiaries",
  {
    /** The official numeric `id`. */
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The official `beneficiary_id`: 24 random hexadecimal characters. */
    beneficiaryId: text("beneficiary_id").notNull(),
    applicationId: applicationRef(),
    userId: userRef(),
    /** bank, or wallet (a wallet or a UPI id). */
    transferMode: text("transfer_mode").notNull().$type<"bank" | "wallet">(),
    accountHolder: text("account_holder").notNull().default(""),
    /** The full account number: a refund is paid to it. Answers show only its last four digits. */
    accountNo: text("account_no").notNull().default(""),
    /** "XXXXXXXX1234", kept for display. */
    accountNoMasked: text("account_no_masked").notNull().default(""),
    ifscCode: text("ifsc_code").notNull().default(""),
    bankName: text("bank_name").notNull().default(""),
    branchName: text("branch_name").notNull().default(""),
    /** A wallet's name (Paytm…), or "UPI" for a UPI id. */
    wallet: text("wallet").notNull().default(""),
    /** The wallet's or UPI id (VPA). */
    walletAddress: text("wallet_address").notNull().default(""),
    email: text("email").notNull().default(""),
    mobile: text("mobile").notNull().default(""),
    isDefault: boolean("is_default").notNull().default(false),
    /** False while its one-time code is unanswered: such a row is never listed or used. */
    verified: boolean("verified").notNull().default(false),
    /** The one-time code (request_id) that verifies it. */
    requestId: text("request_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("refund_beneficiaries_beneficiary_id").on(t.beneficiaryId),
    index("refund_beneficiaries_user").on(t.applicationId, t.userId),
    uniqueIndex("refund_beneficiaries_request").on(t.requestId),
    // At most one default per shopper.
    uniqueIndex("refund_beneficiaries_one_default")
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Refund transfer modes a shopper turned off (enableOrDisableRefundTransferMode); on by default. */
export const refundTransferModeSettings = pgTable(
  "refund_transfer_mode_settings",
  {
    applicationId: applicationRef(),
    userId: userRef(),
    transferMode: text("transfer_mode").notNull(),
    enabled: boolean("enabled").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("refund_transfer_mode_settings_user_mode").on(t.userId, t.transferMode)],
);

/**
 * The beneficiary a shopper chose for an order's refund: `shipment_id` "" for the whole order, else
 * for that shipment. The cancel/return flow reads it through refundBeneficiaryFor.
 */
export const refundBeneficiaryChoices = pgTable(
  "refund_beneficiary_choices",
  {
    applicationId: applicationRef(),
    userId: userRef(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    shipmentId: text("shipment_id").notNull().default(""),
    beneficiaryRowId: integer("beneficiary_row_id")
      .notNull()
      .references(() => refundBeneficiaries.id, { onDelete: "cascade" }),
    chosenAt: timestamp("chosen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("refund_beneficiary_choices_order_shipment").on(t.orderId, t.shipmentId)],
);
