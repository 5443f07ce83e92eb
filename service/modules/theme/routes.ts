/** Theme module: the applied theme, a theme by id for preview, and its pages of sections. */
import { Hono, type Context } from "hono";
import type { Db } from "../../db/client";
import { parseParams, parseQuery } from "../../http/errors";
import type { ServiceEnv } from "../../http/middleware";
import { appliedTheme, previewTheme, themePage, themePagesOf } from "./themes";
import { pageParams, pageQuery, themeIdParam } from "./validators";

export function themeRoutes(db: Db) {
  const routes = new Hono<ServiceEnv>();
  const owner = (c: Context<ServiceEnv>) => {
    const app = c.get("application");
    return { applicationId: app.id, companyId: app.companyId };
  };

  routes.get("/v2.0/applied-theme", async (c) => c.json(await appliedTheme(db, owner(c))));

  routes.get("/v2.0/:theme_id/preview", async (c) => {
    const { theme_id } = parseParams(c, themeIdParam);
    return c.json(await previewTheme(db, owner(c), theme_id));
  });

  routes.get("/v1.0/:theme_id/page", async (c) => {
    const { theme_id } = parseParams(c, themeIdParam);
    return c.json(await themePagesOf(db, c.get("application").id, theme_id));
  });

  routes.get("/v1.0/:theme_id/:page_value", async (c) => {
    const { theme_id, page_value } = parseParams(c, pageParams);
    const { section_preview_hash } = parseQuery(c, pageQuery);
    return c.json(await themePage(db, c.get("application").id, theme_id, page_value, section_preview_hash));
  });

  return routes;
}
