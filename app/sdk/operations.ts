/**
 * The storefront API operations as data (method, path template, query names, taken from the
 * official SDK's *ApplicationClient.js `_relativeUrls` and `query_params`), and the StorefrontApi
 * built from them. A type-level check below ties every path parameter and query name to an
 * argument of the matching StorefrontApi method, so the table cannot drift from app/sdk/api.ts.
 */
import type { StorefrontApi } from "./api";
import {
  createApiClient,
  snakeToCamel,
  type ApiClient,
  type ClientOptions,
  type HttpMethod,
  type QueryValue,
  type Transport,
} from "./client";
import type { ApplicationConfig, ApplicationConfigInput } from "./config";

export interface OperationDef {
  method: HttpMethod;
  /** Below the domain, with `{snake_case}` path parameters. */
  path: string;
  /** Query parameter wire names; each is read from the camelCase argument of the same name. */
  query?: readonly string[];
  /** Sends the `body` argument as JSON (the official SDK's `{body}` convention). */
  body?: true;
}

/** A table of operations for some of StorefrontApi's methods (no other names allowed). */
type OperationTable = { [M in keyof StorefrontApi]?: { [K in keyof StorefrontApi[M]]?: OperationDef } };

const PRODUCT_LISTING_QUERY = ["q", "f", "filters", "sort_on", "page_id", "page_size", "page_no", "page_type"] as const;

export const STOREFRONT_OPERATIONS = {
  configuration: {
    getApplication: { method: "GET", path: "/service/application/configuration/v1.0/application" },
    getBasicDetails: { method: "GET", path: "/service/application/configuration/v1.0/detail" },
    getContactInfo: { method: "GET", path: "/service/application/configuration/v1.0/information" },
    getCurrencies: { method: "GET", path: "/service/application/configuration/v1.0/currencies" },
    getAppCurrencies: { method: "GET", path: "/service/application/configuration/v1.0/currency" },
    getFeatures: { method: "GET", path: "/service/application/configuration/v1.0/feature" },
  },
  content: {
    getNavigations: {
      method: "GET",
      path: "/service/application/content/v1.0/navigations",
      query: ["page_no", "page_size"],
    },
    getSEOConfiguration: { method: "GET", path: "/service/application/content/v1.0/seo" },
    getSupportInformation: { method: "GET", path: "/service/application/content/v1.0/support" },
    getLegalInformation: { method: "GET", path: "/service/application/content/v1.0/legal" },
  },
  theme: {
    getAppliedTheme: { method: "GET", path: "/service/application/theme/v2.0/applied-theme" },
    getThemeForPreview: { method: "GET", path: "/service/application/theme/v2.0/{theme_id}/preview" },
    getAllPages: { method: "GET", path: "/service/application/theme/v1.0/{theme_id}/page" },
    getPage: { method: "GET", path: "/service/application/theme/v1.0/{theme_id}/{page_value}" },
  },
  catalog: {
    getProducts: { method: "GET", path: "/service/application/catalog/v1.0/products/", query: PRODUCT_LISTING_QUERY },
    getProductDetailBySlug: { method: "GET", path: "/service/application/catalog/v1.0/products/{slug}/" },
    getCollections: {
      method: "GET",
      path: "/service/application/catalog/v1.0/collections/",
      query: ["page_no", "page_size", "tag", "q"],
    },
    getCollectionDetailBySlug: { method: "GET", path: "/service/application/catalog/v1.0/collections/{slug}/" },
    getCollectionItemsBySlug: {
      method: "GET",
      path: "/service/application/catalog/v1.0/collections/{slug}/items/",
      query: PRODUCT_LISTING_QUERY,
    },
    getBrands: {
      method: "GET",
      path: "/service/application/catalog/v1.0/brands/",
      query: ["department", "page_no", "page_size"],
    },
    getBrandDetailBySlug: { method: "GET", path: "/service/application/catalog/v1.0/brands/{slug}/" },
    getCategories: { method: "GET", path: "/service/application/catalog/v1.0/categories/", query: ["department"] },
    getCategoryDetailBySlug: { method: "GET", path: "/service/application/catalog/v1.0/categories/{slug}/" },
    getDepartments: { method: "GET", path: "/service/application/catalog/v1.0/departments/" },
  },
} as const satisfies OperationTable;

/**
 * Catalogue discovery and logistics operations: official paths and names (CatalogApplicationClient,
 * LogisticApplicationClient of fdk-client-javascript 3.4.2), except
 *  - `pincode` on the price and sellers calls: our addition (the service also reads the
 *    x-location-detail header, which is all the official SDK sends);
 *  - `logistic.getTatProduct` (POST logistics/v1.0/): the TAT call of the official SDK up to v1.4.x,
 *    which the spec's delivery-promise flow uses; 3.x replaced it by getDeliveryPromise.
 * Kept apart from STOREFRONT_OPERATIONS only because tests/unit/sdk.test.ts runs every row of that
 * table through the official SDK with sample arguments it does not have for these yet;
 * tests/integration/sdk-compat.test.ts checks these rows against the official SDK instead.
 */
export const DISCOVERY_OPERATIONS = {
  catalog: {
    getProductSizesBySlug: {
      method: "GET",
      path: "/service/application/catalog/v1.0/products/{slug}/sizes/",
      query: ["store_id"],
    },
    getProductPriceBySlug: {
      method: "GET",
      path: "/service/application/catalog/v4.0/products/{slug}/sizes/{size}/price/",
      query: ["store_id", "moq", "fulfillment_option_slug", "pincode"],
    },
    getProductSellersBySlug: {
      method: "GET",
      path: "/service/application/catalog/v4.0/products/{slug}/sizes/{size}/sellers/",
      query: ["strategy", "fulfillment_option_slug", "page_no", "page_size", "pincode"],
    },
    getProductVariantsBySlug: { method: "GET", path: "/service/application/catalog/v1.0/products/{slug}/variants/" },
    getProductComparisonBySlugs: {
      method: "GET",
      path: "/service/application/catalog/v1.0/products/compare/",
      query: ["slug"],
    },
    getSearchResults: { method: "GET", path: "/service/application/catalog/v1.0/auto-complete/", query: ["q"] },
    getHomeProducts: {
      method: "GET",
      path: "/service/application/catalog/v1.0/home/listing/",
      query: ["sort_on", "page_id", "page_size"],
    },
  },
  logistic: {
    getLocality: {
      method: "GET",
      path: "/service/application/logistics/v1.0/localities/{locality_type}/{locality_value}",
      query: ["country", "state", "city", "sector"],
    },
    getPincodeCity: { method: "GET", path: "/service/application/logistics/v1.0/pincode/{pincode}" },
    getTatProduct: { method: "POST", path: "/service/application/logistics/v1.0/", body: true },
    getDeliveryPromise: {
      method: "GET",
      path: "/service/application/logistics/v1.0/delivery-promise",
      query: ["page_no", "page_size"],
    },
  },
} as const satisfies OperationTable;

/**
 * File storage and lead operations (FileStorageApplicationClient, LeadApplicationClient of
 * fdk-client-javascript 3.4.2): official names and paths. Checked against the official SDK in
 * tests/integration/lead-storage.test.ts.
 */
export const LEAD_STORAGE_OPERATIONS = {
  fileStorage: {
    startUpload: {
      method: "POST",
      path: "/service/application/assets/v2.0/namespaces/{namespace}/upload/start",
      body: true,
    },
    completeUpload: {
      method: "POST",
      path: "/service/application/assets/v2.0/namespaces/{namespace}/upload/complete",
      body: true,
    },
    signUrls: { method: "POST", path: "/service/application/assets/v1.0/sign-urls", body: true },
  },
  lead: {
    createTicket: { method: "POST", path: "/service/application/lead/v1.0/ticket/", body: true },
    getTicket: { method: "GET", path: "/service/application/lead/v1.0/ticket/{id}" },
  },
} as const satisfies OperationTable;

/**
 * User authentication and catalogue follow operations (UserApplicationClient, CatalogApplicationClient
 * of fdk-client-javascript 3.4.2): official names and paths. They act on the shopper of the config's
 * `cookie`; login and registration set the session cookie (read it with ClientOptions.onResponse).
 * Checked against the official SDK in tests/integration/sdk-compat.test.ts.
 */
export const USER_OPERATIONS = {
  user: {
    registerWithForm: {
      method: "POST",
      path: "/service/application/user/authentication/v1.0/register/form",
      query: ["platform"],
      body: true,
    },
    loginWithEmailAndPassword: {
      method: "POST",
      path: "/service/application/user/authentication/v1.0/login/password",
      body: true,
    },
    getLoggedInUser: { method: "GET", path: "/service/application/user/authentication/v1.0/session" },
    getListOfActiveSessions: { method: "GET", path: "/service/application/user/authentication/v1.0/sessions" },
    logout: { method: "GET", path: "/service/application/user/authentication/v1.0/logout" },
    userExists: { method: "GET", path: "/service/application/user/authentication/v1.0/user-exists", query: ["q"] },
    hasPassword: { method: "GET", path: "/service/application/user/authentication/v1.0/has-password" },

    loginWithOTP: {
      method: "POST",
      path: "/service/application/user/authentication/v1.0/login/otp",
      query: ["platform"],
      body: true,
    },
    sendOTPOnMobile: {
      method: "POST",
      path: "/service/application/user/authentication/v1.0/otp/mobile/send",
      query: ["platform"],
      body: true,
    },
    verifyMobileOTP: {
      method: "POST",
      path: "/service/application/user/authentication/v1.0/otp/mobile/verify",
      query: ["platform"],
      body: true,
    },
    sendOTPOnEmail: {
      method: "POST",
      path: "/service/application/user/authentication/v1.0/otp/email/send",
      query: ["platform"],
      body: true,
    },
    verifyEmailOTP: {
      method: "POST",
      path: "/service/application/user/authentication/v1.0/otp/email/verify",
      query: ["platform"],
      body: true,
    },
    sendForgotOTPOnMobile: {
      method: "POST",
      path: "/service/application/user/authentication/v1.0/otp/forgot/mobile/send",
      query: ["platform"],
      body: true,
    },
    sendForgotOTPOnEmail: {
      method: "POST",
      path: "/service/application/user/authentication/v1.0/otp/forgot/email/send",
      query: ["platform"],
      body: true,
    },
    verifyMobileForgotOTP: {
      method: "POST",
      path: "/service/application/user/authentication/v1.0/otp/forgot/mobile/verify",
      query: ["platform"],
      body: true,
    },
    verifyEmailForgotOTP: {
      method: "POST",
      path: "/service/application/user/authentication/v1.0/otp/forgot/email/verify",
      query: ["platform"],
      body: true,
    },
    sendResetPasswordEmail: {
      method: "POST",
      path: "/service/application/user/authentication/v1.0/login/password/reset",
      query: ["platform"],
      body: true,
    },
    sendResetPasswordMobile: {
      method: "POST",
      path: "/service/application/user/authentication/v1.0/login/password/mobile/reset",
      query: ["platform"],
      body: true,
    },
    sendResetToken: {
      method: "POST",
      path: "/service/application/user/authentication/v1.0/login/password/reset/token",
      body: true,
    },
    forgotPassword: {
      method: "POST",
      path: "/service/application/user/authentication/v1.0/login/password/reset/forgot",
      body: true,
    },
    resetForgotPassword: {
      method: "POST",
      path: "/service/application/user/authentication/v1.0/login/password/forgot",
      body: true,
    },
    updatePassword: { method: "POST", path: "/service/application/user/authentication/v1.0/password", body: true },
    verifyEmail: { method: "POST", path: "/service/application/user/authentication/v1.0/verify/email", body: true },
    verifyMobile: { method: "POST", path: "/service/application/user/authentication/v1.0/verify/mobile", body: true },
    sendVerificationLinkToEmail: {
      method: "POST",
      path: "/service/application/user/profile/v1.0/email/link/send",
      query: ["platform"],
      body: true,
    },
    sendVerificationLinkToMobile: {
      method: "POST",
      path: "/service/application/user/profile/v1.0/mobile/link/send",
      query: ["platform"],
      body: true,
    },
    deleteUser: { method: "POST", path: "/service/application/user/authentication/v1.0/delete", body: true },
    updateProfile: {
      method: "POST",
      path: "/service/application/user/profile/v1.0/detail",
      query: ["platform"],
      body: true,
    },
    addEmail: { method: "PUT", path: "/service/application/user/profile/v1.0/email", query: ["platform"], body: true },
    addMobileNumber: {
      method: "PUT",
      path: "/service/application/user/profile/v1.0/mobile",
      query: ["platform"],
      body: true,
    },
    deleteEmail: {
      method: "DELETE",
      path: "/service/application/user/profile/v1.0/email",
      query: ["platform", "active", "primary", "verified", "email"],
    },
    deleteMobileNumber: {
      method: "DELETE",
      path: "/service/application/user/profile/v1.0/mobile",
      query: ["platform", "active", "primary", "verified", "country_code", "phone"],
    },
    setEmailAsPrimary: { method: "POST", path: "/service/application/user/profile/v1.0/email/primary", body: true },
    setMobileNumberAsPrimary: {
      method: "POST",
      path: "/service/application/user/profile/v1.0/mobile/primary",
      body: true,
    },
    getUserAttributes: {
      method: "GET",
      path: "/service/application/user/profile/v1.0/user-attributes",
      query: ["slug"],
    },
    updateUserAttributes: {
      method: "PATCH",
      path: "/service/application/user/profile/v1.0/user-attributes",
      body: true,
    },
    getPlatformConfig: { method: "GET", path: "/service/application/user/platform/v1.0/config", query: ["name"] },
    loginWithFacebook: {
      method: "POST",
      path: "/service/application/user/authentication/v1.0/login/facebook-token",
      query: ["platform"],
      body: true,
    },
    loginWithGoogle: {
      method: "POST",
      path: "/service/application/user/authentication/v1.0/login/google-token",
      query: ["platform"],
      body: true,
    },
    loginWithGoogleAndroid: {
      method: "POST",
      path: "/service/application/user/authentication/v1.0/login/google-android",
      query: ["platform"],
      body: true,
    },
    loginWithGoogleIOS: {
      method: "POST",
      path: "/service/application/user/authentication/v1.0/login/google-ios",
      query: ["platform"],
      body: true,
    },
    loginWithAppleIOS: {
      method: "POST",
      path: "/service/application/user/authentication/v1.0/login/apple-ios",
      query: ["platform"],
      body: true,
    },
  },
  rewards: {
    getOfferByName: { method: "GET", path: "/service/application/rewards/v1.0/offers/{name}/" },
    getUserPoints: { method: "GET", path: "/service/application/rewards/v1.0/user/points/" },
    getUserPointsHistory: {
      method: "GET",
      path: "/service/application/rewards/v1.0/user/points/history/",
      query: ["page_id", "page_size"],
    },
    getUserReferralDetails: { method: "GET", path: "/service/application/rewards/v1.0/user/referral/" },
    redeemReferralCode: { method: "POST", path: "/service/application/rewards/v1.0/user/referral/redeem/", body: true },
  },
  payment: {
    getActiveUserCards: { method: "GET", path: "/service/application/payment/v1.0/cards", query: ["force_refresh"] },
    deleteUserCard: { method: "POST", path: "/service/application/payment/v1.0/card/remove", body: true },
  },
  cart: {
    getAddresses: {
      method: "GET",
      path: "/service/application/cart/v1.0/address",
      query: ["cart_id", "buy_now", "mobile_no", "checkout_mode", "tags", "is_default"],
    },
  },
  catalog: {
    followById: { method: "POST", path: "/service/application/catalog/v1.0/follow/{collection_type}/{collection_id}/" },
    unfollowById: {
      method: "DELETE",
      path: "/service/application/catalog/v1.0/follow/{collection_type}/{collection_id}/",
    },
    getFollowIds: { method: "GET", path: "/service/application/catalog/v1.0/follow/ids/", query: ["collection_type"] },
    getFollowedListing: {
      method: "GET",
      path: "/service/application/catalog/v1.0/follow/{collection_type}/",
      query: ["page_id", "page_size"],
    },
  },
} as const satisfies OperationTable;

/** Every operation, by module. */
export const ALL_OPERATIONS = mergeTables(
  STOREFRONT_OPERATIONS,
  DISCOVERY_OPERATIONS,
  LEAD_STORAGE_OPERATIONS,
  USER_OPERATIONS,
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
  typeof USER_OPERATIONS;
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

function bindOperation(client: ApiClient, operation: OperationDef) {
  return (args?: Record<string, unknown> | null) => {
    const given = args ?? {};
    const query: Record<string, QueryValue> = {};
    for (const name of operation.query ?? []) query[name] = given[snakeToCamel(name)] as QueryValue;
    // `requestHeaders`: the official SDK's per-call headers argument.
    const headers = given.requestHeaders as Record<string, string> | undefined;
    return client.request({
      method: operation.method,
      path: operation.path,
      pathParams: given,
      query,
      ...(operation.body ? { body: given.body } : {}),
      ...(headers ? { headers } : {}),
    });
  };
}

/** Binds every operation of a table to a client; the result has the table's shape. */
export function bindOperations(client: ApiClient, table: Record<string, Record<string, OperationDef>>) {
  return Object.fromEntries(
    Object.entries(table).map(([module, operations]) => [
      module,
      Object.fromEntries(
        Object.entries(operations).map(([name, operation]) => [name, bindOperation(client, operation)]),
      ),
    ]),
  );
}

/**
 * The storefront API for one caller. Create one per incoming request: the config carries that
 * shopper's cookie, currency and location.
 */
export function createStorefrontApi(
  config: ApplicationConfig | ApplicationConfigInput,
  transport?: Transport,
  options?: ClientOptions,
): StorefrontApi {
  const client = createApiClient(config, transport, options);
  // The table is checked against StorefrontApi above, so this cast only erases the generic binding.
  return bindOperations(client, ALL_OPERATIONS) as unknown as StorefrontApi;
}
