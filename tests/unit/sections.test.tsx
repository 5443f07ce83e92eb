import { describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import type { BrandItem, CategoryItem, Collection, ProductListingDetail, ThemeSection } from "~/sdk/api";
import { getSection, sectionRegistry, type SectionName } from "~/sections/registry";
import { getSectionLoader, getSectionView } from "~/sections/loaders.server";
import { AVAILABLE_SECTIONS, buildThemes } from "../../service/seed/theme";
import { SectionList } from "~/components/SectionList";
import { Price } from "~/components/Price";
import { rangePriceView } from "~/lib/price-view";
import { ProductCard } from "~/components/ProductCard";
import { toProductCardData } from "~/product-card.server";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { load as featuredCollectionLoad } from "~/sections/featured-collection.server";
import { load as brandListingLoad } from "~/sections/brand-listing.server";
import { load as categoriesListingLoad } from "~/sections/categories-listing.server";
import { load as collectionsListingLoad } from "~/sections/collections-listing.server";
import { block, count, fakeApi, listingProduct, render, section } from "./section-fixtures";

// ---------------------------------------------------------------------------------------------
// Fixtures

const media = (url: string) => ({ url, type: "image" as const });
const price = (effective: number, marked: number) => ({
  effective: { min: effective, max: effective, currency_code: "INR", currency_symbol: "₹" },
  marked: { min: marked, max: marked, currency_code: "INR", currency_symbol: "₹" },
});

const product = (n: number): ProductListingDetail =>
  listingProduct(n, {
    brand: { uid: 1, name: "Acme", logo: media("/service/media/acme.svg") },
    price: price(999 + n, 1999),
    description: "a long description that must not reach the HTML payload",
    attributes: { color: "red" },
  });

const brand = (slug: string): BrandItem =>
  ({
    uid: slug.length,
    name: slug.toUpperCase(),
    slug,
    logo: media(`/service/media/${slug}.svg`),
    banners: { portrait: media("/p.svg"), landscape: media("/l.svg") },
  }) as unknown as BrandItem;

const category = (slug: string, childs: CategoryItem[] = []): CategoryItem =>
  ({
    uid: slug.length,
    name: `Cat ${slug}`,
    slug,
    banners: { portrait: media(`/service/media/${slug}.svg`), landscape: media("/l.svg") },
    childs,
  }) as unknown as CategoryItem;

const collection = (slug: string): Collection =>
  ({
    uid: slug,
    slug,
    name: `Col ${slug}`,
    banners: { portrait: media(`/service/media/${slug}.svg`), landscape: media("/l.svg") },
    logo: media("/logo.svg"),
  }) as unknown as Collection;

// ---------------------------------------------------------------------------------------------

// The section definitions a theme offers (available_sections) and the sections the seed puts on its pages.
const AVAILABLE = AVAILABLE_SECTIONS.map((definition) => definition.name);
const SEEDED = buildThemes("5f0000000000000000000abc").pages.flatMap((page) => page.sections as ThemeSection[]);

/** A section of `definition` with every prop and one block of each type at its default. */
function withDefaults(definition: (typeof AVAILABLE_SECTIONS)[number]): ThemeSection {
  const defaults = (defs: { id: string; type: string; default?: unknown }[]) =>
    Object.fromEntries(defs.map((def) => [def.id, { type: def.type, value: def.default }]));
  return {
    name: definition.name,
    label: definition.label,
    props: defaults(definition.props),
    blocks: definition.blocks.map((b) => ({ type: b.type, name: b.name, props: defaults(b.props) })),
  };
}

describe("registry", () => {
  it("has a component for every available section type, and every registered component is available", () => {
    expect(AVAILABLE.length).toBeGreaterThan(0);
    for (const name of AVAILABLE) {
      expect(getSection(name), name).toBe(sectionRegistry[name as SectionName]);
      expect(getSectionView(name), name).toBeDefined();
    }
    // "extension" renders the sections extensions provide (decision 36): not a theme section type.
    expect(
      Object.keys(sectionRegistry)
        .filter((name) => name !== "extension")
        .sort(),
    ).toEqual([...AVAILABLE].sort());
  });

  it("renders every seeded section from its seeded props, and every available type is seeded", () => {
    expect(new Set(SEEDED.filter((s) => s.__source?.type !== "extension").map((s) => s.name))).toEqual(
      new Set(AVAILABLE),
    );
    // An extension's section renders as the "extension" section (theme.server: asRegisteredSection).
    for (const seeded of SEEDED.filter((s) => s.__source?.type !== "extension")) {
      const name = seeded.name as SectionName;
      const html = render(name, seeded);
      // Sections that load data render their heading or empty state without it; the others their content.
      // (Sections whose code loads lazily are in the Island's wrapper.)
      expect(html, name).toMatch(/^(<div id="section-\d+-code" class="island">)?<section /);
    }
  });

  it("renders every available section with its props' defaults", () => {
    for (const definition of AVAILABLE_SECTIONS)
      expect(() => render(definition.name as SectionName, withDefaults(definition)), definition.name).not.toThrow();
  });

  it("resolves aliases and rejects unknown names", () => {
    expect(getSection("hero_image")).toBe(sectionRegistry["hero-image"]);
    expect(getSection("brands_listing")).toBe(sectionRegistry["brand-listing"]);
    expect(getSection("customHtml")).toBe(sectionRegistry["raw-html"]);
    expect(getSection("nope")).toBeUndefined();
    expect(getSection("toString")).toBeUndefined();
    expect(getSection(undefined)).toBeUndefined();
  });

  it("renders every section with no props, no blocks and no data without throwing", () => {
    for (const name of Object.keys(sectionRegistry) as SectionName[]) {
      expect(() => render(name, section(name)), name).not.toThrow();
      expect(() => render(name, { name } as ThemeSection), name).not.toThrow();
    }
  });

  it("puts screen predicate classes on the page's wrapper and renders the wrapper for an empty view", () => {
    const html = renderToStaticMarkup(
      <SectionList
        sections={[
          {
            key: "0-hero-image",
            name: "hero-image",
            className: "hide-mobile",
            view: getSectionView("hero-image")!(section("hero-image", { heading: "Hi" }), undefined),
          },
          { key: "1-raw-html", name: "raw-html", className: "", view: null },
          { key: "2-nope", name: "nope", className: "", view: {} },
        ]}
      />,
    );
    expect(html).toMatch(
      /^<div class="section section--hero-image hide-mobile" data-section="hero-image" data-section-state="live"><div id="section-0-code" class="island"><section class="theme-section theme-section--hero"/,
    );
    expect(html).toContain(
      '<div class="section section--raw-html" data-section="raw-html" data-section-state="live"></div>',
    );
    expect(html).not.toContain("nope");
  });

  it("views are plain values: no {type, value} wrappers, labels or unread props", () => {
    const hero = getSectionView("hero-image")!(section("hero-image", { heading: "Hi", unused_prop: "x" }), undefined);
    const text = JSON.stringify(hero);
    expect(text).not.toMatch(/"type"|"value"|"label"|unused_prop/);
    expect(hero).toMatchObject({ heading: "Hi", button: null });
  });
});

describe("components", () => {
  it("Price shows effective, struck marked price and discount", () => {
    const html = renderToStaticMarkup(<Price view={rangePriceView(price(1299, 1999), "35% OFF")} />);
    expect(html).toContain("₹1,299");
    expect(html).toMatch(/<s class="price__marked"><span class="visually-hidden">Original price: <\/span>₹1,999<\/s>/);
    expect(html).toContain("35% OFF");
  });

  it("Price hides marked price and discount when not reduced", () => {
    const html = renderToStaticMarkup(<Price view={rangePriceView(price(500, 500), "0% OFF")} />);
    expect(html).toContain("₹500");
    expect(html).not.toContain("price__marked");
    expect(html).not.toContain("OFF");
    expect(renderToStaticMarkup(<Price view={rangePriceView(undefined)} />)).toBe("");
  });

  it("ProductCard links to the product with a sized lazy image", () => {
    const html = renderToStaticMarkup(<ProductCard product={toProductCardData(product(1))} />);
    expect(html).toContain('href="/product/product-1"');
    expect(html).toMatch(
      /<img class="product-card__media" src="\/service\/media\/p1.svg" alt="Product 1" width="300" height="400" loading="lazy"/,
    );
    expect(html).toContain("Acme");
    expect(html).toContain("<h3");
    expect(count(html, /<a /)).toBe(1);
    expect(
      renderToStaticMarkup(<ProductCard product={toProductCardData(product(1))} eager headingLevel={2} />),
    ).toMatch(/loading="eager"[\s\S]*<h2/);
  });

  it("toProductCardData keeps only what the card shows, the price formatted", () => {
    const data = toProductCardData(product(2));
    expect(Object.keys(data).sort()).toEqual(["brand", "cart", "href", "image", "name", "price", "slug"]);
    expect(JSON.stringify(data)).not.toContain("long description");
    expect(data.price).toMatchObject({ effective: "₹1,001", marked: "₹1,999", discount: "50% OFF" });
    expect(toProductCardData({ ...product(3), medias: [media("javascript:alert(1)")] }).image).toBeNull();
  });

  it("toProductCardData lets a card add to the cart only a sellable product with one size in stock", () => {
    const sized = (sizes: string[], sellable = true) => ({ ...product(6), sizes, sellable }) as ProductListingDetail;
    expect(toProductCardData(sized(["M"])).cart).toEqual({ itemId: 6, size: "M" });
    expect(toProductCardData(sized(["S", "M"])).cart).toBeNull();
    expect(toProductCardData(sized(["M"], false)).cart).toBeNull();
    expect(toProductCardData(product(6)).cart).toBeNull();
  });

  it("ProductCard's price has the Price component's markup", () => {
    const card = renderToStaticMarkup(<ProductCard product={toProductCardData(product(4))} />);
    expect(card).toContain(renderToStaticMarkup(<Price view={rangePriceView(price(1003, 1999), "50% OFF")} />));
    const full = { ...product(5), price: price(1999, 1999) } as ProductListingDetail;
    expect(renderToStaticMarkup(<ProductCard product={toProductCardData(full)} />)).toContain(
      renderToStaticMarkup(<Price view={rangePriceView(full.price, "50% OFF")} />),
    );
  });

  it("ResponsiveImage uses a picture for distinct mobile images and drops unsafe urls", () => {
    const html = renderToStaticMarkup(<ResponsiveImage src="/d.svg" mobileSrc="/m.svg" alt="" width={10} height={5} />);
    expect(html).toMatch(/^<picture><source media="\(max-width: 480px\)" srcSet="\/m.svg"/);
    expect(html).toContain('loading="lazy"');
    expect(renderToStaticMarkup(<ResponsiveImage src="javascript:alert(1)" alt="" width={1} height={1} />)).toBe("");
  });
});

describe("hero-image", () => {
  const hero = section("hero-image", {
    heading: "Summer is here",
    description: "Fresh picks",
    button_text: "Shop now",
    button_link: "/collection/summer",
    desktop_banner: "/service/media/hero.svg",
    mobile_banner: "/service/media/hero-m.svg",
    text_placement_desktop: "bottom_end",
    text_alignment_desktop: "center",
    overlay_option: "black_overlay",
  });

  it("uses h1 as the first section and h2 otherwise", () => {
    const first = render("hero-image", hero, undefined, 0);
    expect(first).toMatch(/<h1 id="section-0-heading"[^>]*>Summer is here<\/h1>/);
    expect(first).toContain('loading="eager"');
    const later = render("hero-image", hero, undefined, 3);
    expect(later).toMatch(/<h2[^>]*>Summer is here<\/h2>/);
    expect(later).not.toContain("<h1");
    expect(later).toContain('loading="lazy"');
  });

  it("renders the call to action, placement and overlay classes", () => {
    const html = render("hero-image", hero);
    expect(html).toContain('href="/collection/summer"');
    expect(html).toContain("Shop now");
    expect(html).toContain("hero--y-bottom hero--x-end");
    expect(html).toContain("hero--align-center");
    expect(html).toContain("hero--dark");
    expect(html).toContain('alt=""');
  });

  it("ignores unsafe links and bad enum values", () => {
    const html = render(
      "hero-image",
      section("hero-image", {
        heading: "X",
        button_text: "Go",
        button_link: "javascript:alert(1)",
        text_placement_desktop: 'evil" onclick="x',
      }),
    );
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("Go");
    expect(html).toContain("hero--y-center hero--x-start");
  });
});

describe("featured-collection", () => {
  it("loads collection items with item_count as page size and trims the payload", async () => {
    const getCollectionItemsBySlug = vi.fn(async () => ({
      items: [1, 2, 3, 4, 5].map(product),
      filters: [],
      sort_on: [],
      page: { type: "number" as const },
    }));
    const getCollectionDetailBySlug = vi.fn(async () => collection("summer"));
    const data = await featuredCollectionLoad(
      section("featured-collection", { collection: "summer", item_count: 4 }),
      fakeApi({ getCollectionItemsBySlug, getCollectionDetailBySlug }),
    );
    expect(getCollectionItemsBySlug).toHaveBeenCalledWith({ slug: "summer", pageSize: 4 });
    expect(getCollectionDetailBySlug).toHaveBeenCalledWith({ slug: "summer" });
    expect(data.items).toHaveLength(4);
    expect(data.title).toBe("Col summer");
    expect(JSON.stringify(data)).not.toContain("long description");
  });

  it("defaults to 8 items and survives a failing detail call", async () => {
    const getCollectionItemsBySlug = vi.fn(async () => ({
      items: [product(1)],
      filters: [],
      sort_on: [],
      page: { type: "number" as const },
    }));
    const getCollectionDetailBySlug = vi.fn(async () => {
      throw new Error("boom");
    });
    const data = await featuredCollectionLoad(
      section("featured-collection", { collection: "summer" }),
      fakeApi({ getCollectionItemsBySlug, getCollectionDetailBySlug }),
    );
    expect(getCollectionItemsBySlug).toHaveBeenCalledWith({ slug: "summer", pageSize: 8 });
    expect(data).toEqual({ slug: "summer", title: null, items: [toProductCardData(product(1))] });
  });

  it("does not call the api without a collection", async () => {
    const getCollectionItemsBySlug = vi.fn();
    const data = await featuredCollectionLoad(section("featured-collection"), fakeApi({ getCollectionItemsBySlug }));
    expect(getCollectionItemsBySlug).not.toHaveBeenCalled();
    expect(data.items).toEqual([]);
  });

  it("renders N product links, the layout and a view-all link", () => {
    const s = section("featured-collection", {
      collection: "summer",
      heading: "Bestsellers",
      desktop_layout: "grid",
      button_text: "See all",
    });
    const html = render("featured-collection", s, {
      slug: "summer",
      title: "Summer",
      items: [1, 2, 3].map((n) => toProductCardData(product(n))),
    });
    expect(count(html, /href="\/product\/product-\d"/)).toBe(3);
    expect(html).toContain("product-list--grid");
    expect(html).toMatch(/<h2 id="section-1-heading"[^>]*>Bestsellers<\/h2>/);
    expect(html).toMatch(/href="\/collection\/summer">See all/);
    expect(html).toContain("₹1,000");
  });

  it("renders heading and an empty state when its loader failed", () => {
    const html = render(
      "featured-collection",
      section("featured-collection", { collection: "summer", heading: "Bestsellers" }),
      undefined,
    );
    expect(html).toContain("Bestsellers");
    expect(html).toContain("No products to show right now.");
    expect(html).not.toContain("/collection/summer");
  });
});

describe("brand-listing", () => {
  const brands = ["acme", "zeta", "beta", "gamma"].map(brand);

  it("picks block brands in block order", async () => {
    const getBrands = vi.fn(async () => ({ items: brands, page: { type: "number" as const } }));
    const s = section("brand-listing", {}, [
      block("category", { brand: "gamma" }),
      block("category", { brand: "missing" }),
      block("category", { brand: { id: "acme" } }),
    ]);
    const data = await brandListingLoad(s, fakeApi({ getBrands }));
    expect(getBrands).toHaveBeenCalledWith({ pageSize: 100 });
    expect(data.brands.map((b) => b.slug)).toEqual(["gamma", "acme"]);
    expect(data.brands[0]).toEqual({ name: "GAMMA", slug: "gamma", image: "/service/media/gamma.svg" });
  });

  it("shows at most 12 brands when no block picks any", async () => {
    const many = Array.from({ length: 20 }, (_, i) => brand(`b${i}`));
    const data = await brandListingLoad(
      section("brand-listing"),
      fakeApi({ getBrands: async () => ({ items: many, page: { type: "number" } }) }),
    );
    expect(data.brands).toHaveLength(12);
  });

  it("renders brand links and the per-row variable", () => {
    const html = render(
      "brand-listing",
      section("brand-listing", { heading: "Top brands", per_row: 5, button_text: "All brands" }),
      {
        brands: [{ name: "Acme", slug: "acme", image: "/a.svg" }],
      },
    );
    expect(html).toContain('href="/brand/acme"');
    expect(html).toContain("--per-row:5");
    expect(html).toContain('href="/brands/"');
    expect(html).toMatch(/<h2[^>]*>Top brands<\/h2>/);
  });

  it("renders an empty state without data", () => {
    expect(render("brand-listing", section("brand-listing", { heading: "Top brands" }))).toContain("No brands to show");
  });
});

describe("categories-listing", () => {
  it("loads each block department in parallel, first 10 child categories each", async () => {
    const children = Array.from({ length: 14 }, (_, i) => category(`c${i}`));
    const getCategories = vi.fn(async ({ department }: { department?: string } = {}) => ({
      departments: [],
      data: [
        {
          department: department ?? "",
          items: department === "men" ? [category("men-top", children)] : [category("w1"), category("w2")],
        },
      ],
    }));
    const s = section("categories-listing", {}, [
      block("department", { department: "men" }),
      block("department", { department: "women" }),
      block("department", { department: "men" }),
    ]);
    const data = await categoriesListingLoad(s, fakeApi({ getCategories }));
    expect(getCategories).toHaveBeenCalledTimes(2);
    expect(getCategories).toHaveBeenCalledWith({ department: "men" });
    expect(getCategories).toHaveBeenCalledWith({ department: "women" });
    expect(data.groups[0].department).toBe("men");
    expect(data.groups[0].categories).toHaveLength(10);
    expect(data.groups[0].categories[0]).toEqual({ name: "Cat c0", slug: "c0", image: "/service/media/c0.svg" });
    expect(data.groups[1].categories.map((c) => c.slug)).toEqual(["w1", "w2"]);
  });

  it("loads all departments when there are no blocks", async () => {
    const getCategories = vi.fn(async () => ({ departments: [], data: [{ department: "x", items: [category("a")] }] }));
    const data = await categoriesListingLoad(section("categories-listing"), fakeApi({ getCategories }));
    expect(getCategories).toHaveBeenCalledWith({});
    expect(data.groups[0].categories).toHaveLength(1);
  });

  it("renders category links, de-duplicated and capped by item_count", () => {
    const tiles = ["a", "b", "c"].map((slug) => ({ name: slug, slug, image: `/${slug}.svg` }));
    const html = render(
      "categories-listing",
      section("categories-listing", { heading: "Shop by category", item_count: 2 }),
      {
        groups: [
          { department: "men", categories: tiles },
          { department: "women", categories: tiles },
        ],
      },
    );
    expect(count(html, /href="\/category\//)).toBe(2);
    expect(html).toContain("Shop by category");
  });
});

describe("collections-listing", () => {
  const all = ["summer", "winter", "sale"].map(collection);

  it("orders by block slugs", async () => {
    const getCollections = vi.fn(async () => ({
      items: all,
      filters: { tags: [], type: [] },
      page: { type: "number" as const },
    }));
    const s = section("collections-listing", {}, [
      block("collection-item", { collection: "sale" }),
      block("collection-item", { collection: "summer" }),
    ]);
    const data = await collectionsListingLoad(s, fakeApi({ getCollections }));
    expect(data.collections.map((c) => c.slug)).toEqual(["sale", "summer"]);
  });

  it("shows all (up to 12) without blocks", async () => {
    const getCollections = vi.fn(async () => ({
      items: all,
      filters: { tags: [], type: [] },
      page: { type: "number" as const },
    }));
    const data = await collectionsListingLoad(section("collections-listing"), fakeApi({ getCollections }));
    expect(getCollections).toHaveBeenCalledWith({ pageSize: 12 });
    expect(data.collections.map((c) => c.slug)).toEqual(["summer", "winter", "sale"]);
  });

  it("renders collection links", () => {
    const html = render("collections-listing", section("collections-listing", { heading: "Collections" }), {
      collections: [{ name: "Summer", slug: "summer", image: "/s.svg" }],
    });
    expect(html).toContain('href="/collection/summer"');
    expect(html).toContain(">Summer<");
  });
});

describe("image-slideshow", () => {
  const slides = [
    block("gallery", {
      image: "/service/media/s1.svg",
      mobile_image: "/service/media/s1m.svg",
      redirect_link: "/collection/summer-sale",
    }),
    block("gallery", { image: "/service/media/s2.svg" }),
    block("gallery", { redirect_link: "/nowhere" }),
  ];

  it("renders a scroll-snapping list of linked slides with alt text", () => {
    const html = render(
      "image-slideshow",
      section("image-slideshow", { autoplay: true, slide_interval: 5 }, slides),
      undefined,
      0,
    );
    expect(count(html, /<li /)).toBe(2);
    expect(html).toContain('class="slideshow"');
    expect(html).toContain('href="/collection/summer-sale"');
    expect(html).toContain('alt="Summer sale"');
    expect(html).toContain("slide 1 of 2");
    expect(html).toContain('data-autoplay="true"');
    expect(html).not.toContain("<script");
    expect(html).toMatch(/s1.svg[^>]*loading="eager"/);
  });

  it("falls back to preset blocks and makes a link-less track focusable", () => {
    const html = render("image-slideshow", section("image-slideshow", {}, [], { preset: { blocks: [slides[1]] } }));
    expect(html).toContain("/service/media/s2.svg");
    expect(html).toContain('tabindex="0"');
  });
});

describe("media-with-text", () => {
  it("renders title, text, image and link", () => {
    const html = render(
      "media-with-text",
      section("media-with-text", {
        image_desktop: "/d.svg",
        image_mobile: "/m.svg",
        title: "Our story",
        description: "Since 1999",
        button_text: "Read",
        banner_link: "/page/about",
        align_text_desktop: true,
      }),
    );
    expect(html).toMatch(/<h2[^>]*>Our story<\/h2>/);
    expect(html).toContain("Since 1999");
    expect(html).toContain('href="/page/about"');
    expect(html).toContain("media-text--reverse");
    expect(html).toContain("<picture>");
  });
});

describe("testimonials", () => {
  it("renders a list of quotes with authors, skipping empty ones", () => {
    const html = render(
      "testimonials",
      section("testimonials", { title: "Happy customers", autoplay: true }, [
        block("testimonial", {
          author_name: "Asha",
          author_description: "Pune",
          author_testimonial: "Great fit!",
          author_image: "/a.svg",
        }),
        block("testimonial", { author_name: "Empty" }),
        block("testimonial", { author_testimonial: "Fast delivery" }),
      ]),
    );
    expect(count(html, /<blockquote/)).toBe(2);
    expect(html).toContain("Great fit!");
    expect(html).toContain("Asha");
    expect(html).not.toContain("Empty");
    expect(html).toMatch(/<h2[^>]*>Happy customers<\/h2>/);
  });
});

describe("raw-html", () => {
  it("strips scripts and handlers", () => {
    const html = render(
      "raw-html",
      section("raw-html", {
        code: '<div class="promo" onclick="steal()">Free shipping<script>alert(1)</script></div><a href="javascript:x()">x</a>',
      }),
    );
    expect(html).toContain("Free shipping");
    expect(html).toContain('<div class="promo">');
    expect(html).not.toMatch(/<script|onclick|javascript:/i);
  });

  it("renders nothing for empty code", () => {
    expect(render("raw-html", section("raw-html", { code: "   " }))).toBe("");
  });
});

describe("section loaders", () => {
  it("are found by the same names as the components, and only for sections that load data", async () => {
    for (const name of Object.keys(sectionRegistry)) expect(getSectionView(name), name).toBeDefined();
    expect(getSectionLoader("featured_collection")).toBe(featuredCollectionLoad);
    expect(getSectionLoader("brands-listing")).toBe(brandListingLoad);
    expect(getSectionLoader("hero-image")).toBeUndefined();
    expect(getSectionLoader("no-such-section")).toBeUndefined();
  });
});
