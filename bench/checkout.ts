/**
 * `npm run bench:checkout`: how long shoppers wait for "Add to cart" and "Place order". Builds (unless
 * --no-build), starts the production server like `npm run bench` (embedded PGlite by default,
 * --database-url for PostgreSQL), registers the shoppers through the storefront's own forms (sign-up,
 * the e-mailed verification link read from the dev mailbox, "skip" on the mobile step), then runs
 * rounds with all shoppers at once:
 *
 * 1. add phase (measured): each shopper POSTs the `/cart` action `--adds` times, as a browser without
 *    JavaScript does (intent=add, then a 303 back to the bag);
 * 2. checkout steps (not measured): the delivery step (the address form the first time, the saved
 *    address afterwards), the payment step choosing cash on delivery by its option value
 *    (`option_id=COD:COD`) when the store asks, and the review page for its idempotency key;
 * 3. place phase (measured): each shopper POSTs "Place order" on the review step and must land on
 *    the order status page of a placed order.
 * 4. after the purchase (measured, once after the rounds): each shopper opens their order history
 *    and then the first shipment it lists, `--views` times, all shoppers at once.
 *
 * Prints p50/p95/p99/max and throughput per operation as Markdown and writes JSON to bench/results/.
 * See bench/README.md.
 */
import os from "node:os";
import path from "node:path";
import { markdownTable, parseAttributes } from "./lib";
import {
  assertServerAlive,
  benchOptions,
  benchHelp,
  BenchError,
  exitCode,
  log,
  numericFlag,
  parseBenchArgs,
  runBench,
  startBench,
  writeResults,
} from "./server";

const SERVER_LOG = path.join(os.tmpdir(), "vitrine-bench-checkout-server.log");
const PASSWORD = "Secret#123";

const HELP = benchHelp(
  "npm run bench:checkout -- [options]",
  `  --port N               port for the bench server (default 3610)
  --shoppers N           concurrent shoppers (default 20)
  --rounds N             measured rounds: adds, then one order per shopper (default 5)
  --adds N               add-to-cart requests per shopper per round (default 2)
  --warmup-rounds N      rounds before measuring (default 1)
  --views N              order history and shipment page views per shopper after the rounds (default 5)
  --data-dir DIR         DATA_DIR of the embedded database (default ${path.join(os.tmpdir(), "vitrine-bench-checkout-data")}),
                         emptied first: every run starts from the seeded stock`,
);

function options() {
  const values = parseBenchArgs(
    {
      port: { type: "string", default: "3610" },
      shoppers: { type: "string", default: "20" },
      rounds: { type: "string", default: "5" },
      adds: { type: "string", default: "2" },
      "warmup-rounds": { type: "string", default: "1" },
      views: { type: "string", default: "5" },
      "data-dir": { type: "string", default: path.join(os.tmpdir(), "vitrine-bench-checkout-data") },
    },
    HELP,
  );
  const int = (name: "port" | "shoppers" | "rounds" | "adds" | "warmup-rounds" | "views", min: number) =>
    numericFlag(values, name, min);
  return {
    ...benchOptions(values),
    port: int("port", 1),
    shoppers: int("shoppers", 1),
    rounds: int("rounds", 1),
    adds: int("adds", 1),
    warmupRounds: int("warmup-rounds", 0),
    views: int("views", 0),
    dataDir: path.resolve(values["data-dir"]),
  };
}

// ---------------------------------------------------------------------------------------------
// A shopper: a cookie jar and a client address, talking to the storefront as a browser without JS
// ---------------------------------------------------------------------------------------------

interface Answer {
  status: number;
  location: string;
  text: string;
  ms: number;
}

class Shopper {
  private cookies = new Map<string, string>();
  addressId = "";
  constructor(
    readonly base: string,
    readonly email: string,
    /** Each shopper comes from an address of their own (the server trusts X-Forwarded-For here). */
    readonly ip: string,
  ) {}

  async request(method: "GET" | "POST", pathAndQuery: string, form?: Record<string, string>): Promise<Answer> {
    const headers: Record<string, string> = { "x-forwarded-for": this.ip };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (form) headers["content-type"] = "application/x-www-form-urlencoded";
    const started = performance.now();
    const response = await fetch(new URL(pathAndQuery, this.base), {
      method,
      headers,
      body: form ? new URLSearchParams(form).toString() : undefined,
      redirect: "manual",
    });
    const text = await response.text();
    const ms = performance.now() - started;
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      const value = pair.slice(eq + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === "") this.cookies.delete(pair.slice(0, eq));
      else this.cookies.set(pair.slice(0, eq), value);
    }
    return { status: response.status, location: response.headers.get("location") ?? "", text, ms };
  }

  /** A form POST that must redirect (303); returns where to. */
  async post(pathAndQuery: string, form: Record<string, string>, step: string): Promise<string> {
    const answer = await this.request("POST", pathAndQuery, form);
    if (answer.status !== 303 && answer.status !== 302) {
      // The messages a page shows next to its fields (or the text of a JSON answer).
      const messages = [...answer.text.matchAll(/class="[^"]*(?:field-error|form-error)[^"]*"[^>]*>([^<]+)</g)].map(
        (m) => m[1],
      );
      const detail = messages.length ? messages.join("; ") : answer.text.slice(0, 300);
      throw new BenchError(`${step}: POST ${pathAndQuery} answered ${answer.status}: ${detail}`);
    }
    return answer.location;
  }

  async page(pathAndQuery: string, step: string): Promise<string> {
    const answer = await this.request("GET", pathAndQuery);
    if (answer.status !== 200) {
      throw new BenchError(`${step}: GET ${pathAndQuery} answered ${answer.status} ${answer.location}`);
    }
    return answer.text;
  }
}

/** The value of the first `<input name=…>` of a page. */
function inputValue(html: string, name: string): string | undefined {
  for (const m of html.matchAll(/<input\b([^>]*)>/gi)) {
    const attrs = parseAttributes(m[1]);
    if (attrs.name === name) return attrs.value;
  }
  return undefined;
}

/** Registers through the storefront's forms and verifies the e-mail address with the mailed link. */
async function register(shopper: Shopper) {
  await shopper.post(
    "/auth/register",
    {
      intent: "register",
      firstName: "Bench",
      lastName: "Shopper",
      email: shopper.email,
      password: PASSWORD,
      redirectUrl: "/",
    },
    "register",
  );
  let code: string | undefined;
  for (let attempt = 0; attempt < 50 && !code; attempt++) {
    const mailbox = await shopper.page(`/_dev/mailbox?${new URLSearchParams({ to: shopper.email })}`, "mailbox");
    code = /\/auth\/verify-email-link\/\?code=([^"&\s]+)/.exec(mailbox)?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!code) throw new BenchError(`no verification link was mailed to ${shopper.email} (is DEV_MAILBOX on?)`);
  await shopper.post(
    "/auth/verify-email-link/",
    { intent: "verify", code: decodeURIComponent(code.replace(/&amp;/g, "&")), kind: "email", redirectUrl: "/" },
    "verify e-mail",
  );
  await shopper.post("/auth/edit-profile/", { intent: "skip", redirectUrl: "/" }, "skip the mobile step");
}

// ---------------------------------------------------------------------------------------------
// What to buy: single-size products that the listing offers with an "Add to cart" form
// ---------------------------------------------------------------------------------------------

interface Article {
  itemId: string;
  size: string;
}

async function findArticles(shopper: Shopper, wanted: number): Promise<Article[]> {
  const found = new Map<string, Article>();
  for (let page = 1; page <= 20 && found.size < wanted; page++) {
    const html = await shopper.page(`/products/?page_no=${page}`, "listing");
    for (const form of html.matchAll(/<form\b[^>]*action="\/cart"[^>]*>([\s\S]*?)<\/form>/gi)) {
      const itemId = inputValue(form[1], "item_id");
      const size = inputValue(form[1], "item_size");
      if (itemId && size) found.set(`${itemId}_${size}`, { itemId, size });
    }
  }
  if (found.size === 0) throw new BenchError("the listing offers no product with an Add to cart form");
  return [...found.values()];
}

// ---------------------------------------------------------------------------------------------
// Checkout steps
// ---------------------------------------------------------------------------------------------

const ADDRESS = {
  name: "Bench Shopper",
  phone: "9876543210",
  address: "12, 4th Cross",
  area: "Fort",
  pincode: "400001",
};

/** Delivery and payment steps; returns the review step's URL. */
async function toReview(shopper: Shopper): Promise<string> {
  const delivery = await shopper.page("/cart/delivery", "delivery step");
  let next: string;
  if (shopper.addressId) {
    next = await shopper.post(
      "/cart/delivery",
      { intent: "select", address_id: shopper.addressId },
      "choose the address",
    );
  } else {
    // The address form as the page renders it (hidden fields: country…), filled like the e2e shopper.
    const form = /<form\b[^>]*>((?:(?!<\/form>)[\s\S])*name="intent" value="save"[\s\S]*?)<\/form>/i.exec(delivery);
    if (!form) throw new BenchError("the delivery step shows no address form");
    const fields: Record<string, string> = {};
    for (const m of form[1].matchAll(/<input\b([^>]*)>/gi)) {
      const attrs = parseAttributes(m[1]);
      const choice = attrs.type === "radio" || attrs.type === "checkbox";
      if (!attrs.name || attrs.value === undefined || attrs.type === "submit" || (choice && !("checked" in attrs)))
        continue;
      fields[attrs.name] = attrs.value;
    }
    // Drop-downs keep their selected option (the country the form was rendered for).
    for (const m of form[1].matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/gi)) {
      const name = parseAttributes(m[1]).name;
      const options = [...m[2].matchAll(/<option\b([^>]*)>/gi)].map((o) => parseAttributes(o[1]));
      const chosen = options.find((o) => "selected" in o) ?? options.find((o) => o.value);
      if (name && chosen?.value) fields[name] = chosen.value;
    }
    next = await shopper.post("/cart/delivery", { ...fields, ...ADDRESS, intent: "save" }, "save the address");
    shopper.addressId = new URL(next, shopper.base).searchParams.get("address_id") ?? "";
  }
  if (next.startsWith("/cart/payment-info")) {
    next = await shopper.post(next, { option_id: "COD:COD" }, "choose cash on delivery");
  }
  if (!next.startsWith("/cart/order-review")) throw new BenchError(`the checkout went to ${next}, not the review`);
  return next;
}

// ---------------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------------

interface Samples {
  ms: number[];
  errors: number;
  /** Wall time of the phases that made these samples. */
  phaseMs: number;
}

interface OperationResult {
  operation: string;
  requests: number;
  errors: number;
  /** Adds the service refused (the bag held less than was added): out of stock. */
  refused?: number;
  throughputPerSec: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number; mean: number };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summarise(operation: string, samples: Samples, refused?: number): OperationResult {
  const sorted = [...samples.ms].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    operation,
    requests: sorted.length,
    errors: samples.errors,
    ...(refused === undefined ? {} : { refused }),
    throughputPerSec: round((sorted.length / samples.phaseMs) * 1000),
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted[sorted.length - 1] ?? 0),
      mean: round(sorted.reduce((a, b) => a + b, 0) / (sorted.length || 1)),
    },
  };
}

const ok = (answer: Answer) => answer.status >= 200 && answer.status < 400;

/** The bag's count in the header (how many pieces the cart holds). */
const cartCount = (html: string) => Number(/class="cart-count"[^>]*>(\d+)</.exec(html)?.[1] ?? NaN);

async function main(): Promise<number> {
  const opts = options();
  const { base, date, busyAtStart, start } = await startBench(opts, {
    dataDir: opts.dataDir,
    // A fresh embedded database each run: the same seeded stock, no shoppers from earlier runs.
    fresh: !opts.databaseUrl,
    databaseUrl: opts.databaseUrl,
    logFile: SERVER_LOG,
    env: { DEV_MAILBOX: "true", TRUST_PROXY: "true" },
  });

  const run = Date.now().toString(36);
  const shoppers = Array.from(
    { length: opts.shoppers },
    (_, i) => new Shopper(base, `bench-${run}-${i}@example.com`, `10.${(Date.now() >> 16) & 255}.${i >> 8}.${i & 255}`),
  );
  log(`› registering ${shoppers.length} shoppers through the storefront's forms`);
  await Promise.all(shoppers.map((s) => register(s)));
  const articles = await findArticles(shoppers[0], 150);
  log(`  ${articles.length} single-size articles to add from the listing`);

  const add: Samples = { ms: [], errors: 0, phaseMs: 0 };
  const place: Samples = { ms: [], errors: 0, phaseMs: 0 };
  let refused = 0;
  let next = 0;
  const orderIds = new Set<string>();

  for (let round = 0; round < opts.warmupRounds + opts.rounds; round++) {
    const measured = round >= opts.warmupRounds;
    assertServerAlive(`before round ${round + 1}`);
    log(`› round ${round + 1}/${opts.warmupRounds + opts.rounds}${measured ? "" : " (warm-up)"}`);

    // 1. Add to cart, everyone at once.
    const picks = shoppers.map(() => Array.from({ length: opts.adds }, () => articles[next++ % articles.length]));
    let phase = performance.now();
    await Promise.all(
      shoppers.map(async (s, i) => {
        for (const article of picks[i]) {
          const answer = await s.request("POST", "/cart", {
            intent: "add",
            item_id: article.itemId,
            item_size: article.size,
            quantity: "1",
            redirectTo: "/cart/bag/",
          });
          if (!measured) continue;
          add.ms.push(answer.ms);
          if (!ok(answer)) add.errors++;
        }
      }),
    );
    if (measured) add.phaseMs += performance.now() - phase;

    // 2. The steps up to the review (not measured); a bag short of what was added counts as refused.
    const reviews = await Promise.all(
      shoppers.map(async (s) => {
        const held = cartCount(await s.page("/cart/bag/", "bag"));
        if (measured && held < opts.adds) refused += opts.adds - held;
        if (!(held > 0)) return null;
        const review = await toReview(s);
        const key = inputValue(await s.page(review, "review step"), "idempotency_key");
        if (!key) throw new BenchError("the review step has no idempotency key");
        return { review, key };
      }),
    );

    // 3. Place order, everyone at once.
    phase = performance.now();
    await Promise.all(
      shoppers.map(async (s, i) => {
        const step = reviews[i];
        if (!step) return;
        const answer = await s.request("POST", step.review, { idempotency_key: step.key });
        const orderId = /[?&]order_id=(FY[0-9A-F]{18})/.exec(answer.location)?.[1];
        const placed = ok(answer) && answer.location.includes("success=true") && orderId;
        if (orderId) orderIds.add(orderId);
        if (!measured) return;
        place.ms.push(answer.ms);
        if (!placed) place.errors++;
      }),
    );
    if (measured) place.phaseMs += performance.now() - phase;
  }

  // 4. After the purchase: the order history, then the first shipment it lists, everyone at once.
  const history: Samples = { ms: [], errors: 0, phaseMs: 0 };
  const shipment: Samples = { ms: [], errors: 0, phaseMs: 0 };
  const phase = performance.now();
  await Promise.all(
    shoppers.map(async (s) => {
      for (let view = 0; view < opts.views; view++) {
        const list = await s.request("GET", "/profile/orders/");
        history.ms.push(list.ms);
        const id = /\/profile\/orders\/shipment\/(\d{16})\//.exec(list.text)?.[1];
        if (list.status !== 200 || !id) {
          history.errors++;
          continue;
        }
        const detail = await s.request("GET", `/profile/orders/shipment/${id}/`);
        shipment.ms.push(detail.ms);
        if (detail.status !== 200) shipment.errors++;
      }
    }),
  );
  history.phaseMs = shipment.phaseMs = performance.now() - phase;

  const operations = [
    summarise("add to cart (POST /cart, no JS)", add, refused),
    summarise("place order (POST /cart/order-review, COD)", place),
    ...(opts.views
      ? [
          summarise("order history (GET /profile/orders/)", history),
          summarise("shipment page (GET /profile/orders/shipment/:id/)", shipment),
        ]
      : []),
  ];
  const results = {
    date,
    label: opts.label,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? "unknown",
      node: process.version,
      cpuBusyAtStart: Number(busyAtStart.toFixed(2)),
    },
    settings: {
      shoppers: opts.shoppers,
      rounds: opts.rounds,
      addsPerRound: opts.adds,
      warmupRounds: opts.warmupRounds,
      views: opts.views,
      database: opts.databaseUrl ? "postgresql" : "pglite",
      build: opts.build,
    },
    server: { ...start, log: SERVER_LOG },
    articles: articles.length,
    orders: orderIds.size,
    operations,
  };

  writeResults("checkout-", date, results);

  const table = markdownTable(
    ["operation", "requests", "errors", "p50 ms", "p95 ms", "p99 ms", "max ms", "req/s"],
    operations.map((o) => [
      o.operation,
      o.requests,
      o.errors + (o.refused ? ` (+${o.refused} refused: out of stock)` : ""),
      o.latencyMs.p50,
      o.latencyMs.p95,
      o.latencyMs.p99,
      o.latencyMs.max,
      o.throughputPerSec,
    ]),
  );
  process.stdout.write(
    opts.json
      ? `${JSON.stringify(results, null, 2)}\n`
      : `\n${opts.shoppers} shoppers at once on ${results.settings.database}, ${opts.rounds} rounds (+${opts.warmupRounds} warm-up) of ${opts.adds} adds and 1 order each; ${orderIds.size} orders placed\n\n${table}\n`,
  );
  return exitCode(operations.filter((o) => o.errors > 0).map((o) => `${o.operation}: ${o.errors} errors`));
}

await runBench(main);
