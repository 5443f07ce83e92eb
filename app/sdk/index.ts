/** Public surface of the storefront SDK. */
export type * from "./api";
export { createStorefrontApi, STOREFRONT_OPERATIONS } from "./operations";
export { createApiClient, serializeQuery, NO_URL_MESSAGE, type Transport } from "./client";
export { ApplicationConfig, DEFAULT_CURRENCY_CODE, type ApplicationConfigInput, type LocationDetails } from "./config";
export {
  FDKServerResponseError,
  FDKClientValidationError,
  FDKResponseValidationError,
  FDKInvalidCredentialError,
  FDKException,
  FDKNetworkError,
} from "./errors";
