/**
 * Content module: navigations, SEO configuration, support information, legal texts, announcements,
 * FAQ, blog posts and custom pages.
 */
import { Hono, type Context } from "hono";
import type { Db } from "../../db/client";
import { parseParams, parseQuery } from "../../http/errors";
import type { ServiceEnv } from "../../http/middleware";
import { getLegal, getSeo, getSupport, listNavigations, NO_ANNOUNCEMENTS } from "./content";
import { faqBySlug, faqCategory, faqsOfCategory, listFaqCategories, listFaqs } from "./faq";
import { blogBySlug, listBlogs, listPages, pageBySlug } from "./posts";
import { blogsQuery, navigationsQuery, pagesQuery, slugParams } from "./validators";

export function contentRoutes(db: Db, now: () => number = Date.now) {
  const routes = new Hono<ServiceEnv>();
  const app = (c: Context<ServiceEnv>) => c.get("application").id;

  routes.get("/v1.0/navigations", async (c) => {
    const query = parseQuery(c, navigationsQuery);
    return c.json(await listNavigations(db, app(c), query));
  });
  routes.get("/v1.0/seo", async (c) => c.json(await getSeo(db, app(c))));
  routes.get("/v1.0/support", async (c) => c.json(await getSupport(db, app(c))));
  routes.get("/v1.0/legal", async (c) => c.json(await getLegal(db, app(c))));
  routes.get("/v1.0/announcements", (c) => c.json(NO_ANNOUNCEMENTS));

  // FAQ: the fixed paths before /faq/:slug.
  routes.get("/v1.0/faq", async (c) => c.json(await listFaqs(db, app(c))));
  routes.get("/v1.0/faq/categories", async (c) => c.json(await listFaqCategories(db, app(c))));
  routes.get("/v1.0/faq/category/:slug", async (c) =>
    c.json(await faqCategory(db, app(c), parseParams(c, slugParams).slug)),
  );
  routes.get("/v1.0/faq/category/:slug/faqs", async (c) =>
    c.json(await faqsOfCategory(db, app(c), parseParams(c, slugParams).slug)),
  );
  routes.get("/v1.0/faq/:slug", async (c) => c.json(await faqBySlug(db, app(c), parseParams(c, slugParams).slug)));

  routes.get("/v1.0/blogs", async (c) =>
    c.json(await listBlogs(db, app(c), parseQuery(c, blogsQuery), new Date(now()))),
  );
  routes.get("/v1.0/blogs/:slug", async (c) =>
    c.json(await blogBySlug(db, app(c), parseParams(c, slugParams).slug, new Date(now()))),
  );

  routes.get("/v2.0/pages", async (c) => c.json(await listPages(db, app(c), parseQuery(c, pagesQuery))));
  routes.get("/v2.0/pages/:slug", async (c) => c.json(await pageBySlug(db, app(c), parseParams(c, slugParams).slug)));

  return routes;
}
