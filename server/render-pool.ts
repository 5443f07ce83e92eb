/**
 * Pages rendered on worker threads (RENDER_THREADS, decision 40). The main thread keeps the HTTP
 * server, compression, the page cache and, in embedded mode, the commerce service and its database;
 * each render thread runs the Remix request handler and streams its response back. A render thread's
 * calls to the embedded service come back to the main thread as messages (the database is one per
 * process). A render goes to the thread with the fewest renders under way; a thread that dies fails
 * its renders (500) and is replaced.
 */
import { Worker } from "node:worker_threads";
import type { RequestHandler } from "express";
import { writeReadableStreamToWritable } from "@remix-run/node";
import { fetchRequest } from "./page-cache";
import { headerList, type FromRenderThread, type ToRenderThread } from "./render-protocol";
import type { RenderWorkerData } from "./render-worker";

/** What a render needs from the request's context besides the request. */
interface RenderContext {
  cspNonce: string;
  clientAddress?: string;
}

interface RenderPool {
  render(request: Request, context: RenderContext): Promise<Response>;
  /** Empties every thread's store-wide public cache (the catalogue changed). */
  clearPublicCache(): void;
  close(): Promise<void>;
}

interface PoolOptions {
  threads: number;
  workerData: RenderWorkerData;
  /** The embedded service's fetch, for the threads' calls (remote mode: they call over HTTP). */
  serviceFetch?: (request: Request) => Response | Promise<Response>;
  log?: (message: string) => void;
}

interface Thread {
  worker: Worker;
  renders: number;
}

interface Pending {
  thread: Thread;
  resolve: (response: Response) => void;
  reject: (error: Error) => void;
  body?: ReadableStreamDefaultController<Uint8Array>;
}

const ENTRY = new URL("./render-worker-entry.mjs", import.meta.url);
/** Statuses whose response has no body (the Response constructor refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

export async function startRenderPool(options: PoolOptions): Promise<RenderPool> {
  const log = options.log ?? (() => {});
  const threads: Thread[] = [];
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let closing = false;

  const send = (thread: Thread, message: ToRenderThread, transfer: ArrayBuffer[] = []) =>
    thread.worker.postMessage(message, transfer);

  function settle(id: number): Pending | undefined {
    const entry = pending.get(id);
    if (!entry) return undefined;
    pending.delete(id);
    entry.thread.renders--;
    return entry;
  }

  async function answerServiceCall(thread: Thread, call: Extract<FromRenderThread, { type: "service-call" }>) {
    try {
      if (!options.serviceFetch) throw new Error("no embedded service in this process");
      const response = await options.serviceFetch(
        new Request(call.url, { method: call.method, headers: call.headers, body: call.body ?? undefined }),
      );
      const body = await response.arrayBuffer();
      send(
        thread,
        { type: "service-answer", id: call.id, status: response.status, headers: headerList(response.headers), body },
        [body],
      );
    } catch (error) {
      send(thread, {
        type: "service-failed",
        id: call.id,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }

  function onMessage(thread: Thread, message: FromRenderThread) {
    switch (message.type) {
      case "service-call":
        void answerServiceCall(thread, message);
        return;
      case "head": {
        const entry = pending.get(message.id);
        if (!entry) return;
        const hasBody = !NULL_BODY.has(message.status);
        const body = hasBody
          ? new ReadableStream<Uint8Array>({ start: (controller) => void (entry.body = controller) })
          : null;
        entry.resolve(
          new Response(body, { status: message.status, statusText: message.statusText, headers: message.headers }),
        );
        return;
      }
      case "chunk":
        pending.get(message.id)?.body?.enqueue(new Uint8Array(message.chunk));
        return;
      case "end": {
        const body = settle(message.id)?.body;
        if (message.chunk) body?.enqueue(new Uint8Array(message.chunk));
        body?.close();
        return;
      }
      case "failed": {
        const entry = settle(message.id);
        const error = new Error(`render failed: ${message.message}`);
        if (entry?.body) entry.body.error(error);
        else entry?.reject(error);
        return;
      }
      case "ready":
        return;
    }
  }

  function spawn(): Promise<Thread> {
    const worker = new Worker(ENTRY, { workerData: options.workerData });
    const thread: Thread = { worker, renders: 0 };
    worker.on("message", (message: FromRenderThread) => onMessage(thread, message));
    return new Promise((resolve, reject) => {
      let ready = false;
      worker.on("message", (message: FromRenderThread) => {
        if (message.type !== "ready" || ready) return;
        ready = true;
        threads.push(thread);
        resolve(thread);
      });
      worker.on("error", (error) => {
        log(
          `render thread ${worker.threadId} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        if (!ready) reject(error);
      });
      worker.on("exit", (code) => {
        const index = threads.indexOf(thread);
        if (index >= 0) threads.splice(index, 1);
        for (const [id, entry] of pending) {
          if (entry.thread !== thread) continue;
          settle(id);
          const error = new Error(`render thread exited (${code})`);
          if (entry.body) entry.body.error(error);
          else entry.reject(error);
        }
        if (!ready) reject(new Error(`render thread exited (${code}) before it was ready`));
        else if (!closing) {
          log(`render thread ${worker.threadId} exited (${code}): starting another`);
          spawn().catch((error) => log(`render thread did not restart: ${String(error)}`));
        }
      });
    });
  }

  await Promise.all(Array.from({ length: options.threads }, spawn));

  return {
    async render(request, context) {
      const thread = threads.reduce<Thread | undefined>(
        (best, t) => (!best || t.renders < best.renders ? t : best),
        undefined,
      );
      if (!thread) throw new Error("no render thread is running");
      const id = nextId++;
      const body = request.body ? await request.arrayBuffer() : null;
      thread.renders++;
      const response = new Promise<Response>((resolve, reject) => pending.set(id, { thread, resolve, reject }));
      request.signal.addEventListener("abort", () => pending.has(id) && send(thread, { type: "abort", id }), {
        once: true,
      });
      send(
        thread,
        {
          type: "render",
          id,
          method: request.method,
          url: request.url,
          headers: headerList(request.headers),
          body,
          cspNonce: context.cspNonce,
          clientAddress: context.clientAddress,
        },
        body ? [body] : [],
      );
      return response;
    },
    clearPublicCache() {
      for (const thread of threads) send(thread, { type: "clear-public-cache" });
    },
    async close() {
      closing = true;
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  };
}

/**
 * The Express handler that renders on the pool, as Remix's adapter does in-process: the request with
 * its body (read whole), aborted when the client goes; the response's status, headers (each cookie)
 * and streamed body.
 */
export function renderOnPool(
  pool: RenderPool,
  context: (req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1]) => RenderContext,
): RequestHandler {
  return (req, res, next) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("error", next);
    req.on("end", () => {
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const body = req.method === "GET" || req.method === "HEAD" ? undefined : new Uint8Array(Buffer.concat(chunks));
      const request = fetchRequest(req, { method: req.method, body, signal: controller.signal });
      pool
        .render(request, context(req, res))
        .then(async (response) => {
          res.statusMessage = response.statusText;
          res.status(response.status);
          for (const [name, value] of response.headers) if (name !== "set-cookie") res.append(name, value);
          const cookies = response.headers.getSetCookie();
          if (cookies.length > 0) res.append("Set-Cookie", cookies);
          if (response.body) await writeReadableStreamToWritable(response.body, res);
          else res.end();
        })
        .catch(next);
    });
  };
}
