/**
 * Progressive section loading in the browser (decision 0901): measures which sections this screen
 * hides, counts the live ones (4, then 3 more each time the shopper scrolls near the next sleeping
 * one; hidden ones are free) and fetches the views of the sections newly counted live from
 * `/api/sections`. Plain DOM code, loaded by SectionList after hydration only on pages with sleeping
 * sections: pages without sections, and the first render, carry none of it.
 */
import { SECTION_SCROLL_THRESHOLD_PX, liveSectionCount } from "~/lib/progressive-sections";

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
  let observer: IntersectionObserver | undefined;
  let stopped = false;

  const update = () => {
    if (stopped) return;
    const live = liveSectionCount(hidden, rounds);
    const keys = sections
      .slice(0, live)
      .filter(({ asleep, key }) => asleep && !requested.has(key))
      .map(({ key }) => key);
    if (keys.length) {
      keys.forEach((key) => requested.add(key));
      const query = new URLSearchParams({ page, path });
      keys.forEach((key) => query.append("key", key));
      fetch(`/api/sections?${query}`)
        .then((response) => (response.ok ? (response.json() as Promise<{ views: Record<string, unknown> }>) : null))
        .then((body) => body && !stopped && onViews(body.views))
        // Offline or a failing page: the server's HTML stays (links work).
        .catch((error: unknown) => console.warn(error));
    }
    // Scrolling near the next sleeping section wakes 3 more.
    observer?.disconnect();
    const next = live < sections.length ? element(live) : null;
    if (!next || typeof IntersectionObserver === "undefined") return;
    observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        rounds += 1;
        update();
      },
      { rootMargin: `0px 0px ${SECTION_SCROLL_THRESHOLD_PX}px 0px` },
    );
    observer.observe(next);
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
  return () => {
    stopped = true;
    clearTimeout(timer);
    observer?.disconnect();
    removeEventListener("resize", onResize);
  };
}
