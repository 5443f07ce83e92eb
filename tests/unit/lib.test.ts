import { describe, expect, it } from "vitest";
import { formatNumber, formatPrice, formatPriceRange } from "~/lib/money";
import { actionToUrl, brandUrl, categoryUrl, collectionUrl, isInternalLink, productUrl, safeHref } from "~/lib/links";
import { DEFAULT_HEADER_NAV, pickNavigation, toNavItems } from "~/lib/navigation";
import { isSectionVisible, screenHiddenClasses } from "~/lib/predicate";
import {
  DEFAULT_FONT,
  DEFAULT_THEME_COLORS,
  themeGlobalProps,
  themeStyleSheet,
  themeStyleVariables,
} from "~/lib/theme";
import { stripScripts } from "~/lib/html";
import { toSlug } from "~/lib/slug";
import type { Action, Navigation, NavigationReference, Theme } from "~/sdk/api";

describe("money", () => {
  it.each([
    [0, "0"],
    [1, "1"],
    [999, "999"],
    [1000, "1,000"],
    [12345, "12,345"],
    [123456, "1,23,456"],
    [1234567, "12,34,567"],
    [1e7, "1,00,00,000"],
    [123456789, "12,34,56,789"],
    [1299.5, "1,299.50"],
    [0.5, "0.50"],
    [99.999, "100.00"],
    [-1500, "-1,500"],
    [-1234567.25, "-12,34,567.25"],
    [-0, "0"],
    [-0.001, "0.00"],
  ])("formatNumber(%s) → %s", (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it("treats NaN and Infinity as 0", () => {
    expect(formatNumber(Number.NaN)).toBe("0");
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe("0");
  });

  it("formats prices with a symbol (rupee by default)", () => {
    expect(formatPrice(1299)).toBe("₹1,299");
    expect(formatPrice(1299.5)).toBe("₹1,299.50");
    expect(formatPrice(0)).toBe("₹0");
    expect(formatPrice(-50)).toBe("-₹50");
    expect(formatPrice(1e7, "$")).toBe("$1,00,00,000");
  });

  it("formats ranges", () => {
    expect(formatPriceRange({ min: 499, max: 499 })).toBe("₹499");
    expect(formatPriceRange({ min: 499, max: 999 })).toBe("₹499 – ₹999");
    expect(formatPriceRange({ min: 499, max: 999, currency_symbol: "$" })).toBe("$499 – $999");
    expect(formatPriceRange({ min: 999, max: 499 })).toBe("₹999");
    expect(formatPriceRange({ min: 499, max: Number.NaN })).toBe("₹499");
    expect(formatPriceRange({ min: 1250.5, max: 120000, currency_symbol: "" })).toBe("₹1,250.50 – ₹1,20,000");
  });
});

describe("links", () => {
  const page = (type: string, extra: Partial<NonNullable<Action["page"]>> = {}): Action => ({
    type: "page",
    page: { type, ...extra },
  });

  it("uses page.url when present", () => {
    expect(actionToUrl(page("product", { url: "/custom/place", params: { slug: ["x"] } }))).toBe("/custom/place");
  });

  it("maps page types with params and query", () => {
    expect(actionToUrl(page("home"))).toBe("/");
    expect(actionToUrl(page("product", { params: { slug: ["blue-shirt"] } }))).toBe("/product/blue-shirt");
    expect(actionToUrl(page("collection", { params: { slug: ["summer"] } }))).toBe("/collection/summer");
    expect(actionToUrl(page("brand", { params: { slug: ["acme"] } }))).toBe("/brand/acme");
    expect(actionToUrl(page("category", { params: { slug: ["shirts"] } }))).toBe("/category/shirts");
    expect(actionToUrl(page("collections"))).toBe("/collections/");
    expect(actionToUrl(page("brands"))).toBe("/brands/");
    expect(actionToUrl(page("brands", { params: { department: ["men"] } }))).toBe("/brands/men");
    expect(actionToUrl(page("categories", { params: { department: ["women"] } }))).toBe("/categories/women");
    expect(actionToUrl(page("categories"))).toBe("/categories/");
    expect(actionToUrl(page("products", { query: { brand: ["nike", "puma"], q: ["red shoe"] } }))).toBe(
      "/products/?brand=nike&brand=puma&q=red+shoe",
    );
    expect(actionToUrl(page("cart"))).toBe("/cart/bag/");
    expect(actionToUrl(page("policy"))).toBe("/privacy-policy");
    expect(actionToUrl(page("tnc"))).toBe("/terms-and-conditions");
    expect(actionToUrl(page("login"))).toBe("/auth/login");
    expect(actionToUrl(page("blog"))).toBe("/blog/");
    expect(actionToUrl(page("blog", { params: { slug: ["hello"] } }))).toBe("/blog/hello");
    expect(actionToUrl(page("track-order", { params: { orderId: ["FY123"] } }))).toBe("/order-tracking/FY123");
    expect(actionToUrl(page("page", { params: { slug: ["about story"] } }))).toBe("/page/about%20story");
  });

  it("handles external links and unsafe urls", () => {
    expect(actionToUrl(page("external", { query: { url: ["https://example.com/x"] } }))).toBe("https://example.com/x");
    expect(actionToUrl(page("external", { query: { url: ["javascript:alert(1)"] } }))).toBe("/");
    expect(actionToUrl(page("external"))).toBe("/");
    expect(actionToUrl(page("home", { url: " java\tscript:alert(1)" }))).toBe("/");
  });

  it("falls back to / for unknown, missing or incomplete actions", () => {
    expect(actionToUrl(undefined)).toBe("/");
    expect(actionToUrl(null)).toBe("/");
    expect(actionToUrl({ type: "popup" })).toBe("/");
    expect(actionToUrl(page("no-such-page"))).toBe("/");
    expect(actionToUrl(page("product"))).toBe("/");
    expect(actionToUrl(page("product", { params: { slug: [] } }))).toBe("/");
  });

  it("builds entity urls", () => {
    expect(productUrl("a-b")).toBe("/product/a-b");
    expect(collectionUrl("summer sale")).toBe("/collection/summer%20sale");
    expect(brandUrl("acme")).toBe("/brand/acme");
    expect(categoryUrl("x/y")).toBe("/category/x%2Fy");
  });

  it("decides internal links", () => {
    expect(isInternalLink("/products/")).toBe(true);
    expect(isInternalLink("//evil.com/x")).toBe(false);
    expect(isInternalLink("https://shop.example.com/a", ["shop.example.com"])).toBe(true);
    expect(isInternalLink("https://SHOP.example.com/a", ["https://shop.example.com"])).toBe(true);
    expect(isInternalLink("https://other.com/a", ["shop.example.com"])).toBe(false);
    expect(isInternalLink("https://shop.example.com/a")).toBe(false);
    expect(isInternalLink("not a url")).toBe(false);
  });

  it("safeHref keeps safe links only", () => {
    expect(safeHref("/a")).toBe("/a");
    expect(safeHref("https://x.com")).toBe("https://x.com");
    expect(safeHref("mailto:a@b.c")).toBe("mailto:a@b.c");
    expect(safeHref("data:text/html,hi")).toBe("/");
    expect(safeHref(42, "")).toBe("");
  });
});

describe("navigation", () => {
  const entry = (
    display: string,
    sort_order: number,
    extra: Partial<NavigationReference> = {},
  ): NavigationReference => ({
    display,
    image: "",
    type: "",
    action: { type: "page", page: { type: "collection", params: { slug: [toSlug(display)] } } },
    active: true,
    sort_order,
    tags: [],
    acl: [],
    sub_navigation: [],
    ...extra,
  });

  it("keeps active page entries, sorted stably, recursively", () => {
    const items = toNavItems([
      entry("Women", 2, {
        sub_navigation: [
          entry("Dresses", 3),
          entry("Tops", 1),
          entry("Hidden", 0, { active: false }),
          entry("Jeans", 1),
        ],
      }),
      entry("Men", 1, { image: "/service/media/men.svg", tags: ["new"] }),
      entry("Popup", 0, { action: { type: "popup", popup: {} } }),
      entry("Off", 0, { active: false }),
      entry("Kids", 2),
    ]);
    expect(items.map((i) => i.display)).toEqual(["Men", "Women", "Kids"]);
    expect(items[0]).toEqual({
      display: "Men",
      href: "/collection/men",
      image: "/service/media/men.svg",
      tags: ["new"],
      children: [],
    });
    expect(items[1].children.map((i) => i.display)).toEqual(["Tops", "Jeans", "Dresses"]);
    expect(items[1].children[0].href).toBe("/collection/tops");
    expect("image" in items[2]).toBe(false);
  });

  it("tolerates missing lists", () => {
    expect(toNavItems(undefined)).toEqual([]);
    expect(
      toNavItems([entry("A", 1, { sub_navigation: undefined as unknown as NavigationReference[] })])[0].children,
    ).toEqual([]);
  });

  const nav = (id: string, position: string, platform: string[], landscape: string[]): Navigation => ({
    _id: id,
    name: id,
    slug: id,
    platform,
    position,
    orientation: { portrait: [], landscape },
    navigation: [entry(id, 1)],
  });

  it("picks the web navigation for a position in landscape", () => {
    const navs = [
      nav("app-top", "top", ["android"], ["top"]),
      nav("portrait-top", "top", ["web"], []),
      nav("web-top", "top", ["web", "ios"], ["top", "bottom"]),
      nav("web-top-2", "top", ["web"], ["top"]),
      nav("web-bottom", "bottom", ["web"], ["bottom"]),
    ];
    expect(pickNavigation(navs, "top")[0].display).toBe("web-top");
    expect(pickNavigation(navs, "bottom")[0].display).toBe("web-bottom");
    expect(pickNavigation([nav("x", "bottom", ["web"], ["top"])], "bottom")).toEqual([]);
    expect(pickNavigation([], "top")).toEqual([]);
    expect(pickNavigation(undefined, "top")).toEqual([]);
  });

  it("has the default header navigation", () => {
    expect(DEFAULT_HEADER_NAV.map((i) => [i.display, i.href])).toEqual([
      ["Home", "/"],
      ["Brands", "/brands/"],
      ["Categories", "/categories/"],
      ["Collections", "/collections/"],
    ]);
  });
});

describe("predicates", () => {
  const url = new URL("https://shop.test/collection/summer?sort_on=latest&tag=a&tag=b");
  const anon = { authenticated: false, url };
  const user = { authenticated: true, url };

  it("shows sections without predicates to everyone", () => {
    expect(isSectionVisible(undefined, anon)).toBe(true);
    expect(isSectionVisible({}, user)).toBe(true);
    expect(isSectionVisible({ user: {} }, anon)).toBe(true);
  });

  it("applies user predicates", () => {
    expect(isSectionVisible({ user: { authenticated: true, anonymous: true } }, anon)).toBe(true);
    expect(isSectionVisible({ user: { authenticated: true, anonymous: true } }, user)).toBe(true);
    expect(isSectionVisible({ user: { authenticated: true, anonymous: false } }, anon)).toBe(false);
    expect(isSectionVisible({ user: { authenticated: true, anonymous: false } }, user)).toBe(true);
    expect(isSectionVisible({ user: { authenticated: false, anonymous: true } }, user)).toBe(false);
    expect(isSectionVisible({ user: { anonymous: true } }, anon)).toBe(true);
    expect(isSectionVisible({ user: { anonymous: true } }, user)).toBe(false);
    expect(isSectionVisible({ user: { authenticated: false, anonymous: false } }, anon)).toBe(false);
  });

  it("applies exact route predicates", () => {
    const exact = (exact_url: string) => ({ route: { selected: "exact" as const, exact_url } });
    // A full-URL match: the query too (decision 35).
    expect(isSectionVisible(exact("/collection/summer"), anon)).toBe(false);
    expect(isSectionVisible(exact("/collection/summer/?sort_on=latest&tag=a&tag=b"), anon)).toBe(true);
    expect(isSectionVisible(exact(url.href), anon)).toBe(true);
    expect(isSectionVisible(exact("https://shop.test/collection/summer?tag=a&sort_on=latest&tag=b"), anon)).toBe(true);
    expect(isSectionVisible(exact("https://shop.test/collection/summer?sort_on=popular"), anon)).toBe(false);
    expect(isSectionVisible(exact("https://other.test/collection/summer"), anon)).toBe(false);
    expect(isSectionVisible(exact("/collection/winter"), anon)).toBe(false);
    expect(isSectionVisible(exact(""), anon)).toBe(true);
  });

  it("applies query route predicates", () => {
    const query = (q: Record<string, string>) => ({ route: { selected: "query" as const, query: q } });
    expect(isSectionVisible(query({ sort_on: "latest" }), anon)).toBe(true);
    expect(isSectionVisible(query({ sort_on: "latest", tag: "b" }), anon)).toBe(true);
    expect(isSectionVisible(query({ sort_on: "popular" }), anon)).toBe(false);
    expect(isSectionVisible(query({ missing: "x" }), anon)).toBe(false);
    expect(isSectionVisible(query({}), anon)).toBe(true);
    expect(isSectionVisible({ route: { selected: "none", exact_url: "/nowhere" } }, anon)).toBe(true);
  });

  it("combines user and route predicates (all must hold)", () => {
    const predicate = { user: { authenticated: true }, route: { selected: "query" as const, query: { tag: "a" } } };
    expect(isSectionVisible(predicate, user)).toBe(true);
    expect(isSectionVisible(predicate, anon)).toBe(false);
    expect(isSectionVisible({ ...predicate, route: { selected: "query" as const, query: { tag: "z" } } }, user)).toBe(
      false,
    );
    // Screen predicates never hide on the server.
    expect(isSectionVisible({ screen: { mobile: false, tablet: false, desktop: false } }, user)).toBe(true);
  });

  it("turns screen predicates into classes", () => {
    expect(screenHiddenClasses(undefined)).toBe("");
    expect(screenHiddenClasses({ screen: { mobile: true, tablet: true, desktop: true } })).toBe("");
    expect(screenHiddenClasses({ screen: { mobile: false } })).toBe("hide-mobile");
    expect(screenHiddenClasses({ screen: { mobile: false, tablet: false, desktop: false } })).toBe(
      "hide-mobile hide-tablet hide-desktop",
    );
    expect(screenHiddenClasses({ screen: { desktop: false, tablet: true } })).toBe("hide-desktop");
  });
});

describe("theme", () => {
  const theme = (colors: Record<string, string>, family = "Inter", current = "Default"): Theme =>
    ({
      font: { family, variants: {} },
      config: {
        current,
        list: [
          {
            name: "Other",
            global_config: {
              static: { props: { colors: { primary_color: "#111111" } } },
              custom: { props: { other: true } },
            },
          },
          {
            name: "Default",
            global_config: {
              static: { props: { colors } },
              custom: { props: { logo: "/l.svg", disable_cart: false } },
            },
          },
        ],
      },
    }) as unknown as Theme;

  it("falls back to the defaults", () => {
    expect(DEFAULT_THEME_COLORS.primary_color).toBe("#7043F7");
    expect(DEFAULT_FONT).toBe("Poppins");
    expect(themeStyleVariables(null)).toEqual({
      "--color-primary": "#7043F7",
      "--color-secondary": "#02d1cb",
      "--color-accent": "#ffffff",
      "--color-link": "#7043f7",
      "--color-button-secondary": "#000000",
      "--color-bg": "#f8f8f8",
      "--font-body": '"Poppins", system-ui, sans-serif',
    });
  });

  it("reads the current config's colours and the font", () => {
    const vars = themeStyleVariables(
      theme({ primary_color: "#123abc", bg_color: "rgb(250, 250, 250)", link_color: "navy" }, "Open Sans"),
    );
    expect(vars["--color-primary"]).toBe("#123abc");
    expect(vars["--color-bg"]).toBe("rgb(250, 250, 250)");
    expect(vars["--color-link"]).toBe("navy");
    expect(vars["--color-secondary"]).toBe("#02d1cb");
    expect(vars["--font-body"]).toBe('"Open Sans", system-ui, sans-serif');
  });

  it("rejects injection attempts value by value", () => {
    const vars = themeStyleVariables(
      theme(
        {
          primary_color: "red;} body{display:none",
          secondary_color: "#fff</style><script>alert(1)</script>",
          accent_color: "url(https://evil.test/x.png)",
          link_color: "expression(alert(1))",
          button_secondary_color: "rgb(1,2,3);background:red",
          bg_color: "inherit",
        },
        'Poppins"; } * { color: red',
      ),
    );
    expect(vars).toEqual(themeStyleVariables(undefined));
    const css = themeStyleSheet(theme({ primary_color: "#abc" }, "Roboto</style>"));
    expect(css).toContain("--color-primary:#abc");
    expect(css).toContain('"Poppins"');
    expect(css).not.toMatch(/<|\}.*\}/);
  });

  it("uses the first config when current names none", () => {
    expect(themeStyleVariables(theme({}, "Inter", "Missing"))["--color-primary"]).toBe("#111111");
  });

  it("returns global custom props", () => {
    expect(themeGlobalProps(theme({}))).toEqual({ logo: "/l.svg", disable_cart: false });
    expect(themeGlobalProps(undefined)).toEqual({});
    expect(themeGlobalProps({ config: { current: "x", list: [] } } as unknown as Theme)).toEqual({});
  });
});

describe("stripScripts", () => {
  it("removes script elements in any case and with attributes", () => {
    expect(stripScripts("<p>a</p><script>alert(1)</script><p>b</p>")).toBe("<p>a</p><p>b</p>");
    expect(stripScripts('<SCRIPT type="text/javascript" src="x.js"></SCRIPT>ok')).toBe("ok");
    expect(stripScripts("<script>\nvar a = '</p>';\n</script >ok")).toBe("ok");
    expect(stripScripts("before<script>never closed")).toBe("before");
    expect(stripScripts("<svg><script>alert(1)</script></svg>")).toBe("<svg></svg>");
    expect(stripScripts("x</script>y")).toBe("xy");
  });

  it("cannot be tricked by nesting", () => {
    const out = stripScripts("<scr<script>x</script>ipt>alert(1)</script>");
    expect(out.toLowerCase()).not.toMatch(/<script/);
    expect(out).toBe("&lt;scr" + "ipt>alert(1)");
    // Removing an element must not join a stray "<" and later text into a new tag.
    expect(stripScripts("<<script>alert(1)</script>img src=x onerror=alert(1)>")).toBe(
      "&lt;img src=x onerror=alert(1)>",
    );
  });

  it("removes event handlers", () => {
    expect(stripScripts('<img src="/a.svg" onerror="alert(1)" alt="A">')).toBe('<img src="/a.svg" alt="A">');
    expect(stripScripts("<img/src=x/onerror=alert(1)>")).toBe('<img src="x/onerror=alert(1)">'); // one unquoted value, as browsers read it
    expect(stripScripts("<img/src=x/onerror=alert(1)//>")).toBe('<img src="x/onerror=alert(1)//">');
    expect(stripScripts("<svg/onload=alert(1)>")).toBe("<svg>");
    expect(stripScripts("<img src=x onerror  =  alert(1) >")).toBe('<img src="x">');
    expect(stripScripts("<div ONCLICK='x()' class=\"c\">t</div>")).toBe('<div class="c">t</div>');
    expect(stripScripts('<body onload="x()">')).toBe("<body>");
    expect(stripScripts('<a title="onclick is text">t</a>')).toBe('<a title="onclick is text">t</a>');
  });

  it("removes javascript: urls, even encoded", () => {
    expect(stripScripts('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(stripScripts("<a href=' JaVaScRiPt:alert(1)'>x</a>")).toBe("<a>x</a>");
    expect(stripScripts('<a href="jav&#x61;script&colon;alert(1)">x</a>')).toBe("<a>x</a>");
    expect(stripScripts('<a href="java\tscript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(stripScripts('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).toBe("<iframe></iframe>");
    expect(stripScripts('<form action="vbscript:x"><button formaction="javascript:x">b</button></form>')).toBe(
      "<form><button>b</button></form>",
    );
  });

  it("keeps ordinary html", () => {
    const html =
      '<div class="promo"><h3>Sale</h3><p>Up to 50% off &amp; more</p><a href="/collections/">Shop</a><br/><img src="/x.svg" alt=""></div>';
    expect(stripScripts(html)).toBe(html.replace("<br/>", "<br />"));
    expect(stripScripts("a < b and c > d")).toBe("a &lt; b and c > d");
    expect(stripScripts("<!-- note --><style>.a{color:red}</style>")).toBe("<!-- note --><style>.a{color:red}</style>");
    expect(stripScripts("")).toBe("");
  });
});

describe("toSlug", () => {
  it.each([
    ["Summer Sale", "summer-sale"],
    ["Men's T-Shirts & Tops!", "mens-t-shirts--tops"],
    ["already-a-slug_1", "already-a-slug_1"],
    ["ÄÖÜ café", "-caf"],
    ["", ""],
  ])("%s → %s", (text, slug) => {
    expect(toSlug(text)).toBe(slug);
  });
});
