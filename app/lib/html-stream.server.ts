/**
 * The document body stream between React's `pipe` and the response. React 18.3.1's streaming
 * renderer flushes its whole 2048-byte buffer when a multibyte character (₹, –, an emoji) does not
 * fit at its end, so the buffer's unwritten tail — zeros, as each buffer is a fresh Uint8Array — goes
 * out as NUL bytes in the page. A 0x00 byte never occurs inside a UTF-8 multibyte sequence, and
 * browsers drop U+0000 in markup anyway, so removing every 0x00 byte leaves the document intact.
 */
import { Transform } from "node:stream";

/** The chunk without its 0x00 bytes: the same chunk when it has none (the usual case), else a copy. */
export function dropNulBytes(chunk: Buffer): Buffer {
  let zero = chunk.indexOf(0);
  if (zero === -1) return chunk;
  const parts: Buffer[] = [];
  let start = 0;
  while (zero !== -1) {
    if (zero > start) parts.push(chunk.subarray(start, zero));
    start = zero + 1;
    zero = chunk.indexOf(0, start);
  }
  if (start < chunk.length) parts.push(chunk.subarray(start));
  return Buffer.concat(parts);
}

/**
 * A stream to hand to React's `pipe` (in place of a PassThrough): it passes the HTML on without NUL
 * bytes, in one chunk per event-loop turn. React writes a flush as many 2048-byte pieces in one go,
 * and Remix's adapter flushes the response after every chunk it writes (with compression, a zlib
 * flush each time): one chunk per turn keeps what is sent and when the same, with one flush for a
 * whole burst instead of one per 2 KiB.
 */
export function htmlBodyStream(): Transform {
  let held: Buffer[] = [];
  let turn: NodeJS.Immediate | undefined;
  const release = (stream: Transform) => {
    turn = undefined;
    if (held.length === 0) return;
    const chunk = held.length === 1 ? held[0] : Buffer.concat(held);
    held = [];
    stream.push(chunk);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      held.push(dropNulBytes(chunk));
      turn ??= setImmediate(release, this);
      callback();
    },
    flush(callback) {
      if (turn) clearImmediate(turn);
      release(this);
      callback();
    },
    destroy(error, callback) {
      if (turn) clearImmediate(turn);
      held = [];
      callback(error);
    },
  });
}

/** HTML to add to the document (injected tags, decision 36): before `</head>`, after `<body…>`, before `</body>`. */
export interface DocumentInsertions {
  head: string;
  bodyTop: string;
  bodyBottom: string;
}

/** Where each insertion goes, in document order: the text to find, and whether the HTML goes after it. */
const INSERTION_POINTS: {
  find: RegExp;
  key: keyof DocumentInsertions;
  after: boolean;
  tail: (text: string) => number;
}[] = [
  { find: /<\/head>/, key: "head", after: false, tail: (text) => text.length - ("</head>".length - 1) },
  // The body's start tag (React escapes its attributes' values: no "<" or ">" inside), which carries
  // the theme's style variables: from its "<", within a few kilobytes.
  {
    find: /<body(?:\s[^<>]*)?>/,
    key: "bodyTop",
    after: true,
    tail: (text) => {
      const last = text.lastIndexOf("<");
      return last !== -1 && text.length - last < 8192 ? last : text.length;
    },
  },
  // React 18 ends the document in the shell's chunk; later chunks (streamed boundaries) come after it.
  {
    find: /<\/body><\/html>/,
    key: "bodyBottom",
    after: false,
    tail: (text) => text.length - ("</body></html>".length - 1),
  },
];

/**
 * A stream that writes `insertions` into the HTML passing through it, each at its place, found across
 * chunk boundaries (a tail that could begin a match waits for the next chunk). Text is searched as
 * latin1, so every byte passes through unchanged; once all are placed, chunks pass as they are.
 */
export function insertIntoDocument(insertions: DocumentInsertions): Transform {
  let point = 0;
  let pending = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (point === INSERTION_POINTS.length) return callback(null, chunk);
      let text = pending + chunk.toString("latin1");
      const out: Buffer[] = [];
      for (; point < INSERTION_POINTS.length; point++) {
        const { find, key, after } = INSERTION_POINTS[point];
        const match = find.exec(text);
        if (!match) break;
        const at = after ? match.index + match[0].length : match.index;
        out.push(Buffer.from(text.slice(0, at), "latin1"), Buffer.from(insertions[key], "utf8"));
        text = text.slice(at);
      }
      // A tail that could begin the next match waits for the next chunk.
      const hold = point === INSERTION_POINTS.length ? text.length : Math.max(0, INSERTION_POINTS[point].tail(text));
      out.push(Buffer.from(text.slice(0, hold), "latin1"));
      pending = text.slice(hold);
      callback(null, Buffer.concat(out));
    },
    flush(callback) {
      callback(null, pending ? Buffer.from(pending, "latin1") : null);
    },
  });
}
