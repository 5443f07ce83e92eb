import { useEffect, useRef } from "react";
import type { ScriptStep } from "~/lib/html";
import type { SectionDefinition } from "./types";
import { SectionShell } from "./shared";

export interface RawHtmlView {
  /** The theme's HTML with scripts and event handlers stripped (§2.5), on the server. */
  html: string;
  /** Its scripts, in order, run after hydration (app/runtime/scripts.client.ts); absent when none. */
  scripts?: ScriptStep[];
}

/**
 * Theme-authored HTML, rendered as sanitized on the server; its scripts run in the browser after
 * hydration, one after another, with the page's nonce. Their code loads only when there are scripts.
 */
function RawHtml({ view: { html, scripts }, index }: { view: RawHtmlView; index: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !scripts?.length) return;
    void import("~/runtime/scripts.client").then((m) => m.runScripts(element, scripts, "[raw-html]"));
  }, [scripts]);
  return (
    <SectionShell index={index} variant="raw-html">
      {/* The scripts are added after the HTML, inside it: `document.currentScript.parentElement` is it. */}
      <div ref={ref} className="raw-html" dangerouslySetInnerHTML={{ __html: html }} />
    </SectionShell>
  );
}

const rawHtml: SectionDefinition<RawHtmlView> = { Component: RawHtml };
export default rawHtml;
