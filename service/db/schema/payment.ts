/**
 * Payment: saved cards.
 */
import { index, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { shopperOwned } from "./user";

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
