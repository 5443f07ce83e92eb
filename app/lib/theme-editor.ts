/**
 * The built-in theme editor's pure logic (/_editor, decision 32 and the editor's own record): the
 * theme's section definitions read from `available_sections`, the form fields a section's props
 * schema gives (with the values the section has), a new section from its definition and preset,
 * reordering, and a section with edited props. No zod here: this module goes to the editor's
 * browser bundle (the checks are in theme-editor-validation.ts, server side).
 */
import type { SectionBlock, SectionProp, ThemeSection } from "~/sdk";

export interface PropOption {
  value: string;
  text: string;
}

/** One prop of a section's (or the theme's global) schema. */
export interface PropDefinition {
  id: string;
  type: string;
  label: string;
  default?: unknown;
  info?: string;
  options?: PropOption[];
  min?: number;
  max?: number;
  step?: number;
  unit?: string;
}

export interface BlockDefinition {
  type: string;
  name: string;
  props: PropDefinition[];
}

export interface SectionDefinition {
  name: string;
  label: string;
  props: PropDefinition[];
  blocks: BlockDefinition[];
  preset?: { blocks?: { type: string; name: string; props?: Record<string, SectionProp> }[] };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
const str = (value: unknown, fallback = ""): string =>
  typeof value === "string"
    ? value
    : typeof value === "number" || typeof value === "boolean"
      ? String(value)
      : fallback;
const num = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;

function propDefinition(raw: unknown): PropDefinition | null {
  if (!isRecord(raw)) return null;
  const id = text(raw.id);
  const type = text(raw.type);
  if (!id || !type || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
  const options = Array.isArray(raw.options)
    ? raw.options
        .filter(isRecord)
        .map((option) => ({ value: str(option.value), text: str(option.text, str(option.value)) }))
    : undefined;
  return {
    id,
    type,
    label: text(raw.label) ?? id,
    ...(raw.default !== undefined ? { default: raw.default } : {}),
    ...(text(raw.info) ? { info: text(raw.info) } : {}),
    ...(options ? { options } : {}),
    ...(num(raw.min) !== undefined ? { min: num(raw.min) } : {}),
    ...(num(raw.max) !== undefined ? { max: num(raw.max) } : {}),
    ...(num(raw.step) !== undefined ? { step: num(raw.step) } : {}),
    ...(text(raw.unit) ? { unit: text(raw.unit) } : {}),
  };
}

const propDefinitions = (raw: unknown): PropDefinition[] =>
  Array.isArray(raw) ? raw.map(propDefinition).filter((p): p is PropDefinition => p !== null) : [];

/** The theme's `available_sections` as definitions (anything malformed left out). */
export function sectionDefinitions(available: readonly unknown[]): SectionDefinition[] {
  const out: SectionDefinition[] = [];
  for (const raw of available) {
    if (!isRecord(raw) || !text(raw.name)) continue;
    const blocks = Array.isArray(raw.blocks)
      ? raw.blocks.filter(isRecord).map((block) => ({
          type: str(block.type),
          name: str(block.name, str(block.type)),
          props: propDefinitions(block.props),
        }))
      : [];
    const preset = isRecord(raw.preset) && Array.isArray(raw.preset.blocks) ? raw.preset : undefined;
    out.push({
      name: String(raw.name),
      label: text(raw.label) ?? String(raw.name),
      props: propDefinitions(raw.props),
      blocks,
      ...(preset ? { preset: preset } : {}),
    });
  }
  return out;
}

/** Catalogue lists for the picker fields: value (a slug) and name. */
export type PickerKind = "collection" | "brand" | "department" | "product";
export type CatalogueOptions = Partial<Record<PickerKind, PropOption[]>>;

export type FieldKind = "text" | "textarea" | "url" | "image" | "colour" | "checkbox" | "range" | "number" | "select";

/** A form field of the editor, ready to render: its input name is `prop.<id>`. */
export interface EditorField {
  id: string;
  name: string;
  label: string;
  kind: FieldKind;
  info?: string;
  /** The field's value as the form shows it (a checkbox: whether it is checked). */
  value: string | boolean;
  /** A select's (or picker's) choices; a picker's current value is kept among them. */
  options?: PropOption[];
  min?: number;
  max?: number;
  step?: number;
  unit?: string;
  /** Whether an empty value is allowed (pickers, links and images may be left empty). */
  optional: boolean;
}

const PICKERS: Record<string, PickerKind> = {
  collection: "collection",
  brand: "brand",
  department: "department",
  category: "department",
  product: "product",
};

/** The kind of input a prop type is edited with (unknown types are plain text). */
function fieldKind(definition: PropDefinition): FieldKind {
  switch (definition.type) {
    case "textarea":
    case "code":
      return "textarea";
    case "url":
    case "video":
      return "url";
    case "image_picker":
      return "image";
    case "color":
    case "colour":
      return "colour";
    case "checkbox":
      return "checkbox";
    case "range":
      return definition.min !== undefined && definition.max !== undefined ? "range" : "number";
    case "select":
      return definition.options?.length ? "select" : "text";
    default:
      return PICKERS[definition.type] ? "select" : "text";
  }
}

function shownValue(kind: FieldKind, value: unknown, definition: PropDefinition): string | boolean {
  const given = value === undefined || value === null ? definition.default : value;
  if (kind === "checkbox") return given === true || given === "true";
  if (given === undefined || given === null) return kind === "range" ? String(definition.min ?? 0) : "";
  return typeof given === "string" || typeof given === "number" || typeof given === "boolean" ? String(given) : "";
}

/**
 * The form fields of a props schema with the values `props` has (else the definition's default);
 * `typed` (the form as posted, after a refusal) wins over both, so what was typed is kept.
 */
export function fieldsOf(
  definitions: readonly PropDefinition[],
  props: Record<string, unknown>,
  catalogue: CatalogueOptions = {},
  typed?: Record<string, string | boolean>,
): EditorField[] {
  return definitions.map((definition) => {
    const kind = fieldKind(definition);
    const stored = props[definition.id];
    const raw = isRecord(stored) && "value" in stored ? stored.value : stored;
    const value = typed && definition.id in typed ? typed[definition.id] : shownValue(kind, raw, definition);
    const picker = PICKERS[definition.type];
    let options = picker ? [...(catalogue[picker] ?? [])] : definition.options;
    if (picker && typeof value === "string" && value && !options?.some((option) => option.value === value)) {
      options = [{ value, text: value }, ...(options ?? [])];
    }
    return {
      id: definition.id,
      name: `prop.${definition.id}`,
      label: definition.label,
      kind,
      ...(definition.info ? { info: definition.info } : {}),
      value,
      ...(options ? { options } : {}),
      ...(definition.min !== undefined ? { min: definition.min } : {}),
      ...(definition.max !== undefined ? { max: definition.max } : {}),
      ...(definition.step !== undefined ? { step: definition.step } : {}),
      ...(definition.unit ? { unit: definition.unit } : {}),
      optional: Boolean(picker) || kind !== "select",
    };
  });
}

/** The list with the item at `from` moved to `to` (both clamped to the list); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  if (from < 0 || from >= list.length) return copy;
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (target === from) return copy;
  const [item] = copy.splice(from, 1);
  copy.splice(target, 0, item);
  return copy;
}

/** The props a schema gives by default (`{type, value}` for each prop with a default). */
export const defaultProps = (definitions: readonly PropDefinition[]): Record<string, SectionProp> =>
  Object.fromEntries(
    definitions
      .filter((definition) => definition.default !== undefined)
      .map((definition) => [definition.id, { type: definition.type, value: definition.default }]),
  );

/** A new section of this definition: its props' defaults, and its preset's blocks (each with its block's defaults). */
export function newSection(definition: SectionDefinition): ThemeSection {
  const blocks: SectionBlock[] = (definition.preset?.blocks ?? []).map((preset) => {
    const blockDefinition = definition.blocks.find((block) => block.type === preset.type);
    return {
      type: preset.type,
      name: preset.name,
      props: { ...defaultProps(blockDefinition?.props ?? []), ...(preset.props ?? {}) },
    };
  });
  return {
    name: definition.name,
    label: definition.label,
    props: defaultProps(definition.props),
    blocks,
    predicate: {
      screen: { mobile: true, tablet: true, desktop: true },
      user: { authenticated: true, anonymous: true },
      route: { selected: "none", exact_url: "", query: {} },
    },
  };
}

/**
 * The section (or block) with its props set from checked form values (props the schema does not
 * name are kept).
 */
export function withProps<T extends { props: Record<string, SectionProp> }>(
  item: T,
  definitions: readonly PropDefinition[],
  values: Record<string, string | number | boolean>,
): T {
  const props = { ...item.props };
  for (const definition of definitions) {
    if (definition.id in values) props[definition.id] = { type: definition.type, value: values[definition.id] };
  }
  return { ...item, props };
}

/** The section list with `section` inserted at `index` (clamped; the end when omitted). */
export function insertAt<T>(list: readonly T[], item: T, index?: number): T[] {
  const copy = [...list];
  copy.splice(index === undefined ? copy.length : Math.max(0, Math.min(copy.length, index)), 0, item);
  return copy;
}

/** The theme's colours the editor offers, in its order, with their labels. */
export const COLOUR_FIELDS = [
  { id: "primary_color", label: "Primary colour" },
  { id: "secondary_color", label: "Secondary colour" },
  { id: "accent_color", label: "Accent colour" },
  { id: "link_color", label: "Link colour" },
  { id: "button_secondary_color", label: "Secondary button colour" },
  { id: "bg_color", label: "Background colour" },
] as const;

/** Font families the editor offers (any name matching the theme's rule could be saved; these are at hand). */
export const FONT_FAMILIES = ["Poppins", "Inter", "Roboto", "Lato", "Montserrat", "Lora", "Playfair Display"] as const;

/** A colour for `<input type="color">`: `#rrggbb` lower case; 3-digit hex expanded; anything else black. */
export function colourInputValue(value: unknown): string {
  if (typeof value !== "string") return "#000000";
  if (/^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase() : "#000000";
}

/** What a theme page path's parameter names, from the segment before it (`product/:slug`: a product). */
export type SampleKind = "product" | "collection" | "brand" | "category";
/** A sample slug of each kind the editor frames a page with a parameter at (e.g. the store's first product). */
export type PathSamples = Partial<Record<SampleKind, string>>;

const SAMPLE_KINDS = new Map<string, SampleKind>([
  ["product", "product"],
  ["collection", "collection"],
  ["brand", "brand"],
  ["category", "category"],
]);
const PARAMETER = /^:[A-Za-z_][A-Za-z0-9_]*\??$/;

/** A theme page path's segments: each a literal, or a parameter with its kind (null: none the editor knows). */
function pathSegments(path: string): (string | { kind: SampleKind | null })[] {
  const segments = path.replace(/^\/+/, "").split("/");
  return segments.map((segment, i) =>
    segment.includes(":")
      ? { kind: PARAMETER.test(segment) ? (SAMPLE_KINDS.get(segments[i - 1] ?? "") ?? null) : null }
      : segment,
  );
}

/** The sample kinds a theme page path needs (`product/:slug`: product); null when a parameter is of no known kind. */
export function pathSampleKinds(path: string): SampleKind[] | null {
  const kinds = pathSegments(path).flatMap((segment) => (typeof segment === "string" ? [] : [segment.kind]));
  return kinds.every((kind): kind is SampleKind => kind !== null) ? [...new Set(kinds)] : null;
}

/**
 * The storefront path a theme page is shown at: each parameter (e.g. `product/:slug`) filled with
 * the sample of its kind; null when one has no sample (or is of no known kind).
 */
export function pagePath(path: string, samples: PathSamples = {}): string | null {
  const filled = pathSegments(path).map((segment) => {
    if (typeof segment === "string") return segment;
    const sample = segment.kind ? samples[segment.kind] : undefined;
    return sample ? encodeURIComponent(sample) : null;
  });
  return filled.includes(null) ? null : `/${filled.join("/")}`;
}

/** Where the editor is: a theme (none: the applied one), its page, the draft, the chosen section and block. */
export interface EditorPlace {
  theme?: string | null;
  page: string;
  draft?: string | null;
  section?: number | null;
  block?: number | null;
}

/** The editor's URL for a place (the theme, draft, section and block only when set). */
export function editorHref(place: EditorPlace): string {
  const params = new URLSearchParams();
  if (place.theme) params.set("theme", place.theme);
  params.set("page", place.page);
  if (place.draft) params.set("draft", place.draft);
  const section = place.section ?? null;
  if (section !== null) {
    params.set("section", String(section));
    if (place.block !== undefined && place.block !== null) params.set("block", String(place.block));
  }
  return `/_editor?${params.toString()}`;
}
