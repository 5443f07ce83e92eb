/** Inputs of the theme routes. */
import { z } from "zod";

export const themeIdParam = z.object({
  theme_id: z.string().regex(/^[a-f0-9]{24}$/, "theme_id must be 24 hexadecimal characters"),
});
export const pageParams = themeIdParam.extend({
  page_value: z.string().regex(/^[a-z0-9-]{1,64}$/, "page_value must be a page slug"),
});

export const pageQuery = z.object({
  section_preview_hash: z
    .string()
    .regex(/^[a-f0-9]{32}$/, "section_preview_hash must be 32 hexadecimal characters")
    .optional(),
});

/** A prop as the theme stores it: its input type and its value. */
const sectionProp = z.object({
  type: z.string().regex(/^[a-z_-]{1,40}$/, "type must be a prop type"),
  value: z.unknown().optional(),
});
const propName = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "a prop name is letters, digits, _ or -");
const sectionProps = z.record(propName, sectionProp);
const sectionName = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, "name must be a section name");

const sectionBlock = z.object({
  type: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, "type must be a block type"),
  name: z.string().max(120).default(""),
  props: sectionProps.default({}),
});

const predicate = z
  .object({
    screen: z.object({ mobile: z.boolean(), tablet: z.boolean(), desktop: z.boolean() }).partial().optional(),
    user: z.object({ authenticated: z.boolean(), anonymous: z.boolean() }).partial().optional(),
    route: z
      .object({
        selected: z.enum(["none", "exact", "query"]),
        exact_url: z.string().max(2_000),
        query: z.record(z.string().max(200), z.string().max(200)),
      })
      .partial()
      .optional(),
  })
  .strict();

const themeSection = z.object({
  name: sectionName,
  label: z.string().max(120).default(""),
  props: sectionProps.default({}),
  blocks: z.array(sectionBlock).max(100).default([]),
  preset: z.object({ blocks: z.array(sectionBlock).max(100).optional() }).optional(),
  predicate: predicate.optional(),
});

/** A page's sections as the editor saves them (or previews them), in order. */
export const pageSectionsBody = z.object({ sections: z.array(themeSection).max(100) });

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "a colour is #rrggbb");

/** The theme's global settings the editor changes: colours and custom props of the current config, and the font. */
export const globalConfigBody = z
  .object({
    colors: z
      .object({
        primary_color: hexColour,
        secondary_color: hexColour,
        accent_color: hexColour,
        link_color: hexColour,
        button_secondary_color: hexColour,
        bg_color: hexColour,
      })
      .partial()
      .optional(),
    custom: z.record(propName, z.union([z.string().max(2_000), z.number(), z.boolean()])).optional(),
    font: z
      .object({
        family: z.string().regex(/^[A-Za-z0-9 -]{1,60}$/, "family must be a font family name"),
        variants: z.record(z.string().max(40), z.object({ name: z.string().max(60), file: z.string().max(500) })),
      })
      .optional(),
  })
  .refine((body) => body.colors || body.custom || body.font, {
    message: "Nothing to save: give colors, custom or font",
  });
