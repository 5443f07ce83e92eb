/**
 * Writes .br and .gz beside every JavaScript and CSS file of the client build (run after remix build).
 * Asset names carry a content hash, so a file that already has both is skipped: a rebuild with no
 * change (every `npm start`) compresses nothing.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const dir = path.resolve(process.argv[2] ?? "public/build");

function* files(folder: string): Generator<string> {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (/\.(js|css)$/.test(entry.name)) yield full;
  }
}

let raw = 0;
let br = 0;
let skipped = 0;
for (const file of files(dir)) {
  if (fs.existsSync(`${file}.br`) && fs.existsSync(`${file}.gz`)) {
    skipped++;
    continue;
  }
  const data = fs.readFileSync(file);
  const brotli = zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  fs.writeFileSync(`${file}.br`, brotli);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  raw += data.length;
  br += brotli.length;
}
console.log(`precompressed ${dir}: ${(raw / 1024).toFixed(1)} KiB → ${(br / 1024).toFixed(1)} KiB brotli (${skipped} files already done)`);
