/**
 * File storage (Fynd "assets"): the storefront API part (upload/start, upload/complete, sign-urls)
 * and the public part (the upload target and the cdn). See uploads.ts and storage.ts.
 */
import { Hono, type Context } from "hono";
import type { Db } from "../../db/client";
import { parseJson, parseParams } from "../../http/errors";
import type { ServiceEnv } from "../../http/middleware";
import { servedFile, storeUpload } from "./storage";
import { completeUpload, signUrls, startUpload } from "./uploads";
import {
  completeBody,
  fileParams,
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
