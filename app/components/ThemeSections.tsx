/**
 * A theme page's sections below a page made of its own content (product, listings, brands,
 * categories, collections; decision 35): nothing when the theme gives that page no sections. The
 * server renders SectionList as the section pages do; the browser imports it only here, when there
 * are sections, and until it arrives React keeps the server's HTML as it is (a dehydrated Suspense
 * boundary, as ListingPage's deferred parts): links work at once, the sections hydrate when the code
 * is in. The pages' own chunks stay without SectionList and the registry (the JavaScript budget).
 */
import { lazy, Suspense, useMemo } from "react";
// On purpose, as ListingPage does: empty in the browser, SectionList for the server's render.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { SectionList as ServerSectionList } from "~/components/SectionList.server";
import type { PageSections } from "~/theme.server";

const ClientSectionList = lazy(() =>
  import("~/components/SectionList").then((module) => ({ default: module.SectionList })),
);

export function ThemeSections({ sections }: { sections: PageSections | null }) {
  // The same element while the data is the same: a render of the page (useHydrated, a fetcher) must
  // not reach a boundary that is still waiting for its code, or React gives up on its server HTML.
  const boundary = useMemo(() => {
    if (!sections?.sections.length) return null;
    const List = ServerSectionList ?? ClientSectionList;
    return (
      <Suspense fallback={null}>
        <List {...sections} firstIndex={1} />
      </Suspense>
    );
  }, [sections]);
  if (!sections || !boundary) return null;
  return (
    <div className="theme-sections" data-theme-page={sections.page}>
      {boundary}
    </div>
  );
}
