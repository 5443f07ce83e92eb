import { describe, expect, it } from "vitest";
import { documentCacheControl, PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE } from "~/lib/cache-headers";
import { safeRedirect } from "~/lib/redirect";
import { FDKException, FDKNetworkError, FDKServerResponseError } from "~/sdk";
import { cachedPublic, toErrorResponse } from "~/sdk.server";
import { expectConsoleError } from "../console-errors";

describe("safeRedirect", () => {
  it.each([
    ["/profile/orders?x=1", "/profile/orders?x=1"],
    ["//evil.example/", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["/path\nX-Header: 1", "/"],
    [null, "/"],
    [undefined, "/fallback"],
  ])("%s → %s", (input, expected) => {
    expect(safeRedirect(input, expected === "/fallback" ? "/fallback" : "/")).toBe(expected);
  });
});

describe("documentCacheControl", () => {
  it("keeps a public page public only when no cookie is involved", () => {
    expect(documentCacheControl(PUBLIC_PAGE_CACHE, false, false, 200)).toBe(PUBLIC_PAGE_CACHE);
    expect(documentCacheControl(PUBLIC_PAGE_CACHE, true, false, 200)).toBe(PRIVATE_PAGE_CACHE);
    expect(documentCacheControl(PUBLIC_PAGE_CACHE, false, true, 200)).toBe(PRIVATE_PAGE_CACHE);
    expect(documentCacheControl(PUBLIC_PAGE_CACHE, false, false, 404)).toBe(PRIVATE_PAGE_CACHE);
    expect(documentCacheControl(null, false, false, 200)).toBe(PRIVATE_PAGE_CACHE);
  });

  it("keeps a personal page's no-store, which is stricter than the private default", () => {
    expect(documentCacheControl("private, no-store", true, true, 200)).toBe("private, no-store");
    expect(documentCacheControl("private, no-store", true, false, 400)).toBe("private, no-store");
  });
});

describe("toErrorResponse", () => {
  const read = async (r: Response) => ({ status: r.status, body: await r.json() });

  it("passes a server error's status and message through", async () => {
    const error = new FDKServerResponseError("Product shoe not found", "", 404, null, {
      message: "Product shoe not found",
    });
    expect(await read(toErrorResponse(error))).toEqual({ status: 404, body: { message: "Product shoe not found" } });
  });

  it("answers 503 'Unable to connect' when the service is unreachable", async () => {
    const error = new FDKNetworkError({
      reason: "unreachable",
      method: "GET",
      url: "http://127.0.0.1:9/x",
      cause: new Error("ECONNREFUSED"),
    });
    expect(await read(toErrorResponse(error))).toEqual({ status: 503, body: { message: "Unable to connect" } });
  });

  it("hides anything else behind 'Something went wrong' (and logs it)", async () => {
    expectConsoleError(/secret internals/);
    expect(await read(toErrorResponse(new FDKException("secret internals")))).toEqual({
      status: 500,
      body: { message: "Something went wrong" },
    });
  });
});

describe("cachedPublic", () => {
  it("shares one load between callers and forgets failures", async () => {
    let calls = 0;
    const load = async () => ++calls;
    expect(await cachedPublic("test:shared", load)).toBe(1);
    expect(await cachedPublic("test:shared", load)).toBe(1);
    await expect(cachedPublic("test:fail", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cachedPublic("test:fail", async () => "recovered")).toBe("recovered");
  });
});
