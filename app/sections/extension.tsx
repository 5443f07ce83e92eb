import { useEffect, useRef } from "react";
import type { ExtensionView } from "~/lib/extensions";
import type { SectionDefinition } from "./types";

/**
 * An extension's element (a page section or a header/footer slot): empty in the server's HTML, filled
 * by the extension's script after hydration (app/runtime/extensions.client.ts, loaded only here); on
 * a failure it stays empty and hidden. It is mounted again when its view changes (a navigation).
 */
export function ExtensionMount({ view }: { view: ExtensionView }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let cleanup: (() => void) | undefined;
    let gone = false;
    void import("~/runtime/extensions.client")
      .then((m) => m.mountExtension(element, view))
      .then((done) => (gone ? done?.() : (cleanup = done)));
    return () => {
      gone = true;
      cleanup?.();
      element.replaceChildren();
      delete element.dataset.extensionState;
    };
  }, [view]);
  return <div ref={ref} className="extension" data-extension={view.name} />;
}

const extension: SectionDefinition<ExtensionView> = {
  Component: ({ view }) => <ExtensionMount view={view} />,
};
export default extension;
