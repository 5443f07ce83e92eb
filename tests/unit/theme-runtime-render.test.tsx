import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { NonceProvider } from "~/components/nonce";
import { ExtensionSlotView, InjectedTags } from "~/components/ThemeRuntime";
import { tagsForPage } from "~/lib/injected-tags";
import { getSectionView } from "~/sections/loaders.server";
import { getSection } from "~/sections/registry";
import { asRegisteredSection } from "~/sections/extension.server";
import type { ThemeSection } from "~/sdk/api";

const tags = tagsForPage(
  [
    {
      _id: "s",
      type: "css",
      sub_type: "inline",
      position: "head",
      content: ".a{color:red}",
      attributes: { media: "all" },
    },
    { _id: "l", type: "css", sub_type: "external", position: "head", url: "/t.css" },
    { _id: "j", type: "js", sub_type: "inline", position: "head", content: "go()", attributes: { onload: "x()" } },
    { _id: "e", type: "js", sub_type: "external", position: "body-bottom", url: "/t.js", attributes: { defer: true } },
  ],
  "/",
);

/** What useThemeRuntime keeps of the first page: its scripts. */
const scripts = { head: tags.head.filter((t) => t.type === "js"), "body-top": [], "body-bottom": tags["body-bottom"] };

describe("InjectedTags", () => {
  it("renders stylesheets and the first page's scripts with the page's nonce", () => {
    const html = renderToStaticMarkup(
      <NonceProvider value="n0nce">
        <InjectedTags tags={tags} first={scripts} at="head" />
        <InjectedTags tags={tags} first={scripts} at="body-bottom" />
      </NonceProvider>,
    );
    expect(html).toBe(
      '<style nonce="n0nce" media="all">.a{color:red}</style><link nonce="n0nce" rel="stylesheet" href="/t.css"/>' +
        '<script nonce="n0nce">go()</script><script nonce="n0nce" defer="" src="/t.js"></script>',
    );
  });

  it("leaves out scripts that are not the first page's (the runtime runs those)", () => {
    const html = renderToStaticMarkup(<InjectedTags tags={tags} first={undefined} at="head" />);
    expect(html).not.toContain("<script");
    expect(html).toContain("<style");
  });
});

const section = (over: Partial<ThemeSection>): ThemeSection => ({
  name: "x",
  label: "X",
  props: {},
  blocks: [],
  ...over,
});

describe("theme sections with code", () => {
  it("custom HTML renders without its scripts, which its view lists for the browser", () => {
    const s = section({
      name: "raw-html",
      props: { code: { type: "code", value: '<p>Hi</p><script src="/a.js"></script><script>b()</script>' } },
    });
    const view = getSectionView("raw-html")!(s, undefined);
    expect(view).toEqual({
      html: "<p>Hi</p>",
      scripts: [
        { src: "/a.js", module: false },
        { code: "b()", module: false },
      ],
    });
    const { Component } = getSection("raw-html")!;
    expect(renderToStaticMarkup(<Component view={view} index={0} />)).not.toContain("<script");
  });

  it("an extension's section renders an empty element for its script, named by the section", () => {
    const s = asRegisteredSection(
      section({
        name: "demo-notice",
        props: { message: { type: "text", value: "Hi" } },
        __source: { id: "ext", bundle_name: "demo", type: "extension" },
        assets: { js: "/extensions/demo/notice.js" },
      }),
    );
    expect(s.name).toBe("extension");
    const view = getSectionView(s.name)!(s, undefined);
    expect(view).toEqual({
      name: "demo-notice",
      source: "ext",
      js: "/extensions/demo/notice.js",
      css: null,
      props: { message: "Hi" },
    });
    const { Component } = getSection(s.name)!;
    expect(renderToStaticMarkup(<Component view={view} index={0} />)).toBe(
      '<div class="extension" data-extension="demo-notice"></div>',
    );
    expect(
      renderToStaticMarkup(<ExtensionSlotView slots={{ footer_top: [view as never] }} slot="footer_top" />),
    ).toContain('aria-label="footer top"');
  });
});
