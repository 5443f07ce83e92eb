/** Inputs of the theme routes. */
import { z } from "zod";

export const themeIdParam = z.object({
  theme_id: z.string().regex(/^[a-f0-9]{24}$/, "theme_id must be 24 hexadecimal characters"),
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
 * Who is looking at the page, for filtering its sections by their predicates (decision 0901): each
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
