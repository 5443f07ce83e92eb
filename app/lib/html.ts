/**
 * Server-side clean-up of theme-authored HTML (raw-html sections, custom pages; spec §2.5 "Script tags
 * are stripped during server rendering"). A small tokenizer that follows the browser's tag/attribute
 * rules closely enough for this purpose:
 *   - <script>…</script> elements (any case, any attributes, unclosed → to the end) are removed;
 *   - on* event-handler attributes and srcdoc are removed;
 *   - attributes whose value is a javascript:/vbscript: URL (after entity decoding) are removed.
 * Everything else is copied through unchanged. It is defence in depth, not a general sanitiser.
 */
import { compactUrl } from "./links";

const NAMED_ENTITIES: Record<string, string> = {
  colon: ":",
  tab: "\t",
  newline: "\n",
  lpar: "(",
  rpar: ")",
  sol: "/",
  amp: "&",
  quot: '"',
  apos: "'",
  lt: "<",
  gt: ">",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

function isDangerousAttribute(name: string, value: string | undefined): boolean {
  const lower = name.toLowerCase();
  if (lower.startsWith("on") || lower === "srcdoc") return true;
  if (value === undefined) return false;
  const compact = compactUrl(decodeEntities(value));
  return compact.startsWith("javascript:") || compact.startsWith("vbscript:");
}

const isSpace = (ch: string) => ch === " " || ch === "\n" || ch === "\t" || ch === "\f" || ch === "\r";

interface ParsedTag {
  name: string;
  /** Index just past the closing ">" (or the end of input when the tag never closes). */
  end: number;
  closed: boolean;
  /** The tag rebuilt with its safe attributes. */
  safe: string;
}

/** Parses a start tag at `start` (input[start] === "<", input[start+1] is a letter). */
function parseStartTag(input: string, start: number): ParsedTag {
  let i = start + 1;
  while (i < input.length && !isSpace(input[i]) && input[i] !== "/" && input[i] !== ">") i++;
  const name = input.slice(start + 1, i);
  let safe = `<${name}`;
  while (i < input.length) {
    const ch = input[i];
    if (ch === ">") return { name, end: i + 1, closed: true, safe: `${safe}>` };
    if (isSpace(ch) || ch === "/") {
      if (ch === "/" && input[i + 1] === ">") return { name, end: i + 2, closed: true, safe: `${safe} />` };
      i++;
      continue;
    }
    // Attribute name: up to whitespace, "/", ">" or "=" (a leading "=" belongs to the name).
    const nameStart = i;
    i++;
    while (i < input.length && !isSpace(input[i]) && input[i] !== "/" && input[i] !== ">" && input[i] !== "=") i++;
    const attrName = input.slice(nameStart, i);
    let j = i;
    while (j < input.length && isSpace(input[j])) j++;
    let value: string | undefined;
    if (input[j] === "=") {
      j++;
      while (j < input.length && isSpace(input[j])) j++;
      const quote = input[j];
      if (quote === '"' || quote === "'") {
        const close = input.indexOf(quote, j + 1);
        if (close === -1) return { name, end: input.length, closed: false, safe: "" };
        value = input.slice(j + 1, close);
        i = close + 1;
      } else {
        let k = j;
        while (k < input.length && !isSpace(input[k]) && input[k] !== ">") k++;
        value = input.slice(j, k);
        i = k;
      }
    }
    if (!isDangerousAttribute(attrName, value)) {
      safe += ` ${attrName}`;
      if (value !== undefined) safe += `="${value.replace(/"/g, "&quot;")}"`;
    }
  }
  return { name, end: input.length, closed: false, safe: "" };
}

/**
 * Removes script elements, on* handlers, srcdoc and javascript:/vbscript: URLs from an HTML string.
 * A "<" that starts no tag is written as "&lt;" (same rendering), so removing an element can never
 * join a stray "<" with the following text into a new tag; passes repeat until nothing changes.
 */
export function stripScripts(html: string): string {
  if (typeof html !== "string" || html === "") return "";
  let current = html;
  for (let pass = 0; pass < 5; pass++) {
    const next = stripOnce(current);
    if (next === current) return next;
    current = next;
  }
  return current.replace(/</g, "&lt;");
}

function stripOnce(html: string, onScript?: (startTag: string, body: string) => void): string {
  let out = "";
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt === -1) {
      out += html.slice(i);
      break;
    }
    out += html.slice(i, lt);
    const next = html[lt + 1] ?? "";
    if (/[a-z]/i.test(next)) {
      const tag = parseStartTag(html, lt);
      if (!/^[a-z][a-z0-9:-]*$/i.test(tag.name)) {
        // A "tag name" like "scr<script" is odd enough to be an evasion attempt: make the "<" text and
        // keep scanning, so any real tag inside it is still examined.
        out += "&lt;";
        i = lt + 1;
        continue;
      }
      if (!tag.closed) break; // An unterminated tag is dropped by browsers too.
      if (tag.name.toLowerCase() === "script") {
        const close = /<\/script[\s/>]/i.exec(html.slice(tag.end));
        if (!close) break;
        onScript?.(html.slice(lt, tag.end), html.slice(tag.end, tag.end + close.index));
        const after = html.indexOf(">", tag.end + close.index);
        i = after === -1 ? html.length : after + 1;
        continue;
      }
      out += tag.safe;
      i = tag.end;
      continue;
    }
    const endScript = /^<\/script[\s/>]/i.exec(html.slice(lt, lt + 10));
    if (endScript) {
      const after = html.indexOf(">", lt);
      i = after === -1 ? html.length : after + 1;
      continue;
    }
    // "</x", "<!--", "<?" keep their meaning; any other "<" is text.
    out += next === "/" || next === "!" || next === "?" ? "<" : "&lt;";
    i = lt + 1;
  }
  return out;
}

/** One script of theme HTML, in document order: a file (`src`) or inline code; `module` for type="module". */
export type ScriptStep = { src: string; module: boolean } | { code: string; module: boolean };

/** Script types a browser runs; others (JSON data, templates) are left alone. */
const RUNNABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module", "text/ecmascript"]);

function attributeOf(startTag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(startTag);
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? "") : undefined;
}

/**
 * Theme HTML split into what the server renders (`stripScripts`) and the scripts it contained, in
 * order, for the browser to run after hydration (spec §2.5: "Script tags are stripped during server
 * rendering"; then "runs embedded scripts one after another"). A `src` must be an http(s) or
 * site-relative address; scripts of other types, or with an unsafe or empty source, are dropped.
 */
export function extractScripts(html: string): { html: string; scripts: ScriptStep[] } {
  if (typeof html !== "string" || html === "") return { html: "", scripts: [] };
  const scripts: ScriptStep[] = [];
  stripOnce(html, (startTag, body) => {
    const type = (attributeOf(startTag, "type") ?? "").trim().toLowerCase();
    if (!RUNNABLE_TYPES.has(type)) return;
    const module = type === "module";
    const src = attributeOf(startTag, "src");
    if (src === undefined) {
      if (body.trim()) scripts.push({ code: body, module });
      return;
    }
    const address = src.trim();
    const compact = compactUrl(address);
    if (address && (/^https?:\/\//.test(compact) || (/^[/.]/.test(compact) && !compact.startsWith("//"))))
      scripts.push({ src: address, module });
  });
  return { html: stripScripts(html), scripts };
}
