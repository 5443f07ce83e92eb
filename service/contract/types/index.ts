/**
 * Response shapes of the storefront ("application") API, as the Fynd SDK models name them
 * (see shared/reference/fynd-sdk-extracts/models_v1414.txt). The service builds these; the storefront
 * SDK (app/sdk) returns them. Only the fields this project serves are listed; all are snake_case.
 */
export type * from "./common";
export type * from "./configuration";
export type * from "./content";
export type * from "./content-resources";
export type * from "./communication";
export type * from "./theme";
export type * from "./catalog";
export type * from "./logistics";
export type * from "./file-storage";
export type * from "./lead";
export type * from "./user";
export type * from "./rewards";
export type * from "./payment";
export type * from "./cart";
export type * from "./order";
export type * from "./checkout";
export type * from "./share";
export type * from "./refund";
export type * from "./payment-accounts";
