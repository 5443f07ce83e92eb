/**
 * File storage (Fynd "assets"): upload/start hands out a one-time upload url, the client PUTs the
 * bytes there (authorised by the url's token, like an S3 pre-signed url), upload/complete makes the
 * file public at its cdn url. Bytes live in the `files` table so any service process serves them.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { FileUploadComplete, FileUploadResponse, SignUrlResponse } from "../../contract/types";
import type { Db } from "../../db/client";
import { files } from "../../db/schema";
import { ApiError, notFound, parseJson, parseParams } from "../../http/errors";
import type { ServiceEnv } from "../../http/middleware";

export const NAMESPACES = ["application-product-request-images"] as const;
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
export const MAX_FILE_BYTES = 5_000_000;
export const UPLOAD_EXPIRY_SECONDS = 300;
export const UPLOADS_PATH = "/service/storage/uploads";
export const FILES_PATH = "/service/storage/files";

type FileRow = typeof files.$inferSelect;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const fileId = () => randomBytes(12).toString("hex");
const origin = (c: Context) => new URL(c.req.url).origin;

export const cdnPath = (row: Pick<FileRow, "id" | "fileName">) =>
  `${FILES_PATH}/${row.id}/${encodeURIComponent(row.fileName)}`;
const filePath = (row: Pick<FileRow, "namespace" | "id" | "fileName">) => `${row.namespace}/${row.id}/${row.fileName}`;

/** The id of a file of this store's storage from its cdn url (absolute or a path), if it is one. */
export function fileIdFromUrl(url: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(url, "http://storage.invalid").pathname;
  } catch {
    return undefined;
  }
  return new RegExp(`^${FILES_PATH}/([0-9a-f]{24})/[^/]+$`).exec(pathname)?.[1];
}

const namespaceParams = z.object({
  namespace: z.enum(NAMESPACES, { message: `Unknown namespace: use ${NAMESPACES.join(", ")}` }),
});

const fileName = z
  .string({ required_error: "file_name is required" })
  .trim()
  .min(1, "file_name is required")
  .max(200, "file_name must be at most 200 characters")
  .refine(
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    (name) => !/[/\\\u0000-\u001f\u007f]/.test(name) && name !== "." && name !== "..",
    "file_name must not contain slashes or control characters",
  );

const contentType = z.enum(IMAGE_TYPES, { message: `content_type must be one of ${IMAGE_TYPES.join(", ")}` });

const startBody = z.object({
  file_name: fileName,
  content_type: contentType,
  size: z
    .number({ required_error: "size is required", invalid_type_error: "size must be a number of bytes" })
    .int("size must be a whole number of bytes")
    .min(1, "size must be at least 1 byte")
    .max(MAX_FILE_BYTES, "File must be 5 MB or smaller"),
  tags: z.array(z.string().max(100)).max(20).optional(),
  params: z.record(z.unknown()).optional(),
});

const completeBody = z
  .object({
    file_name: fileName,
    file_path: z.string({ required_error: "file_path is required" }).min(1).max(400),
    content_type: contentType,
    namespace: z.string().optional(),
    size: z.number().int().optional(),
    upload: z
      .object({ url: z.string().max(2000), expiry: z.number() })
      .partial()
      .optional(),
  })
  .passthrough();

const signBody = z.object({
  expiry: z
    .number({ required_error: "expiry is required" })
    .int()
    .min(1)
    .max(7 * 24 * 3600),
  urls: z.array(z.string().min(1).max(2000)).min(1, "urls must list at least one url").max(100),
});

/** Magic numbers of the accepted image types: the bytes must be what start declared. */
function looksLike(type: string, bytes: Uint8Array): boolean {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  const ascii = (at: number, text: string) => [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0));
  switch (type) {
    case "image/png":
      return starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    case "image/jpeg":
      return starts(0xff, 0xd8, 0xff);
    case "image/gif":
      return ascii(0, "GIF87a") || ascii(0, "GIF89a");
    case "image/webp":
      return ascii(0, "RIFF") && ascii(8, "WEBP");
    default:
      return false;
  }
}

function completeResponse(c: Context, row: FileRow): FileUploadComplete {
  const relative = cdnPath(row);
  const absolute = `${origin(c)}${relative}`;
  return {
    _id: row.id,
    file_name: row.fileName,
    file_path: filePath(row),
    content_type: row.contentType,
    namespace: row.namespace,
    operation: "putObject",
    company_id: 0,
    size: row.size,
    upload: { expiry: UPLOAD_EXPIRY_SECONDS, url: "" },
    cdn: { url: absolute, absolute_url: absolute, relative_url: relative },
    success: true,
    tags: row.tags,
    created_on: row.createdAt.toISOString(),
    modified_on: row.updatedAt.toISOString(),
  };
}

/** The storefront API part, mounted at /service/application/assets (authenticated and signed). */
export function fileStorageRoutes(db: Db, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const routes = new Hono<ServiceEnv>({ strict: true });

  routes.post("/v2.0/namespaces/:namespace/upload/start", async (c) => {
    const { namespace } = parseParams(c, namespaceParams);
    const body = await parseJson(c, startBody);
    const token = randomBytes(32).toString("base64url");
    const [row] = await db
      .insert(files)
      .values({
        id: fileId(),
        applicationId: c.get("application").id,
        namespace,
        fileName: body.file_name,
        contentType: body.content_type,
        size: body.size,
        tags: body.tags ?? [],
        uploadTokenHash: hashToken(token),
        uploadExpiresAt: new Date(now() + UPLOAD_EXPIRY_SECONDS * 1000),
      })
      .returning();
    const reply: FileUploadResponse = {
      file_name: row.fileName,
      file_path: filePath(row),
      content_type: row.contentType,
      method: "PUT",
      namespace,
      operation: "putObject",
      size: row.size,
      upload: { expiry: UPLOAD_EXPIRY_SECONDS, url: `${origin(c)}${UPLOADS_PATH}/${token}` },
      tags: row.tags,
    };
    return c.json(reply);
  });

  routes.post("/v2.0/namespaces/:namespace/upload/complete", async (c) => {
    const { namespace } = parseParams(c, namespaceParams);
    const body = await parseJson(c, completeBody);
    const id = /^[^/]+\/([0-9a-f]{24})\/[^/]+$/.exec(body.file_path)?.[1];
    if (!id)
      throw new ApiError(400, "Invalid request: file_path", {
        file_path: ["file_path is not one of this store's uploads"],
      });
    const result = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(files)
        .where(and(eq(files.id, id), eq(files.applicationId, c.get("application").id), eq(files.namespace, namespace)))
        .for("update")
        .limit(1);
      if (!row || row.fileName !== body.file_name) throw notFound("Upload not found");
      if (row.status === "pending") {
        throw new ApiError(400, "Invalid request: upload", {
          upload: ["The file has not been uploaded to upload.url yet"],
        });
      }
      if (row.status === "complete") return row;
      const [done] = await tx
        .update(files)
        .set({ status: "complete", updatedAt: new Date(now()) })
        .where(eq(files.id, row.id))
        .returning();
      return done;
    });
    return c.json(completeResponse(c, result));
  });

  // Files are served publicly (cdn urls), so a "signed" url is the url itself, valid for `expiry`.
  routes.post("/v1.0/sign-urls", async (c) => {
    const body = await parseJson(c, signBody);
    const reply: SignUrlResponse = { urls: body.urls.map((url) => ({ url, signed_url: url, expiry: body.expiry })) };
    return c.json(reply);
  });

  return routes;
}

/** The public part, mounted at /service/storage: the upload target and the cdn. */
export function storageRoutes(db: Db, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const routes = new Hono<ServiceEnv>({ strict: true });

  routes.put("/uploads/:token", async (c) => {
    const token = c.req.param("token");
    if (!/^[\w-]{43}$/.test(token)) throw notFound("Upload not found");
    const [row] = await db
      .select()
      .from(files)
      .where(eq(files.uploadTokenHash, hashToken(token)))
      .limit(1);
    if (!row) throw notFound("Upload not found");
    if (row.status !== "pending")
      throw new ApiError(400, "Upload url already used", { token: ["This upload url has already been used"] });
    if (row.uploadExpiresAt.getTime() <= now())
      throw new ApiError(400, "Upload url expired", { token: ["This upload url has expired"] });

    const declaredType = (c.req.header("content-type") ?? "").split(";")[0].trim().toLowerCase();
    if (declaredType !== row.contentType) {
      throw new ApiError(400, "Invalid request: content_type", {
        content_type: [`Content-Type must be ${row.contentType}, as declared at upload/start`],
      });
    }
    const sizeError = { size: [`The file must be ${row.size} bytes, as declared at upload/start`] };
    const length = Number(c.req.header("content-length") ?? NaN);
    if (Number.isFinite(length) && length !== row.size) throw new ApiError(400, "Invalid request: size", sizeError);
    const bytes = Buffer.from(await c.req.arrayBuffer());
    if (bytes.byteLength !== row.size) throw new ApiError(400, "Invalid request: size", sizeError);
    if (!looksLike(row.contentType, bytes)) {
      throw new ApiError(400, "Invalid request: content_type", {
        content_type: [`The file is not a ${row.contentType} image`],
      });
    }

    // Conditional on still pending: of two concurrent PUTs with one token, one wins.
    const [stored] = await db
      .update(files)
      .set({ data: bytes, status: "uploaded", updatedAt: new Date(now()) })
      .where(and(eq(files.id, row.id), eq(files.status, "pending")))
      .returning({ id: files.id });
    if (!stored)
      throw new ApiError(400, "Upload url already used", { token: ["This upload url has already been used"] });
    return c.body(null, 200);
  });

  routes.get("/files/:id/:name", async (c) => {
    const id = c.req.param("id");
    if (!/^[0-9a-f]{24}$/.test(id)) throw notFound("File not found");
    const [row] = await db
      .select()
      .from(files)
      .where(and(eq(files.id, id), eq(files.status, "complete")))
      .limit(1);
    if (!row || !row.data || row.fileName !== c.req.param("name")) throw notFound("File not found");
    return c.body(new Uint8Array(row.data), 200, {
      "Content-Type": row.contentType,
      "Content-Length": String(row.data.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
    });
  });

  return routes;
}
