/**
 * Helpers for bench/run.ts: raw HTTP (to see compressed sizes), HTML scanning for the JavaScript a
 * page loads, a typed wrapper around autocannon, and Markdown formatting. Kept free of process
 * management so run.ts reads as the sequence of steps.
 */
import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import os from "node:os";
import zlib from "node:zlib";

// ---------------------------------------------------------------------------------------------
// Raw HTTP
// ---------------------------------------------------------------------------------------------

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Content-Encoding the server actually chose ("identity" when none). */
  encoding: string;
  /** The body exactly as it crossed the wire (still compressed). */
  wire: Buffer;
}

/**
 * GET with node:http, which (unlike global fetch) does not decompress, so `wire.length` is the
 * number of body bytes the browser would download. Response headers are not counted.
 */
export function getRaw(url: string, headers: Record<string, string> = {}, timeoutMs = 30_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          encoding: String(res.headers["content-encoding"] ?? "identity"),
          wire: Buffer.concat(chunks),
        }),
      );
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`GET ${url}: no answer in ${timeoutMs} ms`)));
    req.on("error", reject);
  });
}

/** Undo the Content-Encoding of a raw body (to read the HTML we measured). */
export function decode(body: Buffer, encoding: string): Buffer {
  switch (encoding) {
    case "br":
      return zlib.brotliDecompressSync(body);
    case "gzip":
      return zlib.gunzipSync(body);
    case "deflate":
      return zlib.inflateSync(body);
    case "identity":
      return body;
    default:
      throw new Error(`unexpected content-encoding ${encoding}`);
  }
}

/** GET a page as text, failing on anything but 200 (a redirect or error page would skew every figure). */
export async function getHtml(url: string): Promise<string> {
  const res = await getRaw(url, { "accept-encoding": "gzip" });
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}, expected 200`);
  return decode(res.wire, res.encoding).toString("utf8");
}

// ---------------------------------------------------------------------------------------------
// HTML scanning (regular expressions are enough: we read our own server's well-formed output)
// ---------------------------------------------------------------------------------------------

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", "#39": "'", "#x27": "'" };

function unescapeAttr(value: string): string {
  return value.replace(/&(amp|quot|apos|lt|gt|#39|#x27);/g, (_m, name: string) => ENTITIES[name] ?? _m);
}

/** Attributes of one start tag, names lower-cased; boolean attributes map to "". */
export function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const re = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const m of source.matchAll(re)) {
    attrs[m[1].toLowerCase()] = unescapeAttr(m[2] ?? m[3] ?? m[4] ?? "");
  }
  return attrs;
}

/** The first link to a product page, as a site-relative path (e.g. "/product/blue-shirt"). */
export function firstProductPath(html: string): string | undefined {
  const m = /href\s*=\s*(?:"(\/product\/[^"]+)"|'(\/product\/[^']+)')/i.exec(html);
  return m ? unescapeAttr(m[1] ?? m[2]) : undefined;
}

// Script types the browser executes; JSON-LD and other data blocks are not JavaScript.
const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

export interface PageScripts {
  /** Same-origin paths of external JS (script src, modulepreload, preload as=script), de-duplicated. */
  external: string[];
  /** Executable inline scripts, in document order. */
  inline: string[];
}

export function findScripts(html: string, pageUrl: string): PageScripts {
  const origin = new URL(pageUrl).origin;
  const external = new Set<string>();
  const inline: string[] = [];
  const add = (href: string | undefined) => {
    if (!href) return;
    const url = new URL(href, pageUrl);
    // Third-party scripts are not served by us and cannot be fetched offline; the budget is ours.
    if (url.origin === origin) external.add(url.pathname + url.search);
  };

  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = parseAttributes(m[1]);
    if (!EXECUTABLE_TYPES.has((attrs.type ?? "").trim().toLowerCase())) continue;
    if (attrs.src !== undefined) add(attrs.src);
    else if (m[2].trim()) inline.push(m[2]);
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = parseAttributes(m[1]);
    const rel = (attrs.rel ?? "").toLowerCase().split(/\s+/);
    if (rel.includes("modulepreload") || (rel.includes("preload") && attrs.as === "script")) add(attrs.href);
  }
  return { external: [...external], inline };
}

/**
 * Inline scripts travel inside the HTML document, so their real cost is already in the document's
 * compressed size; this estimates their share by compressing them alone with the settings the
 * `compression` middleware uses for dynamic responses (gzip level 6, brotli quality 4).
 */
export function compressedSizes(text: string): { gzip: number; br: number } {
  const data = Buffer.from(text, "utf8");
  return {
    gzip: zlib.gzipSync(data, { level: 6 }).length,
    br: zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length,
  };
}

// ---------------------------------------------------------------------------------------------
// autocannon
// ---------------------------------------------------------------------------------------------

/** The subset of autocannon's options and result we use (the package ships no type declarations). */
export interface AutocannonOptions {
  url: string;
  connections?: number;
  duration?: number;
  amount?: number;
  headers?: Record<string, string>;
  timeout?: number;
  /** A sequence of requests each connection sends in turn (then starts over). */
  requests?: { method?: string; path: string; headers?: Record<string, string> }[];
  /** The most requests per second over all connections (a steady load). */
  overallRate?: number;
}

interface Histogram {
  mean: number;
  average: number;
  stddev: number;
  min: number;
  max: number;
  p50: number;
  p90: number;
  p99: number;
  total: number;
}

export interface AutocannonResult {
  url: string;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
  statusCodeStats: Record<string, { count: number }>;
  latency: Histogram;
  requests: Histogram & { sent: number };
  throughput: Histogram;
}

/** Without a callback autocannon returns its run tracker, an EventEmitter that is also thenable. */
type Tracker = PromiseLike<AutocannonResult> & { stop(): void };
type Autocannon = (options: AutocannonOptions) => Tracker;

// A static `import autocannon from "autocannon"` would fail strict type-checking (TS7016: no
// declaration file) and we may not add a .d.ts elsewhere in the project, so load the CommonJS
// module through require and give it the type above.
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const activeRuns = new Set<Tracker>();

export async function loadTest(options: AutocannonOptions): Promise<AutocannonResult> {
  const run = autocannon(options);
  activeRuns.add(run);
  try {
    return await run;
  } finally {
    activeRuns.delete(run);
  }
}

/**
 * Ends any load test in flight (on Ctrl-C). Otherwise its keep-alive connections keep the server
 * busy and its graceful shutdown would wait for them until the kill timeout.
 */
export function stopLoadTests() {
  for (const run of activeRuns) run.stop();
}

// ---------------------------------------------------------------------------------------------
// Formatting
// ---------------------------------------------------------------------------------------------

export const kib = (bytes: number) => (bytes / 1024).toFixed(1);

export function markdownTable(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

/**
 * Share of all cores busy over the next `ms` milliseconds. Unlike the 1-minute load average, which
 * lags, this says whether something else is running right now.
 */
export async function cpuBusy(ms = 1000): Promise<number> {
  const snapshot = () =>
    os.cpus().reduce(
      (acc, cpu) => {
        const { idle, ...rest } = cpu.times;
        acc.idle += idle;
        acc.total += idle + Object.values(rest).reduce((a, b) => a + b, 0);
        return acc;
      },
      { idle: 0, total: 0 },
    );
  const before = snapshot();
  await sleep(ms);
  const after = snapshot();
  const total = after.total - before.total;
  return total > 0 ? 1 - (after.idle - before.idle) / total : 0;
}

// ---------------------------------------------------------------------------------------------
// CPU accounting: who used the two shared cores during a load test
// ---------------------------------------------------------------------------------------------

/** Linux reports process times in clock ticks; 100 per second on every mainstream kernel config. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * `pid` and every process below it (the storefront's workers when WEB_CONCURRENCY > 1), from each
 * process's parent id in /proc; just [pid] off Linux.
 */
export function processTree(pid: number): number[] {
  let entries: string[];
  try {
    entries = fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return [pid];
  }
  const children = new Map<number, number[]>();
  for (const name of entries) {
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]); // ppid: field 4
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      /* gone meanwhile */
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

/** Resident memory of `pid` in KiB (VmRSS of /proc/<pid>/status), or undefined (gone, or not Linux). */
export function residentKiB(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** CPU milliseconds (user + system, all threads) used so far by `pid` and its workers, or undefined off Linux. */
function processCpuMs(pid: number): number | undefined {
  const times = processTree(pid).map(ownCpuMs);
  return times[0] === undefined ? undefined : times.reduce<number>((sum, ms) => sum + (ms ?? 0), 0);
}

function ownCpuMs(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may contain spaces; the fields after its closing ")" are fixed.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
    return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

function machineCpuMs(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    const sum = times.user + times.nice + times.sys + times.irq + times.idle;
    total += sum;
    busy += sum - times.idle;
  }
  return { busy, total };
}

/** Average number of cores each party kept busy over the interval. */
export interface CpuShare {
  server: number;
  loadGenerator: number;
  /** Everything else on the machine: other engineers' builds, tests… should be near 0. */
  other: number;
}

/**
 * Starts measuring; call the returned function at the end of the interval. Uses wall time for the
 * denominator so figures are "cores", e.g. server 1.0 = one core saturated (Node's limit).
 */
export function cpuMeter(serverPid: number | undefined): () => CpuShare | undefined {
  const started = performance.now();
  const machine = machineCpuMs();
  const self = process.cpuUsage();
  const server = serverPid === undefined ? undefined : processCpuMs(serverPid);
  return () => {
    const end = serverPid === undefined ? undefined : processCpuMs(serverPid);
    if (server === undefined || end === undefined) return undefined;
    const wall = performance.now() - started;
    const selfMs = (() => {
      const { user, system } = process.cpuUsage(self);
      return (user + system) / 1000;
    })();
    const serverMs = end - server;
    const busyMs = machineCpuMs().busy - machine.busy;
    const round = (ms: number) => Number((Math.max(0, ms) / wall).toFixed(2));
    return { server: round(serverMs), loadGenerator: round(selfMs), other: round(busyMs - serverMs - selfMs) };
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
