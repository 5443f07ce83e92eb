/**
 * The storefront API part of file storage: upload/start hands out a one-time upload url, the client
 * PUTs the bytes there (storage.ts), upload/complete makes the file public at its cdn url.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { FileUploadComplete, FileUploadResponse, SignUrlResponse } from "../../contract/types";
import type { Db } from "../../db/client";
import { newId } from "../../db/ids";
import { files } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import {
  cdnPath,
  filePath,
  hashToken,
  UPLOAD_EXPIRY_SECONDS,
  UPLOADS_PATH,
  type FileRow,
  type Namespace,
} from "./files";
import type { CompleteBody, SignBody, StartBody } from "./validators";

/** Where the request came from: the application, and the origin that absolute urls point at. */
interface UploadContext {
  applicationId: string;
  origin: string;
  now: number;
}

export async function startUpload(
  db: Db,
  at: UploadContext,
  namespace: Namespace,
  body: StartBody,
): Promise<FileUploadResponse> {
  const token = randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(files)
    .values({
      id: newId(),
      applicationId: at.applicationId,
      namespace,
      fileName: body.file_name,
      contentType: body.content_type,
      size: body.size,
      tags: body.tags ?? [],
      uploadTokenHash: hashToken(token),
      uploadExpiresAt: new Date(at.now + UPLOAD_EXPIRY_SECONDS * 1000),
    })
    .returning();
  return {
    file_name: row.fileName,
    file_path: filePath(row),
    content_type: row.contentType,
    method: "PUT",
    namespace,
    operation: "putObject",
    size: row.size,
    upload: { expiry: UPLOAD_EXPIRY_SECONDS, url: `${at.origin}${UPLOADS_PATH}/${token}` },
    tags: row.tags,
  };
}

function completeResponse(origin: string, row: FileRow): FileUploadComplete {
  const relative = cdnPath(row);
  const absolute = `${origin}${relative}`;
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

/** Makes an uploaded file public; completing a completed file answers it again. */
export async function completeUpload(
  db: Db,
  at: UploadContext,
  namespace: Namespace,
  body: CompleteBody,
): Promise<FileUploadComplete> {
  const id = /^[^/]+\/([0-9a-f]{24})\/[^/]+$/.exec(body.file_path)?.[1];
  if (!id)
    throw new ApiError(400, "Invalid request: file_path", {
      file_path: ["file_path is not one of this store's uploads"],
    });
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(files)
      .where(and(eq(files.id, id), eq(files.applicationId, at.applicationId), eq(files.namespace, namespace)))
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
      .set({ status: "complete", updatedAt: new Date(at.now) })
      .where(eq(files.id, row.id))
      .returning();
    return done;
  });
  return completeResponse(at.origin, result);
}

/** Files are served publicly (cdn urls), so a "signed" url is the url itself, valid for `expiry`. */
export function signUrls(body: SignBody): SignUrlResponse {
  return { urls: body.urls.map((url) => ({ url, signed_url: url, expiry: body.expiry })) };
}
