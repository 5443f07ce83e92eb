/**
 * The image endpoint's work (/service/images/<width>/<file id>/<file name>): one of the store's own
 * stored raster files, resized to an allowed width and converted to the negotiated format with sharp,
 * cached on disk. Stored files never change, so a rendition, once written, is served from the disk
 * without asking the database again; one render per rendition at a time (single flight).
 * SVG never comes here: the demo art is served as it is by /service/media.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { ImageFormat, ImageSource, ImageWidth } from "../../contract/images";
import type { Db } from "../../db/client";
import { ApiError } from "../../http/errors";
import { servedFile } from "./storage";

// Renditions are cached on disk: libvips' own operation cache would only hold memory. One thread
// per image: concurrent requests already use the cores.
sharp.cache(false);
sharp.concurrency(1);

/** Larger sources are refused (an upload is at most 5 MB, but a PNG can expand to far more pixels). */
const MAX_INPUT_PIXELS = 40_000_000;

const ENCODERS: Record<ImageFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75 }),
  jpeg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9 }),
  gif: (image) => image.gif(),
};

/** Where renditions are written, and the renders under way. */
interface ImageCache {
  dir: string;
  inflight: Map<string, Promise<Buffer>>;
}

export const imageCache = (dir: string): ImageCache => ({ dir, inflight: new Map() });

interface RenditionRequest {
  source: ImageSource;
  width: ImageWidth;
  format: ImageFormat;
}

interface Rendition {
  bytes: Buffer;
  /** A strong validator: the rendition's name (its source never changes). */
  etag: string;
  /** Whether the bytes came from the disk cache. */
  hit: boolean;
}

/** The rendition's cache key: its source, width and format (bump "v1" when the encoders change). */
function renditionKey({ source, width, format }: RenditionRequest): string {
  return createHash("sha256").update(`v1\0${source.id}\0${source.name}\0${width}\0${format}`).digest("hex");
}

/** A rendition of a stored raster file, from the disk cache or rendered now (404 for unknown files). */
export async function resizedImage(db: Db, cache: ImageCache, request: RenditionRequest): Promise<Rendition> {
  const key = renditionKey(request);
  const file = path.join(cache.dir, key.slice(0, 2), `${key}.${request.format}`);
  const etag = `"${key.slice(0, 32)}"`;
  const cached = await readFile(file).catch(() => null);
  if (cached) return { bytes: cached, etag, hit: true };

  let rendering = cache.inflight.get(key);
  if (!rendering) {
    rendering = render(db, request, file).finally(() => cache.inflight.delete(key));
    cache.inflight.set(key, rendering);
  }
  return { bytes: await rendering, etag, hit: false };
}

async function render(db: Db, { source, width, format }: RenditionRequest, file: string): Promise<Buffer> {
  const stored = await servedFile(db, source.id, source.name);
  // GIF and WebP may be animated: keep every frame where the output can carry them.
  const animated = (stored.contentType === "image/gif" || stored.contentType === "image/webp") && format !== "avif";
  let bytes: Buffer;
  try {
    const image = sharp(stored.data, { animated, limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // honour EXIF orientation (uploads from phones)
      .resize({ width, withoutEnlargement: true });
    bytes = await ENCODERS[format](image).toBuffer();
  } catch {
    throw new ApiError(422, "The stored file could not be converted", { file: ["Not a readable image"] });
  }
  // Written whole, then renamed into place: a reader never sees half a file.
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(partial, bytes);
  await rename(partial, file);
  return bytes;
}
