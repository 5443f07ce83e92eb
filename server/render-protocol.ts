/** The messages between the storefront's main thread and its render threads (server/render-pool.ts). */

export type HeaderList = [string, string][];

/** Main thread → render thread. */
export type ToRenderThread =
  | {
      type: "render";
      id: number;
      method: string;
      url: string;
      headers: HeaderList;
      body: ArrayBuffer | null;
      cspNonce: string;
      clientAddress?: string;
    }
  | { type: "abort"; id: number }
  | { type: "service-answer"; id: number; status: number; headers: HeaderList; body: ArrayBuffer }
  | { type: "service-failed"; id: number; message: string }
  | { type: "clear-public-cache" };

/** Render thread → main thread. */
export type FromRenderThread =
  | { type: "ready" }
  | { type: "head"; id: number; status: number; statusText: string; headers: HeaderList }
  | { type: "chunk"; id: number; chunk: ArrayBuffer }
  /** The body's end, with its last bytes when they had not gone yet. */
  | { type: "end"; id: number; chunk?: ArrayBuffer }
  | { type: "failed"; id: number; message: string }
  | { type: "service-call"; id: number; method: string; url: string; headers: HeaderList; body: ArrayBuffer | null };

/** A Headers' entries, each Set-Cookie on its own (Headers joins them otherwise). */
export function headerList(headers: Headers): HeaderList {
  const list: HeaderList = [];
  headers.forEach((value, name) => {
    if (name !== "set-cookie") list.push([name, value]);
  });
  for (const cookie of headers.getSetCookie()) list.push(["set-cookie", cookie]);
  return list;
}

/**
 * A copy of a chunk's bytes in an ArrayBuffer of their own, to transfer. Never the chunk's own
 * buffer: it may be Node's shared Buffer pool or a view React keeps writing into (transferring it
 * detached that memory under them, and pages came out with runs of NUL bytes).
 */
export function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy.buffer;
}
