/**
 * The JavaScript budget of every page, from the client build alone (no server): for each route, the
 * files the browser loads on a first visit — the entry with its imports, then root, each parent
 * route and the route itself with their imports (each file once) — compressed with brotli quality 11
 * (what scripts/precompress.ts serves). Prints KiB per route and exits 1 when a page is over the
 * budget (80 KiB, ARCHITECTURE.md §4). Inline scripts (loader data, Remix's context) are not counted:
 * `npm run bench` measures those on a running server.
 *
 * `--check` is the gate `npm run test:e2e` runs after its build: a page over the budget fails it
 * unless bench/js-budget.json lists it, and a listed page fails it when it grows past its recorded
 * weight or is back within the budget (then the entry is stale). The list only shrinks:
 * `--update-baseline` rewrites it from the current build (the pages over the budget, as they are).
 *
 *   npm run build && npm run bench:js                         # every route
 *   npm run bench:js -- --check                               # the gate (see above)
 *   npm run bench:js -- --update-baseline                     # rewrite bench/js-budget.json
 *   npm run bench:js -- --route routes/profile.address        # one route (repeatable), e.g. in CI
 *   npm run bench:js -- --json                                # figures as JSON
 *   npm run bench:js -- --budget 80 --build-dir public/build
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import zlib from "node:zlib";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}

interface Manifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, ManifestRoute>;
}

/** bench/js-budget.json: the pages allowed over the budget for now, each at most at its weight. */
interface Baseline {
  note?: string;
  budgetKib: number;
  over: Record<string, number>;
}

interface RouteWeight {
  route: string;
  path: string;
  files: number;
  kib: number;
  over: boolean;
}

const { values: args } = parseArgs({
  options: {
    "build-dir": { type: "string", default: "public/build" },
    budget: { type: "string", default: "80" },
    route: { type: "string", multiple: true },
    json: { type: "boolean", default: false },
    check: { type: "boolean", default: false },
    "update-baseline": { type: "boolean", default: false },
    baseline: { type: "string", default: path.join(import.meta.dirname, "js-budget.json") },
  },
});

const buildDir = path.resolve(args["build-dir"]);
const budgetKib = Number(args.budget);
if (!Number.isFinite(budgetKib) || budgetKib <= 0) {
  console.error(`--budget: expected a positive number of KiB, got ${args.budget}`);
  process.exit(2);
}

/** The client manifest Remix's classic compiler writes (`window.__remixManifest={…};`). */
function readManifest(dir: string): Manifest {
  const name = fs.existsSync(dir) ? fs.readdirSync(dir).find((f) => /^manifest-[\w-]+\.js$/.test(f)) : undefined;
  if (!name) throw new Error(`no manifest-*.js in ${dir}: run npm run build first`);
  const text = fs.readFileSync(path.join(dir, name), "utf8");
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  return JSON.parse(json) as Manifest;
}

const brotliSizes = new Map<string, number>();
/** Brotli (quality 11) size of a build file given by its URL (`/build/…`). */
function brotliSize(url: string): number {
  let size = brotliSizes.get(url);
  if (size === undefined) {
    const file = path.join(buildDir, url.replace(/^\/build\//, ""));
    const data = fs.readFileSync(file);
    size = zlib.brotliCompressSync(data, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }).length;
    brotliSizes.set(url, size);
  }
  return size;
}

/** The route and its parents, root first. */
function chain(manifest: Manifest, id: string): ManifestRoute[] {
  const routes: ManifestRoute[] = [];
  for (let route: ManifestRoute | undefined = manifest.routes[id]; route;) {
    routes.unshift(route);
    route = route.parentId ? manifest.routes[route.parentId] : undefined;
  }
  return routes;
}

/** The URL pattern of a route (its path segments joined). */
function urlPattern(routes: ManifestRoute[]): string {
  const segments = routes.map((r) => r.path ?? "").filter(Boolean);
  return `/${segments.join("/")}`;
}

function weigh(manifest: Manifest, id: string): RouteWeight {
  const routes = chain(manifest, id);
  const files = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const route of routes) for (const url of [route.module, ...(route.imports ?? [])]) files.add(url);
  const bytes = [...files].reduce((sum, url) => sum + brotliSize(url), 0);
  const kib = Math.round((bytes / 1024) * 10) / 10;
  return { route: id, path: urlPattern(routes), files: files.size, kib, over: kib > budgetKib };
}

const manifest = readManifest(buildDir);
const ids = args.route?.length ? args.route : Object.keys(manifest.routes).sort();
const unknown = ids.filter((id) => !manifest.routes[id]);
if (unknown.length) {
  console.error(`unknown route id(s): ${unknown.join(", ")} (ids look like routes/profile.address)`);
  process.exit(2);
}
const weights = ids.map((id) => weigh(manifest, id));

if (args.json) {
  console.log(JSON.stringify({ budgetKib, routes: weights }, null, 2));
} else {
  const width = Math.max(...weights.map((w) => w.route.length));
  console.log(`JavaScript per page, brotli quality 11 (budget ${budgetKib} KiB; KiB = 1024 bytes)`);
  for (const w of weights) {
    const mark = w.over ? `  OVER by ${(w.kib - budgetKib).toFixed(1)} KiB` : "";
    console.log(
      `${w.route.padEnd(width)}  ${w.kib.toFixed(1).padStart(6)} KiB  ${String(w.files).padStart(2)} files  ${w.path}${mark}`,
    );
  }
}
const over = weights.filter((w) => w.over);

if (args["update-baseline"]) {
  const baseline: Baseline = {
    note: "Pages allowed over the JavaScript budget for now (KiB brotli), written by `npm run bench:js -- --update-baseline`; see bench/README.md. The list only shrinks.",
    budgetKib,
    over: Object.fromEntries(over.map((w) => [w.route, w.kib])),
  };
  fs.writeFileSync(args.baseline, `${JSON.stringify(baseline, null, 2)}\n`);
  console.error(`wrote ${path.relative(process.cwd(), args.baseline)}: ${over.length} page(s) over ${budgetKib} KiB`);
} else if (args.check) {
  process.exit(check(weights, JSON.parse(fs.readFileSync(args.baseline, "utf8")) as Baseline));
} else if (over.length) {
  console.error(`${over.length} page(s) over ${budgetKib} KiB: ${over.map((w) => w.route).join(", ")}`);
  process.exit(1);
}

/** The gate: 0 when every page is within the budget or within its allowance, else 1 (reasons on stderr). */
function check(measured: RouteWeight[], baseline: Baseline): number {
  const failures: string[] = [];
  const notes: string[] = [];
  if (baseline.budgetKib !== budgetKib)
    failures.push(`the baseline is for ${baseline.budgetKib} KiB, not ${budgetKib}`);
  for (const w of measured) {
    const allowed = baseline.over[w.route];
    if (allowed === undefined) {
      if (w.over) failures.push(`${w.route} is ${w.kib.toFixed(1)} KiB: over the ${budgetKib} KiB budget`);
    } else if (!w.over) {
      failures.push(`${w.route} is back within the budget (${w.kib.toFixed(1)} KiB): remove it from the baseline`);
    } else if (w.kib > allowed) {
      failures.push(`${w.route} grew to ${w.kib.toFixed(1)} KiB (allowed ${allowed.toFixed(1)} KiB until it is cut)`);
    } else if (w.kib < allowed) {
      notes.push(`${w.route}: ${allowed.toFixed(1)} → ${w.kib.toFixed(1)} KiB (tighten with --update-baseline)`);
    }
  }
  const ids = new Set(measured.map((w) => w.route));
  for (const route of Object.keys(baseline.over)) {
    if (!ids.has(route) && !args.route?.length) failures.push(`${route} is in the baseline but not in the build`);
  }
  for (const note of notes) console.error(`note: ${note}`);
  for (const failure of failures) console.error(`FAIL: ${failure}`);
  const allowedCount = Object.keys(baseline.over).length;
  console.error(
    failures.length
      ? `JavaScript budget: ${failures.length} failure(s) (npm run bench:js -- --update-baseline records the pages as they are)`
      : `JavaScript budget: ok (${measured.length} pages; ${allowedCount} allowed over ${budgetKib} KiB for now)`,
  );
  return failures.length ? 1 : 0;
}
