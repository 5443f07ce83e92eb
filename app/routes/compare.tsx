import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Price } from "~/components/Price";
import { handleCompareAction, loadCompare } from "~/compare.server";
import { rangePriceView } from "~/lib/price-view";

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadCompare(request, context);
}

export function action({ request, context }: ActionFunctionArgs) {
  return handleCompareAction(request, context);
}

export const meta: MetaFunction = () => [{ title: "Compare products" }, { name: "robots", content: "noindex" }];

function RemoveButton({ slug, name, ids }: { slug: string; name: string; ids: string[] }) {
  return (
    <Form method="post" action="/compare">
      <input type="hidden" name="id" value={ids.join(",")} />
      <input type="hidden" name="slug" value={slug} />
      <button type="submit" name="intent" value="remove" className="button--link">
        Remove<span className="visually-hidden"> {name}</span>
      </button>
    </Form>
  );
}

/** /compare/?id=a,b — products side by side; add from a product page, remove or reset here. */
export default function Compare() {
  const { slugs, comparison, single } = useLoaderData<typeof loader>();
  const failure = useActionData<{ error?: string }>();
  const items = comparison?.items ?? (single ? [single] : []);
  return (
    <div className="listing-page compare-page">
      <h1>Compare products</h1>
      {failure?.error ? (
        <p className="field-error" role="alert">
          {failure.error}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p>
          Your compare list is empty. Open a product and choose “Add to compare”, or{" "}
          <Link to="/products/">browse products</Link>.
        </p>
      ) : (
        <>
          {items.length === 1 ? <p>Add another product to compare it with {items[0].name}.</p> : null}
          <div className="compare-table__wrap">
            <table className="compare-table">
              <caption className="visually-hidden">{comparison?.title || "Products compared"}</caption>
              <thead>
                <tr>
                  <td />
                  {items.map((p) => (
                    <th key={p.slug} scope="col">
                      <img src={p.medias[0]?.url} alt="" width={160} height={213} loading="lazy" />
                      <Link to={`/product/${p.slug}/`}>{p.name}</Link>
                      <RemoveButton slug={p.slug} name={p.name} ids={slugs} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">Price</th>
                  {items.map((p) => (
                    <td key={p.slug}>
                      <Price view={rangePriceView(p.price, p.discount)} />
                    </td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">Brand</th>
                  {items.map((p) => (
                    <td key={p.slug}>{p.brand.name}</td>
                  ))}
                </tr>
                {(comparison?.attributes_metadata ?? []).flatMap((group) =>
                  group.details.map((detail) => (
                    <tr key={`${group.title}-${detail.key}`}>
                      <th scope="row">{detail.display}</th>
                      {items.map((p) => (
                        <td key={p.slug}>{p.attributes[detail.key] ?? "—"}</td>
                      ))}
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </div>
          <Form method="post" action="/compare">
            <button type="submit" name="intent" value="reset">
              Clear compare list
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
