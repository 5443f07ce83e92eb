/**
 * `npm run bench`: builds, starts the production server on its own port and data folder, load-tests
 * the home page, a product page and a static copy of the home page's HTML, measures the JavaScript
 * each page ships, prints Markdown tables and saves the full results as JSON in bench/results/.
 *
 * The static copy is the yardstick: served by the same process through the same middleware
 * (request log, compression, security headers), it shows what the machine can do without rendering,
 * so "SSR req/s ÷ static req/s" stays comparable between machines where absolute numbers do not.
 * See bench/README.md.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  compressedSizes,
  cpuMeter,
  decode,
  findScripts,
  firstProductPath,
  getHtml,
  getRaw,
  kib,
  loadTest,
  markdownTable,
  type AutocannonResult,
  type CpuShare,
} from "./lib";
import {
  assertServerAlive,
  benchOptions,
  benchHelp,
  BenchError,
  exitCode,
  interrupted,
  log,
  numericFlag,
  parseBenchArgs,
  ROOT,
  runBench,
  serverPid,
  startBench,
  writeResults,
  type StartInfo,
} from "./server";

const BASELINE_DIR = path.join(ROOT, "public/__bench");
/** A product listing page with a filter and a sort, as a shopper reaches it from the menu. */
const LISTING_PATH = "/products/?department=men&sort_on=price_asc";
const BASELINE_FILE = path.join(BASELINE_DIR, "home.html");
const SERVER_LOG = path.join(os.tmpdir(), "vitrine-bench-server.log");
// ARCHITECTURE.md §4: "A page loads at most 80 KB of JavaScript on the wire" (taken as KiB here).
const JS_BUDGET_BYTES = 80 * 1024;
// What browsers send; the server then picks brotli for dynamic HTML and the precompressed .br assets.
const LOAD_HEADERS = { "accept-encoding": "gzip, br" };

const HELP = benchHelp(
  "npm run bench -- [options]",
  `  --port N               port for the bench server (default 3210)
  --duration S           seconds of load per target (default 10)
  --connections N        concurrent connections (default 10)
  --warmup N             warm-up requests per target before measuring (default 200)
  --data-dir DIR         DATA_DIR for the embedded database (default ${path.join(os.tmpdir(), "vitrine-bench-data")})
  --fresh                delete the data dir first, so start-up includes create + migrate + seed
  --web-concurrency N    storefront processes (WEB_CONCURRENCY, default 1; above 1 needs --database-url)
  --products N           seed N products on the first start (SEED_PRODUCTS), in a data dir of its own
                         (the data dir with "-N" appended), e.g. --products 100000`,
);

// ---------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------

function options() {
  const values = parseBenchArgs(
    {
      port: { type: "string", default: "3210" },
      duration: { type: "string", default: "10" },
      connections: { type: "string", default: "10" },
      warmup: { type: "string", default: "200" },
      "data-dir": { type: "string", default: path.join(os.tmpdir(), "vitrine-bench-data") },
      fresh: { type: "boolean", default: false },
      "web-concurrency": { type: "string", default: "1" },
      products: { type: "string", default: "" },
    },
    HELP,
  );
  const int = (name: "port" | "duration" | "connections" | "warmup" | "web-concurrency", min: number) =>
    numericFlag(values, name, min);
  const products = values.products === "" ? undefined : Number(values.products);
  if (products !== undefined && (!Number.isInteger(products) || products < 1 || products > 1_000_000)) {
    throw new BenchError(`--products must be an integer from 1 to 1000000, got "${values.products}"`);
  }
  return {
    ...benchOptions(values),
    port: int("port", 1),
    duration: int("duration", 1),
    connections: int("connections", 1),
    warmup: int("warmup", 0),
    // A catalogue size of its own gets a data dir of its own, so sizes never share (or reseed) one.
    dataDir: path.resolve(products ? `${values["data-dir"]}-${products}` : values["data-dir"]),
    products,
    fresh: values.fresh,
    webConcurrency: int("web-concurrency", 1),
  };
}
type Options = ReturnType<typeof options>;

// ---------------------------------------------------------------------------------------------
// Steps
// ---------------------------------------------------------------------------------------------

function removeBaseline() {
  fs.rmSync(BASELINE_FILE, { force: true });
  // Only the folder we created, and only if nothing else was put there.
  try {
    fs.rmdirSync(BASELINE_DIR);
  } catch {
    /* absent or not empty */
  }
}

// ---- page weight ----

interface AssetWeight {
  path: string;
  raw: number;
  gzip: number;
  br: number;
  /** Encodings the server actually used for the gzip and br requests (identity = not compressed). */
  encodings: { gzip: string; br: string };
}

interface PageWeight {
  page: string;
  path: string;
  html: { raw: number; gzip: number; br: number };
  js: {
    files: number;
    external: { raw: number; gzip: number; br: number };
    inline: { scripts: number; raw: number; gzipEstimate: number; brEstimate: number };
    total: { gzip: number; br: number };
    withinBudget: boolean;
  };
  assets: AssetWeight[];
}

/** One URL fetched three ways: identity (real size), gzip and br (bytes on the wire). */
async function weigh(url: string) {
  const [raw, gzip, br] = await Promise.all(
    ["identity", "gzip", "br"].map((encoding) => getRaw(url, { "accept-encoding": encoding })),
  );
  for (const res of [raw, gzip, br]) {
    if (res.status !== 200) throw new BenchError(`GET ${url} answered ${res.status}`);
  }
  return {
    raw: raw.wire.length,
    gzip: gzip.wire.length,
    br: br.wire.length,
    encodings: { gzip: gzip.encoding, br: br.encoding },
    text: decode(raw.wire, raw.encoding).toString("utf8"),
  };
}

async function pageWeight(base: string, page: string, pagePath: string): Promise<PageWeight> {
  const url = base + pagePath;
  const doc = await weigh(url);
  const scripts = findScripts(doc.text, url);
  // Sequential on purpose: the numbers are sizes, not timings, and the server is otherwise idle.
  const assets: AssetWeight[] = [];
  for (const asset of scripts.external) {
    const { text: _text, ...sizes } = await weigh(base + asset);
    assets.push({ path: asset, ...sizes });
  }
  const sum = (key: "raw" | "gzip" | "br") => assets.reduce((total, a) => total + a[key], 0);
  const inlineText = scripts.inline.join("\n");
  const inline = inlineText ? compressedSizes(inlineText) : { gzip: 0, br: 0 };
  const total = { gzip: sum("gzip") + inline.gzip, br: sum("br") + inline.br };
  return {
    page,
    path: pagePath,
    html: { raw: doc.raw, gzip: doc.gzip, br: doc.br },
    js: {
      files: assets.length,
      external: { raw: sum("raw"), gzip: sum("gzip"), br: sum("br") },
      inline: {
        scripts: scripts.inline.length,
        raw: Buffer.byteLength(inlineText),
        gzipEstimate: inline.gzip,
        brEstimate: inline.br,
      },
      total,
      withinBudget: total.br <= JS_BUDGET_BYTES,
    },
    assets,
  };
}

// ---- load ----

interface TargetResult {
  target: string;
  path: string;
  /** Content-Encoding and body bytes of one response with the load-test headers. */
  response: { encoding: string; bytes: number };
  reqPerSec: number;
  latencyMs: { p50: number; p90: number; p99: number; mean: number; max: number };
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  warmup: { requests: number; non2xx: number; errors: number };
  /** Cores used during the measurement by the server, autocannon (this process) and anything else. */
  cpu?: CpuShare;
  /** Relative to the static baseline: >1 req/s ratio or <1 p50 ratio would mean faster than static. */
  vsStatic?: { reqPerSec: number; p50: number };
}

async function measure(opts: Options, base: string, target: string, targetPath: string): Promise<TargetResult> {
  const url = base + targetPath;
  assertServerAlive(`before ${target}`);
  const probe = await getRaw(url, LOAD_HEADERS);
  log(
    `› ${target} ${targetPath}: ${probe.status}, ${probe.encoding}, ${probe.wire.length} bytes; warm-up ${opts.warmup} requests`,
  );
  // Warm-up fills the JIT, module caches and the database's pages so the measurement is steady state.
  const warm: AutocannonResult | undefined = opts.warmup
    ? await loadTest({ url, connections: opts.connections, amount: opts.warmup, headers: LOAD_HEADERS })
    : undefined;
  if (interrupted()) throw new BenchError("interrupted");
  assertServerAlive(`during the warm-up of ${target}`);
  log(`  measuring ${opts.duration} s × ${opts.connections} connections`);
  const meter = cpuMeter(serverPid());
  const r = await loadTest({ url, connections: opts.connections, duration: opts.duration, headers: LOAD_HEADERS });
  const cpu = meter();
  // A stopped (interrupted) run resolves with partial numbers: don't go on to the next target.
  if (interrupted()) throw new BenchError("interrupted");
  assertServerAlive(`while measuring ${target}`);
  const result: TargetResult = {
    target,
    path: targetPath,
    response: { encoding: probe.encoding, bytes: probe.wire.length },
    reqPerSec: r.requests.mean,
    latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, mean: r.latency.mean, max: r.latency.max },
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats).map(([code, s]) => [code, s.count])),
    warmup: { requests: warm?.requests.total ?? 0, non2xx: warm?.non2xx ?? 0, errors: warm?.errors ?? 0 },
    cpu,
  };
  const { p50, p99 } = result.latencyMs;
  log(
    `  ${result.reqPerSec.toFixed(0)} req/s, p50 ${p50} ms, p99 ${p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
  );
  if (cpu) log(`  cores used: ${formatCpu(cpu)}`);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

interface Results {
  date: string;
  label: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGiB: number;
    node: string;
    platform: string;
    cpuBusyAtStart: number;
  };
  settings: {
    duration: number;
    connections: number;
    warmup: number;
    headers: Record<string, string>;
    build: boolean;
    webConcurrency: number;
    products?: number;
  };
  server: StartInfo & { dataDir: string; database: "embedded" | "external"; log: string };
  targets: TargetResult[];
  pageWeight: PageWeight[];
  failures: string[];
}

function largest(assets: AssetWeight[]): string {
  const top = [...assets].sort((a, b) => b.br - a.br)[0];
  return top ? `\`${path.basename(top.path)}\` ${kib(top.br)}` : "–";
}

const formatCpu = (c: CpuShare) =>
  `server ${c.server.toFixed(2)} / load gen ${c.loadGenerator.toFixed(2)} / other ${c.other.toFixed(2)}`;

function markdown(results: Results): string {
  const ratio = (n: number | undefined) => (n === undefined ? "–" : `${n.toFixed(2)}×`);
  const load = markdownTable(
    [
      "target",
      "path",
      "req/s",
      "p50 ms",
      "p99 ms",
      "req/s vs static",
      "p50 vs static",
      "non-2xx",
      "errors",
      "cores: server / load gen / other",
    ],
    results.targets.map((t) => [
      t.target,
      `\`${t.path}\``,
      t.reqPerSec.toFixed(0),
      t.latencyMs.p50,
      t.latencyMs.p99,
      ratio(t.vsStatic?.reqPerSec),
      ratio(t.vsStatic?.p50),
      t.non2xx,
      t.errors,
      t.cpu ? [t.cpu.server, t.cpu.loadGenerator, t.cpu.other].map((n) => n.toFixed(2)).join(" / ") : "–",
    ]),
  );
  const weight = markdownTable(
    [
      "page",
      "JS files",
      "JS gzip KiB",
      "JS brotli KiB",
      "of which inline (br, est.)",
      "budget 80 KiB br",
      "largest file (br KiB)",
      "HTML KiB",
      "HTML gzip KiB",
      "HTML br KiB",
    ],
    results.pageWeight.map((p) => [
      p.page,
      p.js.files,
      kib(p.js.total.gzip),
      kib(p.js.total.br),
      kib(p.js.inline.brEstimate),
      p.js.withinBudget ? "ok" : "**over**",
      largest(p.assets),
      kib(p.html.raw),
      kib(p.html.gzip),
      kib(p.html.br),
    ]),
  );
  const m = results.machine;
  const s = results.settings;
  return [
    `## Vitrine bench, ${results.date}${results.label ? ` (${results.label})` : ""}`,
    "",
    `${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB, Node ${m.node}, CPUs ${(m.cpuBusyAtStart * 100).toFixed(0)}% busy at start; ${
      s.duration
    } s × ${s.connections} connections per target after ${s.warmup} warm-up requests; \`accept-encoding: ${
      s.headers["accept-encoding"]
    }\`.`,
    "",
    `**Server start:** ${(results.server.ms / 1000).toFixed(2)} s from spawn to healthy, ${results.server.kind}.`,
    "",
    "### Throughput and latency",
    "",
    load,
    "",
    "### Page weight (JavaScript on the wire)",
    "",
    weight,
    "",
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const opts = options();
  const { base, date, busyAtStart, start } = await startBench(opts, {
    ...opts,
    logFile: SERVER_LOG,
    env: { WEB_CONCURRENCY: String(opts.webConcurrency) },
  });

  const homeHtml = await getHtml(`${base}/`);
  const productPath = firstProductPath(homeHtml);
  if (!productPath) throw new BenchError('the home page has no href="/product/…" link to benchmark');
  log(`› product page: ${productPath}`);

  // Same bytes as the home page, served as a file by the same process: the rendering-free yardstick.
  fs.mkdirSync(BASELINE_DIR, { recursive: true });
  fs.writeFileSync(BASELINE_FILE, homeHtml);

  log("› page weight");
  const pageWeights = [
    await pageWeight(base, "home", "/"),
    await pageWeight(base, "listing", LISTING_PATH),
    await pageWeight(base, "product", productPath),
    await pageWeight(base, "sign-in", "/auth/login"),
  ];

  const targets: TargetResult[] = [];
  for (const [name, targetPath] of [
    ["home", "/"],
    ["listing (filter + sort)", LISTING_PATH],
    ["product", productPath],
    ["static baseline", "/__bench/home.html"],
  ] as const) {
    targets.push(await measure(opts, base, name, targetPath));
  }
  const baseline = targets[targets.length - 1];
  for (const t of targets) {
    t.vsStatic = { reqPerSec: t.reqPerSec / baseline.reqPerSec, p50: t.latencyMs.p50 / baseline.latencyMs.p50 };
  }

  const failures = targets.flatMap((t) => [
    ...(t.non2xx ? [`${t.target}: ${t.non2xx} non-2xx responses ${JSON.stringify(t.statusCodes)}`] : []),
    ...(t.errors ? [`${t.target}: ${t.errors} errors (${t.timeouts} timeouts)`] : []),
    ...(t.warmup.non2xx || t.warmup.errors
      ? [`${t.target}: warm-up had ${t.warmup.non2xx} non-2xx, ${t.warmup.errors} errors`]
      : []),
  ]);

  const cpus = os.cpus();
  const results: Results = {
    date,
    label: opts.label,
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model.trim() ?? "unknown",
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      /** Fraction of all cores busy during the second before the run (other work on the machine). */
      cpuBusyAtStart: Number(busyAtStart.toFixed(2)),
    },
    settings: {
      duration: opts.duration,
      connections: opts.connections,
      warmup: opts.warmup,
      headers: LOAD_HEADERS,
      build: opts.build,
      webConcurrency: opts.webConcurrency,
      ...(opts.products ? { products: opts.products } : {}),
    },
    server: { ...start, dataDir: opts.dataDir, database: opts.databaseUrl ? "external" : "embedded", log: SERVER_LOG },
    targets,
    pageWeight: pageWeights,
    failures,
  };

  writeResults("", date, results);

  process.stdout.write(opts.json ? `${JSON.stringify(results, null, 2)}\n` : markdown(results));

  return exitCode(failures);
}

await runBench(main, removeBaseline);
