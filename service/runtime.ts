/**
 * Boots the embedded commerce service: opens the database (PGlite under DATA_DIR, or PostgreSQL when
 * DATABASE_URL is set), applies migrations, seeds the demo store on first start, and returns the
 * Hono app with the credentials of the store's application.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { asc } from "drizzle-orm";
import type { Config } from "../config/env";
import { createServiceApp, type ServiceApp } from "./app";
import { openDatabase, type Database } from "./db/client";
import { applications } from "./db/schema";
import {
  DEFAULT_MAIL_FROM,
  startDeliverer,
  type MailDeliverer,
  type MailTransport,
  type SmsTransport,
} from "./mail/deliverer";
import { httpSmsTransport } from "./mail/sms";
import { smtpTransport } from "./mail/smtp";
import {
  connectRedis,
  rateLimitStore,
  redactUrl,
  redisStore,
  setRateLimitStore,
  type RateLimitStore,
} from "./modules/user/rate-limit";
import { DEFAULT_SANDBOX_TIMEOUT_SECONDS, expireSandboxPayments } from "./modules/payment/sandbox";
import { advanceAllShipments } from "./modules/order/lifecycle";
import { seedDemoStore } from "./seed/index";

const DEFAULT_APPLICATION_ID = "000000000000000000000001";
/** How often unanswered Sandbox payments are looked for (they also expire when read). */
const SANDBOX_SWEEP_MS = 30_000;

export interface ServiceRuntime {
  app: ServiceApp;
  database: Database;
  credentials: { applicationId: string; applicationToken: string };
  /** True when this start created and seeded the database. */
  seeded: boolean;
  /** The outbox deliverer, when SMTP_URL (or a transport) is configured. */
  deliverer?: MailDeliverer;
  /** The SMS deliverer, when SMS_URL (or an SMS transport) is configured. */
  smsDeliverer?: MailDeliverer;
  /**
   * Calls `onChange` after each committed change of what catalogue pages show (the catalogue's
   * revision: products, brands, categories, collections, an article in or out of stock, a saved
   * theme or theme page), made by any process on the same database.
   */
  onCatalogueChange(onChange: () => void): Promise<void>;
  close(): Promise<void>;
}

/** The channel the catalogue's revision trigger notifies (migration 0016). */
const CATALOGUE_CHANNEL = "catalog_revision";

interface RuntimeOptions {
  databaseUrl?: string;
  /** Folder for the embedded database; ignored with databaseUrl. */
  dataDir?: string;
  /** Where the image endpoint caches its renditions (DATA_DIR/image-cache; a temp dir without it). */
  imageCacheDir?: string;
  /** Open an existing database (tests start from a migrated snapshot). */
  database?: Database;
  applicationId?: string;
  applicationToken?: string;
  signingSecret?: string;
  seedProducts?: number;
  /** SMTP_URL: deliver queued e-mail through this server (without it, mail stays in the outbox). */
  smtpUrl?: string;
  /** Deliver through this transport instead of smtpUrl (tests). */
  mailTransport?: MailTransport;
  /** SMS_URL: POST each queued SMS to this gateway (without it, SMS stay held in the outbox). */
  smsUrl?: string;
  /** Deliver SMS through this transport instead of smsUrl (tests). */
  smsTransport?: SmsTransport;
  /** MAIL_FROM: the From header of delivered mail. */
  mailFrom?: string;
  /** Deliverer tuning (tests): poll interval, attempts, retry wait. */
  mailDelivery?: { pollMs?: number; maxAttempts?: number; retryBaseMs?: number; batchSize?: number };
  /** GOOGLE_MAPS_API_KEY: served as the maps integration token (the map picker is off without it). */
  googleMapsApiKey?: string;
  /** GTM_ID: served as the tag manager integration token (analytics). */
  gtmId?: string;
  /** SANDBOX_PAYMENT_TIMEOUT_SECONDS: how long a Sandbox payment may stay pending. */
  sandboxPaymentTimeoutSeconds?: number;
  /** ADMIN_TOKEN: the store operator's credential for /service/admin (off without it). */
  adminToken?: string;
  /** TRUST_PROXY: believe X-Forwarded-For on requests over HTTP (service/http/middleware.ts). */
  trustProxy?: boolean;
  /** DEMO_SHIPMENT_ADVANCE_SECONDS: move every shipment one step this often (the demo store; off without it). */
  demoShipmentAdvanceSeconds?: number;
  /** How often the runtime expires unanswered Sandbox payments (ms; 0 turns the sweep off). */
  sandboxSweepMs?: number;
  /**
   * Run the periodic jobs (the Sandbox payment sweep, the demo shipments' advance): default true.
   * With several processes on one database only one of them runs them: every process advancing
   * every shipment would move each one step per process.
   */
  periodicJobs?: boolean;
  /** REDIS_URL: keep the rate-limit counters in Redis instead of the database. */
  redisUrl?: string;
  /** Prefix of the Redis keys (default "vitrine:rl:"). */
  redisPrefix?: string;
  log?: (message: string) => void;
}

/** The service's options from the checked configuration (config/env.ts). */
export function runtimeOptionsFromConfig(config: Config): RuntimeOptions {
  return {
    seedProducts: config.seedProducts,
    databaseUrl: config.databaseUrl,
    dataDir: path.resolve(config.dataDir, "pglite"),
    imageCacheDir: path.resolve(config.dataDir, "image-cache"),
    applicationId: config.applicationId,
    applicationToken: config.applicationToken,
    signingSecret: config.signingSecret,
    smtpUrl: config.smtpUrl,
    smsUrl: config.smsUrl,
    mailFrom: config.mailFrom,
    redisUrl: config.redisUrl,
    googleMapsApiKey: config.googleMapsApiKey,
    gtmId: config.gtmId,
    sandboxPaymentTimeoutSeconds: config.sandboxPaymentTimeoutSeconds,
    adminToken: config.adminToken,
    trustProxy: config.trustProxy,
    demoShipmentAdvanceSeconds: config.demoShipmentAdvanceSeconds,
  };
}

/** Opens the database (applying migrations) and seeds the demo store when it is empty. */
async function openStore(options: RuntimeOptions, log: (message: string) => void) {
  let database = options.database;
  if (!database) {
    if (!options.databaseUrl && options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    database = await openDatabase({
      databaseUrl: options.databaseUrl,
      dataDir: options.databaseUrl ? undefined : options.dataDir,
    });
  }
  const { db } = database;
  let [app] = await db.select().from(applications).orderBy(asc(applications.createdAt)).limit(1);
  let seeded = false;
  if (!app) {
    const started = Date.now();
    const summary = await seedDemoStore(db, {
      applicationId: options.applicationId ?? DEFAULT_APPLICATION_ID,
      // A fresh random token per store unless one is configured: no shared credential in the code.
      applicationToken: options.applicationToken ?? randomBytes(18).toString("base64url"),
      products: options.seedProducts,
    });
    seeded = true;
    log(`seeded the demo store in ${Date.now() - started} ms: ${JSON.stringify(summary)}`);
    [app] = await db.select().from(applications).orderBy(asc(applications.createdAt)).limit(1);
  }
  return { database, app, seeded };
}

/**
 * What must happen once before several processes open the same PostgreSQL database
 * (WEB_CONCURRENCY): the migrations and the first start's seed, which would race if every worker
 * ran them. The database is closed again; the workers' startService then finds it ready.
 */
export async function prepareDatabase(options: RuntimeOptions): Promise<{ seeded: boolean }> {
  const { database, seeded } = await openStore(options, options.log ?? (() => {}));
  if (!options.database) await database.close();
  return { seeded };
}

export async function startService(options: RuntimeOptions): Promise<ServiceRuntime> {
  const log = options.log ?? (() => {});
  const { database, app, seeded } = await openStore(options, log);
  const { db } = database;

  // Rate-limit counters in Redis: this process's counters all switch (the store is module-wide).
  let redis: Awaited<ReturnType<typeof connectRedis>> | undefined;
  let store: RateLimitStore | undefined;
  if (options.redisUrl) {
    try {
      redis = await connectRedis(options.redisUrl, log);
    } catch (error) {
      if (!options.database) await database.close();
      throw error;
    }
    store = redisStore(redis, { prefix: options.redisPrefix });
    setRateLimitStore(store);
    log(`rate limits in Redis at ${redactUrl(options.redisUrl)}`);
  }

  let deliverer: MailDeliverer | undefined;
  const transport = options.mailTransport ?? (options.smtpUrl ? await smtpTransport(options.smtpUrl) : undefined);
  if (transport) {
    deliverer = startDeliverer({
      db,
      transport,
      from: options.mailFrom ?? DEFAULT_MAIL_FROM,
      ...options.mailDelivery,
      log,
    });
    if (options.smtpUrl) log(`delivering mail through ${redactUrl(options.smtpUrl)}`);
  }
  let smsDeliverer: MailDeliverer | undefined;
  const sms = options.smsTransport ?? (options.smsUrl ? httpSmsTransport(options.smsUrl) : undefined);
  if (sms) {
    smsDeliverer = startDeliverer({ db, channel: "sms", transport: sms, ...options.mailDelivery, log });
    if (options.smsUrl) log(`delivering SMS through ${redactUrl(options.smsUrl)}`);
  }

  const service = createServiceApp({
    db,
    signingSecret: options.signingSecret,
    mapsApiKey: options.googleMapsApiKey,
    gtmId: options.gtmId,
    sandboxTimeoutSeconds: options.sandboxPaymentTimeoutSeconds ?? DEFAULT_SANDBOX_TIMEOUT_SECONDS,
    adminToken: options.adminToken,
    trustProxy: options.trustProxy,
    imageCacheDir: options.imageCacheDir,
    onError: (error, requestId) => console.error(`[service] ${requestId}`, error),
  });

  // Unanswered Sandbox payments fail on time even when nobody reads them: their stock comes back.
  const periodicJobs = options.periodicJobs ?? true;
  const sweepMs = periodicJobs ? (options.sandboxSweepMs ?? SANDBOX_SWEEP_MS) : 0;
  let sweeping: Promise<void> | undefined;
  const sweep =
    sweepMs > 0
      ? setInterval(() => {
          sweeping ??= expireSandboxPayments(db, Date.now())
            .then((ended) => void (ended && log(`expired ${ended} unanswered Sandbox payment(s)`)))
            .catch((error) => console.error("[service] Sandbox payment sweep", error))
            .finally(() => (sweeping = undefined));
        }, sweepMs)
      : undefined;
  sweep?.unref();

  // The demo store's shipments move along by themselves when asked (DEMO_SHIPMENT_ADVANCE_SECONDS).
  let advancing: Promise<void> | undefined;
  const advanceMs = periodicJobs ? (options.demoShipmentAdvanceSeconds ?? 0) * 1000 : 0;
  const advance =
    advanceMs > 0
      ? setInterval(() => {
          advancing ??= advanceAllShipments(db)
            .then((moved) => void (moved && log(`moved ${moved} shipment(s) one step`)))
            .catch((error) => console.error("[service] shipment advance", error))
            .finally(() => (advancing = undefined));
        }, advanceMs)
      : undefined;
  advance?.unref();
  const stopListening: (() => Promise<void>)[] = [];
  return {
    app: service,
    database,
    credentials: { applicationId: app.id, applicationToken: app.token },
    seeded,
    deliverer,
    smsDeliverer,
    async onCatalogueChange(onChange) {
      stopListening.push(await database.listen(CATALOGUE_CHANNEL, onChange));
    },
    async close() {
      await Promise.all(stopListening.map((stop) => stop()));
      clearInterval(sweep);
      clearInterval(advance);
      await sweeping;
      await advancing;
      await deliverer?.stop();
      await smsDeliverer?.stop();
      if (redis) {
        if (rateLimitStore(db) === store) setRateLimitStore(undefined);
        await redis.close().catch(() => {});
      }
      await database.close();
    },
  };
}
