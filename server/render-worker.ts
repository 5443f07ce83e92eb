/**
 * A render thread (server/render-pool.ts): runs the Remix request handler on requests the main thread
 * hands it, and streams each response back. Its calls to the embedded service go to the main thread,
 * which owns the database; in remote mode it calls the service over HTTP itself.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import type { CommerceConnection } from "../app/sdk.server";
import { clearPublicCache } from "../app/public-cache.server";
import { headerList, ownBuffer, type FromRenderThread, type ToRenderThread } from "./render-protocol";

export interface RenderWorkerData {
  root: string;
  mode: string;
  /** The connection without its transport: `embedded` says calls go to the main thread. */
  commerce: Omit<CommerceConnection, "transport">;
  embedded: boolean;
}

const port = parentPort!;
const data = workerData as RenderWorkerData;
const post = (message: FromRenderThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

const build = (await import(pathToFileURL(path.join(data.root, "build/index.js")).href)) as ServerBuild;
const handle = createRequestHandler(build, data.mode);

let nextCall = 0;
const calls = new Map<number, { resolve: (response: Response) => void; reject: (error: Error) => void }>();
const commerce: CommerceConnection = {
  ...data.commerce,
  transport: data.embedded
    ? async (request) => {
        const id = nextCall++;
        const body = request.body ? await request.arrayBuffer() : null;
        return new Promise<Response>((resolve, reject) => {
          calls.set(id, { resolve, reject });
          const message: FromRenderThread = {
            type: "service-call",
            id,
            method: request.method,
            url: request.url,
            headers: headerList(request.headers),
            body,
          };
          post(message, body ? [body] : []);
        });
      }
    : undefined,
};

const renders = new Map<number, AbortController>();

async function render(message: Extract<ToRenderThread, { type: "render" }>): Promise<void> {
  const controller = new AbortController();
  renders.set(message.id, controller);
  try {
    const request = new Request(message.url, {
      method: message.method,
      headers: message.headers,
      body: message.body ?? undefined,
      signal: controller.signal,
    });
    const response = await handle(request, {
      cspNonce: message.cspNonce,
      commerce,
      clientAddress: message.clientAddress,
    });
    post({
      type: "head",
      id: message.id,
      status: response.status,
      statusText: response.statusText,
      headers: headerList(response.headers),
    });
    // What the body gives within one turn of the event loop goes as one message: a page that is
    // ready at once (most are) crosses as one chunk with its end; a streaming one still streams.
    let held: Uint8Array[] = [];
    let scheduled: NodeJS.Immediate | undefined;
    const take = (): ArrayBuffer => {
      const buffer = ownBuffer(held.length === 1 ? held[0] : Buffer.concat(held));
      held = [];
      return buffer;
    };
    if (response.body) {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        held.push(chunk);
        scheduled ??= setImmediate(() => {
          scheduled = undefined;
          if (held.length === 0) return;
          const buffer = take();
          post({ type: "chunk", id: message.id, chunk: buffer }, [buffer]);
        });
      }
    }
    if (scheduled) clearImmediate(scheduled);
    const last = held.length > 0 ? take() : undefined;
    post({ type: "end", id: message.id, chunk: last }, last ? [last] : []);
  } catch (error) {
    post({ type: "failed", id: message.id, message: error instanceof Error ? error.message : String(error) });
  } finally {
    renders.delete(message.id);
  }
}

port.on("message", (message: ToRenderThread) => {
  switch (message.type) {
    case "render":
      void render(message);
      break;
    case "abort":
      renders.get(message.id)?.abort();
      break;
    case "service-answer": {
      const call = calls.get(message.id);
      calls.delete(message.id);
      const empty = message.status === 204 || message.status === 304 || message.body.byteLength === 0;
      call?.resolve(new Response(empty ? null : message.body, { status: message.status, headers: message.headers }));
      break;
    }
    case "service-failed": {
      const call = calls.get(message.id);
      calls.delete(message.id);
      call?.reject(new Error(message.message));
      break;
    }
    case "clear-public-cache":
      clearPublicCache();
      break;
  }
});

post({ type: "ready" });
