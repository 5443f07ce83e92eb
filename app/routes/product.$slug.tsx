import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Price } from "~/components/Price";
import { publicPageHeaders } from "~/lib/cache-headers";
import { critical, getApi } from "~/sdk.server";

const SLUG = /^[a-z0-9][a-z0-9-]{0,200}$/i;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!SLUG.test(slug)) throw new Response(JSON.stringify({ message: "Page Not Found." }), { status: 404, headers: { "Content-Type": "application/json" } });
  const product = await critical(getApi(context).catalog.getProductDetailBySlug({ slug }));
  return { product };
}

export const headers = () => publicPageHeaders();

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [{ title: data.product.seo.title || data.product.name }, { name: "description", content: data.product.seo.description || data.product.short_description }]
    : [{ title: "Page Not Found." }];

/** The product page (the catalogue issue adds sizes, pincode promise, cart and wishlist). */
export default function ProductPage() {
  const { product } = useLoaderData<typeof loader>();
  return (
    <article className="product-page">
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to={`/category/${product.category_map.l3.slug}/`}>{product.category_map.l3.name}</Link>
          </li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <div className="product-page__layout">
        <ul className="product-page__gallery" aria-label="Product images">
          {product.medias.map((m, i) => (
            <li key={m.url}>
              <img src={m.url} alt={m.alt ?? `${product.name} image ${i + 1}`} width={600} height={800} loading={i === 0 ? "eager" : "lazy"} />
            </li>
          ))}
        </ul>
        <div className="product-page__info">
          <p className="product-page__brand">{product.brand.name}</p>
          <h1>{product.name}</h1>
          <Price price={product.price} discount={product.discount} />
          {product.short_description ? <p>{product.short_description}</p> : null}
          {product.highlights.length ? (
            <ul className="product-page__highlights">
              {product.highlights.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          ) : null}
          {product.grouped_attributes.map((group) => (
            <section key={group.title} aria-labelledby={`attrs-${group.title}`}>
              <h2 id={`attrs-${group.title}`}>{group.title}</h2>
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
