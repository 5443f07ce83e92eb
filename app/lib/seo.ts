/**
 * JSON-LD structured data (spec §3 "Product metadata for structured data", §9 best rating 5 /
 * InStock): Product with Offers, BreadcrumbList and Organization as plain objects, and a serialiser
 * that is safe inside <script type="application/ld+json">; the absolute page URLs they and the
 * canonical link share. Pure: no I/O.
 */
import type { ProductDetail } from "~/sdk";

const BEST_RATING = 5;
const IN_STOCK = "https://schema.org/InStock";
const OUT_OF_STOCK = "https://schema.org/OutOfStock";

type JsonLd = Record<string, unknown>;

/**
 * A page's absolute URL on the request's origin (search engines want absolute URLs in structured
 * data and canonical links alike). `path` is root-relative.
 */
export function pageUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}

/** The product page's URL: its canonical link, og:url and the JSON-LD's `url`. */
export function productPageUrl(origin: string, slug: string): string {
  return pageUrl(origin, `/product/${slug}/`);
}

/** Resolves a root-relative media path against the page URL; only http(s) results are kept. */
function absoluteUrl(href: string | undefined | null, base: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** Descriptions may hold HTML: structured data wants plain text. */
function plainText(html: string | null | undefined): string {
  return String(html ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A Product: name, images, brand, sku (item_code), description, aggregateRating (only when the
 * product has a rating and a rating count), and an Offer (one price) or AggregateOffer (a price
 * range) with InStock — OutOfStock when `opts.inStock` is false, or when it is not given and the
 * product is not sellable.
 */
export function productJsonLd(product: ProductDetail, url: string, opts: { inStock?: boolean } = {}): JsonLd {
  const images = (product.medias ?? [])
    .filter((media) => media?.type !== "video")
    .map((media) => absoluteUrl(media?.url, url))
    .filter((href): href is string => !!href);
  const effective = product.price?.effective;
  const inStock = opts.inStock ?? product.sellable !== false;
  const availability = inStock ? IN_STOCK : OUT_OF_STOCK;
  const currency = effective?.currency_code || "INR";

  let offers: JsonLd | undefined;
  if (effective && Number.isFinite(effective.min)) {
    const max = Number.isFinite(effective.max) ? effective.max : effective.min;
    offers =
      max > effective.min
        ? {
            "@type": "AggregateOffer",
            priceCurrency: currency,
            lowPrice: effective.min,
            highPrice: max,
            availability,
            url,
          }
        : { "@type": "Offer", priceCurrency: currency, price: effective.min, availability, url };
  }

  const rating = product.rating;
  const ratingCount = product.rating_count;
  const aggregateRating =
    typeof rating === "number" &&
    Number.isFinite(rating) &&
    rating > 0 &&
    typeof ratingCount === "number" &&
    ratingCount > 0
      ? { "@type": "AggregateRating", ratingValue: rating, reviewCount: ratingCount, bestRating: BEST_RATING }
      : undefined;

  const description = plainText(product.description) || plainText(product.short_description);
  const brandLogo = absoluteUrl(product.brand?.logo?.url, url);
  const color = product.attributes?.primary_color;
  const category = product.categories?.length ? product.categories[product.categories.length - 1]?.name : undefined;

  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    url,
    ...(images.length ? { image: images } : {}),
    ...(product.brand?.name
      ? { brand: { "@type": "Brand", name: product.brand.name, ...(brandLogo ? { logo: brandLogo } : {}) } }
      : {}),
    ...(product.item_code ? { sku: product.item_code } : {}),
    ...(description ? { description } : {}),
    ...(color ? { color } : {}),
    ...(category ? { category } : {}),
    ...(aggregateRating ? { aggregateRating } : {}),
    ...(offers ? { offers } : {}),
  };
}

/** A BreadcrumbList: positions from 1, in the given order. */
export function breadcrumbJsonLd(items: readonly { name: string; url: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** An Organization; empty logo and non-http(s) sameAs links are left out. */
export function organizationJsonLd(org: {
  name: string;
  url: string;
  logo?: string | null;
  sameAs?: readonly string[];
}): JsonLd {
  const logo = absoluteUrl(org.logo, org.url);
  const sameAs = (org.sameAs ?? []).map((href) => absoluteUrl(href, org.url)).filter((href): href is string => !!href);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: org.name,
    url: org.url,
    ...(logo ? { logo } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON for a <script type="application/ld+json"> body: `<`, `>`, `&`, U+2028 and U+2029 become
 * \u escapes, so "</script>" or "<!--" inside a product name cannot end or change the script.
 * Still valid JSON with the same value. Use with dangerouslySetInnerHTML.
 */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data ?? null).replace(UNSAFE, (c) => ESCAPES[c]);
}
