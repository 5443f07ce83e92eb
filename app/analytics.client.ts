/**
 * The browser's analytics (spec part 1 §7): loaded after hydration by root (a chunk of its own, off
 * every page's first load). Each event — implied by a page's address (pageEvents), carried by the
 * events cookie of a form post (app/analytics.server.ts), or a picked search suggestion — is
 * emitted on the page-level emitter `window.vitrineAnalytics`, pushed to the tag manager's data
 * layer (looked for every 300 ms, 5 times at most), and sent to the store's click analytics in
 * batches with `navigator.sendBeacon`. Where the store asks for consent (ANALYTICS_CONSENT=required)
 * nothing happens before the shopper agrees: no tag manager, no data layer, no beacon.
 */
import {
  ANALYTICS_CHANNEL,
  DATA_LAYER_MAX_POLLS,
  DATA_LAYER_POLL_MS,
  decodeEvents,
  EVENTS_COOKIE,
  pageEvents,
  searchPosition,
  SUGGESTION_PICKED,
  type AnalyticsEvent,
  type AnalyticsSettings,
} from "~/lib/analytics";

type Listener = (event: AnalyticsEvent) => void;

interface AnalyticsEmitter {
  /** Listens to one event name, or to every event with "*". */
  on(name: string, listener: Listener): void;
  off(name: string, listener: Listener): void;
  /** The events emitted on this page so far. */
  readonly events: AnalyticsEvent[];
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    vitrineAnalytics?: AnalyticsEmitter;
  }
}

const CONSENT_KEY = "vt_analytics_consent";
/** Where the browser's batches go: the storefront forwards them to the service (routes/api.analytics). */
const BEACON_URL = "/api/analytics";
const BATCH_SIZE = 10;
const BATCH_DELAY_MS = 5_000;
const COOKIE_CHECK_MS = 1_000;

let settings: AnalyticsSettings | null = null;
let previous: URL | null = null;
/** The words of a suggestion just picked: the listing it opens is not counted as a search again. */
let pickedTerm: string | null = null;
const listeners = new Map<string, Set<Listener>>();
const emitted: AnalyticsEvent[] = [];
const waitingForDataLayer: AnalyticsEvent[] = [];
let polls = 0;
let pollTimer: ReturnType<typeof setInterval> | undefined;
let batch: AnalyticsEvent[] = [];
let batchTimer: ReturnType<typeof setTimeout> | undefined;

function storedConsent(): "granted" | "denied" | null {
  try {
    const value = localStorage.getItem(CONSENT_KEY);
    return value === "granted" || value === "denied" ? value : null;
  } catch {
    return null;
  }
}

const allowed = () => settings !== null && (!settings.consentRequired || storedConsent() === "granted");

function pushToDataLayer(event: AnalyticsEvent) {
  if (window.dataLayer) {
    window.dataLayer.push({ ...event });
    return;
  }
  if (polls > DATA_LAYER_MAX_POLLS) return;
  waitingForDataLayer.push(event);
  pollTimer ??= setInterval(() => {
    polls += 1;
    if (window.dataLayer) {
      for (const waiting of waitingForDataLayer.splice(0)) window.dataLayer.push({ ...waiting });
    }
    if (window.dataLayer || polls > DATA_LAYER_MAX_POLLS) {
      clearInterval(pollTimer);
      waitingForDataLayer.length = 0;
    }
  }, DATA_LAYER_POLL_MS);
}

function sendBatch() {
  clearTimeout(batchTimer);
  batchTimer = undefined;
  if (batch.length === 0) return;
  const body = JSON.stringify({
    batch_id: crypto.randomUUID(),
    events: batch.map((event) => ({
      event_name: event.event,
      event_timestamp: new Date().toISOString(),
      page_url: location.pathname + location.search,
      properties: event,
    })),
  });
  batch = [];
  const blob = new Blob([body], { type: "application/json" });
  if (!navigator.sendBeacon?.(BEACON_URL, blob)) {
    void fetch(BEACON_URL, { method: "POST", body, headers: { "Content-Type": "application/json" }, keepalive: true });
  }
}

function emit(event: AnalyticsEvent) {
  if (!allowed()) return;
  const full: AnalyticsEvent = { ...event, channel: ANALYTICS_CHANNEL };
  emitted.push(full);
  for (const name of [full.event, "*"]) listeners.get(name)?.forEach((listener) => listener(full));
  pushToDataLayer(full);
  batch.push(full);
  if (batch.length >= BATCH_SIZE) sendBatch();
  else batchTimer ??= setTimeout(sendBatch, BATCH_DELAY_MS);
}

/** The events a form post left in the cookie, emitted once (the cookie is cleared). */
function drainCookie() {
  const entry = document.cookie.split("; ").find((part) => part.startsWith(`${EVENTS_COOKIE}=`));
  if (!entry) return;
  document.cookie = `${EVENTS_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  let value = "";
  try {
    value = decodeURIComponent(entry.slice(EVENTS_COOKIE.length + 1));
  } catch {
    return;
  }
  decodeEvents(value).forEach(emit);
}

function loadTagManager(id: string) {
  if (document.querySelector(`script[data-gtm="${id}"]`)) return;
  window.dataLayer ??= [];
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  script.dataset.gtm = id;
  document.head.append(script);
}

/** The store asks first: a banner with the two choices, remembered in this browser. */
function askConsent(onGranted: () => void) {
  if (document.getElementById("analytics-consent")) return;
  const banner = document.createElement("section");
  banner.id = "analytics-consent";
  banner.className = "consent-banner";
  banner.setAttribute("aria-label", "Analytics consent");
  const text = document.createElement("p");
  text.textContent = "We use analytics to understand how our store is used. Do you agree?";
  banner.append(text);
  for (const [label, choice] of [
    ["Accept", "granted"],
    ["Decline", "denied"],
  ] as const) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = choice === "granted" ? "button" : "button button--secondary";
    button.textContent = label;
    button.addEventListener("click", () => {
      try {
        localStorage.setItem(CONSENT_KEY, choice);
      } catch {
        // Private mode without storage: the choice holds for this page only.
      }
      banner.remove();
      if (choice === "granted") onGranted();
    });
    banner.append(button);
  }
  document.body.append(banner);
}

/** A picked search suggestion: a search from the suggestion list, at its position. */
function onSuggestion(event: Event) {
  const { term, index } = (event as CustomEvent<{ term: string; index: number }>).detail;
  // The listing it may lead to is this search, not another one.
  pickedTerm = term;
  emit({ event: "search", source: "suggestion", search_term: term, position: searchPosition(index) });
}

function start(next: AnalyticsSettings) {
  settings = next;
  const emitter: AnalyticsEmitter = {
    on(name, listener) {
      if (!listeners.has(name)) listeners.set(name, new Set());
      listeners.get(name)!.add(listener);
    },
    off(name, listener) {
      listeners.get(name)?.delete(listener);
    },
    events: emitted,
  };
  window.vitrineAnalytics = emitter;
  const begin = () => {
    if (next.gtmId) loadTagManager(next.gtmId);
  };
  if (!next.consentRequired || storedConsent() === "granted") begin();
  else if (storedConsent() === null) askConsent(begin);
  window.addEventListener(SUGGESTION_PICKED, onSuggestion);
  setInterval(() => {
    if (document.visibilityState === "visible") drainCookie();
  }, COOKIE_CHECK_MS);
  const flushWhenHidden = () => {
    if (document.visibilityState === "hidden") sendBatch();
  };
  document.addEventListener("visibilitychange", flushWhenHidden);
  window.addEventListener("pagehide", sendBatch);
}

/**
 * Called by root after hydration and whenever its data is loaded again (after a form post): starts
 * once, follows client-side navigations from then on, and emits what a form post left in the cookie.
 */
export function startAnalytics(next: AnalyticsSettings) {
  if (!settings) {
    start(next);
    onPage();
    // The router moves through history: each new address is a page.
    for (const method of ["pushState", "replaceState"] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History["pushState"]>) => {
        original(...args);
        queueMicrotask(onPage);
      };
    }
    window.addEventListener("popstate", onPage);
  }
  drainCookie();
}

/** The page now shown, if it is a new one. */
function onPage() {
  const url = new URL(location.href);
  if (previous && previous.href === url.href) return;
  pageEvents(previous, url)
    .filter((event) => !(event.event === "search" && event.search_term === pickedTerm))
    .forEach(emit);
  pickedTerm = null;
  previous = url;
  drainCookie();
}
