/** Inputs of the theme routes. */
import { z } from "zod";

export const themeIdParam = z.object({
  theme_id: z.string().regex(/^[a-f0-9]{24}$/, "theme_id must be 24 hexadecimal characters"),
});
/** The admin API's list of an application's themes (the editor's theme picker). */
export const themesQuery = z.object({
  application_id: z.string().regex(/^[a-f0-9]{24}$/, "application_id must be 24 hexadecimal characters"),
});
export const pageParams = themeIdParam.extend({
  page_value: z.string().regex(/^[a-z0-9-]{1,64}$/, "page_value must be a page slug"),
});

/** A JSON object in a query parameter (getPage `filters`, `url_params`). */
const jsonObject = <T extends z.ZodTypeAny>(name: string, schema: T) =>
  z.string().transform((text, ctx): z.infer<T> => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${name} must be a JSON object` });
      return z.NEVER;
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ ...issue, message: `${[name, ...issue.path].join(".")}: ${issue.message}` });
      return z.NEVER;
    }
    return parsed.data as z.infer<T>;
  });

/**
 * Who is looking at the page, for filtering its sections by their predicates (decision 35): each
 * given fact applies the predicates about it; a fact left out filters nothing.
 */
const pageFilters = z
  .object({
    authenticated: z.boolean({ invalid_type_error: "authenticated must be true or false" }).optional(),
    screen: z.enum(["mobile", "tablet", "desktop"], { message: "screen must be mobile, tablet or desktop" }).optional(),
    url: z
      .string()
      .max(2048, "url must be at most 2048 characters")
      .regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/, "url must be an absolute http(s) URL or a path")
      .optional(),
  })
  .strict();

export type PageFilters = z.infer<typeof pageFilters>;

export const pageQuery = z.object({
  section_preview_hash: z
    .string()
    .regex(/^[a-f0-9]{32}$/, "section_preview_hash must be 32 hexadecimal characters")
    .optional(),
  // `true`/`false` as getAppliedTheme takes them: no viewer facts, nothing filtered.
  filters: z
    .union([z.enum(["true", "false"]).transform(() => undefined), jsonObject("filters", pageFilters)])
    .optional(),
  url_params: jsonObject(
    "url_params",
    z.record(z.union([z.string().max(512), z.array(z.string().max(512)).max(20)])),
  ).optional(),
  company: z.coerce
    .number({ invalid_type_error: "company must be a number" })
    .int("company must be a whole number")
    .positive("company must be positive")
    .optional(),
});

export type PageQuery = z.infer<typeof pageQuery>;

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
  // Where a section comes from: an extension's section (spec §2.5) carries its source and assets.
  __source: z
    .object({
      id: z.string().min(1).max(64),
      bundle_name: z.string().max(120),
      type: z.enum(["themeBundle", "extension"]),
    })
    .optional(),
  assets: z.object({ js: z.string().max(2_000).optional(), css: z.string().max(2_000).optional() }).optional(),
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
