/**
 * The `test` every spec uses. Automatically, for every test: any console error or uncaught page
 * error (hydration mismatches, CSP violations, failed requests for scripts) fails it, so a passing
 * journey is also a clean one; a test that provokes errors on purpose says which with
 * `consoleErrors.allow(/pattern/)`.
 */
import { test as base, expect } from "@playwright/test";

export interface ConsoleErrors {
  /** This test makes the browser log errors matching `pattern` on purpose (e.g. a 400 from a rejected form). */
  allow(pattern: RegExp): void;
}

export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [/status of 404/];
      context.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      context.on("weberror", (error) => errors.push(error.error().message));
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(
        errors.filter((text) => !allowed.some((pattern) => pattern.test(text))),
        "console errors",
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
