/**
 * File storage: uploaded files, bytes included.
 */
import { customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { applicationRef } from "./configuration";

/** Raw bytes; PGlite hands back a Uint8Array and pg a Buffer, both read as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded files (file-storage namespaces), bytes included, so every service process serves them
 * on either driver. A row is "pending" from upload/start (its one-time upload token, stored as a
 * SHA-256 hash, expires after 5 minutes), "uploaded" once the bytes are PUT, "complete" after
 * upload/complete; only complete files are served.
 */
export const files = pgTable(
  "files",
  {
    id: text("id").primaryKey(), // 24 hex characters
    applicationId: applicationRef(),
    namespace: text("namespace").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    tags: jsonb("tags").notNull().$type<string[]>().default([]),
    status: text("status").notNull().default("pending"),
    uploadTokenHash: text("upload_token_hash").notNull(),
    uploadExpiresAt: timestamp("upload_expires_at", { withTimezone: true }).notNull(),
    data: bytea("data"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("files_upload_token_hash").on(t.uploadTokenHash), index("files_app").on(t.applicationId)],
);
