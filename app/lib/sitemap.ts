/**
 * robots.txt and the sitemaps (spec part 1 §2, issue 13: SEO configuration): the text and XML they
 * are made of, and how the sitemap index splits the store into child sitemaps. Pure: no I/O (the
 * loaders are app/content/sitemap.server.ts).
 *
 * The index (/sitemap.xml) lists one child for the store's pages (home, listings, brands,
 * categories, collections, blog posts, content and custom pages) and one per PRODUCTS_PER_SITEMAP
 * products (/sitemaps/products-1.xml, -2, …), so a catalogue of 100 000 products is 100 children of
 * 1000 URLs, each made from ten listing calls: far under the sitemap protocol's 50 000 URLs and
 * 50 MB a file, and no request has to read the whole catalogue.
 */

/** The protocol's limit of URLs in one sitemap (sitemaps.org). */
export const MAX_SITEMAP_URLS = 50_000;
/** Products in one child sitemap: ten listing calls of the service's largest page (100). */
export const PRODUCTS_PER_SITEMAP = 1000;
/** The service's largest page size for listings. */
export const LISTING_PAGE_SIZE = 100;

export const SITEMAP_PATH = "/sitemap.xml";
export const PAGES_SITEMAP = "pages";
/** Child sitemaps live under /sitemaps/ (app/routes/sitemaps.$name.ts). */
export const childSitemapPath = (name: string) => `/sitemaps/${name}.xml`;

/** Sitemaps change with the catalogue, not by the second: shared caches may keep them 10 minutes. */
export const SITEMAP_CACHE_CONTROL = "public, max-age=600, stale-while-revalidate=3600";

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** A <urlset> of absolute URLs (at most MAX_SITEMAP_URLS; more is a programming error). */
export function urlsetXml(urls: readonly string[]): string {
  if (urls.length > MAX_SITEMAP_URLS) throw new RangeError(`a sitemap holds at most ${MAX_SITEMAP_URLS} URLs`);
  const body = urls.map((url) => `<url><loc>${escapeXml(url)}</loc></url>\n`).join("");
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n${body}</urlset>\n`;
}

/** A <sitemapindex> of the children's absolute URLs. */
export function sitemapIndexXml(sitemaps: readonly string[]): string {
  if (sitemaps.length > MAX_SITEMAP_URLS) throw new RangeError(`an index holds at most ${MAX_SITEMAP_URLS} sitemaps`);
  const body = sitemaps.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>\n`).join("");
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${body}</sitemapindex>\n`;
}

/** The children's names for a catalogue of `productTotal` products: "pages", then "products-1" … */
export function childSitemaps(productTotal: number): string[] {
  const productSitemaps = Math.ceil(Math.max(0, productTotal) / PRODUCTS_PER_SITEMAP);
  return [PAGES_SITEMAP, ...Array.from({ length: productSitemaps }, (_, i) => `products-${i + 1}`)];
}

/** The number n of a "products-n" child, or null for any other name (a 404). */
export function productSitemapNumber(name: string): number | null {
  const match = /^products-([1-9]\d{0,5})$/.exec(name);
  return match ? Number(match[1]) : null;
}

/** The listing pages (page_no, LISTING_PAGE_SIZE a page) that make child "products-n". */
export function productListingPages(n: number): number[] {
  const perSitemap = PRODUCTS_PER_SITEMAP / LISTING_PAGE_SIZE;
  return Array.from({ length: perSitemap }, (_, i) => (n - 1) * perSitemap + i + 1);
}

/**
 * The store's own pages, root-relative: home, the listings, the policy and content pages of the
 * spec's route table (§2.1). Brands, categories, collections, posts and custom pages come from the service.
 */
export const STATIC_PAGES = [
  "/",
  "/products/",
  "/brands/",
  "/categories/",
  "/collections/",
  "/blog/",
  "/faq/",
  "/about-us",
  "/team/",
  "/contact-us/",
  "/locate-us/",
  "/privacy-policy/",
  "/terms-and-conditions/",
  "/shipping-policy/",
  "/return-policy/",
] as const;

/** The store's robots.txt: its configured text (or allow-all), then the sitemap's line when it has one. */
export function robotsTxt(configured: string | undefined, sitemapUrl: string | null): string {
  const lines = (configured ?? "")
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trimEnd())
    // The sitemap's own line is written below, with this request's origin.
    .filter((line) => !/^sitemap\s*:/i.test(line));
  while (lines.length && !lines[lines.length - 1]) lines.pop();
  const rules = lines.some((line) => line.trim()) ? lines : ["User-agent: *", "Allow: /"];
  return [...rules, ...(sitemapUrl ? ["", `Sitemap: ${sitemapUrl}`] : [])].join("\n") + "\n";
}
