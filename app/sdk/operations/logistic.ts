/**
 * Logistics operations (LogisticApplicationClient): localities, pincodes, delivery promises.
 * `getTatProduct` (POST logistics/v1.0/) is the TAT call of the official SDK up to v1.4.x, which the
 * spec's delivery-promise flow uses; 3.x replaced it by getDeliveryPromise.
 */
import type { ModuleOperations } from "./table";

export const logisticOperations = {
  getCountries: {
    method: "GET",
    path: "/service/application/logistics/v2.0/countries",
    query: ["onboarding", "page_no", "page_size", "q", "hierarchy", "phone_code"],
  },
  getCountry: { method: "GET", path: "/service/application/logistics/v1.0/countries/{country_iso_code}" },
  getLocality: {
    method: "GET",
    path: "/service/application/logistics/v1.0/localities/{locality_type}/{locality_value}",
    query: ["country", "state", "city", "sector"],
  },
  getLocalities: {
    method: "GET",
    path: "/service/application/logistics/v1.0/localities/{locality_type}",
    query: ["country", "state", "city", "page_no", "page_size", "q", "sector"],
  },
  getPincodeCity: { method: "GET", path: "/service/application/logistics/v1.0/pincode/{pincode}" },
  getTatProduct: { method: "POST", path: "/service/application/logistics/v1.0/", body: true },
  getDeliveryPromise: {
    method: "GET",
    path: "/service/application/logistics/v1.0/delivery-promise",
    query: ["page_no", "page_size"],
  },
} as const satisfies ModuleOperations<"logistic">;
