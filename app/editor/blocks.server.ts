/**
 * The theme editor's blocks of the chosen section: what its panel shows (the blocks by type name and
 * a short label, the block types its definition offers, the chosen block's props form) and the block
 * forms' posts (add, remove, move, props), each written as a new draft like every other change.
 */
import { parseWithZod } from "@conform-to/zod";
import type { ThemeSection } from "~/sdk";
import { formFailure } from "~/forms.server";
import { fieldsOf, type SectionDefinition } from "~/lib/theme-editor";
import { blockDefinitionOf, blockItems, changeBlocks, type BlockChange } from "~/lib/theme-editor-blocks";
import { propsFormSchema, type ListAction } from "~/lib/theme-editor-validation";
import { catalogueFor, definitionOf, refused, toDraft, typedValues, type EditorState } from "~/editor/state.server";

/** The chosen section's blocks for the editor's panel; `blockIndex` is the chosen block's (if any). */
export async function blocksPanel(
  state: EditorState,
  section: ThemeSection,
  definition: SectionDefinition | undefined,
  blockIndex: number | undefined,
) {
  const block = blockIndex === undefined ? undefined : section.blocks[blockIndex];
  const blockDefinition = blockDefinitionOf(definition, block);
  const items = blockItems(section, definition);
  return {
    items,
    types: (definition?.blocks ?? []).map((type) => ({ type: type.type, name: type.name })),
    chosen:
      block && blockIndex !== undefined
        ? {
            index: blockIndex,
            label: `${items[blockIndex].name} ${blockIndex + 1}`,
            known: Boolean(blockDefinition),
            fields: blockDefinition
              ? fieldsOf(blockDefinition.props, block.props, await catalogueFor(state.api, blockDefinition.props))
              : [],
          }
        : null,
  };
}

/** The chosen section and its definition, or the form's answer when there is none to change. */
function chosenSection(state: EditorState, intent: string) {
  const index = state.location.section;
  const section = index === undefined ? undefined : state.page.sections[index];
  const definition = definitionOf(state, section);
  if (index === undefined || !section || !definition)
    return { refusal: formFailure(400, { intent, formError: "Choose a section of the page first." }) };
  return { index, section, definition };
}

async function write(
  state: EditorState,
  intent: string,
  sectionIndex: number,
  next: ReturnType<typeof changeBlocks>,
  typed: Record<string, string> = {},
) {
  if (!next) return formFailure(400, { intent, formError: "That block is not there any more: reload the editor." });
  const sections = state.page.sections.map((s, i) => (i === sectionIndex ? next.section : s));
  try {
    return await toDraft(state, sections, { section: sectionIndex, block: next.block });
  } catch (error) {
    return refused(intent, error, typed);
  }
}

/** A block list form (add, remove, move), checked by listActionSchema. */
export function blockListAction(state: EditorState, action: Extract<ListAction, { intent: `block-${string}` }>) {
  const chosen = chosenSection(state, action.intent);
  if ("refusal" in chosen) return chosen.refusal;
  let change: BlockChange;
  switch (action.intent) {
    case "block-add":
      if (!chosen.definition.blocks.some((type) => type.type === action.type))
        return formFailure(400, { intent: action.intent, errors: { type: ["Choose a block to add"] } });
      change = { op: "add", type: action.type };
      break;
    case "block-remove":
      change = { op: "remove", block: action.block };
      break;
    case "block-move":
      change = { op: "move", block: action.block, to: action.to };
      break;
  }
  return write(state, action.intent, chosen.index, changeBlocks(chosen.section, chosen.definition, change));
}

/** The chosen block's props form: checked against the fields it was drawn from; a refusal keeps what was typed. */
export async function blockPropsAction(state: EditorState, formData: FormData) {
  const intent = "block-props";
  const chosen = chosenSection(state, intent);
  if ("refusal" in chosen) return chosen.refusal;
  const blockIndex = state.location.block;
  const block = blockIndex === undefined ? undefined : chosen.section.blocks[blockIndex];
  const blockDefinition = blockDefinitionOf(chosen.definition, block);
  if (!block || !blockDefinition || blockIndex === undefined)
    return formFailure(400, { intent, formError: "Choose a block of the section first." });
  const fields = fieldsOf(blockDefinition.props, block.props, await catalogueFor(state.api, blockDefinition.props));
  const submission = parseWithZod(formData, { schema: propsFormSchema(fields) });
  const typed = typedValues(formData, fields);
  if (submission.status !== "success")
    return formFailure(400, { intent, errors: submission.error ?? {}, values: typed });
  const values = submission.value.prop as Record<string, string | number | boolean>;
  return write(
    state,
    intent,
    chosen.index,
    changeBlocks(chosen.section, chosen.definition, { op: "props", block: blockIndex, values }),
    typed,
  );
}
