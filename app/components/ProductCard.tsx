import type { ProductListingDetail } from "~/sdk/api";
import { productUrl, safeHref } from "~/lib/links";
import { Price } from "./Price";

/** The fields a card needs — a ProductListingDetail fits; loaders send only these to keep HTML small. */
export interface ProductCardData {
  slug: string;
  name: string;
  brand?: { name?: string } | null;
  medias?: { url: string; type?: string; alt?: string }[] | null;
  price?: ProductListingDetail["price"] | null;
  discount?: string | null;
}

/** Trims a listing product to the card's fields (first image only). */
export function toProductCardData(product: ProductListingDetail): ProductCardData {
  const image = product.medias?.find((media) => media?.type !== "video" && media?.url);
  return {
    slug: product.slug,
    name: product.name,
    brand: product.brand?.name ? { name: product.brand.name } : null,
    medias: image ? [{ url: image.url, type: "image", ...(image.alt ? { alt: image.alt } : {}) }] : [],
    price: product.price ?? null,
    discount: product.discount || null,
  };
}

export interface ProductCardProps {
  product: ProductCardData | ProductListingDetail;
  /** Load the image eagerly (cards visible on first paint). */
  eager?: boolean;
  /** Level of the product-name heading (3 under a section's <h2>). */
  headingLevel?: 2 | 3 | 4;
}

export const PRODUCT_IMAGE_WIDTH = 300;
export const PRODUCT_IMAGE_HEIGHT = 400;

/**
 * A product tile: image, brand, name (the link to /product/{slug}, stretched over the card by CSS)
 * and price. One link per card, named by the product name.
 */
export function ProductCard({ product, eager = false, headingLevel = 3 }: ProductCardProps) {
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  const image = product.medias?.find((media) => media?.type !== "video" && media?.url);
  const src = image ? safeHref(image.url, "") : "";
  const brand = product.brand?.name;
  return (
    <article className="product-card">
      <div className="product-card__media">
        {src ? (
          <img
            src={src}
            alt={image?.alt || product.name}
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
        <Price price={product.price} discount={product.discount} />
      </div>
    </article>
  );
}

export default ProductCard;
