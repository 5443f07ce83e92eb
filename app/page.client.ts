/**
 * What root starts once a page is hydrated, in one chunk off every page's first load (decision 20):
 * analytics (decision 27), and the watch for theme-supplied code, which imports the theme runtime
 * only when a page has some (decision 36). Called again whenever the root's data is loaded again.
 */
import type { ShellData } from "~/shell.server";
import { startAnalytics } from "./analytics.client";
import { watchThemeCode } from "./runtime/watch.client";

export function startPage(shell: ShellData) {
  startAnalytics(shell.analytics);
  watchThemeCode(shell);
}
