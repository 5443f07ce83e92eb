/**
 * `npm run bench:soak`: the production server under a steady load for a long while, its resident
 * memory sampled all along. After a warm-up, autocannon cycles every connection through a mix of
 * pages — home, a listing, a product page, each as an anonymous visitor (answered from the page
 * cache) and with a cookie (rendered every time) — for `--minutes`, reading the server's RSS (the
 * sum over its process tree: the workers too with WEB_CONCURRENCY) from /proc every few seconds.
 * It reports the RSS just after the warm-up and at the end (each the mean of a minute's readings),
 * the growth, and the errors; exit 1 when memory grew by more than `--max-growth` percent or any
 * request failed. See bench/README.md.
 */
import os from "node:os";
import path from "node:path";
import { firstProductPath, getHtml, loadTest, markdownTable, processTree, residentKiB } from "./lib";
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
  runBench,
  serverPid,
  startBench,
  writeResults,
} from "./server";

const SERVER_LOG = path.join(os.tmpdir(), "vitrine-soak-server.log");
const LISTING_PATH = "/products/?department=men&sort_on=price_asc";
const LOAD_HEADERS = { "accept-encoding": "gzip, br" };
/** Any cookie makes the page cache step aside: the page is rendered for every request. */
const UNCACHED = { ...LOAD_HEADERS, cookie: "vitrine_soak=1" };

const HELP = benchHelp(
  "npm run bench:soak -- [options]",
  `  --minutes M            minutes of measured load after the warm-up (default 10)
  --warmup-seconds S     seconds of the same load before the first reading counts (default 60)
  --sample-seconds S     seconds between two RSS readings (default 5)
  --connections N        concurrent connections (default 4)
  --rate N               at most N requests per second over all connections; 0: as fast as the
                         server answers (default 0)
  --max-growth P         fail when RSS grew by more than P percent (default 10)
  --port N               port of the server (default 3710)
  --data-dir DIR         DATA_DIR of the embedded database (default ${path.join(os.tmpdir(), "vitrine-soak-data")})
  --web-concurrency N    WEB_CONCURRENCY of the server (needs --database-url when above 1)`,
);

function options() {
  const values = parseBenchArgs(
    {
      minutes: { type: "string", default: "10" },
      "warmup-seconds": { type: "string", default: "60" },
      "sample-seconds": { type: "string", default: "5" },
      connections: { type: "string", default: "4" },
      rate: { type: "string", default: "0" },
      "max-growth": { type: "string", default: "10" },
      port: { type: "string", default: "3710" },
      "data-dir": { type: "string", default: path.join(os.tmpdir(), "vitrine-soak-data") },
      "web-concurrency": { type: "string", default: "1" },
    },
    HELP,
  );
  type Numeric = "minutes" | "warmup-seconds" | "sample-seconds" | "connections" | "rate" | "max-growth" | "port";
  const number = (name: Numeric | "web-concurrency", min: number) => numericFlag(values, name, min, true);
  return {
    ...benchOptions(values),
    minutes: number("minutes", 0.1),
    warmupSeconds: number("warmup-seconds", 0),
    sampleSeconds: number("sample-seconds", 1),
    connections: Math.round(number("connections", 1)),
    rate: number("rate", 0),
    maxGrowth: number("max-growth", 0),
    port: Math.round(number("port", 1)),
    dataDir: path.resolve(values["data-dir"]),
    webConcurrency: Math.round(number("web-concurrency", 1)),
  };
}

interface Sample {
  /** Seconds since the load started. */
  at: number;
  rssKiB: number;
  processes: number;
}

/** The server's resident memory: its own plus its workers'. */
function serverRss(): Omit<Sample, "at"> | undefined {
  const pid = serverPid();
  if (pid === undefined) return undefined;
  const sizes = processTree(pid)
    .map(residentKiB)
    .filter((kib): kib is number => kib !== undefined);
  return sizes.length ? { rssKiB: sizes.reduce((a, b) => a + b, 0), processes: sizes.length } : undefined;
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const mib = (kib: number) => (kib / 1024).toFixed(1);

async function main(): Promise<number> {
  const opts = options();
  const { base, date, busyAtStart, start } = await startBench(opts, {
    dataDir: opts.dataDir,
    fresh: false,
    databaseUrl: opts.databaseUrl,
    logFile: SERVER_LOG,
    env: { WEB_CONCURRENCY: String(opts.webConcurrency) },
  });
  const productPath = firstProductPath(await getHtml(`${base}/`));
  if (!productPath) throw new BenchError('the home page has no href="/product/…" link to load');
  const pages = ["/", LISTING_PATH, productPath];
  const requests = [
    ...pages.map((p) => ({ method: "GET", path: p, headers: LOAD_HEADERS })),
    ...pages.map((p) => ({ method: "GET", path: p, headers: UNCACHED })),
  ];
  log(`› mix of ${requests.length} requests per round: ${pages.join(", ")} — cached, then with a cookie`);

  const warmupMs = opts.warmupSeconds * 1000;
  const measuredMs = opts.minutes * 60_000;
  log(
    `› ${opts.warmupSeconds} s warm-up + ${opts.minutes} min measured, ${opts.connections} connections` +
      `${opts.rate ? `, at most ${opts.rate} req/s` : ""}; RSS every ${opts.sampleSeconds} s`,
  );
  const samples: Sample[] = [];
  const started = performance.now();
  const timer = setInterval(() => {
    const rss = serverRss();
    if (!rss) return;
    const at = (performance.now() - started) / 1000;
    samples.push({ at: Number(at.toFixed(1)), ...rss });
    if (samples.length % Math.max(1, Math.round(60 / opts.sampleSeconds)) === 0)
      log(`  ${(at / 60).toFixed(1)} min: RSS ${mib(rss.rssKiB)} MiB (${rss.processes} process(es))`);
  }, opts.sampleSeconds * 1000);
  let result;
  try {
    result = await loadTest({
      url: base,
      connections: opts.connections,
      duration: (warmupMs + measuredMs) / 1000,
      requests,
      ...(opts.rate ? { overallRate: opts.rate } : {}),
      timeout: 30,
    });
  } finally {
    clearInterval(timer);
  }
  if (interrupted()) throw new BenchError("interrupted");
  assertServerAlive("during the soak");

  // The mean of the first minute after the warm-up, and of the last minute: one reading alone
  // would be at the mercy of where the garbage collector happened to be (RSS swings by ±15 % within
  // a minute under this load).
  const end = (warmupMs + measuredMs) / 1000;
  const window = Math.min(60, measuredMs / 1000 / 3);
  const measured = samples.filter((s) => s.at >= opts.warmupSeconds);
  const first = measured.filter((s) => s.at < opts.warmupSeconds + window);
  const last = measured.filter((s) => s.at >= end - window);
  if (!first.length || !last.length) throw new BenchError("too few RSS readings: lengthen --minutes");
  const afterWarmupKiB = Math.round(mean(first.map((s) => s.rssKiB)));
  const atEndKiB = Math.round(mean(last.map((s) => s.rssKiB)));
  const maxKiB = Math.max(...measured.map((s) => s.rssKiB));
  const growth = ((atEndKiB - afterWarmupKiB) / afterWarmupKiB) * 100;
  const errors = result.errors + result.non2xx;
  const failures = [
    ...(growth > opts.maxGrowth ? [`RSS grew by ${growth.toFixed(1)} % (more than ${opts.maxGrowth} %)`] : []),
    ...(errors ? [`${result.errors} errors (${result.timeouts} timeouts), ${result.non2xx} non-2xx responses`] : []),
  ];
  const results = {
    date,
    label: opts.label,
    machine: { cpus: os.cpus().length, node: process.version, cpuBusyAtStart: Number(busyAtStart.toFixed(2)) },
    settings: { ...opts, help: undefined, pages, requestsPerRound: requests.length },
    server: { ...start, log: SERVER_LOG },
    load: {
      requests: result.requests.total,
      reqPerSec: result.requests.mean,
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
    },
    memory: { afterWarmupKiB, atEndKiB, maxKiB, growthPercent: Number(growth.toFixed(1)) },
    samples,
    failures,
  };
  writeResults("soak-", date, results);
  if (opts.json) process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
  else {
    const perMinute = measured.filter((_, i) => i % Math.max(1, Math.round(60 / opts.sampleSeconds)) === 0);
    process.stdout.write(
      [
        `## Soak ${date}${opts.label ? ` — ${opts.label}` : ""}`,
        "",
        markdownTable(
          [
            "requests",
            "req/s",
            "p50 ms",
            "p99 ms",
            "errors",
            "non-2xx",
            "RSS after warm-up",
            "RSS at end",
            "max",
            "growth",
          ],
          [
            [
              result.requests.total,
              result.requests.mean.toFixed(0),
              result.latency.p50,
              result.latency.p99,
              result.errors,
              result.non2xx,
              `${mib(afterWarmupKiB)} MiB`,
              `${mib(atEndKiB)} MiB`,
              `${mib(maxKiB)} MiB`,
              `${growth >= 0 ? "+" : ""}${growth.toFixed(1)} %`,
            ],
          ],
        ),
        "",
        `RSS by minute (MiB): ${perMinute.map((s) => mib(s.rssKiB)).join(", ")}`,
        "",
      ].join("\n"),
    );
  }
  return exitCode(failures);
}

await runBench(main);
