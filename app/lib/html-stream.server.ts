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

/** A stream to hand to React's `pipe` (in place of a PassThrough): it passes the HTML on without NUL bytes. */
export function htmlBodyStream(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, dropNulBytes(chunk));
    },
  });
}
