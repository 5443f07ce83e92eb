/** Vitest setupFiles: every unit and integration test fails on an undeclared console.error. */
import { afterAll, afterEach } from "vitest";
import { consoleGuardProblems, installConsoleGuard } from "./console-errors";

installConsoleGuard();

afterEach(() => {
  const problems = consoleGuardProblems();
  if (problems) throw new Error(problems);
});

// Logged outside any test (beforeAll/afterAll hooks, work still running after the last test).
afterAll(() => {
  const problems = consoleGuardProblems();
  if (problems) throw new Error(problems);
});
