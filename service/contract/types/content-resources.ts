/**
 * Content (content/v1.0, v2.0): the calls beyond pages and posts: injected tags, data loaders, the
 * landing page, SEO markup schemas, languages, UI-label and resource translations, custom fields
 * and custom objects.
 */
import type { Action, Page } from "./common";

/** A tag the storefront injects: a script or stylesheet, inline or external, in head or body. */
export interface InjectedTag {
  _id: string;
  name: string;
  /** "js" or "css". */
  type: "js" | "css";
  /** "inline" (content) or "external" (url). */
  sub_type: "inline" | "external";
  url?: string;
  content?: string;
  /** "head", "body-top" or "body-bottom". */
  position: "head" | "body-top" | "body-bottom";
  attributes: Record<string, string | boolean>;
  /**
   * The pages the tag is on, empty for every page: `page_slug` a page type of spec §2.3 (or a theme
   * page value such as "product-description"), or `path` a pattern ("*" any characters).
   */
  pages: { page_slug?: string; path?: string }[];
  compatible_engines: string[];
  __source: { type: string; id: string };
}

/** getTags (TagsSchema). */
export interface TagsResponse {
  _id: string;
  application: string;
  tags: InjectedTag[];
}

/** getDataLoaders (DataLoadersSchema). */
export interface DataLoadersResponse {
  items: {
    _id: string;
    name: string;
    service: string;
    operation_id: string;
    type: string;
    url: string;
    content: string;
    __source: { type: string; id: string };
  }[];
}

/** getLandingPage (LandingPageSchema). */
export interface LandingPageResponse {
  _id: string;
  application: string;
  slug: string;
  action: Action;
  platform: string[];
  archived: boolean;
  created_by: { id: string };
  date_meta: { created_on: string; modified_on: string };
  _custom_json: Record<string, unknown>;
}

/** One SEO markup (JSON-LD) template of a page type (SEOSchemaMarkupTemplate). */
export interface SeoMarkupSchema {
  id: string;
  title: string;
  page_type: string;
  description: string;
  /** A JSON-LD template with `{{…}}` placeholders. */
  schema: string;
  active: boolean;
  created_at: string;
  updated_at: string;
  application: string;
  target_json: Record<string, unknown>;
}

/** getSEOMarkupSchemas (SeoSchemaComponent). */
export interface SeoMarkupSchemasResponse {
  items: SeoMarkupSchema[];
}

/** getSupportedLanguages (LanguageResponseSchema). */
export interface SupportedLanguagesResponse {
  items: { name: string; code: string }[];
}

/** One set of UI labels (TranslateUiLabels). */
export interface TranslateUiLabels {
  _id: string;
  company_id: string;
  application_id: string;
  template_theme_id: string;
  theme_id: string;
  locale: string;
  /** The labels, by key. */
  resource: Record<string, unknown>;
  /** "locale" (storefront texts) or "locale_schema" (editor texts). */
  type: string;
}

/** getTranslateUILabels (TranslateUiLabelsPage). */
export interface TranslateUiLabelsPage {
  items: TranslateUiLabels[];
  page: Page;
}

/** A resource's texts in one locale. */
export interface ResourceTranslation {
  _id: string;
  type: string;
  resource_id: string;
  locale: string;
  value: Record<string, unknown>;
}

/** fetchResourceTranslations(WithPayload) (ResourceTranslations). */
export interface ResourceTranslationsResponse {
  items: ResourceTranslation[];
}

/** A custom field value, as the platform wraps each one. */
export interface CustomFieldValue {
  value: unknown;
}

/** One custom field of a resource (CustomFieldSchema). */
export interface CustomField {
  _id: string;
  namespace: string;
  slug: string;
  resource: string;
  resource_slug: string;
  type: string;
  multi_value: boolean;
  value: CustomFieldValue[];
  company_id: string;
  application_id: string;
  definition_id: string;
  has_invalid_values: boolean;
  invalid_value_errors: unknown[];
  is_deleted: boolean;
  created_at: string;
  updated_at: string;
}

/** getCustomFieldsByResourceId (CustomFieldsResponseByResourceIdSchema). */
export interface CustomFieldsResponse {
  items: CustomField[];
}

/** getCustomObjectBySlug (CustomObjectByIdSchema). */
export interface CustomObjectResponse {
  id: string;
  status: string;
  display_name: string;
  definition: { id: string; name: string; type: string };
  references: unknown[];
  fields: { id: string; slug: string; value: CustomFieldValue[]; type: string; definition_id: string }[];
}
