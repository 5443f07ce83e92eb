import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  Form,
  Link,
  useActionData,
  useFetcher,
  useLoaderData,
  useLocation,
  useNavigation,
  useRouteLoaderData,
} from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { CartActionResult } from "~/cart/action.server";
import type { loader as rootLoader } from "~/root";
import { LazyImage } from "~/components/LazyImage";
import { Price } from "~/components/Price";
import { FieldError } from "~/components/field-messages";
import { LadderOffer } from "~/components/product/LadderOffer";
import { ThemeSections } from "~/components/ThemeSections";
import { publicPageHeaders } from "~/lib/cache-headers";
import { handleProductAction, productPageResponse } from "~/product.server";
import { PINCODE_INPUT } from "~/sdk/validation";
import { PAGE_NOT_FOUND } from "~/lib/not-found";

export function loader({ request, params, context }: LoaderFunctionArgs) {
  return productPageResponse(request, context, params.slug);
}

export const headers = () => publicPageHeaders();

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: PAGE_NOT_FOUND }];
  const { product, canonical } = data;
  return [
    { title: product.seo.title || product.name },
    { name: "description", content: product.seo.description || product.short_description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:title", content: product.name },
    { property: "og:url", content: canonical },
  ];
};

export function action({ request, params, context }: ActionFunctionArgs) {
  return handleProductAction(request, context, params.slug);
}

/** A gallery image's rendered width: one column on phones, two or three beside the details on desktops. */
const GALLERY_SIZES = "(min-width: 1024px) 380px, (min-width: 540px) 50vw, 100vw";

export default function ProductPage() {
  const { themeSections } = useLoaderData<typeof loader>();
  return (
    <>
      <ProductArticle />
      <ThemeSections sections={themeSections} />
    </>
  );
}

function ProductArticle() {
  const { product, jsonLd, sizes, size, price, priceView, delivery, variants, wishlisted, ladder } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const sizeHref = (value: string) => {
    const next = new URLSearchParams(params);
    next.set("size", value);
    return `?${next.toString()}`;
  };
  const inStock = sizes.sellable;
  // The size is required for both: add to cart answers through its fetcher, or (without
  // JavaScript) a one-time notice in the shell; buy now through this route's action.
  const addToCart = useFetcher<CartActionResult>({ key: `add-to-cart-${product.slug}` });
  const hydrated = useHydrated();
  const shell = useRouteLoaderData<typeof rootLoader>("root");
  const added = addToCart.state === "idle" && addToCart.data?.ok === true;
  const adding = addToCart.state !== "idle";
  const cartSizeError =
    addToCart.state === "idle"
      ? (addToCart.data?.errors.item_size ??
        (shell?.cartNotice?.field === "item_size" ? shell.cartNotice.message : undefined))
      : undefined;
  const cartMessage = addToCart.state === "idle" && !cartSizeError ? (addToCart.data?.message ?? null) : null;
  const sizeError = result?.errors?.size?.[0] ?? cartSizeError;
  const busy = navigation.state === "submitting";
  const colourVariant = variants.find((v) => v.items.length > 1);

  return (
    <article className="product-page">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to={`/category/${product.category.slug}/`}>{product.category.name}</Link>
          </li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <div className="product-page__layout">
        <ul className="product-page__gallery" aria-label="Product images">
          {product.medias.map((m, i) => (
            <li key={m.url}>
              <LazyImage
                src={m.url}
                srcSet={m.srcSet}
                sizes={m.srcSet ? GALLERY_SIZES : undefined}
                alt={m.alt ?? `${product.name} image ${i + 1}`}
                width={600}
                height={800}
                // The first image is the page's largest paint: fetch it at once, ahead of the rest.
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : undefined}
              />
            </li>
          ))}
        </ul>
        <div className="product-page__info">
          <p className="product-page__brand">
            <Link to={`/brand/${product.brand.slug}/`}>{product.brand.name}</Link>
          </p>
          <h1>{product.name}</h1>
          <Price view={priceView} />
          {!inStock ? <p className="product-page__stock">Out of stock</p> : null}
          {ladder ? <LadderOffer ladder={ladder} /> : null}

          {colourVariant ? (
            <nav aria-label={colourVariant.header || "Colours"} className="product-page__variants">
              <h2>{colourVariant.header || "Colour"}</h2>
              <ul>
                {colourVariant.items.map((item) => (
                  <li key={item.slug}>
                    <Link to={`/product/${item.slug}/`} aria-current={item.slug === product.slug ? "page" : undefined}>
                      {item.color_name || item.value}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}

          <fieldset className="size-picker" aria-describedby={sizeError ? "size-error" : undefined}>
            <legend>Size</legend>
            <ul>
              {sizes.sizes.map((s) => (
                <li key={s.value}>
                  {s.is_available ? (
                    <Link
                      to={sizeHref(s.value)}
                      replace
                      preventScrollReset
                      className="size-picker__option"
                      aria-current={s.value === size ? "true" : undefined}
                    >
                      {s.display}
                    </Link>
                  ) : (
                    <span className="size-picker__option size-picker__option--unavailable">
                      {s.display}
                      <span className="visually-hidden"> (out of stock)</span>
                    </span>
                  )}
                </li>
              ))}
            </ul>
            <FieldError id="size-error" message={sizeError} alert />
          </fieldset>

          {price ? (
            <p className="product-page__seller">
              Sold by {price.seller.name}
              {price.store.city ? `, ships from ${price.store.city}` : ""}
            </p>
          ) : null}

          <Form method="get" className="delivery-check" preventScrollReset replace>
            {size ? <input type="hidden" name="size" value={size} /> : null}
            <label htmlFor="pincode">Check delivery to pincode</label>
            <div className="delivery-check__row">
              <input
                id="pincode"
                name="pincode"
                inputMode="numeric"
                autoComplete="postal-code"
                pattern={PINCODE_INPUT}
                maxLength={6}
                defaultValue={delivery?.pincode ?? ""}
                aria-invalid={delivery?.error ? true : undefined}
                aria-describedby={delivery?.error || delivery?.message ? "delivery-result" : undefined}
              />
              <button type="submit">Check</button>
            </div>
            {delivery?.error || delivery?.message ? (
              <p
                id="delivery-result"
                role="status"
                className={delivery.error ? "field-error" : "delivery-check__promise"}
              >
                {delivery.error ?? delivery.message}
              </p>
            ) : null}
          </Form>

          <div className="product-page__actions">
            {/* Add to cart: the one /cart action (back here without JavaScript, a fetcher with it). */}
            <addToCart.Form method="post" action="/cart" preventScrollReset>
              <input type="hidden" name="intent" value="add" />
              <input type="hidden" name="item_id" value={product.uid} />
              {size ? <input type="hidden" name="item_size" value={size} /> : null}
              <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
              <input type="hidden" name="enhanced" value={hydrated ? "1" : ""} />
              <button type="submit" disabled={!inStock || adding}>
                Add to cart
              </button>
            </addToCart.Form>
            <Form method="post" preventScrollReset>
              <input type="hidden" name="item_id" value={product.uid} />
              {size ? <input type="hidden" name="size" value={size} /> : null}
              <button
                type="submit"
                name="intent"
                value="buy-now"
                disabled={!inStock || busy}
                className="button--secondary"
              >
                Buy now
              </button>
            </Form>
          </div>
          {cartMessage ? (
            <p className={added ? "notice" : "notice notice--error"} role={added ? "status" : "alert"}>
              {cartMessage}
              {added ? (
                <>
                  . <Link to="/cart/bag/">View cart</Link>
                </>
              ) : null}
            </p>
          ) : null}
          {result?.message ? (
            <p className="notice" role="status">
              {result.message}
            </p>
          ) : null}

          <div className="product-page__secondary">
            <Form method="post" preventScrollReset>
              <input type="hidden" name="productId" value={product.uid} />
              <button
                type="submit"
                name="intent"
                value={wishlisted ? "wishlist-remove" : "wishlist-add"}
                className="button--link"
              >
                {wishlisted ? "Remove from wishlist" : "Add to wishlist"}
              </button>
            </Form>
            <Link to={`/product-request/?slug=${product.slug}`}>Request this product</Link>
            <Form method="post" action="/compare">
              <input type="hidden" name="slug" value={product.slug} />
              <button type="submit" name="intent" value="add" className="button--link">
                Add to compare
              </button>
            </Form>
          </div>

          {product.short_description ? <p>{product.short_description}</p> : null}
          {product.highlights.length ? (
            <ul className="product-page__highlights">
              {product.highlights.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          ) : null}
          {product.grouped_attributes.map((group) => (
            <section key={group.title} aria-labelledby={`attrs-${group.title.replace(/\W+/g, "-")}`}>
              <h2 id={`attrs-${group.title.replace(/\W+/g, "-")}`}>{group.title}</h2>
              <dl className="product-page__attributes">
                {group.details.map((d) => (
                  <div key={d.key}>
                    <dt>{d.key}</dt>
                    <dd>{d.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
          <p>{product.description}</p>
        </div>
      </div>
    </article>
  );
}
