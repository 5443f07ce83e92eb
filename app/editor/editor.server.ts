/**
 * The built-in theme editor at /_editor (issue 13; decision "built-in theme editor"): the applied
 * theme's page, its sections and the chosen section's props form, the theme's global settings; and
 * every change as a plain form post. The page being edited is a section preview draft named in the
 * URL (`?draft=<hash>`): each change writes a new draft through the admin API and redirects to it
 * (so it works without JavaScript, survives a reload, and the frame shows the draft by its hash);
 * "Save" writes the draft's sections to the page.
 */
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import type { StorefrontApi, Theme, ThemePage, ThemeSection } from "~/sdk";
import type { AdminApi } from "~/sdk/admin";
import { critical } from "~/sdk.server";
import { requestScope } from "~/request-scope.server";
import { formFailure, serviceFailure, type FieldErrors } from "~/forms.server";
import { editModeUrl } from "~/lib/editor-protocol";
import {
  COLOUR_FIELDS,
  colourInputValue,
  editorHref,
  fieldsOf,
  insertAt,
  moveItem,
  newSection,
  pagePath,
  sectionDefinitions,
  withProps,
  type CatalogueOptions,
  type EditorField,
  type PickerKind,
  type PropDefinition,
  type SectionDefinition,
} from "~/lib/theme-editor";
import {
  editorLocationSchema,
  globalFormSchema,
  listActionSchema,
  propsFormSchema,
  type EditorLocation,
} from "~/lib/theme-editor-validation";
import { requireEditor } from "~/editor/session.server";

const PICKER_TYPES: Record<string, PickerKind> = {
  collection: "collection",
  brand: "brand",
  department: "department",
  category: "department",
  product: "product",
};

/** The catalogue lists the pickers of these props need (one call per kind, first 100 of each). */
async function catalogueFor(api: StorefrontApi, definitions: readonly PropDefinition[]): Promise<CatalogueOptions> {
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

/** The page with the draft's sections (or as saved); null when the draft is gone (older than a day). */
async function loadPage(api: StorefrontApi, theme: Theme, location: EditorLocation): Promise<ThemePage | null> {
  try {
    return await api.theme.getPage({
      themeId: theme._id,
      pageValue: location.page,
      ...(location.draft ? { sectionPreviewHash: location.draft } : {}),
    });
  } catch (error) {
    if (error && typeof error === "object" && "status" in error && Number(error.status) === 404) return null;
    throw error;
  }
}

interface EditorState {
  api: StorefrontApi;
  admin: AdminApi;
  theme: Theme;
  location: EditorLocation;
  page: ThemePage;
  definitions: SectionDefinition[];
}

/** The editor's theme and page for a location; a gone draft or page goes back to the saved home. */
async function editorState(request: Request, context: AppLoadContext, params: URLSearchParams): Promise<EditorState> {
  const admin = await requireEditor(request, context);
  const api = requestScope(request, context).api;
  const location = editorLocationSchema.parse(Object.fromEntries(params));
  // The applied theme as it is now (not the store-wide cache: the editor must see its own saves).
  const theme = await critical(api.theme.getAppliedTheme());
  const page = await critical(loadPage(api, theme, location));
  if (!page) throw redirect(editorHref({ page: location.draft ? location.page : "home" }), { status: 303 });
  return { api, admin, theme, location, page, definitions: sectionDefinitions(theme.available_sections) };
}

const definitionOf = (state: EditorState, section: ThemeSection | undefined) =>
  section ? state.definitions.find((definition) => definition.name === section.name) : undefined;

/** The theme's current global config entry (colours, custom props). */
function currentConfig(theme: Theme) {
  return theme.config.list.find((entry) => entry.name === theme.config.current) ?? theme.config.list[0];
}

/** The global schema's custom props as fields (their values from the current config; `typed` after a refusal). */
function customFields(theme: Theme, typed?: Record<string, string | boolean>): EditorField[] {
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
function typedValues(formData: FormData, fields: readonly EditorField[]): Record<string, string | boolean> {
  const typed: Record<string, string | boolean> = {};
  for (const field of fields) {
    const value = formData.get(field.name);
    typed[field.id] =
      field.kind === "checkbox" ? value !== null : typeof value === "string" ? value.slice(0, 20_000) : "";
  }
  return typed;
}

const formText = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value.slice(0, 200) : "";
};

export async function editorLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const state = await editorState(request, context, url.searchParams);
  const { theme, location, page } = state;
  const pages = (await critical(state.api.theme.getAllPages({ themeId: theme._id }))).pages
    .filter((candidate) => pagePath(candidate.path) !== null)
    .map((candidate) => ({ value: candidate.value, text: candidate.text }));
  const index = location.section !== undefined && location.section < page.sections.length ? location.section : null;
  const section = index === null ? undefined : page.sections[index];
  const definition = definitionOf(state, section);
  const selected =
    section && index !== null
      ? {
          index,
          label: section.label || definition?.label || section.name,
          known: Boolean(definition),
          fields: definition
            ? fieldsOf(definition.props, section.props, await catalogueFor(state.api, definition.props))
            : [],
        }
      : null;
  const config = currentConfig(theme);
  const colours = config?.global_config.static.props.colors;
  const saved = url.searchParams.get("saved");
  return {
    theme: { id: theme._id, name: theme.name },
    pages,
    page: { value: page.value, text: page.text },
    draft: location.draft ?? null,
    frameSrc: editModeUrl(pagePath(page.path) ?? "/", location.draft),
    sections: page.sections.map((s) => ({ name: s.name, label: s.label || definitionOf(state, s)?.label || s.name })),
    selected,
    available: state.definitions.map((definition) => ({ name: definition.name, label: definition.label })),
    global: {
      colours: COLOUR_FIELDS.map((colour) => ({
        ...colour,
        value: colourInputValue(colours?.[colour.id]),
      })),
      font: theme.font.family,
      custom: customFields(theme),
    },
    notice: saved === "page" ? "Page saved." : saved === "theme" ? "Theme settings saved." : null,
  };
}

/** A change to the page's sections: written as a new draft, then the editor shows it (303). */
async function toDraft(state: EditorState, sections: ThemeSection[], section?: number | null) {
  const { section_preview_hash } = await state.admin.createSectionPreview(state.theme._id, state.page.value, sections);
  return redirect(editorHref({ page: state.page.value, draft: section_preview_hash, section }), { status: 303 });
}

/** The service's refusal of a write, as the form's message (its field errors by section). */
function refused(intent: string, error: unknown, values: Record<string, string | boolean> = {}) {
  const failure = serviceFailure(error);
  const errors: FieldErrors = failure.errors;
  return formFailure(failure.status, {
    intent,
    formError: failure.message,
    errors,
    values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])),
  });
}

export async function editorAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const params = new URLSearchParams();
  for (const name of ["page", "draft", "section"]) {
    const value = formData.get(name);
    if (typeof value === "string" && value) params.set(name, value);
  }
  const state = await editorState(request, context, params);
  const { theme, page } = state;
  const intent = formData.get("intent");

  if (intent === "props") {
    const index = state.location.section;
    const section = index === undefined ? undefined : page.sections[index];
    const definition = definitionOf(state, section);
    if (!section || !definition || index === undefined)
      return formFailure(400, { intent: "props", formError: "Choose a section of the page first." });
    const fields = fieldsOf(definition.props, section.props, await catalogueFor(state.api, definition.props));
    const submission = parseWithZod(formData, { schema: propsFormSchema(fields) });
    const typed = typedValues(formData, fields);
    if (submission.status !== "success")
      return formFailure(400, {
        intent: "props",
        errors: submission.error ?? {},
        values: Object.fromEntries(Object.entries(typed).map(([k, v]) => [k, String(v)])),
      });
    const values = submission.value.prop as Record<string, string | number | boolean>;
    const sections = page.sections.map((s, i) => (i === index ? withProps(s, definition.props, values) : s));
    try {
      return await toDraft(state, sections, index);
    } catch (error) {
      return refused("props", error, typed);
    }
  }

  if (intent === "theme") {
    const fields = customFields(theme);
    const typed = typedValues(formData, fields);
    const submission = parseWithZod(formData, { schema: globalFormSchema(fields, theme.font.family) });
    const keep = () => {
      const values: Record<string, string> = {};
      for (const [k, v] of Object.entries(typed)) values[`prop.${k}`] = String(v);
      for (const colour of COLOUR_FIELDS) values[`colors.${colour.id}`] = formText(formData, `colors.${colour.id}`);
      values.font = formText(formData, "font");
      return values;
    };
    if (submission.status !== "success")
      return formFailure(400, { intent: "theme", errors: submission.error ?? {}, values: keep() });
    const { colors, font, prop } = submission.value;
    const variants = Object.fromEntries(
      Object.entries(theme.font.variants).map(([name, variant]) => [name, { name: font, file: variant.file }]),
    );
    try {
      await state.admin.saveGlobalConfig(theme._id, {
        colors,
        font: { family: font, variants },
        ...(Object.keys(prop).length ? { custom: prop } : {}),
      });
    } catch (error) {
      return refused("theme", error);
    }
    return redirect(`${editorHref({ page: page.value, draft: state.location.draft })}&saved=theme`, { status: 303 });
  }

  const submission = parseWithZod(formData, { schema: listActionSchema });
  if (submission.status !== "success")
    return formFailure(400, {
      intent: typeof intent === "string" ? intent.slice(0, 32) : "",
      errors: submission.error ?? {},
      formError: "That change could not be made: reload the editor and try again.",
    });
  const action = submission.value;
  try {
    switch (action.intent) {
      case "move":
        return await toDraft(
          state,
          moveItem(page.sections, action.index, action.to),
          Math.min(action.to, page.sections.length - 1),
        );
      case "remove":
        return await toDraft(
          state,
          page.sections.filter((_, i) => i !== action.index),
          null,
        );
      case "add": {
        const definition = state.definitions.find((d) => d.name === action.name);
        if (!definition) return formFailure(400, { intent: "add", errors: { name: ["Choose a section to add"] } });
        const at = action.at ?? page.sections.length;
        return await toDraft(
          state,
          insertAt(page.sections, newSection(definition), at),
          Math.min(at, page.sections.length),
        );
      }
      case "save":
        await state.admin.savePageSections(theme._id, page.value, page.sections);
        return redirect(`${editorHref({ page: page.value, section: state.location.section })}&saved=page`, {
          status: 303,
        });
      case "discard":
        return redirect(editorHref({ page: page.value }), { status: 303 });
    }
  } catch (error) {
    return refused(action.intent, error);
  }
}
