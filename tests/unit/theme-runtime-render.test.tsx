import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { storeTags } from "~/lib/injected-tags";
import { insertIntoDocument, type DocumentInsertions } from "~/lib/html-stream.server";
import { themeTagsInsertions } from "~/theme-tags.server";
import { shellTags } from "~/theme-runtime.server";
import { getSectionView } from "~/sections/loaders.server";
import { getSection } from "~/sections/registry";
import { asRegisteredSection } from "~/sections/extension.server";
import type { ThemeSection } from "~/sdk/api";

const tags = storeTags([
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
  { _id: "t", type: "js", sub_type: "inline", position: "body-top", content: "top()" },
  { _id: "e", type: "js", sub_type: "external", position: "body-bottom", url: "/t.js", attributes: { defer: true } },
  { _id: "c", type: "css", sub_type: "inline", position: "head", content: ".c{}", pages: [{ page_slug: "cart" }] },
]);

describe("injected tags in the server's HTML", () => {
  it("are the page's, with the page's nonce and their id, by position", () => {
    const html = themeTagsInsertions(tags, "/", "n0nce")!;
    expect(html.head).toBe(
      '<style nonce="n0nce" media="all" data-tag="s">.a{color:red}</style>' +
        '<link nonce="n0nce" data-tag="l" rel="stylesheet" href="/t.css"/>' +
        '<script nonce="n0nce" data-tag="j">go()</script>',
    );
    expect(html.bodyTop).toBe('<div id="theme-tags"><script nonce="n0nce" data-tag="t">top()</script></div>');
    // The body-top tags move out of React's way before hydration; the body-bottom ones follow.
    expect(html.bodyBottom).toBe(
      '<script nonce="n0nce">document.body.append(document.getElementById("theme-tags"))</script>' +
        '<script nonce="n0nce" defer="" data-tag="e" src="/t.js"></script>',
    );
    expect(themeTagsInsertions(tags, "/cart/bag/", "n")!.head).toContain('data-tag="c"');
    expect(themeTagsInsertions([], "/", "n")).toBeNull();
    expect(themeTagsInsertions(undefined, "/", "n")).toBeNull();
    expect(themeTagsInsertions(storeTags([{ ...tagInput, pages: [{ page_slug: "cart" }] }]), "/", "n")).toBeNull();
  });
});

const tagInput = { _id: "x", type: "css", sub_type: "inline", position: "head", content: "p{}" };

describe("injected tags in the shell data", () => {
  it("leave out the text of the requested page's inline tags (the document has it), keep the rest", () => {
    const onHome = shellTags(tags, "/");
    const byId = Object.fromEntries(onHome.map((tag) => [tag.id, tag]));
    // Home's inline tags: in the document, so no text here; external ones keep their address.
    for (const id of ["s", "j", "t"]) expect(byId[id]).toMatchObject({ url: null, content: null });
    expect(byId.l.url).toBe("/t.css");
    expect(byId.e.url).toBe("/t.js");
    // The cart's tag is not on home: its text travels for a client-side navigation there.
    expect(byId.c.content).toBe(".c{}");
    expect(onHome.map((tag) => tag.id)).toEqual(tags.map((tag) => tag.id));
    // On the cart page the cart's tag is the one in the document.
    expect(shellTags(tags, "/cart/bag/").find((tag) => tag.id === "c")?.content).toBeNull();
    // Nothing else changes: pages, positions, attributes.
    expect(byId.s).toEqual({ ...tags[0], content: null });
  });
});

/** The document as entry.server sends it: split into `size`-byte chunks, through insertIntoDocument. */
async function through(document: string, insertions: DocumentInsertions, size: number): Promise<string> {
  const bytes = Buffer.from(document, "utf8");
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(insertIntoDocument(insertions))) out.push(chunk as Buffer);
  return Buffer.concat(out).toString("utf8");
}

describe("insertIntoDocument", () => {
  const document =
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>₹ shop</title></head>' +
    '<body style="--a:&quot;x&gt;&quot;"><main>Hi — ✓ </body> </main><script>1</script></body></html>' +
    '<div hidden id="S:0">late</div>';
  const insertions = { head: "<style>h</style>", bodyTop: "<i>top</i>", bodyBottom: "<b>bottom</b>" };
  const expected =
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>₹ shop</title><style>h</style></head>' +
    '<body style="--a:&quot;x&gt;&quot;"><i>top</i><main>Hi — ✓ </body> </main><script>1</script><b>bottom</b></body></html>' +
    '<div hidden id="S:0">late</div>';

  it("writes each insertion at its place, however the document is split into chunks", async () => {
    for (const size of [1, 2, 3, 5, 7, 13, 64, 4096]) expect(await through(document, insertions, size)).toBe(expected);
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
  it("custom HTML renders without its scripts, which its element lists for the theme runtime", () => {
    const s = section({
      name: "raw-html",
      props: { code: { type: "code", value: '<p>Hi</p><script src="/a.js"></script><script>b()</script>' } },
    });
    const view = getSectionView("raw-html")!(s, undefined);
    const scripts = [
      { src: "/a.js", module: false },
      { code: "b()", module: false },
    ];
    expect(view).toEqual({ html: "<p>Hi</p>", code: JSON.stringify({ scripts }) });
    const { Component } = getSection("raw-html")!;
    const html = renderToStaticMarkup(<Component view={view} index={0} />);
    expect(html).not.toContain("<script");
    expect(html).toContain(`data-theme-code="${JSON.stringify({ scripts }).replace(/"/g, "&quot;")}"`);
    const plain = getSectionView("raw-html")!(
      section({ name: "raw-html", props: { code: { type: "code", value: "<p>x</p>" } } }),
      undefined,
    );
    expect(renderToStaticMarkup(<Component view={plain} index={0} />)).not.toContain("data-theme-code");
  });

  it("an extension's section renders an empty element that names the extension to mount", () => {
    const s = asRegisteredSection(
      section({
        name: "demo-notice",
        props: { message: { type: "text", value: "Hi" } },
        __source: { id: "ext", bundle_name: "demo", type: "extension" },
        assets: { js: "/extensions/demo/notice.js" },
      }),
    );
    expect(s.name).toBe("extension");
    const view = getSectionView(s.name)!(s, undefined) as { name: string; code: string };
    expect(view.name).toBe("demo-notice");
    expect(JSON.parse(view.code)).toEqual({
      extension: {
        name: "demo-notice",
        source: "ext",
        js: "/extensions/demo/notice.js",
        css: null,
        props: { message: "Hi" },
      },
    });
    const { Component } = getSection(s.name)!;
    const html = renderToStaticMarkup(<Component view={view} index={0} />);
    expect(html).toMatch(/^<div class="extension" data-extension="demo-notice" data-theme-code="[^"]+"><\/div>$/);
  });
});
