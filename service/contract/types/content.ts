/**
 * Content (content/v1.0): navigations, SEO, support and legal information.
 */
import type { Action, Page } from "./common";

export interface NavigationReference {
  display: string;
  image: string;
  type: string;
  action: Action;
  active: boolean;
  sort_order: number;
  tags: string[];
  acl: string[];
  _locale_language?: Record<string, { display: string }>;
  sub_navigation: NavigationReference[];
}

export interface Navigation {
  _id: string;
  name: string;
  slug: string;
  platform: string[];
  position: string;
  orientation: { portrait: string[]; landscape: string[] };
  navigation: NavigationReference[];
}

export interface NavigationsResponse {
  items: Navigation[];
  page: Page;
}

export interface SeoResponse {
  seo: {
    details: { title: string; description: string; image_url: string };
    robots_txt: string;
    sitemap_enabled: boolean;
    cannonical_enabled: boolean;
    custom_meta_tags: { name: string; content: string }[];
    additonal_sitemap: string;
  };
}

export interface SupportResponse {
  _id: string;
  application: string;
  contact: {
    phone: { active: boolean; phone: { key: string; code: string; number: string }[] };
    email: { active: boolean; email: { key: string; value: string }[] };
  };
  created: boolean;
}

export interface LegalResponse {
  _id: string;
  application: string;
  tnc: string;
  policy: string;
  shipping: string;
  returns: string;
  faq: { question: string; answer: string }[];
  created_at: string;
  updated_at: string;
}

// FAQ (content/v1.0/faq…)

export interface Faq {
  _id: string;
  slug: string;
  application: string;
  question: string;
  /** Plain text. */
  answer: string;
  tags: string[];
}

/** getFaqs: every question of the store. */
export interface FaqResponse {
  faqs: Faq[];
}

interface FaqCategoryBase {
  _id: string;
  slug: string;
  application: string;
  title: string;
  description: string;
  index: number;
  icon_url: string;
  _custom_json: Record<string, unknown>;
}

/** A category in getFaqCategories: `children` are its questions' ids. */
export interface FaqCategory extends FaqCategoryBase {
  children: string[];
}

export interface FaqCategoriesResponse {
  categories: FaqCategory[];
}

/** getFaqCategoryBySlug: the category with its questions. */
export interface FaqCategoryBySlugResponse {
  category: FaqCategoryBase & { children: Pick<Faq, "_id" | "slug" | "application" | "question" | "answer">[] };
}

// Blogs (content/v1.0/blogs) and custom pages (content/v2.0/pages)

/** A block of rich content: type "html" (sanitised by the storefront), "rawhtml", "css" or "js". */
export interface ResourceContent {
  type: string;
  value: string;
}

export interface ContentAsset {
  secure_url: string;
  aspect_ratio: string;
}

export interface ContentSeo {
  title: string;
  description: string;
  image: { url: string };
}

export interface Blog {
  _id: string;
  application: string;
  slug: string;
  title: string;
  summary: string;
  author: { name: string; designation: string; id: string };
  content: ResourceContent[];
  feature_image: ContentAsset;
  published: boolean;
  publish_date: string;
  reading_time: string;
  tags: string[];
  seo: ContentSeo;
  archived: boolean;
  date_meta: { created_on: string; modified_on: string };
  _custom_json: Record<string, unknown>;
}

export interface BlogsResponse {
  items: Blog[];
  page: Page;
  /** Every tag of the store's published posts. */
  filters: { tags: string[] };
}

export interface CustomPage {
  _id: string;
  application: string;
  slug: string;
  title: string;
  description: string;
  type: string;
  content: ResourceContent[];
  content_path: string;
  feature_image: ContentAsset;
  published: boolean;
  tags: string[];
  seo: ContentSeo;
  orientation: string;
  platform: string;
  archived: boolean;
  component_ids: string[];
  page_meta: unknown[];
  visibility: Record<string, unknown>;
  _custom_json: Record<string, unknown>;
  date_meta: { created_on: string; modified_on: string };
}

export interface PagesResponse {
  items: CustomPage[];
  page: Page;
}

/** getAnnouncements: none are configured by this store. */
export interface AnnouncementsResponse {
  announcements: Record<string, { announcement: string; schedule: { start: string; end?: string } }[]>;
  refresh_rate: number;
  refresh_pages: string[];
}
