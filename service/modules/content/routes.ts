/** Content module: navigations, SEO configuration, support information and legal texts. */
import { asc, count, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type {
  LegalResponse,
  Navigation,
  NavigationsResponse,
  SeoResponse,
  SupportResponse,
} from "../../contract/types";
import type { Db } from "../../db/client";
import { navigations } from "../../db/schema";
import { parseQuery, queryInt } from "../../http/errors";
import type { ServiceEnv } from "../../http/middleware";
import { documentId, getAppDocument } from "../documents";

const pageQuery = z.object({
  page_no: queryInt(1, 10_000).default(1),
  page_size: queryInt(1, 100).default(20),
});

export function contentRoutes(db: Db) {
  const routes = new Hono<ServiceEnv>();

  routes.get("/v1.0/navigations", async (c) => {
    const { page_no, page_size } = parseQuery(c, pageQuery);
    const appId = c.get("application").id;
    const where = eq(navigations.applicationId, appId);
    const [rows, [{ total }]] = await Promise.all([
      db
        .select()
        .from(navigations)
        .where(where)
        .orderBy(asc(navigations.createdAt), asc(navigations.id))
        .limit(page_size)
        .offset((page_no - 1) * page_size),
      db.select({ total: count() }).from(navigations).where(where),
    ]);
    const items: Navigation[] = rows.map((row) => ({
      _id: row.id,
      name: row.name,
      slug: row.slug,
      platform: row.platform,
      position: row.position,
      orientation: row.orientation,
      navigation: row.navigation as Navigation["navigation"],
    }));
    const body: NavigationsResponse = {
      items,
      page: {
        type: "number",
        current: page_no,
        size: page_size,
        item_total: total,
        has_next: page_no * page_size < total,
      },
    };
    return c.json(body);
  });

  routes.get("/v1.0/seo", async (c) => {
    // Stored in the response shape: {seo: {...}}.
    const body = await getAppDocument<SeoResponse>(db, c.get("application").id, "seo");
    return c.json(body);
  });

  routes.get("/v1.0/support", async (c) => {
    const appId = c.get("application").id;
    const doc = await getAppDocument<Omit<SupportResponse, "_id" | "application">>(db, appId, "support");
    const body: SupportResponse = { ...doc, _id: documentId(appId, "support"), application: appId };
    return c.json(body);
  });

  routes.get("/v1.0/legal", async (c) => {
    const appId = c.get("application").id;
    const doc = await getAppDocument<Omit<LegalResponse, "_id" | "application">>(db, appId, "legal");
    const body: LegalResponse = { ...doc, _id: documentId(appId, "legal"), application: appId };
    return c.json(body);
  });

  return routes;
}
