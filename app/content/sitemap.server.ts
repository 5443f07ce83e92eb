/**
 * /robots.txt, /sitemap.xml and its children (/sitemaps/pages.xml, /sitemaps/products-n.xml) from
 * the service: the SEO configuration (getSEOConfiguration: robots_txt, sitemap_enabled) and the
 * listing calls. URLs are absolute on the request's origin (server.ts honours TRUST_PROXY for it).
 * Anonymous and cookie-free, so the page cache keeps them (SITEMAP_CACHE_CONTROL).
 */
import type { AppLoadContext } from "@remix-run/node";
import { notFound } from "~/http.server";
import { brandUrl, categoryUrl, collectionUrl, productUrl } from "~/lib/links";
import {
  childSitemapPath,
  childSitemaps,
  LISTING_PAGE_SIZE,
  PAGES_SITEMAP,
  productListingPages,
  productSitemapNumber,
  robotsTxt,
  SITEMAP_CACHE_CONTROL,
  SITEMAP_PATH,
  sitemapIndexXml,
  STATIC_PAGES,
  urlsetXml,
} from "~/lib/sitemap";
import { requestScope } from "~/request-scope.server";
import { cachedPublic, critical } from "~/sdk.server";
import type { CategoryItem, StorefrontApi } from "~/sdk/api";

/** Listing pages read for one list at most (100 a page: 10 000 brands, collections, posts or pages). */
const MAX_LIST_PAGES = 100;

const seoConfiguration = (api: StorefrontApi) => cachedPublic("content:seo", () => api.content.getSEOConfiguration());

const xmlResponse = (body: string) =>
  new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SITEMAP_CACHE_CONTROL },
  });

/** Every item of a paged list, page after page while the service says there is a next one. */
async function everyPage<T>(
  load: (pageNo: number) => Promise<{ items: T[]; page: { has_next?: boolean } }>,
): Promise<T[]> {
  const items: T[] = [];
  for (let pageNo = 1; pageNo <= MAX_LIST_PAGES; pageNo++) {
    const answer = await load(pageNo);
    items.push(...answer.items);
    if (!answer.page.has_next || answer.items.length === 0) break;
  }
  return items;
}

function categorySlugs(items: CategoryItem[]): string[] {
  return items.flatMap((item) => [item.slug, ...categorySlugs(item.childs ?? [])]);
}

/** /robots.txt: the configured rules, and `Sitemap:` with this origin's /sitemap.xml when sitemaps are on. */
export async function loadRobotsTxt(request: Request, context: AppLoadContext): Promise<Response> {
  const { seo } = await critical(seoConfiguration(requestScope(request, context).api));
  const origin = new URL(request.url).origin;
  const sitemap = seo.sitemap_enabled ? new URL(SITEMAP_PATH, origin).href : null;
  return new Response(robotsTxt(seo.robots_txt, sitemap), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": SITEMAP_CACHE_CONTROL },
  });
}

async function requireSitemaps(api: StorefrontApi): Promise<void> {
  const { seo } = await critical(seoConfiguration(api));
  if (!seo.sitemap_enabled) throw notFound();
}

/** /sitemap.xml: the index of the children (the product count decides how many product sitemaps). */
export async function loadSitemapIndex(request: Request, context: AppLoadContext): Promise<Response> {
  const api = requestScope(request, context).api;
  await requireSitemaps(api);
  const listing = await critical(api.catalog.getProducts({ pageSize: 1, pageNo: 1 }));
  const origin = new URL(request.url).origin;
  const children = childSitemaps(listing.page.item_total ?? 0).map(
    (name) => new URL(childSitemapPath(name), origin).href,
  );
  return xmlResponse(sitemapIndexXml(children));
}

/** The store's pages: static routes, FAQ categories, brands, categories, collections, posts, custom pages. */
async function pageUrls(api: StorefrontApi): Promise<string[]> {
  const size = LISTING_PAGE_SIZE;
  const [brands, categories, collections, blogs, pages, faq] = await Promise.all([
    everyPage((pageNo) => api.catalog.getBrands({ pageNo, pageSize: size })),
    api.catalog.getCategories(),
    everyPage((pageNo) => api.catalog.getCollections({ pageNo, pageSize: size })),
    everyPage((pageNo) => api.content.getBlogs({ pageNo, pageSize: size })),
    everyPage((pageNo) => api.content.getPages({ pageNo, pageSize: size })),
    api.content.getFaqCategories(),
  ]);
  const categoryPaths = new Set(categories.data.flatMap((d) => categorySlugs(d.items)).map(categoryUrl));
  return [
    ...STATIC_PAGES,
    ...faq.categories.map((c) => `/faq/${encodeURIComponent(c.slug)}`),
    ...brands.map((b) => brandUrl(b.slug)),
    ...categoryPaths,
    ...collections.map((c) => collectionUrl(c.slug)),
    ...blogs.map((b) => `/blog/${encodeURIComponent(b.slug)}`),
    ...pages.map((p) => `/page/${encodeURIComponent(p.slug)}`),
  ];
}

/** Child "products-n": its PRODUCTS_PER_SITEMAP products, read 100 at a time, two calls at once. */
async function productUrls(api: StorefrontApi, n: number): Promise<string[]> {
  const pages = productListingPages(n);
  const slugs: string[][] = [];
  for (let i = 0; i < pages.length; i += 2) {
    const answers = await Promise.all(
      pages.slice(i, i + 2).map((pageNo) => api.catalog.getProducts({ pageNo, pageSize: LISTING_PAGE_SIZE })),
    );
    slugs.push(...answers.map((a) => a.items.map((p) => p.slug)));
    if (answers.some((a) => !a.page.has_next)) break;
  }
  // With the trailing slash of the product page's canonical link (lib/seo.ts productPageUrl).
  return slugs.flat().map((slug) => `${productUrl(slug)}/`);
}

/** /sitemaps/:name.xml: "pages" or "products-n"; any other name, or a product page past the end, is a 404. */
export async function loadChildSitemap(request: Request, context: AppLoadContext, file: string | undefined) {
  const name = /^([a-z0-9-]{1,40})\.xml$/.exec(file ?? "")?.[1] ?? "";
  const number = productSitemapNumber(name);
  if (name !== PAGES_SITEMAP && number === null) throw notFound();
  const api = requestScope(request, context).api;
  await requireSitemaps(api);
  const paths = await critical(number === null ? pageUrls(api) : productUrls(api, number));
  if (number !== null && paths.length === 0) throw notFound();
  const origin = new URL(request.url).origin;
  return xmlResponse(urlsetXml(paths.map((path) => new URL(path, origin).href)));
}
