/**
 * `npm run lighthouse -- --url http://127.0.0.1:3000` (also `npm run bench:lighthouse`): Lighthouse
 * (mobile, its default) on the page types of a running store — home, listing, product, the cart (an
 * anonymous shopper's bag holding one item, made by POSTing the product's "Add to cart" form; its
 * cookie is handed to Lighthouse as an extra header) and sign-in — and a table of the category
 * scores, with the audits that keep accessibility or SEO below 1. Each page's report (JSON) is kept
 * in bench/results/lighthouse-<date>/. Lighthouse is not a dependency: it runs from LIGHTHOUSE_BIN
 * when set, else through `npx -y lighthouse@12.8.2` (12.x runs on Node 20). See bench/README.md.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from "../scripts/chromium";
import { firstProductPath, getHtml, markdownTable, parseAttributes } from "./lib";

const LIGHTHOUSE_VERSION = "12.8.2";
const CATEGORIES = ["performance", "accessibility", "seo", "best-practices"] as const;
/** Where a failing audit is worth naming: these two must be 1.0 on every page type. */
const STRICT = new Set<string>(["accessibility", "seo"]);
const LISTING_PATH = "/products/?department=men&sort_on=price_asc";
const SIGN_IN_PATH = "/auth/login";
const BAG_PATH = "/cart/bag/";
const RESULTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "results");
// A quiet headless Chromium: no background traffic to skew the network figures.
const CHROME_FLAGS = ["--headless=new", ...QUIET_CHROMIUM_FLAGS].join(" ");

const HELP = `Usage: npm run lighthouse -- --url http://127.0.0.1:3000 [--json]

  --url URL    origin of a running store (default http://127.0.0.1:3000)
  --out DIR    where the reports go (default bench/results/lighthouse-<date>)
  --json       print the scores as JSON only
  env LIGHTHOUSE_BIN  the lighthouse executable (default: npx -y lighthouse@${LIGHTHOUSE_VERSION})
  env CHROME_PATH     the browser (default: CHROMIUM_PATH, else /usr/bin/chromium)`;

interface AuditResult {
  score: number | null;
  scoreDisplayMode: string;
  title: string;
}
interface LighthouseResult {
  finalDisplayedUrl: string;
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, AuditResult>;
}

interface PageScores {
  page: string;
  url: string;
  scores: Record<string, number | null>;
  /** Failing accessibility and SEO audits, as "category: id (title)". */
  failing: string[];
}

function lighthouseCommand(): [string, string[]] {
  const bin = process.env.LIGHTHOUSE_BIN;
  return bin ? [bin, []] : ["npx", ["-y", `lighthouse@${LIGHTHOUSE_VERSION}`]];
}

function runLighthouse(url: string, outputPath: string, headers?: Record<string, string>): Promise<void> {
  const [command, prefix] = lighthouseCommand();
  const args = [
    ...prefix,
    url,
    ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
    `--chrome-flags=${CHROME_FLAGS}`,
    `--only-categories=${CATEGORIES.join(",")}`,
    "--output=json",
    `--output-path=${outputPath}`,
    "--quiet",
  ];
  const env = {
    ...process.env,
    CHROME_PATH: process.env.CHROME_PATH ?? CHROMIUM_PATH,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "inherit", "inherit"] });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse ${url} exited with ${code}`))));
  });
}

function summarise(page: string, url: string, lhr: LighthouseResult): PageScores {
  const scores: Record<string, number | null> = {};
  const failing: string[] = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = category?.score ?? null;
    if (!category || !STRICT.has(id)) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (audit && audit.scoreDisplayMode !== "notApplicable" && audit.score !== null && audit.score < 1)
        failing.push(`${id}: ${ref.id} (${audit.title})`);
    }
  }
  return { page, url, scores, failing };
}

/**
 * An anonymous shopper's cart with one item: the first "Add to cart" form of a listing's product
 * cards (a single-size product: its form names the size), POSTed as a browser without JavaScript
 * does; answers the cookie that holds the cart.
 */
async function cartCookie(origin: string): Promise<string> {
  const html = await getHtml(`${origin}/products/`);
  let fields: Record<string, string> | undefined;
  for (const form of html.matchAll(/<form\b[^>]*action="\/cart"[^>]*>([\s\S]*?)<\/form>/gi)) {
    const inputs = [...form[1].matchAll(/<input\b([^>]*)>/gi)].map((m) => parseAttributes(m[1]));
    const values = Object.fromEntries(inputs.filter((i) => i.name).map((i) => [i.name, i.value ?? ""]));
    if (values.item_id && values.item_size) {
      fields = values;
      break;
    }
  }
  if (!fields) throw new Error('the listing /products/ shows no "Add to cart" form with a size');
  const response = await fetch(`${origin}/cart`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...fields, intent: "add", quantity: "1", redirectTo: BAG_PATH }).toString(),
    redirect: "manual",
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (response.status !== 303 || !cookie) throw new Error(`adding to the cart answered ${response.status}`);
  const bag = await fetch(`${origin}${BAG_PATH}`, { headers: { cookie } });
  if (!/class="cart-count"[^>]*>1</.test(await bag.text())) throw new Error("the bag does not hold the item");
  return cookie;
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: "string", default: "http://127.0.0.1:3000" },
      out: { type: "string", default: "" },
      json: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  const origin = new URL(values.url).origin;
  const productPath = firstProductPath(await getHtml(`${origin}/`));
  if (!productPath) throw new Error(`no product link on ${origin}/`);
  const cookie = await cartCookie(origin);
  const pages: [string, string, Record<string, string>?][] = [
    ["home", "/"],
    ["listing", LISTING_PATH],
    ["product", productPath],
    ["cart", BAG_PATH, { Cookie: cookie }],
    ["sign-in", SIGN_IN_PATH],
  ];

  const dir = path.resolve(
    values.out || path.join(RESULTS_DIR, `lighthouse-${new Date().toISOString().replace(/:/g, "-")}`),
  );
  fs.mkdirSync(dir, { recursive: true });
  const results: PageScores[] = [];
  for (const [page, pagePath, headers] of pages) {
    const url = `${origin}${pagePath}`;
    const outputPath = path.join(dir, `${page}.json`);
    console.error(`lighthouse ${url}`);
    await runLighthouse(url, outputPath, headers);
    results.push(summarise(page, url, JSON.parse(fs.readFileSync(outputPath, "utf8")) as LighthouseResult));
  }
  console.error(`reports in ${path.relative(process.cwd(), dir) || "."}`);

  if (values.json) {
    console.log(JSON.stringify(results, null, 2));
    return;
  }
  const score = (value: number | null) => (value === null ? "–" : value.toFixed(2));
  console.log(
    markdownTable(
      ["page", "path", ...CATEGORIES],
      results.map((r) => [
        r.page,
        `\`${new URL(r.url).pathname}${new URL(r.url).search}\``,
        ...CATEGORIES.map((c) => score(r.scores[c])),
      ]),
    ),
  );
  for (const r of results)
    if (r.failing.length) console.log(`\n${r.page}:\n${r.failing.map((f) => `- ${f}`).join("\n")}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
