import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { ProductCard } from "~/components/ProductCard";
import { handleWishlistAction, loadWishlist } from "~/wishlist.server";
import { privatePageHeaders } from "~/lib/cache-headers";

/** /wishlist/ is for signed-in shoppers only (spec §6): a signed-out shopper is sent to login. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return loadWishlist(request, context);
}

export function action({ request, context }: ActionFunctionArgs) {
  return handleWishlistAction(request, context);
}

export const headers = privatePageHeaders;

export const meta: MetaFunction = () => [{ title: "Wishlist" }, { name: "robots", content: "noindex" }];

export default function WishlistPage() {
  const { products, nextPageId, paged } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  return (
    <article className="wishlist-page">
      <h1>Wishlist</h1>
      {products.length === 0 ? (
        <div className="empty-state">
          <h2>{paged ? "No more products" : "Your wishlist is empty"}</h2>
          <p>Tap "Add to wishlist" on a product to keep it here.</p>
          <Link to="/products/" className="button">
            Browse products
          </Link>
        </div>
      ) : (
        <ul className="product-list--grid product-grid wishlist-grid" aria-label="Wishlist products">
          {products.map((product, index) => (
            <li key={product.uid}>
              <ProductCard product={product} eager={index < 4} headingLevel={2} />
              <Form method="post" className="wishlist-grid__remove">
                <input type="hidden" name="productId" value={product.uid} />
                <button type="submit" name="intent" value="remove" className="button--link" disabled={busy}>
                  Remove<span className="visually-hidden"> {product.name}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <nav aria-label="Wishlist pages" className="wishlist-page__more">
        {nextPageId ? (
          <Link to={`?${new URLSearchParams({ pageId: nextPageId })}`} className="button">
            Load more
          </Link>
        ) : null}
        {paged ? <Link to="/wishlist/">Back to the first page</Link> : null}
      </nav>
    </article>
  );
}
