/**
 * Product cards' values, built on the server (listing, wishlist, featured collections). A server
 * module, so the browser never loads the price formatters the cards no longer need.
 */
import type { ProductListingDetail } from "~/sdk/api";
import type { ProductCardData } from "~/components/ProductCard";
import { imageSrcSet } from "~/sdk/images";
import { productUrl, safeHref } from "~/lib/links";
import { rangePriceView } from "~/lib/price-view";

/**
 * The card image's rendered width by viewport: the grids show 2 columns on phones, 3 on tablets and
 * 4–5 in the 1280 px page on desktops.
 */
const CARD_IMAGE_SIZES = "(min-width: 1024px) 320px, (min-width: 768px) 33vw, 50vw";

/** The card image: the endpoint's renditions (`srcSet`, `sizes`) for a stored raster file, else just `src`. */
function cardImage(src: string, alt: string): NonNullable<ProductCardData["image"]> {
  // Cards are at most 320 px wide: 640 covers a 2x screen.
  const srcSet = imageSrcSet(src, 640);
  return srcSet ? { src, alt, srcSet, sizes: CARD_IMAGE_SIZES } : { src, alt };
}

/** Trims a listing product to the card's values (first image only, price formatted). Server side. */
export function toProductCardData(product: ProductListingDetail): ProductCardData {
  const image = product.medias?.find((media) => media?.type !== "video" && media?.url);
  const src = image ? safeHref(image.url, "") : "";
  return {
    slug: product.slug,
    href: productUrl(product.slug),
    name: product.name,
    brand: product.brand?.name || null,
    image: src ? cardImage(src, image?.alt || product.name) : null,
    price: rangePriceView(product.price, product.discount || null),
    // Listing sizes are the sizes in stock: with just one, the card adds it straight to the cart.
    cart: product.sellable && product.sizes?.length === 1 ? { itemId: product.uid, size: product.sizes[0] } : null,
  };
}
