import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  chooseEncoding,
  PageCache,
  pageKey,
  shareableLifetime,
  toCachedPage,
  type CachedPage,
  type Rendered,
} from "../../server/page-cache";

const PUBLIC = "public, max-age=30, stale-while-revalidate=300";

const html = (body: string, headers: Record<string, string> = {}, status = 200) =>
  new Response(`<!DOCTYPE html><html><body>${body}</body></html>`, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": PUBLIC, ...headers },
  });

async function page(body: string, now = 0): Promise<CachedPage> {
  const stored = await toCachedPage(html(body), "nonce-1", now);
  if (!stored) throw new Error("not shareable");
  return stored;
}

describe("shareableLifetime", () => {
  it("reads max-age (s-maxage first) and stale-while-revalidate of a public Cache-Control", () => {
    expect(shareableLifetime(PUBLIC)).toEqual({ maxAge: 30, swr: 300 });
    expect(shareableLifetime("public, max-age=0, s-maxage=60")).toEqual({ maxAge: 60, swr: 0 });
    expect(shareableLifetime("Public, Max-Age=10")).toEqual({ maxAge: 10, swr: 0 });
  });

  it("refuses what may not be shared or has no lifetime", () => {
    for (const value of [
      null,
      "",
      "private, no-store",
      "private, no-cache",
      "max-age=30",
      "public, no-cache, max-age=30",
      "public, no-store, max-age=30",
      "public",
      "public, max-age=0",
      "public, max-age=abc",
    ]) {
      expect(shareableLifetime(value), String(value)).toBeNull();
    }
  });
});

describe("pageKey", () => {
  it("orders the query by name, keeping the order of one name's values", () => {
    const key = (url: string) => pageKey(new URL(url));
    expect(key("http://shop.test/products/?sort_on=price_asc&department=men")).toBe(
      key("http://shop.test/products/?department=men&sort_on=price_asc"),
    );
    expect(key("http://shop.test/products/?f=b&a=1&f=a")).toBe("http://shop.test/products/?a=1&f=b&f=a");
    expect(key("http://shop.test/products/?f=a&f=b")).not.toBe(key("http://shop.test/products/?f=b&f=a"));
  });

  it("keeps origins and paths apart", () => {
    expect(pageKey(new URL("http://shop.test/"))).not.toBe(pageKey(new URL("https://shop.test/")));
    expect(pageKey(new URL("http://shop.test/"))).not.toBe(pageKey(new URL("http://other.test/")));
    expect(pageKey(new URL("http://shop.test/products"))).not.toBe(pageKey(new URL("http://shop.test/products/")));
  });
});

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, honouring q=0", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("identity")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("br;q=0, gzip;q=0")).toBe("identity");
  });
});

describe("toCachedPage", () => {
  it("stores a shareable 200 with its body in three encodings, an ETag and its lifetimes", async () => {
    const stored = await page("Hello ₹ world", 1_000);
    const body = "<!DOCTYPE html><html><body>Hello ₹ world</body></html>";
    expect(stored.raw.toString()).toBe(body);
    expect(brotliDecompressSync(stored.br).toString()).toBe(body);
    expect(gunzipSync(stored.gzip).toString()).toBe(body);
    expect(stored.etag).toMatch(/^"[\w-]+"$/);
    expect(stored).toMatchObject({ status: 200, nonce: "nonce-1", freshUntil: 31_000, staleUntil: 331_000 });
    expect(stored.headers).toContainEqual(["content-type", "text/html; charset=utf-8"]);
  });

  it("keeps no CSP, length or encoding header (a hit sets its own)", async () => {
    const stored = await toCachedPage(
      html("x", { "Content-Security-Policy": "script-src 'nonce-1'", "Content-Length": "52", Vary: "Cookie" }),
      "nonce-1",
      0,
    );
    expect(stored?.headers.map(([name]) => name)).toEqual(["cache-control", "content-type", "vary"]);
  });

  it("refuses a response that sets a cookie, is not a 200, or is private", async () => {
    expect(await toCachedPage(html("x", { "Set-Cookie": "a=1" }), "n", 0)).toBeNull();
    expect(await toCachedPage(html("x", {}, 404), "n", 0)).toBeNull();
    expect(await toCachedPage(html("x", { "Cache-Control": "private, no-store" }), "n", 0)).toBeNull();
  });
});

describe("PageCache", () => {
  it("answers fresh, then stale within stale-while-revalidate, then a miss", async () => {
    let now = 0;
    const cache = new PageCache(1 << 20, () => now);
    const stored = await page("a", 0);
    await cache.render("k", () => Promise.resolve({ page: stored }));
    expect(cache.lookup("k")).toMatchObject({ state: "fresh" });
    now = 30_000;
    expect(cache.lookup("k")).toMatchObject({ state: "stale" });
    now = 330_000;
    expect(cache.lookup("k")).toEqual({ state: "miss" });
    expect(cache.size).toEqual({ pages: 0, bytes: 0 });
  });

  it("keeps within its byte cap by dropping the least recently used page", async () => {
    const pages = await Promise.all(["one", "two", "six"].map((body) => page(body.repeat(200))));
    const bytes = (p: CachedPage) => p.raw.length + p.br.length + p.gzip.length;
    const cache = new PageCache(bytes(pages[0]) + bytes(pages[1]) + 10, () => 0);
    await cache.render("one", () => Promise.resolve({ page: pages[0] }));
    await cache.render("two", () => Promise.resolve({ page: pages[1] }));
    cache.lookup("one"); // used: "two" is now the oldest
    await cache.render("three", () => Promise.resolve({ page: pages[2] }));
    expect(cache.lookup("two")).toEqual({ state: "miss" });
    expect(cache.lookup("one").state).toBe("fresh");
    expect(cache.lookup("three").state).toBe("fresh");
    expect(cache.size.bytes).toBeLessThanOrEqual(bytes(pages[0]) + bytes(pages[1]) + 10);
  });

  it("does not store a page larger than the whole cap", async () => {
    const cache = new PageCache(10, () => 0);
    await cache.render("big", async () => ({ page: await page("x".repeat(100)) }));
    expect(cache.lookup("big")).toEqual({ state: "miss" });
  });

  it("renders a URL once for everyone asking at the same time", async () => {
    const cache = new PageCache(1 << 20, () => 0);
    const stored = await page("once");
    let renders = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const render = async (): Promise<Rendered> => {
      renders++;
      await gate;
      return { page: stored };
    };
    const all = Promise.all(Array.from({ length: 5 }, () => cache.render("k", render)));
    release();
    const results = await all;
    expect(renders).toBe(1);
    expect(results.every((r) => "page" in r && r.page === stored)).toBe(true);
  });

  it("does not hand a response that may not be shared to the other callers", async () => {
    const cache = new PageCache(1 << 20, () => 0);
    let renders = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const render = async (): Promise<Rendered> => {
      const mine = ++renders;
      if (mine === 1) await gate;
      return { pass: new Response(`private ${mine}`) };
    };
    const first = cache.render("k", render);
    const second = cache.render("k", render);
    release();
    const texts = await Promise.all([first, second].map(async (r) => ("pass" in (await r) ? "pass" : "page")));
    expect(texts).toEqual(["pass", "pass"]);
    expect(renders).toBe(2);
    expect(cache.lookup("k")).toEqual({ state: "miss" });
  });

  it("neither stores nor shares a render that began before a clear (a change it could not see)", async () => {
    const cache = new PageCache(1 << 20, () => 0);
    const old = await page("before the change");
    const fresh = await page("after the change");
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const running = cache.render("k", async () => {
      await gate;
      return { page: old };
    });
    cache.clear();
    // A request after the change renders anew instead of waiting for the old render.
    const after = await cache.render("k", () => Promise.resolve({ page: fresh }));
    expect("page" in after && after.page).toBe(fresh);
    release();
    const before = await running;
    expect("page" in before && before.page).toBe(old);
    expect(cache.lookup("k")).toMatchObject({ state: "fresh", page: fresh });
  });

  it("refreshes a stale page once in the background and keeps it when the refresh fails", async () => {
    let now = 0;
    const cache = new PageCache(1 << 20, () => now);
    await cache.render("k", async () => ({ page: await page("old", 0) }));
    now = 31_000;
    const errors: unknown[] = [];
    let renders = 0;
    const failing = () => {
      renders++;
      return Promise.reject(new Error("service down"));
    };
    cache.revalidate("k", failing, (e) => errors.push(e));
    cache.revalidate("k", failing, (e) => errors.push(e));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(renders).toBe(1);
    expect(errors).toHaveLength(1);
    expect(cache.lookup("k")).toMatchObject({ state: "stale" });
    const fresh = await page("new", now);
    cache.revalidate(
      "k",
      () => Promise.resolve({ page: fresh }),
      (e) => errors.push(e),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    const found = cache.lookup("k");
    expect(found.state).toBe("fresh");
    expect("page" in found && found.page.raw.toString()).toContain("new");
  });
});
