/**
 * Images a shopper attaches to a form (product requests, return photos): the multipart form is read
 * in memory with a size limit per part, and each image goes to the service's file storage (start →
 * PUT → complete), answering its cdn url. No JavaScript needed: the browser posts one multipart form.
 */
import { unstable_parseMultipartFormData, type AppLoadContext, type UploadHandler } from "@remix-run/node";
import { z } from "zod";
import type { StorefrontApi } from "~/sdk/api";
import { FDKServerResponseError } from "~/sdk";
import { onEmbeddedService } from "~/sdk.server";

const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"];
const MAX_IMAGE_BYTES = 5_000_000;
const MAX_TEXT_FIELD_BYTES = 20_000;

const FAILED_TO_UPLOAD = "Failed to upload file";

/**
 * Keeps text fields and files in memory with a size limit each. A file over the limit is drained
 * and noted (not thrown), so the form can be shown again with the shopper's other answers.
 */
function memoryUploads(tooLarge: string[]): UploadHandler {
  return async ({ name, filename, contentType, data: stream }) => {
    const limit = typeof filename === "string" ? MAX_IMAGE_BYTES : MAX_TEXT_FIELD_BYTES;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of stream) {
      size += chunk.byteLength;
      if (size <= limit) chunks.push(chunk);
    }
    if (typeof filename !== "string")
      return size <= limit ? new TextDecoder().decode(Buffer.concat(chunks)) : undefined;
    if (!filename && size === 0) return undefined; // an empty file input
    if (size > limit) {
      tooLarge.push(filename || name);
      return undefined;
    }
    return new File([Buffer.concat(chunks)], filename, { type: contentType });
  };
}

/** A form that could not be read: the field the message belongs to ("" for the whole form). */
interface UnreadForm {
  failure: { field: "images" | ""; message: string };
}

/**
 * Reads a multipart form of at most `maxImages` images: the form data and the names of the files
 * over the size limit, or why it could not be read (the body is too large or malformed).
 */
export async function readImageForm(
  request: Request,
  maxImages: number,
): Promise<{ formData: FormData; tooLarge: string[] } | UnreadForm> {
  const maxBody = maxImages * MAX_IMAGE_BYTES + 200_000; // the images plus text fields and framing
  if (Number(request.headers.get("content-length") ?? 0) > maxBody) {
    return { failure: { field: "images", message: `Attach up to ${maxImages} images of 5 MB or smaller` } };
  }
  const tooLarge: string[] = [];
  try {
    return { formData: await unstable_parseMultipartFormData(request, memoryUploads(tooLarge)), tooLarge };
  } catch {
    return { failure: { field: "", message: "The form could not be read: please try again" } };
  }
}

/** The zod field of a form's images: at most `max`, each an image of at most 5 MB. */
export function imagesField(max: number, tooLarge: string[]) {
  return z
    .array(z.instanceof(File))
    .default([])
    .superRefine((files, ctx) => {
      if (tooLarge.length)
        ctx.addIssue({
          code: "custom",
          message: `Each image must be 5 MB or smaller: ${tooLarge.join(", ")} is too large`,
        });
      if (files.length > max) ctx.addIssue({ code: "custom", message: `Attach up to ${max} images` });
      const notImages = files.filter((f) => !IMAGE_TYPES.includes(f.type)).map((f) => f.name);
      if (notImages.length)
        ctx.addIssue({
          code: "custom",
          message: `Only PNG, JPEG, WebP or GIF images: ${notImages.join(", ")} is not one`,
        });
    });
}

/** PUTs bytes to an upload url: in-process for the embedded service, over HTTP otherwise. */
async function putUpload(context: AppLoadContext, url: string, bytes: ArrayBuffer, contentType: string) {
  const { commerce } = context;
  const request = new Request(url, { method: "PUT", body: bytes, headers: { "content-type": contentType } });
  const response = await (onEmbeddedService(commerce, url) ? commerce.transport!(request) : fetch(request));
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new FDKServerResponseError(body?.message ?? FAILED_TO_UPLOAD, "", response.status, null, body);
  }
}

/** start → PUT → complete in `namespace`; resolves with the file's cdn url. */
export async function uploadImage(
  api: StorefrontApi,
  context: AppLoadContext,
  namespace: string,
  file: File,
): Promise<string> {
  const started = await api.fileStorage.startUpload({
    namespace,
    body: { file_name: file.name, content_type: file.type, size: file.size },
  });
  if (!started.upload?.url) throw new Error(FAILED_TO_UPLOAD);
  await putUpload(context, started.upload.url, await file.arrayBuffer(), file.type);
  const { tags: _tags, ...body } = started;
  const completed = await api.fileStorage.completeUpload({ namespace, body });
  return completed.cdn.url;
}

/** The shopper-facing message of a failed upload, or null when the failure is the store's (rethrow it). */
export function uploadFailureMessage(file: File, error: unknown): string | null {
  if (error instanceof FDKServerResponseError && Number(error.status) < 500)
    return `${file.name} could not be uploaded: ${error.message}`;
  if (error instanceof Error && error.message === FAILED_TO_UPLOAD) return FAILED_TO_UPLOAD;
  return null;
}
