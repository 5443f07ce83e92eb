/**
 * The image endpoint's rules, shared by the service (which answers /service/images/*) and the
 * storefront (which writes `srcset`s pointing at it): the allowed widths, what a source may be, and
 * which format a request gets. Pure: no I/O.
 *
 * URL scheme: /service/images/<width>/<file id>/<file name>, where the file is one of the store's own
 * stored raster files (/service/storage/files/<file id>/<file name>: product photos, uploads). Stored
 * files never change, so the URL is versioned by the file's id and answers are immutable.
 */

/** Widths the endpoint renders: a fixed list, so URLs cannot be used to fill the disk. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

const IMAGES_PATH = "/service/images";
/** Where file storage serves stored files (service/modules/file-storage). */
export const FILES_PATH = "/service/storage/files";

/** Raster types the endpoint converts, by the stored file's extension. SVG is never one of them. */
const RASTER_TYPES = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
} as const;
type RasterType = (typeof RASTER_TYPES)[keyof typeof RASTER_TYPES];

/** The formats an answer may have: a modern one the browser accepts, or the source's own. */
export type ImageFormat = "avif" | "webp" | "jpeg" | "png" | "gif";

const FILE_ID = /^[0-9a-f]{24}$/;
/** A stored file's name (decoded): no slash or backslash. */
const FILE_NAME = /^[^/\\]{1,255}$/;

/** The width from a URL segment, or null when it is not one of IMAGE_WIDTHS (digits only). */
export function parseImageWidth(segment: string): ImageWidth | null {
  if (!/^[1-9]\d{0,4}$/.test(segment)) return null; // one spelling per width: no leading zeros
  const width = Number(segment);
  return (IMAGE_WIDTHS as readonly number[]).includes(width) ? (width as ImageWidth) : null;
}

/** The raster type of a file name by its extension, or null (SVG, no extension, anything else). */
export function rasterTypeOf(fileName: string): RasterType | null {
  const ext = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return ext && Object.hasOwn(RASTER_TYPES, ext) ? RASTER_TYPES[ext as keyof typeof RASTER_TYPES] : null;
}

/** A source as the endpoint's URL names it: a stored file's id and (decoded) name. */
export interface ImageSource {
  id: string;
  name: string;
}

/** The source from the endpoint's path segments (as decoded), or null for anything else. */
export function parseImageSource(id: string, name: string): ImageSource | null {
  if (!FILE_ID.test(id) || !FILE_NAME.test(name) || !rasterTypeOf(name)) return null;
  return { id, name };
}

/**
 * The format of an answer: AVIF, then WebP, when `Accept` names them (with q > 0), else the source's
 * own format. `image/*` and `*\/*` alone do not count: every browser sends them, whatever it decodes.
 */
export function negotiateImageFormat(accept: string | null | undefined, source: RasterType): ImageFormat {
  const accepted = new Set<string>();
  for (const part of (accept ?? "").toLowerCase().split(",")) {
    const [type, ...params] = part.split(";").map((s) => s.trim());
    const q = params.find((p) => p.startsWith("q="));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(type);
  }
  if (accepted.has("image/avif")) return "avif";
  if (accepted.has("image/webp")) return "webp";
  return source.slice("image/".length) as ImageFormat;
}

/** The media type of an answer in this format. */
export const imageContentType = (format: ImageFormat) => `image/${format}`;

/**
 * The stored file a URL points at when it is one of the store's own raster files (a root-relative
 * path, or an absolute URL whose origin is kept): its origin ("" for a path), id and encoded name.
 */
function ownRasterFile(url: string): { origin: string; id: string; name: string } | null {
  const absolute = /^https?:\/\//i.test(url);
  if (!absolute && !url.startsWith(`${FILES_PATH}/`)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, "http://relative.invalid");
  } catch {
    return null;
  }
  if (parsed.search || parsed.hash) return null;
  const m = new RegExp(`^${FILES_PATH}/([0-9a-f]{24})/([^/]+)$`).exec(parsed.pathname);
  if (!m) return null;
  let name: string;
  try {
    name = decodeURIComponent(m[2]);
  } catch {
    return null;
  }
  if (!parseImageSource(m[1], name)) return null;
  return { origin: absolute ? parsed.origin : "", id: m[1], name: m[2] };
}

/** The endpoint's URL for a stored raster file at a width, or null when `url` is not one. */
export function resizedImageUrl(url: string, width: ImageWidth): string | null {
  const file = ownRasterFile(url);
  return file ? `${file.origin}${IMAGES_PATH}/${width}/${file.id}/${file.name}` : null;
}

/**
 * A `srcset` of the endpoint's widths up to `maxWidth` for one of the store's own raster files,
 * or null for anything else (SVG art, other sites' images): those keep their plain `src`.
 */
export function imageSrcSet(url: string, maxWidth: number = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]): string | null {
  const file = ownRasterFile(url);
  if (!file) return null;
  const widths = IMAGE_WIDTHS.filter((w) => w <= maxWidth);
  return widths.map((w) => `${file.origin}${IMAGES_PATH}/${w}/${file.id}/${file.name} ${w}w`).join(", ") || null;
}
