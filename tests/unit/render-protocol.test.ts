/** server/render-protocol.ts: the header list keeps each cookie apart; a chunk is sent as a copy. */
import { MessageChannel } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { headerList, ownBuffer } from "../../server/render-protocol";

describe("headerList", () => {
  it("lists each Set-Cookie on its own, after the other headers", () => {
    const headers = new Headers({ "content-type": "text/html" });
    headers.append("set-cookie", "a=1; Path=/");
    headers.append("set-cookie", "b=2; Path=/; HttpOnly");
    expect(headerList(headers)).toEqual([
      ["content-type", "text/html"],
      ["set-cookie", "a=1; Path=/"],
      ["set-cookie", "b=2; Path=/; HttpOnly"],
    ]);
    expect(new Headers(headerList(headers)).getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/; HttpOnly"]);
  });
});

describe("ownBuffer", () => {
  it("copies a chunk, so transferring the copy leaves the chunk's memory to its owner", () => {
    // A whole buffer, as a renderer's reusable view can be: the case that must not be handed over.
    const chunk = new TextEncoder().encode("<p>₹ 1,299</p>");
    const copy = ownBuffer(chunk);
    const { port1, port2 } = new MessageChannel();
    port1.postMessage(copy, [copy]);
    port1.close();
    port2.close();
    expect(copy.byteLength).toBe(0);
    expect(new TextDecoder().decode(chunk)).toBe("<p>₹ 1,299</p>");
  });

  it("copies only the chunk's own bytes out of a larger buffer", () => {
    const pool = new Uint8Array([1, 2, 3, 4, 5, 6]);
    expect([...new Uint8Array(ownBuffer(pool.subarray(2, 4)))]).toEqual([3, 4]);
  });
});
