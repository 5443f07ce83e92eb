import type { SectionDefinition } from "./types";
import { SectionShell } from "./shared";

export interface RawHtmlView {
  /** The theme's HTML with scripts and event handlers stripped (§2.5), on the server. */
  html: string;
}

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
