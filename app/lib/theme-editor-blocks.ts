/**
 * The theme editor's block operations (decision 34): a section's blocks as the editor lists them
 * (type name and a short label), and a section with one block changed — added from a block type of
 * its definition (with that type's default props), removed, moved, or with edited props. Pure: the
 * editor's action writes the result as a new draft.
 */
import type { SectionBlock, ThemeSection } from "~/sdk";
import {
  defaultProps,
  moveItem,
  withProps,
  type BlockDefinition,
  type PropDefinition,
  type SectionDefinition,
} from "~/lib/theme-editor";

/** The definition of a block's type in its section's definition (undefined: not editable). */
export const blockDefinitionOf = (definition: SectionDefinition | undefined, block: SectionBlock | undefined) =>
  block ? definition?.blocks.find((candidate) => candidate.type === block.type) : undefined;

/** A new block of this type: its props' defaults. */
export function newBlock(definition: BlockDefinition): SectionBlock {
  return { type: definition.type, name: definition.name, props: defaultProps(definition.props) };
}

/** Prop types whose value names the block best, in order: its words, then what it links to or shows. */
const SUMMARY_TYPES = [
  ["text", "textarea"],
  ["url", "collection", "brand", "department", "category", "product"],
  ["image_picker", "video"],
];
const SUMMARY_LENGTH = 40;

function shortText(value: string): string {
  const words = value.replace(/\s+/g, " ").trim();
  return words.length > SUMMARY_LENGTH ? `${words.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : words;
}

/** What a value of this type says in a few characters (an image: its file name). */
function summaryOf(type: string, value: string): string {
  if (type === "image_picker" || type === "video") {
    const path = value.split(/[?#]/)[0];
    return shortText(decodeURIComponent(path.slice(path.lastIndexOf("/") + 1)));
  }
  return shortText(value);
}

/**
 * A short label of a block: the first non-empty value among its text props, else its links and
 * pickers, else its images (file name); "" when it has none. The props are read in the order its
 * type's schema gives (else as stored).
 */
export function blockSummary(block: SectionBlock, definition?: BlockDefinition): string {
  const order: PropDefinition[] =
    definition?.props ?? Object.entries(block.props).map(([id, prop]) => ({ id, type: prop.type, label: id }));
  for (const types of SUMMARY_TYPES) {
    for (const prop of order) {
      const stored = block.props[prop.id];
      const type = stored?.type ?? prop.type;
      if (!types.includes(type) || typeof stored?.value !== "string" || !stored.value.trim()) continue;
      const summary = summaryOf(type, stored.value);
      if (summary) return summary;
    }
  }
  return "";
}

/** A block as the editor lists it. */
interface BlockItem {
  /** Its type's name (the block's own name, else its definition's, else its type). */
  name: string;
  /** A few characters saying which one it is (see blockSummary). */
  summary: string;
  /** Whether the section's definition has its type (its props can be edited). */
  known: boolean;
}

export function blockItems(section: ThemeSection, definition: SectionDefinition | undefined): BlockItem[] {
  return section.blocks.map((block) => {
    const blockDefinition = blockDefinitionOf(definition, block);
    return {
      name: block.name || blockDefinition?.name || block.type,
      summary: blockSummary(block, blockDefinition),
      known: Boolean(blockDefinition),
    };
  });
}

/** A change to a section's blocks (the editor's block forms, checked). */
export type BlockChange =
  | { op: "add"; type: string; at?: number }
  | { op: "remove"; block: number }
  | { op: "move"; block: number; to: number }
  | { op: "props"; block: number; values: Record<string, string | number | boolean> };

/**
 * The section with the change made, and the block to show next (the new or moved one, or the edited
 * one; null after a removal); null when the change does not fit the section (no such block, a type
 * its definition does not have).
 */
export function changeBlocks(
  section: ThemeSection,
  definition: SectionDefinition,
  change: BlockChange,
): { section: ThemeSection; block: number | null } | null {
  const blocks = section.blocks;
  if (change.op === "add") {
    const type = definition.blocks.find((candidate) => candidate.type === change.type);
    if (!type) return null;
    const at = Math.max(0, Math.min(blocks.length, change.at ?? blocks.length));
    const next = [...blocks.slice(0, at), newBlock(type), ...blocks.slice(at)];
    return { section: { ...section, blocks: next }, block: at };
  }
  const block = blocks[change.block];
  if (!block) return null;
  switch (change.op) {
    case "remove":
      return { section: { ...section, blocks: blocks.filter((_, i) => i !== change.block) }, block: null };
    case "move": {
      const to = Math.max(0, Math.min(blocks.length - 1, change.to));
      return { section: { ...section, blocks: moveItem(blocks, change.block, to) }, block: to };
    }
    case "props": {
      const type = blockDefinitionOf(definition, block);
      if (!type) return null;
      const edited = withProps(block, type.props, change.values);
      return {
        section: { ...section, blocks: blocks.map((b, i) => (i === change.block ? edited : b)) },
        block: change.block,
      };
    }
  }
}
