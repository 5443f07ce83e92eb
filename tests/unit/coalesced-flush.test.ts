/**
 * server/coalesced-flush.ts over real HTTP behind compression(): a body written in one burst is not
 * flushed before its end; a body that streams still reaches the client chunk by chunk, before it ends.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coalescedFlush } from "../../server/coalesced-flush";

const PAGE = "<!DOCTYPE html><p>" + "Kurta ₹ 1,299 ".repeat(400) + "</p>";

describe("coalescedFlush", () => {
  let server: http.Server;
  let origin = "";
  const flushes: Record<string, number> = {};
  let releaseSecond: () => void = () => {};

  beforeAll(async () => {
    const app = express();
    app.use(compression());
    // Counts the flushes that reach compression (those coalescedFlush lets through).
    app.use((req, res, next) => {
      const flush = (res as unknown as { flush: () => void }).flush;
      (res as unknown as { flush: () => void }).flush = () => {
        flushes[req.path] = (flushes[req.path] ?? 0) + 1;
        flush.call(res);
      };
      next();
    });
    app.use(coalescedFlush());
    // As Remix's adapter writes: each chunk, then flush(), then end() once the body is done.
    const flushable = (res: express.Response) => res as unknown as { flush: () => void };
    app.get("/burst", (_req, res) => {
      res.type("html");
      res.write(PAGE);
      flushable(res).flush();
      void Promise.resolve().then(() => res.end());
    });
    app.get("/stream", (_req, res) => {
      res.type("html");
      res.write(PAGE);
      flushable(res).flush();
      void new Promise<void>((resolve) => (releaseSecond = resolve)).then(() => {
        res.write("<p>the rest</p>");
        flushable(res).flush();
        res.end();
      });
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("does not flush a body written in one burst before its end", async () => {
    const response = await fetch(`${origin}/burst`, { headers: { "accept-encoding": "br" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(await response.text()).toBe(PAGE);
    expect(flushes["/burst"] ?? 0).toBe(0);
  });

  it("still sends a streaming body's first chunk before the rest is written", async () => {
    const firstChunk = await new Promise<Buffer>((resolve, reject) => {
      const request = http.get(`${origin}/stream`, { headers: { "accept-encoding": "br" } }, (res) => {
        expect(res.headers["content-encoding"]).toBe("br");
        const decoder = zlib.createBrotliDecompress();
        res.pipe(decoder);
        let text = "";
        decoder.on("data", (chunk: Buffer) => {
          text += chunk.toString();
          // The first chunk decodes whole while the server still holds the rest back.
          if (text === PAGE) resolve(Buffer.from(text));
        });
        decoder.on("end", () => {
          expect(text).toBe(`${PAGE}<p>the rest</p>`);
        });
      });
      request.on("error", reject);
      const timer = setTimeout(() => reject(new Error("the first chunk never arrived while the body streamed")), 5_000);
      request.on("close", () => clearTimeout(timer));
    });
    expect(firstChunk.toString()).toBe(PAGE);
    expect(flushes["/stream"]).toBeGreaterThanOrEqual(1);
    releaseSecond();
  });
});
