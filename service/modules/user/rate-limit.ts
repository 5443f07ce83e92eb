/**
 * Fixed-window counters shared by every service process (ARCHITECTURE §2: no per-process
 * counters). By default they live in the `rate_limits` table; when REDIS_URL is set, startService
 * switches them to Redis (setRateLimitStore) with the same semantics. A window is identified by its
 * start time: floor(now / windowMs) * windowMs.
 *
 * The exported functions keep their database-first call shape (`exceeded(db, keys, now)`…): with the
 * Redis store active the `db` argument is simply not used.
 */
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimits } from "../../db/schema";
import { RetryLater } from "../../http/errors";

export interface RateLimitRule {
  /** Failures allowed within one window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitKey {
  key: string;
  rule: RateLimitRule;
}

const windowStart = (now: number, windowMs: number) => new Date(Math.floor(now / windowMs) * windowMs);

/** Where the counters live. Every method works on the windows that contain `now`. */
export interface RateLimitStore {
  readonly name: "database" | "redis";
  /** The current window's count of each key (0 when none). */
  counts(keys: RateLimitKey[], now: number): Promise<number[]>;
  /** Adds one to each key's current window, atomically per key; returns the new counts. */
  increment(keys: RateLimitKey[], now: number): Promise<number[]>;
  /** Forgets every window of the keys. */
  reset(keys: string[]): Promise<void>;
  /** Drops windows that ended before `before` (Redis expires them by itself). */
  prune(before: Date): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// The store in use

let sharedStore: RateLimitStore | undefined;

/** Makes every counter of this process use `store` (Redis); undefined goes back to the database. */
export function setRateLimitStore(store: RateLimitStore | undefined): void {
  sharedStore = store;
}

/** The store the functions below use with this `db`. */
export function rateLimitStore(db: Db): RateLimitStore {
  return sharedStore ?? databaseStore(db);
}

/** The keys among `keys` whose current window already holds `limit` hits. */
export async function exceeded(db: Db, keys: RateLimitKey[], now: number): Promise<string[]> {
  if (!keys.length) return [];
  const counts = await rateLimitStore(db).counts(keys, now);
  return keys.filter((k, i) => counts[i] >= k.rule.limit).map((k) => k.key);
}

/** Counts one hit on each key (atomic per key, safe across processes). */
export async function hit(db: Db, keys: RateLimitKey[], now: number): Promise<void> {
  if (keys.length) await rateLimitStore(db).increment(keys, now);
}

/**
 * Counts this attempt on each key and returns the keys it took over their limit (an empty list
 * means the attempt is allowed). Unlike exceeded-then-hit this cannot be raced: of N concurrent
 * attempts exactly `limit` per window are allowed. Note that refused attempts count too.
 */
export async function consume(db: Db, keys: RateLimitKey[], now: number): Promise<string[]> {
  if (!keys.length) return [];
  const counts = await rateLimitStore(db).increment(keys, now);
  return keys.filter((k, i) => counts[i] > k.rule.limit).map((k) => k.key);
}

/**
 * Counts an attempt on `key` and throws a 429 (RetryLater, `message`, retry after the window's end)
 * once it is over `rule`'s limit: a client address's contact messages, sign-ups…
 */
async function limitAttempts(db: Db, key: string, rule: RateLimitRule, message: string, now: number) {
  if ((await consume(db, [{ key, rule }], now)).length)
    throw new RetryLater(message, Math.ceil((rule.windowMs - (now % rule.windowMs)) / 1000));
}

/** A store's client address, as attempts from it are counted. */
interface ClientAddress {
  applicationId: string;
  ip: string;
}

const HOUR_MS = 60 * 60_000;

/**
 * Counts an attempt of `kind` (a newsletter sign-up, a contact-us message…) from a client address
 * and throws a 429 (`message`) once there were more than `perHour` of that kind from it in the hour.
 */
export function limitPerAddressHourly(
  db: Db,
  kind: string,
  from: ClientAddress,
  perHour: number,
  message: string,
  now: number,
) {
  const rule: RateLimitRule = { limit: perHour, windowMs: HOUR_MS };
  return limitAttempts(db, `${kind}:address:${from.applicationId}:${from.ip}`, rule, message, now);
}

/** Forgets the keys' counts (e.g. an account's failures after a successful login). */
export async function reset(db: Db, keys: string[]): Promise<void> {
  if (keys.length) await rateLimitStore(db).reset(keys);
}

/** Drops windows that ended before `before` (called now and then; old rows are never read). */
export async function prune(db: Db, before: Date): Promise<void> {
  await rateLimitStore(db).prune(before);
}

// ---------------------------------------------------------------------------------------------
// Database store: one row per key and window, counted with an atomic upsert.

export function databaseStore(db: Db): RateLimitStore {
  return {
    name: "database",
    async counts(keys, now) {
      const out: number[] = [];
      for (const { key, rule } of keys) {
        const [row] = await db
          .select({ count: rateLimits.count })
          .from(rateLimits)
          .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart(now, rule.windowMs))))
          .limit(1);
        out.push(row?.count ?? 0);
      }
      return out;
    },
    async increment(keys, now) {
      const out: number[] = [];
      for (const { key, rule } of keys) {
        const [row] = await db
          .insert(rateLimits)
          .values({ key, windowStart: windowStart(now, rule.windowMs), count: 1 })
          .onConflictDoUpdate({
            target: [rateLimits.key, rateLimits.windowStart],
            set: { count: sql`${rateLimits.count} + 1` },
          })
          .returning({ count: rateLimits.count });
        out.push(row.count);
      }
      return out;
    },
    async reset(keys) {
      await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
    },
    async prune(before) {
      await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Redis store: one hash per key (so reset is a single DEL), one field per window (its start in ms,
// like the table's primary key), incremented with HINCRBY in a Lua script that also moves the hash's
// expiry to the end of the window and, when a window opens, drops the fields of ended windows.

/** The few commands the store needs (node-redis's client has them). */
interface RedisLike {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  hGet(key: string, field: string): Promise<unknown>;
  del(keys: string[]): Promise<unknown>;
}

const INCREMENT_SCRIPT = `
local n = redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
if n == 1 then
  local ended = tonumber(ARGV[1]) - tonumber(ARGV[3])
  for _, f in ipairs(redis.call('HKEYS', KEYS[1])) do
    local start = tonumber(f)
    if start and start <= ended then redis.call('HDEL', KEYS[1], f) end
  end
end
local ttl = tonumber(ARGV[2])
if redis.call('PTTL', KEYS[1]) < ttl then redis.call('PEXPIRE', KEYS[1], ttl) end
return n
`;

/** Time a hash outlives the end of its last window (clock differences between processes). */
const EXPIRY_SLACK_MS = 5_000;

export function redisStore(client: RedisLike, options: { prefix?: string } = {}): RateLimitStore {
  const prefix = options.prefix ?? "vitrine:rl:";
  const field = (rule: RateLimitRule, now: number) => String(windowStart(now, rule.windowMs).getTime());
  return {
    name: "redis",
    async counts(keys, now) {
      // Issued in the same tick: node-redis pipelines them.
      const values = await Promise.all(keys.map(({ key, rule }) => client.hGet(prefix + key, field(rule, now))));
      return values.map((v) => (v == null ? 0 : Number(v)));
    },
    async increment(keys, now) {
      const values = await Promise.all(
        keys.map(({ key, rule }) => {
          const ends = windowStart(now, rule.windowMs).getTime() + rule.windowMs;
          const ttl = Math.max(1, ends - now + EXPIRY_SLACK_MS);
          return client.eval(INCREMENT_SCRIPT, {
            keys: [prefix + key],
            arguments: [field(rule, now), String(ttl), String(rule.windowMs)],
          });
        }),
      );
      return values.map((v) => Number(v));
    },
    async reset(keys) {
      await client.del(keys.map((k) => prefix + k));
    },
    async prune() {
      // Hashes expire at the end of their last window.
    },
  };
}

/**
 * Connects to Redis for the counters. Fails (rejects) when the server cannot be reached at start;
 * later outages make counter calls fail fast (no offline queue) while the client reconnects.
 */
export async function connectRedis(url: string, log: (message: string) => void = () => {}) {
  const { createClient } = await import("redis");
  let connected = false;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 5_000,
      // Give up quickly on the first connection; afterwards keep trying (at most every 3 s).
      reconnectStrategy: (retries: number) =>
        connected
          ? Math.min(100 * 2 ** retries, 3_000)
          : retries >= 2
            ? new Error(`cannot connect to Redis at ${redactUrl(url)}`)
            : 200,
    },
  });
  let lastError = "";
  client.on("error", (error: Error) => {
    // Logged once per distinct message: a down server would otherwise log on every retry.
    if (error.message !== lastError) log(`redis: ${error.message}`);
    lastError = error.message;
  });
  client.on("ready", () => {
    connected = true;
    lastError = "";
  });
  await client.connect();
  return client;
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(invalid URL)";
  }
}
