/** Inputs of the content routes. */
import { z } from "zod";
import { queryBool, queryInt } from "../../http/errors";

export const navigationsQuery = z.object({
  page_no: queryInt(1, 10_000).default(1),
  page_size: queryInt(1, 100).default(20),
});
export type NavigationsQuery = z.infer<typeof navigationsQuery>;

/** Blogs: 12 a page by default (spec part 1 §9); `tags` comma-separated; `search` in titles and summaries. */
export const blogsQuery = z.object({
  page_no: queryInt(1, 10_000).default(1),
  page_size: queryInt(1, 100).default(12),
  tags: z
    .string()
    .max(500)
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  search: z.string().trim().max(200).optional(),
});
export type BlogsQuery = z.infer<typeof blogsQuery>;

export const pagesQuery = z.object({
  page_no: queryInt(1, 10_000).default(1),
  page_size: queryInt(1, 100).default(20),
});
export type PagesQuery = z.infer<typeof pagesQuery>;

/** A slug in a path: FAQ, FAQ category, blog post or page. */
export const slugParams = z.object({ slug: z.string().min(1).max(200) });

const key = (name: string) =>
  z
    .string()
    .min(1, `${name} is required`)
    .max(100, `${name} must be at most 100 characters`)
    .regex(/^[\w.-]+$/, `${name} may hold only letters, digits, '.', '-' and '_'`);

/** Translations: the resource type and locale in the path. */
export const translationParams = z.object({ type: key("type"), locale: key("locale") });

const resourceIdList = z
  .string()
  .max(2000)
  .transform((v) =>
    v
      .split(",")
      .map((id) => id.trim())
      .filter(Boolean),
  );

/** `resource_id`: one id or several, comma-separated. */
export const translationsQuery = z.object({ resource_id: resourceIdList.optional() });

/** fetchResourceTranslationsWithPayload's body: the ids to translate (at most 100). */
export const translationsBody = z
  .object({
    resource_ids: z.array(z.string().min(1).max(100)).max(100, "At most 100 resource ids").optional(),
  })
  .default({});

export interface TranslationsInput {
  type: string;
  locale: string;
  resourceIds: string[];
}

export const customFieldParams = z.object({ resource: key("resource"), resource_slug: key("resource_slug") });
export const customObjectParams = z.object({ definition_slug: key("definition_slug"), slug: key("slug") });

export const seoMarkupQuery = z.object({ page_type: key("page_type").optional(), active: queryBool.optional() });
export type SeoMarkupQuery = z.infer<typeof seoMarkupQuery>;

export const uiLabelsQuery = z.object({
  template: queryBool.optional(),
  template_theme_id: key("template_theme_id").optional(),
  theme_id: key("theme_id").optional(),
  locale: key("locale").optional(),
  type: key("type").optional(),
});
export type UiLabelsQuery = z.infer<typeof uiLabelsQuery>;
