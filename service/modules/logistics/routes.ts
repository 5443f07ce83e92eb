/**
 * Logistics module: pincode lookups and delivery promises.
 *
 * - getLocality   GET  v1.0/localities/pincode/{pincode} → the pincode with its city, state and country
 * - getPincodeCity GET v1.0/pincode/{pincode}           → the older PincodeDetails shape of the same
 * - getTatProduct POST v1.0/                             → the TAT ("turn-around time") product call
 * - getDeliveryPromise GET v1.0/delivery-promise         → each store's promise for the shopper's
 *   pincode (x-location-detail)
 *
 * Serviceable pincodes are listed in pincodes.ts; the promise rule is in promise.ts.
 */
import { Hono } from "hono";
import type { Db } from "../../db/client";
import { parseJson, parseParams, parseQuery } from "../../http/errors";
import type { ServiceEnv } from "../../http/middleware";
import { deliveryPromises, tatProduct } from "./delivery";
import { getLocality, getPincodeDetails } from "./localities";
import {
  checkTat,
  deliveryPincode,
  deliveryPromiseQuery,
  localityParams,
  localityQuery,
  pincodeParams,
  tatBody,
} from "./validators";

export function logisticsRoutes(db: Db, options: { now?: () => number } = {}) {
  const routes = new Hono<ServiceEnv>();
  const now = options.now ?? Date.now;

  routes.get("/v1.0/localities/:locality_type/:locality_value", (c) => {
    const { locality_value } = parseParams(c, localityParams);
    const { country } = parseQuery(c, localityQuery);
    return c.json(getLocality(locality_value, country));
  });

  routes.get("/v1.0/pincode/:pincode", (c) => {
    const { pincode } = parseParams(c, pincodeParams);
    return c.json(getPincodeDetails(pincode));
  });

  routes.post("/v1.0/", async (c) => {
    const body = checkTat(await parseJson(c, tatBody));
    return c.json(tatProduct(body, now(), c.get("requestId")));
  });

  routes.get("/v1.0/delivery-promise", async (c) => {
    const { page_no, page_size } = parseQuery(c, deliveryPromiseQuery);
    const toPincode = deliveryPincode(c.req.header("x-location-detail"));
    return c.json(await deliveryPromises(db, toPincode, { pageNo: page_no, pageSize: page_size }, now()));
  });

  return routes;
}
