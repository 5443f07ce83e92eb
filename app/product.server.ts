/**
 * Data for the product page: the product, its sizes, the chosen size's price and seller, and the
 * delivery promise for a pincode — all driven by the URL (`?size=M&pincode=400001`) so the page
 * works without JavaScript.
 */
import { redirect, type AppLoadContext } from "@remix-run/node";
import type { ProductDetail, ProductListingDetail, ProductSizePriceResponse, ProductSizes, ProductVariant } from "~/sdk/api";
import { FDKServerResponseError } from "~/sdk";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { loadShopper } from "~/auth.server";
import { loginUrl, requireUser } from "~/guards.server";
import { cachedPublic, critical, getApi, toErrorResponse } from "~/sdk.server";
import { getSession } from "~/session.server";

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
  /** Whether the signed-in shopper follows (wishlisted) the product; null when signed out. */
  wishlisted: boolean | null;
}

export function notFoundResponse() {
  return new Response(JSON.stringify({ message: "Page Not Found." }), { status: 404, headers: { "Content-Type": "application/json" } });
}

export async function loadProductPage(request: Request, context: AppLoadContext, slug: string | undefined): Promise<ProductPageData> {
  if (!slug || !SLUG.test(slug)) throw notFoundResponse();
  const url = new URL(request.url);
  const api = getApi(context);
  const session = await getSession(request);
  // The follow state is per shopper and never cached; it is a nicety (null when it cannot be read).
  const followIds = session.get("userToken")
    ? getApi(context, { request, session })
        .catalog.getFollowIds({ collectionType: "products" })
        .then((r) => r.data.products)
        .catch(() => null)
    : Promise.resolve(null);
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
  const followed = await followIds;
  return { product, sizes, size, price, delivery, variants: variants.variants, wishlisted: followed ? followed.includes(product.uid) : null };
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
export async function handleProductAction(request: Request, context: AppLoadContext, slug: string | undefined): Promise<ProductActionResult> {
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "wishlist-add" || intent === "wishlist-remove") return handleWishlistToggle(request, context, slug, formData);
  const submission = parseWithZod(formData, { schema: cartIntent });
  if (submission.status !== "success") return { errors: submission.error ?? {}, message: null };
  const what = submission.value.intent === "buy-now" ? "buying now" : "adding to the cart";
  return { errors: {}, message: `The cart is not open yet: ${what} will be possible soon.` };
}

// ---------------------------------------------------------------------------------------------
// Wishlist (spec part 1 §4: follow / unfollow, then the follow flag flips; §9: 15 a page)

export const WISHLIST_PAGE_SIZE = 15;

const wishlistToggle = z.object({
  intent: z.enum(["wishlist-add", "wishlist-remove"]),
  productId: z.coerce.number({ invalid_type_error: "Invalid product" }).int("Invalid product").positive("Invalid product"),
});

/**
 * "Add to wishlist" / "Remove from wishlist" on the product page: a signed-out shopper goes to the
 * login page and comes back to the product; otherwise follow or unfollow, then 303 back.
 */
async function handleWishlistToggle(request: Request, context: AppLoadContext, slug: string | undefined, formData: FormData): Promise<never> {
  if (!slug || !SLUG.test(slug)) throw notFoundResponse();
  const back = `/product/${slug}/${new URL(request.url).search}`;
  const shopper = await loadShopper(request, context);
  if (!shopper.user) throw redirect(loginUrl(request, back), { status: 303 });
  const submission = parseWithZod(formData, { schema: wishlistToggle });
  if (submission.status !== "success") throw Response.json({ message: "Invalid product" }, { status: 400 });
  const { intent, productId } = submission.value;
  const api = getApi(context, { request, session: shopper.session });
  const args = { collectionType: "products" as const, collectionId: productId };
  await critical(intent === "wishlist-add" ? api.catalog.followById(args) : api.catalog.unfollowById(args));
  throw redirect(back, { status: 303 });
}

export interface WishlistPageData {
  products: ProductListingDetail[];
  /** Cursor of the next page, when there is one. */
  nextPageId: string | null;
  /** Whether this is a later page (a "first page" link is shown). */
  paged: boolean;
}

const PAGE_ID = /^[A-Za-z0-9_-]{1,200}$/;

export async function loadWishlist(request: Request, context: AppLoadContext): Promise<WishlistPageData> {
  const shopper = await requireUser(request, context);
  const pageIdParam = new URL(request.url).searchParams.get("pageId");
  const pageId = pageIdParam && PAGE_ID.test(pageIdParam) ? pageIdParam : undefined;
  const listing = await critical(
    getApi(context, { request, session: shopper.session }).catalog.getFollowedListing({
      collectionType: "products",
      pageSize: WISHLIST_PAGE_SIZE,
      pageId,
    }),
  );
  return {
    products: listing.items as ProductListingDetail[],
    nextPageId: listing.page.has_next && listing.page.next_id ? listing.page.next_id : null,
    paged: Boolean(pageId),
  };
}

const wishlistRemove = z.object({
  intent: z.literal("remove", { errorMap: () => ({ message: "Unknown action" }) }),
  productId: z.coerce.number({ invalid_type_error: "Invalid product" }).int("Invalid product").positive("Invalid product"),
});

/** "Remove" on /wishlist/: unfollow, then 303 back to the list. */
export async function handleWishlistAction(request: Request, context: AppLoadContext): Promise<never> {
  const shopper = await requireUser(request, context);
  const submission = parseWithZod(await request.formData(), { schema: wishlistRemove });
  if (submission.status !== "success") throw Response.json({ message: "Invalid product" }, { status: 400 });
  await critical(
    getApi(context, { request, session: shopper.session }).catalog.unfollowById({
      collectionType: "products",
      collectionId: submission.value.productId,
    }),
  );
  throw redirect("/wishlist/", { status: 303 });
}
