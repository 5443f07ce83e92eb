import type { SectionViewBuilder } from "./types";
import { extractScripts } from "~/lib/html";
import { themeCodeMark } from "~/lib/theme-code";
import type { RawHtmlView } from "./raw-html";
import { textProp } from "./props.server";

/** Sanitizes the HTML here, so lib/html never ships to the browser; null when empty. */
export const view: SectionViewBuilder<RawHtmlView> = (section) => {
  const { html, scripts } = extractScripts(textProp(section?.props, "code"));
  if (!html.trim() && !scripts.length) return null;
  return scripts.length ? { html, code: themeCodeMark({ scripts }) } : { html };
};
