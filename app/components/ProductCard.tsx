import { useFetcher } from "@remix-run/react";
import { Price } from "~/components/Price";
import type { CartActionResult } from "~/cart/action.server";
import type { PriceView } from "~/lib/price-view";

/**
 * What a card renders, built on the server by toProductCardData (app/product-card.server.ts): loader data travels inline in the
 * page, so only these plain values go to the browser, with the price already formatted (neither
 * the money formatters ship with the cards; ARCHITECTURE.md §4).
 */
export interface ProductCardData {
  slug: string;
  /** The product page's path (lib/links productUrl). */
  href: string;
  name: string;
  brand: string | null;
  /**
   * The first image (a safe URL) and its alt text, or null; a stored raster image also has the image
   * endpoint's renditions (`srcSet`) and the card's rendered width (`sizes`). Spread onto the <img>.
   */
  image: { src: string; alt: string; srcSet?: string; sizes?: string } | null;
  /** The price as the Price component shows a listing price range, or null for none. */
  price: PriceView | null;
  /** Set when the product has a single size in stock: the card can add it to the cart. */
  cart: { itemId: number; size: string } | null;
}

interface ProductCardProps {
  product: ProductCardData;
  /** Load the image eagerly (cards visible on first paint). */
  eager?: boolean;
  /** Level of the product-name heading (3 under a section's <h2>). */
  headingLevel?: 2 | 3 | 4;
}

const PRODUCT_IMAGE_WIDTH = 300;
const PRODUCT_IMAGE_HEIGHT = 400;

/**
 * A product tile: image, brand, name (the link to /product/{slug}, stretched over the card by CSS)
 * and price. One link per card, named by the product name.
 */
export function ProductCard({ product, eager = false, headingLevel = 3 }: ProductCardProps) {
  const Heading: "h2" | "h3" | "h4" = `h${headingLevel}`;
  const { image, brand, price } = product;
  return (
    <article className="product-card">
      {image ? (
        <img
          className="product-card__media"
          {...image}
          alt={image.alt}
          width={PRODUCT_IMAGE_WIDTH}
          height={PRODUCT_IMAGE_HEIGHT}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
      ) : null}
      {brand ? <p className="product-card__brand">{brand}</p> : null}
      <Heading className="product-card__name">
        <a className="product-card__link" href={product.href}>
          {product.name}
        </a>
      </Heading>
      <Price view={price} />
      {product.cart ? <CardAddToCart product={product} cart={product.cart} /> : null}
    </article>
  );
}

/**
 * "Add to cart" on a card whose product has a single size: the /cart action (back to this page
 * without JavaScript, a fetcher keyed per product with it).
 */
function CardAddToCart({ product, cart }: { product: ProductCardData; cart: { itemId: number; size: string } }) {
  const fetcher = useFetcher<CartActionResult>({ key: `card-add-${product.slug}` });
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <fetcher.Form
      method="post"
      action="/cart"
      className="product-card__add"
      // Sent by the fetcher (JavaScript): the action answers with data instead of a redirect.
      onSubmit={(event) => {
        (event.currentTarget.enhanced as HTMLInputElement).value = "1";
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="item_id" value={cart.itemId} />
      <input type="hidden" name="item_size" value={cart.size} />
      <input type="hidden" name="enhanced" value="" />
      <button type="submit" className="button--secondary" disabled={fetcher.state !== "idle"}>
        Add to cart<span className="visually-hidden"> {product.name}</span>
      </button>
      {result?.message ? (
        <p className={result.ok ? "product-card__added" : "field-error"} role={result.ok ? "status" : "alert"}>
          {result.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
