/**
 * The built-in theme editor at /_editor (issue 13; decision "built-in theme editor"): a theme of the
 * store (the applied one unless the picker names another), its page, the page's sections, the chosen
 * section's props form and blocks, the theme's global settings; and every change as a plain form
 * post. The page being edited is a section preview draft named in the URL (`?draft=<hash>`): each
 * change writes a new draft through the admin API and redirects to it (so it works without
 * JavaScript, survives a reload, and the frame shows the draft by its hash); "Save" writes the
 * draft's sections to that theme's page.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { critical } from "~/sdk.server";
import { requestScope } from "~/request-scope.server";
import { formFailure } from "~/forms.server";
import { editModeUrl } from "~/lib/editor-protocol";
import {
  COLOUR_FIELDS,
  colourInputValue,
  FONT_FAMILIES,
  fieldsOf,
  insertAt,
  moveItem,
  newSection,
  pagePath,
  withProps,
  type PathSamples,
} from "~/lib/theme-editor";
import { globalFormSchema, listActionSchema, propsFormSchema } from "~/lib/theme-editor-validation";
import { blockListAction, blockPropsAction, blocksPanel } from "~/editor/blocks.server";
import { pageSamples } from "~/editor/page-samples.server";
import {
  catalogueFor,
  currentConfig,
  customFields,
  definitionOf,
  editorState,
  placeOf,
  refused,
  toDraft,
  typedValues,
  type EditorState,
} from "~/editor/state.server";

/**
 * The framed store's address: the page in edit mode (a page with a parameter at its sample, e.g.
 * the first product), with the draft; and `themeId` (the storefront's preview-theme parameter, kept
 * in the operator's shopper session) when the frame would otherwise show another theme than the
 * one edited.
 */
async function frameSrc(
  request: Request,
  context: LoaderFunctionArgs["context"],
  state: EditorState,
  samples: PathSamples,
) {
  const session = await requestScope(request, context).session();
  const shown = session.get("previewThemeId") ?? state.applied._id;
  const path = pagePath(state.page.path, samples) ?? "/";
  const themed = shown === state.theme._id ? path : `${path}?${new URLSearchParams({ themeId: state.theme._id })}`;
  return editModeUrl(themed, state.location.draft);
}

export async function editorLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const state = await editorState(request, context, url.searchParams);
  const { theme, location, page } = state;
  const [allPages, themes] = await Promise.all([
    critical(state.api.theme.getAllPages({ themeId: theme._id })),
    state.admin.listThemes(state.applied.application_id),
  ]);
  // A page with a parameter (product/:slug) is framed at a sample of the store's; none: not listed.
  const samples = await pageSamples(state.api, [...allPages.pages.map((candidate) => candidate.path), page.path]);
  const pages = allPages.pages
    .filter((candidate) => pagePath(candidate.path, samples) !== null)
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
          blocks: await blocksPanel(state, section, definition, location.block),
        }
      : null;
  const config = currentConfig(theme);
  const colours = config?.global_config.static.props.colors;
  const saved = url.searchParams.get("saved");
  return {
    theme: { id: theme._id, name: theme.name, applied: theme._id === state.applied._id },
    themes: themes.themes.map((t) => ({ id: t._id, name: t.applied ? `${t.name} (applied)` : t.name })),
    /** The theme in every form and link of the editor: null for the applied one. */
    themeParam: theme._id === state.applied._id ? null : theme._id,
    pages,
    page: { value: page.value, text: page.text },
    draft: location.draft ?? null,
    frameSrc: await frameSrc(request, context, state, samples),
    sections: page.sections.map((s) => ({ name: s.name, label: s.label || definitionOf(state, s)?.label || s.name })),
    selected,
    available: state.definitions.map((d) => ({ name: d.name, label: d.label })),
    global: {
      colours: COLOUR_FIELDS.map((colour) => ({
        id: colour.id,
        name: `colors.${colour.id}`,
        label: colour.label,
        kind: "colour" as const,
        value: colourInputValue(colours?.[colour.id]),
        optional: false,
      })),
      font: {
        id: "font",
        name: "font",
        label: "Font",
        kind: "select" as const,
        value: theme.font.family,
        options: [...new Set([theme.font.family, ...FONT_FAMILIES])].map((family) => ({ value: family, text: family })),
        optional: false,
      },
      custom: customFields(theme),
    },
    notice: saved === "page" ? "Page saved." : saved === "theme" ? "Theme settings saved." : null,
  };
}

/** The chosen section's props form: checked against the fields it was drawn from. */
async function sectionPropsAction(state: EditorState, formData: FormData) {
  const index = state.location.section;
  const section = index === undefined ? undefined : state.page.sections[index];
  const definition = definitionOf(state, section);
  if (!section || !definition || index === undefined)
    return formFailure(400, { intent: "props", formError: "Choose a section of the page first." });
  const fields = fieldsOf(definition.props, section.props, await catalogueFor(state.api, definition.props));
  const submission = parseWithZod(formData, { schema: propsFormSchema(fields) });
  const typed = typedValues(formData, fields);
  if (submission.status !== "success")
    return formFailure(400, { intent: "props", errors: submission.error ?? {}, values: typed });
  const values = submission.value.prop as Record<string, string | number | boolean>;
  const sections = state.page.sections.map((s, i) => (i === index ? withProps(s, definition.props, values) : s));
  try {
    return await toDraft(state, sections, { section: index, block: state.location.block });
  } catch (error) {
    return refused("props", error, typed);
  }
}

const formText = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value.slice(0, 200) : "";
};

/** The theme settings form (colours, font, custom props): saved at once to the edited theme. */
async function themeSettingsAction(state: EditorState, formData: FormData) {
  const { theme } = state;
  const fields = customFields(theme);
  const typed = typedValues(formData, fields);
  const submission = parseWithZod(formData, { schema: globalFormSchema(fields, theme.font.family) });
  if (submission.status !== "success") {
    const values: Record<string, string> = {};
    for (const [k, v] of Object.entries(typed)) values[`prop.${k}`] = v;
    for (const colour of COLOUR_FIELDS) values[`colors.${colour.id}`] = formText(formData, `colors.${colour.id}`);
    values.font = formText(formData, "font");
    return formFailure(400, { intent: "theme", errors: submission.error ?? {}, values });
  }
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
  return redirect(`${placeOf(state, { section: null })}&saved=theme`, { status: 303 });
}

export async function editorAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const params = new URLSearchParams();
  for (const name of ["theme", "page", "draft", "section", "block"]) {
    const value = formData.get(name);
    if (typeof value === "string" && value) params.set(name, value);
  }
  const state = await editorState(request, context, params);
  const { theme, page } = state;
  const intent = formData.get("intent");
  if (intent === "props") return sectionPropsAction(state, formData);
  if (intent === "block-props") return blockPropsAction(state, formData);
  if (intent === "theme") return themeSettingsAction(state, formData);

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
      case "block-add":
      case "block-remove":
      case "block-move":
        return await blockListAction(state, action);
      case "move":
        return await toDraft(state, moveItem(page.sections, action.index, action.to), {
          section: Math.min(action.to, page.sections.length - 1),
        });
      case "remove":
        return await toDraft(
          state,
          page.sections.filter((_, i) => i !== action.index),
          { section: null },
        );
      case "add": {
        const definition = state.definitions.find((d) => d.name === action.name);
        if (!definition) return formFailure(400, { intent: "add", errors: { name: ["Choose a section to add"] } });
        const at = action.at ?? page.sections.length;
        return await toDraft(state, insertAt(page.sections, newSection(definition), at), {
          section: Math.min(at, page.sections.length),
        });
      }
      case "save":
        await state.admin.savePageSections(theme._id, page.value, page.sections);
        return redirect(`${placeOf(state, { draft: null })}&saved=page`, { status: 303 });
      case "discard":
        return redirect(placeOf(state, { draft: null, section: null }), { status: 303 });
    }
  } catch (error) {
    return refused(action.intent, error);
  }
}
