/**
 * Data for the product page: the product, its sizes, the chosen size's price and seller, and the
 * delivery promise for a pincode — all driven by the URL (`?size=M&pincode=400001`) so the page
 * works without JavaScript.
 */
import { redirect, type AppLoadContext } from "@remix-run/node";
import type {
  ProductDetail,
  ProductSize,
  ProductSizePriceResponse,
  ProductVariant,
  ProductVariantItem,
} from "~/sdk/api";
import { ladderView, type LadderView } from "~/lib/cart/offers";
import { rangePriceView, sizePriceView, type PriceView } from "~/lib/price-view";
import { breadcrumbJsonLd, jsonLdScript, pageUrl, productJsonLd, productPageUrl } from "~/lib/seo";
import { FDKServerResponseError } from "~/sdk";
import { imageSrcSet } from "~/sdk/images";
import { PINCODE_PATTERN, SLUG_PATTERN } from "~/sdk/validation";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { loadShopper } from "~/auth/shopper.server";
import { loginUrl } from "~/guards.server";
import { cachedPublic, critical, priceCurrency, toErrorResponse } from "~/sdk.server";
import { notFound } from "~/http.server";
import { toggleWishlist } from "~/wishlist.server";
import { requestScope } from "~/request-scope.server";
import { activeLocation } from "~/lib/location";
import { lookupLocation, saveLocation } from "~/location.server";
import { commitSession } from "~/session.server";
import { extraPageSections, type PageSections } from "~/theme.server";

/** The theme page whose sections the product page shows below the product (spec §2.3). */
const PRODUCT_PAGE = "product-description";

interface DeliveryCheck {
  pincode: string;
  /** Set when the pincode is served: ISO dates. */
  promise?: { min: string; max: string };
  /** "Delivery by Mon, 1 Dec – Wed, 3 Dec to 400001", set with the promise (dates in IST, formatted here). */
  message?: string;
  /** The reason when it is not (spec messages). */
  error?: string;
}

/**
 * The product page's data; when the shopper checked a served pincode there, it becomes their
 * delivery location (the session cookie is set).
 */
export async function productPageResponse(request: Request, context: AppLoadContext, slug: string | undefined) {
  const page = await loadProductPage(request, context, slug);
  const scope = requestScope(request, context);
  const session = await scope.session();
  const checked = new URL(request.url).searchParams.get("pincode")?.trim();
  const current = activeLocation(session.get("location"), Date.now());
  if (!checked || !page.delivery?.promise || current?.pincode === checked) return page;
  const choice = await lookupLocation(scope.api, checked).catch(() => null);
  if (!choice || "error" in choice) return page;
  saveLocation(session, choice.location);
  // Again, so that the header (root loader, read in parallel) shows the new location too.
  const url = new URL(request.url);
  throw redirect(url.pathname + url.search, { headers: { "Set-Cookie": await commitSession(session) } });
}

/**
 * The product as the page renders it. Loader data travels inline in the page, so only the fields
 * the component (and meta) read go to the browser (ARCHITECTURE.md §4); the JSON-LD is built here.
 */
interface ProductView {
  uid: number;
  slug: string;
  name: string;
  brand: { name: string; slug: string };
  /** The leaf category (category_map.l3): the breadcrumb's middle step. */
  category: { name: string; slug?: string };
  /** `srcSet`: the image endpoint's renditions, for the store's own raster files only. */
  medias: { url: string; alt?: string; srcSet?: string }[];
  short_description: string;
  description: string;
  highlights: string[];
  grouped_attributes: { title: string; details: { key: string; value: string }[] }[];
  seo: { title: string; description: string };
}

interface ProductPageData {
  product: ProductView;
  /** The page's absolute URL (canonical link, og:url), the same as the JSON-LD's. */
  canonical: string;
  /** Product and breadcrumb JSON-LD, serialized for a script tag. */
  jsonLd: string;
  sizes: { sellable: boolean; sizes: Pick<ProductSize, "value" | "display" | "is_available">[] };
  /** The chosen size (from the URL, or the only one). */
  size: string | null;
  /** The chosen size's price, or the product's range: formatted here (lib/price-view). */
  priceView: PriceView | null;
  /** Seller and shipping city of the chosen size (when it has a price). */
  price: { seller: { name: string }; store: { city?: string } } | null;
  delivery: DeliveryCheck | null;
  variants: { header: string; items: Pick<ProductVariantItem, "slug" | "value" | "color_name">[] }[];
  /** Whether the signed-in shopper follows (wishlisted) the product; null when signed out. */
  wishlisted: boolean | null;
  /** The product's "Buy more, save more" ladder promotion, or null. */
  ladder: LadderView | null;
  /** The theme's product-description sections below the product (or its draft in edit mode), or null. */
  themeSections: PageSections | null;
}

function formatDate(iso: string) {
  return new Date(iso).toLocaleDateString("en-IN", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "Asia/Kolkata",
  });
}

async function loadProductPage(
  request: Request,
  context: AppLoadContext,
  slug: string | undefined,
): Promise<ProductPageData> {
  if (!slug || !SLUG_PATTERN.test(slug)) throw notFound();
  const url = new URL(request.url);
  const scope = requestScope(request, context);
  const api = scope.api;
  const session = await scope.session();
  // The follow state is per shopper and never cached; it is a nicety (null when it cannot be read).
  const followIds = session.get("userToken")
    ? (await scope.shopperApi()).catalog
        .getFollowIds({ collectionType: "products" })
        .then((r) => r.data.products)
        .catch(() => null)
    : Promise.resolve(null);
  // The ladder promotion is a nicety, the same for every shopper of a currency: cached, null on failure.
  const ladder = cachedPublic(`ladder:${priceCurrency(session)}:${slug}`, () => api.cart.getLadderOffers({ slug }))
    .then(ladderView)
    .catch(() => null);
  const themeSections = extraPageSections(request, context, PRODUCT_PAGE);
  const [product, sizes, variants] = await critical(
    Promise.all([
      // Descriptions and variants are the same for every shopper and change rarely; stock (sizes) is always fresh.
      // Prices are in the shopper's currency: one copy per currency.
      cachedPublic(`product:${priceCurrency(session)}:${slug}`, () => api.catalog.getProductDetailBySlug({ slug })),
      api.catalog.getProductSizesBySlug({ slug }),
      // Variants are a nicety: the page stands without them.
      cachedPublic(`variants:${slug}`, () => api.catalog.getProductVariantsBySlug({ slug })).catch(() => ({
        variants: [],
      })),
    ]),
  );

  const requested = url.searchParams.get("size");
  const available = sizes.sizes.filter((s) => s.is_available);
  const size = sizes.sizes.some((s) => s.value === requested)
    ? requested
    : available.length === 1
      ? available[0].value
      : null;

  // The pincode checked on the page, else the shopper's delivery location (spec: the check starts from it).
  const pincodeParam =
    url.searchParams.get("pincode") ?? activeLocation(session.get("location"), Date.now())?.pincode ?? null;
  let delivery: DeliveryCheck | null = null;
  let price: ProductSizePriceResponse | null = null;
  if (pincodeParam !== null) {
    const pincode = pincodeParam.trim();
    if (!pincode) delivery = { pincode, error: "pincode not provided" };
    else if (!PINCODE_PATTERN.test(pincode)) delivery = { pincode, error: "Invalid pincode ." };
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
      if (price?.is_serviceable && price.delivery_promise) {
        delivery.promise = price.delivery_promise;
        delivery.message = `Delivery by ${formatDate(delivery.promise.min)} – ${formatDate(delivery.promise.max)} to ${delivery.pincode}`;
      } else delivery.error = "Pincode not serviceable";
    }
  } else if (delivery && !delivery.error && url.searchParams.has("pincode")) {
    delivery.error = "Select a size to check delivery";
  }
  const followed = await followIds;
  return {
    product: productView(product),
    canonical: productPageUrl(url.origin, product.slug),
    jsonLd: productPageJsonLd(product, sizes.sellable, url.origin),
    sizes: {
      sellable: sizes.sellable,
      sizes: sizes.sizes.map(({ value, display, is_available }) => ({ value, display, is_available })),
    },
    size,
    priceView: price ? sizePriceView(price.price, price.discount) : rangePriceView(product.price, product.discount),
    price: price
      ? { seller: { name: price.seller.name }, store: price.store.city ? { city: price.store.city } : {} }
      : null,
    delivery,
    variants: variants.variants.map((v: ProductVariant) => ({
      header: v.header,
      items: v.items.map(({ slug, value, color_name }) => ({ slug, value, color_name })),
    })),
    wishlisted: followed ? followed.includes(product.uid) : null,
    ladder: await ladder,
    themeSections: await themeSections,
  };
}

function productView(product: ProductDetail): ProductView {
  const l3 = product.category_map.l3;
  return {
    uid: product.uid,
    slug: product.slug,
    name: product.name,
    brand: { name: product.brand.name, slug: product.brand.action?.page?.params?.slug?.[0] ?? "" },
    category: { name: l3.name, slug: l3.slug },
    medias: product.medias.map(({ url, alt }) => {
      const srcSet = imageSrcSet(url);
      return { url, ...(alt ? { alt } : {}), ...(srcSet ? { srcSet } : {}) };
    }),
    short_description: product.short_description,
    description: product.description,
    highlights: product.highlights,
    grouped_attributes: product.grouped_attributes.map(({ title, details }) => ({
      title,
      details: details.map(({ key, value }) => ({ key, value })),
    })),
    seo: { title: product.seo.title, description: product.seo.description },
  };
}

/** Product and BreadcrumbList structured data, with absolute URLs (search engines want them). */
function productPageJsonLd(product: ProductDetail, inStock: boolean, origin: string): string {
  const l3 = product.category_map.l3;
  const url = productPageUrl(origin, product.slug);
  return jsonLdScript([
    productJsonLd(product, url, { inStock }),
    breadcrumbJsonLd([
      { name: "Home", url: pageUrl(origin, "/") },
      { name: l3.name, url: pageUrl(origin, `/category/${l3.slug}/`) },
      { name: product.name, url },
    ]),
  ]);
}

const buyNowIntent = z.object({
  intent: z.literal("buy-now", { errorMap: () => ({ message: "Choose buy now" }) }),
  item_id: z.coerce.number({ message: "Product not found" }).int().positive("Product not found"),
  size: z.string({ required_error: "Please select a size" }).min(1, "Please select a size").max(40),
});

interface ProductActionResult {
  errors: Record<string, string[] | null>;
  message: string | null;
}

/**
 * Buy now is a POST form that works without JavaScript (spec part 2 §4): one of the product in the
 * chosen size goes into the buy-now cart (the bag is left as it is), then a signed-in shopper goes
 * to /cart/delivery?id=…&buy_now=true and a signed-out one to the login page, back to there after.
 * (Add to cart posts to the /cart action.)
 */
export async function handleProductAction(
  request: Request,
  context: AppLoadContext,
  slug: string | undefined,
): Promise<ProductActionResult> {
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "wishlist-add" || intent === "wishlist-remove")
    return handleWishlistToggle(request, context, slug, formData);
  const submission = parseWithZod(formData, { schema: buyNowIntent });
  if (submission.status !== "success") return { errors: submission.error ?? {}, message: null };
  const { item_id, size } = submission.value;
  const scope = requestScope(request, context);
  let cartId: string;
  try {
    const added = await (
      await scope.shopperApi()
    ).cart.addItems({
      buyNow: true,
      body: { items: [{ item_id, item_size: size, quantity: 1 }] },
    });
    const line = added.result?.[`${item_id}_${size}`];
    if (!added.success || (line && !line.success) || !added.cart.id) {
      return { errors: {}, message: line?.message || added.message || "Something went wrong" };
    }
    cartId = added.cart.id;
  } catch (error) {
    if (!(error instanceof FDKServerResponseError)) throw toErrorResponse(error);
    return { errors: {}, message: error.message || "Something went wrong" };
  }
  const delivery = `/cart/delivery?${new URLSearchParams({ id: cartId, buy_now: "true" })}`;
  const signedIn = Boolean((await scope.session()).get("userToken"));
  throw redirect(signedIn ? delivery : loginUrl(request, delivery), 303);
}

// ---------------------------------------------------------------------------------------------
// Wishlist (spec part 1 §4: follow / unfollow, then the follow flag flips; §9: 15 a page)

/**
 * "Add to wishlist" / "Remove from wishlist" on the product page: a signed-out shopper goes to the
 * login page and comes back to the product; otherwise follow or unfollow, then 303 back.
 */
async function handleWishlistToggle(
  request: Request,
  context: AppLoadContext,
  slug: string | undefined,
  formData: FormData,
): Promise<never> {
  if (!slug || !SLUG_PATTERN.test(slug)) throw notFound();
  const back = `/product/${slug}/${new URL(request.url).search}`;
  const shopper = await loadShopper(request, context);
  if (!shopper.user) throw redirect(loginUrl(request, back), { status: 303 });
  return toggleWishlist(request, context, formData, back);
}
