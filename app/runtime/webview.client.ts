/**
 * Inside the mobile app's web view, link clicks become open-action messages to the app instead of
 * navigations (spec §1; decision 36). Part of the theme runtime, which loads when the page finds the app's bridge.
 */
import { isPlainClick, openActionMessage, type OpenActionMessage } from "~/lib/webview";

interface Bridge {
  ReactNativeWebView?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: { vitrine?: { postMessage(message: unknown): void } } };
}

/** Posts to the app: react-native-webview takes a string, a WKWebView message handler an object. */
function post(message: OpenActionMessage): boolean {
  const bridge = window as unknown as Bridge;
  if (bridge.ReactNativeWebView) bridge.ReactNativeWebView.postMessage(JSON.stringify(message));
  else if (bridge.webkit?.messageHandlers?.vitrine) bridge.webkit.messageHandlers.vitrine.postMessage(message);
  else return false;
  return true;
}

let started = false;

/** Inside the app's web view (its bridge is there), once per document; elsewhere nothing. */
export function startWebView(): void {
  const bridge = window as unknown as Bridge;
  if (started || !(bridge.ReactNativeWebView || bridge.webkit?.messageHandlers?.vitrine)) return;
  started = true;
  // Says the page speaks to the app (styles or tests may look for it).
  document.documentElement.dataset.webview = "app";
  // Capture on window: before React's own listener (Remix's <Link>), which skips prevented clicks.
  window.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(target instanceof HTMLAnchorElement)) return;
      const { button, defaultPrevented, metaKey, ctrlKey, shiftKey, altKey } = event;
      const download = target.hasAttribute("download");
      if (!isPlainClick({ button, defaultPrevented, metaKey, ctrlKey, shiftKey, altKey, download })) return;
      const message = openActionMessage(target.href, window.location.href);
      if (message && post(message)) event.preventDefault();
    },
    { capture: true },
  );
}
