/**
 * Logistics module: countries and their address forms, localities, pincode lookups, delivery
 * promises, courier partners and fulfillment options — every call of the official SDK's logistic
 * client, plus the TAT product call.
 *
 * - getAllCountries GET v1.0/country-list                 → the countries the store delivers to
 * - getCountries  GET  v2.0/countries                      → every country, paged (q, phone_code, onboarding)
 * - getCountry    GET  v1.0/countries/{country_iso_code}   → the country with its address form rows
 * - getLocalities GET  v1.0/localities/{locality_type}     → pincodes, cities, states or countries, paged
 * - validateAddress POST v1.0/country/{iso}/address/templates/{template}/validate
 * - getCourierPartners POST v1.0/company/{company_id}/application/{application_id}/shipment/courier-partners
 * - getFulfillmentOptions GET v1.0/fulfillment-options
 * - getLocality   GET  v1.0/localities/pincode/{pincode} → the pincode with its city, state and country
 * - getPincodeCity GET v1.0/pincode/{pincode}           → the older PincodeDetails shape of the same
 * - getTatProduct POST v1.0/                             → the TAT ("turn-around time") product call
 * - getDeliveryPromise GET v1.0/delivery-promise         → each store's promise for the shopper's
 *   pincode (x-location-detail)
 *
 * Country data: countries.ts and address-forms.ts; pincodes: india-post.ts (docs/decisions/0007);
 * the promise rule: promise.ts.
 */
import { Hono } from "hono";
import type { Db } from "../../db/client";
import { parseJson, parseParams, parseQuery } from "../../http/errors";
import type { ServiceEnv } from "../../http/middleware";
import { validateAddress } from "./address-check";
import { getAllCountries, getCountries, getCountry } from "./countries";
import { deliveryPromises, tatProduct } from "./delivery";
import { getLocalities, getLocality, getPincodeDetails } from "./localities";
import { courierPartners, fulfillmentOptions } from "./partners";
import {
  checkTat,
  countriesQuery,
  countryParams,
  courierPartnersBody,
  courierPartnersParams,
  deliveryPincode,
  deliveryPromiseQuery,
  fulfillmentOptionsQuery,
  localitiesParams,
  localitiesQuery,
  localityParams,
  localityQuery,
  pincodeParams,
  tatBody,
  validateAddressBody,
  validateAddressParams,
} from "./validators";

export function logisticsRoutes(db: Db, options: { now?: () => number } = {}) {
  const routes = new Hono<ServiceEnv>();
  const now = options.now ?? Date.now;

  routes.get("/v1.0/country-list", (c) => c.json(getAllCountries()));

  routes.get("/v2.0/countries", (c) => {
    const { onboarding, page_no, page_size, q, phone_code } = parseQuery(c, countriesQuery);
    return c.json(getCountries({ onboarding, pageNo: page_no, pageSize: page_size, q, phoneCode: phone_code }));
  });

  routes.get("/v1.0/countries/:country_iso_code", (c) => {
    const { country_iso_code } = parseParams(c, countryParams);
    return c.json(getCountry(country_iso_code));
  });

  routes.post("/v1.0/country/:country_iso_code/address/templates/:template_name/validate", async (c) => {
    const { country_iso_code, template_name } = parseParams(c, validateAddressParams);
    return c.json(await validateAddress(db, country_iso_code, template_name, await parseJson(c, validateAddressBody)));
  });

  routes.get("/v1.0/localities/:locality_type", (c) => {
    const { locality_type } = parseParams(c, localitiesParams);
    const { country, state, city, q, page_no, page_size } = parseQuery(c, localitiesQuery);
    return c.json(
      getLocalities({ type: locality_type, country, state, city, q, pageNo: page_no, pageSize: page_size }),
    );
  });

  routes.get("/v1.0/localities/:locality_type/:locality_value", async (c) => {
    const { locality_value } = parseParams(c, localityParams);
    const { country } = parseQuery(c, localityQuery);
    return c.json(await getLocality(db, locality_value, country));
  });

  routes.get("/v1.0/pincode/:pincode", async (c) => {
    const { pincode } = parseParams(c, pincodeParams);
    return c.json(await getPincodeDetails(db, pincode));
  });

  routes.post("/v1.0/", async (c) => {
    const body = checkTat(await parseJson(c, tatBody));
    return c.json(await tatProduct(db, body, now(), c.get("requestId")));
  });

  routes.get("/v1.0/delivery-promise", async (c) => {
    const { page_no, page_size } = parseQuery(c, deliveryPromiseQuery);
    const toPincode = deliveryPincode(c.req.header("x-location-detail"));
    return c.json(await deliveryPromises(db, toPincode, { pageNo: page_no, pageSize: page_size }, now()));
  });

  routes.post("/v1.0/company/:company_id/application/:application_id/shipment/courier-partners", async (c) => {
    parseParams(c, courierPartnersParams);
    return c.json(await courierPartners(db, await parseJson(c, courierPartnersBody), now()));
  });

  routes.get("/v1.0/fulfillment-options", async (c) => {
    const { store_id } = parseQuery(c, fulfillmentOptionsQuery);
    return c.json(await fulfillmentOptions(db, store_id));
  });

  return routes;
}
