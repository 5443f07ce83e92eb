/**
 * Seeds large demo catalogues, each into a data dir of its own, and times the product listing on
 * them side by side.
 *
 *   node --import tsx scripts/seed-large.ts                                  # 600 and 100 000 products
 *   node --import tsx scripts/seed-large.ts --products 600,100000 --runs 200
 *   node --import tsx scripts/seed-large.ts --products 250000 --no-timings   # only seed
 *
 * Data dirs default to $TMPDIR/vitrine-catalogue-<N> (--data-dir-prefix) and are reused, so only the
 * first run seeds (about 45 s per 100 000 products). Timings are taken in-process: signed requests
 * through the service app's `fetch` (authentication, signature check, validation, queries, JSON),
 * one at a time, alternating between the catalogues so that other load on the machine affects them
 * alike. They measure the service without the HTTP socket and the Remix page around it.
 *
 * Each URL is measured twice:
 *  - warm: the same request repeated; totals and facets come from the per-revision memo
 *    (service/modules/catalog/state.ts), the page itself is queried every time;
 *  - cold: the catalogue revisions are bumped before every request (as catalogue writes do), so
 *    totals and facets are recounted each time.
 */
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { computeSignature, formatSignatureDate } from "../service/contract/signature";
import { openDatabase } from "../service/db/client";
import { startService, type ServiceRuntime } from "../service/runtime";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "600,100000" },
    "data-dir-prefix": { type: "string", default: path.join(os.tmpdir(), "vitrine-catalogue-") },
    runs: { type: "string", default: "100" },
    "no-timings": { type: "boolean", default: false },
  },
});
const sizes = values.products.split(",").map((s) => Number(s.trim()));
const runs = Number(values.runs);
for (const n of sizes)
  if (!Number.isInteger(n) || n < 1) throw new Error(`--products takes positive integers, got "${values.products}"`);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got "${values.runs}"`);

interface Catalogue {
  products: number;
  service: ServiceRuntime;
}

const catalogues: Catalogue[] = [];
for (const products of sizes) {
  const dataDir = path.resolve(`${values["data-dir-prefix"]}${products}`);
  const started = performance.now();
  const database = await openDatabase({ dataDir });
  const service = await startService({ database, seedProducts: products, log: (message) => console.error(message) });
  console.error(
    `${service.seeded ? "seeded" : "opened"} ${dataDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  catalogues.push({ products, service });
}

function signed(service: ServiceRuntime, pathAndQuery: string): Request {
  const url = new URL(pathAndQuery, "http://localhost:3000");
  const { applicationId, applicationToken } = service.credentials;
  const headers: Record<string, string> = {
    authorization: `Bearer ${Buffer.from(`${applicationId}:${applicationToken}`).toString("base64")}`,
    "x-fp-sdk-version": "seed-large",
    "x-fp-date": formatSignatureDate(new Date()),
  };
  const signature = computeSignature({
    method: "GET",
    path: url.pathname + url.search,
    headers: { ...headers, host: url.host },
    body: "",
  });
  return new Request(url, { headers: { ...headers, "x-fp-signature": signature } });
}

/** The part of a listing answer this script reads. */
interface ListingBody {
  page: { item_total?: number; has_next?: boolean; next_id?: string };
}

async function call(service: ServiceRuntime, pathAndQuery: string): Promise<{ ms: number; body: ListingBody }> {
  const request = signed(service, pathAndQuery);
  const t = performance.now();
  const response = await service.app.fetch(request);
  const body = (await response.json()) as ListingBody;
  const ms = performance.now() - t;
  if (response.status !== 200) throw new Error(`${pathAndQuery}: ${response.status} ${JSON.stringify(body)}`);
  return { ms, body };
}

const bump = (service: ServiceRuntime) =>
  service.database.db.execute(
    sql`update catalog_revision set revision = revision + 1, stock_revision = stock_revision + 1 where id = 1`,
  );

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];

/** p50 per catalogue, runs interleaved. */
async function measure(urls: string[], cold: boolean): Promise<{ p50: number[]; totals: number[] }> {
  for (const [i, c] of catalogues.entries()) for (let k = 0; k < 5; k++) await call(c.service, urls[i]); // warm-up
  const times: number[][] = catalogues.map(() => []);
  const totals: number[] = catalogues.map(() => 0);
  for (let run = 0; run < runs; run++) {
    for (const [i, c] of catalogues.entries()) {
      if (cold) await bump(c.service);
      const { ms, body } = await call(c.service, urls[i]);
      times[i].push(ms);
      totals[i] = body.page.item_total ?? 0;
    }
  }
  return { p50: times.map(median), totals };
}

if (!values["no-timings"]) {
  const P = "/service/application/catalog/v1.0";
  // A cursor 40 pages into the price-sorted listing, per catalogue, to time a deep keyset page.
  const deep: string[] = [];
  for (const c of catalogues) {
    let url = `${P}/products/?page_type=cursor&page_id=*&sort_on=price_asc&page_size=12`;
    for (let i = 0; i < 40; i++) {
      const { body } = await call(c.service, url);
      if (!body.page.has_next) break;
      url = `${P}/products/?page_type=cursor&page_id=${encodeURIComponent(body.page.next_id ?? "")}&sort_on=price_asc&page_size=12`;
    }
    deep.push(url);
  }
  const same = (url: string) => catalogues.map(() => url);
  const plp = `${P}/products/?f=${encodeURIComponent("department:men:::category:t-shirts")}&sort_on=price_asc`;
  const targets: [string, string[]][] = [
    ["PLP `f=department:men:::category:t-shirts&sort_on=price_asc`", same(plp)],
    ["same + `filters=true` (facets)", same(`${plp}&filters=true`)],
    [
      "`f=brand:urban-loom||northwind:::primary_color:Black:::price:[500,INR TO 2000,INR]`",
      same(
        `${P}/products/?f=${encodeURIComponent("brand:urban-loom||northwind:::primary_color:Black:::price:[500,INR TO 2000,INR]")}&sort_on=price_asc`,
      ),
    ],
    ["all products (popular)", same(`${P}/products/`)],
    ["all products + facets", same(`${P}/products/?filters=true`)],
    ["page_no=40, price_asc", same(`${P}/products/?page_no=40&sort_on=price_asc`)],
    ["cursor page 41, price_asc", deep],
    ["`q=kurta`", same(`${P}/products/?q=kurta`)],
    ["collection items (bestsellers)", same(`${P}/collections/bestsellers/items/`)],
  ];
  const head = catalogues.map((c) => c.products.toLocaleString("en-US"));
  console.log(`\nin-process p50 in ms, ${runs} runs each; ratio = largest / smallest catalogue\n`);
  console.log(
    `| request | matches (${head.join(" / ")}) | warm ${head.join(" / ")} | warm ratio | cold ${head.join(" / ")} | cold ratio |`,
  );
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const [name, urls] of targets) {
    const warm = await measure(urls, false);
    const cold = await measure(urls, true);
    const ratio = (p: number[]) => (p[p.length - 1] / p[0]).toFixed(2);
    const ms = (p: number[]) => p.map((x) => x.toFixed(1)).join(" / ");
    console.log(
      `| ${name} | ${warm.totals.join(" / ")} | ${ms(warm.p50)} | ${ratio(warm.p50)}× | ${ms(cold.p50)} | ${ratio(cold.p50)}× |`,
    );
  }
}

for (const c of catalogues) await c.service.close();
