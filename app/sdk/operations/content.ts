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

/** FAQ, blog posts, custom pages and announcements: checked against the official SDK in tests/integration/content.test.ts. */
export const contentPageOperations = {
  getAnnouncements: { method: "GET", path: "/service/application/content/v1.0/announcements" },
  getFaqs: { method: "GET", path: "/service/application/content/v1.0/faq" },
  getFaqCategories: { method: "GET", path: "/service/application/content/v1.0/faq/categories" },
  getFaqBySlug: { method: "GET", path: "/service/application/content/v1.0/faq/{slug}" },
  getFaqCategoryBySlug: { method: "GET", path: "/service/application/content/v1.0/faq/category/{slug}" },
  getFaqsByCategorySlug: { method: "GET", path: "/service/application/content/v1.0/faq/category/{slug}/faqs" },
  getBlogs: {
    method: "GET",
    path: "/service/application/content/v1.0/blogs",
    query: ["page_no", "page_size", "tags", "search"],
  },
  getBlog: { method: "GET", path: "/service/application/content/v1.0/blogs/{slug}", query: ["root_id", "preview"] },
  getPages: { method: "GET", path: "/service/application/content/v2.0/pages", query: ["page_no", "page_size"] },
  getPage: { method: "GET", path: "/service/application/content/v2.0/pages/{slug}", query: ["root_id"] },
  getTags: { method: "GET", path: "/service/application/content/v1.0/tags" },
} as const satisfies ModuleOperations<"content">;
