/**
 * Progressive section loading (spec §4, §9): a page starts with 4 live sections and 3 more each
 * time the shopper scrolls to the next one; sections that are not visible (hidden on this screen)
 * are added to the count, so they never use up a round. Preview and edit modes, and bots, get all.
 * Every section is in the server's HTML either way (decision 35); "live" is about which ones
 * carry their data and code in the browser.
 */

export const INITIAL_SECTIONS = 4;
export const SECTIONS_PER_SCROLL = 3;
/** How close (px) to the next sleeping section the shopper scrolls before it wakes (infinite-scroll threshold). */
export const SECTION_SCROLL_THRESHOLD_PX = 100;

/**
 * How many leading sections are live after `rounds` scrolls: 4 + 3 × rounds visible ones, plus
 * every hidden one met on the way (and any hidden ones right after the last of them).
 */
export function liveSectionCount(hidden: readonly boolean[], rounds: number): number {
  let budget = INITIAL_SECTIONS + SECTIONS_PER_SCROLL * Math.max(0, Math.floor(rounds));
  let count = 0;
  while (count < hidden.length) {
    if (!hidden[count]) {
      if (budget === 0) break;
      budget -= 1;
    }
    count += 1;
  }
  return count;
}
