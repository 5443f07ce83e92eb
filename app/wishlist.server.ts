/**
 * The wishlist page (spec part 1 §4: followed products; §9: 15 a page). Its own module so the
 * product page's browser chunk does not share an empty stand-in with this route (ARCHITECTURE.md §4).
 */
import { redirect, type AppLoadContext } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import type { ProductListingDetail } from "~/sdk/api";
import type { ProductCardData } from "~/components/ProductCard";
import { toProductCardData } from "~/product-card.server";
import { requireUser } from "~/guards.server";
import { critical } from "~/sdk.server";
import { requestScope } from "~/request-scope.server";

const WISHLIST_PAGE_SIZE = 15;

interface WishlistPageData {
  /** The cards' values and the product id (the remove form). */
  products: (ProductCardData & { uid: number })[];
  /** Cursor of the next page, when there is one. */
  nextPageId: string | null;
  /** Whether this is a later page (a "first page" link is shown). */
  paged: boolean;
}

const PAGE_ID = /^[A-Za-z0-9_-]{1,200}$/;

export async function loadWishlist(request: Request, context: AppLoadContext): Promise<WishlistPageData> {
  await requireUser(request, context);
  const pageIdParam = new URL(request.url).searchParams.get("pageId");
  const pageId = pageIdParam && PAGE_ID.test(pageIdParam) ? pageIdParam : undefined;
  const listing = await critical(
    (await requestScope(request, context).shopperApi()).catalog.getFollowedListing({
      collectionType: "products",
      pageSize: WISHLIST_PAGE_SIZE,
      pageId,
    }),
  );
  return {
    products: (listing.items as ProductListingDetail[]).map((product) => ({
      uid: product.uid,
      ...toProductCardData(product),
    })),
    nextPageId: listing.page.has_next && listing.page.next_id ? listing.page.next_id : null,
    paged: Boolean(pageId),
  };
}

const wishlistToggle = z.object({
  // "remove" is the wishlist page's button, the others the product page's.
  intent: z.enum(["remove", "wishlist-add", "wishlist-remove"], { errorMap: () => ({ message: "Unknown action" }) }),
  productId: z.coerce
    .number({ invalid_type_error: "Invalid product" })
    .int("Invalid product")
    .positive("Invalid product"),
});

/**
 * Follow or unfollow a product for a signed-in shopper (spec part 1 §4), then 303 to `back`: the
 * wishlist page's "Remove" and the product page's "Add to / Remove from wishlist".
 */
export async function toggleWishlist(
  request: Request,
  context: AppLoadContext,
  formData: FormData,
  back: string,
): Promise<never> {
  const submission = parseWithZod(formData, { schema: wishlistToggle });
  if (submission.status !== "success") throw Response.json({ message: "Invalid product" }, { status: 400 });
  const { intent, productId } = submission.value;
  const api = await requestScope(request, context).shopperApi();
  const args = { collectionType: "products" as const, collectionId: productId };
  await critical(intent === "wishlist-add" ? api.catalog.followById(args) : api.catalog.unfollowById(args));
  throw redirect(back, { status: 303 });
}

/** "Remove" on /wishlist/: unfollow, then 303 back to the list. */
export async function handleWishlistAction(request: Request, context: AppLoadContext): Promise<never> {
  await requireUser(request, context);
  return toggleWishlist(request, context, await request.formData(), "/wishlist/");
}
