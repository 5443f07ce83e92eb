/**
 * Theme (theme/v1.0, v2.0): the applied theme, its pages and their sections.
 */

export interface SectionProp {
  type: string;
  value?: unknown;
}

export interface SectionBlock {
  type: string;
  name: string;
  props: Record<string, SectionProp>;
}

export interface SectionPredicate {
  screen?: { mobile?: boolean; tablet?: boolean; desktop?: boolean };
  user?: { authenticated?: boolean; anonymous?: boolean };
  route?: { selected?: "none" | "exact" | "query"; exact_url?: string; query?: Record<string, string> };
}

export interface ThemeSection {
  name: string;
  label: string;
  props: Record<string, SectionProp>;
  blocks: SectionBlock[];
  preset?: { blocks?: SectionBlock[] };
  predicate?: SectionPredicate;
  __source?: { id: string; bundle_name: string; type: "themeBundle" | "extension" };
  assets?: { js?: string; css?: string };
}

export interface ThemePage {
  _id: string;
  value: string;
  text: string;
  path: string;
  type: "system" | "custom" | "sections";
  theme: string;
  props: unknown[];
  seo: { title?: string; description?: string; canonical_url?: string };
  sections: ThemeSection[];
  sections_meta: unknown[];
  created_at: string;
  updated_at: string;
}

export interface ThemeColors {
  primary_color: string;
  secondary_color: string;
  accent_color: string;
  link_color: string;
  button_secondary_color: string;
  bg_color: string;
}

export interface ThemeConfigEntry {
  name: string;
  global_config: {
    static: { props: { colors: ThemeColors; auth: { show_header_auth: boolean; show_footer_auth: boolean } } };
    custom: { props: Record<string, unknown> };
  };
  page: { page: string; settings: { props: Record<string, unknown> } }[];
}

export interface Theme {
  _id: string;
  name: string;
  version: string;
  applied: boolean;
  is_private: boolean;
  application_id: string;
  company_id: number;
  theme_type: string;
  tags: string[];
  styles: Record<string, unknown>;
  font: { family: string; variants: Record<string, { name: string; file: string }> };
  config: {
    current: string;
    list: ThemeConfigEntry[];
    global_schema: { props: { type: string; id: string; label: string; category?: string; info?: string }[] };
    preset: { pages: { value: string; sections: ThemeSection[] }[] };
  };
  assets: { umd_js: { links: string[] }; common_js: { link: string }; css: { links: string[] } };
  available_sections: { name: string; label: string; props: unknown[]; blocks: unknown[] }[];
  meta: {
    name: string;
    slug: string;
    description: string;
    industry: string[];
    images: { desktop: string; mobile: string };
    release: { version: string; notes: string };
    payment: { is_paid: boolean; amount: number };
  };
  src: string;
  created_at: string;
  updated_at: string;
}

export interface AllPagesResponse {
  pages: ThemePage[];
}
