/**
 * Extension sections (spec part 1 §3 "Section" `__source`/`assets`, §4 "Extension section scripts are
 * fetched without credentials and evaluated; a failure is logged and that section is skipped.
 * Extension bindings are deduplicated by assets plus source."). Pure: the server builds the views,
 * the browser's runtime (app/runtime/extensions.client.ts) loads each binding once. The contract an
 * extension's script follows is in docs/decisions/0036-theme-supplied-code.md.
 */

/** What the browser needs to mount one extension section (or slot entry): plain values only. */
export interface ExtensionView {
  /** The section's name: the key its script registers under `window.__vitrineExtensions`. */
  name: string;
  /** The extension's id (`__source.id`). */
  source: string;
  js: string;
  css: string | null;
  /** The section's props as plain values (`{id: value}`), handed to the extension's mount function. */
  props: Record<string, unknown>;
}

/** The slots of spec §2.5, as keys of the theme's global config `extension` object. */
export const EXTENSION_SLOTS = ["header_top", "header_bottom", "footer_top", "footer_bottom"] as const;
export type ExtensionSlot = (typeof EXTENSION_SLOTS)[number];
export type ExtensionSlots = Partial<Record<ExtensionSlot, ExtensionView[]>>;

/** A section as the theme service gives it; only what this module reads. */
interface ExtensionSectionInput {
  name?: unknown;
  props?: unknown;
  __source?: { type?: unknown; id?: unknown } | null;
  assets?: { js?: unknown; css?: unknown } | null;
}

export const isExtensionSection = (section: ExtensionSectionInput | null | undefined): boolean =>
  section?.__source?.type === "extension";

/**
 * An asset address the storefront may load: site-relative ("/extensions/…"), or http(s) on one of the
 * allowed origins (EXTENSION_ORIGINS; the page's CSP opens exactly those). Null otherwise.
 */
export function allowedAssetUrl(value: unknown, allowedOrigins: readonly string[]): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (/^\/(?!\/)/.test(text) && !/[\s\\]/.test(text)) return text;
  try {
    const url = new URL(text);
    return (url.protocol === "https:" || url.protocol === "http:") && allowedOrigins.includes(url.origin)
      ? url.href
      : null;
  } catch {
    return null;
  }
}

/** `{id: {type, value}}` props (or already plain ones) as `{id: value}`. */
function plainProps(props: unknown): Record<string, unknown> {
  if (!props || typeof props !== "object") return {};
  const out: Record<string, unknown> = {};
  for (const [id, prop] of Object.entries(props as Record<string, unknown>)) {
    out[id] = prop && typeof prop === "object" && "value" in prop ? prop.value : prop;
  }
  return out;
}

/** An extension section's view, or null when it is not one, has no script, or its assets are not allowed. */
export function extensionView(
  section: ExtensionSectionInput | null | undefined,
  allowedOrigins: readonly string[],
): ExtensionView | null {
  if (!section || !isExtensionSection(section) || typeof section.name !== "string" || !section.name) return null;
  const js = allowedAssetUrl(section.assets?.js, allowedOrigins);
  if (!js) return null;
  const css = section.assets?.css ? allowedAssetUrl(section.assets.css, allowedOrigins) : null;
  if (section.assets?.css && !css) return null;
  return {
    name: section.name,
    source: typeof section.__source?.id === "string" ? section.__source.id : "",
    js,
    css,
    props: plainProps(section.props),
  };
}

/** The theme's extension slots (global config `extension: {header_top: [sections], …}`), views only. */
export function extensionSlots(config: unknown, allowedOrigins: readonly string[]): ExtensionSlots {
  const slots: ExtensionSlots = {};
  if (!config || typeof config !== "object") return slots;
  for (const slot of EXTENSION_SLOTS) {
    const entries = (config as Record<string, unknown>)[slot];
    if (!Array.isArray(entries)) continue;
    const views = entries
      .map((entry) => extensionView(entry as ExtensionSectionInput, allowedOrigins))
      .filter((v): v is ExtensionView => v !== null);
    if (views.length) slots[slot] = views;
  }
  return slots;
}

/** What makes two extension sections one binding: the same assets from the same source (spec §4). */
export const bindingKey = ({ source, js, css }: Pick<ExtensionView, "source" | "js" | "css">): string =>
  JSON.stringify([source, js, css ?? ""]);

/** The distinct bindings among views, in first-seen order: each binding's script is fetched once. */
export function uniqueBindings<V extends Pick<ExtensionView, "source" | "js" | "css">>(views: V[]): V[] {
  const seen = new Set<string>();
  return views.filter((view) => {
    const key = bindingKey(view);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
