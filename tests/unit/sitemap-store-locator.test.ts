import { describe, expect, it } from "vitest";
import {
  childSitemaps,
  escapeXml,
  MAX_SITEMAP_URLS,
  PRODUCTS_PER_SITEMAP,
  productListingPages,
  productSitemapNumber,
  robotsTxt,
  sitemapIndexXml,
  urlsetXml,
} from "~/lib/sitemap";
import { clockTime, storeHours, storeQuery, toStoreCard } from "~/lib/store-locator";
import type { OrderingStore } from "~/sdk/api";
import { BANDRA_WEST } from "../seeded-stores";

describe("sitemaps", () => {
  it("splits a catalogue into the pages sitemap and product sitemaps of PRODUCTS_PER_SITEMAP", () => {
    expect(PRODUCTS_PER_SITEMAP).toBeLessThanOrEqual(MAX_SITEMAP_URLS);
    expect(childSitemaps(0)).toEqual(["pages"]);
    expect(childSitemaps(1)).toEqual(["pages", "products-1"]);
    expect(childSitemaps(PRODUCTS_PER_SITEMAP)).toEqual(["pages", "products-1"]);
    expect(childSitemaps(PRODUCTS_PER_SITEMAP + 1)).toEqual(["pages", "products-1", "products-2"]);
    // 100 000 products: 100 product sitemaps.
    const big = childSitemaps(100_000);
    expect(big).toHaveLength(101);
    expect(big.at(-1)).toBe("products-100");
  });

  it("reads the listing pages of a product sitemap, 100 a page, without overlap", () => {
    expect(productListingPages(1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(productListingPages(3)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
  });

  it("knows only products-n names", () => {
    expect(productSitemapNumber("products-1")).toBe(1);
    expect(productSitemapNumber("products-100")).toBe(100);
    for (const name of ["products-0", "products-01", "products-", "products-1x", "pages", "products-1234567"]) {
      expect(productSitemapNumber(name)).toBeNull();
    }
  });

  it("writes a urlset and an index with escaped absolute URLs", () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
    const xml = urlsetXml(["https://shop.example/", "https://shop.example/category/t-shirts?department=men&x=1"]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        "<url><loc>https://shop.example/</loc></url>\n" +
        "<url><loc>https://shop.example/category/t-shirts?department=men&amp;x=1</loc></url>\n" +
        "</urlset>\n",
    );
    expect(sitemapIndexXml(["https://shop.example/sitemaps/pages.xml"])).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://shop.example/sitemaps/pages.xml</loc></sitemap>\n</sitemapindex>',
    );
    expect(() => urlsetXml(Array.from({ length: MAX_SITEMAP_URLS + 1 }, () => "https://x.example/"))).toThrow(
      RangeError,
    );
  });

  it("writes robots.txt from the configured rules with this origin's sitemap", () => {
    expect(robotsTxt("User-agent: *\r\nDisallow: /cart/\n\n", "https://shop.example/sitemap.xml")).toBe(
      "User-agent: *\nDisallow: /cart/\n\nSitemap: https://shop.example/sitemap.xml\n",
    );
    // A configured Sitemap line (another host's) is replaced by this origin's.
    expect(
      robotsTxt("User-agent: *\nSitemap: https://old.example/s.xml\nAllow: /", "https://a.example/sitemap.xml"),
    ).toBe("User-agent: *\nAllow: /\n\nSitemap: https://a.example/sitemap.xml\n");
    expect(robotsTxt("", null)).toBe("User-agent: *\nAllow: /\n");
    expect(robotsTxt(undefined, "https://a.example/sitemap.xml")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://a.example/sitemap.xml\n",
    );
  });
});

const at = (hour: number, minute = 0) => ({ hour, minute });
const day = (weekday: string, open = true, from = at(10, 30), to = at(21, 30)) => ({
  weekday,
  open,
  opening: from,
  closing: to,
});

describe("store locator", () => {
  it("reads the search text", () => {
    expect(storeQuery(new URLSearchParams("q=  New   Delhi "))).toBe("New Delhi");
    expect(storeQuery(new URLSearchParams(""))).toBe("");
    expect(storeQuery(new URLSearchParams(`q=${"x".repeat(300)}`))).toHaveLength(100);
  });

  it("writes 12-hour times", () => {
    expect(clockTime(at(0, 5))).toBe("12:05 AM");
    expect(clockTime(at(10, 30))).toBe("10:30 AM");
    expect(clockTime(at(12))).toBe("12:00 PM");
    expect(clockTime(at(21, 30))).toBe("9:30 PM");
  });

  it("groups consecutive days with the same hours, Monday first, closed days apart", () => {
    const week = ["sunday", "saturday", "friday", "thursday", "wednesday", "tuesday", "monday"].map((d) =>
      d === "tuesday" ? day(d, false) : d === "sunday" ? day(d, true, at(11), at(20)) : day(d),
    );
    expect(storeHours(week)).toEqual([
      { days: "Monday", hours: "10:30 AM – 9:30 PM" },
      { days: "Tuesday", hours: "Closed" },
      { days: "Wednesday – Saturday", hours: "10:30 AM – 9:30 PM" },
      { days: "Sunday", hours: "11:00 AM – 8:00 PM" },
    ]);
    expect(storeHours([])).toEqual([]);
    expect(storeHours(undefined)).toEqual([]);
  });

  it("makes a store's card: address lines, phone links, map position", () => {
    const store = {
      ...BANDRA_WEST,
      timing: [],
      contact_numbers: [
        { country_code: 91, number: "2226401124" },
        { country_code: 91, number: "bad" },
      ],
    } as unknown as OrderingStore;
    expect(toStoreCard(store)).toEqual({
      uid: 6,
      name: "Vitrine Bandra West",
      addressLines: ["24, Hill Road, Bandra West", "Mumbai, Maharashtra 400050", "India"],
      phones: [{ text: "+91 2226401124", href: "tel:+912226401124" }],
      hours: [],
      position: { lat: 19.0553, lng: 72.8336 },
    });
    const nowhere = { ...store, address: { ...store.address, lat_long: { type: "Point", coordinates: [0, 0] } } };
    expect(toStoreCard(nowhere as OrderingStore).position).toBeNull();
  });
});
