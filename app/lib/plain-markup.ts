/**
 * A small, safe markup for theme text (the rich-text section): blank lines separate paragraphs,
 * "## " starts a subheading, "- " or "* " lines make a list, and inside a line **bold**, *italic*
 * and [text](link) are recognised. Everything else is text: HTML is never interpreted (React escapes
 * it when rendering), and links keep only safe targets. Pure: the result is plain JSON.
 */
import { safeHref } from "./links";

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; text: string }
  | { kind: "em"; text: string }
  | { kind: "link"; text: string; href: string };

export type MarkupBlock =
  | { kind: "paragraph"; inlines: Inline[] }
  | { kind: "heading"; inlines: Inline[] }
  | { kind: "list"; items: Inline[][] };

/** Longest text read (characters); the rest is dropped. */
const MAX_MARKUP_LENGTH = 20_000;

const INLINE = /\*\*([^*\n]+)\*\*|\*([^*\n]+)\*|\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/** One line's inline pieces; a link with an unsafe target stays as its text. */
export function parseInline(line: string): Inline[] {
  const out: Inline[] = [];
  const push = (piece: Inline) => {
    const last = out[out.length - 1];
    if (piece.kind === "text" && last?.kind === "text") last.text += piece.text;
    else if (piece.text) out.push(piece);
  };
  let at = 0;
  for (const match of line.matchAll(INLINE)) {
    push({ kind: "text", text: line.slice(at, match.index) });
    const [, strong, em, linkText, target] = match;
    if (strong !== undefined) push({ kind: "strong", text: strong });
    else if (em !== undefined) push({ kind: "em", text: em });
    else {
      const href = safeHref(target, "");
      push(href ? { kind: "link", text: linkText, href } : { kind: "text", text: linkText });
    }
    at = match.index + match[0].length;
  }
  push({ kind: "text", text: line.slice(at) });
  return out;
}

const LIST_ITEM = /^\s*[-*]\s+/;
const HEADING = /^#{1,6}\s+/;

/** The blocks of a text (see the module comment); [] for anything but a non-blank string. */
export function parseMarkup(text: unknown): MarkupBlock[] {
  if (typeof text !== "string") return [];
  const blocks: MarkupBlock[] = [];
  const chunks = text
    .slice(0, MAX_MARKUP_LENGTH)
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/);
  for (const chunk of chunks) {
    let paragraph: string[] = [];
    let list: Inline[][] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: "paragraph", inlines: parseInline(paragraph.join(" ")) });
      if (list.length) blocks.push({ kind: "list", items: list });
      paragraph = [];
      list = [];
    };
    for (const raw of chunk.split("\n")) {
      const line = raw.trim();
      if (!line) continue;
      if (HEADING.test(line)) {
        flush();
        blocks.push({ kind: "heading", inlines: parseInline(line.replace(HEADING, "")) });
      } else if (LIST_ITEM.test(line)) {
        if (paragraph.length) flush();
        list.push(parseInline(line.replace(LIST_ITEM, "")));
      } else {
        if (list.length) flush();
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}
