/**
 * The page cache for anonymous shoppers (decision 21), over real HTTP: a cookie-less GET of a public
 * page is rendered once, then answered from memory (same bytes, its ETag, a 304 for the browser that
 * has it); a signed-in shopper's page never goes in it nor comes out of it, and what it serves never
 * shows a shopper's name, cart or anything set by a cookie.
 */
import { randomBytes } from "node:crypto";
import { expect, test } from "./fixtures";

// One browser context's worth of checks over HTTP: JavaScript makes no difference here.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only: once is enough");

/** A URL of its own for this test: no other test has rendered it, so the first request is a miss. */
const freshUrl = (path: string) => `${path}?probe=${randomBytes(6).toString("hex")}`;

test("an anonymous page is rendered once, then served from memory with its ETag", async ({ playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  const url = freshUrl("/products/");
  const first = await anonymous.get(url);
  expect(first.status()).toBe(200);
  expect(first.headers()["x-page-cache"]).toBe("miss");
  const second = await anonymous.get(url);
  expect(second.headers()["x-page-cache"]).toBe("hit");
  expect(await second.text()).toBe(await first.text());
  expect(second.headers()["etag"]).toBe(first.headers()["etag"]);
  expect(second.headers()["cache-control"]).toMatch(/^public, max-age=\d+/);
  // Its inline scripts run: the CSP names the nonce the stored page carries.
  const nonce = /nonce="([^"]+)"/.exec(await second.text())?.[1];
  expect(second.headers()["content-security-policy"]).toContain(`'nonce-${nonce}'`);
  // The query's order does not make another page.
  const reordered = await anonymous.get(`${url}&department=men`);
  const same = await anonymous.get(`${url.replace("?", "?department=men&")}`);
  expect(reordered.headers()["x-page-cache"]).toBe("miss");
  expect(same.headers()["x-page-cache"]).toBe("hit");
  // The browser that has it gets a 304.
  const notModified = await anonymous.get(url, { headers: { "if-none-match": first.headers()["etag"] } });
  expect(notModified.status()).toBe(304);
  await anonymous.dispose();
});

test("a signed-in shopper's pages are neither stored nor served from it", async ({
  page,
  shopper,
  playwright,
  baseURL,
}) => {
  void shopper;
  const url = freshUrl("/");
  // The shopper renders the page first (their session cookie goes with it).
  const own = await page.request.get(url);
  expect(own.headers()["x-page-cache"]).toBeUndefined();
  expect(own.headers()["cache-control"]).toMatch(/^private/);
  expect(await own.text()).toContain("Asha");
  // A shopper without cookies gets a page of their own, without the name, then the stored copy.
  const anonymous = await playwright.request.newContext({ baseURL });
  const first = await anonymous.get(url);
  expect(first.headers()["x-page-cache"]).toBe("miss");
  const body = await first.text();
  expect(body).not.toContain("Asha");
  expect(body).toContain(">Sign in<");
  expect((await anonymous.get(url)).headers()["x-page-cache"]).toBe("hit");
  // And the signed-in shopper still gets their own page, not the stored one.
  const again = await page.request.get(url);
  expect(again.headers()["x-page-cache"]).toBeUndefined();
  expect(await again.text()).toContain("Asha");
  await anonymous.dispose();
});

test("personal and form pages are never stored", async ({ playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  for (const path of ["/auth/login/", "/cart/bag/"]) {
    const url = freshUrl(path);
    const first = await anonymous.get(url, { maxRedirects: 0 });
    const second = await anonymous.get(url, { maxRedirects: 0 });
    expect(second.headers()["x-page-cache"], path).not.toBe("hit");
    expect(first.headers()["cache-control"], path).not.toMatch(/public/);
  }
  await anonymous.dispose();
});
