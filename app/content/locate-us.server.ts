/**
 * /locate-us/ (spec part 1 §2.1 store locator): the application's ordering stores from the service
 * (getOrderingStores: 12 a page, `q` matching a store's name, city or pincode), and the store's maps
 * key when it has one (the same `google_map` integration token as the address form's map picker).
 * A public page: the same for every shopper, so the page cache may keep it.
 */
import type { AppLoadContext } from "@remix-run/node";
import { loadMapsKey } from "~/components/AddressForm.server";
import { notFound } from "~/http.server";
import { pagerView, readPageNo } from "~/lib/pagination";
import { storeQuery, STORES_PAGE_SIZE, toStoreCard } from "~/lib/store-locator";
import { requestScope } from "~/request-scope.server";
import { critical } from "~/sdk.server";

export async function loadStoreLocator(request: Request, context: AppLoadContext) {
  const params = new URL(request.url).searchParams;
  const q = storeQuery(params);
  const pageNo = readPageNo(params);
  const api = requestScope(request, context).api;
  const [stores, mapsKey] = await Promise.all([
    critical(api.configuration.getOrderingStores({ pageNo, pageSize: STORES_PAGE_SIZE, ...(q ? { q } : {}) })),
    loadMapsKey(api),
  ]);
  // A page past the last one is not a page of this list.
  if (pageNo > 1 && !stores.items.length) throw notFound();
  const pager = pagerView(stores.page, "/locate-us/", q ? `q=${encodeURIComponent(q)}` : "", {
    pageSize: STORES_PAGE_SIZE,
  });
  return {
    q,
    stores: stores.items.map(toStoreCard),
    total: stores.page.item_total ?? stores.items.length,
    pager,
    mapsKey,
  };
}
