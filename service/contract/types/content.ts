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
