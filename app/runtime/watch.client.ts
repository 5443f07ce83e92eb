/**
 * The guard of the theme runtime (decision 36): on every page, after hydration (app/page.client.ts),
 * it imports app/runtime/theme.client.ts — once — only when the page has theme-supplied code: custom
 * HTML scripts or extension sections (`data-theme-code` elements), extension slots or tags on some
 * pages only (the shell's `themeCode`), or the mobile app's web view. It watches the document, so a
 * client-side navigation to a page with such code loads the runtime then; once loaded, the runtime
 * runs after each change of the page (it does each thing once).
 */
import type { ShellThemeCode } from "~/theme-runtime.server";
import type * as ThemeRuntime from "./theme.client";

type Runtime = typeof ThemeRuntime;

let shell: ShellThemeCode = {};
let runtime: Runtime | undefined;
let loading = false;
let observer: MutationObserver | undefined;

interface Bridge {
  ReactNativeWebView?: unknown;
  webkit?: { messageHandlers?: { vitrine?: unknown } };
}

/** The page has something for the runtime to do. */
function wanted(): boolean {
  const bridge = window as Bridge;
  return Boolean(
    shell.themeCode ||
    bridge.ReactNativeWebView ||
    bridge.webkit?.messageHandlers?.vitrine ||
    document.querySelector("[data-theme-code]"),
  );
}

function check() {
  if (runtime) return runtime.runThemeCode(shell);
  if (loading || !wanted()) return;
  loading = true;
  import("./theme.client").then(
    (module) => {
      runtime = module;
      module.runThemeCode(shell);
    },
    (error) => {
      // Offline or a new deployment: the page works without its theme code; a later change tries again.
      loading = false;
      console.warn(error);
    },
  );
}

export function watchThemeCode(next: ShellThemeCode) {
  shell = next;
  check();
  if (observer) return;
  // A navigation changes the page's nodes; React may also reuse an element with a new value.
  observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true, attributeFilter: ["data-theme-code"] });
}
