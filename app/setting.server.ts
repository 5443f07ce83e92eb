/**
 * /setting/store/ (spec §2.5): the ordering store, searched and chosen from the deployment's list.
 * It exists only when deployment store selection is on; otherwise it goes where any other
 * /setting/* path goes (/setting/currency/).
 */
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { PRIVATE_HEADERS } from "~/lib/cache-headers";
import { DEFAULT_SETTINGS_PATH } from "~/lib/settings";
import { moreStoresHref, postedStoreUid, storeListQuery } from "~/lib/store-selection";
import { requestScope } from "~/request-scope.server";
import { commitSession } from "~/session.server";
import { chooseStore, currentStore, deploymentFlags, loadStoreList } from "~/store-selection.server";

const PAGE = "/setting/store/";

async function requireStoreSelection(request: Request, context: AppLoadContext) {
  const scope = requestScope(request, context);
  if (!(await deploymentFlags(scope.api)).storeSelection) throw redirect(DEFAULT_SETTINGS_PATH);
  return scope;
}

export async function loadStoreSetting(request: Request, context: AppLoadContext) {
  const scope = await requireStoreSelection(request, context);
  const params = new URL(request.url).searchParams;
  const query = storeListQuery(params);
  const [list, current] = await Promise.all([
    loadStoreList(scope.api, query),
    currentStore(scope.api, await scope.session()),
  ]);
  return data(
    {
      q: query.q,
      stores: list.stores,
      moreHref: moreStoresHref(PAGE, query, list.hasNext),
      current,
      saved: params.has("saved"),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function handleStoreSetting(request: Request, context: AppLoadContext) {
  const scope = await requireStoreSelection(request, context);
  const session = await scope.session();
  const uid = postedStoreUid((await request.formData()).get("store"));
  if (uid === null || !(await chooseStore(request, context, session, uid))) {
    return data({ error: "Choose a store" }, { status: 400, headers: PRIVATE_HEADERS });
  }
  return redirect(`${PAGE}?saved`, { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
}
