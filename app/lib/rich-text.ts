/**
 * Rich text the store's staff write (legal texts, blog posts, custom pages) turned into HTML that is
 * safe to put in a server-rendered page. Markdown (the legal texts) is rendered from a small subset
 * — headings, paragraphs, lists, bold, italic, code and links — with every character of text
 * escaped and every link target checked (safeHref), so it cannot carry markup of its own. A text
 * that starts with a tag is HTML and goes through stripScripts (scripts, event handlers and
 * javascript: URLs removed). Pure, server-side: route loaders call it, so none of it ships to the
 * browser.
 */
import { stripScripts } from "./html";
import { safeHref } from "./links";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** Bold, italic and code in already-escaped text. */
function emphasis(escaped: string): string {
  return escaped
    .replace(/`([^`]+)`/g, "<code>$1</code>")
    .replace(/\*\*([^*]+)\*\*|__([^_]+)__/g, (_, a?: string, b?: string) => `<strong>${a ?? b}</strong>`)
    .replace(/\*([^*\s][^*]*)\*|\b_([^_\s][^_]*)_\b/g, (_, a?: string, b?: string) => `<em>${a ?? b}</em>`);
}

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** One line of markdown text as HTML: links (checked targets) and emphasis; everything else escaped. */
function inline(text: string): string {
  let out = "";
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    out += emphasis(escapeHtml(text.slice(last, match.index)));
    out += `<a href="${escapeHtml(safeHref(match[2], "#"))}">${emphasis(escapeHtml(match[1]))}</a>`;
    last = match.index + match[0].length;
  }
  return out + emphasis(escapeHtml(text.slice(last)));
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

/**
 * Markdown as HTML. Headings move one level down (a document's "#" is an h2: the page's own title
 * is its h1).
 */
export function markdownToHtml(markdown: string): string {
  const blocks: string[] = [];
  let paragraph: string[] = [];
  let list: { tag: "ul" | "ol"; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push(`<p>${inline(paragraph.join(" "))}</p>`);
    paragraph = [];
    if (list) blocks.push(`<${list.tag}>${list.items.map((i) => `<li>${inline(i)}</li>`).join("")}</${list.tag}>`);
    list = null;
  };
  for (const raw of markdown.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trimEnd();
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (!line.trim()) {
      flush();
    } else if (heading) {
      flush();
      const level = Math.min(heading[1].length + 1, 6);
      blocks.push(`<h${level}>${inline(heading[2])}</h${level}>`);
    } else if (bullet || numbered) {
      const tag = bullet ? "ul" : "ol";
      if (paragraph.length || (list && list.tag !== tag)) flush();
      list ??= { tag, items: [] };
      list.items.push((bullet ?? numbered)![1]);
    } else if (list && /^\s+/.test(raw)) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks.join("\n");
}

/** A document's leading "# Title" line, and the rest; title null when it does not start with one. */
export function splitTitle(markdown: string): { title: string | null; body: string } {
  const match = /^\s*#\s+(.+?)\s*#*\s*(?:\n|$)/.exec(markdown);
  return match ? { title: match[1], body: markdown.slice(match[0].length) } : { title: null, body: markdown };
}

/** Whether a stored text is HTML (it starts with a tag) rather than markdown. */
export const isHtml = (text: string) => /^\s*<[a-z!]/i.test(text);

/** A stored text, markdown or HTML, as HTML safe to render on the server. */
export function richTextHtml(text: string): string {
  if (typeof text !== "string") return "";
  return isHtml(text) ? stripScripts(text) : markdownToHtml(text);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** The first words of some HTML as plain text, for a meta description: at most `max` characters. */
export function summaryOf(html: string, max = 160): string {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<\/?(p|li|ul|ol|h[1-6]|div|br|tr|td|th|table|section|blockquote)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}
