/**
 * The JavaScript budget of every page, from the client build alone (no server): for each route, the
 * files the browser loads on a first visit — the entry with its imports, then root, each parent
 * route and the route itself with their imports (each file once) — compressed with brotli quality 11
 * (what scripts/precompress.ts serves). Prints KiB per route and exits 1 when a page is over the
 * budget (80 KiB, ARCHITECTURE.md §4). Inline scripts (loader data, Remix's context) are not counted:
 * `npm run bench` measures those on a running server.
 *
 *   npm run build && npm run bench:js                         # every route
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
if (over.length) {
  console.error(`${over.length} page(s) over ${budgetKib} KiB: ${over.map((w) => w.route).join(", ")}`);
  process.exit(1);
}
