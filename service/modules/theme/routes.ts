/** Theme module: the applied theme, a theme by id for preview, and its pages of sections. */
import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { AllPagesResponse, Theme, ThemePage, ThemeSection } from "../../contract/types";
import type { Db } from "../../db/client";
import { themePages, themes } from "../../db/schema";
import { notFound, parseParams } from "../../http/errors";
import type { ServiceEnv } from "../../http/middleware";

type ThemeRow = typeof themes.$inferSelect;
type PageRow = typeof themePages.$inferSelect;

function toTheme(row: ThemeRow, companyId: number): Theme {
  return {
    _id: row.id,
    name: row.name,
    version: row.version,
    applied: row.applied,
    is_private: true,
    application_id: row.applicationId,
    company_id: companyId,
    theme_type: row.themeType,
    tags: [],
    styles: row.styles,
    font: row.font as Theme["font"],
    config: row.config as Theme["config"],
    assets: { umd_js: { links: [] }, common_js: { link: "" }, css: { links: [] } },
    available_sections: row.availableSections as Theme["available_sections"],
    meta: row.meta as Theme["meta"],
    src: "",
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toPage(row: PageRow): ThemePage {
  return {
    _id: row.id,
    value: row.value,
    text: row.text,
    path: row.path,
    type: row.type as ThemePage["type"],
    theme: row.themeId,
    props: row.props,
    seo: row.seo,
    sections: row.sections as ThemeSection[],
    sections_meta: row.sectionsMeta,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const themeIdParam = z.object({
  theme_id: z.string().regex(/^[a-f0-9]{24}$/, "theme_id must be 24 hexadecimal characters"),
});
const pageParams = themeIdParam.extend({
  page_value: z.string().regex(/^[a-z0-9-]{1,64}$/, "page_value must be a page slug"),
});

export function themeRoutes(db: Db) {
  const routes = new Hono<ServiceEnv>();

  /** A theme of this application (any theme for preview, not only the applied one). */
  async function findTheme(appId: string, themeId: string) {
    const [row] = await db
      .select()
      .from(themes)
      .where(and(eq(themes.applicationId, appId), eq(themes.id, themeId)))
      .limit(1);
    if (!row) throw notFound("Theme not found");
    return row;
  }

  routes.get("/v2.0/applied-theme", async (c) => {
    const app = c.get("application");
    const [row] = await db
      .select()
      .from(themes)
      .where(and(eq(themes.applicationId, app.id), eq(themes.applied, true)))
      .limit(1);
    if (!row) throw notFound("No theme is applied to this application");
    return c.json(toTheme(row, app.companyId));
  });

  routes.get("/v2.0/:theme_id/preview", async (c) => {
    const { theme_id } = parseParams(c, themeIdParam);
    const app = c.get("application");
    return c.json(toTheme(await findTheme(app.id, theme_id), app.companyId));
  });

  routes.get("/v1.0/:theme_id/page", async (c) => {
    const { theme_id } = parseParams(c, themeIdParam);
    const theme = await findTheme(c.get("application").id, theme_id);
    const rows = await db
      .select()
      .from(themePages)
      .where(eq(themePages.themeId, theme.id))
      .orderBy(asc(themePages.value));
    const body: AllPagesResponse = { pages: rows.map(toPage) };
    return c.json(body);
  });

  routes.get("/v1.0/:theme_id/:page_value", async (c) => {
    const { theme_id, page_value } = parseParams(c, pageParams);
    const theme = await findTheme(c.get("application").id, theme_id);
    const [row] = await db
      .select()
      .from(themePages)
      .where(and(eq(themePages.themeId, theme.id), eq(themePages.value, page_value)))
      .limit(1);
    if (!row) throw notFound(`Page ${page_value} not found in theme`);
    return c.json(toPage(row));
  });

  return routes;
}
