import { getSection } from "~/sections/registry";
import type { RenderedSection } from "~/theme.server";

/** Renders a page's visible sections in order; every one is in the server HTML. */
export function SectionList({ sections }: { sections: RenderedSection[] }) {
  return (
    <>
      {sections.map(({ key, section, className, data }, index) => {
        const definition = getSection(section.name);
        if (!definition) return null;
        const { Component } = definition;
        return (
          <div key={key} className={`section section--${section.name} ${className}`.trim()} data-section={section.name}>
            <Component section={section} data={data} index={index} />
          </div>
        );
      })}
    </>
  );
}
