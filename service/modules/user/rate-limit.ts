/**
 * Fixed-window counters in the `rate_limits` table, so every service process shares them
 * (ARCHITECTURE §2: no per-process counters). A window is identified by its start time.
 */
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimits } from "../../db/schema";

export interface RateLimitRule {
  /** Failures allowed within one window. */
  limit: number;
  windowMs: number;
}

export const windowStart = (now: number, windowMs: number) => new Date(Math.floor(now / windowMs) * windowMs);

/** The keys among `keys` whose current window already holds `limit` hits. */
export async function exceeded(db: Db, keys: { key: string; rule: RateLimitRule }[], now: number): Promise<string[]> {
  const out: string[] = [];
  for (const { key, rule } of keys) {
    const [row] = await db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart(now, rule.windowMs))))
      .limit(1);
    if (row && row.count >= rule.limit) out.push(key);
  }
  return out;
}

/** Counts one hit on each key (an atomic upsert, safe across processes). */
export async function hit(db: Db, keys: { key: string; rule: RateLimitRule }[], now: number): Promise<void> {
  for (const { key, rule } of keys) {
    await db
      .insert(rateLimits)
      .values({ key, windowStart: windowStart(now, rule.windowMs), count: 1 })
      .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } });
  }
}

/** Forgets the keys' counts (e.g. an account's failures after a successful login). */
export async function reset(db: Db, keys: string[]): Promise<void> {
  if (keys.length) await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}

/** Drops windows that ended before `before` (called now and then; old rows are never read). */
export async function prune(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}
