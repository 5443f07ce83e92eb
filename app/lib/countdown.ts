/**
 * The countdown banner's remaining time: whole days, hours and minutes until an end instant, as
 * the text the section shows. Pure, and small: the section's component uses it in the browser to
 * keep the server's text current.
 */

/**
 * Milliseconds since the epoch of an ISO 8601 date-time (or date), or null when it is not one. A
 * time without an offset is UTC (as a date alone is), whatever the server's time zone.
 */
export function parseEndTime(value: string): number | null {
  // Date.parse accepts many loose forms; a theme's value must be an ISO date, with an optional time.
  const match = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/.exec(value);
  if (!match) return null;
  const time = Date.parse(match[1] && !match[2] ? `${value}Z` : value);
  return Number.isFinite(time) ? time : null;
}

const unit = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/**
 * "3 days, 4 hours and 5 minutes" until `end` (rounded up to the minute, zero units left out; "less
 * than a minute" at the very end), or null once `end` has passed.
 */
export function remainingText(end: number, now: number): string | null {
  const ms = end - now;
  if (!(ms > 0)) return null;
  const minutes = Math.ceil(ms / 60_000);
  const parts = [
    [Math.floor(minutes / 1440), "day"],
    [Math.floor((minutes % 1440) / 60), "hour"],
    [minutes % 60, "minute"],
  ] as const;
  const words = parts.filter(([n]) => n > 0).map(([n, one]) => unit(n, one));
  if (words.length === 0) return "less than a minute";
  return words.length === 1 ? words[0] : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}
