/**
 * Injected script tags of a page reached by a client-side navigation (the server rendered those of
 * the first page): each one not already on the page (same file or same content, spec §5) runs, in
 * order, with the page's nonce, in the head or at the end of the body. Stylesheet tags need none of
 * this: React renders them from the root loader's data.
 */
import { tagIdentity, type PageTags, type TagView } from "~/lib/injected-tags";
import { runExternal, runInline } from "./scripts.client";

function present(tag: TagView): boolean {
  const identity = tagIdentity(tag);
  return [...document.scripts].some(
    (script) =>
      tagIdentity({ type: "js", url: script.getAttribute("src"), content: script.src ? null : script.textContent }) ===
      identity,
  );
}

export async function injectScriptTags(tags: PageTags): Promise<void> {
  for (const [position, list] of Object.entries(tags) as [keyof PageTags, TagView[]][]) {
    const parent = position === "head" ? document.head : document.body;
    for (const tag of list) {
      if (tag.type !== "js" || present(tag)) continue;
      if (tag.url) await runExternal(parent, tag.url, `[tags] ${tag.id}`);
      else if (tag.content) runInline(parent, tag.content, `[tags] ${tag.id}`);
    }
  }
}
