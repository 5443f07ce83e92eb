import { availableParallelism } from "node:os";
import { describe, expect, it, vi } from "vitest";
import { CONFIG_VARIABLES, defaultRenderThreads, parseConfig, type Config, type Env } from "../../config/env";

function config(env: Env): Config {
  const result = parseConfig(env);
  if (!result.ok) throw new Error(result.problems.join("\n"));
  return result.config;
}

function problems(env: Env): string[] {
  const result = parseConfig(env);
  return result.ok ? [] : result.problems;
}

const ID = "5f0000000000000000000abc";

describe("configuration", () => {
  it("has a default for everything, as the README's table says", () => {
    expect(config({})).toEqual({
      nodeEnv: "development",
      port: 3000,
      servicePort: 3001,
      host: "0.0.0.0",
      dataDir: "data",
      editorOrigins: [],
      extensionOrigins: [],
      cookieSecure: false,
      trustProxy: false,
      devMailbox: true,
      storefrontUrl: "http://localhost:3000",
      storeCacheTtlMs: 30_000,
      pageCacheBytes: 64 * 1024 * 1024,
      sandboxPaymentTimeoutSeconds: 900,
      analyticsConsent: "implied",
      webConcurrency: 1,
      renderThreads: defaultRenderThreads(1, availableParallelism()),
    });
  });

  it("renders on threads by default when there are cores to spare, and takes RENDER_THREADS from 0 to 16", () => {
    expect(defaultRenderThreads(1, 1)).toBe(0);
    expect(defaultRenderThreads(1, 2)).toBe(2);
    expect(defaultRenderThreads(1, 16)).toBe(4);
    expect(defaultRenderThreads(2, 8)).toBe(0);
    expect(config({ RENDER_THREADS: "0" }).renderThreads).toBe(0);
    expect(config({ RENDER_THREADS: "3" }).renderThreads).toBe(3);
    for (const value of ["-1", "17", "two"])
      expect(problems({ RENDER_THREADS: value })).toEqual([
        `RENDER_THREADS: must be a whole number of threads from 0 (render on the main thread) to 16, got ${JSON.stringify(value)}`,
      ]);
  });

  it("runs several processes only on PostgreSQL or a remote service: the embedded PGlite is one process", () => {
    const refusal =
      "WEB_CONCURRENCY: must be 1 with the embedded PGlite database (it is one process): set DATABASE_URL to a PostgreSQL database to run several processes";
    expect(problems({ WEB_CONCURRENCY: "2" })).toEqual([refusal]);
    expect(config({ WEB_CONCURRENCY: "1" }).webConcurrency).toBe(1);
    expect(config({ WEB_CONCURRENCY: "4", DATABASE_URL: "postgres://u@db/shop" }).webConcurrency).toBe(4);
    expect(
      config({
        WEB_CONCURRENCY: "2",
        COMMERCE_API_URL: "https://api.example.com",
        APPLICATION_ID: ID,
        APPLICATION_TOKEN: "tok3n",
      }).webConcurrency,
    ).toBe(2);
    for (const value of ["0", "65", "two", "1.5"])
      expect(problems({ WEB_CONCURRENCY: value, DATABASE_URL: "postgres://u@db/shop" })).toEqual([
        `WEB_CONCURRENCY: must be a whole number of processes from 1 to 64, got ${JSON.stringify(value)}`,
      ]);
  });

  it("takes the Sandbox's payment timeout in whole seconds from 1 to 86400", () => {
    expect(config({ SANDBOX_PAYMENT_TIMEOUT_SECONDS: "60" }).sandboxPaymentTimeoutSeconds).toBe(60);
    expect(problems({ SANDBOX_PAYMENT_TIMEOUT_SECONDS: "0" })).toEqual([
      'SANDBOX_PAYMENT_TIMEOUT_SECONDS: must be a whole number of seconds from 1 to 86400, got "0"',
    ]);
  });

  it("takes an empty value as unset", () => {
    const env = Object.fromEntries(CONFIG_VARIABLES.map((name) => [name, ""]));
    expect(config(env)).toEqual(config({}));
  });

  it("ignores variables it does not know", () => {
    expect(problems({ HOME: "", SOMETHING_ELSE: "?" })).toEqual([]);
  });

  it("reads ports", () => {
    expect(config({ PORT: "8080" })).toMatchObject({ port: 8080, servicePort: 8080 });
    expect(config({ PORT: "8080", SERVICE_PORT: "9090" })).toMatchObject({ port: 8080, servicePort: 9090 });
    expect(config({ PORT: "65535" }).port).toBe(65535);
    expect(problems({ PORT: "abc" })).toEqual(['PORT: must be a port number from 1 to 65535, got "abc"']);
    expect(problems({ PORT: "0" })).toEqual(['PORT: must be a port number from 1 to 65535, got "0"']);
    expect(problems({ PORT: "65536" })).toEqual(['PORT: must be a port number from 1 to 65535, got "65536"']);
    expect(problems({ PORT: "80.5" })).toEqual(['PORT: must be a port number from 1 to 65535, got "80.5"']);
    expect(problems({ SERVICE_PORT: "-1" })).toEqual(['SERVICE_PORT: must be a port number from 1 to 65535, got "-1"']);
  });

  it("reads HOST: a host name or an IP address", () => {
    for (const host of ["127.0.0.1", "localhost", "::", "::1", "api.internal", "0.0.0.0"])
      expect(config({ HOST: host }).host).toBe(host);
    for (const host of ["http://localhost", "localhost:3001", "a b", "-bad-"])
      expect(problems({ HOST: host })).toEqual([
        `HOST: must be a host name or an IP address (no scheme or port), got ${JSON.stringify(host)}`,
      ]);
  });

  it("reads DATA_DIR as given", () => {
    expect(config({ DATA_DIR: "/var/lib/vitrine" }).dataDir).toBe("/var/lib/vitrine");
  });

  it("accepts postgres:// and postgresql:// DATABASE_URLs only, never repeating the value", () => {
    expect(config({ DATABASE_URL: "postgres://u:p@db:5432/shop" }).databaseUrl).toBe("postgres://u:p@db:5432/shop");
    expect(config({ DATABASE_URL: "postgresql:///shop?host=/run/postgresql" }).databaseUrl).toBeDefined();
    expect(problems({ DATABASE_URL: "mysql://u:secret@db/shop" })).toEqual([
      'DATABASE_URL: must start with postgres:// or postgresql://, got "mysql://"',
    ]);
    expect(problems({ DATABASE_URL: "db:5432 secret" })).toEqual([
      "DATABASE_URL: must be a URL such as postgres://user:password@host:5432/database",
    ]);
  });

  it("requires the credentials with COMMERCE_API_URL", () => {
    expect(
      config({ COMMERCE_API_URL: "https://api.example.com/", APPLICATION_ID: ID, APPLICATION_TOKEN: "tok3n" }),
    ).toMatchObject({ commerceApi: { url: "https://api.example.com", applicationId: ID, applicationToken: "tok3n" } });
    expect(problems({ COMMERCE_API_URL: "http://127.0.0.1:3001" })).toEqual([
      "APPLICATION_ID: is required with COMMERCE_API_URL",
      "APPLICATION_TOKEN: is required with COMMERCE_API_URL",
    ]);
    expect(
      problems({ COMMERCE_API_URL: "ftp://api.example.com", APPLICATION_ID: ID, APPLICATION_TOKEN: "tok3n" }),
    ).toEqual(["COMMERCE_API_URL: must be an http(s) URL such as https://api.example.com"]);
    expect(problems({ COMMERCE_API_URL: "api.example.com", APPLICATION_ID: ID, APPLICATION_TOKEN: "tok3n" })).toEqual([
      "COMMERCE_API_URL: must be an http(s) URL such as https://api.example.com",
    ]);
    // Without COMMERCE_API_URL they only seed a new embedded store.
    expect(config({ APPLICATION_ID: ID, APPLICATION_TOKEN: "tok3n" })).toMatchObject({
      commerceApi: undefined,
      applicationId: ID,
      applicationToken: "tok3n",
    });
  });

  it("checks the application id's shape (24 hex characters)", () => {
    expect(config({ APPLICATION_ID: "000000000000000000000001" }).applicationId).toBe("000000000000000000000001");
    const message = "APPLICATION_ID: must be 24 hexadecimal characters (0-9, a-f), like Fynd's application ids";
    for (const id of ["1", "5f0000000000000000000abg", "5f0000000000000000000abc0", "5F0000000000000000000ABC"])
      expect(problems({ APPLICATION_ID: id })).toEqual([message]);
  });

  it("checks the application token as the official SDK does, and refuses whitespace", () => {
    expect(config({ APPLICATION_TOKEN: "abcde" }).applicationToken).toBe("abcde");
    expect(problems({ APPLICATION_TOKEN: "x" })).toEqual([
      "APPLICATION_TOKEN: must be at least 5 characters (the official SDK rejects shorter tokens)",
    ]);
    expect(problems({ APPLICATION_TOKEN: "abcd" })).toHaveLength(1);
    expect(problems({ APPLICATION_TOKEN: "abc def" })).toEqual([
      "APPLICATION_TOKEN: must not contain spaces or other whitespace",
    ]);
    expect(problems({ APPLICATION_TOKEN: "abcdef\n" })).toHaveLength(1);
  });

  it("wants a session secret of at least 32 characters", () => {
    expect(config({ SESSION_SECRET: "s".repeat(32) }).sessionSecret).toBe("s".repeat(32));
    expect(problems({ SESSION_SECRET: "s".repeat(31) })).toEqual(["SESSION_SECRET: must be at least 32 characters"]);
  });

  it("reads SIGNING_SECRET", () => {
    expect(config({ SIGNING_SECRET: "another" }).signingSecret).toBe("another");
  });

  it("reads EXTENSION_ORIGINS: origins extension assets may come from", () => {
    expect(config({ EXTENSION_ORIGINS: "https://cdn.example.com https://ext.example.org/" }).extensionOrigins).toEqual([
      "https://cdn.example.com",
      "https://ext.example.org",
    ]);
    expect(problems({ EXTENSION_ORIGINS: "cdn.example.com" })).toEqual([
      'EXTENSION_ORIGINS: each entry must be an http(s) origin such as https://extensions.example.com, got "cdn.example.com"',
    ]);
  });

  it("reads EDITOR_ORIGINS: origins separated by spaces or commas", () => {
    expect(config({ EDITOR_ORIGINS: "https://editor.example.com, http://localhost:5173/" }).editorOrigins).toEqual([
      "https://editor.example.com",
      "http://localhost:5173",
    ]);
    expect(
      problems({ EDITOR_ORIGINS: "https://ok.example.com editor.example.com https://a.example.com/path" }),
    ).toEqual([
      'EDITOR_ORIGINS: each entry must be an http(s) origin such as https://editor.example.com, got "editor.example.com", "https://a.example.com/path"',
    ]);
  });

  it("reads booleans as true, false, 1 or 0 only", () => {
    for (const name of ["COOKIE_SECURE", "TRUST_PROXY", "DEV_MAILBOX"] as const) {
      const key = (
        {
          COOKIE_SECURE: "cookieSecure",
          TRUST_PROXY: "trustProxy",
          DEV_MAILBOX: "devMailbox",
        } as const satisfies Record<string, keyof Config>
      )[name];
      for (const [value, parsed] of [
        ["true", true],
        ["1", true],
        ["TRUE", true],
        ["false", false],
        ["0", false],
      ] as const)
        expect(config({ [name]: value })[key], `${name}=${value}`).toBe(parsed);
      for (const value of ["yes", "on", "2", "truee"])
        expect(problems({ [name]: value })).toEqual([`${name}: must be true, false, 1 or 0, got "${value}"`]);
    }
  });

  it("turns the dev mailbox on outside production unless DEV_MAILBOX says otherwise", () => {
    expect(config({ NODE_ENV: "development" }).devMailbox).toBe(true);
    expect(config({ NODE_ENV: "test" }).devMailbox).toBe(true);
    expect(config({ NODE_ENV: "production" }).devMailbox).toBe(false);
    expect(config({ NODE_ENV: "production", DEV_MAILBOX: "1" }).devMailbox).toBe(true);
    expect(config({ NODE_ENV: "production", DEV_MAILBOX: "0" }).devMailbox).toBe(false);
    expect(config({ NODE_ENV: "development", DEV_MAILBOX: "false" }).devMailbox).toBe(false);
  });

  it("reads SEED_PRODUCTS from 1 to 1000000", () => {
    expect(config({ SEED_PRODUCTS: "1" }).seedProducts).toBe(1);
    expect(config({ SEED_PRODUCTS: "1000000" }).seedProducts).toBe(1_000_000);
    for (const value of ["0", "1000001", "1e3", "12.5", "many"])
      expect(problems({ SEED_PRODUCTS: value })).toEqual([
        `SEED_PRODUCTS: must be a whole number from 1 to 1000000, got "${value}"`,
      ]);
  });

  it("reads STOREFRONT_URL as an http(s) origin, defaulting to this port on localhost", () => {
    expect(config({ PORT: "8080" }).storefrontUrl).toBe("http://localhost:8080");
    expect(config({ STOREFRONT_URL: "https://shop.example.com/" }).storefrontUrl).toBe("https://shop.example.com");
    for (const value of ["shop.example.com", "https://shop.example.com/store", "ftp://shop.example.com"])
      expect(problems({ STOREFRONT_URL: value })).toEqual([
        `STOREFRONT_URL: must be an http(s) origin such as https://shop.example.com, got ${JSON.stringify(value)}`,
      ]);
  });

  it("accepts smtp:// and smtps:// SMTP_URLs only", () => {
    expect(config({ SMTP_URL: "smtps://u:p@mail.example.com:465" }).smtpUrl).toBe("smtps://u:p@mail.example.com:465");
    expect(config({ SMTP_URL: "smtp://mail.example.com:587?tls.rejectUnauthorized=false" }).smtpUrl).toBeDefined();
    expect(problems({ SMTP_URL: "http://mail.example.com" })).toEqual([
      'SMTP_URL: must start with smtp:// or smtps://, got "http://"',
    ]);
    for (const value of ["mail.example.com:25", "not a url"])
      expect(problems({ SMTP_URL: value })).toEqual([
        "SMTP_URL: must be a URL such as smtp://user:password@host:587 or smtps://user:password@host:465",
      ]);
    expect(problems({ SMTP_URL: "smtp://" })).toEqual(["SMTP_URL: has no host"]);
  });

  it("reads MAIL_FROM as an address, with or without a name", () => {
    expect(config({ MAIL_FROM: "shop@example.com" }).mailFrom).toBe("shop@example.com");
    expect(config({ MAIL_FROM: "Shop <shop@example.com>" }).mailFrom).toBe("Shop <shop@example.com>");
    for (const value of ["Shop", "Shop <shop>", "shop@"])
      expect(problems({ MAIL_FROM: value })).toEqual([
        'MAIL_FROM: must be an e-mail address such as shop@example.com or "Shop <shop@example.com>"',
      ]);
  });

  it("reads GOOGLE_MAPS_API_KEY as a key of letters, digits, - and _", () => {
    expect(config({ GOOGLE_MAPS_API_KEY: "AIzaSyD-test_key_0123456789" }).googleMapsApiKey).toBe(
      "AIzaSyD-test_key_0123456789",
    );
    expect(config({}).googleMapsApiKey).toBeUndefined();
    for (const value of ["short", "has spaces in it", "key;with;semicolons"])
      expect(problems({ GOOGLE_MAPS_API_KEY: value })).toEqual([
        "GOOGLE_MAPS_API_KEY: must be a Google Maps API key (letters, digits, - and _)",
      ]);
  });

  it("reads GTM_ID as a tag manager container id and ANALYTICS_CONSENT as required or implied", () => {
    expect(config({ GTM_ID: "GTM-AB12CD" }).gtmId).toBe("GTM-AB12CD");
    expect(config({}).gtmId).toBeUndefined();
    expect(problems({ GTM_ID: "UA-12345-1" })).toEqual([
      "GTM_ID: must be a Google Tag Manager container id such as GTM-AB12CD",
    ]);
    expect(config({}).analyticsConsent).toBe("implied");
    expect(config({ ANALYTICS_CONSENT: "required" }).analyticsConsent).toBe("required");
    expect(problems({ ANALYTICS_CONSENT: "yes" })).toEqual([
      'ANALYTICS_CONSENT: must be required or implied, got "yes"',
    ]);
  });

  it("accepts redis:// and rediss:// REDIS_URLs only", () => {
    expect(config({ REDIS_URL: "redis://127.0.0.1:6379" }).redisUrl).toBe("redis://127.0.0.1:6379");
    expect(config({ REDIS_URL: "rediss://u:p@cache:6380/2" }).redisUrl).toBe("rediss://u:p@cache:6380/2");
    expect(problems({ REDIS_URL: "http://cache:6379" })).toEqual([
      'REDIS_URL: must start with redis:// or rediss://, got "http://"',
    ]);
    expect(problems({ REDIS_URL: "cache 6379" })).toEqual(["REDIS_URL: must be a URL such as redis://host:6379"]);
  });

  it("reads STORE_CACHE_TTL_MS as a whole number of milliseconds", () => {
    expect(config({ STORE_CACHE_TTL_MS: "0" }).storeCacheTtlMs).toBe(0);
    expect(config({ STORE_CACHE_TTL_MS: "5000" }).storeCacheTtlMs).toBe(5000);
    for (const value of ["-1", "1.5", "soon"])
      expect(problems({ STORE_CACHE_TTL_MS: value })).toEqual([
        `STORE_CACHE_TTL_MS: must be a whole number of milliseconds (0 or more), got "${value}"`,
      ]);
  });

  it("reads PAGE_CACHE_MB as whole megabytes, 0 turning the page cache off", () => {
    expect(config({ PAGE_CACHE_MB: "0" }).pageCacheBytes).toBe(0);
    expect(config({ PAGE_CACHE_MB: "8" }).pageCacheBytes).toBe(8 * 1024 * 1024);
    for (const value of ["-1", "1.5", "lots", "5000"])
      expect(problems({ PAGE_CACHE_MB: value })).toEqual([
        `PAGE_CACHE_MB: must be a whole number of megabytes from 0 (off) to 4096, got "${value}"`,
      ]);
  });

  it("reads NODE_ENV as production, development or test", () => {
    expect(config({ NODE_ENV: "production" }).nodeEnv).toBe("production");
    expect(config({ NODE_ENV: "test" }).nodeEnv).toBe("test");
    expect(problems({ NODE_ENV: "staging" })).toEqual([
      'NODE_ENV: must be production, development or test, got "staging"',
    ]);
  });

  it("says every wrong variable, one line each, in the README's order", () => {
    expect(problems({ REDIS_URL: "x", APPLICATION_TOKEN: "x", PORT: "x", COOKIE_SECURE: "yes" })).toEqual([
      'PORT: must be a port number from 1 to 65535, got "x"',
      "APPLICATION_TOKEN: must be at least 5 characters (the official SDK rejects shorter tokens)",
      'COOKIE_SECURE: must be true, false, 1 or 0, got "yes"',
      "REDIS_URL: must be a URL such as redis://host:6379",
    ]);
  });
});

describe("loadConfig", () => {
  it("parses once per process, shared by every copy of the module (the Remix bundle holds its own)", async () => {
    const first = await import("../../config/env");
    vi.resetModules();
    const second = await import("../../config/env");
    expect(second).not.toBe(first);
    expect(second.loadConfig()).toBe(first.loadConfig());
  });
});
