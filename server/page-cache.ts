/**
 * The page cache for anonymous shoppers (issue 12, decision 21): a GET or HEAD without any cookie
 * is answered from memory when an earlier render of the same URL said it may be shared
 * (`Cache-Control: public` with a max-age, status 200, no Set-Cookie — entry.server makes any page
 * that involves a cookie private). Entries are kept compressed (brotli and gzip, made once when
 * stored), in a least-recently-used map with a byte cap; fresh for the page's own max-age
 * (s-maxage first), then served stale for its stale-while-revalidate while one render refreshes it;
 * one render per URL when many ask at once. A request with a cookie, a form post, or a page that is
 * not shareable goes to Remix untouched, streamed as before.
 *
 * The core (`PageCache`) knows nothing of Express: `pageCache()` adapts it to the storefront.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A stored page: what a hit sends, in each encoding. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The CSP nonce the page's inline scripts carry (the hit's CSP header must name it). */
  nonce: string;
  etag: string;
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** When it stops being fresh / stops being servable at all (ms since the epoch). */
  freshUntil: number;
  staleUntil: number;
}

/** What a render gave: a page that may be stored, or a response that must not be shared. */
export type Rendered = { page: CachedPage } | { pass: Response };

type Lookup = { state: "fresh" | "stale"; page: CachedPage } | { state: "miss" };

/** The seconds of `max-age` (s-maxage first) and `stale-while-revalidate` of a shareable Cache-Control, else null. */
export function shareableLifetime(cacheControl: string | null): { maxAge: number; swr: number } | null {
  if (!cacheControl) return null;
  const directives = new Map<string, string>();
  for (const part of cacheControl.toLowerCase().split(",")) {
    const [name, value = ""] = part.trim().split("=");
    directives.set(name.trim(), value.trim());
  }
  if (!directives.has("public") || directives.has("private") || directives.has("no-store")) return null;
  if (directives.has("no-cache")) return null;
  const seconds = (name: string) => {
    const value = directives.get(name);
    return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
  };
  const maxAge = seconds("s-maxage") ?? seconds("max-age") ?? 0;
  if (maxAge <= 0) return null;
  return { maxAge, swr: seconds("stale-while-revalidate") ?? 0 };
}

/**
 * The cache key of a URL: origin, path and the query with its parameters in name order (the values of
 * one name keep their order), so `?b=2&a=1` and `?a=1&b=2` share an entry.
 */
export function pageKey(url: URL): string {
  const params = [...url.searchParams.entries()]
    .map(([name, value], index) => ({ name, value, index }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.index - b.index));
  const query = new URLSearchParams(params.map(({ name, value }) => [name, value])).toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ""}`;
}

/** The encoding a hit is sent in, by the request's Accept-Encoding (brotli first). */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return "identity";
}

const pageBytes = (page: CachedPage) => page.raw.length + page.br.length + page.gzip.length;

/** Response headers a stored page does not keep: the hit sets its own. */
const NOT_KEPT = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "content-security-policy",
  "date",
]);

/** Makes a stored page of a shareable 200 response (compressing its body once), or answers null. */
export async function toCachedPage(response: Response, nonce: string, now: number): Promise<CachedPage | null> {
  const lifetime = shareableLifetime(response.headers.get("cache-control"));
  if (response.status !== 200 || !lifetime || response.headers.has("set-cookie")) return null;
  const raw = Buffer.from(await response.arrayBuffer());
  const [br, gz] = await Promise.all([
    brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    gzipped(raw, { level: 9 }),
  ]);
  return {
    status: response.status,
    headers: [...response.headers].filter(([name]) => !NOT_KEPT.has(name.toLowerCase())),
    nonce,
    etag: `"${createHash("sha1").update(raw).digest("base64url")}"`,
    raw,
    br,
    gzip: gz,
    freshUntil: now + lifetime.maxAge * 1000,
    staleUntil: now + (lifetime.maxAge + lifetime.swr) * 1000,
  };
}

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly renders = new Map<string, Promise<Rendered>>();
  private bytes = 0;
  /** Bumped by clear(): a render begun before a change is neither stored nor shared after it. */
  private generation = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.bytes };
  }

  lookup(key: string): Lookup {
    const page = this.pages.get(key);
    const now = this.now();
    if (!page || page.staleUntil <= now) {
      if (page) this.remove(key);
      return { state: "miss" };
    }
    // Most recently used last: eviction takes the first.
    this.pages.delete(key);
    this.pages.set(key, page);
    return { state: page.freshUntil > now ? "fresh" : "stale", page };
  }

  /**
   * Renders `key` once however many ask at the same time, storing what may be stored. A render that
   * cannot be shared is not handed to the other callers: each of them renders its own.
   */
  async render(key: string, render: () => Promise<Rendered>): Promise<Rendered> {
    const running = this.renders.get(key);
    if (running) {
      const shared = await running.catch(() => undefined);
      if (shared && "page" in shared) return shared;
      return render();
    }
    const generation = this.generation;
    const started = render().then((rendered) => {
      if ("page" in rendered && generation === this.generation) this.store(key, rendered.page);
      return rendered;
    });
    this.renders.set(key, started);
    try {
      return await started;
    } finally {
      if (this.renders.get(key) === started) this.renders.delete(key);
    }
  }

  /** Refreshes a stale entry in the background (once), keeping the stale one until it succeeds. */
  revalidate(key: string, render: () => Promise<Rendered>, onError: (error: unknown) => void): void {
    if (this.renders.has(key)) return;
    this.render(key, render).catch(onError);
  }

  /**
   * Forgets every page (the catalogue or theme changed). Renders already running read the old data:
   * they still answer the requests that started them, but are not stored, and later requests start
   * renders of their own instead of joining them.
   */
  clear(): void {
    this.generation += 1;
    this.pages.clear();
    this.renders.clear();
    this.bytes = 0;
  }

  private store(key: string, page: CachedPage): void {
    const size = pageBytes(page);
    if (size > this.maxBytes) return;
    this.remove(key);
    this.pages.set(key, page);
    this.bytes += size;
    for (const [oldest] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= pageBytes(page);
  }
}

// --- Express ----------------------------------------------------------------------------------------

/** The port a request names (X-Forwarded-Host's, else Host's), as Remix's Express adapter reads it. */
function requestPort(req: ExpressRequest): string {
  const port = (header: string) => Number.parseInt(req.get(header)?.split(":")[1] ?? "", 10);
  const forwarded = port("X-Forwarded-Host");
  const host = port("host");
  return String(Number.isSafeInteger(forwarded) ? forwarded : Number.isSafeInteger(host) ? host : "");
}

/**
 * The Fetch API request Remix would see for an Express request (the same URL as the adapter's: the
 * host honours TRUST_PROXY); a GET unless `init` says otherwise (the page cache answers a HEAD from
 * the stored GET; the render pool passes the method, body and abort signal).
 */
export function fetchRequest(
  req: ExpressRequest,
  init: { method?: string; body?: Uint8Array<ArrayBuffer>; signal?: AbortSignal } = {},
): Request {
  // As Remix's adapter copies them: an empty header (`Cookie:`) is no header.
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (!value) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const port = requestPort(req);
  const host = `${req.hostname}${port ? `:${port}` : ""}`;
  return new Request(`${req.protocol}://${host}${req.originalUrl}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body,
    signal: init.signal,
  });
}

/** Sends a stored page: 304 when the browser has it, else the body in the best encoding it accepts. */
function sendPage(req: ExpressRequest, res: ExpressResponse, page: CachedPage, state: string): void {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  const csp = res.getHeader("Content-Security-Policy");
  const nonce = res.locals.cspNonce as string | undefined;
  if (typeof csp === "string" && nonce) {
    res.setHeader("Content-Security-Policy", csp.replace(`'nonce-${nonce}'`, `'nonce-${page.nonce}'`));
  }
  res.setHeader("ETag", page.etag);
  res.setHeader("X-Page-Cache", state);
  if (req.headers["if-none-match"] === page.etag) {
    res.status(304).end();
    return;
  }
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.raw;
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.status(page.status);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

/** Sends a response that was rendered but may not be shared, as Remix's adapter would. */
async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  res.setHeader("X-Page-Cache", "bypass");
  res.end(Buffer.from(await response.arrayBuffer()));
}

interface PageCacheOptions {
  maxBytes: number;
  /** Renders a request through Remix (the same load context as the streaming handler). */
  render: (request: Request, req: ExpressRequest, res: ExpressResponse) => Promise<Response>;
  onError: (error: unknown) => void;
}

/**
 * The Express middleware. Requests it does not take (a cookie, not GET/HEAD, a Remix data request)
 * go on to `next()`; a URL that rendered as not shareable is passed on for a minute without
 * buffering, so private pages keep streaming.
 */
export function pageCache(options: PageCacheOptions): RequestHandler & { cache: PageCache } {
  const cache = new PageCache(options.maxBytes);
  const passUntil = new Map<string, number>();
  const handler: RequestHandler = (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.headers.cookie || options.maxBytes <= 0) {
      next();
      return;
    }
    const request = fetchRequest(req);
    const url = new URL(request.url);
    if (url.searchParams.has("_data")) {
      next();
      return;
    }
    const key = pageKey(url);
    if ((passUntil.get(key) ?? 0) > Date.now()) {
      next();
      return;
    }
    const renderFor = (from: Request, response: ExpressResponse) => async (): Promise<Rendered> => {
      const rendered = await options.render(from, req, response);
      const page = await toCachedPage(rendered.clone(), (response.locals.cspNonce as string) ?? "", Date.now());
      if (page) return { page };
      passUntil.set(key, Date.now() + 60_000);
      if (passUntil.size > 10_000) passUntil.clear();
      return { pass: rendered };
    };
    const found = cache.lookup(key);
    if (found.state !== "miss") {
      if (found.state === "stale") {
        // The refresh renders for nobody in particular: a fresh nonce, no response to write to.
        const background = { locals: { cspNonce: found.page.nonce } } as unknown as ExpressResponse;
        cache.revalidate(key, renderFor(request, background), options.onError);
      }
      sendPage(req, res, found.page, found.state === "fresh" ? "hit" : "stale");
      return;
    }
    cache
      .render(key, renderFor(request, res))
      .then((rendered) =>
        "page" in rendered ? sendPage(req, res, rendered.page, "miss") : sendResponse(res, rendered.pass),
      )
      .catch(next);
  };
  return Object.assign(handler, { cache });
}
