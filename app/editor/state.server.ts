/**
 * What the theme editor's loader and actions share: where the editor is (the theme — the applied one
 * unless another is named —, its page, the draft, the chosen section and block), read from the URL or
 * the posted form; the theme and page loaded for it; the catalogue lists its pickers need; and the
 * answers every change ends with (a new draft and a 303 to it, or the service's refusal).
 */
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import type { StorefrontApi, Theme, ThemePage, ThemeSection } from "~/sdk";
import type { AdminApi } from "~/sdk/admin";
import { critical } from "~/sdk.server";
import { requestScope } from "~/request-scope.server";
import { formFailure, serviceFailure } from "~/forms.server";
import {
  editorHref,
  fieldsOf,
  sectionDefinitions,
  type CatalogueOptions,
  type EditorField,
  type EditorPlace,
  type PickerKind,
  type PropDefinition,
  type SectionDefinition,
} from "~/lib/theme-editor";
import { editorLocationSchema, type EditorLocation } from "~/lib/theme-editor-validation";
import { requireEditor } from "~/editor/session.server";

const PICKER_TYPES: Record<string, PickerKind> = {
  collection: "collection",
  brand: "brand",
  department: "department",
  category: "department",
  product: "product",
};

/** The catalogue lists the pickers of these props need (one call per kind, first 100 of each). */
export async function catalogueFor(
  api: StorefrontApi,
  definitions: readonly PropDefinition[],
): Promise<CatalogueOptions> {
  const kinds = new Set(definitions.map((d) => PICKER_TYPES[d.type]).filter((kind): kind is PickerKind => !!kind));
  const lists: CatalogueOptions = {};
  const option = (item: { slug: string; name: string }) => ({ value: item.slug, text: item.name });
  await Promise.all(
    [...kinds].map(async (kind) => {
      if (kind === "collection")
        lists.collection = (await api.catalog.getCollections({ pageSize: 100 })).items.map(option);
      if (kind === "brand") lists.brand = (await api.catalog.getBrands({ pageSize: 100 })).items.map(option);
      if (kind === "department") lists.department = (await api.catalog.getDepartments()).items.map(option);
      if (kind === "product") lists.product = (await api.catalog.getProducts({ pageSize: 100 })).items.map(option);
    }),
  );
  return lists;
}

const isNotFound = (error: unknown) =>
  Boolean(error && typeof error === "object" && "status" in error && Number(error.status) === 404);

/** null for a 404 (a draft older than a day, a page or theme that is not there), else the answer. */
async function unlessGone<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export interface EditorState {
  api: StorefrontApi;
  admin: AdminApi;
  /** The store's applied theme (its application's themes are the picker's). */
  applied: Theme;
  /** The theme being edited: the applied one, or the one the URL names. */
  theme: Theme;
  location: EditorLocation;
  page: ThemePage;
  definitions: SectionDefinition[];
}

/** The editor's theme and page for a location; a gone theme, draft or page goes back to a saved page. */
export async function editorState(
  request: Request,
  context: AppLoadContext,
  params: URLSearchParams,
): Promise<EditorState> {
  const admin = await requireEditor(request, context);
  const api = requestScope(request, context).api;
  const location = editorLocationSchema.parse(Object.fromEntries(params));
  // The themes as they are now (not the store-wide cache: the editor must see its own saves).
  const applied = await critical(api.theme.getAppliedTheme());
  const other = location.theme && location.theme !== applied._id ? location.theme : null;
  const theme = other ? await critical(unlessGone(api.theme.getThemeForPreview({ themeId: other }))) : applied;
  if (!theme) throw redirect(editorHref({ page: location.page }), { status: 303 });
  const page = await critical(
    unlessGone(
      api.theme.getPage({
        themeId: theme._id,
        pageValue: location.page,
        ...(location.draft ? { sectionPreviewHash: location.draft } : {}),
      }),
    ),
  );
  if (!page)
    throw redirect(editorHref({ theme: other, page: location.draft ? location.page : "home" }), { status: 303 });
  return { api, admin, applied, theme, location, page, definitions: sectionDefinitions(theme.available_sections) };
}

/** The editor's URL for this state, with the changes given (the theme is kept). */
export function placeOf(state: EditorState, changes: Partial<EditorPlace> = {}): string {
  const { location } = state;
  return editorHref({
    theme: state.theme._id === state.applied._id ? null : state.theme._id,
    page: state.page.value,
    draft: location.draft,
    section: location.section,
    block: location.block,
    ...changes,
  });
}

export const definitionOf = (state: EditorState, section: ThemeSection | undefined) =>
  section ? state.definitions.find((definition) => definition.name === section.name) : undefined;

/** The theme's current global config entry (colours, custom props). */
export function currentConfig(theme: Theme) {
  return theme.config.list.find((entry) => entry.name === theme.config.current) ?? theme.config.list[0];
}

/** The global schema's custom props as fields (their values from the current config; `typed` after a refusal). */
export function customFields(theme: Theme, typed?: Record<string, string | boolean>): EditorField[] {
  const definitions: PropDefinition[] = theme.config.global_schema.props.map((prop) => ({
    id: prop.id,
    type: prop.type,
    label: prop.label,
    ...(prop.info ? { info: prop.info } : {}),
    ...("options" in prop && Array.isArray(prop.options) ? { options: prop.options as PropDefinition["options"] } : {}),
  }));
  return fieldsOf(definitions, currentConfig(theme)?.global_config.custom.props ?? {}, {}, typed);
}

/** What the form posted for its fields (kept and shown again after a refusal). */
export function typedValues(formData: FormData, fields: readonly EditorField[]): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const field of fields) {
    const value = formData.get(field.name);
    typed[field.id] =
      field.kind === "checkbox" ? String(value !== null) : typeof value === "string" ? value.slice(0, 20_000) : "";
  }
  return typed;
}

/**
 * A change to the page's sections: written as a new draft, then the editor shows it (303) with the
 * section and block given chosen.
 */
export async function toDraft(
  state: EditorState,
  sections: ThemeSection[],
  chosen: { section: number | null; block?: number | null },
) {
  const { section_preview_hash } = await state.admin.createSectionPreview(state.theme._id, state.page.value, sections);
  return redirect(
    placeOf(state, { draft: section_preview_hash, section: chosen.section, block: chosen.block ?? null }),
    {
      status: 303,
    },
  );
}

/** The service's refusal of a write, as the form's message (its field errors by section). */
export function refused(intent: string, error: unknown, values: Record<string, string> = {}) {
  const failure = serviceFailure(error);
  return formFailure(failure.status, { intent, formError: failure.message, errors: failure.errors, values });
}
