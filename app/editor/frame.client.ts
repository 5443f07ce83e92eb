/**
 * The storefront's side of the editor preview protocol (app/lib/editor-protocol.ts, decision 32),
 * loaded by the root only when the page is opened in edit or preview mode (`?isEdit=true`,
 * `isPreview`, `sectionPreviewHash`): never part of a shopper's page. It takes window messages from
 * the configured editor origins and this origin only, and tells the parent window each page it shows.
 */
import { EDITOR_PROTOCOL, editModeUrl, frameMessage, readEditorMessage } from "~/lib/editor-protocol";
import type { EditorMessage } from "~/lib/editor-protocol";
import { pageOfPath } from "~/lib/page-of-path";

/** What the Remix browser router offers (window.__remixRouter): enough to follow and make navigations. */
interface BrowserRouter {
  state: { location: { pathname: string; search: string } };
  subscribe(listener: (state: BrowserRouter["state"]) => void): () => void;
  navigate(to: string, options: { replace: boolean; preventScrollReset: boolean }): Promise<void>;
}

const COLOUR_VARIABLES = {
  primary_color: "--color-primary",
  secondary_color: "--color-secondary",
  accent_color: "--color-accent",
  link_color: "--color-link",
  button_secondary_color: "--color-button-secondary",
  bg_color: "--color-bg",
} as const;

/** Edit mode's own look: sections at most 50vh while one is dragged (their full height back after), the marks. */
const EDIT_STYLES = `
html[data-editor-dragging] #main [data-section] { max-height: 50vh; overflow: hidden; }
#main [data-editor-drop-target] { box-shadow: inset 0 4px 0 var(--color-primary, #7043f7); }
#main [data-editor-selected] { outline: 3px solid var(--color-primary, #7043f7); outline-offset: -3px; }
`;

const sections = () => [...document.querySelectorAll<HTMLElement>("#main [data-section]")];

/** The section the editor selected last (its place on the page), kept marked when the page re-renders. */
let selectedIndex: number | null = null;

function markOnly(attribute: string, target: HTMLElement | undefined) {
  for (const element of document.querySelectorAll(`[${attribute}]`)) element.removeAttribute(attribute);
  target?.setAttribute(attribute, "");
}

/** An extension section's stylesheet and script, each once, fetched without credentials. */
function loadAssets(assets: { js?: string; css?: string } | undefined): Promise<unknown> {
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
  const load = (selector: string, make: () => HTMLLinkElement | HTMLScriptElement) =>
    document.querySelector(selector)
      ? Promise.resolve()
      : new Promise((resolve, reject) => {
          const element = make();
          element.crossOrigin = "anonymous";
          element.addEventListener("load", resolve);
          element.addEventListener("error", () => reject(new Error(`could not load ${selector}`)));
          document.head.append(element);
        });
  return Promise.all([
    assets?.css
      ? load(`link[href="${CSS.escape(assets.css)}"]`, () =>
          Object.assign(document.createElement("link"), { rel: "stylesheet", href: assets.css }),
        )
      : null,
    assets?.js
      ? load(`script[src="${CSS.escape(assets.js)}"]`, () =>
          Object.assign(document.createElement("script"), { src: assets.js, nonce, async: false }),
        )
      : null,
  ]);
}

function apply(message: EditorMessage, router: BrowserRouter | undefined) {
  switch (message.type) {
    case "drag-start":
      document.documentElement.dataset.editorDragging = "";
      return;
    case "dragging":
      markOnly("data-editor-drop-target", sections()[message.index]);
      return;
    case "drag-end":
      delete document.documentElement.dataset.editorDragging;
      markOnly("data-editor-drop-target", undefined);
      return;
    case "select": {
      selectedIndex = message.index;
      const target = sections()[message.index];
      markOnly("data-editor-selected", target);
      target?.scrollIntoView({ block: "start" });
      return;
    }
    case "add":
      // The section itself arrives with the next update (its draft); its assets must be there first.
      loadAssets(message.assets).catch((error: unknown) => console.error("[editor] section assets:", error));
      return;
    case "update": {
      const { pathname, search } = router?.state.location ?? window.location;
      const to = editModeUrl(pathname + search, message.sectionPreviewHash);
      if (router) void router.navigate(to, { replace: true, preventScrollReset: true });
      else window.location.replace(to);
      return;
    }
    case "font":
      document.body.style.setProperty("--font-body", `"${message.family}", sans-serif`);
      return;
    case "section-config":
      for (const [name, value] of Object.entries(message.colors)) {
        if (value) document.body.style.setProperty(COLOUR_VARIABLES[name as keyof typeof COLOUR_VARIABLES], value);
      }
      return;
    case "viewport":
      document.documentElement.dataset.editorViewport = message.viewport;
      return;
  }
}

/** Starts answering the editor; returns the function that stops it. */
export function startEditorFrame(origins: readonly string[]): () => void {
  const router = (window as { __remixRouter?: BrowserRouter }).__remixRouter;
  const onMessage = (event: MessageEvent) => {
    const message = readEditorMessage(event, origins, window.location.origin);
    if (message) apply(message, router);
  };
  window.addEventListener("message", onMessage);
  document.documentElement.dataset.editorFrame = EDITOR_PROTOCOL;
  const style = Object.assign(document.createElement("style"), { textContent: EDIT_STYLES });
  document.head.append(style);

  // The page shown, told to the parent (only a trusted origin receives it: postMessage drops the rest).
  let told = "";
  const tell = (pathname: string) => {
    if (window.parent === window || pathname === told) return;
    told = pathname;
    const page = pageOfPath(pathname);
    const message = frameMessage({ type: "navigated", path: pathname, pageType: page.type, slug: page.slug });
    for (const origin of new Set([window.location.origin, ...origins])) window.parent.postMessage(message, origin);
  };
  tell(window.location.pathname);
  const unsubscribe = router?.subscribe((state) => tell(state.location.pathname));
  // A draft's page (update) renders its sections anew: the selected one gets its mark back.
  const keepSelection = new MutationObserver(() => {
    const target = selectedIndex === null ? undefined : sections()[selectedIndex];
    if (target && !target.hasAttribute("data-editor-selected")) markOnly("data-editor-selected", target);
  });
  keepSelection.observe(document.body, { childList: true, subtree: true });
  return () => {
    window.removeEventListener("message", onMessage);
    keepSelection.disconnect();
    unsubscribe?.();
    style.remove();
    delete document.documentElement.dataset.editorFrame;
  };
}
