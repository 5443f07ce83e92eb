import type { SectionDefinition } from "./types";
import { stripScripts } from "~/lib/html";
import { SectionShell, textProp } from "./shared";

/** Theme-authored HTML, rendered on the server with scripts and event handlers stripped (§2.5). */
function RawHtml({ section, index }: Parameters<SectionDefinition["Component"]>[0]) {
  const html = stripScripts(textProp(section?.props, "code"));
  if (!html.trim()) return null;
  return (
    <SectionShell section={section} index={index} variant="raw-html">
      <div className="raw-html" dangerouslySetInnerHTML={{ __html: html }} />
    </SectionShell>
  );
}

const rawHtml: SectionDefinition<undefined> = { Component: RawHtml };
export default rawHtml;
