/**
 * The editor preview protocol (app/lib/editor-protocol.ts): only exact trusted origins are heard,
 * only the protocol's own well-formed messages are taken, and the query flags of spec §2.4.
 */
import { describe, expect, it } from "vitest";
import {
  EDITOR_PROTOCOL,
  editModeUrl,
  editorFlags,
  editorMessage,
  frameMessage,
  isTrustedOrigin,
  readEditorMessage,
  readFrameMessage,
} from "~/lib/editor-protocol";
import { pageOfPath } from "~/lib/page-of-path";

const OWN = "https://shop.example";
const EDITOR = "https://editor.example";
const select = editorMessage({ type: "select", index: 2 });

describe("trusted origins", () => {
  it("hears the configured editor origins and its own origin, exactly", () => {
    expect(isTrustedOrigin(EDITOR, [EDITOR], OWN)).toBe(true);
    expect(isTrustedOrigin(OWN, [], OWN)).toBe(true);
    expect(isTrustedOrigin("https://editor.example.evil.test", [EDITOR], OWN)).toBe(false);
    expect(isTrustedOrigin("https://evil.test", [EDITOR], OWN)).toBe(false);
    expect(isTrustedOrigin("http://editor.example", [EDITOR], OWN)).toBe(false);
    expect(isTrustedOrigin("https://editor.example:8443", [EDITOR], OWN)).toBe(false);
    expect(isTrustedOrigin("null", ["null"], OWN)).toBe(false);
    expect(isTrustedOrigin("", [EDITOR], OWN)).toBe(false);
  });

  it("ignores a well-formed message from a foreign origin", () => {
    expect(readEditorMessage({ origin: EDITOR, data: select }, [EDITOR], OWN)).toEqual(select);
    expect(readEditorMessage({ origin: "https://evil.test", data: select }, [EDITOR], OWN)).toBeNull();
  });
});

describe("editor messages", () => {
  const read = (data: unknown) => readEditorMessage({ origin: OWN, data }, [], OWN);

  it("takes each of the protocol's messages", () => {
    const messages = [
      editorMessage({ type: "drag-start" }),
      editorMessage({ type: "dragging", index: 0 }),
      editorMessage({ type: "drag-end" }),
      select,
      editorMessage({ type: "add", name: "hero-image", index: 3, assets: { js: "https://cdn.test/a.js" } }),
      editorMessage({ type: "update", sectionPreviewHash: "a".repeat(32) }),
      editorMessage({ type: "font", family: "Inter" }),
      editorMessage({ type: "section-config", colors: { primary_color: "#112233" } }),
      editorMessage({ type: "viewport", viewport: "mobile" }),
    ];
    for (const message of messages) expect(read(message)).toEqual(message);
    expect(select.protocol).toBe(EDITOR_PROTOCOL);
  });

  it("refuses other protocols, unknown types and malformed fields", () => {
    expect(read({ type: "select", index: 2 })).toBeNull();
    expect(read({ ...select, protocol: "other/1" })).toBeNull();
    expect(read({ ...select, type: "delete" })).toBeNull();
    expect(read({ ...select, index: -1 })).toBeNull();
    expect(read({ ...select, index: 1.5 })).toBeNull();
    expect(read({ ...select, index: "2" })).toBeNull();
    expect(read(editorMessage({ type: "update", sectionPreviewHash: "../../x" }))).toBeNull();
    expect(read(editorMessage({ type: "font", family: 'x"; } body { display: none' }))).toBeNull();
    expect(read(editorMessage({ type: "section-config", colors: { primary_color: "red; x: y" } }))).toBeNull();
    expect(
      read(editorMessage({ type: "add", name: "hero-image", index: 0, assets: { js: "javascript:alert(1)" } })),
    ).toBeNull();
    expect(read("select")).toBeNull();
    expect(read(null)).toBeNull();
  });
});

describe("frame messages", () => {
  const navigated = frameMessage({
    type: "navigated",
    path: "/product/blue-shirt",
    pageType: "product",
    slug: "blue-shirt",
  });

  it("takes the frame's navigations from the frame's origin only", () => {
    expect(readFrameMessage({ origin: OWN, data: navigated }, OWN)).toEqual(navigated);
    expect(readFrameMessage({ origin: EDITOR, data: navigated }, OWN)).toBeNull();
    expect(readFrameMessage({ origin: OWN, data: { ...navigated, path: "https://evil.test/" } }, OWN)).toBeNull();
  });
});

describe("query flags (spec §2.4)", () => {
  const flags = (query: string) => editorFlags(new URLSearchParams(query));

  it("reads isEdit, isPreview and sectionPreviewHash", () => {
    expect(flags("")).toEqual({ edit: false, sectionPreviewHash: null });
    expect(flags("isEdit=true")).toEqual({ edit: true, sectionPreviewHash: null });
    expect(flags("isEdit=false")).toEqual({ edit: false, sectionPreviewHash: null });
    expect(flags("isPreview=true").edit).toBe(true);
    expect(flags("isPreview=false").edit).toBe(false);
    expect(flags(`sectionPreviewHash=${"b".repeat(32)}`)).toEqual({ edit: true, sectionPreviewHash: "b".repeat(32) });
    expect(flags("sectionPreviewHash=nope")).toEqual({ edit: false, sectionPreviewHash: null });
  });

  it("builds a page's edit-mode URL with or without a draft", () => {
    expect(editModeUrl("/")).toBe("/?isEdit=true");
    expect(editModeUrl("/products/?q=shirt", "c".repeat(32))).toBe(
      `/products/?q=shirt&isEdit=true&sectionPreviewHash=${"c".repeat(32)}`,
    );
    expect(editModeUrl(`/?isEdit=true&sectionPreviewHash=${"c".repeat(32)}`, null)).toBe("/?isEdit=true");
  });
});

describe("page of a path (spec §2.3 read backwards)", () => {
  it("finds the page type and slug, the longest template first, else home", () => {
    expect(pageOfPath("/")).toEqual({ type: "home", slug: null });
    expect(pageOfPath("/product/blue-shirt")).toEqual({ type: "product", slug: "blue-shirt" });
    expect(pageOfPath("/collection/summer%20sale")).toEqual({ type: "collection", slug: "summer sale" });
    expect(pageOfPath("/products/")).toEqual({ type: "products", slug: null });
    expect(pageOfPath("/blog")).toEqual({ type: "blog", slug: null });
    expect(pageOfPath("/blog/first-post")).toEqual({ type: "blog", slug: "first-post" });
    expect(pageOfPath("/profile/orders")).toEqual({ type: "orders", slug: null });
    expect(pageOfPath("/profile")).toEqual({ type: "profile", slug: null });
    expect(pageOfPath("/nowhere/at/all")).toEqual({ type: "home", slug: null });
    expect(pageOfPath("/product/%E0%A4")).toEqual({ type: "product", slug: "%E0%A4" });
  });
});
