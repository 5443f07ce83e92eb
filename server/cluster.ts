/**
 * WEB_CONCURRENCY > 1: the primary process prepares what must happen once (the session secret, the
 * database's migrations and first seed), then starts that many storefront workers (node:cluster)
 * that share the port; the primary serves nothing itself. A worker that dies after it listened is
 * replaced; one that dies before it ever listened stops the store (a broken start would loop).
 * SIGTERM/SIGINT: every worker drains (closes its port, finishes its requests, closes its database)
 * and the primary exits when the last one has.
 */
import cluster, { type Worker } from "node:cluster";

/** The message a worker sends once it listens. */
const READY = "vitrine:ready";
/** The worker's place (0…N-1), kept by its replacement: worker 0 runs the periodic jobs. */
const INDEX_VARIABLE = "VITRINE_WORKER_INDEX";
/** How long the workers have to drain before they are killed. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

/** This process's place among the workers: undefined when it is no cluster worker. */
export function workerIndex(): number | undefined {
  return cluster.isWorker ? Number(process.env[INDEX_VARIABLE] ?? 0) : undefined;
}

export const isWorker = () => cluster.isWorker;

/** Tells the primary this worker listens (nothing outside a cluster). */
export function announceReady(): void {
  if (cluster.isWorker) process.send?.({ type: READY });
}

interface PrimaryOptions {
  workers: number;
  /** Once, before any worker starts. */
  prepare: () => Promise<void>;
  /** The line logged when every worker listens. */
  readyLine: (ms: number) => string;
}

export async function runPrimary(options: PrimaryOptions): Promise<void> {
  const started = Date.now();
  await options.prepare();
  const workers = new Map<number, Worker>();
  const listening = new Set<number>();
  let announced = false;
  let closing = false;
  let exitCode = 0;

  const shutdown = (reason: string) => {
    if (closing) return;
    closing = true;
    console.log(`${reason}: closing ${workers.size} worker(s)`);
    if (!workers.size) process.exit(exitCode);
    for (const worker of workers.values()) worker.process.kill("SIGTERM");
    setTimeout(() => {
      for (const worker of workers.values()) worker.process.kill("SIGKILL");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
  };

  const fork = (index: number) => {
    const worker = cluster.fork({ [INDEX_VARIABLE]: String(index) });
    workers.set(index, worker);
    let listened = false;
    worker.on("message", (message: { type?: string } | undefined) => {
      if (message?.type !== READY) return;
      listened = true;
      listening.add(index);
      if (!announced && listening.size === options.workers) {
        announced = true;
        console.log(options.readyLine(Date.now() - started));
      }
    });
    worker.on("exit", (code, signal) => {
      workers.delete(index);
      listening.delete(index);
      if (closing) {
        if (!workers.size) process.exit(exitCode);
        return;
      }
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      if (!listened) {
        console.error(`worker ${index + 1} ${how} before it listened: stopping`);
        exitCode = 1;
        shutdown("a worker failed to start");
        return;
      }
      console.error(`worker ${index + 1} (pid ${worker.process.pid}) ${how}: starting another`);
      fork(index);
    });
  };

  for (let index = 0; index < options.workers; index++) fork(index);
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
