/**
 * The bench's child processes (bench/run.ts, bench/checkout.ts): the build, and the production server
 * started on its own port and data folder, watched while it runs and stopped (also after an error or
 * Ctrl-C). One server per bench process.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs, type ParseArgsConfig } from "node:util";
import { cpuBusy, getRaw, sleep, stopLoadTests } from "./lib";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const HEALTH_TIMEOUT_MS = 120_000;

/** An expected failure (bad flag, busy port, server did not start…): reported without a stack trace. */
export class BenchError extends Error {}

/** The flags every bench has besides its own (each gives --port and --data-dir defaults of its own). */
const BENCH_FLAGS = {
  "no-build": { type: "boolean", default: false },
  "database-url": { type: "string", default: "" },
  label: { type: "string", default: "" },
  json: { type: "boolean", default: false },
  help: { type: "boolean", short: "h", default: false },
} as const;

/** BENCH_FLAGS' lines of a help text. */
const BENCH_FLAGS_HELP = `  --no-build             skip "npm run build" (use the current build/ and public/build/)
  --database-url URL     a PostgreSQL database instead of the embedded PGlite (one of the bench's own: it seeds
                         and writes in it)
  --label TEXT           free text stored with the results (e.g. "walking skeleton")
  --json                 print the results as JSON only (progress still goes to stderr)
  -h, --help             this text`;

/** A bench's help text: its usage line, its own flags' lines (`ownFlags`), then those of BENCH_FLAGS. */
export const benchHelp = (usage: string, ownFlags: string) => `Usage: ${usage}\n\n${ownFlags}\n${BENCH_FLAGS_HELP}`;

/**
 * A bench's flags (its own and BENCH_FLAGS), parsed with parseArgs: an unknown or malformed flag
 * (parseArgs throws a TypeError) is a BenchError that shows its message with the bench's help text;
 * -h or --help prints the help text and exits (0) before anything starts.
 */
export function parseBenchArgs<const T extends NonNullable<ParseArgsConfig["options"]>>(options: T, help: string) {
  const parse = () => {
    try {
      return parseArgs({ options: { ...BENCH_FLAGS, ...options } }).values;
    } catch (error) {
      throw new BenchError(`${error instanceof Error ? error.message : String(error)}\n\n${help}`);
    }
  };
  const values = parse();
  if ((values as { help?: boolean }).help) {
    console.log(help);
    process.exit(0);
  }
  return values;
}

/** The options of BENCH_FLAGS, as every bench has them. */
export const benchOptions = (values: {
  "no-build": boolean;
  "database-url": string;
  label: string;
  json: boolean;
}) => ({
  build: !values["no-build"],
  databaseUrl: values["database-url"],
  label: values.label,
  json: values.json,
});

/** A numeric flag's value: an integer (or with `any`, any number) of at least `min`, else a BenchError. */
export function numericFlag(values: Record<string, unknown>, name: string, min: number, any = false): number {
  const n = Number(values[name]);
  if (any ? !Number.isFinite(n) || n < min : !Number.isInteger(n) || n < min)
    throw new BenchError(
      `--${name} must be ${any ? "a number" : "an integer"} ≥ ${min}, got "${String(values[name])}"`,
    );
  return n;
}

// Progress goes to stderr so that `--json > file` (or piping the table) gets only the results.
export const log = (message: string) => process.stderr.write(`${message}\n`);

let build: ChildProcess | undefined;
let server: ChildProcess | undefined;
let serverLog = "";

// A plain boolean rather than a type guard: a guard would narrow `child` to never after `!running(child)`.
const running = (child: ChildProcess | undefined): boolean =>
  !!child && child.exitCode === null && child.signalCode === null;

function exited(child: ChildProcess): Promise<void> {
  return running(child) ? new Promise((resolve) => child.once("exit", () => resolve())) : Promise.resolve();
}

let stoppingServer = false;

/** The running server's process id (for CPU accounting). */
export const serverPid = () => server?.pid;

/** Throws if the server is gone although we did not stop it (crash, or killed from outside). */
export function assertServerAlive(when: string) {
  if (!server || running(server)) return;
  const how = server.signalCode
    ? `killed by ${server.signalCode}${stoppingServer ? "" : " (not sent by the bench: something else on the machine killed it)"}`
    : `exited with code ${server.exitCode}`;
  throw new BenchError(`the server ${how} ${when}; server log (tail):\n${logTail()}`);
}

/** SIGTERM lets the server close its database cleanly; SIGKILL if it has not gone after 10 s. */
async function stopServer() {
  const child = server;
  if (!child || !running(child)) return;
  stoppingServer = true;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited(child);
  clearTimeout(timer);
}

/** Stops the load tests, the build and the server. */
async function stopChildren() {
  stopLoadTests();
  if (running(build)) build?.kill("SIGTERM");
  await stopServer();
}

let stopped = false;

/** Whether Ctrl-C (or a kill) stopped the run. */
export const interrupted = () => stopped;

/**
 * Ctrl-C / kill: `cleanup` tidies up before leaving. The "exit" hook is the last resort for paths
 * that skip the async cleanup (process.exit elsewhere, a crash): it can only do synchronous work.
 */
function onInterrupt(cleanup: () => Promise<void>, exitSync: () => void) {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(signal, () => {
      stopped = true;
      log(`\n${signal}: stopping the server and cleaning up`);
      void cleanup().finally(() => process.exit(130));
    });
  }
  process.on("exit", () => {
    if (running(build)) build?.kill("SIGKILL");
    if (running(server)) server?.kill("SIGKILL");
    exitSync();
  });
}

function logTail(lines = 25): string {
  try {
    return fs.readFileSync(serverLog, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no server log)";
  }
}

/** `npm run build`; with `json`, its output goes to stderr so stdout keeps only the results. */
async function runBuild(json: boolean) {
  log("› npm run build");
  const child = spawn("npm", ["run", "build"], { cwd: ROOT, stdio: ["ignore", json ? 2 : "inherit", "inherit"] });
  build = child;
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (c) => resolve(c));
  });
  if (code !== 0) throw new BenchError(`npm run build failed (exit ${code})`);
}

export interface ServerOptions {
  port: number;
  dataDir: string;
  fresh: boolean;
  databaseUrl: string;
  products?: number;
  /** The server's output (overwritten). */
  logFile: string;
  /** More environment for the server (e.g. DEV_MAILBOX). */
  env?: Record<string, string>;
}

export interface StartInfo {
  ms: number;
  kind: "first start (fresh data dir: create, migrate, seed)" | "restart (existing data dir)" | "external database";
  health: unknown;
}

async function startServer(opts: ServerOptions, base: string): Promise<StartInfo> {
  // Something already on the port would silently be benchmarked instead of this build.
  const existing = await getRaw(`${base}/healthz`, {}, 1_000).catch(() => undefined);
  if (existing) throw new BenchError(`port ${opts.port} is already in use (choose another with --port)`);

  if (opts.fresh) {
    // Guard against an unlucky --data-dir pointing at something precious.
    if ([path.parse(opts.dataDir).root, os.homedir(), ROOT].includes(opts.dataDir)) {
      throw new BenchError(`refusing to delete ${opts.dataDir}`);
    }
    fs.rmSync(opts.dataDir, { recursive: true, force: true });
  }
  const hadData = fs.existsSync(opts.dataDir) && fs.readdirSync(opts.dataDir).length > 0;
  const kind: StartInfo["kind"] = opts.databaseUrl
    ? "external database"
    : hadData
      ? "restart (existing data dir)"
      : "first start (fresh data dir: create, migrate, seed)";

  serverLog = opts.logFile;
  log(`› starting server on port ${opts.port} (${kind}; log: ${serverLog})`);
  // The server logs one line per request; a file (rather than a pipe we would have to drain) keeps
  // that cheap and leaves a trace to read when something fails.
  const logFd = fs.openSync(serverLog, "w");
  const started = performance.now();
  // Node directly (not "npm start") so the pid we signal is the server itself, and no rebuild.
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: ROOT,
    stdio: ["ignore", logFd, logFd],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(opts.port),
      DATA_DIR: opts.dataDir,
      DATABASE_URL: opts.databaseUrl,
      SEED_PRODUCTS: opts.products ? String(opts.products) : "",
      // Fixed so cookies stay valid across restarts; this server is never exposed.
      SESSION_SECRET: "vitrine-bench-session-secret-not-for-production",
      ...opts.env,
    },
  });
  fs.closeSync(logFd); // the child holds its own copy
  server = child;
  // If the server dies mid-run, autocannon would spin on refused connections until its time is up.
  child.once("exit", () => {
    if (!stoppingServer) stopLoadTests();
  });
  const spawnError = new Promise<never>((_, reject) => child.once("error", reject));
  void spawnError.catch(() => undefined); // handled where it is raced below

  // Seeding a large catalogue on the first start takes a while (about a minute per 100 000 products).
  const healthTimeoutMs = HEALTH_TIMEOUT_MS + (opts.products ?? 0) * 3;
  const processes = Number(opts.env?.WEB_CONCURRENCY ?? 1);
  const answered = new Set<number>();
  while (performance.now() - started < healthTimeoutMs) {
    assertServerAlive("before /healthz answered");
    const res = await Promise.race([getRaw(`${base}/healthz`, {}, 2_000).catch(() => undefined), spawnError]);
    if (res?.status === 200) {
      const health = JSON.parse(res.wire.toString("utf8")) as { pid?: number };
      // Several processes: healthy once each of them has answered (they take turns per connection).
      if (health.pid !== undefined) answered.add(health.pid);
      if (answered.size >= processes) {
        const ms = Math.round(performance.now() - started);
        log(
          `  healthy after ${ms} ms: ${JSON.stringify(health)}${processes > 1 ? ` (${answered.size} processes)` : ""}`,
        );
        return { ms, kind, health };
      }
    }
    await sleep(100);
  }
  throw new BenchError(`/healthz did not answer 200 within ${healthTimeoutMs / 1000} s:\n${logTail()}`);
}

/** Share of the cores busy in the second before a run, with a warning when other work is running. */
async function busyBeforeStart(): Promise<number> {
  const busy = await cpuBusy();
  if (busy > 0.25) {
    log(`! CPUs were ${(busy * 100).toFixed(0)}% busy before starting: other work is running, figures will be low`);
  }
  return busy;
}

/** What every bench has once it has started: its server's origin, the run's date, the machine's load. */
export interface BenchStart {
  base: string;
  date: string;
  /** Fraction of all cores busy during the second before the run (other work on the machine). */
  busyAtStart: number;
  start: StartInfo;
}

/**
 * The start every bench shares: note how busy the machine is, build unless --no-build, start the
 * production server on --port (stopped by runBench).
 */
export async function startBench(
  opts: { port: number; build: boolean; json: boolean },
  server: Omit<ServerOptions, "port">,
): Promise<BenchStart> {
  const base = `http://127.0.0.1:${opts.port}`;
  const date = new Date().toISOString();
  // Server and load generator already share the cores; anything else running skews every figure.
  const busyAtStart = await busyBeforeStart();
  if (opts.build) await runBuild(opts.json);
  const start = await startServer({ ...server, port: opts.port }, base);
  return { base, date, busyAtStart, start };
}

/** A bench's exit code: 1 with the failures and the server log's tail when there are any. */
export function exitCode(failures: string[]): number {
  if (!failures.length) return 0;
  log(`\nFAILED:\n  ${failures.join("\n  ")}\n\nserver log (tail):\n${logTail()}`);
  return 1;
}

/**
 * Writes a run's results to bench/results/<prefix><ISO date>.json (gitignored), also for a failed
 * run: the numbers help find out why it failed.
 */
export function writeResults(prefix: string, date: string, results: unknown) {
  const dir = path.join(ROOT, "bench/results");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${prefix}${date.replace(/:/g, "-")}.json`); // ":" is not portable in file names
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  log(`› results written to ${path.relative(ROOT, file)}`);
}

/**
 * Runs a bench's main and exits with its code (130 after Ctrl-C), stopping the children first,
 * after an error too. `cleanup` does what else the bench must undo.
 */
export async function runBench(main: () => Promise<number>, cleanup: () => void = () => {}): Promise<never> {
  const stop = async () => {
    await stopChildren();
    cleanup();
  };
  onInterrupt(stop, cleanup);
  let code = 1;
  try {
    code = await main();
  } catch (error) {
    // After Ctrl-C the signal handler has said what happens; whatever broke afterwards is noise.
    if (!interrupted()) {
      log(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
      if ((error as NodeJS.ErrnoException).code === "ECONNREFUSED") {
        // The server closes its port as soon as it gets SIGTERM, before the process exits: its log
        // says whether it was stopped ("SIGTERM: closing") or crashed.
        log(`the server stopped accepting connections; server log (tail):\n${logTail()}`);
      } else if (error instanceof Error && !(error instanceof BenchError)) {
        log(error.stack ?? "");
      } else {
        log(`server log (tail):\n${logTail()}`);
      }
    }
  } finally {
    await stop();
  }
  process.exit(interrupted() ? 130 : code);
}
