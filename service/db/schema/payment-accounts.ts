/**
 * The shopper's accounts with the Sandbox's wallets and pay-later providers (decision 0024): a wallet
 * linked with a one-time code sent to its mobile number, and a pay-later account opened by onboarding.
 */
import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { shopperOwned } from "./user";

/**
 * One row per shopper and wallet. `link_token` (the one-time code's request id) and `pending_mobile`
 * are set by walletLinkInitiate; linkWallet moves the number to `mobile` and sets `linked_at`;
 * delinkWallet deletes the row. A wallet is linked when `linked_at` is set.
 */
export const linkedWallets = pgTable(
  "linked_wallets",
  {
    ...shopperOwned(),
    /** The Sandbox's wallet code (PAYTM, PHONEPE, AMAZONPAY, MOBIKWIK). */
    walletCode: text("wallet_code").notNull(),
    /** The linked number, "<country code>-<number>" ("" until linked). */
    mobile: text("mobile").notNull().default(""),
    /** The number a link in progress was sent to ("" when none). */
    pendingMobile: text("pending_mobile").notNull().default(""),
    /** The request id of the link in progress's code, or null. */
    linkToken: text("link_token"),
    linkedAt: timestamp("linked_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("linked_wallets_user_wallet").on(t.userId, t.walletCode),
    index("linked_wallets_link_token").on(t.linkToken),
  ],
);

/** A shopper's account with a Sandbox pay-later provider (customerOnboard), one per provider. */
export const payLaterAccounts = pgTable(
  "pay_later_accounts",
  {
    ...shopperOwned(),
    /** The provider's code (SIMPL, LAZYPAY). */
    provider: text("provider").notNull(),
    /** The mobile number the account is opened on, "<country code>-<number>". */
    mobile: text("mobile").notNull(),
    /** Where the shopper signed up (the onboarding's `source`). */
    source: text("source").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("pay_later_accounts_user_provider").on(t.userId, t.provider)],
);
