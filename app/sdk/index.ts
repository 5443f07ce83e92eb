/** Public surface of the storefront SDK. */
export type * from "./api";
export { createStorefrontApi, bindOperations, STOREFRONT_OPERATIONS, type OperationDef } from "./operations";
export {
  createApiClient,
  buildPath,
  serializeQuery,
  bearerToken,
  SDK_VERSION,
  DEFAULT_TIMEOUT_MS,
  NO_URL_MESSAGE,
  MISSING_REQUIRED_FIELD,
  type ApiClient,
  type ApiRequest,
  type ClientOptions,
  type HttpMethod,
  type QueryValue,
  type Transport,
} from "./client";
export {
  ApplicationConfig,
  toApplicationConfig,
  DEFAULT_DOMAIN,
  DEFAULT_CURRENCY_CODE,
  type ApplicationConfigInput,
  type ApplicationConfigOptions,
  type LocationDetails,
} from "./config";
export {
  FDKServerResponseError,
  FDKClientValidationError,
  FDKResponseValidationError,
  FDKInvalidCredentialError,
  FDKTokenIssueError,
  FDKOAuthCodeError,
  FDKException,
  FDKNetworkError,
  UNABLE_TO_CONNECT,
  type NetworkErrorInit,
  type ValidationErrorInit,
} from "./errors";
