/**
 * Configuration module: the application, its details and owner, contact information, currencies,
 * languages, features, integration tokens, staff, and the ordering stores with the cookie that
 * remembers the shopper's choice.
 */
import { Hono } from "hono";
import type { Db } from "../../db/client";
import { parseJson, parseParams, parseQuery } from "../../http/errors";
import type { ServiceEnv } from "../../http/middleware";
import { clearedOrderingStoreCookie, orderingStoreCookie } from "../../http/ordering-store";
import {
  appCurrency,
  applicationDetail,
  getCurrency,
  getFeatures,
  getInformation,
  getLanguages,
  getOwnerInfo,
  listCurrencies,
  toApplication,
} from "./application";
import { getOrderingStore, listOrderingStores } from "./ordering-stores";
import { findStaff, listStaff } from "./staff";
import { integrationTokens } from "./tokens";
import {
  currencyParams,
  orderingStoreSelectBody,
  orderingStoresQuery,
  staffListQuery,
  staffQuery,
  storeParams,
} from "./validators";

interface ConfigurationOptions {
  /** GOOGLE_MAPS_API_KEY: served as the google_map integration token; without it the map feature is off. */
  mapsApiKey?: string;
  gtmId?: string;
}

export function configurationRoutes(db: Db, options: ConfigurationOptions = {}) {
  const routes = new Hono<ServiceEnv>();
  const appId = (c: { get(key: "application"): { id: string } }) => c.get("application").id;

  routes.get("/v1.0/application", (c) => c.json(toApplication(c.get("application"))));
  routes.get("/v1.0/detail", (c) => c.json(applicationDetail(c.get("application"))));
  routes.get("/v2.0/about", async (c) => c.json(await getOwnerInfo(db, c.get("application"))));
  routes.get("/v1.0/information", async (c) => c.json(await getInformation(db, appId(c))));
  routes.get("/v1.0/currencies", async (c) => c.json(await listCurrencies(db)));
  routes.get("/v1.0/currency", async (c) => c.json(await appCurrency(db, appId(c))));

  routes.get("/v1.0/currency/:id", async (c) => {
    const { id } = parseParams(c, currencyParams);
    return c.json(await getCurrency(db, id));
  });

  routes.get("/v1.0/languages", async (c) => c.json(await getLanguages(db, appId(c))));
  routes.get("/v1.0/feature", async (c) =>
    c.json(await getFeatures(db, appId(c), { mapsConfigured: Boolean(options.mapsApiKey) })),
  );
  routes.get("/v1.0/token", (c) =>
    c.json(integrationTokens(c.get("application"), { mapsApiKey: options.mapsApiKey, gtmId: options.gtmId })),
  );

  routes.get("/v1.0/staff", async (c) => c.json(await findStaff(db, appId(c), parseQuery(c, staffQuery))));
  routes.get("/v1.0/staff/list", async (c) => c.json(await listStaff(db, appId(c), parseQuery(c, staffListQuery))));

  routes.get("/v2.0/ordering-store/stores", async (c) =>
    c.json(await listOrderingStores(db, appId(c), parseQuery(c, orderingStoresQuery))),
  );
  routes.get("/v2.0/ordering-store/stores/:store_id", async (c) => {
    const { store_id } = parseParams(c, storeParams);
    return c.json(await getOrderingStore(db, appId(c), store_id));
  });

  // The signed cookie names the chosen store for later calls; only an ordering store can be chosen.
  routes.post("/v1.0/ordering-store/select", async (c) => {
    const { ordering_store } = await parseJson(c, orderingStoreSelectBody);
    const store = await getOrderingStore(db, appId(c), ordering_store.uid);
    c.header("set-cookie", orderingStoreCookie(store.uid, c.get("application").token), { append: true });
    return c.json({ message: "success" });
  });
  routes.delete("/v1.0/ordering-store/select", (c) => {
    c.header("set-cookie", clearedOrderingStoreCookie(), { append: true });
    return c.json({ message: "success" });
  });

  return routes;
}
