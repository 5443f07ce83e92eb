import type { SectionDefinition, SectionViewBuilder } from "./types";
import { stripScripts } from "~/lib/html";
import { SectionShell } from "./shared";
import { textProp } from "./props";

export interface RawHtmlView {
  /** The theme's HTML with scripts and event handlers stripped (§2.5), on the server. */
  html: string;
}

/** Server side: sanitizes the HTML here, so lib/html never ships to the browser; null when empty. */
export const view: SectionViewBuilder<RawHtmlView> = (section) => {
  const html = stripScripts(textProp(section?.props, "code"));
  return html.trim() ? { html } : null;
};

/** Theme-authored HTML, rendered as sanitized on the server. */
function RawHtml({ view: { html }, index }: { view: RawHtmlView; index: number }) {
  return (
    <SectionShell index={index} variant="raw-html">
      <div className="raw-html" dangerouslySetInnerHTML={{ __html: html }} />
    </SectionShell>
  );
}

const rawHtml: SectionDefinition<RawHtmlView> = { Component: RawHtml };
export default rawHtml;
