/** Content operations (ContentApplicationClient): navigations, SEO, support and legal information. */
import type { ModuleOperations } from "./table";

export const contentOperations = {
  getNavigations: {
    method: "GET",
    path: "/service/application/content/v1.0/navigations",
    query: ["page_no", "page_size"],
  },
  getSEOConfiguration: { method: "GET", path: "/service/application/content/v1.0/seo" },
  getSupportInformation: { method: "GET", path: "/service/application/content/v1.0/support" },
  getLegalInformation: { method: "GET", path: "/service/application/content/v1.0/legal" },
} as const satisfies ModuleOperations<"content">;
