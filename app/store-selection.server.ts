/**
 * The ordering store a shopper orders from (spec §3 store, §4 onboarding wizard): the deployment's
 * flags, the searchable store list, and choosing a store — the service signs the choice
 * (`f.ordering_store`), the session keeps it and every later service call sends it back
 * (sdk.server.ts shopperPreferences). Shared by the onboarding wizard and /setting/store/.
 */
import type { AppLoadContext } from "@remix-run/node";
import { STORES_PAGE_SIZE, isStoreOffered, type StoreListQuery } from "~/lib/store-selection";
import { FDKServerResponseError, type OrderingStore, type StorefrontApi } from "~/sdk";
import { setCookieValue } from "~/sdk/client";
import { cachedPublic, critical } from "~/sdk.server";
import { requestScope } from "~/request-scope.server";
import type { ShopperSession } from "~/session.server";

const ORDERING_STORE_COOKIE = "f.ordering_store";

interface DeploymentFlags {
  /** common.deployment_store_selection.enabled */
  storeSelection: boolean;
  /** registration_page.ask_store_address */
  askStoreAddress: boolean;
}

/**
 * The feature flags that decide store selection and the onboarding wizard (store-wide, cached
 * briefly). When they cannot be read both count as off: the store steps are skipped (spec §8).
 */
export async function deploymentFlags(api: StorefrontApi): Promise<DeploymentFlags> {
  try {
    const { feature } = await cachedPublic("app:features", () => api.configuration.getFeatures());
    return {
      storeSelection: Boolean(feature.common.deployment_store_selection?.enabled),
      askStoreAddress: Boolean(feature.registration_page?.ask_store_address),
    };
  } catch {
    return { storeSelection: false, askStoreAddress: false };
  }
}

/** The deployment's store configuration (all_stores, deployed_stores) and whether it lists any store. */
async function deploymentStores(api: StorefrontApi) {
  const first = await cachedPublic("ordering-stores:first", () =>
    api.configuration.getOrderingStores({ pageNo: 1, pageSize: STORES_PAGE_SIZE }),
  );
  return {
    all_stores: first.all_stores,
    deployed_stores: first.deployed_stores,
    listed: first.items.length > 0,
  };
}

/** A store as the lists show it (only what they render travels to the browser). */
interface StoreView {
  uid: number;
  name: string;
  /** Street, city and pincode on one line. */
  address: string;
}

const toView = (store: OrderingStore): StoreView => ({
  uid: store.uid,
  name: store.display_name || store.name,
  address: [store.address.address1, store.address.address2, store.address.city, String(store.pincode || "")]
    .filter(Boolean)
    .join(", "),
});

/** The first `pages` pages of 12 stores matching `q` (each page one call, as the wizard's list loads them). */
export async function loadStoreList(api: StorefrontApi, query: StoreListQuery) {
  const pages = await critical(
    Promise.all(
      Array.from({ length: query.pages }, (_, i) =>
        api.configuration.getOrderingStores({
          pageNo: i + 1,
          pageSize: STORES_PAGE_SIZE,
          ...(query.q ? { q: query.q } : {}),
        }),
      ),
    ),
  );
  const seen = new Set<number>();
  const stores = pages
    .flatMap((page) => page.items)
    .filter((store) => !seen.has(store.uid) && seen.add(store.uid))
    .map(toView);
  return { stores, hasNext: Boolean(pages.at(-1)?.page.has_next) };
}

/** The shopper's current store (null when none is remembered or the service no longer offers it). */
export async function currentStore(api: StorefrontApi, session: ShopperSession): Promise<StoreView | null> {
  const remembered = session.get("orderingStore");
  if (!remembered) return null;
  try {
    return toView(await api.configuration.getStoreDetailById({ storeId: remembered.uid }));
  } catch {
    return null;
  }
}

/**
 * Chooses store `uid`: the service checks it is an ordering store and signs the choice, which the
 * session keeps (the caller commits it). False when the service refuses the store.
 */
export async function chooseStore(
  request: Request,
  context: AppLoadContext,
  session: ShopperSession,
  uid: number,
): Promise<boolean> {
  let signed: string | undefined;
  const api = requestScope(request, context).visitorApi({
    onResponse: (response) => (signed = setCookieValue(response, ORDERING_STORE_COOKIE) ?? signed),
  });
  try {
    await api.configuration.getOrderingStoreCookie({ body: { ordering_store: { uid } } });
  } catch (error) {
    if (error instanceof FDKServerResponseError && Number(error.status) < 500) return false;
    throw error;
  }
  if (!signed) return false;
  session.set("orderingStore", { uid, cookie: signed });
  return true;
}

/**
 * The remembered store checked against the deployment (spec §4): a store id in the query (`_ds`) is
 * fetched and remembered first; a remembered store the deployment no longer offers is forgotten.
 * Answers whether a valid store is remembered and whether the session changed.
 */
export async function checkRememberedStore(
  request: Request,
  context: AppLoadContext,
  session: ShopperSession,
): Promise<{ valid: boolean; changed: boolean; listed: boolean }> {
  const api = requestScope(request, context).api;
  let changed = false;
  const ds = new URL(request.url).searchParams.get("_ds");
  if (ds && /^[1-9]\d{0,9}$/.test(ds) && Number(ds) !== session.get("orderingStore")?.uid) {
    changed = await chooseStore(request, context, session, Number(ds));
  }
  const config = await deploymentStores(api);
  const remembered = session.get("orderingStore");
  if (remembered && !isStoreOffered(config, remembered.uid)) {
    session.unset("orderingStore");
    return { valid: false, changed: true, listed: config.listed };
  }
  return { valid: Boolean(remembered), changed, listed: config.listed };
}
