/**
 * Injected tags after a client-side navigation (decision 36). The server rendered the first page's
 * (`data-tag` elements, app/theme-tags.server.tsx); for each later page the runtime picks that page's
 * from the store's tags in the shell data — no loader runs — and brings the document in line:
 * stylesheets of other pages go, the page's missing stylesheets come, and its script tags not
 * already on the page (same file or same content, spec §5) run in order with the page's nonce.
 * Scripts that ran stay: what they did cannot be taken back.
 */
import { tagIdentity, tagsForPage, type TagPosition, type TagView } from "~/lib/injected-tags";
import { newScript, runExternal, runInline } from "./scripts.client";

/** The body's first element, where body-top tags go (root.tsx renders it when the store has tags). */
function bodyTop(): HTMLElement {
  let top = document.getElementById("theme-tags");
  if (!top) {
    top = document.createElement("div");
    top.id = "theme-tags";
    document.body.prepend(top);
  }
  return top;
}

const parentOf = (position: TagPosition): HTMLElement =>
  position === "head" ? document.head : position === "body-top" ? bodyTop() : document.body;

/** The identity of a script, stylesheet link or style element as a tag's (`tagIdentity`). */
function identityOf(element: Element): string | null {
  if (element instanceof HTMLScriptElement)
    return tagIdentity({ type: "js", url: element.getAttribute("src"), content: element.src ? null : element.text });
  if (element instanceof HTMLLinkElement && element.rel === "stylesheet")
    return tagIdentity({ type: "css", url: element.getAttribute("href") });
  if (element instanceof HTMLStyleElement) return tagIdentity({ type: "css", content: element.textContent });
  return null;
}

function present(tag: TagView): boolean {
  const identity = tagIdentity(tag);
  return [...document.querySelectorAll("script, link[rel=stylesheet], style")].some(
    (element) => identityOf(element) === identity,
  );
}

function setAttributes(element: HTMLElement, tag: TagView) {
  for (const [name, value] of Object.entries(tag.attributes))
    element.setAttribute(name.toLowerCase(), value === true ? "" : value);
  element.dataset.tag = tag.id;
}

function addStylesheet(tag: TagView) {
  const element = tag.url ? document.createElement("link") : document.createElement("style");
  setAttributes(element, tag);
  if (element instanceof HTMLLinkElement) {
    element.rel = "stylesheet";
    element.href = tag.url ?? "";
  } else element.textContent = tag.content;
  parentOf(tag.position).append(element);
}

/** The texts of inline tags the server wrote into the document, read there once (by tag id). */
const documentTexts = new Map<string, string>();

/**
 * A tag with its text. The shell data leaves out the text of the inline tags the server wrote into
 * the document (decision 36: the text travels once); it is read from their element (`data-tag`) the
 * first time, before a navigation can take a stylesheet away. Null when the text is nowhere.
 */
function withText(tag: TagView): TagView | null {
  if (tag.url !== null || tag.content !== null) return tag;
  let text = documentTexts.get(tag.id);
  if (text === undefined) {
    const element = document.querySelector(`[data-tag="${CSS.escape(tag.id)}"]`);
    if (!element) return null;
    text = element.textContent ?? "";
    documentTexts.set(tag.id, text);
  }
  return { ...tag, content: text };
}

/** The tags of the page at `pathname` (the store's `tags`), once the document has moved there. */
export async function followTags(tags: TagView[], pathname: string): Promise<void> {
  const known = tags.map(withText).filter((tag): tag is TagView => tag !== null);
  const page = Object.values(tagsForPage(known, pathname)).flat();
  const wanted = new Set(page.map((tag) => tag.id));
  for (const element of document.querySelectorAll<HTMLElement>("link[data-tag], style[data-tag]"))
    if (!wanted.has(element.dataset.tag ?? "")) element.remove();
  for (const tag of page) {
    if (present(tag)) continue;
    if (tag.type === "css") addStylesheet(tag);
    else if (tag.url) {
      // Loaded and run before the next tag, as the server's tags are.
      const script = newScript(false);
      setAttributes(script, tag);
      await runExternal(parentOf(tag.position), tag.url, `[tags] ${tag.id}`, false, script);
    } else if (tag.content) {
      const script = newScript(false);
      setAttributes(script, tag);
      runInline(parentOf(tag.position), tag.content, `[tags] ${tag.id}`, false, script);
    }
  }
}
