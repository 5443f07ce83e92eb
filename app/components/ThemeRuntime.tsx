/**
 * The shell's part of theme-supplied code (decision 0901), kept small: it is in every page's shell.
 * Injected tags render in the server's HTML (stylesheets work without JavaScript; scripts carry the
 * nonce); the code that runs tags after a client-side navigation, mounts extensions or speaks to the
 * mobile app's web view loads with `import()` only when a page needs it.
 */
import { useEffect, useState } from "react";
import type { PageTags, TagPosition } from "~/lib/injected-tags";
import type { ExtensionSlot, ExtensionSlots } from "~/lib/extensions";
import { ExtensionMount } from "~/sections/extension";
import { useNonce } from "./nonce";

const jsOnly = (tags: PageTags | undefined): PageTags | undefined =>
  tags && {
    head: tags.head.filter((t) => t.type === "js"),
    "body-top": tags["body-top"].filter((t) => t.type === "js"),
    "body-bottom": tags["body-bottom"].filter((t) => t.type === "js"),
  };

/**
 * One position's tags. Stylesheets follow the page; scripts stay those of the document's first page
 * (the server's, which ran): React would add later ones inert, so the runtime adds those itself.
 */
export function InjectedTags({ tags, first, at }: { tags?: PageTags; first?: PageTags; at: TagPosition }) {
  const nonce = useNonce();
  const list = [...(tags?.[at] ?? []).filter((t) => t.type === "css"), ...(first?.[at] ?? [])];
  return list.map(({ id, type, url, content, attributes }) => {
    const props = { nonce, ...attributes };
    if (type === "css") {
      return url ? (
        <link key={id} {...props} rel="stylesheet" href={url} />
      ) : (
        <style key={id} {...props} dangerouslySetInnerHTML={{ __html: content ?? "" }} />
      );
    }
    return url ? (
      <script key={id} {...props} src={url} />
    ) : (
      <script key={id} {...props} dangerouslySetInnerHTML={{ __html: content ?? "" }} />
    );
  });
}

/** The first page's script tags, for InjectedTags; runs a later page's scripts and the web view's link handling. */
export function useThemeRuntime(tags: PageTags | undefined): PageTags | undefined {
  const [first] = useState(() => jsOnly(tags));
  useEffect(() => {
    const fresh = jsOnly(tags);
    const known = new Set(Object.values(first ?? {}).flatMap((list) => list.map((t) => t.id)));
    if (fresh && Object.values(fresh).some((list) => list.some((t) => !known.has(t.id))))
      void import("~/runtime/tags.client").then((m) => m.injectScriptTags(fresh));
  }, [tags, first]);
  useEffect(() => {
    if ("ReactNativeWebView" in window || "webkit" in window)
      void import("~/runtime/webview.client").then((m) => m.startWebView());
  }, []);
  return first;
}

/** An extension slot's entries (spec §2.5), or nothing. */
export function ExtensionSlotView({ slots, slot }: { slots?: ExtensionSlots; slot: ExtensionSlot }) {
  const views = slots?.[slot];
  if (!views?.length) return null;
  return (
    // A named region: outside the header and footer landmarks, its content still belongs to one.
    <section className={`extension-slot extension-slot--${slot}`} aria-label={slot.replace("_", " ")}>
      {views.map((view, index) => (
        <ExtensionMount key={`${index}-${view.name}`} view={view} />
      ))}
    </section>
  );
}
