/**
 * File storage (Fynd "assets"): the storefront API part (upload/start, upload/complete, sign-urls),
 * the public part (the upload target and the cdn) and the image endpoint that resizes stored raster
 * files. See uploads.ts, storage.ts and images.ts.
 */
import { Hono, type Context } from "hono";
import type { Db } from "../../db/client";
import { parseJson, parseParams } from "../../http/errors";
import type { ServiceEnv } from "../../http/middleware";
import { imageContentType, negotiateImageFormat, rasterTypeOf } from "../../contract/images";
import { imageCache, resizedImage } from "./images";
import { servedFile, storeUpload } from "./storage";
import { completeUpload, signUrls, startUpload } from "./uploads";
import {
  completeBody,
  fileParams,
  imageParams,
  namespaceParams,
  signBody,
  startBody,
  uploadHeaders,
  uploadParams,
} from "./validators";

/** The storefront API part, mounted at /service/application/assets (authenticated and signed). */
export function fileStorageRoutes(db: Db, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const routes = new Hono<ServiceEnv>({ strict: true });
  const uploadContext = (c: Context<ServiceEnv>) => ({
    applicationId: c.get("application").id,
    origin: new URL(c.req.url).origin,
    now: now(),
  });

  routes.post("/v2.0/namespaces/:namespace/upload/start", async (c) => {
    const { namespace } = parseParams(c, namespaceParams);
    const body = await parseJson(c, startBody);
    return c.json(await startUpload(db, uploadContext(c), namespace, body));
  });

  routes.post("/v2.0/namespaces/:namespace/upload/complete", async (c) => {
    const { namespace } = parseParams(c, namespaceParams);
    const body = await parseJson(c, completeBody);
    return c.json(await completeUpload(db, uploadContext(c), namespace, body));
  });

  routes.post("/v1.0/sign-urls", async (c) => c.json(signUrls(await parseJson(c, signBody))));

  return routes;
}

/** The public part, mounted at /service/storage: the upload target and the cdn. */
export function storageRoutes(db: Db, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const routes = new Hono<ServiceEnv>({ strict: true });

  routes.put("/uploads/:token", async (c) => {
    const { token } = parseParams(c, uploadParams);
    const headers = uploadHeaders(c.req.header("content-type"), c.req.header("content-length"));
    await storeUpload(db, token, { ...headers, read: () => c.req.arrayBuffer() }, now());
    return c.body(null, 200);
  });

  routes.get("/files/:id/:name", async (c) => {
    const { id, name } = parseParams(c, fileParams);
    const file = await servedFile(db, id, name);
    return c.body(new Uint8Array(file.data), 200, {
      "Content-Type": file.contentType,
      "Content-Length": String(file.data.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
    });
  });

  return routes;
}

/** Whether an If-None-Match header names this ETag (a list, weak or not, or "*"). */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  Boolean(ifNoneMatch) &&
  ifNoneMatch!.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === etag;
  });

/**
 * The image endpoint, mounted at /service/images: GET /<width>/<file id>/<file name> answers the
 * stored raster file resized to that width, as AVIF or WebP when the browser accepts them, else in
 * its own format. Public and immutable like the cdn; renditions are cached on disk in `cacheDir`.
 */
export function imageRoutes(db: Db, options: { cacheDir: string }) {
  const cache = imageCache(options.cacheDir);
  const routes = new Hono<ServiceEnv>({ strict: true });

  routes.get("/:width/:id/:name", async (c) => {
    const { width, source } = parseParams(c, imageParams);
    const format = negotiateImageFormat(c.req.header("accept"), rasterTypeOf(source.name)!);
    const image = await resizedImage(db, cache, { source, width, format });
    const headers = {
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: image.etag,
      Vary: "Accept",
      "X-Image-Cache": image.hit ? "hit" : "miss",
      "X-Content-Type-Options": "nosniff",
    };
    if (matches(c.req.header("if-none-match"), image.etag)) return c.body(null, 304, headers);
    return c.body(new Uint8Array(image.bytes), 200, {
      ...headers,
      "Content-Type": imageContentType(format),
      "Content-Length": String(image.bytes.byteLength),
    });
  });

  return routes;
}
