/**
 * Progressive section loading in the browser (decision 35): measures which sections this screen
 * hides, counts the live ones (4, then 3 more each time the shopper scrolls within 100 px of the
 * next sleeping one, or past it; hidden ones are free) and fetches the views of the sections newly counted live from
 * `/api/sections`. Plain DOM code, loaded by SectionList after hydration only on pages with sleeping
 * sections: pages without sections, and the first render, carry none of it.
 */
import { SECTION_SCROLL_THRESHOLD_PX, liveSectionCount } from "~/lib/progressive-sections";

/** The shopper's typed text and focus, kept across the swap (shared with components/Island). */
export { keepFields } from "./keep-fields";

interface WakerOptions {
  /** The page's sections in order: their element ids, keys and whether they sleep. */
  sections: readonly { id?: string; key: string; asleep?: boolean }[];
  /** The theme page and the page's path (route predicates are decided for it). */
  page: string;
  path: string;
  /** Called with the views of sections that woke, by key. */
  onViews: (views: Record<string, unknown>) => void;
}

/** Starts waking sections as the shopper scrolls; answers a function that stops it. */
export function wakeSections({ sections, page, path, onViews }: WakerOptions): () => void {
  const element = (index: number) => {
    const id = sections[index]?.id;
    return id ? document.getElementById(id) : null;
  };
  const requested = new Set<string>();
  let rounds = 0;
  let hidden: boolean[] = [];
  let stopped = false;
  /** The section after the live ones is within 100 px of the screen's bottom, or already above it. */
  const reached = (live: number) => {
    const next = live < sections.length ? element(live) : null;
    return next !== null && next.getBoundingClientRect().top <= innerHeight + SECTION_SCROLL_THRESHOLD_PX;
  };

  const update = () => {
    if (stopped) return;
    let live = liveSectionCount(hidden, rounds);
    // Each scroll to the next sleeping section wakes 3 more; a jump past several (a link to an
    // anchor, the scroll position restored) wakes as many rounds as it takes.
    while (reached(live)) {
      rounds += 1;
      const more = liveSectionCount(hidden, rounds);
      if (more === live) break;
      live = more;
    }
    const keys = sections
      .slice(0, live)
      .filter(({ asleep, key }) => asleep && !requested.has(key))
      .map(({ key }) => key);
    if (!keys.length) return;
    keys.forEach((key) => requested.add(key));
    const query = new URLSearchParams({ page, path });
    keys.forEach((key) => query.append("key", key));
    fetch(`/api/sections?${query}`)
      .then((response) => (response.ok ? (response.json() as Promise<{ views: Record<string, unknown> }>) : null))
      .then((body) => body && !stopped && onViews(body.views))
      // Offline or a failing page: the server's HTML stays (links work).
      .catch((error: unknown) => console.warn(error));
  };
  let frame = 0;
  const onScroll = () => {
    if (!frame)
      frame = requestAnimationFrame(() => {
        frame = 0;
        update();
      });
  };

  // Which sections this screen hides (screen predicates): they do not use up the count.
  const measure = () => {
    hidden = sections.map((_, index) => {
      const found = element(index);
      return !found || getComputedStyle(found).display === "none";
    });
    update();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(measure, 200);
  };
  measure();
  addEventListener("resize", onResize);
  addEventListener("scroll", onScroll, { passive: true });
  return () => {
    stopped = true;
    clearTimeout(timer);
    cancelAnimationFrame(frame);
    removeEventListener("resize", onResize);
    removeEventListener("scroll", onScroll);
  };
}
