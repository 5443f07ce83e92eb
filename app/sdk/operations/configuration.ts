/** Configuration operations (ConfigurationApplicationClient): the application and its settings. */
import type { ModuleOperations } from "./table";

export const configurationOperations = {
  getApplication: { method: "GET", path: "/service/application/configuration/v1.0/application" },
  getBasicDetails: { method: "GET", path: "/service/application/configuration/v1.0/detail" },
  getContactInfo: { method: "GET", path: "/service/application/configuration/v1.0/information" },
  getCurrencies: { method: "GET", path: "/service/application/configuration/v1.0/currencies" },
  getAppCurrencies: { method: "GET", path: "/service/application/configuration/v1.0/currency" },
  getFeatures: { method: "GET", path: "/service/application/configuration/v1.0/feature" },
  getOrderingStores: {
    method: "GET",
    path: "/service/application/configuration/v2.0/ordering-store/stores",
    query: ["page_no", "page_size", "q"],
  },
  getStoreDetailById: {
    method: "GET",
    path: "/service/application/configuration/v2.0/ordering-store/stores/{store_id}",
  },
  getOrderingStoreCookie: {
    method: "POST",
    path: "/service/application/configuration/v1.0/ordering-store/select",
    body: true,
  },
  removeOrderingStoreCookie: {
    method: "DELETE",
    path: "/service/application/configuration/v1.0/ordering-store/select",
  },
  getIntegrationTokens: { method: "GET", path: "/service/application/configuration/v1.0/token" },
} as const satisfies ModuleOperations<"configuration">;
