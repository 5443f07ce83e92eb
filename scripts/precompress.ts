/**
 * Writes .br and .gz beside every JavaScript and CSS file of the client build (run after remix build).
 * `remix build` empties the build folder each time, but asset names carry a content hash: compressed
 * copies are kept in a cache folder by name, so a rebuild with no change (every `npm start`)
 * compresses nothing.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const dir = path.resolve(process.argv[2] ?? "public/build");
const cacheDir = path.resolve("node_modules/.cache/vitrine-precompress");

function* files(folder: string): Generator<string> {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (/\.(js|css)$/.test(entry.name)) yield full;
  }
}

/** The compressed bytes for a build file: from the cache when its hashed name was seen before. */
function compressed(file: string, ext: ".br" | ".gz", compress: (data: Buffer) => Buffer): Buffer {
  const cached = path.join(cacheDir, path.relative(dir, file).replace(/[\\/]/g, "__") + ext);
  if (fs.existsSync(cached)) return fs.readFileSync(cached);
  const out = compress(fs.readFileSync(file));
  fs.writeFileSync(cached, out);
  return out;
}

fs.mkdirSync(cacheDir, { recursive: true });
let raw = 0;
let br = 0;
for (const file of files(dir)) {
  const brotli = compressed(file, ".br", (data) =>
    zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.br`, brotli);
  fs.writeFileSync(
    `${file}.gz`,
    compressed(file, ".gz", (data) => zlib.gzipSync(data, { level: 9 })),
  );
  raw += fs.statSync(file).size;
  br += brotli.length;
}
console.log(
  `precompressed ${path.relative(process.cwd(), dir)}: ${(raw / 1024).toFixed(1)} KiB → ${(br / 1024).toFixed(1)} KiB brotli`,
);
