import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { contentLinks } from "~/components/content/ContentArticle";
import { Pager } from "~/components/Pager";
import { loadStoreLocator } from "~/content/locate-us.server";
import { StoreCard } from "~/components/content/StoreCard";
import { MAX_STORE_QUERY } from "~/lib/store-locator";

/**
 * /locate-us/ (spec part 1 §2.1 store locator): the store's shops with address, phone numbers and
 * opening hours, 12 a page, and a search by city or pincode — a GET form, so it works without
 * JavaScript and every search has its own URL (and page cache entry). With a maps key, the map
 * (StoreMap, loaded after hydration) marks the stores of the page.
 */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadStoreLocator(request, context);
export { publicPageHeaders as headers } from "~/lib/cache-headers";
export const links = contentLinks;
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.q ? `Stores for “${data.q}”: Store locator` : "Store locator" },
  {
    name: "description",
    content: "Find our stores by city or pincode: addresses, phone numbers and opening hours.",
  },
];

const StoreMap = lazy(() => import("~/components/content/StoreMap"));

export default function StoreLocator() {
  const { q, stores, total, pager, mapsKey } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const markers = stores.flatMap((s) => (s.position ? [{ uid: s.uid, name: s.name, ...s.position }] : []));

  return (
    <div className="store-locator">
      <h1>Store locator</h1>
      <Form method="get" action="/locate-us/" role="search" aria-label="Store search" className="store-search">
        <label htmlFor="store-search">Search by city or pincode</label>
        <div className="store-search__row">
          <input
            id="store-search"
            type="search"
            name="q"
            defaultValue={q}
            key={q}
            maxLength={MAX_STORE_QUERY}
            autoComplete="address-level2"
          />
          <button type="submit">Search</button>
        </div>
      </Form>
      <p role="status" className="store-locator__count">
        {q ? (
          <>
            {total === 1 ? "1 store" : `${total} stores`} found for “{q}”. <Link to="/locate-us/">Show all stores</Link>
          </>
        ) : (
          `${total === 1 ? "1 store" : `${total} stores`}`
        )}
      </p>
      {mapsKey && hydrated && markers.length ? (
        <section aria-label="Map of the stores" className="store-locator__map">
          <Suspense fallback={<p>Loading the map…</p>}>
            <StoreMap apiKey={mapsKey} markers={markers} />
          </Suspense>
        </section>
      ) : null}
      {stores.length ? (
        <ul className="store-list">
          {stores.map((store) => (
            <StoreCard key={store.uid} store={store} />
          ))}
        </ul>
      ) : (
        <p>No stores found. Try another city or pincode.</p>
      )}
      <Pager view={pager} />
    </div>
  );
}
