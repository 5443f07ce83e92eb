/** Helpers for pages made of theme sections (decision 35: sections sleep until scrolled near). */
import type { Locator } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Scrolls `target` into view. Scrolling near a sleeping section wakes it, and an island's code
 * replaces its server HTML: the element found first may be swapped for its live copy while the
 * scroll waits for it to be stable, so the scroll is tried again on the new one.
 */
export async function scrollToSection(target: Locator): Promise<void> {
  await expect(async () => target.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
}
