/**
 * The theme editor's block operations (app/lib/theme-editor-blocks.ts) on the seeded theme's own
 * definitions: blocks listed by type name and a short label, a block added with its type's defaults,
 * removed, moved and edited (props the schema does not name kept), changes that do not fit refused;
 * and the block forms' checks and the editor's place with a theme and a block.
 */
import { describe, expect, it } from "vitest";
import { editorHref, sectionDefinitions } from "~/lib/theme-editor";
import { blockItems, blockSummary, changeBlocks, newBlock } from "~/lib/theme-editor-blocks";
import { editorLocationSchema, listActionSchema } from "~/lib/theme-editor-validation";
import type { ThemeSection } from "~/sdk";
import { AVAILABLE_SECTIONS, buildThemes, themeId } from "../../service/seed/theme";

const APPLICATION = "000000000000000000000001";
const definitions = sectionDefinitions(AVAILABLE_SECTIONS);
const byName = (name: string) => definitions.find((definition) => definition.name === name)!;
const home = buildThemes(APPLICATION).pages.find(
  (page) => page.themeId === themeId(APPLICATION, "vitrine-classic") && page.value === "home",
)!;
const seeded = (name: string) => (home.sections as ThemeSection[]).find((section) => section.name === name)!;

describe("a section's blocks as the editor lists them", () => {
  it("names each block by its type and a short label from its props", () => {
    const slideshow = seeded("image-slideshow");
    expect(blockItems(slideshow, byName("image-slideshow"))).toEqual([
      { name: "Image card", summary: "/sections/summer-edit", known: true },
      { name: "Image card", summary: "/collection/sneaker-store", known: true },
      { name: "Image card", summary: "/collection/mega-sale", known: true },
    ]);
    const testimonials = blockItems(seeded("testimonials"), byName("testimonials"));
    // Words first (the quote comes before the name in the schema), cut to 40 characters.
    expect(testimonials[0].summary.length).toBeLessThanOrEqual(40);
    expect(testimonials.every((item) => item.name === "Testimonial" && item.summary)).toBe(true);
  });

  it("falls back to an image's file name, then nothing; a type the definition lacks is not editable", () => {
    const image = {
      type: "gallery",
      name: "",
      props: { image: { type: "image_picker", value: "/media/a/b%20c.png?w=1" } },
    };
    expect(blockSummary(image)).toBe("b c.png");
    expect(blockSummary({ type: "gallery", name: "", props: {} })).toBe("");
    const long = { type: "x", name: "", props: { t: { type: "text", value: `  ${"word ".repeat(20)}` } } };
    expect(blockSummary(long)).toMatch(/^word word .*…$/);
    expect(blockSummary(long).length).toBe(40);
    const section: ThemeSection = {
      name: "image-slideshow",
      label: "",
      props: {},
      blocks: [{ ...image, type: "odd" }],
    };
    expect(blockItems(section, byName("image-slideshow"))).toEqual([{ name: "odd", summary: "b c.png", known: false }]);
  });
});

describe("changing a section's blocks", () => {
  const slideshow = seeded("image-slideshow");
  const definition = byName("image-slideshow");

  it("adds a block of one of the definition's types, with its defaults, at the end", () => {
    const added = changeBlocks(slideshow, definition, { op: "add", type: "gallery" })!;
    expect(added.block).toBe(3);
    expect(added.section.blocks).toHaveLength(4);
    expect(added.section.blocks[3]).toEqual(newBlock(definition.blocks[0]));
    expect(added.section.blocks[3]).toEqual({
      type: "gallery",
      name: "Image card",
      props: {
        image: { type: "image_picker", value: "" },
        mobile_image: { type: "image_picker", value: "" },
        redirect_link: { type: "url", value: "" },
      },
    });
    expect(changeBlocks(slideshow, definition, { op: "add", type: "gallery", at: 0 })!.block).toBe(0);
    expect(changeBlocks(slideshow, definition, { op: "add", type: "testimonial" })).toBeNull();
    // The section given is not changed.
    expect(slideshow.blocks).toHaveLength(3);
  });

  it("removes and moves a block (the target clamped), and refuses a block that is not there", () => {
    const removed = changeBlocks(slideshow, definition, { op: "remove", block: 0 })!;
    expect(removed.block).toBeNull();
    expect(removed.section.blocks).toEqual(slideshow.blocks.slice(1));
    const moved = changeBlocks(slideshow, definition, { op: "move", block: 0, to: 9 })!;
    expect(moved.block).toBe(2);
    expect(moved.section.blocks).toEqual([slideshow.blocks[1], slideshow.blocks[2], slideshow.blocks[0]]);
    expect(changeBlocks(slideshow, definition, { op: "move", block: 2, to: 1 })!.section.blocks[1]).toBe(
      slideshow.blocks[2],
    );
    expect(changeBlocks(slideshow, definition, { op: "remove", block: 3 })).toBeNull();
    expect(changeBlocks(slideshow, definition, { op: "move", block: 5, to: 0 })).toBeNull();
  });

  it("sets a block's checked props, keeping the others and the section's other blocks", () => {
    const section = {
      ...slideshow,
      blocks: slideshow.blocks.map((b, i) =>
        i === 1 ? { ...b, props: { ...b.props, extra: { type: "text", value: "kept" } } } : b,
      ),
    };
    const edited = changeBlocks(section, definition, {
      op: "props",
      block: 1,
      values: { redirect_link: "/collection/new-arrivals" },
    })!;
    expect(edited.block).toBe(1);
    expect(edited.section.blocks[1].props.redirect_link).toEqual({ type: "url", value: "/collection/new-arrivals" });
    expect(edited.section.blocks[1].props.extra).toEqual({ type: "text", value: "kept" });
    expect(edited.section.blocks[1].props.image).toEqual(section.blocks[1].props.image);
    expect(edited.section.blocks[0]).toBe(section.blocks[0]);
    expect(edited.section.props).toBe(section.props);
    const odd = { ...slideshow, blocks: [{ type: "odd", name: "", props: {} }] };
    expect(changeBlocks(odd, definition, { op: "props", block: 0, values: {} })).toBeNull();
  });
});

describe("the block forms and the editor's place", () => {
  it("takes only well-formed block actions", () => {
    expect(listActionSchema.safeParse({ intent: "block-move", block: "1", to: "0" }).data).toEqual({
      intent: "block-move",
      block: 1,
      to: 0,
    });
    expect(listActionSchema.safeParse({ intent: "block-remove", block: "x" }).success).toBe(false);
    expect(listActionSchema.safeParse({ intent: "block-add", type: "gallery" }).success).toBe(true);
    expect(listActionSchema.safeParse({ intent: "block-add", type: "../x" }).success).toBe(false);
    expect(listActionSchema.safeParse({ intent: "block-add" }).success).toBe(false);
  });

  it("reads a theme and a block from the URL and writes them back (a block only with its section)", () => {
    const theme = "a".repeat(24);
    expect(editorLocationSchema.parse({ theme, page: "home", section: "2", block: "1" })).toEqual({
      theme,
      page: "home",
      section: 2,
      block: 1,
    });
    expect(editorLocationSchema.parse({ theme: "not-a-theme", block: "-1" })).toEqual({ page: "home" });
    expect(editorHref({ theme, page: "home", section: 2, block: 1 })).toBe(
      `/_editor?theme=${theme}&page=home&section=2&block=1`,
    );
    expect(editorHref({ theme: null, page: "home", section: null, block: 1 })).toBe("/_editor?page=home");
  });
});
