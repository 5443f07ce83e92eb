import type { SectionDefinition } from "./types";
import { SectionShell } from "./shared";

export interface RawHtmlView {
  /** The theme's HTML with scripts and event handlers stripped (§2.5), on the server. */
  html: string;
  /** Its scripts, in order, for the theme runtime (`data-theme-code`, lib/theme-code.ts); absent when none. */
  code?: string;
}

/**
 * Theme-authored HTML, rendered as sanitized on the server; its scripts run in the browser after
 * hydration, one after another, with the page's nonce: the theme runtime (decision 36) finds them
 * in `data-theme-code` and appends them inside this element (`document.currentScript.parentElement`).
 */
function RawHtml({ view: { html, code }, index }: { view: RawHtmlView; index: number }) {
  return (
    <SectionShell index={index} variant="raw-html">
      <div className="raw-html" data-theme-code={code} dangerouslySetInnerHTML={{ __html: html }} />
    </SectionShell>
  );
}

const rawHtml: SectionDefinition<RawHtmlView> = { Component: RawHtml };
export default rawHtml;
