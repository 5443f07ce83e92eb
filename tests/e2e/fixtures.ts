/**
 * The `test` every spec uses. Automatically, for every test: any console error or uncaught page
 * error (hydration mismatches, CSP violations, failed requests for scripts) fails it, so a passing
 * journey is also a clean one; a test that provokes errors on purpose says which with
 * `consoleErrors.allow(/pattern/)`. On request: `shopper`, a signed-in shopper created through
 * the storefront's own forms without the browser, for tests that are not about signing up.
 */
import { test as base, expect } from "@playwright/test";
import { createShopper, uniqueEmail, uniqueMobile } from "./auth-helpers";

interface ConsoleErrors {
  /** This test makes the browser log errors matching `pattern` on purpose (e.g. a 400 from a rejected form). */
  allow(pattern: RegExp): void;
}

/** Asha Rao, registered with a password (PASSWORD), e-mail address verified. */
interface Shopper {
  email: string;
  /** National number, given at registration and left unverified. */
  mobile: string;
}

export const test = base.extend<{ consoleErrors: ConsoleErrors; shopper: Shopper }>({
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

  shopper: async ({ page }, use) => {
    const shopper = { email: uniqueEmail(), mobile: uniqueMobile() };
    // page.request shares the page's cookies: the page is signed in as the shopper.
    await createShopper(page.request, shopper);
    await use(shopper);
  },
});

export { expect };
