/**
 * Stored files (Fynd "assets"): the accepted namespaces and types, and where a file lives — its
 * path in the namespace and its public cdn url. Bytes live in the `files` table so any service
 * process serves them.
 */
import { createHash } from "node:crypto";
import { FILES_PATH } from "../../contract/images";
import type { files } from "../../db/schema";

export const NAMESPACES = ["application-product-request-images", "application-return-qc-images"] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
export const MAX_FILE_BYTES = 5_000_000;
export const UPLOAD_EXPIRY_SECONDS = 300;
export const UPLOADS_PATH = "/service/storage/uploads";

export type FileRow = typeof files.$inferSelect;

/** Upload tokens are stored only as their SHA-256. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const cdnPath = (row: Pick<FileRow, "id" | "fileName">) =>
  `${FILES_PATH}/${row.id}/${encodeURIComponent(row.fileName)}`;
export const filePath = (row: Pick<FileRow, "namespace" | "id" | "fileName">) =>
  `${row.namespace}/${row.id}/${row.fileName}`;

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
