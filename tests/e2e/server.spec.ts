import { expect, test } from "./fixtures";

// HTTP-level behaviour of server.ts; one project is enough.
test.describe("server", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only");

  test("sends security headers with a fresh CSP nonce per rendered page", async ({ request }) => {
    // A cookie makes each request a render of its own (an anonymous page may come from the page
    // cache, with the nonce of its stored copy: page-cache.spec.ts).
    const first = await request.get("/", { headers: { cookie: "consent=1" } });
    const second = await request.get("/", { headers: { cookie: "consent=1" } });
    const csp = first.headers()["content-security-policy"];
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toBe(second.headers()["content-security-policy"]);
    expect(first.headers()["x-content-type-options"]).toBe("nosniff");
    expect(first.headers()["x-powered-by"]).toBeUndefined();
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    const html = await first.text();
    // Every inline script carries the nonce.
    const scripts = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  test("lets anonymous pages be cached briefly and keeps cookie pages private", async ({ request }) => {
    const anonymous = await request.get("/", { headers: { cookie: "" } });
    expect(anonymous.headers()["cache-control"]).toMatch(/public, max-age=\d+/);
    const withCookie = await request.get("/", { headers: { cookie: "__vitrine=x" } });
    expect(withCookie.headers()["cache-control"]).toBe("private, no-cache");
  });

  test("serves build assets precompressed and immutable, public files for an hour", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /<link rel="modulepreload" href="(\/build\/[^"]+\.js)"/.exec(html)![1];
    const br = await request.get(asset, { headers: { "accept-encoding": "br" } });
    expect(br.status()).toBe(200);
    expect(br.headers()["content-encoding"]).toBe("br");
    expect(br.headers()["cache-control"]).toContain("immutable");
    const gzip = await request.get(asset, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
    const icon = await request.get("/favicon.ico");
    expect(icon.headers()["cache-control"]).toBe("public, max-age=3600");
  });

  test("answers /healthz and serves generated media", async ({ request }) => {
    expect((await (await request.get("/healthz")).json()).ok).toBe(true);
    const html = await (await request.get("/")).text();
    const image = /src="(\/service\/media\/[^"]+\.svg)"/.exec(html)![1];
    const response = await request.get(image);
    expect(response.headers()["content-type"]).toContain("image/svg+xml");
  });

  test("answers unknown service routes with JSON, never HTML", async ({ request }) => {
    const response = await request.get("/service/application/catalog/v1.0/products/");
    expect(response.status()).toBe(401);
    expect(response.headers()["content-type"]).toContain("application/json");
  });
});
