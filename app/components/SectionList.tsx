import { useContext, useEffect, useRef, useState } from "react";
import { INITIAL_SECTIONS, SECTION_SCROLL_THRESHOLD_PX, liveSectionCount } from "~/lib/progressive-sections";
import { getSection } from "~/sections/registry";
import { ServerSectionViews } from "~/sections/server-views";
import type { PageSections, RenderedSection } from "~/theme.server";

type SectionListProps = Pick<PageSections, "sections"> & Partial<Omit<PageSections, "sections">>;

/**
 * Renders a page's visible sections in order; every one is in the server HTML. Progressive loading
 * (decision 0901): a sleeping section (`asleep`) keeps the server's HTML in the browser until the
 * shopper scrolls near it; it then fetches its view and goes live (`data-section-state`).
 */
export function SectionList(props: SectionListProps) {
  // A new page (another group, another query) starts again from the first 4.
  return <LiveSections key={`${props.page ?? ""}${props.path ?? ""}`} {...props} />;
}

/** True until the page's first render is on screen: only then is a sleeping section's server HTML there. */
let hydrating = true;

function LiveSections({ sections, page, path, all = false }: SectionListProps) {
  const [rounds, setRounds] = useState(0);
  const [hidden, setHidden] = useState<boolean[]>();
  const [woken, setWoken] = useState<Record<string, unknown>>({});
  const requested = useRef(new Set<string>());
  const liveCount = all ? sections.length : hidden ? liveSectionCount(hidden, rounds) : INITIAL_SECTIONS;

  // Which sections this screen hides (screen predicates): they do not use up the count.
  useEffect(() => {
    hydrating = false;
    const measure = () =>
      setHidden(
        sections.map(({ id }) => {
          const element = id ? document.getElementById(id) : null;
          return !element || getComputedStyle(element).display === "none";
        }),
      );
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, 200);
    };
    addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      removeEventListener("resize", onResize);
    };
  }, [sections]);

  // Wake the sections now counted live: fetch their views.
  useEffect(() => {
    if (!page || path === undefined) return;
    const keys = sections
      .slice(0, liveCount)
      .filter(({ asleep, key }) => asleep && !requested.current.has(key))
      .map(({ key }) => key);
    if (!keys.length) return;
    keys.forEach((key) => requested.current.add(key));
    const query = new URLSearchParams({ page, path });
    keys.forEach((key) => query.append("key", key));
    fetch(`/api/sections?${query}`)
      .then((response) => (response.ok ? (response.json() as Promise<{ views: Record<string, unknown> }>) : null))
      .then((body) => body && setWoken((previous) => ({ ...previous, ...body.views })))
      // Offline or a failing page: the server's HTML stays (links work).
      .catch((error: unknown) => console.warn(error));
  }, [sections, liveCount, page, path]);

  // Scrolling near the next sleeping section wakes 3 more.
  useEffect(() => {
    const next = liveCount < sections.length ? sections[liveCount].id : undefined;
    const element = next ? document.getElementById(next) : null;
    if (!element || !hidden || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setRounds((round) => round + 1);
      },
      { rootMargin: `0px 0px ${SECTION_SCROLL_THRESHOLD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [liveCount, sections, hidden]);

  return (
    <>
      {sections.map((section, index) => (
        <Section key={section.key} section={section} index={index} woken={woken} />
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
