/**
 * Inputs of the file-storage routes: namespaces, the upload/start and upload/complete bodies, sign-urls,
 * the image endpoint's path.
 */
import { z } from "zod";
import { IMAGE_WIDTHS, parseImageSource, parseImageWidth } from "../../contract/images";
import { IMAGE_TYPES, MAX_FILE_BYTES, NAMESPACES } from "./files";

export const namespaceParams = z.object({
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

export const startBody = z.object({
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
export type StartBody = z.infer<typeof startBody>;

export const completeBody = z
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
export type CompleteBody = z.infer<typeof completeBody>;

export const signBody = z.object({
  expiry: z
    .number({ required_error: "expiry is required" })
    .int()
    .min(1)
    .max(7 * 24 * 3600),
  urls: z.array(z.string().min(1).max(2000)).min(1, "urls must list at least one url").max(100),
});
export type SignBody = z.infer<typeof signBody>;

/** Path parameters of the public routes; a malformed token or id names nothing (404 in the domain). */
export const uploadParams = z.object({ token: z.string() });
export const fileParams = z.object({ id: z.string(), name: z.string() });

/** The image endpoint's path: an allowed width and one of the store's own raster files. */
export const imageParams = z
  .object({
    width: z.string().transform((value, ctx) => {
      const width = parseImageWidth(value);
      if (width) return width;
      ctx.addIssue({ code: "custom", message: `The width must be one of ${IMAGE_WIDTHS.join(", ")}` });
      return z.NEVER;
    }),
    id: z.string(),
    name: z.string(),
  })
  .transform(({ width, id, name }, ctx) => {
    const source = parseImageSource(id, name);
    if (source) return { width, source };
    ctx.addIssue({ code: "custom", path: ["file"], message: "Only the store's own raster files can be resized" });
    return z.NEVER;
  });

/** The PUT's declared type (media type only, lower case) and length (NaN when absent). */
export function uploadHeaders(contentType: string | undefined, contentLength: string | undefined) {
  return {
    contentType: (contentType ?? "").split(";")[0].trim().toLowerCase(),
    contentLength: Number(contentLength ?? NaN),
  };
}
