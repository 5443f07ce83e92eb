/**
 * Product cards' values, built on the server (listing, wishlist, featured collections). A server
 * module, so the browser never loads the price formatters the cards no longer need.
 */
import type { ProductListingDetail } from "~/sdk/api";
import type { ProductCardData } from "~/components/ProductCard";
import { productUrl, safeHref } from "~/lib/links";
import { rangePriceView } from "~/lib/price-view";

/** Trims a listing product to the card's values (first image only, price formatted). Server side. */
export function toProductCardData(product: ProductListingDetail): ProductCardData {
  const image = product.medias?.find((media) => media?.type !== "video" && media?.url);
  const src = image ? safeHref(image.url, "") : "";
  return {
    slug: product.slug,
    href: productUrl(product.slug),
    name: product.name,
    brand: product.brand?.name || null,
    image: src ? { src, alt: image?.alt || product.name } : null,
    price: rangePriceView(product.price, product.discount || null),
    // Listing sizes are the sizes in stock: with just one, the card adds it straight to the cart.
    cart: product.sellable && product.sizes?.length === 1 ? { itemId: product.uid, size: product.sizes[0] } : null,
  };
}
