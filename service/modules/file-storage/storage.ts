/**
 * The public part of file storage, like a bucket: the upload target, authorised by the upload url's
 * token (like an S3 pre-signed url), and the cdn that serves completed files.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { files } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { hashToken, type FileRow } from "./files";

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

interface UploadedBytes {
  /** The declared media type, lower case. */
  contentType: string;
  /** The declared Content-Length; NaN when absent. */
  contentLength: number;
  /** Reads the body: only once the upload url and the declared type and size are known to be right. */
  read: () => Promise<ArrayBuffer>;
}

const alreadyUsed = () =>
  new ApiError(400, "Upload url already used", { token: ["This upload url has already been used"] });

/** Stores the bytes of a started upload; of two concurrent PUTs with one token, one wins. */
export async function storeUpload(db: Db, token: string, upload: UploadedBytes, now: number): Promise<void> {
  if (!/^[\w-]{43}$/.test(token)) throw notFound("Upload not found");
  const [row] = await db
    .select()
    .from(files)
    .where(eq(files.uploadTokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw notFound("Upload not found");
  if (row.status !== "pending") throw alreadyUsed();
  if (row.uploadExpiresAt.getTime() <= now)
    throw new ApiError(400, "Upload url expired", { token: ["This upload url has expired"] });

  if (upload.contentType !== row.contentType) {
    throw new ApiError(400, "Invalid request: content_type", {
      content_type: [`Content-Type must be ${row.contentType}, as declared at upload/start`],
    });
  }
  const sizeError = { size: [`The file must be ${row.size} bytes, as declared at upload/start`] };
  if (Number.isFinite(upload.contentLength) && upload.contentLength !== row.size)
    throw new ApiError(400, "Invalid request: size", sizeError);
  const bytes = Buffer.from(await upload.read());
  if (bytes.byteLength !== row.size) throw new ApiError(400, "Invalid request: size", sizeError);
  if (!looksLike(row.contentType, bytes)) {
    throw new ApiError(400, "Invalid request: content_type", {
      content_type: [`The file is not a ${row.contentType} image`],
    });
  }

  const [stored] = await db
    .update(files)
    .set({ data: bytes, status: "uploaded", updatedAt: new Date(now) })
    .where(and(eq(files.id, row.id), eq(files.status, "pending")))
    .returning({ id: files.id });
  if (!stored) throw alreadyUsed();
}

/** A completed file by id and name, with its bytes; 404 for anything else. */
export async function servedFile(
  db: Db,
  id: string,
  name: string,
): Promise<FileRow & { data: NonNullable<FileRow["data"]> }> {
  if (!/^[0-9a-f]{24}$/.test(id)) throw notFound("File not found");
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.status, "complete")))
    .limit(1);
  if (!row || !row.data || row.fileName !== name) throw notFound("File not found");
  return { ...row, data: row.data };
}
