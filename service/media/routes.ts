/**
 * Serves the generated demo artwork: GET /:kind/:file and GET /:kind/:colour/:file (see ./art.ts for
 * the URL scheme). Everything needed to draw an image is in its URL, so there is no database access
 * and responses are immutable. Mounted by the service at /service/media.
 */
import { Hono, type Context } from "hono";
import { hashString } from "../seed/random";
import { isMediaKind, normaliseColour, parseMediaFile, renderArt } from "./art";

const notFound = (c: Context) => c.json({ success: false as const, message: "Media not found" }, 404);

function serve(c: Context, kind: string, colour: string | undefined, file: string) {
  if (!isMediaKind(kind)) return notFound(c);
  const parsed = parseMediaFile(file);
  if (!parsed) return notFound(c);
  if (colour !== undefined && !normaliseColour(colour)) return notFound(c);
  const svg = renderArt(kind, parsed.key, { colour, width: parsed.width, height: parsed.height });
  if (svg === null) return notFound(c);
  const etag = `"${hashString(svg).toString(16)}-${svg.length.toString(16)}"`;
  const headers = {
    "content-type": "image/svg+xml",
    "cache-control": "public, max-age=31536000, immutable",
    etag,
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
  };
  if (c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
  return c.body(svg, 200, headers);
}

export const mediaRoutes = new Hono();

mediaRoutes.get("/:kind/:file", (c) => serve(c, c.req.param("kind"), undefined, c.req.param("file")));
mediaRoutes.get("/:kind/:colour/:file", (c) =>
  serve(c, c.req.param("kind"), c.req.param("colour"), c.req.param("file")),
);
mediaRoutes.all("*", (c) => notFound(c));
mediaRoutes.notFound((c) => notFound(c));
