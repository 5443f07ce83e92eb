import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ComponentType } from "react";
// The one browser module that imports a .server one on purpose: empty in the browser, it gives the
// server's render the sort and filter forms, which the browser imports on demand (Deferred below).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { FilterPanel, SortSelect } from "~/components/listing-controls.server";
import { InfiniteProductList } from "~/components/InfiniteProductList";
import { ThemeSections } from "~/components/ThemeSections";
import type { ListingData } from "~/listing.server";
import { PAGE_NOT_FOUND } from "~/lib/not-found";

/** A listing's title and meta description; only the title when the loader failed. */
export function listingMeta(
  data: Pick<ListingData, "title" | "metaDescription"> | undefined,
  fallbackTitle = PAGE_NOT_FOUND,
) {
  return data
    ? [{ title: data.title }, { name: "description", content: data.metaDescription }]
    : [{ title: fallbackTitle }];
}

/** Route module parts the listing routes share (their loader calls loadListing; headers: listing.server): meta, component. */
export const listingRouteMeta: MetaFunction = ({ data }) => listingMeta(data as ListingData | undefined);

export function ListingRoute() {
  return <ListingPage data={useLoaderData<ListingData>()} />;
}

// ---- Sort and filters, hydrated when first needed --------------------------------------------------
// The server renders both in full (working GET forms). In the browser their code is imported on
// demand: when the shopper first touches one (pointer or focus), on any router update (a
// navigation, a revalidation, a fetcher: React would hold it until the boundary can hydrate), or, on
// a phone, once the page has hydrated (the filters become a dialog there). Until then React leaves
// the server's HTML as it is (a dehydrated Suspense boundary) — docs/decisions/0029-listing-hydration.md.

let wantControls: () => void = () => {};
const controlsWanted = new Promise<void>((resolve) => {
  wantControls = resolve;
});
const ClientFilterPanel = lazy(() =>
  controlsWanted.then(() => import("~/components/FilterPanel")).then((module) => ({ default: module.FilterPanel })),
);
const ClientSortSelect = lazy(() =>
  controlsWanted.then(() => import("~/components/SortSelect")).then((module) => ({ default: module.SortSelect })),
);
const PHONE = "(max-width: 767px)";
/** Until the first listing has mounted: only a page the server rendered defers its parts. */
let hydration = true;

type Hydrating<P> = P & { onHydrated?: (hydrated: true) => void };

/** A server-rendered part whose code loads on demand (see above); `id` names its slot element. */
function Deferred<P extends object>({
  id,
  server: Server,
  client: Client,
  props,
}: {
  id: string;
  server: ComponentType<Hydrating<P>>;
  client: ComponentType<Hydrating<P>>;
  props: P;
}) {
  const [live, setLive] = useState(() => {
    if (typeof document === "undefined") return true;
    const fromServer = hydration && !!document.getElementById(id);
    if (!fromServer) wantControls();
    return !fromServer;
  });
  const [first] = useState(props);
  // A render after the first comes from the router: load the code now. The boundary keeps the
  // server's props until the part runs (it calls onHydrated), then takes the current ones.
  const renders = useRef(0);
  renders.current += 1;
  if (!live && renders.current > 1) wantControls();
  const shown = live ? props : first;
  const slot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    hydration = false;
    const element = slot.current;
    if (live || !element) return;
    const load = () => wantControls();
    // A key pressed in the part follows a focusin there.
    const events = ["pointerdown", "focusin"] as const;
    for (const type of events) element.addEventListener(type, load, { once: true });
    if (matchMedia(PHONE).matches) load();
    return () => {
      for (const type of events) element.removeEventListener(type, load);
    };
  }, [live]);

  const Part = typeof document === "undefined" ? Server : Client;
  // The same element while waiting: React then leaves the dehydrated boundary alone.
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <Part {...shown} onHydrated={setLive} />
      </Suspense>
    ),
    [Part, shown],
  );
  return (
    <div id={id} ref={slot}>
      {boundary}
    </div>
  );
}

/**
 * A product listing: heading and count, sort, the filter panel (a GET form; with JavaScript a change
 * refetches facets and the result count before the shopper applies it), and the grid with infinite
 * scroll over numbered pages.
 */
function ListingPage({ data }: { data: ListingData }) {
  const { search } = useLocation();

  return (
    <div className="listing-page listing">
      <header className="listing__header">
        <h1>{data.title}</h1>
        {data.description ? <p>{data.description}</p> : null}
        <p className="listing__count" role="status">
          {data.countText}
        </p>
      </header>
      {data.sortOn.length ? (
        <Deferred
          id="sort"
          server={SortSelect}
          client={ClientSortSelect}
          props={{ options: data.sortOn, action: data.path, params: search }}
        />
      ) : null}
      <div className="listing__body">
        {data.panel.facets.length ? (
          <Deferred
            id="filters"
            server={FilterPanel}
            client={ClientFilterPanel}
            props={{
              panel: data.panel,
              action: data.path,
              selected: data.panel.selected,
              resultText: data.countText,
            }}
          />
        ) : null}
        <InfiniteProductList
          initialItems={data.items}
          page={data.page}
          pager={data.pager}
          loaderPath={data.path}
          params={search}
          clearFiltersHref={data.panel.clearHref}
          // Cards follow the page's <h1> directly: the filter panel's <h2> is hidden in a closed dialog on phones.
          headingLevel={2}
        />
      </div>
      <ThemeSections sections={data.themeSections} />
    </div>
  );
}
