/**
 * Mounts extension sections in the browser (spec §4; the contract is decision 36): each binding's
 * stylesheet is linked and its script fetched without credentials and evaluated once (bindings are
 * deduplicated by assets plus source); the script registers `window.__vitrineExtensions[name]`, which
 * is called with the section's element and props. A failure is logged and that section skipped.
 */
import { bindingKey, type ExtensionView } from "~/lib/extensions";
import { runInline } from "./scripts.client";

type Mount = (element: HTMLElement, props: Record<string, unknown>) => void | (() => void);

declare global {
  interface Window {
    __vitrineExtensions?: Record<string, Mount | undefined>;
  }
}

const bindings = new Map<string, Promise<void>>();

async function evaluate(view: ExtensionView): Promise<void> {
  if (view.css) {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = view.css;
    document.head.append(link);
  }
  const response = await fetch(view.js, { credentials: "omit" });
  if (!response.ok) throw new Error(`${view.js} answered ${response.status}`);
  const code = await response.text();
  window.__vitrineExtensions ??= {};
  if (!runInline(document.head, code, `[extensions] ${view.js}`)) throw new Error(`${view.js} threw`);
}

function loadBinding(view: ExtensionView): Promise<void> {
  const key = bindingKey(view);
  let loading = bindings.get(key);
  if (!loading) {
    loading = evaluate(view);
    bindings.set(key, loading);
  }
  return loading;
}

/** Mounts one extension on its element; answers the extension's clean-up, if it gave one. */
export async function mountExtension(element: HTMLElement, view: ExtensionView): Promise<(() => void) | undefined> {
  try {
    await loadBinding(view);
    const mount = window.__vitrineExtensions?.[view.name];
    if (typeof mount !== "function") throw new Error(`its script registered no "${view.name}"`);
    const cleanup = mount(element, structuredClone(view.props));
    element.dataset.extensionState = "mounted";
    return typeof cleanup === "function" ? cleanup : undefined;
  } catch (error) {
    console.error(`[extensions] ${view.name} skipped:`, error instanceof Error ? error.message : error);
    element.replaceChildren();
    element.hidden = true;
    element.dataset.extensionState = "failed";
    return undefined;
  }
}
