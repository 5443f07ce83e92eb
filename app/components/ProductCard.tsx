import { Price } from "~/components/Price";
import { productUrl } from "~/lib/links";
import type { PriceView } from "~/lib/price-view";

/**
 * What a card renders, built on the server by toProductCardData (app/product-card.server.ts): loader data travels inline in the
 * page, so only these plain values go to the browser, with the price already formatted (neither
 * the money formatters ship with the cards; ARCHITECTURE.md §4).
 */
export interface ProductCardData {
  slug: string;
  name: string;
  brand: string | null;
  /** The first image (a safe URL) and its alt text, or null. */
  image: { src: string; alt: string } | null;
  /** The price as the Price component shows a listing price range, or null for none. */
  price: PriceView | null;
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
      <div className="product-card__media">
        {image ? (
          <img
            src={image.src}
            alt={image.alt}
            width={PRODUCT_IMAGE_WIDTH}
            height={PRODUCT_IMAGE_HEIGHT}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
          />
        ) : null}
      </div>
      <div className="product-card__body">
        {brand ? <p className="product-card__brand">{brand}</p> : null}
        <Heading className="product-card__name">
          <a className="product-card__link" href={productUrl(product.slug)}>
            {product.name}
          </a>
        </Heading>
        <Price view={price} />
      </div>
    </article>
  );
}
