/**
 * Rate-limit counters on both backends: the `rate_limits` table (PGlite, and PostgreSQL when
 * DATABASE_URL is set) and Redis (REDIS_URL, else redis://127.0.0.1:6379; skipped, saying why, only
 * when no Redis server answers). Same fixed-window semantics for exceeded/hit/consume/reset, and the
 * password-login limit counted in Redis when the service starts with redisUrl.
 */
import { randomBytes } from "node:crypto";
import { like } from "drizzle-orm";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../service/db/client";
import { rateLimits } from "../../service/db/schema";
import {
  consume,
  databaseStore,
  exceeded,
  hit,
  limitPerAddressHourly,
  prune,
  rateLimitStore,
  redisStore,
  reset,
  setRateLimitStore,
  type RateLimitStore,
} from "../../service/modules/user/rate-limit";
import { startService, type ServiceRuntime } from "../../service/runtime";
import { TEST_APPLICATION_ID, TEST_APPLICATION_TOKEN } from "./constants";
import { drivers, openTestDatabase, signedRequest } from "./helpers";

const REDIS_URL = process.env.REDIS_URL || "redis://127.0.0.1:6379";
/** Unique per run, so runs sharing a Redis server (or a leftover key) never meet. */
const RUN = `vitrine-test:${randomBytes(6).toString("hex")}:`;

/** Why Redis tests cannot run here, or "" when a server answers PING. */
async function redisUnavailable(): Promise<string> {
  const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 2_000, reconnectStrategy: false } });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.ping();
    await client.close();
    return "";
  } catch (error) {
    return `no Redis server at ${REDIS_URL} (${error instanceof Error ? error.message : String(error)})`;
  }
}
const redisSkipReason = await redisUnavailable();
if (redisSkipReason) console.warn(`[rate-limit.test] Redis tests skipped: ${redisSkipReason}`);

const MINUTE = 60_000;
const rule = { limit: 3, windowMs: 15 * MINUTE };
/** A time at the start of a window (plus a little), so +14 minutes stays in it. */
const T0 = Math.floor(Date.UTC(2026, 0, 5, 10, 0, 0) / rule.windowMs) * rule.windowMs + 1_000;

/**
 * The shared semantics, run against one backend. `db` is what callers pass; `store` (if any) is
 * made the process-wide store for the duration, exactly as startService does with REDIS_URL.
 */
function semantics(setup: () => { db: Db; store?: RateLimitStore }, name: string) {
  let db: Db;
  let n = 0;
  const key = () => `${RUN}${name}:${++n}`;

  beforeAll(() => {
    const s = setup();
    db = s.db;
    setRateLimitStore(s.store);
  });
  afterAll(() => setRateLimitStore(undefined));

  it(`uses the ${name} store`, () => {
    expect(rateLimitStore(db).name).toBe(name);
  });

  it("counts hits per key in fixed windows: exceeded at the limit, fresh in the next window", async () => {
    const a = key();
    const b = key();
    const keys = [
      { key: a, rule },
      { key: b, rule: { limit: 5, windowMs: rule.windowMs } },
    ];
    expect(await exceeded(db, keys, T0)).toEqual([]);
    await hit(db, keys, T0);
    await hit(db, keys, T0 + MINUTE);
    expect(await exceeded(db, keys, T0 + 2 * MINUTE)).toEqual([]);
    await hit(db, keys, T0 + 14 * MINUTE);
    // a reached its limit of 3 in this window; b (limit 5) has not.
    expect(await exceeded(db, keys, T0 + 14 * MINUTE)).toEqual([a]);
    // The next window starts from zero.
    expect(await exceeded(db, keys, T0 + 15 * MINUTE)).toEqual([]);
    await hit(db, [{ key: a, rule }], T0 + 15 * MINUTE);
    expect(await rateLimitStore(db).counts([{ key: a, rule }], T0 + 16 * MINUTE)).toEqual([1]);
  });

  it("short windows roll over independently of long ones", async () => {
    const a = key();
    const b = key();
    const perMinute = { limit: 1, windowMs: MINUTE };
    await hit(
      db,
      [
        { key: a, rule: perMinute },
        { key: b, rule },
      ],
      T0,
    );
    expect(await exceeded(db, [{ key: a, rule: perMinute }], T0 + 59_000 - 1_000)).toEqual([a]);
    expect(await exceeded(db, [{ key: a, rule: perMinute }], T0 + MINUTE)).toEqual([]);
    expect(await rateLimitStore(db).counts([{ key: b, rule }], T0 + MINUTE)).toEqual([1]);
  });

  it("reset forgets every window of the given keys only", async () => {
    const a = key();
    const b = key();
    const both = [
      { key: a, rule },
      { key: b, rule },
    ];
    for (let i = 0; i < 3; i++) await hit(db, both, T0);
    expect(await exceeded(db, both, T0)).toEqual([a, b]);
    await reset(db, [a]);
    expect(await exceeded(db, both, T0)).toEqual([b]);
    await reset(db, []);
  });

  it("consume lets exactly `limit` of many concurrent attempts through", async () => {
    const a = key();
    const results = await Promise.all(Array.from({ length: 12 }, () => consume(db, [{ key: a, rule }], T0)));
    expect(results.filter((r) => r.length === 0)).toHaveLength(rule.limit);
    expect(results.filter((r) => r.length === 1 && r[0] === a)).toHaveLength(12 - rule.limit);
    expect(await rateLimitStore(db).counts([{ key: a, rule }], T0)).toEqual([12]);
  });

  it("concurrent hits are all counted (atomic increments)", async () => {
    const a = key();
    await Promise.all(
      Array.from({ length: 20 }, () => hit(db, [{ key: a, rule: { limit: 100, windowMs: rule.windowMs } }], T0)),
    );
    expect(await rateLimitStore(db).counts([{ key: a, rule: { limit: 100, windowMs: rule.windowMs } }], T0)).toEqual([
      20,
    ]);
  });

  it("limitPerAddressHourly: 429 after perHour attempts of one kind from one address; kinds, addresses and hours apart", async () => {
    const HOUR = 60 * MINUTE;
    const from = { applicationId: `${RUN}${name}`, ip: "203.0.113.7" };
    const start = Math.floor(T0 / HOUR) * HOUR + 1_000;
    const attempt = (kind: string, address: typeof from, at = start) =>
      limitPerAddressHourly(db, kind, address, 2, "Too many from your network", at);
    await attempt("sign-up", from);
    await attempt("sign-up", from, start + 30 * MINUTE);
    await expect(attempt("sign-up", from, start + 59 * MINUTE)).rejects.toMatchObject({
      status: 429,
      message: "Too many from your network",
      retryAfterSeconds: 59,
    });
    await attempt("contact-us", from);
    await attempt("sign-up", { ...from, ip: "203.0.113.8" });
    await attempt("sign-up", from, start + HOUR);
  });

  it("prune drops ended windows without touching current ones", async () => {
    const a = key();
    await hit(db, [{ key: a, rule }], T0 - 30 * MINUTE);
    await hit(db, [{ key: a, rule }], T0);
    await prune(db, new Date(T0 - 15 * MINUTE));
    expect(await rateLimitStore(db).counts([{ key: a, rule }], T0)).toEqual([1]);
  });
}

describe.each(drivers)("rate limits in the database (%s)", (driver) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.close();
  });
  semantics(() => ({ db: database.db }), "database");

  it("prune removes the rows of ended windows", async () => {
    const store = databaseStore(database.db);
    const k = `${RUN}prune-db`;
    await store.increment([{ key: k, rule }], T0 - 60 * MINUTE);
    await store.prune(new Date(T0 - 15 * MINUTE));
    expect(
      await database.db
        .select()
        .from(rateLimits)
        .where(like(rateLimits.key, `${RUN}prune-db%`)),
    ).toEqual([]);
  });
});

describe.skipIf(Boolean(redisSkipReason))(
  `rate limits in Redis${redisSkipReason ? ` (skipped: ${redisSkipReason})` : ""}`,
  () => {
    let database: Awaited<ReturnType<typeof openTestDatabase>>;
    let client: ReturnType<typeof createClient>;
    const prefix = `${RUN}rl:`;

    beforeAll(async () => {
      database = await openTestDatabase("pglite");
      client = createClient({ url: REDIS_URL });
      await client.connect();
    });
    afterAll(async () => {
      if (client?.isOpen) {
        const keys = await client.keys(`${RUN}*`);
        if (keys.length) await client.del(keys);
        await client.close();
      }
      await database?.close();
    });

    semantics(() => ({ db: database.db, store: redisStore(client, { prefix }) }), "redis");

    it("keeps one hash per key, expiring after the end of its window; nothing goes to the table", async () => {
      const store = redisStore(client, { prefix });
      const k = `expiry:${randomBytes(3).toString("hex")}`;
      const now = Date.now();
      const windowMs = 2_000;
      await store.increment([{ key: k, rule: { limit: 5, windowMs } }], now);
      const ttl = await client.pTTL(prefix + k);
      const windowEnd = Math.floor(now / windowMs) * windowMs + windowMs;
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(windowEnd - now + 5_000);
      expect(await client.hGetAll(prefix + k)).toEqual({ [String(windowEnd - windowMs)]: "1" });
      // A hit in a later window drops the fields of windows that have ended.
      await store.increment([{ key: k, rule: { limit: 5, windowMs } }], now + 2 * windowMs);
      expect(Object.keys(await client.hGetAll(prefix + k))).toEqual([String(windowEnd + windowMs)]);
      expect(
        await database.db
          .select()
          .from(rateLimits)
          .where(like(rateLimits.key, `${RUN}%`)),
      ).toEqual([]);
    });

    describe.each(drivers)("password login limited through Redis (%s)", (driver) => {
      let service: ServiceRuntime;
      const servicePrefix = `${RUN}svc-${driver}:`;

      beforeAll(async () => {
        service = await startService({
          database: await openTestDatabase(driver),
          applicationId: TEST_APPLICATION_ID,
          applicationToken: TEST_APPLICATION_TOKEN,
          redisUrl: REDIS_URL,
          redisPrefix: servicePrefix,
        });
      });
      afterAll(async () => {
        await service?.close();
      });

      it("answers 429 once the account's failures reach the limit, counted in Redis only", async () => {
        expect(rateLimitStore(service.database.db).name).toBe("redis");
        const username = `nobody.${randomBytes(4).toString("hex")}@example.com`;
        const statuses: number[] = [];
        for (let i = 0; i < 30 && !statuses.includes(429); i++) {
          const response = await service.app.fetch(
            signedRequest("/service/application/user/authentication/v1.0/login/password", {
              method: "POST",
              body: { username, password: "Wrong#1234" },
              // A new client address each time: only the per-account limit can trip.
              headers: { "x-forwarded-for": `192.0.2.${i + 1}` },
            }),
          );
          statuses.push(response.status);
        }
        expect(statuses.at(-1)).toBe(429);
        expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
        const keys = await client.keys(`${servicePrefix}*`);
        expect(keys.some((k) => k.includes("login:account:") && k.includes(username))).toBe(true);
        expect(
          await service.database.db
            .select()
            .from(rateLimits)
            .where(like(rateLimits.key, `%${username}%`)),
        ).toEqual([]);
      });

      it("close() hands the counters back to the database", async () => {
        const db = service.database.db;
        await service.close();
        expect(rateLimitStore(db).name).toBe("database");
        service = undefined as unknown as ServiceRuntime;
      });
    });
  },
);
