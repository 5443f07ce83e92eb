/**
 * The storefront API operations as data (method, path template, query names, taken from the
 * official SDK's *ApplicationClient.js `_relativeUrls` and `query_params` of fdk-client-javascript
 * 3.4.2), one file per SDK module, and the StorefrontApi built from them. A type-level check below
 * ties every path parameter and query name to an argument of the matching StorefrontApi method, so
 * the tables cannot drift from app/sdk/api.ts.
 */
import type { StorefrontApi } from "../api";
import { createApiClient, type ApiClient, type ClientOptions, type Transport } from "../client";
import type { ApplicationConfig, ApplicationConfigInput } from "../config";
import { bindOperations } from "./bind";
import { cartOperations } from "./cart";
import { cartOfferOperations, staffListOperations } from "./cart-offers";
import { checkoutOperations } from "./checkout";
import { communicationOperations } from "./communication";
import { catalogDiscoveryOperations, catalogFollowOperations, catalogOperations } from "./catalog";
import { configurationOperations } from "./configuration";
import { contentOperations, contentPageOperations } from "./content";
import { fileStorageOperations } from "./file-storage";
import { leadOperations } from "./lead";
import { logisticOperations } from "./logistic";
import { orderOperations } from "./order";
import { paymentOperations } from "./payment";
import { paymentLinkOperations } from "./payment-link";
import { sandboxPaymentOperations } from "./payment-sandbox";
import { walletOperations } from "./payment-wallets";
import { invoiceOperations, refundPaymentOperations } from "./refund";
import { rewardsOperations } from "./rewards";
import { cartShareOperations, shareOperations } from "./share";
import { themeOperations } from "./theme";
import type { OperationDef, OperationTable } from "./table";
import { userOperations } from "./user";
import { webhookOperations } from "./webhook";

// The operations come in groups by how they are tested against the official SDK.

/** tests/unit/sdk.test.ts runs every row of this table through the official SDK with sample arguments. */
export const STOREFRONT_OPERATIONS = {
  configuration: configurationOperations,
  content: contentOperations,
  theme: themeOperations,
  catalog: catalogOperations,
  webhook: webhookOperations,
} as const satisfies OperationTable;

/**
 * Catalogue discovery and logistics: kept apart from STOREFRONT_OPERATIONS only because
 * tests/unit/sdk.test.ts has no sample arguments for these yet; tests/integration/sdk-compat.test.ts
 * checks these rows against the official SDK instead.
 */
export const DISCOVERY_OPERATIONS = {
  catalog: catalogDiscoveryOperations,
  logistic: logisticOperations,
} as const satisfies OperationTable;

/** File storage and lead: checked against the official SDK in tests/integration/lead-storage.test.ts. */
const LEAD_STORAGE_OPERATIONS = {
  fileStorage: fileStorageOperations,
  lead: leadOperations,
} as const satisfies OperationTable;

/** FAQ, blog posts, custom pages and announcements: checked against the official SDK in tests/integration/content.test.ts. */
export const CONTENT_OPERATIONS = {
  content: contentPageOperations,
} as const satisfies OperationTable;

/** The shopper's operations: checked against the official SDK in tests/integration/sdk-compat.test.ts. */
export const USER_OPERATIONS = {
  user: userOperations,
  rewards: rewardsOperations,
  payment: paymentOperations,
  cart: cartOperations,
  catalog: catalogFollowOperations,
} as const satisfies OperationTable;

/** Checkout and orders: checked against the official SDK in tests/integration/sdk-compat.test.ts. */
export const CHECKOUT_OPERATIONS = {
  cart: checkoutOperations,
  order: orderOperations,
} as const satisfies OperationTable;

/** The Sandbox aggregator's payment flows: checked against the official SDK in tests/integration/sdk-payment.test.ts. */
export const PAYMENT_FLOW_OPERATIONS = {
  payment: sandboxPaymentOperations,
} as const satisfies OperationTable;

/** Payment links: checked against the official SDK in tests/integration/sdk-payment-links.test.ts. */
export const PAYMENT_LINK_OPERATIONS = {
  payment: paymentLinkOperations,
} as const satisfies OperationTable;

/** Shared carts, short links and QR codes: checked against the official SDK in tests/integration/sdk-share.test.ts. */
export const SHARE_OPERATIONS = {
  cart: cartShareOperations,
  share: shareOperations,
} as const satisfies OperationTable;

/** Refund beneficiaries and shipment invoices: checked against the official SDK in tests/integration/sdk-refunds.test.ts. */
export const REFUND_OPERATIONS = {
  payment: refundPaymentOperations,
  order: invoiceOperations,
} as const satisfies OperationTable;

/** Wallet linking: checked against the official SDK in tests/integration/sdk-payment-accounts.test.ts. */
export const WALLET_OPERATIONS = {
  payment: walletOperations,
} as const satisfies OperationTable;

/** Reward points, promotions, shipments and cart meta: checked against the official SDK in tests/integration/sdk-cart-offers.test.ts. */
export const CART_OFFER_OPERATIONS = {
  cart: cartOfferOperations,
  configuration: staffListOperations,
} as const satisfies OperationTable;

/** The shopper's consent and the newsletter sign-up: checked in tests/integration/newsletter.test.ts. */
const COMMUNICATION_OPERATIONS = {
  communication: communicationOperations,
} as const satisfies OperationTable;

/** Every operation, by module. */
const ALL_OPERATIONS = mergeTables(
  STOREFRONT_OPERATIONS,
  DISCOVERY_OPERATIONS,
  LEAD_STORAGE_OPERATIONS,
  CONTENT_OPERATIONS,
  USER_OPERATIONS,
  CHECKOUT_OPERATIONS,
  PAYMENT_FLOW_OPERATIONS,
  PAYMENT_LINK_OPERATIONS,
  SHARE_OPERATIONS,
  REFUND_OPERATIONS,
  WALLET_OPERATIONS,
  CART_OFFER_OPERATIONS,
  COMMUNICATION_OPERATIONS,
);

function mergeTables(
  ...tables: Record<string, Record<string, OperationDef>>[]
): Record<string, Record<string, OperationDef>> {
  const out: Record<string, Record<string, OperationDef>> = {};
  for (const table of tables)
    for (const [module, operations] of Object.entries(table)) out[module] = { ...out[module], ...operations };
  return out;
}

// ---------------------------------------------------------------------------------------------
// Compile-time check: every `{param}` and query name maps to an argument of the API method.

type SnakeToCamel<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<SnakeToCamel<Tail>>}`
  : S;
type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;
type QueryNames<O> = O extends { query: readonly (infer Q extends string)[] } ? Q : never;
type ArgKeys<F> = F extends (...args: infer P) => unknown ? (P extends [] ? never : keyof NonNullable<P[0]>) : never;
type Table = typeof STOREFRONT_OPERATIONS &
  typeof DISCOVERY_OPERATIONS &
  typeof LEAD_STORAGE_OPERATIONS &
  typeof CONTENT_OPERATIONS &
  typeof USER_OPERATIONS &
  typeof CHECKOUT_OPERATIONS &
  typeof PAYMENT_FLOW_OPERATIONS &
  typeof PAYMENT_LINK_OPERATIONS &
  typeof SHARE_OPERATIONS &
  typeof REFUND_OPERATIONS &
  typeof WALLET_OPERATIONS &
  typeof CART_OFFER_OPERATIONS &
  typeof COMMUNICATION_OPERATIONS;
type UnknownArgs = {
  [M in keyof Table]: {
    [K in keyof Table[M]]: Exclude<
      SnakeToCamel<
        PathParamNames<Table[M][K] extends { path: infer P extends string } ? P : never> | QueryNames<Table[M][K]>
      >,
      K extends keyof StorefrontApi[M] ? ArgKeys<StorefrontApi[M][K]> : never
    >;
  }[keyof Table[M]];
}[keyof Table];
const argumentsMatchApi: [UnknownArgs] extends [never] ? true : { unknownArguments: UnknownArgs } = true;
void argumentsMatchApi;

// And every StorefrontApi method has an operation in one of the tables.
type MissingOperations = {
  [M in keyof StorefrontApi]: Exclude<keyof StorefrontApi[M], M extends keyof Table ? keyof Table[M] : never>;
}[keyof StorefrontApi];
const everyMethodHasAnOperation: [MissingOperations] extends [never] ? true : { missingOperations: MissingOperations } =
  true;
void everyMethodHasAnOperation;

// ---------------------------------------------------------------------------------------------

/**
 * The storefront API for one caller. Create one per incoming request: the config carries that
 * shopper's cookie, currency and location.
 */
export function createStorefrontApi(
  config: ApplicationConfig | ApplicationConfigInput,
  transport?: Transport,
  options?: ClientOptions,
): StorefrontApi {
  return storefrontApiOver(createApiClient(config, transport, options));
}

/** The storefront API over a client that sends requests (e.g. one whose config is still being read). */
export function storefrontApiOver(client: Pick<ApiClient, "request">): StorefrontApi {
  // The tables are checked against StorefrontApi above, so this cast only erases the generic binding.
  return bindOperations(client, ALL_OPERATIONS) as unknown as StorefrontApi;
}
