/**
 * The product request form (`/product-request/?slug=…`): a shopper asks the store for a product in
 * sizes and quantities, optionally with images. The browser posts one multipart form to the action
 * (no JavaScript needed); the action uploads each image through file storage (start → PUT →
 * complete), then files a 'product-request' ticket and redirects (303) to the thank-you view.
 */
import { randomUUID } from "node:crypto";
import { redirect, unstable_parseMultipartFormData, type AppLoadContext, type UploadHandler } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import type { ProductDetail, ProductSizes, StorefrontApi, Ticket } from "~/sdk/api";
import { FDKServerResponseError } from "~/sdk";
import { SLUG_PATTERN } from "~/sdk/validation";
import { critical, onEmbeddedService, toErrorResponse } from "~/sdk.server";
import { notFound } from "~/http.server";
import { requestScope } from "~/request-scope.server";

const PRODUCT_REQUEST_NAMESPACE = "application-product-request-images";
const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"];
const MAX_IMAGE_BYTES = 5_000_000;
const MAX_IMAGES = 3;
const MAX_DESCRIPTION = 2000;
const MAX_TEXT_FIELD_BYTES = 20_000;
/** Three images of 5 MB plus the text fields and multipart framing. */
const MAX_BODY_BYTES = MAX_IMAGES * MAX_IMAGE_BYTES + 200_000;
const TICKET_ID = /^[0-9a-f]{24}$/;

const FAILED_TO_UPLOAD = "Failed to upload file";

interface ProductRequestData {
  product: Pick<ProductDetail, "name" | "slug" | "item_code" | "uid"> & { brand: string };
  sizes: { value: string; display: string }[];
  /** Random per render: a repeated submit of one rendered form files one ticket. */
  idempotencyKey: string;
  /** The ticket just filed (after the redirect). */
  sent: Pick<Ticket, "_id" | "number"> | null;
  /** For the form's hints and HTML constraints (this module's values do not reach the browser). */
  limits: { description: number; images: number };
}

interface ProductRequestActionData {
  errors: Record<string, string[] | null>;
  /** The answers as typed, to show them again: description, and quantity by size index. */
  values: { description: string; quantities: string[] };
}

function productSlug(request: Request): string {
  const slug = new URL(request.url).searchParams.get("slug");
  if (!slug || !SLUG_PATTERN.test(slug)) throw notFound();
  return slug;
}

async function loadProduct(api: StorefrontApi, slug: string): Promise<Pick<ProductRequestData, "product" | "sizes">> {
  const [product, sizes]: [ProductDetail, ProductSizes] = await critical(
    Promise.all([api.catalog.getProductDetailBySlug({ slug }), api.catalog.getProductSizesBySlug({ slug })]),
  );
  return {
    product: {
      name: product.name,
      slug: product.slug,
      item_code: product.item_code,
      uid: product.uid,
      brand: product.brand.name,
    },
    sizes: sizes.sizes.map((s) => ({ value: s.value, display: s.display })),
  };
}

export async function loadProductRequest(request: Request, context: AppLoadContext): Promise<ProductRequestData> {
  const slug = productSlug(request);
  const api = requestScope(request, context).api;
  const sentId = new URL(request.url).searchParams.get("sent");
  const [loaded, sent] = await Promise.all([
    loadProduct(api, slug),
    sentId && TICKET_ID.test(sentId) ? api.lead.getTicket({ id: sentId }).catch(() => null) : Promise.resolve(null),
  ]);
  return {
    ...loaded,
    idempotencyKey: randomUUID(),
    sent: sent ? { _id: sent._id, number: sent.number } : null,
    limits: { description: MAX_DESCRIPTION, images: MAX_IMAGES },
  };
}

// ---------------------------------------------------------------------------------------------
// The form

function requestSchema(sizes: string[], tooLarge: string[]) {
  return z.object({
    idempotencyKey: z
      .string({ required_error: "Reload the page and try again" })
      .regex(/^[\w-]{8,128}$/, "Reload the page and try again"),
    description: z
      .string({ required_error: "Enter a description of what you are looking for" })
      .trim()
      .min(1, "Enter a description of what you are looking for")
      .max(MAX_DESCRIPTION, `The description must be at most ${MAX_DESCRIPTION} characters`),
    lines: z
      .array(
        z.object({
          size: sizes.length
            ? z.enum(sizes as [string, ...string[]], { message: "Choose a size of this product" })
            : z.never(),
          quantity: z
            .number({ invalid_type_error: "Enter a whole number" })
            .int("Enter a whole number")
            .min(0, "Enter 0 or more")
            .max(999, "Enter at most 999")
            .optional(),
        }),
      )
      .default([])
      .refine((lines) => lines.some((l) => (l.quantity ?? 0) >= 1), "Enter a quantity for at least one size"),
    images: z
      .array(z.instanceof(File))
      .default([])
      .superRefine((files, ctx) => {
        if (tooLarge.length)
          ctx.addIssue({
            code: "custom",
            message: `Each image must be 5 MB or smaller: ${tooLarge.join(", ")} is too large`,
          });
        if (files.length > MAX_IMAGES) ctx.addIssue({ code: "custom", message: `Attach up to ${MAX_IMAGES} images` });
        const notImages = files.filter((f) => !IMAGE_TYPES.includes(f.type)).map((f) => f.name);
        if (notImages.length)
          ctx.addIssue({
            code: "custom",
            message: `Only PNG, JPEG, WebP or GIF images: ${notImages.join(", ")} is not one`,
          });
      }),
  });
}

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

/** The ticket's description: the shopper's text, then the product and the sizes asked for (spec §3). */
function composeDescription(
  description: string,
  product: ProductRequestData["product"],
  lines: { size: string; quantity: number }[],
): string {
  return [
    description,
    "",
    `Product code: ${product.item_code}`,
    `Item ID: ${product.uid}`,
    `Brand: ${product.brand}`,
    `Required sizes: ${lines.map((l) => `${l.size} × ${l.quantity}`).join(", ")}`,
  ].join("\n");
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

/** start → PUT → complete; resolves with the file's cdn url. */
async function uploadImage(api: StorefrontApi, context: AppLoadContext, file: File): Promise<string> {
  const namespace = PRODUCT_REQUEST_NAMESPACE;
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

// Answered 200 like the other forms of the store: the page is shown again with its errors.
const invalid = (
  errors: ProductRequestActionData["errors"],
  values: ProductRequestActionData["values"],
): ProductRequestActionData => ({ errors, values });

export async function handleProductRequest(request: Request, context: AppLoadContext) {
  const slug = productSlug(request);
  const api = requestScope(request, context).api;
  const { product, sizes } = await loadProduct(api, slug);
  const empty = { description: "", quantities: [] };

  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) {
    return invalid({ images: [`Attach up to ${MAX_IMAGES} images of 5 MB or smaller`] }, empty);
  }
  const tooLarge: string[] = [];
  let formData: FormData;
  try {
    formData = await unstable_parseMultipartFormData(request, memoryUploads(tooLarge));
  } catch {
    return invalid({ "": ["The form could not be read: please try again"] }, empty);
  }

  const submission = parseWithZod(formData, {
    schema: requestSchema(
      sizes.map((s) => s.value),
      tooLarge,
    ),
  });
  const payload = submission.payload as { description?: unknown; lines?: { quantity?: unknown }[] };
  const values = {
    description: typeof payload.description === "string" ? payload.description : "",
    quantities: sizes.map((_, i) => {
      const quantity = Array.isArray(payload.lines) ? payload.lines[i]?.quantity : undefined;
      return typeof quantity === "string" ? quantity : "";
    }),
  };
  if (submission.status !== "success") return invalid(submission.error ?? {}, values);
  const form = submission.value;

  const attachments: { type: "image"; value: string; display: string }[] = [];
  for (const file of form.images) {
    try {
      attachments.push({ type: "image", value: await uploadImage(api, context, file), display: file.name });
    } catch (error) {
      if (error instanceof FDKServerResponseError && Number(error.status) < 500) {
        return invalid({ images: [`${file.name} could not be uploaded: ${error.message}`] }, values);
      }
      if (error instanceof Error && error.message === FAILED_TO_UPLOAD)
        return invalid({ images: [FAILED_TO_UPLOAD] }, values);
      throw toErrorResponse(error);
    }
  }

  const lines = form.lines
    .filter((l) => (l.quantity ?? 0) >= 1)
    .map((l) => ({ size: sizes.find((s) => s.value === l.size)?.display || l.size, quantity: l.quantity ?? 0 }));
  let ticket: Ticket;
  try {
    ticket = await api.lead.createTicket({
      body: {
        category: "product-request",
        content: {
          title: `Product request: ${product.name}`,
          description: composeDescription(form.description, product, lines),
          attachments,
        },
        _custom_json: { product_slug: product.slug, sizes: lines },
      },
      requestHeaders: { "idempotency-key": form.idempotencyKey },
    });
  } catch (error) {
    throw toErrorResponse(error);
  }
  const next = new URLSearchParams({ slug: product.slug, sent: ticket._id });
  return redirect(`/product-request/?${next.toString()}`, 303);
}
