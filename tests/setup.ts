/**
 * Vitest setupFiles, run before every test file. Test files share their worker's modules
 * (`isolate: false` in vitest.config.ts), so each file starts from what a fresh process would
 * have: the environment as the worker started, no configuration read yet, an empty store-wide
 * cache. And every unit and integration test fails on an undeclared console.error.
 */
import { afterAll, afterEach, vi } from "vitest";
import { consoleGuardProblems, installConsoleGuard } from "./console-errors";

installConsoleGuard();

// What config/env.ts and app/public-cache.server.ts keep per process (their registered symbols).
const process_ = globalThis as Record<symbol, unknown>;
// The environment as the worker started, kept once (this file runs again before each test file).
const environment = ((process_[Symbol.for("vitrine.test-environment")] as NodeJS.ProcessEnv | undefined) ??= {
  ...process.env,
});
function freshProcessState() {
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
  delete process_[Symbol.for("vitrine.config")];
  (process_[Symbol.for("vitrine.public-cache")] as Map<string, unknown> | undefined)?.clear();
}
// Now (before the test file's vi.hoisted blocks and imports) and again when it is done.
freshProcessState();

afterEach(() => {
  const problems = consoleGuardProblems();
  if (problems) throw new Error(problems);
});

// Logged outside any test (beforeAll/afterAll hooks, work still running after the last test).
afterAll(() => {
  const problems = consoleGuardProblems();
  vi.useRealTimers();
  vi.restoreAllMocks();
  freshProcessState();
  if (problems) throw new Error(problems);
});
