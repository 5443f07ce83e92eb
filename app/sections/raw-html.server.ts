import type { SectionViewBuilder } from "./types";
import { stripScripts } from "~/lib/html";
import type { RawHtmlView } from "./raw-html";
import { textProp } from "./props.server";

/** Sanitizes the HTML here, so lib/html never ships to the browser; null when empty. */
export const view: SectionViewBuilder<RawHtmlView> = (section) => {
  const html = stripScripts(textProp(section?.props, "code"));
  return html.trim() ? { html } : null;
};
