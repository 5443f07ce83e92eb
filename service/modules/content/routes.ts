/**
 * Content module: navigations, SEO configuration, support information, legal texts, announcements,
 * FAQ, blog posts and custom pages; injected tags, data loaders, the landing page, SEO markup
 * templates, languages, UI labels and resource translations, custom fields and objects (resources.ts).
 */
import { Hono, type Context } from "hono";
import type { Db } from "../../db/client";
import { parseJson, parseParams, parseQuery } from "../../http/errors";
import type { ServiceEnv } from "../../http/middleware";
import { getLegal, getSeo, getSupport, listNavigations, NO_ANNOUNCEMENTS } from "./content";
import { faqBySlug, faqCategory, faqsOfCategory, listFaqCategories, listFaqs } from "./faq";
import { blogBySlug, listBlogs, listPages, pageBySlug } from "./posts";
import {
  customFieldsOf,
  customObjectBySlug,
  dataLoaders,
  injectedTags,
  landingPage,
  resourceTranslationsOf,
  seoMarkupSchemas,
  supportedLanguages,
  uiLabels,
} from "./resources";
import {
  blogsQuery,
  customFieldParams,
  customObjectParams,
  navigationsQuery,
  pagesQuery,
  seoMarkupQuery,
  slugParams,
  translationParams,
  translationsBody,
  translationsQuery,
  uiLabelsQuery,
} from "./validators";

export function contentRoutes(db: Db, now: () => number = Date.now) {
  const routes = new Hono<ServiceEnv>();
  const app = (c: Context<ServiceEnv>) => c.get("application").id;

  routes.get("/v1.0/navigations", async (c) => {
    const query = parseQuery(c, navigationsQuery);
    return c.json(await listNavigations(db, app(c), query));
  });
  routes.get("/v1.0/seo", async (c) => c.json(await getSeo(db, app(c))));
  routes.get("/v1.0/seo/schema", async (c) =>
    c.json(await seoMarkupSchemas(db, app(c), parseQuery(c, seoMarkupQuery))),
  );
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

  routes.get("/v1.0/tags", async (c) => c.json(await injectedTags(db, app(c))));
  routes.get("/v1.0/data-loader", async (c) => c.json(await dataLoaders(db, app(c))));
  routes.get("/v1.0/landing-page", async (c) => c.json(await landingPage(db, app(c))));
  routes.get("/v1.0/languages", async (c) => c.json(await supportedLanguages(db, app(c))));
  routes.get("/v1.0/translate-ui-labels", async (c) =>
    c.json(await uiLabels(db, app(c), parseQuery(c, uiLabelsQuery))),
  );

  routes.get("/v1.0/resource/translations/:type/:locale", async (c) => {
    const { type, locale } = parseParams(c, translationParams);
    const { resource_id } = parseQuery(c, translationsQuery);
    return c.json(await resourceTranslationsOf(db, app(c), { type, locale, resourceIds: resource_id ?? [] }));
  });
  routes.post("/v1.0/resource/translations/:type/:locale", async (c) => {
    const { type, locale } = parseParams(c, translationParams);
    const { resource_id } = parseQuery(c, translationsQuery);
    const { resource_ids } = await parseJson(c, translationsBody);
    const resourceIds = [...new Set([...(resource_id ?? []), ...(resource_ids ?? [])])];
    return c.json(await resourceTranslationsOf(db, app(c), { type, locale, resourceIds }));
  });

  routes.get("/v2.0/customfields/resource/:resource/:resource_slug", async (c) => {
    const { resource, resource_slug } = parseParams(c, customFieldParams);
    const application = c.get("application");
    return c.json(
      await customFieldsOf(
        db,
        { applicationId: application.id, companyId: application.companyId },
        resource,
        resource_slug,
      ),
    );
  });
  routes.get("/v2.0/customobjects/definition/:definition_slug/entries/:slug", async (c) => {
    const { definition_slug, slug } = parseParams(c, customObjectParams);
    return c.json(await customObjectBySlug(db, app(c), definition_slug, slug));
  });

  return routes;
}
