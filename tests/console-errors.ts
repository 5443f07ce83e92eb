/**
 * Vitest fails a test that logs console.error (setupFiles: tests/setup.ts). A test that provokes an
 * error log on purpose declares it with `expectConsoleError(/pattern/)`: matching calls are kept
 * out of the output, and the test fails if none came. State lives on globalThis so the setup file
 * and the test file share it whichever module instance each one got.
 */
import { format } from "node:util";

interface Guard {
  /** The console.error every test file runs with. */
  readonly guard: (...args: unknown[]) => void;
  /** Patterns the running test declared, and whether each one was seen. */
  expected: { pattern: RegExp; seen: boolean }[];
  /** Undeclared calls since the last check. */
  unexpected: string[];
  /** Something assigned console.error since the last check (even if it put the guard back). */
  replaced: boolean;
  /** What console.error is now (the guard, unless a test assigned something else). */
  current: (...args: unknown[]) => void;
  installed: boolean;
}

const KEY = Symbol.for("vitrine.console-errors");
const state = globalThis as typeof globalThis & { [KEY]?: Guard };

function guard(): Guard {
  if (state[KEY]) return state[KEY];
  const original = console.error.bind(console);
  const created: Guard = {
    guard: (...args: unknown[]) => {
      const text = format(...args);
      const match = created.expected.find((e) => e.pattern.test(text));
      if (match) {
        match.seen = true;
        return;
      }
      created.unexpected.push(text);
      original(...args);
    },
    expected: [],
    unexpected: [],
    replaced: false,
    current: original,
    installed: false,
  };
  created.current = created.guard;
  return (state[KEY] = created);
}

/**
 * Makes console.error the guard (setup file). It is an accessor, so that a test silencing it by
 * assignment is noticed even when it restores the original afterwards, and not configurable, so
 * that vi.spyOn(console, "error") throws instead of swallowing the calls.
 */
export function installConsoleGuard() {
  const g = guard();
  if (g.installed) return;
  Object.defineProperty(console, "error", {
    configurable: false,
    enumerable: true,
    get: () => g.current,
    set: (value: (...args: unknown[]) => void) => {
      g.replaced = true;
      g.current = value;
    },
  });
  g.installed = true;
}

/** The running test logs console.error matching `pattern` on purpose (and must: it fails if not). */
export function expectConsoleError(pattern: RegExp) {
  guard().expected.push({ pattern, seen: false });
}

/**
 * What went wrong since the last check (undeclared calls, declared ones that never came, a test
 * that replaced console.error), as one message; resets for the next test.
 */
export function consoleGuardProblems(): string | undefined {
  const g = guard();
  const problems = [
    ...g.unexpected.map((text) => `unexpected console.error: ${text}`),
    ...g.expected.filter((e) => !e.seen).map((e) => `expected a console.error matching ${String(e.pattern)}`),
  ];
  if (g.replaced || g.current !== g.guard) {
    problems.push("console.error was replaced: declare an expected log with expectConsoleError() instead");
    g.current = g.guard;
  }
  g.replaced = false;
  g.unexpected = [];
  g.expected = [];
  return problems.length ? problems.join("\n") : undefined;
}
