import { useContext, useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { getSection } from "~/sections/registry";
import { ServerSectionViews } from "~/sections/server-views";
import type { PageSections, RenderedSection } from "~/theme.server";

type SectionListProps = Pick<PageSections, "sections"> &
  Partial<Omit<PageSections, "sections">> & {
    /**
     * The first section's index as its component sees it (default 0): 1 below a page's own content
     * (ThemeSections), where no section is the page's first (no second <h1>, no eager image).
     */
    firstIndex?: number;
  };

/**
 * Renders a page's visible sections in order; every one is in the server HTML. Progressive loading
 * (decision 35): a sleeping section (`asleep`) keeps the server's HTML in the browser until the
 * shopper scrolls near it; it then fetches its view and goes live (`data-section-state`). The code
 * that decides when (section-waker) loads after hydration, only where sections sleep.
 */
export function SectionList(props: SectionListProps) {
  // A new page (another group, another query) starts again from the first 4.
  return <LiveSections key={`${props.page ?? ""}${props.path ?? ""}`} {...props} />;
}

/** True until the page's first render is on screen: only then is a sleeping section's server HTML there. */
let hydrating = true;

function LiveSections({ sections, page, path, all = false, firstIndex = 0 }: SectionListProps) {
  const [woken, setWoken] = useState<Record<string, unknown>>({});

  useEffect(() => {
    hydrating = false;
    if (all || !page || path === undefined || !sections.some(({ asleep }) => asleep)) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import("./section-waker").then(
      ({ wakeSections, keepFields }) => {
        if (cancelled) return;
        stop = wakeSections({
          sections,
          page,
          path,
          // Their code first (lazy sections), so the server's HTML gives way to the component at once,
          // keeping what the shopper typed in it.
          onViews: (views) => {
            const woke = sections.filter(({ key }) => key in views);
            void Promise.allSettled(woke.map(({ name }) => getSection(name)?.preload?.() ?? Promise.resolve())).then(
              () => {
                if (cancelled) return;
                const restore = keepFields(woke.map(({ id }) => id));
                flushSync(() => setWoken((previous) => ({ ...previous, ...views })));
                restore();
              },
            );
          },
        });
      },
      // Offline or a new deployment: the sleeping sections keep the server's HTML (links work).
      (error: unknown) => console.warn(error),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [sections, page, path, all]);

  return (
    <>
      {sections.map((section, index) => (
        <Section key={section.key} section={section} index={firstIndex + index} woken={woken} />
      ))}
    </>
  );
}

function Section({
  section: { key, id, name, className, view, asleep },
  index,
  woken,
}: {
  section: RenderedSection;
  index: number;
  woken: Record<string, unknown>;
}) {
  const serverViews = useContext(ServerSectionViews);
  const definition = getSection(name);
  if (!definition) return null;
  const { Component } = definition;
  const live = !asleep || key in woken;
  const shown = asleep ? (live ? woken[key] : id ? serverViews.get(id) : undefined) : view;
  const wrapper = {
    id,
    className: `section section--${name} ${className}`.trim(),
    "data-section": name,
    "data-section-state": live ? "live" : "asleep",
  };
  // The server renders it from the view its loader kept aside; the browser keeps that HTML.
  if (asleep && !live && typeof document !== "undefined") return <SleepingSection wrapper={wrapper} />;
  return (
    <div {...wrapper}>{shown === null || shown === undefined ? null : <Component view={shown} index={index} />}</div>
  );
}

/** A sleeping section in the browser: the server's HTML, kept as it is (none after a client-side navigation). */
function SleepingSection({ wrapper }: { wrapper: { id?: string } & Record<string, string | undefined> }) {
  const [html] = useState(() => (hydrating && wrapper.id ? document.getElementById(wrapper.id)?.innerHTML : undefined));
  return <div {...wrapper} dangerouslySetInnerHTML={{ __html: html ?? "" }} suppressHydrationWarning />;
}
