/**
 * The theme runtime (decision 36): everything the browser does with theme-supplied code, in one
 * chunk that watch.client.ts imports only when a page has some, then runs after each change of the
 * page (each thing is done once):
 * - the mobile app's web view: link clicks become open-action messages (once per document);
 * - injected tags follow the navigation (the server rendered the first page's);
 * - the theme's extension slots are placed around the header and the footer;
 * - each `data-theme-code` element is done once per value: a custom HTML section's scripts run in
 *   order, an extension is mounted (and its clean-up called when the element goes or changes).
 */
import type { ExtensionSlot, ExtensionSlots } from "~/lib/extensions";
import type { ThemeCodeMark } from "~/lib/theme-code";
import { themeCodeMark } from "~/lib/theme-code";
import type { ShellThemeCode } from "~/theme-runtime.server";
import { mountExtension } from "./extensions.client";
import { runScripts } from "./scripts.client";
import { followTags } from "./tags.client";
import { startWebView } from "./webview.client";

/** Where each slot goes (spec §2.5): next to the header's and the footer's elements. */
const SLOT_PLACES: Record<ExtensionSlot, [string, InsertPosition]> = {
  header_top: [".site-header", "beforebegin"],
  header_bottom: [".site-header", "afterend"],
  footer_top: ["#site-footer", "beforebegin"],
  footer_bottom: ["#site-footer", "afterend"],
};

/**
 * The slots as named regions next to the header and the footer (outside their landmarks), each with
 * an element per extension; gone on pages without them (a bare page). Empty without JavaScript, they
 * are not in the server's HTML: the runtime adds them.
 */
function placeSlots(slots: ExtensionSlots) {
  for (const [slot, [selector, where]] of Object.entries(SLOT_PLACES) as [ExtensionSlot, [string, InsertPosition]][]) {
    const anchor = document.querySelector(selector);
    const placed = document.querySelector(`.extension-slot--${slot}`);
    if (placed && !anchor) placed.remove();
    const views = slots[slot];
    if (placed || !anchor || !views?.length) continue;
    const region = document.createElement("section");
    region.className = `extension-slot extension-slot--${slot}`;
    region.setAttribute("aria-label", slot.replace("_", " "));
    for (const view of views) {
      const element = document.createElement("div");
      element.className = "extension";
      element.dataset.extension = view.name;
      element.dataset.themeCode = themeCodeMark({ extension: view });
      region.append(element);
    }
    anchor.insertAdjacentElement(where, region);
  }
}

interface Done {
  mark: string;
  cleanup?: () => void;
}

/** The elements done, with the mark they were done for and an extension's clean-up. */
const done = new Map<HTMLElement, Done>();

function undo(element: HTMLElement, entry: Done) {
  entry.cleanup?.();
  entry.cleanup = undefined;
  if ("extension" in (JSON.parse(entry.mark) as ThemeCodeMark)) {
    element.replaceChildren();
    element.hidden = false;
    delete element.dataset.extensionState;
  }
}

function runMarks() {
  for (const [element, entry] of done) {
    if (element.isConnected) continue;
    undo(element, entry);
    done.delete(element);
  }
  for (const element of document.querySelectorAll<HTMLElement>("[data-theme-code]")) {
    const mark = element.dataset.themeCode ?? "";
    const previous = done.get(element);
    if (previous?.mark === mark) continue;
    if (previous) undo(element, previous);
    const entry: Done = { mark };
    done.set(element, entry);
    let value: ThemeCodeMark;
    try {
      value = JSON.parse(mark) as ThemeCodeMark;
    } catch {
      continue;
    }
    if ("scripts" in value) void runScripts(element, value.scripts, "[raw-html]");
    else
      void mountExtension(element, value.extension).then((cleanup) => {
        // Gone or changed meanwhile: clean up at once.
        if (done.get(element) === entry) entry.cleanup = cleanup;
        else cleanup?.();
      });
  }
}

/** The path whose tags are on the page. */
let tagsPath: string | undefined;

/** The page's theme code: after hydration, then after each change of the page (watch.client.ts). */
export function runThemeCode(shell: ShellThemeCode) {
  startWebView();
  if (shell.tags && window.location.pathname !== tagsPath) {
    tagsPath = window.location.pathname;
    void followTags(shell.tags, tagsPath);
  }
  if (shell.extensions) placeSlots(shell.extensions);
  runMarks();
}
