/**
 * The stock section types of issue 13 (hero-video, video, image-gallery, featured-products,
 * multi-collection-product-list, trust-marker, application-banner, countdown-banner): view builders
 * (props → view, tolerant of missing and bad props), loaders (fake API) and server rendering.
 */
import { describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
// Section buttons are router links.
import { StaticRouter } from "react-router-dom/server";
import type { ProductDetail, ProductListingDetail, ThemeSection } from "~/sdk/api";
import { getSection } from "~/sections/registry";
import { getSectionLoader, getSectionView } from "~/sections/loaders.server";
import { toProductCardData } from "~/product-card.server";
import { load as featuredProductsLoad } from "~/sections/featured-products.server";
import { load as multiCollectionLoad } from "~/sections/multi-collection-product-list.server";
import { countdownView } from "~/sections/countdown-banner.server";
import { AVAILABLE_SECTIONS, buildThemes } from "../../service/seed/theme";
import { block, count, fakeApi, listingProduct, render, section } from "./section-fixtures";

const NEW_TYPES = [
  "hero-video",
  "video",
  "image-gallery",
  "featured-products",
  "multi-collection-product-list",
  "trust-marker",
  "application-banner",
  "countdown-banner",
] as const;

const product = (n: number): ProductListingDetail =>
  listingProduct(n, {
    sellable: true,
    sizes: ["M"],
    description: "a long description that must not reach the HTML payload",
  });

/** A card as the page renders it outside a router (its add-to-cart form needs one). */
const card = (n: number) => ({ ...toProductCardData(product(n)), cart: null });

describe("stock sections of issue 13", () => {
  it("are registered, defined in available_sections with typed, labelled props, and seeded", () => {
    const pages = buildThemes("5f0000000000000000000abc").pages;
    const seeded = new Set(pages.flatMap((page) => (page.sections as ThemeSection[]).map((s) => s.name)));
    for (const name of NEW_TYPES) {
      expect(getSection(name), name).toBeDefined();
      expect(getSectionView(name), name).toBeDefined();
      const definition = AVAILABLE_SECTIONS.find((d) => d.name === name);
      expect(definition, name).toBeDefined();
      for (const prop of [...definition!.props, ...definition!.blocks.flatMap((b) => b.props)]) {
        expect(prop.id && prop.type && prop.label, `${name}.${prop.id}`).toBeTruthy();
        expect(prop, `${name}.${prop.id}`).toHaveProperty("default");
      }
      for (const preset of definition!.preset?.blocks ?? [])
        expect(
          definition!.blocks.map((b) => b.type),
          name,
        ).toContain(preset.type);
      expect(seeded.has(name), name).toBe(true);
    }
  });

  it("puts at most 3 of them on home (after the first sections) and the rest on the lookbook page of sections", () => {
    const pages = buildThemes("5f0000000000000000000abc").pages;
    const home = pages.find((page) => page.value === "home")!.sections as ThemeSection[];
    const onHome = home.filter((s) => (NEW_TYPES as readonly string[]).includes(s.name)).map((s) => s.name);
    expect(onHome).toEqual(["trust-marker", "multi-collection-product-list", "countdown-banner"]);
    // After the first sections; the demo extension's section, then the content sections (blog posts, newsletter) come last.
    expect(home.slice(-6, -3).map((s) => s.name)).toEqual(onHome);
    const lookbook = pages.filter((page) => page.value === "lookbook");
    expect(lookbook).toHaveLength(2); // one per theme
    expect(lookbook[0]).toMatchObject({ type: "sections", path: "sections/lookbook" });
    const names = (lookbook[0].sections as ThemeSection[]).map((s) => s.name);
    expect(new Set([...onHome, ...names])).toEqual(new Set(NEW_TYPES));
  });

  it("render nothing, or a labelled section, from missing, empty and badly typed props", () => {
    const bad = {
      heading: 42,
      title: { nope: 1 },
      end_date: "soon",
      per_row: "many",
      item_count: -5,
      videoUrl: "javascript:x",
    };
    for (const name of NEW_TYPES) {
      for (const s of [section(name), { name } as ThemeSection, section(name, bad, [block("gallery", { image: 7 })])]) {
        const html = render(name, s);
        if (html)
          expect(html, name).toMatch(
            /^(<div id="section-\d+-code" class="island">)?<section class="theme-section[^"]*"( aria-label(ledby)?="[^"]+")/,
          );
      }
    }
  });
});

describe("lazy sections", () => {
  it("render inside the Island's wrapper on the server, every stock section (decision 35: none in the page's chunk)", () => {
    const html = render(
      "trust-marker",
      section("trust-marker", {}, [block("trustmarker", { marker_heading: "Free" })]),
      undefined,
      3,
    );
    expect(html).toMatch(/^<div id="section-3-code" class="island"><section /);
    const featured = render("featured-products", section("featured-products", { heading: "H" }));
    expect(featured).toMatch(/^<div id="section-\d+-code" class="island"><section /);
  });
});

describe("hero-video", () => {
  const hero = (values: Record<string, unknown>) =>
    section("hero-video", {
      videoFile: "/service/storage/files/abc/loop.mp4",
      coverUrl: "/service/media/hero/x.svg",
      title: "The Lookbook",
      description: "Six looks",
      button_text: "Shop",
      button_link: "/collection/festive-edit",
      ...values,
    });

  it("renders a muted, looping, inline video that plays without JavaScript, with the poster and the text panel", () => {
    const html = render("hero-video", hero({}), undefined, 0);
    expect(html).toMatch(/<video[^>]* autoPlay=""|<video[^>]* autoplay=""/i);
    expect(html).toMatch(/<video[^>]* muted=""/);
    expect(html).toMatch(/<video[^>]* loop=""/);
    expect(html).toMatch(/<video[^>]* playsInline=""|<video[^>]* playsinline=""/i);
    expect(html).toContain('poster="/service/media/hero/x.svg"');
    expect(html).toContain('<h1 id="section-0-heading" class="hero__heading">The Lookbook</h1>');
    expect(html).toContain('href="/collection/festive-edit"');
    // Without JavaScript the native controls pause it (the pause button comes with JavaScript).
    expect(html).toMatch(/<video[^>]* controls=""/);
    expect(html).not.toContain("Pause video");
  });

  it("plays its autoplaying sources only when motion is not reduced", () => {
    const html = render("hero-video", hero({ mobileVideoFile: "/m.mp4" }));
    expect(html).toContain(
      '<source src="/m.mp4" media="(max-width: 480px) and (prefers-reduced-motion: no-preference)"/>',
    );
    expect(html).toContain(
      '<source src="/service/storage/files/abc/loop.mp4" media="(prefers-reduced-motion: no-preference)"/>',
    );
    const still = render("hero-video", hero({ autoplay: false }));
    expect(still).not.toMatch(/autoplay/i);
    expect(still).toContain('<source src="/service/storage/files/abc/loop.mp4"/>');
  });

  it("builds its view from the props, tolerating bad ones", () => {
    const view = getSectionView("hero-video")!(hero({ hidecontrols: false, showloop: "false" }), undefined);
    expect(view).toMatchObject({ controls: true, pauseButton: false, loop: false, autoplay: true, watchUrl: "" });
    expect(
      getSectionView("hero-video")!(hero({ videoFile: "javascript:alert(1)", videoUrl: 5 }), undefined),
    ).toMatchObject({
      src: "",
      poster: "/service/media/hero/x.svg",
    });
    // A YouTube link is never played in the page: it is linked.
    const yt = getSectionView("hero-video")!(
      hero({ videoFile: "", videoUrl: "https://youtu.be/aqz-KE-bpKQ" }),
      undefined,
    );
    expect(yt).toMatchObject({ src: "", watchUrl: "https://www.youtube.com/watch?v=aqz-KE-bpKQ" });
    expect(render("hero-video", hero({ videoFile: "", videoUrl: "https://youtu.be/aqz-KE-bpKQ" }))).toContain(
      "Watch the video",
    );
    expect(getSectionView("hero-video")!(section("hero-video", { autoplay: true }), undefined)).toBeNull();
  });
});

describe("video", () => {
  it("links a YouTube video from its poster, in a new tab, with no frame", () => {
    const html = render(
      "video",
      section("video", { title: "Behind the seams", video_url: "https://youtu.be/aqz-KE-bpKQ" }),
    );
    expect(html).not.toContain("<iframe");
    expect(html).toContain('href="https://www.youtube.com/watch?v=aqz-KE-bpKQ" target="_blank" rel="noopener"');
    expect(html).toContain("Watch “Behind the seams” on YouTube");
    expect(html).toContain("(opens in a new tab)");
    expect(html).toContain('src="https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg"');
    expect(html).toContain('<h2 id="section-1-heading"');
  });

  it("prefers the theme's cover, and shows Vimeo without a thumbnail", () => {
    const html = render("video", section("video", { video_url: "https://vimeo.com/76979871", cover_url: "/c.svg" }));
    expect(html).toContain('src="/c.svg"');
    expect(html).toContain("Watch the video on Vimeo");
    expect(render("video", section("video", { video_url: "https://vimeo.com/76979871" }))).not.toContain("<img");
  });

  it("plays a file in the page, loading nothing before a click", () => {
    const html = render("video", section("video", { video_file: "/v.mp4", video_url: "https://youtu.be/aqz-KE-bpKQ" }));
    expect(html).toMatch(/<video class="video__player" controls="" preload="none"/);
    expect(html).toContain('<source src="/v.mp4"/>');
    expect(html).toContain('aria-label="Video"');
  });

  it("renders nothing without a usable video", () => {
    for (const url of ["", "javascript:alert(1)", "https://www.youtube.com/watch?v=bad", 12])
      expect(render("video", section("video", { title: "T", video_url: url }))).toBe("");
  });
});

describe("image-gallery", () => {
  const gallery = (values: Record<string, unknown> = {}) =>
    section("image-gallery", { title: "Style notes", item_count: 3, ...values }, [
      block("gallery", { image: "/a.svg", link: "/collection/summer-essentials" }),
      block("gallery", { image: "/b.svg", link: "/c/x", alt: "A look" }),
      block("gallery", { image: "", link: "/nothing" }),
      block("gallery", { image: "https://cdn.example.com/c.jpg" }),
    ]);

  it("renders linked lazy images with text, skipping blocks without an image", () => {
    const html = render("image-gallery", gallery());
    expect(count(html, /<li /)).toBe(3);
    expect(count(html, /loading="lazy"/)).toBe(3);
    expect(html).toContain('alt="Summer essentials"');
    expect(html).toContain('alt="A look"');
    expect(html).toContain('<img src="https://cdn.example.com/c.jpg" alt=""');
    expect(html).toContain("--per-row:3");
    expect(html).toContain("image-gallery--horizontal image-gallery--mobile-grid");
  });

  it("uses the image endpoint's renditions for the store's own raster files", () => {
    const view = getSectionView("image-gallery")!(
      section("image-gallery", {}, [
        block("gallery", { image: "/service/storage/files/0123456789abcdef01234567/look.jpg" }),
      ]),
      undefined,
    ) as { items: { srcSet?: string; sizes?: string }[] };
    expect(view.items[0].srcSet).toContain("/service/images/960/0123456789abcdef01234567/look.jpg 960w");
    expect(view.items[0].sizes).toMatch(/^\(min-width: 1024px\) 256px, 50vw$/);
  });

  it("clamps counts, reads layouts and new tabs, and falls back on bad values", () => {
    const view = getSectionView("image-gallery")!(
      gallery({
        item_count: 99,
        item_count_mobile: "x",
        desktop_layout: "grid",
        mobile_layout: "carousel",
        in_new_tab: true,
      }),
      undefined,
    );
    expect(view).toMatchObject({ perRow: 10, perRowMobile: 2, layout: "grid", mobileLayout: "grid", newTab: true });
    expect(render("image-gallery", gallery({ in_new_tab: true }))).toContain('target="_blank" rel="noopener"');
    expect(render("image-gallery", section("image-gallery", { title: "Empty" }))).toBe("");
  });
});

describe("featured-products", () => {
  const picked = (...slugs: string[]) =>
    section(
      "featured-products",
      { heading: "Picked for you" },
      slugs.map((slug) => block("product", { product: slug })),
    );

  it("loads each picked product (once, in block order), leaving out failing ones", async () => {
    const getProductDetailBySlug = vi.fn(async ({ slug }: { slug: string }) => {
      if (slug === "gone") throw new Error("404");
      return product(Number(slug.split("-")[1])) as unknown as ProductDetail;
    });
    const data = await featuredProductsLoad(
      picked("product-2", "gone", "product-1", "product-2", ""),
      fakeApi({ getProductDetailBySlug }),
    );
    expect(getProductDetailBySlug.mock.calls.map(([args]) => args.slug)).toEqual(["product-2", "gone", "product-1"]);
    expect(data.items.map((item) => item.slug)).toEqual(["product-2", "product-1"]);
    // The detail has no sizes: the card links to the product rather than adding to the cart.
    expect(data.items[0]).toEqual({ ...toProductCardData({ ...product(2), sizes: [] }) });
    expect(data.items[0].cart).toBeNull();
    expect(JSON.stringify(data)).not.toContain("long description");
  });

  it("loads at most 12 and calls nothing without blocks", async () => {
    const getProductDetailBySlug = vi.fn(async () => product(1) as unknown as ProductDetail);
    await featuredProductsLoad(
      picked(...Array.from({ length: 20 }, (_, i) => `p-${i}`)),
      fakeApi({ getProductDetailBySlug }),
    );
    expect(getProductDetailBySlug).toHaveBeenCalledTimes(12);
    getProductDetailBySlug.mockClear();
    expect(await featuredProductsLoad(section("featured-products"), fakeApi({ getProductDetailBySlug }))).toEqual({
      items: [],
    });
    expect(getProductDetailBySlug).not.toHaveBeenCalled();
  });

  it("renders product cards like the featured collection, and its heading with an empty message without data", () => {
    const data = { items: [1, 2, 3].map(card) };
    const html = render("featured-products", picked("product-1"), data);
    expect(count(html, /<a class="product-card__link" href="\/product\/product-\d"/)).toBe(3);
    expect(html).toContain("product-list--grid");
    expect(render("featured-products", picked("x"))).toContain("No products to show right now.");
    expect(render("featured-products", section("featured-products"))).toBe("");
    const withButton = render(
      "featured-products",
      section("featured-products", { heading: "H", button_text: "See more", button_link: "/products" }),
      data,
    );
    expect(withButton).toContain('href="/products"');
  });
});

describe("multi-collection-product-list", () => {
  const tabs = (values: Record<string, unknown> = {}) =>
    section("multi-collection-product-list", { heading: "Shop the season", ...values }, [
      block("collection-item", { collection: "festive-edit", navigation: "Festive" }),
      block("collection-item", { collection: "summer-essentials" }),
      block("collection-item", { collection: "festive-edit", navigation: "Again" }),
      block("collection-item", { navigation: "Sale", redirect_link: "/collection/mega-sale" }),
      block("collection-item", {}),
    ]);

  it("loads each distinct collection's products in parallel, leaving out a failing one", async () => {
    const getCollectionItemsBySlug = vi.fn(async ({ slug }: { slug: string }) => {
      if (slug === "summer-essentials") throw new Error("boom");
      return {
        items: Array.from({ length: 12 }, (_, i) => product(i + 1)),
        filters: [],
        sort_on: [],
        page: { type: "number" as const },
      };
    });
    const data = await multiCollectionLoad(tabs(), fakeApi({ getCollectionItemsBySlug }));
    expect(getCollectionItemsBySlug.mock.calls.map(([args]) => args)).toEqual([
      { slug: "festive-edit", pageSize: 8 },
      { slug: "summer-essentials", pageSize: 8 },
    ]);
    expect(Object.keys(data.products)).toEqual(["festive-edit"]);
    expect(data.products["festive-edit"]).toHaveLength(8);
  });

  it("renders every panel on the server, each tab a link to its panel, other blocks plain links", () => {
    const data = { products: { "festive-edit": [1, 2].map(card) } };
    const html = render("multi-collection-product-list", tabs({ viewAll: true }), data);
    expect(html).toContain('<a class="mcpl__tab mcpl__tab--0" href="#mcpl-1-0">Festive</a>');
    expect(html).toContain('<a class="mcpl__tab mcpl__tab--1" href="#mcpl-1-1">Summer essentials</a>');
    expect(html).toContain('<a class="mcpl__tab" href="/collection/mega-sale">Sale</a>');
    expect(html).not.toContain("Again");
    expect(html).toContain('id="mcpl-1-0" class="mcpl__panel" aria-labelledby="mcpl-1-0-label" role="region"');
    expect(html).toContain('id="mcpl-1-1" class="mcpl__panel"');
    expect(count(html, /class="product-card__link"/)).toBe(2);
    expect(html).toContain("No products to show right now.");
    // View all: only under a panel with products, to the collection.
    expect(count(html, /View all/)).toBe(1);
    expect(html).toContain('href="/collection/festive-edit"');
    // Headings: section h2, panel h3, product h4.
    expect(html).toContain('<h3 id="mcpl-1-0-label" class="visually-hidden">Festive</h3>');
    expect(html).toMatch(/<h4[^>]*class="product-card__name"/);
  });

  it("has no tab bar for a single collection, and no view-all by default", () => {
    const one = section("multi-collection-product-list", { heading: "H" }, [
      block("collection-item", { collection: "a" }),
    ]);
    const html = render("multi-collection-product-list", one, { products: { a: [card(1)] } });
    expect(html).not.toContain("mcpl__tabs");
    expect(html).not.toContain("View all");
  });

  it("tolerates missing data and props", () => {
    const view = getSectionView("multi-collection-product-list")!(
      tabs({ per_row: 99, position: "diagonal" }),
      undefined,
    );
    expect(view).toMatchObject({ perRow: 6, position: "left" });
    expect(render("multi-collection-product-list", section("multi-collection-product-list"))).toBe("");
    expect(
      render("multi-collection-product-list", section("multi-collection-product-list", { heading: "H" })),
    ).toContain("No products to show right now.");
  });
});

describe("trust-marker", () => {
  it("renders the markers with decorative icons, headings under the title and optional links", () => {
    const html = render(
      "trust-marker",
      section("trust-marker", { title: "Why shop with us", per_row_desktop: 3 }, [
        block("trustmarker", {
          marker_heading: "Free shipping",
          marker_description: "Above ₹999",
          marker_logo: "/i.svg",
        }),
        block("trustmarker", { marker_heading: "Help", marker_link: "/contact-us" }),
        block("trustmarker", { marker_logo: "/only-icon.svg" }),
        block("trustmarker", { marker_heading: "Bad link", marker_link: "javascript:alert(1)" }),
      ]),
    );
    expect(count(html, /<li /)).toBe(3);
    expect(html).toContain('<img class="trust-marker__logo" src="/i.svg" alt=""');
    expect(html).toContain('<h3 class="trust-marker__heading">Free shipping</h3>');
    expect(html).toContain('<a href="/contact-us">Help</a>');
    expect(html).not.toContain("javascript:");
    expect(html).toContain("--per-row:3");
  });

  it("uses plain text (no headings) without a title, and renders nothing without markers", () => {
    const html = render(
      "trust-marker",
      section("trust-marker", {}, [block("trustmarker", { marker_heading: "Free" })]),
    );
    expect(html).toContain('aria-label="Why shop with us"');
    expect(html).toContain('<p class="trust-marker__heading">Free</p>');
    expect(render("trust-marker", section("trust-marker", { title: "T" }))).toBe("");
  });
});

describe("application-banner", () => {
  it("renders a linked <picture> with a mobile source and a text for the link", () => {
    const html = render(
      "application-banner",
      section("application-banner", {
        image_desktop: "/d.svg",
        image_mobile: "/m.svg",
        banner_link: "/collection/new-arrivals",
      }),
    );
    expect(html).toContain('<a class="app-banner__link" href="/collection/new-arrivals"><picture>');
    expect(html).toContain('<source media="(max-width: 480px)" srcSet="/m.svg"');
    expect(html).toContain('alt="New arrivals"');
    expect(html).toContain('loading="lazy"');
  });

  it("uses the theme's text, no link without one, and nothing without an image", () => {
    const html = render(
      "application-banner",
      section("application-banner", { image_desktop: "/d.svg", alt: "Get the app" }),
    );
    expect(html).not.toContain("<a ");
    expect(html).toContain('alt="Get the app"');
    expect(render("application-banner", section("application-banner", { banner_link: "/x" }))).toBe("");
  });
});

describe("countdown-banner", () => {
  const now = Date.UTC(2026, 11, 28, 12, 0);
  const banner = (values: Record<string, unknown> = {}) =>
    section("countdown-banner", {
      heading: "Year-End Sale",
      end_date: "2026-12-31T23:59:59+05:30",
      button_text: "Shop the sale",
      button_link: "/collection/mega-sale",
      end_message: "The sale has ended.",
      ...values,
    });
  const renderAt = (s: ThemeSection, at: number) => {
    const view = countdownView(s, at)!;
    const { Component } = getSection("countdown-banner")!;
    return renderToStaticMarkup(
      <StaticRouter location="/">
        <Component view={view} index={2} />
      </StaticRouter>,
    );
  };

  it("renders the time left on the server, with the end as a <time>", () => {
    const html = renderAt(banner(), now);
    expect(html).toContain('Ends in <time dateTime="2026-12-31T18:29:59.000Z">3 days, 6 hours and 30 minutes</time>');
    expect(html).toContain('href="/collection/mega-sale"');
    expect(html).not.toContain("has ended");
  });

  it("shows the end message once it has ended", () => {
    const html = renderAt(banner(), Date.UTC(2027, 0, 1));
    expect(html).toContain("The sale has ended.");
    expect(html).not.toContain("Ends in");
    expect(renderAt(banner({ end_message: "" }), Date.UTC(2027, 0, 1))).toContain("This offer has ended.");
  });

  it("tolerates a bad or missing date, and renders nothing with neither heading nor date", () => {
    const view = countdownView(banner({ end_date: "next friday" }), now)!;
    expect(view).toMatchObject({ endsAt: null, remaining: null, heading: "Year-End Sale" });
    expect(renderAt(banner({ end_date: "next friday" }), now)).not.toMatch(/Ends in|ended/);
    expect(countdownView(section("countdown-banner", { end_date: 5 }), now)).toBeNull();
    expect(getSectionLoader("countdown-banner")).toBeUndefined();
  });
});
