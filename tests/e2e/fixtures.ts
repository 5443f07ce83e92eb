/**
 * The page fixture fails a test on any console error or uncaught page error (hydration mismatches,
 * CSP violations, failed requests for scripts), so a passing journey is also a clean one.
 */
import { test as base, expect } from "@playwright/test";

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && !/status of 404/.test(message.text())) errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
    expect(errors, "console errors").toEqual([]);
  },
});

export { expect };
