/** Configuration module: the application, its details, contact information, currencies and features. */
import { Hono } from "hono";
import type { Db } from "../../db/client";
import { parseParams } from "../../http/errors";
import type { ServiceEnv } from "../../http/middleware";
import {
  appCurrency,
  applicationDetail,
  getCurrency,
  getFeatures,
  getInformation,
  listCurrencies,
  toApplication,
} from "./application";
import { currencyParams } from "./validators";

export function configurationRoutes(db: Db) {
  const routes = new Hono<ServiceEnv>();

  routes.get("/v1.0/application", (c) => c.json(toApplication(c.get("application"))));
  routes.get("/v1.0/detail", (c) => c.json(applicationDetail(c.get("application"))));
  routes.get("/v1.0/information", async (c) => c.json(await getInformation(db, c.get("application").id)));
  routes.get("/v1.0/currencies", async (c) => c.json(await listCurrencies(db)));
  routes.get("/v1.0/currency", async (c) => c.json(await appCurrency(db, c.get("application").id)));

  routes.get("/v1.0/currency/:id", async (c) => {
    const { id } = parseParams(c, currencyParams);
    return c.json(await getCurrency(db, id));
  });

  routes.get("/v1.0/feature", async (c) => c.json(await getFeatures(db, c.get("application").id)));

  return routes;
}
