/**
 * The process configuration: every environment variable of the README's Configuration table,
 * parsed and checked in one place. Both entry points (server.ts, service/server.ts) check it before
 * they write or listen and refuse to start on a bad value, one line per wrong variable; the rest of
 * the code reads the parsed result. Pure (zod only), so the Remix server bundle includes it too.
 */
import { availableParallelism } from "node:os";
import { z } from "zod";
import { MIN_APPLICATION_TOKEN_LENGTH } from "../app/sdk/config";

/** Exit code of a start refused for its configuration (EX_CONFIG of sysexits.h). */
const CONFIG_EXIT_CODE = 78;
const DEFAULT_PORT = 3000;
const DEFAULT_SERVICE_PORT = 3001;
const DEFAULT_STORE_CACHE_TTL_MS = 30_000;
const DEFAULT_PAGE_CACHE_MB = 64;
const DEFAULT_SANDBOX_PAYMENT_TIMEOUT_SECONDS = 900;
const MIN_SESSION_SECRET_LENGTH = 32;
const MIN_ADMIN_TOKEN_LENGTH = 16;
const MAX_WEB_CONCURRENCY = 64;
const MAX_RENDER_THREADS = 16;

export type NodeEnv = "production" | "development" | "test";

export interface Config {
  nodeEnv: NodeEnv;
  /** PORT: the storefront's port. */
  port: number;
  /** SERVICE_PORT (else PORT, else 3001): the port of the service run on its own. */
  servicePort: number;
  /** HOST: the address the service run on its own listens on. */
  host: string;
  /** DATA_DIR as given (relative to the working directory). */
  dataDir: string;
  databaseUrl?: string;
  /** COMMERCE_API_URL (without a trailing slash) and the credentials it requires: a remote service. */
  commerceApi?: { url: string; applicationId: string; applicationToken: string };
  /** APPLICATION_ID: the id seeded into a new embedded store (or the remote store's). */
  applicationId?: string;
  /** APPLICATION_TOKEN: the token seeded into a new embedded store (or the remote store's). */
  applicationToken?: string;
  sessionSecret?: string;
  signingSecret?: string;
  /** Origins allowed to frame the store (theme editor). */
  editorOrigins: string[];
  /** Origins besides the store's own that extension sections may load their assets from (decision 36). */
  extensionOrigins: string[];
  cookieSecure: boolean;
  trustProxy: boolean;
  /** DEV_MAILBOX when set, else on outside production. */
  devMailbox: boolean;
  seedProducts?: number;
  /** STOREFRONT_URL without a trailing slash, else http://localhost:$PORT. */
  storefrontUrl: string;
  smtpUrl?: string;
  /** SMS_URL: the SMS gateway each queued SMS is POSTed to as JSON ({to, body, id}); SMS stay held without it. */
  smsUrl?: string;
  mailFrom?: string;
  redisUrl?: string;
  storeCacheTtlMs: number;
  /** PAGE_CACHE_MB in bytes: the memory the anonymous page cache may take (0: off). */
  pageCacheBytes: number;
  /** GOOGLE_MAPS_API_KEY: the maps key the service hands to the storefront's map picker. */
  googleMapsApiKey?: string;
  /** GTM_ID: the store's Google Tag Manager container, served as the gtm integration token. */
  gtmId?: string;
  /** ANALYTICS_CONSENT: "required" asks the shopper before any analytics; "implied" (default) does not. */
  analyticsConsent: "required" | "implied";
  /** SANDBOX_PAYMENT_TIMEOUT_SECONDS: how long a Sandbox payment may stay pending before it fails. */
  sandboxPaymentTimeoutSeconds: number;
  /** ADMIN_TOKEN: the store operator's credential for /service/admin (`npm run store`); the API is off without it. */
  adminToken?: string;
  /** DEMO_SHIPMENT_ADVANCE_SECONDS: the demo store moves every shipment one step this often. */
  demoShipmentAdvanceSeconds?: number;
  /** WEB_CONCURRENCY: storefront processes (1: no cluster); above 1 only with DATABASE_URL or COMMERCE_API_URL. */
  webConcurrency: number;
  /** RENDER_THREADS: worker threads that render pages beside the main thread's HTTP and service (0: none; default: defaultRenderThreads). */
  renderThreads: number;
}

export type Env = Record<string, string | undefined>;

/**
 * RENDER_THREADS when it is not set: on a machine with more than one core, one storefront process
 * renders on as many threads as there are cores, up to 4 (measured on 2: bench/README.md); none with
 * one core, or when WEB_CONCURRENCY already runs a process per core.
 */
export function defaultRenderThreads(webConcurrency: number, cores: number): number {
  return webConcurrency > 1 || cores < 2 ? 0 : Math.min(cores, 4);
}

/** Parses a URL; undefined when it is not one. */
function url(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

const quoted = (value: string) => JSON.stringify(value);

/** A variable: the empty string counts as unset. */
const variable = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const port = variable(
  z.string().refine(
    (value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 65_535,
    (value) => ({ message: `must be a port number from 1 to 65535, got ${quoted(value)}` }),
  ),
).transform((value) => (value === undefined ? undefined : Number(value)));

const HOST_NAME =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
const ipv6 = z.string().ip({ version: "v6" });

const host = variable(
  z.string().refine(
    (value) => HOST_NAME.test(value) || ipv6.safeParse(value).success,
    (value) => ({ message: `must be a host name or an IP address (no scheme or port), got ${quoted(value)}` }),
  ),
);

const boolean = variable(
  z.string().refine(
    (value) => /^(true|false|1|0)$/i.test(value),
    (value) => ({ message: `must be true, false, 1 or 0, got ${quoted(value)}` }),
  ),
).transform((value) => (value === undefined ? undefined : /^(true|1)$/i.test(value)));

const integer = (min: number, max: number, range: string) =>
  variable(
    z.string().refine(
      (value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max,
      (value) => ({ message: `must be ${range}, got ${quoted(value)}` }),
    ),
  ).transform((value) => (value === undefined ? undefined : Number(value)));

/** A URL whose scheme is one of `schemes` (its value is not repeated: it may hold a password). */
const urlWith = (schemes: string[], example: string) =>
  variable(
    // "host:25" parses as a URL of scheme "host:": without "://" it is no URL a person meant.
    z.string().refine((value) => value.includes("://") && url(value) !== undefined, `must be a URL such as ${example}`),
  ).superRefine((value, context) => {
    const parsed = value?.includes("://") ? url(value) : undefined;
    if (parsed && !schemes.includes(parsed.protocol))
      context.addIssue({
        code: z.ZodIssueCode.custom,
        message: `must start with ${schemes.map((s) => `${s}//`).join(" or ")}, got "${parsed.protocol}//"`,
      });
  });

/** The origin of an http(s) URL given without path, query or fragment (a trailing "/" is fine). */
function httpOrigin(value: string): string | undefined {
  const parsed = url(value);
  if (!parsed || (parsed.protocol !== "http:" && parsed.protocol !== "https:")) return undefined;
  return value.replace(/\/$/, "") === parsed.origin ? parsed.origin : undefined;
}

const origin = variable(
  z.string().refine(
    (value) => httpOrigin(value) !== undefined,
    (value) => ({ message: `must be an http(s) origin such as https://shop.example.com, got ${quoted(value)}` }),
  ),
).transform((value) => (value === undefined ? undefined : httpOrigin(value)));

/** A space/comma separated list of http(s) origins (`example` shows one in the error message). */
const originList = (example: string) =>
  variable(
    z.string().superRefine((value, context) => {
      const wrong = value
        .split(/[\s,]+/)
        .filter(Boolean)
        .filter((item) => httpOrigin(item) === undefined);
      if (wrong.length)
        context.addIssue({
          code: z.ZodIssueCode.custom,
          message: `each entry must be an http(s) origin such as ${example}, got ${wrong.map(quoted).join(", ")}`,
        });
    }),
  ).transform(
    (value) =>
      (value ?? "")
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(httpOrigin) as string[],
  );

const editorOrigins = originList("https://editor.example.com");

const MAIL_ADDRESS = /^(?:[^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

const schema = z
  .object({
    PORT: port,
    SERVICE_PORT: port,
    HOST: host,
    DATA_DIR: variable(z.string()),
    DATABASE_URL: urlWith(["postgres:", "postgresql:"], "postgres://user:password@host:5432/database"),
    COMMERCE_API_URL: variable(
      z
        .string()
        .refine(
          (value) => ["http:", "https:"].includes(url(value)?.protocol ?? ""),
          "must be an http(s) URL such as https://api.example.com",
        ),
    ),
    APPLICATION_ID: variable(
      z.string().regex(/^[0-9a-f]{24}$/, "must be 24 hexadecimal characters (0-9, a-f), like Fynd's application ids"),
    ),
    APPLICATION_TOKEN: variable(
      z
        .string()
        .min(
          MIN_APPLICATION_TOKEN_LENGTH,
          `must be at least ${MIN_APPLICATION_TOKEN_LENGTH} characters (the official SDK rejects shorter tokens)`,
        )
        .regex(/^\S+$/, "must not contain spaces or other whitespace"),
    ),
    SESSION_SECRET: variable(
      z.string().min(MIN_SESSION_SECRET_LENGTH, `must be at least ${MIN_SESSION_SECRET_LENGTH} characters`),
    ),
    SIGNING_SECRET: variable(z.string()),
    EDITOR_ORIGINS: editorOrigins,
    EXTENSION_ORIGINS: originList("https://extensions.example.com"),
    COOKIE_SECURE: boolean,
    TRUST_PROXY: boolean,
    SEED_PRODUCTS: integer(1, 1_000_000, "a whole number from 1 to 1000000"),
    STOREFRONT_URL: origin,
    SMTP_URL: urlWith(["smtp:", "smtps:"], "smtp://user:password@host:587 or smtps://user:password@host:465").refine(
      (value) => value === undefined || Boolean(url(value)?.hostname),
      "has no host",
    ),
    SMS_URL: urlWith(["http:", "https:"], "https://sms.example.com/send").refine(
      (value) => value === undefined || Boolean(url(value)?.hostname),
      "has no host",
    ),
    MAIL_FROM: variable(
      z.string().regex(MAIL_ADDRESS, 'must be an e-mail address such as shop@example.com or "Shop <shop@example.com>"'),
    ),
    DEV_MAILBOX: boolean,
    REDIS_URL: urlWith(["redis:", "rediss:"], "redis://host:6379"),
    STORE_CACHE_TTL_MS: integer(0, Number.MAX_SAFE_INTEGER, "a whole number of milliseconds (0 or more)"),
    PAGE_CACHE_MB: integer(0, 4096, "a whole number of megabytes from 0 (off) to 4096"),
    GOOGLE_MAPS_API_KEY: variable(
      z.string().regex(/^[\w-]{10,100}$/, "must be a Google Maps API key (letters, digits, - and _)"),
    ),
    GTM_ID: variable(
      z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, "must be a Google Tag Manager container id such as GTM-AB12CD"),
    ),
    ANALYTICS_CONSENT: variable(
      z.string().refine(
        (value) => value === "required" || value === "implied",
        (value) => ({ message: `must be required or implied, got ${quoted(value)}` }),
      ),
    ),
    SANDBOX_PAYMENT_TIMEOUT_SECONDS: integer(1, 86_400, "a whole number of seconds from 1 to 86400"),
    ADMIN_TOKEN: variable(
      z
        .string()
        .min(MIN_ADMIN_TOKEN_LENGTH, `must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters`)
        .regex(/^\S+$/, "must not contain spaces or other whitespace"),
    ),
    DEMO_SHIPMENT_ADVANCE_SECONDS: integer(5, 86_400, "a whole number of seconds from 5 to 86400"),
    WEB_CONCURRENCY: integer(1, MAX_WEB_CONCURRENCY, `a whole number of processes from 1 to ${MAX_WEB_CONCURRENCY}`),
    RENDER_THREADS: integer(
      0,
      MAX_RENDER_THREADS,
      `a whole number of threads from 0 (render on the main thread) to ${MAX_RENDER_THREADS}`,
    ),
    NODE_ENV: variable(
      z.string().refine(
        (value) => ["production", "development", "test"].includes(value),
        (value) => ({ message: `must be production, development or test, got ${quoted(value)}` }),
      ),
    ),
  })
  .superRefine((env, context) => {
    // The embedded PGlite database lives in one process: several would each open the same files.
    if ((env.WEB_CONCURRENCY ?? 1) > 1 && !env.DATABASE_URL && !env.COMMERCE_API_URL)
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["WEB_CONCURRENCY"],
        message:
          "must be 1 with the embedded PGlite database (it is one process): set DATABASE_URL to a PostgreSQL database to run several processes",
      });
    if (!env.COMMERCE_API_URL) return;
    for (const name of ["APPLICATION_ID", "APPLICATION_TOKEN"] as const)
      if (env[name] === undefined)
        context.addIssue({ code: z.ZodIssueCode.custom, path: [name], message: "is required with COMMERCE_API_URL" });
  });

/** The variables this module reads, in the README's order. */
export const CONFIG_VARIABLES = Object.keys(schema.innerType().shape);

type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] };

/** Checks the environment: the parsed configuration, or one line per wrong variable ("NAME: what is wrong"). */
export function parseConfig(env: Env): ConfigResult {
  const input = Object.fromEntries(CONFIG_VARIABLES.map((name) => [name, env[name]]));
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const byVariable = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]);
      if (!byVariable.has(name)) byVariable.set(name, issue.message);
    }
    const problems = CONFIG_VARIABLES.filter((name) => byVariable.has(name)).map(
      (name) => `${name}: ${byVariable.get(name)}`,
    );
    return { ok: false, problems };
  }
  const v = parsed.data;
  const nodeEnv = (v.NODE_ENV ?? "development") as NodeEnv;
  const port = v.PORT ?? DEFAULT_PORT;
  return {
    ok: true,
    config: {
      nodeEnv,
      port,
      servicePort: v.SERVICE_PORT ?? v.PORT ?? DEFAULT_SERVICE_PORT,
      host: v.HOST ?? "0.0.0.0",
      dataDir: v.DATA_DIR ?? "data",
      databaseUrl: v.DATABASE_URL,
      // The schema requires the credentials with COMMERCE_API_URL.
      commerceApi:
        v.COMMERCE_API_URL && v.APPLICATION_ID && v.APPLICATION_TOKEN
          ? {
              url: v.COMMERCE_API_URL.replace(/\/+$/, ""),
              applicationId: v.APPLICATION_ID,
              applicationToken: v.APPLICATION_TOKEN,
            }
          : undefined,
      applicationId: v.APPLICATION_ID,
      applicationToken: v.APPLICATION_TOKEN,
      sessionSecret: v.SESSION_SECRET,
      signingSecret: v.SIGNING_SECRET,
      editorOrigins: v.EDITOR_ORIGINS,
      extensionOrigins: v.EXTENSION_ORIGINS,
      cookieSecure: v.COOKIE_SECURE ?? false,
      trustProxy: v.TRUST_PROXY ?? false,
      devMailbox: v.DEV_MAILBOX ?? nodeEnv !== "production",
      seedProducts: v.SEED_PRODUCTS,
      storefrontUrl: v.STOREFRONT_URL ?? `http://localhost:${port}`,
      smtpUrl: v.SMTP_URL,
      smsUrl: v.SMS_URL,
      mailFrom: v.MAIL_FROM,
      redisUrl: v.REDIS_URL,
      storeCacheTtlMs: v.STORE_CACHE_TTL_MS ?? DEFAULT_STORE_CACHE_TTL_MS,
      pageCacheBytes: (v.PAGE_CACHE_MB ?? DEFAULT_PAGE_CACHE_MB) * 1024 * 1024,
      googleMapsApiKey: v.GOOGLE_MAPS_API_KEY,
      gtmId: v.GTM_ID,
      analyticsConsent: v.ANALYTICS_CONSENT === "required" ? "required" : "implied",
      sandboxPaymentTimeoutSeconds: v.SANDBOX_PAYMENT_TIMEOUT_SECONDS ?? DEFAULT_SANDBOX_PAYMENT_TIMEOUT_SECONDS,
      adminToken: v.ADMIN_TOKEN,
      demoShipmentAdvanceSeconds: v.DEMO_SHIPMENT_ADVANCE_SECONDS,
      webConcurrency: v.WEB_CONCURRENCY ?? 1,
      renderThreads: v.RENDER_THREADS ?? defaultRenderThreads(v.WEB_CONCURRENCY ?? 1, availableParallelism()),
    },
  };
}

/**
 * The parsed configuration, kept per process rather than per module: the Remix server bundle holds
 * its own copy of this module, and a global keyed by a registered symbol lets both copies share the
 * one parse the entry point made.
 */
const LOADED = Symbol.for("vitrine.config");
type ConfigCache = { [LOADED]?: Config };
const cache = globalThis as ConfigCache;

/**
 * The configuration of this process (parsed once). The entry points have already refused a bad
 * one with configOrExit, so this throws only where they were bypassed.
 */
export function loadConfig(): Config {
  const loaded = cache[LOADED];
  if (loaded) return loaded;
  const result = parseConfig(process.env);
  if (!result.ok) throw new Error(`Invalid configuration:\n${result.problems.join("\n")}`);
  return (cache[LOADED] = result.config);
}

/** For the entry points: the configuration, or one line per wrong variable on stderr and exit 78. */
export function configOrExit(): Config {
  const result = parseConfig(process.env);
  if (result.ok) return (cache[LOADED] = result.config);
  for (const problem of result.problems) console.error(problem);
  process.exit(CONFIG_EXIT_CODE);
}
