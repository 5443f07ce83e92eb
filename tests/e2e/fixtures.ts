/**
 * The `test` every spec uses. Automatically, for every test: any console error or uncaught page
 * error (hydration mismatches, CSP violations, failed requests for scripts) fails it, so a passing
 * journey is also a clean one; a test that provokes errors on purpose says which with
 * `consoleErrors.allow(/pattern/)`. On request: `shopper`, a signed-in shopper created through
 * the storefront's own forms without the browser, for tests that are not about signing up; for a
 * whole file or group, `signedInShoppers()`.
 */
import { createHash } from "node:crypto";
import { test as base, expect } from "@playwright/test";
import { createShopper, uniqueEmail, uniqueMobile } from "./auth-helpers";

interface ConsoleErrors {
  /** This test makes the browser log errors matching `pattern` on purpose (e.g. a 401 from a wrong password). */
  allow(pattern: RegExp): void;
}

/** Asha Rao, registered with a password (PASSWORD), e-mail address verified. */
interface Shopper {
  email: string;
  /** National number, given at registration and left unverified. */
  mobile: string;
}

/**
 * A client address of the test's own (10.x.y.z from its id and retry): every test is a different
 * shopper's browser, as in a real store, so the per-address limits (codes sent, order lookups) count
 * each test apart instead of the whole run from 127.0.0.1. The e2e stores trust the header
 * (TRUST_PROXY, playwright.config.ts).
 */
function clientAddress(testId: string, retry: number): string {
  const hash = createHash("sha256").update(`${testId}:${retry}`).digest();
  return `10.${hash[0]}.${hash[1]}.${hash[2]}`;
}

export const test = base.extend<{ consoleErrors: ConsoleErrors; shopper: Shopper }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "x-forwarded-for": clientAddress(testInfo.testId, testInfo.retry) });
  },

  consoleErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      // 404 and 400 are answers the store gives by design (a missing page; a refused form or fetcher
      // call, answered with its errors): the browser logs them, they are not the page's errors.
      const allowed: RegExp[] = [/status of 40[04]/];
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

/**
 * Called in a file or a `test.describe` group: each of its tests starts signed in as a shopper of its
 * own (the `shopper` fixture, for tests that need nothing more of it).
 */
export function signedInShoppers() {
  test.beforeEach(({ shopper }) => {
    void shopper;
  });
}

export { expect };
