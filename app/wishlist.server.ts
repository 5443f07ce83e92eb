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
import { critical, getApi } from "~/sdk.server";

export const WISHLIST_PAGE_SIZE = 15;

export interface WishlistPageData {
  /** The cards' values and the product id (the remove form). */
  products: (ProductCardData & { uid: number })[];
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
    products: (listing.items as ProductListingDetail[]).map((product) => ({
      uid: product.uid,
      ...toProductCardData(product),
    })),
    nextPageId: listing.page.has_next && listing.page.next_id ? listing.page.next_id : null,
    paged: Boolean(pageId),
  };
}

const wishlistRemove = z.object({
  intent: z.literal("remove", { errorMap: () => ({ message: "Unknown action" }) }),
  productId: z.coerce
    .number({ invalid_type_error: "Invalid product" })
    .int("Invalid product")
    .positive("Invalid product"),
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
