/**
 * The onboarding wizard (spec §2.6, §4): the steps a shopper must go through before shopping — the
 * deployment store, then, for a signed-in shopper the store asks for one, a store address — shown
 * at /onboarding/. While it is required every page redirects there (root's loader, `onboardingGate`);
 * it cannot be cancelled. With JavaScript the page shows it as a modal dialog; without, it is a page
 * of forms. The steps are fixed when the wizard starts (kept in the session with how far the shopper
 * got), so a finished step can be opened again.
 */
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { COUNTRY_FIELD, addressPayload, type AddressFormCountry } from "~/lib/address-form";
import { PRIVATE_HEADERS } from "~/lib/cache-headers";
import { safeRedirect } from "~/lib/redirect";
import { changeStep, keepSteps, requestedStep, STEP_TITLES, type OnboardingStep } from "~/lib/steps";
import { moreStoresHref, onboardingSteps, postedStoreUid, storeListQuery } from "~/lib/store-selection";
import { intentOf, serviceFailure } from "~/forms.server";
import { loadShopper } from "~/auth/shopper.server";
import {
  loadAddressCountry,
  loadCountryOptions,
  postedValues,
  validateAddressForm,
  type CountryOption,
} from "~/components/AddressForm.server";
import type { AddressFormReply } from "~/components/AddressForm";
import { internationalShipping } from "~/addresses/save.server";
import { requestScope } from "~/request-scope.server";
import type { StorefrontApi } from "~/sdk";
import { commitSession, type OnboardingProgress, type ShopperSession } from "~/session.server";
import {
  checkRememberedStore,
  chooseStore,
  currentStore,
  deploymentFlags,
  loadStoreList,
} from "~/store-selection.server";

const ONBOARDING_PATH = "/onboarding/";

/** Paths the wizard never interrupts: itself, signing in (the address step needs it), the dev mailbox. */
const UNGATED = [/^\/onboarding\/?$/, /^\/auth\//, /^\/_dev\//];

async function hasStoreAddress(api: StorefrontApi): Promise<boolean | null> {
  try {
    return (await api.cart.getAddresses({ tags: "store" })).address.length > 0;
  } catch {
    // spec §8: an address fetch failure in onboarding skips the address step.
    return null;
  }
}

/**
 * The steps this shopper needs now (spec §4), after checking the remembered store (`_ds` first);
 * `changed` says the session was changed and must be committed.
 */
async function requiredSteps(
  request: Request,
  context: AppLoadContext,
  session: ShopperSession,
  signedIn: boolean,
): Promise<{ steps: OnboardingStep[]; changed: boolean }> {
  const scope = requestScope(request, context);
  const flags = await deploymentFlags(scope.api);
  if (!flags.storeSelection && !(flags.askStoreAddress && signedIn)) return { steps: [], changed: false };
  const store = flags.storeSelection
    ? await checkRememberedStore(request, context, session)
    : { valid: false, changed: false, listed: false };
  const askAddress = signedIn && flags.askStoreAddress;
  const steps = onboardingSteps({
    storeSelection: flags.storeSelection,
    storesListed: store.listed,
    validStoreRemembered: store.valid,
    signedIn,
    askStoreAddress: flags.askStoreAddress,
    hasStoreAddress: askAddress ? await hasStoreAddress(await scope.shopperApi()) : false,
  });
  return { steps, changed: store.changed };
}

/**
 * Root's check on every page: while the wizard is required the shopper is redirected to it (with
 * the page to come back to). A `_ds` store id in the query is remembered on the way.
 */
export async function onboardingGate(request: Request, context: AppLoadContext, signedIn: boolean): Promise<void> {
  const url = new URL(request.url);
  if (request.method !== "GET" || UNGATED.some((path) => path.test(url.pathname))) return;
  const session = await requestScope(request, context).session();
  if (!session.get("onboarding")) {
    const { steps, changed } = await requiredSteps(request, context, session, signedIn);
    if (steps.length === 0) {
      if (!changed) return;
      // A `_ds` store was remembered (or a stale one forgotten): store it, and drop `_ds` from the URL.
      url.searchParams.delete("_ds");
      throw redirect(url.pathname + url.search, { headers: { "Set-Cookie": await commitSession(session) } });
    }
    url.searchParams.delete("_ds");
    session.set("onboarding", { steps, reached: 0, redirectTo: safeRedirect(url.pathname + url.search) });
  }
  const back = session.get("onboarding")!.redirectTo;
  const target = back === "/" ? ONBOARDING_PATH : `${ONBOARDING_PATH}?${new URLSearchParams({ redirectTo: back })}`;
  throw redirect(target, { headers: { "Set-Cookie": await commitSession(session) } });
}

/** The wizard as the session holds it, started here when a shopper opens the page directly. */
async function progressOf(request: Request, context: AppLoadContext, session: ShopperSession, signedIn: boolean) {
  const started = session.get("onboarding");
  if (started) {
    // A step the store no longer asks for (a flag turned off meanwhile) is dropped, and so is the
    // address step for a shopper who signed out.
    const flags = await deploymentFlags(requestScope(request, context).api);
    return {
      ...started,
      ...keepSteps(started, (s) => (s === "store" ? flags.storeSelection : signedIn && flags.askStoreAddress)),
    };
  }
  const { steps } = await requiredSteps(request, context, session, signedIn);
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  return { steps, reached: 0, redirectTo } satisfies OnboardingProgress;
}

interface StoreStepData {
  kind: "store";
  q: string;
  stores: { uid: number; name: string; address: string }[];
  moreHref: string | null;
  current: { uid: number; name: string } | null;
}

interface AddressStepData {
  kind: "address";
  countries: CountryOption[];
  country: AddressFormCountry;
  internationalShipping: boolean;
}

async function stepData(
  request: Request,
  context: AppLoadContext,
  step: OnboardingStep,
  index: number,
): Promise<StoreStepData | AddressStepData> {
  const scope = requestScope(request, context);
  const params = new URL(request.url).searchParams;
  if (step === "store") {
    const query = storeListQuery(params);
    const [list, current] = await Promise.all([
      loadStoreList(scope.api, query),
      currentStore(scope.api, await scope.session()),
    ]);
    return {
      kind: "store",
      q: query.q,
      stores: list.stores,
      moreHref: moreStoresHref("/onboarding/", query, list.hasNext, { step: String(index + 1) }),
      current: current ? { uid: current.uid, name: current.name } : null,
    };
  }
  const api = await scope.shopperApi();
  const [countries, country, international] = await Promise.all([
    loadCountryOptions(api),
    loadAddressCountry(api, params.get("country")),
    internationalShipping(api),
  ]);
  return { kind: "address", countries, country, internationalShipping: international };
}

export async function loadOnboarding(request: Request, context: AppLoadContext) {
  const { session, user } = await loadShopper(request, context);
  const progress = await progressOf(request, context, session, user !== null);
  if (progress.steps.length === 0 || progress.reached >= progress.steps.length) {
    session.unset("onboarding");
    throw redirect(progress.redirectTo, { headers: { "Set-Cookie": await commitSession(session) } });
  }
  session.set("onboarding", progress);
  const index = requestedStep(new URL(request.url).searchParams.get("step"), progress.reached, progress.steps.length);
  const step = progress.steps[index];
  return data(
    {
      steps: progress.steps.map((s) => STEP_TITLES[s]),
      index,
      reached: progress.reached,
      step: await stepData(request, context, step, index),
    },
    { headers: { ...PRIVATE_HEADERS, "Set-Cookie": await commitSession(session) } },
  );
}

interface OnboardingActionResult extends Partial<AddressFormReply> {
  intent: string;
  formError: string | null;
}

const failure = (status: number, result: OnboardingActionResult) => data(result, { status, headers: PRIVATE_HEADERS });

/** Saves the posted address tagged 'store' (the shared address form); the form's reply when it is refused. */
async function saveStoreAddress(api: StorefrontApi, formData: FormData) {
  const options = { isNew: true, internationalShipping: await internationalShipping(api) };
  const { country, submission } = await validateAddressForm(api, formData, options);
  const values = postedValues(formData);
  if (submission.status !== "success") {
    return { status: 400, formError: null, country, values, lastResult: submission.reply() };
  }
  try {
    await api.cart.addAddress({ body: addressPayload(country, submission.value, { tags: ["store"] }) });
    return null;
  } catch (error) {
    const failed = serviceFailure(error);
    return {
      status: failed.status,
      formError: failed.message || "No address data",
      country,
      values,
      lastResult: submission.reply({ fieldErrors: failed.errors }),
    };
  }
}

/** A step's form: the store chosen, or the store address saved; then the next step, or done. */
export async function handleOnboardingAction(request: Request, context: AppLoadContext) {
  const scope = requestScope(request, context);
  const { session, user } = await loadShopper(request, context);
  const progress = await progressOf(request, context, session, user !== null);
  const formData = await request.formData();
  const intent = intentOf(formData);
  const index = progress.steps.indexOf(intent === "store" ? "store" : "address");
  if (index < 0 || index > progress.reached) return failure(400, { intent, formError: "This step is not open" });

  if (intent === "reload") {
    const posted = formData.get(COUNTRY_FIELD);
    const country = await loadAddressCountry(await scope.shopperApi(), typeof posted === "string" ? posted : null);
    const values = { ...postedValues(formData), state_code: "" };
    return data<OnboardingActionResult>(
      { intent, formError: null, country, values, lastResult: null },
      { headers: PRIVATE_HEADERS },
    );
  }
  if (intent !== "store" && intent !== "save") return failure(400, { intent, formError: "Unknown action" });

  let refused: OnboardingActionResult & { status: number } = { status: 400, intent, formError: null };
  const change = await changeStep(
    { index, reached: progress.reached, count: progress.steps.length },
    index + 1,
    async () => {
      if (intent === "store") {
        const uid = postedStoreUid(formData.get("store"));
        if (uid !== null && (await chooseStore(request, context, session, uid))) return true;
        refused = { status: 400, intent, formError: "Choose a store" };
        return false;
      }
      const reply = await saveStoreAddress(await scope.shopperApi(), formData);
      if (!reply) return true;
      refused = { ...reply, intent };
      return false;
    },
  );
  if (change.kind === "blocked") {
    const { status, ...result } = refused;
    return failure(status, result);
  }
  if (change.kind === "completed") {
    session.unset("onboarding");
    return redirect(progress.redirectTo, { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
  }
  session.set("onboarding", { ...progress, reached: change.reached });
  const next = `${ONBOARDING_PATH}?${new URLSearchParams({ step: String(change.index + 1) })}`;
  return redirect(next, { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
}

/** The address form as the server renders it in its island (components/AddressFormIsland). */
export { AddressForm } from "~/components/AddressForm";
