/**
 * The headless Chromium the e2e tests (playwright.config.ts) and the Lighthouse bench run: its path
 * and the flags that keep it quiet (no background traffic to skew timings or network figures).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const QUIET_CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
