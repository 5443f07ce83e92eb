/** Inputs of the theme routes. */
import { z } from "zod";

export const themeIdParam = z.object({
  theme_id: z.string().regex(/^[a-f0-9]{24}$/, "theme_id must be 24 hexadecimal characters"),
});
export const pageParams = themeIdParam.extend({
  page_value: z.string().regex(/^[a-z0-9-]{1,64}$/, "page_value must be a page slug"),
});
