/**
 * Remix's Express adapter calls `res.flush()` after every chunk it writes, so that compression sends
 * streamed HTML at once. A page usually arrives in one burst (one chunk, then the end): the flush
 * before `end()` makes zlib finish a block and wake its thread pool once more for nothing, ≈ 10 % of an
 * uncached page's CPU (bench/README.md, 2026-11-25 session 4). Mounted after `compression()`, this
 * puts the flush off to the next turn of the event loop and drops it when the response has ended by
 * then; a body that is still streaming (more chunks later) is flushed as before.
 */
import type { RequestHandler } from "express";

export function coalescedFlush(): RequestHandler {
  return (_req, res, next) => {
    const flushable = res as { flush?: () => void };
    const flush = flushable.flush;
    if (typeof flush !== "function") return next();
    // compression() ends the socket only once zlib has finished: `writableEnded` is late for this.
    let ended = false;
    const end = res.end.bind(res);
    res.end = ((...args: Parameters<typeof end>) => {
      ended = true;
      return end(...args);
    }) as typeof end;
    let pending: NodeJS.Immediate | undefined;
    flushable.flush = () => {
      pending ??= setImmediate(() => {
        pending = undefined;
        if (!ended) flush.call(res);
      });
    };
    next();
  };
}
