/**
 * Data for the product page: the product, its sizes, the chosen size's price and seller, and the
 * delivery promise for a pincode — all driven by the URL (`?size=M&pincode=400001`) so the page
 * works without JavaScript.
 */
import type { AppLoadContext } from "@remix-run/node";
import type { ProductDetail, ProductSizePriceResponse, ProductSizes, ProductVariant } from "~/sdk/api";
import { FDKServerResponseError } from "~/sdk";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { cachedPublic, critical, getApi, toErrorResponse } from "~/sdk.server";

export const PINCODE = /^[1-9][0-9]{5}$/;
const SLUG = /^[a-z0-9][a-z0-9-]{0,200}$/i;

export interface DeliveryCheck {
  pincode: string;
  /** Set when the pincode is served: ISO dates. */
  promise?: { min: string; max: string };
  /** The reason when it is not (spec messages). */
  error?: string;
}

export interface ProductPageData {
  product: ProductDetail;
  sizes: ProductSizes;
  /** The chosen size (from the URL, or the only one). */
  size: string | null;
  price: ProductSizePriceResponse | null;
  delivery: DeliveryCheck | null;
  variants: ProductVariant[];
}

export function notFoundResponse() {
  return new Response(JSON.stringify({ message: "Page Not Found." }), { status: 404, headers: { "Content-Type": "application/json" } });
}

export async function loadProductPage(request: Request, context: AppLoadContext, slug: string | undefined): Promise<ProductPageData> {
  if (!slug || !SLUG.test(slug)) throw notFoundResponse();
  const url = new URL(request.url);
  const api = getApi(context);
  const [product, sizes, variants] = await critical(
    Promise.all([
      // Descriptions and variants are the same for every shopper and change rarely; stock (sizes) is always fresh.
      cachedPublic(`product:${slug}`, () => api.catalog.getProductDetailBySlug({ slug })),
      api.catalog.getProductSizesBySlug({ slug }),
      // Variants are a nicety: the page stands without them.
      cachedPublic(`variants:${slug}`, () => api.catalog.getProductVariantsBySlug({ slug })).catch(() => ({ variants: [] })),
    ]),
  );

  const requested = url.searchParams.get("size");
  const available = sizes.sizes.filter((s) => s.is_available);
  const size = sizes.sizes.some((s) => s.value === requested) ? requested : available.length === 1 ? available[0].value : null;

  const pincodeParam = url.searchParams.get("pincode");
  let delivery: DeliveryCheck | null = null;
  let price: ProductSizePriceResponse | null = null;
  if (pincodeParam !== null) {
    const pincode = pincodeParam.trim();
    if (!pincode) delivery = { pincode, error: "pincode not provided" };
    else if (!PINCODE.test(pincode)) delivery = { pincode, error: "Invalid pincode ." };
    else delivery = { pincode };
  }
  if (size) {
    const pincode = delivery && !delivery.error ? delivery.pincode : undefined;
    try {
      price = await api.catalog.getProductPriceBySlug({ slug, size, pincode });
    } catch (error) {
      if (!(error instanceof FDKServerResponseError) || Number(error.status) >= 500) throw toErrorResponse(error);
      // A size out of stock has no price of its own: the page shows the product's range.
      price = null;
    }
    if (delivery && !delivery.error) {
      if (price?.is_serviceable && price.delivery_promise) delivery.promise = price.delivery_promise;
      else delivery.error = "Pincode not serviceable";
    }
  } else if (delivery && !delivery.error) {
    delivery.error = "Select a size to check delivery";
  }
  return { product, sizes, size, price, delivery, variants: variants.variants };
}

const cartIntent = z.object({
  intent: z.enum(["add-to-cart", "buy-now"], { message: "Choose add to cart or buy now" }),
  size: z.string({ required_error: "Please select a size" }).min(1, "Please select a size").max(40),
});

export interface ProductActionResult {
  errors: Record<string, string[] | null>;
  message: string | null;
}

/**
 * Add to cart and buy now are POST forms that work without JavaScript. The cart arrives with its
 * own issue; until then a valid request is answered with a clear message instead of a cart.
 */
export async function handleProductAction(request: Request): Promise<ProductActionResult> {
  const submission = parseWithZod(await request.formData(), { schema: cartIntent });
  if (submission.status !== "success") return { errors: submission.error ?? {}, message: null };
  const what = submission.value.intent === "buy-now" ? "buying now" : "adding to the cart";
  return { errors: {}, message: `The cart is not open yet: ${what} will be possible soon.` };
}
