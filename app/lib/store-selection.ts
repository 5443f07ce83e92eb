/**
 * Choosing the store to order from (spec §3 store, §4 onboarding wizard): whether a remembered
 * store is still offered, which onboarding steps a shopper needs, and the store list's query.
 * Pure: the server modules do the calls.
 */
import type { OnboardingStep } from "~/lib/steps";

/** Ordering stores are listed 12 a page; the service answers at most 500 (spec §9). */
export const STORES_PAGE_SIZE = 12;
const STORES_LIMIT = 500;
/** Pages a "Load more" list can grow to (12 × 41 = 492 ≤ 500). */
const MAX_STORE_PAGES = Math.floor(STORES_LIMIT / STORES_PAGE_SIZE);
const MAX_QUERY_LENGTH = 200;

/** The deployment's store configuration, as the store list answers it. */
interface DeploymentStores {
  all_stores: boolean;
  deployed_stores: number[];
}

/**
 * Whether a remembered store is still valid: any store when the deployment takes all stores, else
 * only one of its deployed stores.
 */
export function isStoreOffered(config: DeploymentStores, uid: number): boolean {
  return config.all_stores || config.deployed_stores.includes(uid);
}

export interface StoreListQuery {
  /** The search text (trimmed, at most 200 characters); "" lists every store. */
  q: string;
  /** How many pages of 12 the list shows (the "Load more" link adds one). */
  pages: number;
}

/** The store list's query from the URL (`q`, `pages`); anything out of range falls back. */
export function storeListQuery(params: URLSearchParams): StoreListQuery {
  const q = (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const raw = params.get("pages") ?? "";
  const pages = /^\d{1,3}$/.test(raw) ? Math.min(Math.max(Number(raw), 1), MAX_STORE_PAGES) : 1;
  return { q, pages };
}

/** The list's URL with one more page, or null when every store shows or the limit is reached. */
export function moreStoresHref(path: string, query: StoreListQuery, hasNext: boolean, extra = {}): string | null {
  if (!hasNext || query.pages >= MAX_STORE_PAGES) return null;
  const params = new URLSearchParams({ ...extra, ...(query.q ? { q: query.q } : {}), pages: String(query.pages + 1) });
  return `${path}?${params}`;
}

/** A posted store uid (a positive whole number), or null. */
export function postedStoreUid(value: FormDataEntryValue | null): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value.trim())) return null;
  const uid = Number(value.trim());
  return uid <= 2_147_483_647 ? uid : null;
}

export interface OnboardingFacts {
  /** common.deployment_store_selection.enabled */
  storeSelection: boolean;
  /** The deployment lists at least one store. */
  storesListed: boolean;
  /** A remembered store that is still offered (isStoreOffered). */
  validStoreRemembered: boolean;
  signedIn: boolean;
  /** registration_page.ask_store_address */
  askStoreAddress: boolean;
  /** The shopper has an address tagged 'store' (null: the lookup failed, so the step is skipped). */
  hasStoreAddress: boolean | null;
}

/** The steps a shopper must go through (spec §4 onboarding wizard); none means no wizard. */
export function onboardingSteps(facts: OnboardingFacts): OnboardingStep[] {
  const steps: OnboardingStep[] = [];
  if (facts.storeSelection && facts.storesListed && !facts.validStoreRemembered) steps.push("store");
  if (facts.signedIn && facts.askStoreAddress && facts.hasStoreAddress === false) steps.push("address");
  return steps;
}
