/** Content module: navigations, SEO configuration, support information and legal texts. */
import { Hono } from "hono";
import type { Db } from "../../db/client";
import { parseQuery } from "../../http/errors";
import type { ServiceEnv } from "../../http/middleware";
import { getLegal, getSeo, getSupport, listNavigations } from "./content";
import { navigationsQuery } from "./validators";

export function contentRoutes(db: Db) {
  const routes = new Hono<ServiceEnv>();

  routes.get("/v1.0/navigations", async (c) => {
    const query = parseQuery(c, navigationsQuery);
    return c.json(await listNavigations(db, c.get("application").id, query));
  });
  routes.get("/v1.0/seo", async (c) => c.json(await getSeo(db, c.get("application").id)));
  routes.get("/v1.0/support", async (c) => c.json(await getSupport(db, c.get("application").id)));
  routes.get("/v1.0/legal", async (c) => c.json(await getLegal(db, c.get("application").id)));

  return routes;
}
