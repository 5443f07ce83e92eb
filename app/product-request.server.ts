/**
 * The product request form (`/product-request/?slug=…`): a shopper asks the store for a product in
 * sizes and quantities, optionally with images. The browser posts one multipart form to the action
 * (no JavaScript needed); the action uploads each image through file storage (start → PUT →
 * complete), then files a 'product-request' ticket and redirects (303) to the thank-you view.
 */
import { randomUUID } from "node:crypto";
import { redirect, type AppLoadContext } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import type { ProductDetail, ProductSizes, StorefrontApi, Ticket } from "~/sdk/api";
import { SLUG_PATTERN } from "~/sdk/validation";
import { resizedImageUrl } from "~/sdk/images";
import { critical, shopperFacingUrl, toErrorResponse } from "~/sdk.server";
import { notFound } from "~/http.server";
import { requestScope } from "~/request-scope.server";
import { imagesField, readImageForm, uploadFailureMessage, uploadImage } from "~/uploads.server";

const PRODUCT_REQUEST_NAMESPACE = "application-product-request-images";
const MAX_IMAGES = 3;
const MAX_DESCRIPTION = 2000;
const TICKET_ID = /^[0-9a-f]{24}$/;

interface ProductRequestData {
  product: Pick<ProductDetail, "name" | "slug" | "item_code" | "uid"> & { brand: string };
  sizes: { value: string; display: string }[];
  /** Random per render: a repeated submit of one rendered form files one ticket. */
  idempotencyKey: string;
  /**
   * The ticket just filed (after the redirect), with thumbnails of its images: the image endpoint's
   * renditions of the uploaded files, 160 px wide (320 on 2x screens).
   */
  sent: (Pick<Ticket, "_id" | "number"> & { images: { src: string; srcSet: string; alt: string }[] }) | null;
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
    sent: sent ? { _id: sent._id, number: sent.number, images: thumbnails(context, sent) } : null,
    limits: { description: MAX_DESCRIPTION, images: MAX_IMAGES },
  };
}

/** The ticket's uploaded images through the image endpoint (attachments elsewhere are left out). */
function thumbnails(context: AppLoadContext, ticket: Ticket): NonNullable<ProductRequestData["sent"]>["images"] {
  return (ticket.content.attachments ?? []).flatMap((attachment, i) => {
    if (attachment.type !== "image" || !URL.canParse(attachment.value)) return [];
    const url = shopperFacingUrl(context.commerce, attachment.value);
    const src = resizedImageUrl(url, 160);
    const double = resizedImageUrl(url, 320);
    if (!src || !double) return [];
    return [{ src, srcSet: `${src} 1x, ${double} 2x`, alt: attachment.display || `Image ${i + 1}` }];
  });
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
    images: imagesField(MAX_IMAGES, tooLarge),
  });
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

  const read = await readImageForm(request, MAX_IMAGES);
  if ("failure" in read) return invalid({ [read.failure.field]: [read.failure.message] }, empty);
  const { formData, tooLarge } = read;

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
      const url = await uploadImage(api, context, PRODUCT_REQUEST_NAMESPACE, file);
      attachments.push({ type: "image", value: url, display: file.name });
    } catch (error) {
      const message = uploadFailureMessage(file, error);
      if (message) return invalid({ images: [message] }, values);
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
