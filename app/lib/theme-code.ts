/**
 * What an element of a page asks of the browser's theme runtime (decision 36), as the JSON of its
 * `data-theme-code` attribute: the scripts of a custom HTML section, or the extension to mount in it.
 * The server writes it (section view builders); app/runtime/theme.client.ts finds the elements and
 * does it once per element and value. The attribute is also what makes the root load the runtime.
 */
import type { ExtensionView } from "./extensions";
import type { ScriptStep } from "./html";

export type ThemeCodeMark = { scripts: ScriptStep[] } | { extension: ExtensionView };

export const themeCodeMark = (mark: ThemeCodeMark): string => JSON.stringify(mark);
