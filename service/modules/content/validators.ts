/** Inputs of the content routes. */
import { z } from "zod";
import { queryInt } from "../../http/errors";

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
