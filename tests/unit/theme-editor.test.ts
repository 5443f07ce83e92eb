/**
 * The built-in theme editor's pure logic (app/lib/theme-editor.ts) and its checks
 * (app/lib/theme-editor-validation.ts): definitions read from the seeded theme's available_sections,
 * form fields from a props schema (each input kind, pickers fed from the catalogue, typed values
 * kept), reordering, new sections from a definition and its preset, and the zod checks of each form.
 */
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import {
  colourInputValue,
  editorHref,
  fieldsOf,
  insertAt,
  moveItem,
  newSection,
  pagePath,
  pathSampleKinds,
  sectionDefinitions,
  withProps,
  type PropDefinition,
} from "~/lib/theme-editor";
import {
  editorLocationSchema,
  globalFormSchema,
  listActionSchema,
  propsFormSchema,
} from "~/lib/theme-editor-validation";
import { AVAILABLE_SECTIONS } from "../../service/seed/theme";

const definitions = sectionDefinitions(AVAILABLE_SECTIONS);
const byName = (name: string) => definitions.find((definition) => definition.name === name)!;

const errorsOf = (submission: object) =>
  "error" in submission ? ((submission.error ?? {}) as Record<string, string[] | null>) : {};

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

describe("section definitions", () => {
  it("reads every seeded definition, with props, blocks and presets, and drops malformed ones", () => {
    expect(definitions.length).toBe(AVAILABLE_SECTIONS.length);
    expect(byName("hero-image").props.map((p) => p.id)).toContain("heading");
    expect(byName("image-gallery").preset?.blocks).toHaveLength(4);
    expect(
      sectionDefinitions([null, { label: "no name" }, { name: "x", props: [{ id: "bad id", type: "text" }] }]),
    ).toEqual([{ name: "x", label: "x", props: [], blocks: [] }]);
  });
});

describe("form fields from a props schema", () => {
  const schema: PropDefinition[] = [
    { id: "heading", type: "text", label: "Heading", default: "" },
    { id: "body", type: "textarea", label: "Body" },
    { id: "link", type: "url", label: "Link" },
    { id: "image", type: "image_picker", label: "Image" },
    { id: "tint", type: "color", label: "Tint", default: "#112233" },
    { id: "show", type: "checkbox", label: "Show", default: true },
    { id: "count", type: "range", label: "Count", min: 1, max: 6, default: 4 },
    { id: "loose", type: "range", label: "Loose", default: 8 },
    { id: "layout", type: "select", label: "Layout", default: "grid", options: [{ value: "grid", text: "grid" }] },
    { id: "collection", type: "collection", label: "Collection" },
    { id: "tags", type: "tags-list", label: "Tags" },
  ];

  it("gives each prop type its input kind and the section's value (else the default)", () => {
    const fields = fieldsOf(
      schema,
      { heading: { type: "text", value: "Hello" }, show: { type: "checkbox", value: false } },
      {
        collection: [{ value: "new-arrivals", text: "New arrivals" }],
      },
    );
    expect(fields.map((f) => [f.id, f.kind, f.value])).toEqual([
      ["heading", "text", "Hello"],
      ["body", "textarea", ""],
      ["link", "url", ""],
      ["image", "image", ""],
      ["tint", "colour", "#112233"],
      ["show", "checkbox", false],
      ["count", "range", "4"],
      ["loose", "number", "8"],
      ["layout", "select", "grid"],
      ["collection", "select", ""],
      ["tags", "text", ""],
    ]);
    expect(fields[0].name).toBe("prop.heading");
    expect(fields.find((f) => f.id === "collection")?.options).toEqual([
      { value: "new-arrivals", text: "New arrivals" },
    ]);
    expect(fields.find((f) => f.id === "layout")?.optional).toBe(false);
  });

  it("keeps a picker's current value among its choices, and what was typed over everything", () => {
    const [picker] = fieldsOf([{ id: "collection", type: "collection", label: "C" }], {
      collection: { type: "collection", value: "gone" },
    });
    expect(picker.options).toEqual([{ value: "gone", text: "gone" }]);
    const [typed] = fieldsOf(
      schema.slice(0, 1),
      { heading: { type: "text", value: "Saved" } },
      {},
      { heading: "Typed" },
    );
    expect(typed.value).toBe("Typed");
  });

  it("checks a posted props form against the same fields", () => {
    const fields = fieldsOf(schema, {}, { collection: [{ value: "new-arrivals", text: "New arrivals" }] });
    const post = (entries: Record<string, string>) => parseWithZod(form(entries), { schema: propsFormSchema(fields) });
    const ok = post({
      "prop.heading": "New heading",
      "prop.link": "/collection/new-arrivals",
      "prop.tint": "#aabbcc",
      "prop.count": "5",
      "prop.loose": "12",
      "prop.layout": "grid",
      "prop.collection": "new-arrivals",
    });
    expect(ok.status).toBe("success");
    if (ok.status !== "success") return;
    expect(ok.value.prop).toMatchObject({
      heading: "New heading",
      body: "",
      show: false,
      count: 5,
      loose: 12,
      collection: "new-arrivals",
    });

    const bad = post({
      "prop.link": "javascript:alert(1)",
      "prop.tint": "red",
      "prop.count": "9",
      "prop.layout": "list",
      "prop.collection": "unknown",
    });
    expect(bad.status).toBe("error");
    expect(Object.keys(errorsOf(bad)).sort()).toEqual(
      ["prop.collection", "prop.count", "prop.layout", "prop.link", "prop.loose", "prop.tint"].sort(),
    );
    expect(errorsOf(bad)["prop.count"]).toEqual(["Count must be at most 6"]);
  });
});

describe("sections", () => {
  it("moves an item, clamping the target, and leaves the list alone for an unknown index", () => {
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveItem(["a", "b", "c"], 1, 9)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 5, 0)).toEqual(["a", "b", "c"]);
    expect(insertAt(["a", "b"], "x", 1)).toEqual(["a", "x", "b"]);
    expect(insertAt(["a", "b"], "x")).toEqual(["a", "b", "x"]);
  });

  it("makes a new section with its props' defaults and its preset's blocks", () => {
    const gallery = newSection(byName("image-gallery"));
    expect(gallery.name).toBe("image-gallery");
    expect(gallery.props.item_count).toEqual({ type: "range", value: 5 });
    expect(gallery.blocks).toHaveLength(4);
    expect(gallery.blocks[0]).toMatchObject({ type: "gallery", name: "Image card", props: { image: { value: "" } } });
    expect(newSection(byName("hero-image")).blocks).toEqual([]);
  });

  it("sets checked props and keeps those the schema does not name", () => {
    const section = { name: "hero-image", label: "", props: { extra: { type: "text", value: "kept" } }, blocks: [] };
    const edited = withProps(section, byName("hero-image").props, { heading: "Hi" });
    expect(edited.props).toEqual({ extra: { type: "text", value: "kept" }, heading: { type: "text", value: "Hi" } });
  });
});

describe("the editor's other forms and places", () => {
  it("takes only well-formed list actions", () => {
    expect(listActionSchema.safeParse({ intent: "move", index: "2", to: "1" }).data).toEqual({
      intent: "move",
      index: 2,
      to: 1,
    });
    expect(listActionSchema.safeParse({ intent: "move", index: "-1", to: "1" }).success).toBe(false);
    expect(listActionSchema.safeParse({ intent: "add", name: "../x" }).success).toBe(false);
    expect(listActionSchema.safeParse({ intent: "drop" }).success).toBe(false);
  });

  it("checks the theme settings: colours, a listed font, custom props", () => {
    const custom = fieldsOf([{ id: "show_price", type: "checkbox", label: "Show prices" }], {});
    const colours = {
      "colors.primary_color": "#7043f7",
      "colors.secondary_color": "#02d1cb",
      "colors.accent_color": "#ffffff",
      "colors.link_color": "#7043f7",
      "colors.button_secondary_color": "#000000",
      "colors.bg_color": "#f8f8f8",
    };
    const ok = parseWithZod(form({ ...colours, font: "Inter", "prop.show_price": "on" }), {
      schema: globalFormSchema(custom, "Poppins"),
    });
    expect(ok.status === "success" && ok.value).toMatchObject({ font: "Inter", prop: { show_price: true } });
    const bad = parseWithZod(form({ ...colours, "colors.bg_color": "blue", font: "Comic Sans" }), {
      schema: globalFormSchema(custom, "Poppins"),
    });
    expect(Object.keys(errorsOf(bad)).sort()).toEqual(["colors.bg_color", "font"]);
  });

  it("reads the editor's place from the URL and writes it back", () => {
    expect(editorLocationSchema.parse({ page: "../x", draft: "nope", section: "a" })).toEqual({ page: "home" });
    expect(editorLocationSchema.parse({})).toEqual({ page: "home" });
    const draft = "a".repeat(32);
    expect(editorLocationSchema.parse({ page: "home", draft, section: "3" })).toEqual({
      page: "home",
      draft,
      section: 3,
    });
    expect(editorHref({ page: "home", draft, section: 0 })).toBe(`/_editor?page=home&draft=${draft}&section=0`);
    expect(editorHref({ page: "lookbook" })).toBe("/_editor?page=lookbook");
    expect(pagePath("")).toBe("/");
    expect(pagePath("sections/lookbook")).toBe("/sections/lookbook");
    expect(pagePath("product/:slug")).toBeNull();
    expect(colourInputValue("#ABC")).toBe("#aabbcc");
    expect(colourInputValue("rgb(0,0,0)")).toBe("#000000");
  });

  it("frames a theme page with a parameter at a sample of the store's: its kind from the segment before it", () => {
    expect(pathSampleKinds("")).toEqual([]);
    expect(pathSampleKinds("products")).toEqual([]);
    expect(pathSampleKinds("product/:slug")).toEqual(["product"]);
    expect(pathSampleKinds("/collection/:slug")).toEqual(["collection"]);
    expect(pathSampleKinds("brand/:slug")).toEqual(["brand"]);
    expect(pathSampleKinds("category/:slug")).toEqual(["category"]);
    expect(pathSampleKinds("brand/:slug/product/:id")).toEqual(["brand", "product"]);
    expect(pathSampleKinds("product/:slug/product/:slug")).toEqual(["product"]);
    // A parameter after a segment of no known kind, or not a whole segment, cannot be filled.
    expect(pathSampleKinds("blog/:slug")).toBeNull();
    expect(pathSampleKinds(":slug")).toBeNull();
    expect(pathSampleKinds("product/x:slug")).toBeNull();
    expect(pathSampleKinds("constructor/:slug")).toBeNull();

    const samples = { product: "cotton tee/blue", collection: "new-arrivals", brand: "urban-loom", category: "tops" };
    expect(pagePath("product/:slug", samples)).toBe("/product/cotton%20tee%2Fblue");
    expect(pagePath("collection/:slug", samples)).toBe("/collection/new-arrivals");
    expect(pagePath("brand/:slug", samples)).toBe("/brand/urban-loom");
    expect(pagePath("/category/:slug", samples)).toBe("/category/tops");
    expect(pagePath("brand/:slug/product/:id?", samples)).toBe("/brand/urban-loom/product/cotton%20tee%2Fblue");
    expect(pagePath("products", samples)).toBe("/products");
    // No sample of its kind (an empty catalogue), an empty one, or a parameter of no known kind: no path.
    expect(pagePath("product/:slug", { collection: "new-arrivals" })).toBeNull();
    expect(pagePath("product/:slug", { product: "" })).toBeNull();
    expect(pagePath("blog/:slug", samples)).toBeNull();
    expect(pagePath("constructor/:slug", samples)).toBeNull();
  });
});
