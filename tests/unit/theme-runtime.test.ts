import { describe, expect, it } from "vitest";
import { extractScripts } from "~/lib/html";
import { pageRoute } from "~/lib/page-of-path";
import {
  isTagOnPage,
  pageSlugsOfPath,
  safeTagAttributes,
  storeTags,
  tagsForPage,
  type InjectedTagInput,
} from "~/lib/injected-tags";
import { allowedAssetUrl, bindingKey, extensionSlots, extensionView, uniqueBindings } from "~/lib/extensions";
import { isPlainClick, openActionMessage } from "~/lib/webview";

describe("pageRoute (spec §2.3 from a path)", () => {
  it("finds the page type and its parameters; the longest matching link wins", () => {
    expect(pageRoute("/")).toEqual({ type: "home", params: {} });
    expect(pageRoute("/product/blue-kurta/")).toEqual({ type: "product", params: { slug: ["blue-kurta"] } });
    expect(pageRoute("/brands")).toEqual({ type: "brands", params: {} });
    expect(pageRoute("/brands/men")).toEqual({ type: "brands", params: { department: ["men"] } });
    expect(pageRoute("/cart/bag/")).toEqual({ type: "cart", params: {} });
    expect(pageRoute("/cart/payment-info")).toEqual({ type: "cart-payment", params: {} });
    expect(pageRoute("/profile/orders/shipment/16").type).toBe("profile-order-shipment");
    expect(pageRoute("/profile/orders").type).toBe("orders");
    expect(pageRoute("/privacy-policy").type).toBe("policy");
  });

  it("falls back to home when nothing matches", () => {
    expect(pageRoute("/no/such/page")).toEqual({ type: "home", params: {} });
    expect(pageRoute("/product/")).toEqual({ type: "home", params: {} });
  });
});

const tag = (over: Partial<InjectedTagInput>): InjectedTagInput => ({
  _id: "t1",
  type: "css",
  sub_type: "inline",
  position: "head",
  content: "body { color: red; }",
  attributes: {},
  pages: [],
  ...over,
});

describe("injected tags", () => {
  it("are on every page without pages, else on the pages named by slug or path pattern", () => {
    expect(isTagOnPage(tag({ pages: [] }), "/products/")).toBe(true);
    expect(isTagOnPage(tag({ pages: [{ page_slug: "home" }] }), "/")).toBe(true);
    expect(isTagOnPage(tag({ pages: [{ page_slug: "home" }] }), "/products/")).toBe(false);
    expect(isTagOnPage(tag({ pages: [{ page_slug: "product-description" }] }), "/product/x")).toBe(true);
    expect(isTagOnPage(tag({ pages: [{ page_slug: "product" }] }), "/product/x")).toBe(true);
    expect(isTagOnPage(tag({ pages: [{ path: "/product/*" }] }), "/product/x/")).toBe(true);
    expect(isTagOnPage(tag({ pages: [{ path: "/cart/bag/" }] }), "/cart/bag")).toBe(true);
    expect(isTagOnPage(tag({ pages: [{ path: "/cart/bag/" }] }), "/cart/delivery")).toBe(false);
    expect(pageSlugsOfPath("/blog/a-post")).toEqual(["blog", "blog-detail"]);
  });

  it("keep each file or inline content once, in the store's order, by position", () => {
    const page = tagsForPage(
      storeTags([
        tag({ _id: "a", type: "js", sub_type: "external", url: "/a.js", position: "body-bottom" }),
        tag({ _id: "b", type: "js", sub_type: "external", url: "/a.js", position: "head" }),
        tag({ _id: "c", content: "p{}" }),
        tag({ _id: "d", content: "p{}", position: "body-top" }),
        tag({ _id: "e", type: "js", content: "go()", position: "body-top" }),
        tag({ _id: "f", position: "footer" }),
        tag({ _id: "g", type: "html" }),
        tag({ _id: "h", sub_type: "external", url: "javascript:alert(1)" }),
        tag({ _id: "i", content: "   " }),
        tag({ _id: "j", pages: [{ page_slug: "cart" }] }),
      ]),
      "/",
    );
    expect(page.head.map((t) => t.id)).toEqual(["c"]);
    expect(page["body-top"].map((t) => t.id)).toEqual(["e"]);
    expect(page["body-bottom"].map((t) => t.id)).toEqual(["a"]);
    expect(page["body-bottom"][0]).toMatchObject({ type: "js", url: "/a.js", content: null });
  });

  it("travel with their pages, so that the browser can pick the next page's without a loader", () => {
    const views = storeTags([
      tag({ _id: "all" }),
      tag({ _id: "cart", content: ".c{}", pages: [{ page_slug: "cart" }, { page_slug: "" }] }),
      tag({ _id: "product", type: "js", content: "p()", position: "body-bottom", pages: [{ path: "/product/*" }] }),
    ]);
    expect(views.map((v) => [v.id, v.position, v.pages])).toEqual([
      ["all", "head", undefined],
      ["cart", "head", [{ page_slug: "cart" }]],
      ["product", "body-bottom", [{ path: "/product/*" }]],
    ]);
    const ids = (path: string) =>
      Object.values(tagsForPage(views, path))
        .flat()
        .map((t) => t.id);
    expect(ids("/")).toEqual(["all"]);
    expect(ids("/cart/bag/")).toEqual(["all", "cart"]);
    expect(ids("/product/blue-kurta")).toEqual(["all", "product"]);
  });

  it("cannot close their element early", () => {
    const page = tagsForPage(
      storeTags([
        tag({ _id: "css", content: "a{}</style><script>x()</script>" }),
        tag({ _id: "js", type: "js", content: 'var s = "</script><img src=x>"; // <!--' }),
      ]),
      "/",
    );
    expect(page.head[0].content).not.toContain("<");
    expect(page.head[1].content).toBe('var s = "<\\/script><img src=x>"; // <\\!--');
  });

  it("lose event handlers, reserved and script-URL attributes", () => {
    expect(
      safeTagAttributes({
        async: true,
        defer: false,
        onload: "steal()",
        ONERROR: "x()",
        src: "/other.js",
        nonce: "guess",
        crossorigin: "anonymous",
        "data-id": 7,
        "bad name": "x",
        media: "screen and (min-width: 600px)",
        "data-href": "javascript:alert(1)",
        style: "color:red",
      }),
    ).toEqual({ async: true, crossOrigin: "anonymous", "data-id": "7", media: "screen and (min-width: 600px)" });
  });
});

describe("extractScripts (custom HTML)", () => {
  it("keeps the HTML without scripts and lists the runnable scripts in order", () => {
    const { html, scripts } = extractScripts(
      '<p onclick="x()">Hi</p><script src="/a.js"></script><script>one()</script>' +
        '<script type="application/ld+json">{"a":1}</script><script type="module">two()</script>' +
        '<script src="javascript:alert(1)"></script><script src="//cdn.example/x.js"></script>' +
        "<SCRIPT SRC='https://cdn.example.com/b.js' async></SCRIPT>",
    );
    expect(html).toBe("<p>Hi</p>");
    expect(scripts).toEqual([
      { src: "/a.js", module: false },
      { code: "one()", module: false },
      { code: "two()", module: true },
      { src: "https://cdn.example.com/b.js", module: false },
    ]);
  });

  it("has nothing to run in HTML without scripts", () => {
    expect(extractScripts("<b>Sale</b>")).toEqual({ html: "<b>Sale</b>", scripts: [] });
    expect(extractScripts("")).toEqual({ html: "", scripts: [] });
  });
});

const extension = (over: Record<string, unknown> = {}) => ({
  name: "demo-notice",
  props: { message: { type: "text", value: "Hello" } },
  __source: { type: "extension", id: "ext1" },
  assets: { js: "/extensions/demo/notice.js", css: "/extensions/demo/notice.css" },
  ...over,
});

describe("extension sections", () => {
  it("are views of their name, source, assets and plain props", () => {
    expect(extensionView(extension(), [])).toEqual({
      name: "demo-notice",
      source: "ext1",
      js: "/extensions/demo/notice.js",
      css: "/extensions/demo/notice.css",
      props: { message: "Hello" },
    });
  });

  it("load assets only from the store's origin or an allowed one", () => {
    expect(allowedAssetUrl("//evil.example/x.js", [])).toBeNull();
    expect(allowedAssetUrl("https://cdn.example.com/x.js", [])).toBeNull();
    expect(allowedAssetUrl("https://cdn.example.com/x.js", ["https://cdn.example.com"])).toBe(
      "https://cdn.example.com/x.js",
    );
    expect(allowedAssetUrl("javascript:alert(1)", ["https://cdn.example.com"])).toBeNull();
    expect(extensionView(extension({ assets: { js: "https://cdn.example.com/x.js" } }), [])).toBeNull();
    expect(extensionView(extension({ assets: { js: "/x.js", css: "https://other.example/x.css" } }), [])).toBeNull();
    expect(extensionView(extension({ __source: { type: "themeBundle", id: "t" } }), [])).toBeNull();
    expect(extensionView(extension({ assets: {} }), [])).toBeNull();
  });

  it("are one binding per assets and source", () => {
    const a = extensionView(extension(), [])!;
    const b = extensionView(extension({ props: { message: { type: "text", value: "Other" } } }), [])!;
    const c = extensionView(extension({ __source: { type: "extension", id: "ext2" } }), [])!;
    const d = extensionView(extension({ assets: { js: "/extensions/demo/notice.js" } }), [])!;
    expect(bindingKey(a)).toBe(bindingKey(b));
    expect(uniqueBindings([a, b, c, d, a])).toEqual([a, c, d]);
  });

  it("fill the theme's header and footer slots", () => {
    expect(
      extensionSlots({ footer_top: [extension()], header_top: [extension({ assets: {} })], other: [extension()] }, []),
    ).toEqual({ footer_top: [extensionView(extension(), [])] });
    expect(extensionSlots(undefined, [])).toEqual({});
  });
});

describe("web view open-action messages", () => {
  const page = "https://shop.example.com/products/?q=kurta";

  it("turn a store link into its page type, parameters and query", () => {
    expect(openActionMessage("/product/blue-kurta?size=M", page)).toEqual({
      type: "open-action",
      action: {
        type: "page",
        page: {
          type: "product",
          params: { slug: ["blue-kurta"] },
          query: { size: ["M"] },
          url: "/product/blue-kurta?size=M",
        },
      },
    });
    expect(openActionMessage("https://shop.example.com/", page)?.action.page.type).toBe("home");
  });

  it("turn another site's link into an external action, and leave the rest to the browser", () => {
    expect(openActionMessage("https://blog.example.org/a", page)?.action.page).toEqual({
      type: "external",
      url: "https://blog.example.org/a",
      query: { url: ["https://blog.example.org/a"] },
    });
    expect(openActionMessage("mailto:help@example.com", page)).toBeNull();
    expect(openActionMessage("javascript:alert(1)", page)).toBeNull();
    expect(openActionMessage("#reviews", page)).toBeNull();
  });

  it("turn a custom link into the action of where it leads", () => {
    const outside = "https://blog.example.org/a?b=1";
    const external = { type: "external", url: outside, query: { url: [outside] } };
    expect(openActionMessage(`/c/?url=${encodeURIComponent(outside)}`, page)?.action.page).toEqual(external);
    expect(openActionMessage(`/external/?url=${encodeURIComponent(outside)}`, page)?.action.page).toEqual(external);
    expect(openActionMessage(`/external?url=${encodeURIComponent(outside)}`, page)?.action.page).toEqual(external);
    expect(openActionMessage("/c/?url=%2Fcollection%2Fsale", page)?.action.page).toEqual({
      type: "collection",
      params: { slug: ["sale"] },
      query: {},
      url: "/collection/sale",
    });
    // A custom link to a custom link is followed once; one without a target is the page it is.
    expect(openActionMessage("/c/?url=%2Fc%2F%3Furl%3D%252Fbrands%252F", page)?.action.page.url).toBe(
      "/c/?url=%2Fbrands%2F",
    );
    expect(openActionMessage("/c/", page)?.action.page.url).toBe("/c/");
  });

  it("only take plain clicks", () => {
    const click = {
      button: 0,
      defaultPrevented: false,
      metaKey: false,
      ctrlKey: false,
      shiftKey: false,
      altKey: false,
      download: false,
    };
    expect(isPlainClick(click)).toBe(true);
    expect(isPlainClick({ ...click, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainClick({ ...click, defaultPrevented: true })).toBe(false);
    expect(isPlainClick({ ...click, download: true })).toBe(false);
  });
});
