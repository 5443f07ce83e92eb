/**
 * The theme editor's checks (zod, read by conform's parseWithZod on the server): a section's props
 * form, whose schema is made from the same fields the form was drawn from, the global settings form,
 * and the editor's list actions. Server side only (full zod), so nothing here reaches a browser.
 */
import { z } from "zod";
import { COLOUR_FIELDS, FONT_FAMILIES, type EditorField } from "~/lib/theme-editor";

const LINK = /^(\/[^\s]*|https?:\/\/[^\s]+|#[^\s]*)$/;
const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

function fieldSchema(field: EditorField): z.ZodTypeAny {
  const blankable = (schema: z.ZodString) => schema.optional().transform((value) => value ?? "");
  switch (field.kind) {
    case "checkbox":
      return z.boolean().optional().default(false);
    case "range":
    case "number": {
      let schema = z.number({
        required_error: `Enter a number for ${field.label}`,
        invalid_type_error: `${field.label} must be a number`,
      });
      if (field.min !== undefined) schema = schema.min(field.min, `${field.label} must be at least ${field.min}`);
      if (field.max !== undefined) schema = schema.max(field.max, `${field.label} must be at most ${field.max}`);
      return field.step && Number.isInteger(field.step) ? schema.int(`${field.label} must be a whole number`) : schema;
    }
    case "colour":
      return blankable(z.string().regex(HEX_COLOUR, `${field.label} must be a colour like #7043f7`));
    case "url":
    case "image":
      return blankable(
        z
          .string()
          .trim()
          .max(2_000, `${field.label} must be at most 2000 characters`)
          .regex(LINK, `${field.label} must be a link: a path starting with / or an http(s) address`),
      );
    case "select": {
      const values = (field.options ?? []).map((option) => option.value);
      const known = z.string().refine((value) => values.includes(value), `Choose one of the listed ${field.label}`);
      return field.optional ? known.optional().transform((value) => value ?? "") : known;
    }
    case "textarea":
      return blankable(z.string().max(20_000, `${field.label} must be at most 20000 characters`));
    default:
      return blankable(z.string().max(2_000, `${field.label} must be at most 2000 characters`));
  }
}

/** The schema of a props form drawn from `fields` (inputs named `prop.<id>`). */
export function propsFormSchema(fields: readonly EditorField[]) {
  return z.object({
    prop: z.object(Object.fromEntries(fields.map((field) => [field.id, fieldSchema(field)]))).default({}),
  });
}

/** The global settings form: the theme's colours, its font, and its custom props (as `prop.<id>`). */
export function globalFormSchema(customFields: readonly EditorField[], currentFont: string) {
  const fonts: string[] = [currentFont, ...FONT_FAMILIES];
  return z.object({
    colors: z.object(
      Object.fromEntries(
        COLOUR_FIELDS.map((colour) => [
          colour.id,
          z
            .string({ required_error: `Choose the ${colour.label.toLowerCase()}` })
            .regex(HEX_COLOUR, `${colour.label} must be a colour like #7043f7`),
        ]),
      ) as Record<(typeof COLOUR_FIELDS)[number]["id"], z.ZodString>,
    ),
    font: z
      .string({ required_error: "Choose one of the listed fonts" })
      .refine((family) => fonts.includes(family), "Choose one of the listed fonts"),
    ...propsFormSchema(customFields).shape,
  });
}

const index = z.coerce.number().int().min(0).max(99);

/** The editor's list actions (each a small form of its own). */
export const listActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("move"), index, to: index }),
  z.object({ intent: z.literal("remove"), index }),
  z.object({
    intent: z.literal("add"),
    name: z
      .string({ required_error: "Choose a section to add" })
      .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, "Choose a section to add"),
    at: index.optional(),
  }),
  z.object({ intent: z.literal("save") }),
  z.object({ intent: z.literal("discard") }),
  // The chosen section's blocks (the section is the editor's place, `section`).
  z.object({
    intent: z.literal("block-add"),
    type: z
      .string({ required_error: "Choose a block to add" })
      .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, "Choose a block to add"),
  }),
  z.object({ intent: z.literal("block-remove"), block: index }),
  z.object({ intent: z.literal("block-move"), block: index, to: index }),
]);
export type ListAction = z.infer<typeof listActionSchema>;

/**
 * Where the editor is: the theme (left out: the applied one), the page, the draft being edited (a
 * section preview hash), the chosen section and the chosen block of that section.
 */
export const editorLocationSchema = z.object({
  theme: z
    .string()
    .regex(/^[a-f0-9]{24}$/)
    .optional()
    .catch(undefined),
  page: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/)
    .catch("home")
    .default("home"),
  draft: z
    .string()
    .regex(/^[a-f0-9]{32}$/)
    .optional()
    .catch(undefined),
  section: z.coerce.number().int().min(0).max(99).optional().catch(undefined),
  block: z.coerce.number().int().min(0).max(99).optional().catch(undefined),
});
export type EditorLocation = z.infer<typeof editorLocationSchema>;
