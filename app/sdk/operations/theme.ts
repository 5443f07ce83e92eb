/** Theme operations (ThemeApplicationClient): the applied or previewed theme and its pages. */
import type { ModuleOperations } from "./table";

export const themeOperations = {
  getAppliedTheme: { method: "GET", path: "/service/application/theme/v2.0/applied-theme" },
  getThemeForPreview: { method: "GET", path: "/service/application/theme/v2.0/{theme_id}/preview" },
  getAllPages: { method: "GET", path: "/service/application/theme/v1.0/{theme_id}/page" },
  getPage: {
    method: "GET",
    path: "/service/application/theme/v1.0/{theme_id}/{page_value}",
    query: ["section_preview_hash"],
  },
} as const satisfies ModuleOperations<"theme">;
