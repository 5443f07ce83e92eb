/**
 * The commerce service's tables. Catalogue data is relational (it is filtered, sorted and paged);
 * store-level documents that are always read whole (contact info, feature flags, theme pages,
 * navigation trees) are jsonb, shaped like the API responses that serve them.
 */
export * from "./configuration";
export * from "./content";
export * from "./theme";
export * from "./catalog";
export * from "./file-storage";
export * from "./lead";
export * from "./user";
export * from "./mail";
export * from "./rewards";
export * from "./payment";
export * from "./cart";
export * from "./order";
export * from "./share";
export * from "./refund";
export * from "./logistics";
export * from "./payment-accounts";
export * from "./content-resources";
export * from "./communication";
