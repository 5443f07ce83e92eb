import type { SectionViewBuilder } from "./types";
import { extensionView, isExtensionSection } from "~/lib/extensions";
import type { ThemeSection } from "~/sdk/api";
import { themeCodeMark } from "~/lib/theme-code";
import type { ExtensionSectionView } from "./extension";
import { loadConfig } from "../../config/env";

/** Theme sections an extension provides (`__source.type` "extension") render as the "extension" section. */
const EXTENSION_SECTION = "extension";

/** The section as the registry knows it: an extension's section is named "extension" (its own name is in the view). */
export function asRegisteredSection(section: ThemeSection): ThemeSection {
  return isExtensionSection(section) && section.name !== EXTENSION_SECTION
    ? {
        ...section,
        name: EXTENSION_SECTION,
        props: { ...section.props, __name: { type: "text", value: section.name } },
      }
    : section;
}

/** Null (nothing rendered) when the section has no script or its assets come from an origin not allowed. */
export const view: SectionViewBuilder<ExtensionSectionView> = (section) => {
  const { __name, ...props } = section.props ?? {};
  const name = typeof __name?.value === "string" ? __name.value : section.name;
  const built = extensionView({ ...section, name, props }, loadConfig().extensionOrigins);
  if (!built) {
    console.warn(`[sections] extension ${name}: no script, or assets from an origin not in EXTENSION_ORIGINS`);
    return null;
  }
  return { name, code: themeCodeMark({ extension: built }) };
};
