import { getSection } from "~/sections/registry";
import type { RenderedSection } from "~/theme.server";

/** Renders a page's visible sections in order; every one is in the server HTML. */
export function SectionList({ sections }: { sections: RenderedSection[] }) {
  return (
    <>
      {sections.map(({ key, name, className, view }, index) => {
        const definition = getSection(name);
        if (!definition) return null;
        const { Component } = definition;
        return (
          <div key={key} className={`section section--${name} ${className}`.trim()} data-section={name}>
            {view === null || view === undefined ? null : <Component view={view} index={index} />}
          </div>
        );
      })}
    </>
  );
}
