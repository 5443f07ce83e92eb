/**
 * Content read by key: resource translations, custom fields of a resource, custom object entries;
 * and the store's content settings kept as app documents: injected tags, data loaders, the landing
 * page, SEO markup templates, UI labels, supported languages.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type {
  CustomFieldsResponse,
  CustomObjectResponse,
  DataLoadersResponse,
  LandingPageResponse,
  ResourceTranslationsResponse,
  SeoMarkupSchemasResponse,
  SupportedLanguagesResponse,
  TagsResponse,
  TranslateUiLabelsPage,
} from "../../contract/types";
import type { Db } from "../../db/client";
import { customFields, customObjects, resourceTranslations } from "../../db/schema";
import { notFound } from "../../http/errors";
import { documentId, findAppDocument, getAppDocument } from "../documents";
import { getLanguages } from "../configuration/application";
import { numberPage } from "../catalog/products";
import type { SeoMarkupQuery, TranslationsInput, UiLabelsQuery } from "./validators";

/** A store's owner: its application and company. */
interface ContentOwner {
  applicationId: string;
  companyId: number;
}

/**
 * The texts of resources of one type in one locale; only the given resources when ids are given.
 * Resources without a translation are left out.
 */
export async function resourceTranslationsOf(
  db: Db,
  applicationId: string,
  { type, locale, resourceIds }: TranslationsInput,
): Promise<ResourceTranslationsResponse> {
  const rows = await db
    .select()
    .from(resourceTranslations)
    .where(
      and(
        eq(resourceTranslations.applicationId, applicationId),
        eq(resourceTranslations.type, type),
        eq(resourceTranslations.locale, locale),
        resourceIds.length ? inArray(resourceTranslations.resourceId, resourceIds) : undefined,
      ),
    )
    .orderBy(asc(resourceTranslations.resourceId));
  return {
    items: rows.map((row) => ({
      _id: row.id,
      type: row.type,
      resource_id: row.resourceId,
      locale: row.locale,
      value: row.value,
    })),
  };
}

/** The custom fields of one resource (e.g. collection "new-arrivals"); empty when it has none. */
export async function customFieldsOf(
  db: Db,
  owner: ContentOwner,
  resource: string,
  resourceSlug: string,
): Promise<CustomFieldsResponse> {
  const rows = await db
    .select()
    .from(customFields)
    .where(
      and(
        eq(customFields.applicationId, owner.applicationId),
        eq(customFields.resource, resource),
        eq(customFields.resourceSlug, resourceSlug),
      ),
    )
    .orderBy(asc(customFields.namespace), asc(customFields.slug));
  return {
    items: rows.map((row) => ({
      _id: row.id,
      namespace: row.namespace,
      slug: row.slug,
      resource: row.resource,
      resource_slug: row.resourceSlug,
      type: row.type,
      multi_value: row.values.length > 1,
      value: row.values.map((value) => ({ value })),
      company_id: String(owner.companyId),
      application_id: row.applicationId,
      definition_id: row.definitionId,
      has_invalid_values: false,
      invalid_value_errors: [],
      is_deleted: false,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    })),
  };
}

/** One entry of a custom object definition; 404 when either is unknown. */
export async function customObjectBySlug(
  db: Db,
  applicationId: string,
  definitionSlug: string,
  slug: string,
): Promise<CustomObjectResponse> {
  const [row] = await db
    .select()
    .from(customObjects)
    .where(
      and(
        eq(customObjects.applicationId, applicationId),
        eq(customObjects.definitionSlug, definitionSlug),
        eq(customObjects.slug, slug),
      ),
    )
    .limit(1);
  if (!row) throw notFound("Custom object not found");
  return {
    id: row.id,
    status: row.status,
    display_name: row.displayName,
    definition: { id: row.definitionId, name: row.definitionName, type: row.definitionSlug },
    references: [],
    fields: row.fields.map((f) => ({
      id: documentId(row.id, f.slug),
      slug: f.slug,
      value: f.values.map((value) => ({ value })),
      type: f.type,
      definition_id: f.definition_id,
    })),
  };
}

/** getTags: the tags the storefront injects; none when the store has configured none. */
export async function injectedTags(db: Db, applicationId: string): Promise<TagsResponse> {
  return (
    (await findAppDocument<TagsResponse>(db, applicationId, "tags")) ?? {
      _id: documentId(applicationId, "tags"),
      application: applicationId,
      tags: [],
    }
  );
}

export async function dataLoaders(db: Db, applicationId: string): Promise<DataLoadersResponse> {
  return (await findAppDocument<DataLoadersResponse>(db, applicationId, "data_loaders")) ?? { items: [] };
}

export const landingPage = (db: Db, applicationId: string) =>
  getAppDocument<LandingPageResponse>(db, applicationId, "landing_page");

/** The SEO markup templates, of one page type and/or only the active ones when asked. */
export async function seoMarkupSchemas(
  db: Db,
  applicationId: string,
  { page_type, active }: SeoMarkupQuery,
): Promise<SeoMarkupSchemasResponse> {
  const doc = (await findAppDocument<SeoMarkupSchemasResponse>(db, applicationId, "seo_markup_schemas")) ?? {
    items: [],
  };
  return {
    items: doc.items.filter(
      (s) => (page_type === undefined || s.page_type === page_type) && (active === undefined || s.active === active),
    ),
  };
}

/** The storefront's UI labels, filtered by any of locale, type, theme and template theme. */
export async function uiLabels(db: Db, applicationId: string, query: UiLabelsQuery): Promise<TranslateUiLabelsPage> {
  const doc = (await findAppDocument<Pick<TranslateUiLabelsPage, "items">>(db, applicationId, "ui_labels")) ?? {
    items: [],
  };
  const items = doc.items.filter(
    (l) =>
      (query.locale === undefined || l.locale === query.locale) &&
      (query.type === undefined || l.type === query.type) &&
      (query.theme_id === undefined || l.theme_id === query.theme_id) &&
      (query.template_theme_id === undefined || l.template_theme_id === query.template_theme_id) &&
      (query.template === undefined || (l.template_theme_id !== "") === query.template),
  );
  return { items, page: numberPage(1, Math.max(items.length, 1), items.length) };
}

/** getSupportedLanguages: the languages the store is offered in (the "languages" document). */
export const supportedLanguages = (db: Db, applicationId: string): Promise<SupportedLanguagesResponse> =>
  getLanguages(db, applicationId);
